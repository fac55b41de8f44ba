// LinesPacks: seeds in order, the generator's proof and rating, the similarity filter, then sorting.
#include "game/lines/LinesPacks.hpp"

#include "game/lines/LinesDrawn.hpp"

#include <algorithm>
#include <chrono>
#include <stdexcept>

namespace tileflow {

namespace {

// A seed that yields no usable level is rare; this many in a row means the recipe is wrong.
constexpr int MaxLinesCandidatesPerLevel = 200;

constexpr unsigned LinesDotMark = 1u << 6;

// Per cell: the sides its solution's lines take (a dot's cell marked as such); 0 for a cell no
// line crosses (holes).
std::vector<unsigned> linesSignature(const LinesLevel& level) {
  const LinesBoard& board = level.board;
  std::vector<unsigned> sides(static_cast<std::size_t>(board.cellCount()), 0);
  for (const std::vector<int>& line : level.solution) {
    for (std::size_t k = 0; k + 1 < line.size(); ++k) {
      for (int s = 0; s < board.sides(); ++s) {
        if (board.next(line[k], s) != line[k + 1]) continue;
        sides[static_cast<std::size_t>(line[k])] |= 1u << s;
        sides[static_cast<std::size_t>(line[k + 1])] |= 1u << board.opposite(s);
        break;
      }
    }
  }
  for (int c = 0; c < board.cellCount(); ++c) {
    if (board.present(c) && board.endpoint(c) >= 0) sides[static_cast<std::size_t>(c)] |= LinesDotMark;
  }
  return sides;
}

// A square cell's side mask (north, east, south, west) mirrored west-east, then turned clockwise.
unsigned transformedSquareSides(unsigned mask, bool mirror, int turns) {
  unsigned sides = mask & 0xFu;
  if (mirror) sides = (sides & 0b0101u) | ((sides & 0b0010u) << 2) | ((sides & 0b1000u) >> 2);
  for (int t = 0; t < turns; ++t) sides = ((sides << 1) | (sides >> 3)) & 0xFu;
  return sides | (mask & ~0xFu);
}

}  // namespace

LinesLevel linesLevelOf(const LinesGenerated& made, std::string id, std::string name, std::uint64_t seed) {
  LinesLevel level;
  level.id = std::move(id);
  level.name = std::move(name);
  level.board = made.board;
  level.solution = made.solution;
  level.algorithm = LineAlgorithmNames[static_cast<std::size_t>(made.algorithm)];
  level.perfect = made.perfect;
  level.difficulty = made.difficulty;
  level.seed = seed;
  return level;
}

LinesLevel linesDrawnLevel(int side, int maxLine, std::uint64_t seed) {
  LineDrawingOptions o;
  o.width = o.height = side;
  o.maxLineLength = maxLine;
  o.seed = seed;
  const LineDrawing drawing = drawLines(o);
  LinesLevel level;
  level.id = "drawn-" + std::to_string(side);
  level.name = std::to_string(side) + "\xc3\x97" + std::to_string(side);
  level.board = linesBoardOfDrawing(o, drawing);
  for (const Line& line : drawing.lines) level.solution.push_back(line.cells);
  level.algorithm = LineAlgorithmNames[static_cast<std::size_t>(drawing.algorithm)];
  level.seed = seed;
  return level;
}

LinesGenerateOptions linesRecipeOptions(const LinesPackRecipe& recipe, int index, std::uint64_t seed) {
  const auto i = static_cast<std::size_t>(index);
  const auto [w, h] = recipe.sizes[i * recipe.sizes.size() / static_cast<std::size_t>(std::max(1, recipe.levels))];
  LinesGenerateOptions o;
  o.shape = recipe.shape;
  o.width = w;
  o.height = h;
  o.wrap = recipe.wrap;
  o.bridges = recipe.bridges;
  o.portals = recipe.portals;
  o.maxLineLength = recipe.longest;
  if (!recipe.walls.empty()) o.walls = recipe.walls[i % recipe.walls.size()];
  if (!recipe.outlines.empty()) o.outline = recipe.outlines[i % recipe.outlines.size()];
  if (!recipe.algorithms.empty()) o.algorithm = recipe.algorithms[i % recipe.algorithms.size()];
  o.seed = seed;
  return o;
}

double linesSimilarity(const LinesLevel& a, const LinesLevel& b) {
  const LinesBoard& ba = a.board;
  const LinesBoard& bb = b.board;
  if (ba.width() != bb.width() || ba.height() != bb.height() || ba.shape() != bb.shape() || ba.wrap() != bb.wrap() ||
      a.solution.empty() || b.solution.empty())
    return 0;
  const std::vector<unsigned> sa = linesSignature(a);
  const std::vector<unsigned> sb = linesSignature(b);
  const int w = ba.width();
  const int h = ba.height();
  int cells = 0;
  for (int c = 0; c < ba.cellCount(); ++c) cells += ba.present(c) ? 1 : 0;
  if (cells == 0) return 0;
  double best = 0;
  const bool square = ba.shape() == Shape::Square;
  for (int mirror = 0; mirror < (square ? 2 : 1); ++mirror) {
    for (int turns = 0; turns < (square ? 4 : 1); ++turns) {
      if (turns % 2 == 1 && w != h) continue;
      int agree = 0;
      for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x) {
          const int from = ba.cellAt(x, y);
          if (!ba.present(from)) continue;
          int tx = mirror ? w - 1 - x : x;
          int ty = y;
          int th = h;  // the height of the board as turned so far
          for (int t = 0; t < turns; ++t) {
            const int nx = th - 1 - ty;  // a clockwise quarter turn: (x, y) -> (height - 1 - y, x)
            ty = tx;
            tx = nx;
            th = t % 2 == 0 ? w : h;
          }
          const int to = bb.cellAt(tx, ty);
          const unsigned mapped = square
                                      ? transformedSquareSides(sa[static_cast<std::size_t>(from)], mirror != 0, turns)
                                      : sa[static_cast<std::size_t>(from)];
          if (bb.present(to) && mapped == sb[static_cast<std::size_t>(to)]) ++agree;
        }
      }
      best = std::max(best, static_cast<double>(agree) / cells);
    }
  }
  return best;
}

