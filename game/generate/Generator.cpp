// Generator: checks options, runs the chosen generator, proves uniqueness, shuffles and fills in
// the level (solution, par moves, difficulty); see docs/generator.md.
#include "game/generate/Generator.hpp"
#include "game/model/FreeCells.hpp"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <stdexcept>
#include <string>

#include "engine/core/DisjointSets.hpp"
#include "engine/core/Rng.hpp"
#include "game/generate/BacktrackGenerator.hpp"
#include "game/generate/FillGenerator.hpp"
#include "game/generate/LinkGenerator.hpp"
#include "game/generate/NetGenerator.hpp"
#include "game/generate/NetworkPattern.hpp"
#include "game/generate/OptionIndex.hpp"
#include "game/generate/Shuffle.hpp"
#include "game/generate/UniquenessRepair.hpp"
#include "game/model/Neighbour.hpp"
#include "game/solve/Solver.hpp"
#include "game/solve/SolverState.hpp"

namespace tileflow {

namespace {

// Statistics of propagation alone, for boards whose uniqueness was not asked for.
SolveStats propagationStats(const Board& board, const Rules& rules, std::stop_token stop) {
  SolveStats stats;
  stats.cells = board.cellCount();
  SolverState state(board, rules);
  state.setStop(stop);
  if (state.reset()) stats.settledByPropagation = state.fixedCount();
  return stats;
}

// Pieces for a level with rules: one channel each, so that networks follow the planned links.
// For `connected`, also only flows that pieces can join into one another: a river with no piece
// that turns it into a road would stay a network of its own. Keeps the largest such family (by
// tile count) and the blank tiles.
Environment shapeTiles(const Catalog& catalog, const Environment& env, bool joinable) {
  DisjointSets flows(256);
  for (int t : env.tiles) {
    const TileType& tt = catalog.tile(t);
    for (int a = 0; a < tt.sideCount; ++a) {
      for (int b = a + 1; b < tt.sideCount; ++b) {
        const auto ua = static_cast<std::size_t>(a);
        const auto ub = static_cast<std::size_t>(b);
        if (tt.channelOf[ua] != NoChannel && tt.channelOf[ua] == tt.channelOf[ub]) {
          flows.join(tt.sides[ua], tt.sides[ub]);
        }
      }
    }
  }
  auto family = [&](const TileType& tt) {
    int f = -1;
    for (int s = 0; s < tt.sideCount; ++s) {
      const Signature x = tt.sides[static_cast<std::size_t>(s)];
      if (!hasFlow(x)) continue;
      if (f >= 0 && flows.find(x) != f) return -2;  // a bridge over two families
      f = flows.find(x);
    }
    return f;
  };
  int count[256] = {};
  for (int t : env.tiles) {
    const int f = family(catalog.tile(t));
    if (f >= 0) ++count[f];
  }
  int best = 0;
  for (int f = 1; f < 256; ++f) {
    if (count[f] > count[best]) best = f;
  }
  Environment out = env;
  out.tiles.clear();
  for (int t : env.tiles) {
    const TileType& tt = catalog.tile(t);
    // One channel per piece, so a network is exactly the shape of its links.
    if (tt.channelCount > 1) continue;
    const int f = family(tt);
    if (!joinable || f == best || f == -1) out.tiles.push_back(t);
  }
  return out;
}

// Without rules only sides matter, so a piece with two pictures that show the same sides (two
// bends in one tile, against a cross) fits either way wherever it lies: no level holding one can
// be unique. Such pieces stay out of unique levels.
Environment distinguishableTiles(const Catalog& catalog, const Environment& env) {
  Environment out = env;
  out.tiles.clear();
  for (int t : env.tiles) {
    const TileType& tt = catalog.tile(t);
    bool twin = false;
    for (int a = 0; a < tt.sideCount && !twin; ++a) {
      for (int b = a + 1; b < tt.sideCount && !twin; ++b) {
        twin = ((tt.distinctRotations >> a) & 1) && ((tt.distinctRotations >> b) & 1) &&
               tt.packs[static_cast<std::size_t>(a)] == tt.packs[static_cast<std::size_t>(b)];
      }
    }
    if (!twin) out.tiles.push_back(t);
  }
  return out;
}

}  // namespace

void setPhase(Progress* progress, int phase) {
  if (progress) progress->phase.store(phase, std::memory_order_relaxed);
}

int generationPercent(int phase, std::int64_t done, std::int64_t total) {
  static constexpr int Starts[] = {0, 45, 95, 100};
  const int p = std::clamp(phase, 0, 2);
  const double share = total > 0 ? std::clamp(static_cast<double>(done) / static_cast<double>(total), 0.0, 1.0) : 0.0;
  // Shuffling is quick and its count is the proof's: it shows as its start.
  if (p == PhaseShuffle) return Starts[p];
  return Starts[p] + static_cast<int>(share * (Starts[p + 1] - Starts[p]));
}

std::optional<Outline> outlineNamed(std::string_view name) {
  for (std::size_t i = 0; i < OutlineNames.size(); ++i)
    if (name == OutlineNames[i]) return static_cast<Outline>(i);
  return std::nullopt;
}

bool outsideOutline(Outline outline, int w, int h, int x, int y) {
  switch (outline) {
    case Outline::Full:
      return false;
    case Outline::Diamond:
      // |x - middle| / half width + |y - middle| / half height > 1, in whole numbers.
      return std::abs(2 * x - (w - 1)) * h + std::abs(2 * y - (h - 1)) * w > w * h;
    case Outline::Ring:
      return x >= w / 3 && x <= w - 1 - w / 3 && y >= h / 3 && y <= h - 1 - h / 3;
    case Outline::Hexagon: {
      // Offset rows (odd rows shifted right) to axial coordinates, then the hex distance.
      auto q = [](int cx, int cy) { return cx - (cy - (cy & 1)) / 2; };
      const int dq = q(x, y) - q(w / 2, h / 2);
      const int dr = y - h / 2;
      const int distance = (std::abs(dq) + std::abs(dr) + std::abs(dq + dr)) / 2;
      return distance > std::min(w, h) / 2;
    }
  }
  return false;
}

int cellGroups(const Board& board) {
  const int n = board.cellCount();
  std::vector<char> seen(static_cast<std::size_t>(n), 0);
  std::vector<int> queue;
  int groups = 0;
  for (int start = 0; start < n; ++start) {
    if (!board.present(start) || seen[static_cast<std::size_t>(start)]) continue;
    ++groups;
    queue.assign(1, start);
    seen[static_cast<std::size_t>(start)] = 1;
    for (std::size_t i = 0; i < queue.size(); ++i) {
      for (int s = 0; s < board.sides(); ++s) {
        const int m = board.neighbour(queue[i], s);
        if (m < 0 || !board.present(m) || seen[static_cast<std::size_t>(m)]) continue;
        seen[static_cast<std::size_t>(m)] = 1;
        queue.push_back(m);
      }
    }
  }
  return groups;
}

void cutOutline(Board& board, Outline outline) {
  const int w = board.width();
  const int h = board.height();
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x)
      if (outsideOutline(outline, w, h, x, y)) board.removeCell(board.index(x, y));
}