double medianLinesDifficulty(const LinesPack& pack) {
  std::vector<double> d;
  for (const LinesLevel& level : pack.levels) d.push_back(level.difficulty);
  return medianOf(std::move(d));
}

std::vector<LinesBuiltPack> buildLinesPacks(const std::vector<LinesPackRecipe>& recipes, std::stop_token stop,
                                            const std::vector<LinesPack>& earlier) {
  std::vector<LinesBuiltPack> built;
  built.reserve(recipes.size());
  const auto nearCopy = [&](const LinesLevel& candidate, const LinesBuiltPack& current) {
    const auto alike = [&](const LinesLevel& other) {
      return linesSimilarity(candidate, other) >= LinesNearCopyThreshold;
    };
    for (const LinesPack& p : earlier)
      if (std::any_of(p.levels.begin(), p.levels.end(), alike)) return true;
    for (const LinesBuiltPack& b : built)
      if (std::any_of(b.pack.levels.begin(), b.pack.levels.end(), alike)) return true;
    return std::any_of(current.pack.levels.begin(), current.pack.levels.end(), alike);
  };
  for (const LinesPackRecipe& recipe : recipes) {
    if (recipe.levels < 1 || recipe.sizes.empty())
      throw std::runtime_error("Lines pack '" + recipe.id + "' needs levels and sizes");
    const auto start = std::chrono::steady_clock::now();
    LinesBuiltPack out;
    out.file = recipe.file;
    out.pack.id = recipe.id;
    out.pack.name = recipe.name;
    std::uint64_t seed = recipe.seed;
    for (int i = 0; i < recipe.levels; ++i) {
      bool found = false;
      for (int attempt = 0; attempt < MaxLinesCandidatesPerLevel && !found; ++attempt) {
        if (stop.stop_requested()) return built;
        const std::uint64_t candidateSeed = seed++;
        ++out.report.candidates;
        std::optional<LinesGenerated> made;
        try {
          made = generateLines(linesRecipeOptions(recipe, i, candidateSeed), stop);
        } catch (const std::invalid_argument&) {
          ++out.report.failed;
          continue;
        }
        if (!made) {
          ++out.report.failed;
          continue;
        }
        LinesLevel level = linesLevelOf(*made, "", "", candidateSeed);
        if (nearCopy(level, out)) {
          ++out.report.nearCopies;
          continue;
        }
        out.pack.levels.push_back(std::move(level));
        found = true;
      }
      if (!found) {
        throw std::runtime_error("Lines pack '" + recipe.id + "': no usable level " + std::to_string(i + 1) +
                                 " after " + std::to_string(MaxLinesCandidatesPerLevel) + " seeds");
      }
    }
    // Easiest first by the solver's measure; equal ratings keep the order they were made in.
    std::stable_sort(out.pack.levels.begin(), out.pack.levels.end(),
                     [](const LinesLevel& x, const LinesLevel& y) { return x.difficulty < y.difficulty; });
    for (std::size_t k = 0; k < out.pack.levels.size(); ++k) {
      LinesLevel& level = out.pack.levels[k];
      const std::string n = std::to_string(k + 1);
      level.id = recipe.id + "-" + (k < 9 ? "0" : "") + n;
      level.name = recipe.name + " " + n;
    }
    out.report.medianDifficulty = medianLinesDifficulty(out.pack);
    out.report.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    built.push_back(std::move(out));
  }
  return built;
}

}  // namespace tileflow