void checkWrap(const GenerateOptions& options) {
  const Wrap wrap = wrapOf(options);
  if (wrap == Wrap::Twisted && options.kind == GeneratorKind::Link)
    throw std::invalid_argument("Link levels wrap straight only, never across the twisted seam");
  if (!wrapAllowed(options.shape, options.height, wrap)) {
    throw std::invalid_argument(wrap == Wrap::Twisted ? "the twisted seam joins the rows of a hex board only"
                                                      : "a wrapping hex board needs an even height");
  }
}

std::optional<Level> generate(const Catalog& catalog, const GenerateOptions& options, std::stop_token stop,
                              Progress* progress) {
  checkWrap(options);
  if (options.kind == GeneratorKind::Link) {
    if (options.blank || !options.unique || options.rules.connected || options.rules.acyclic)
      throw std::invalid_argument("Link levels are drawn, unique and have the Link rule only");
    return generateLink(catalog, linkOptionsFor(options), stop, progress);
  }
  if (options.kind == GeneratorKind::Net) {
    if (options.outline != Outline::Full) throw std::invalid_argument("the net generator fills the whole rectangle");
    return generateNet(catalog, options, stop, progress);
  }
  if (options.width < 1 || options.height < 1 || options.width > MaxBoardSide || options.height > MaxBoardSide) {
    throw std::invalid_argument("board size must be 1x1 to " + std::to_string(MaxBoardSide) + "x" +
                                std::to_string(MaxBoardSide));
  }
  const Environment* named = catalog.findEnvironment(options.environment);
  if (!named) throw std::invalid_argument("unknown environment '" + options.environment + "'");
  const Topology topology = options.shape == Shape::Hex ? Topology::hex() : Topology::square();
  // Only the tiles that fit the board's cells: a square board never gets a hex tile.
  const Environment fitting = catalog.forShape(*named, options.shape);
  const Environment* env = &fitting;
  if (env->blankTile < 0) throw std::invalid_argument("environment '" + env->id + "' has no hex tiles");

  Rng rng(options.seed);
  Level level;
  level.environment = env->id;
  level.rules = options.rules;
  level.seed = options.seed;
  level.name = "Generated " + std::to_string(options.width) + "x" + std::to_string(options.height) + " #" +
               std::to_string(options.seed);
  Board board(catalog, options.width, options.height, topology);
  board.setWrap(wrapOf(options));
  cutOutline(board, options.outline);
  if (options.rules.connected && !options.blank) {
    // One network must reach every cell: an outline whose cells fall apart (a ring too thin to
    // close round its hole) cannot have one.
    if (const int pieces = cellGroups(board); pieces > 1)
      throw std::invalid_argument("the cells of this outline fall apart in " + std::to_string(pieces) +
                                  " pieces, so no one network joins them: choose a bigger board or drop 'connected'");
  }
  SolveStats stats;
  stats.cells = board.cellCount();
  setPhase(progress, PhaseFill);

  if (options.blank) {
    // A blank board is a canvas for the editor: every picture of it is the same.
    for (int c = 0; c < board.cellCount(); ++c) board.place(c, env->blankTile, 0);
    if (progress) {
      progress->total.store(board.cellCount(), std::memory_order_relaxed);
      progress->done.store(board.cellCount(), std::memory_order_relaxed);
    }
  } else if (options.kind == GeneratorKind::Backtrack) {
    const OptionIndex index(catalog, *env, topology, true);
    BacktrackGenerator generator(index, env->blankTile, rng);
    if (!generator.fill(board, stop, progress)) return std::nullopt;
    stats = propagationStats(board, options.rules, stop);
  } else {
    const bool shaped = options.rules.connected || options.rules.acyclic;
    const Environment pieces = shaped           ? shapeTiles(catalog, *env, options.rules.connected)
                               : options.unique ? distinguishableTiles(catalog, *env)
                                                : *env;
    const OptionIndex index(catalog, pieces, topology, false);
    FillGenerator generator(index, rng);
    std::vector<std::uint8_t> pattern;
    int maxDegree = 0;
    if (shaped) {
      for (int p = 0; p < index.size(); ++p) maxDegree = std::max(maxDegree, std::popcount(index.piece(p).flowSides));
      if (maxDegree < 2) throw std::invalid_argument("environment '" + env->id + "' has no pieces to build networks");
      generator.setPattern(&pattern);
    }
    // A planned shape can ask for a piece the environment lacks in some corner: plan another.
    for (int plan = 0;; ++plan) {
      if (shaped) pattern = networkPattern(board, options.rules, maxDegree, rng);
      try {
        if (!generator.fill(board, stop, progress)) return std::nullopt;
        break;
      } catch (const std::runtime_error&) {
        if (!shaped || plan >= 8) throw;
      }
    }
    if (options.unique) {
      setPhase(progress, PhaseProve);
      UniquenessRepair repair(index, options.rules, rng);
      if (!repair.run(board, stop, progress)) return std::nullopt;
      stats = repair.stats();
    } else {
      stats = propagationStats(board, options.rules, stop);
    }
  }
  if (stop.stop_requested()) return std::nullopt;

  setPhase(progress, PhaseShuffle);
  std::vector<std::uint8_t> solution(static_cast<std::size_t>(board.cellCount()));
  for (int c = 0; c < board.cellCount(); ++c) solution[static_cast<std::size_t>(c)] = board.cell(c).rotation;
  // The baseline may have given up on cells: then it has no solution to record.
  const bool solvable = board.looseEnds() == 0;
  // A blank canvas stays as laid out: turning it changes nothing the player could see.
  if (!options.blank) shuffleBoard(board, options.rules, rng);
  if (solvable) {
    level.parMoves = parMoves(board, solution);
    level.solution = std::move(solution);
  }
  level.difficulty = rateDifficulty(stats, freeCellCount(board));
  level.board = std::move(board);
  return level;
}

}  // namespace tileflow
