#include "game/lines/LinesGenerator.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <stdexcept>
#include <string>

#include "engine/core/Rng.hpp"
#include "game/generate/Generator.hpp"
#include "game/lines/LinesDrawn.hpp"
#include "game/lines/LinesSolver.hpp"
#include "game/model/Neighbour.hpp"

namespace tileflow {

namespace {

// The work a count may take before the generator treats the board as not proven (and cuts a
// line): a few hundredths of a second; most generated boards need far less.
constexpr std::uint64_t LinesCountBudget = 1'000'000;
// The guesses the rating's search may make: a board that needs more is rated as if it took them.
constexpr std::uint64_t LinesRatingBudget = 1'000;
// A line is cut only when both halves keep at least this many cells (the drawer's own minimum).
constexpr std::size_t LinesMinLineCells = 3;
// Boards of more cells than this (15x15) are big: there a count's frontier outgrows the sweep
// and a guess of the search costs about a millisecond, so only drawings that the search's rules
// settle with at most a few guesses are kept (see generateLines).
constexpr int LinesSmallBoardCells = 225;
// A big board's count: the search with this many nodes at most (the first settles the board by
// the rules alone, each further one is a guess; more rarely prove a drawing that the first few did
// not, and cost as much as a new drawing).
constexpr std::uint64_t LinesBigCountGuesses = 4;
// Drawings tried when the options leave it to the generator: on big boards about 1 in 30 is
// proven, each in a few milliseconds, so 2,000 leave no realistic chance of giving up.
constexpr int LinesSmallDrawings = 32;
constexpr int LinesBigDrawings = 2'000;
// On a small board, unfinished drawings tried beyond the `drawings` limit, per drawing of it.
constexpr int LinesSpareUnfinished = 8;
// On a big board the lines grow a cell once this many drawings at their length, and more than three
// in four, had more lines than colours.
constexpr int LinesOverfullDrawings = 4;

// A cell of a width x height grid at its place on the height x width grid that mirrors it in its
// diagonal: (x, y) becomes (y, x).
int transposedCell(int cell, int width, int height) { return (cell % width) * height + cell / width; }

// A drawing on a width x height square board as the same lines on the board mirrored in its
// diagonal. A square cell's sides go N E S W (0..3): north becomes west and east south.
void transposeDrawing(LineDrawing& drawing, int width, int height) {
  const auto cell = [&](int c) { return transposedCell(c, width, height); };
  for (Line& line : drawing.lines) {
    for (int& c : line.cells) c = cell(c);
    for (int& side : line.sides) side = 3 - side;
  }
  for (int& c : drawing.bridges) c = cell(c);
  std::sort(drawing.bridges.begin(), drawing.bridges.end());
}

// Cuts the longest line that can be cut at its middle; false when none can.
bool cutLongestLine(LineDrawing& drawing) {
  std::size_t longest = drawing.lines.size();
  for (std::size_t i = 0; i < drawing.lines.size(); ++i) {
    const Line& line = drawing.lines[i];
    if (line.cells.size() < 2 * LinesMinLineCells) continue;
    if (longest == drawing.lines.size() || line.cells.size() > drawing.lines[longest].cells.size()) longest = i;
  }
  if (longest == drawing.lines.size() || drawing.lines.size() >= static_cast<std::size_t>(MaxLinesColours))
    return false;
  Line& line = drawing.lines[longest];
  // The middle, moved off bridges: a line never ends on one.
  std::size_t at = line.cells.size() / 2;
  const auto onBridge = [&](std::size_t k) {
    return std::binary_search(drawing.bridges.begin(), drawing.bridges.end(), line.cells[k]);
  };
  std::size_t step = 0;
  while (at >= LinesMinLineCells && at + LinesMinLineCells <= line.cells.size() && (onBridge(at - 1) || onBridge(at))) {
    ++step;
    at = step % 2 == 1 ? at + step : at - step;
  }
  if (at < LinesMinLineCells || at + LinesMinLineCells > line.cells.size() || onBridge(at - 1) || onBridge(at))
    return false;
  Line second;
  second.cells.assign(line.cells.begin() + static_cast<std::ptrdiff_t>(at), line.cells.end());
  second.sides.assign(line.sides.begin() + static_cast<std::ptrdiff_t>(at), line.sides.end());
  line.cells.resize(at);
  line.sides.resize(at - 1);
  drawing.lines.push_back(std::move(second));
  return true;
}

}  // namespace

double linesDifficultyOf(const LinesBoard& board, const LinesSolveResult& rating) {
  const double guesses = rating.nodes > 0 ? static_cast<double>(rating.nodes - 1) : 0.0;
  return 1.0 + std::sqrt(static_cast<double>(board.cellCount())) / 4.0 +
         std::log2(1.0 + static_cast<double>(rating.insights)) + 2.0 * std::log2(1.0 + guesses);
}

double linesDifficulty(const LinesBoard& board, std::stop_token stop) {
  LinesSolveLimits limits;
  limits.method = LinesSolveMethod::Search;
  limits.maxNodes = LinesRatingBudget;
  limits.stop = std::move(stop);
  return linesDifficultyOf(board, solveLines(board, limits));
}

std::optional<std::string> linesGenerateSizeProblem(Shape shape, int width, int height) {
  if (width < 3 || height < 3 || width > MaxLinesSide || height > MaxLinesSide)
    return "a generated Lines board is 3x3 to " + std::to_string(MaxLinesSide) + "x" + std::to_string(MaxLinesSide);
  if (shape == Shape::Hex && (width > MaxGeneratedLinesHexSide || height > MaxGeneratedLinesHexSide))
    return "a generated Lines board of hex cells is at most " + std::to_string(MaxGeneratedLinesHexSide) +
           " a side: past that no drawing whose lines fit the " + std::to_string(MaxLinesColours) +
           " colours is proven unique";
  if (shape == Shape::Square && width * height > MaxGeneratedLinesCells)
    return "a generated Lines board of square cells holds at most " + std::to_string(MaxGeneratedLinesCells) +
           " cells (34x34): past that no drawing whose lines fit the " + std::to_string(MaxLinesColours) +
           " colours is proven unique";
  return std::nullopt;
}

namespace {

// The largest side per choice, measured with `tileflow generate --mode lines --size SxS ... --seed
// 1..10` (docs/lines.md): every seed made a level within 5 s at that side; 0: no side of the
// generator screen (30, 20 on hex) is past it. Bridges and portals hold for any count up to the
// screen's 12 and 4, but for 12 bridges on hex cells of 10x10 and 12x12, where the drawer leaves
// most drawings unfinished and one seed of 1..10 gives nothing.
struct LinesSideCaps {
  int wrap, bridges, portals;
  std::array<int, WallPatternNames.size()> walls;    // none, steps, block-steps, pillars
  std::array<int, OutlineNames.size()> outlines;     // full, diamond, ring, hexagon
  std::array<int, LineAlgorithmNames.size()> drawn;  // any, follow-edges, follow-walls, follow-lines,
                                                     // random, backwards, backwards-random
};
constexpr LinesSideCaps LinesSquareCaps{18, 20, 25, {0, 30, 30, 22}, {0, 30, 30, 25}, {0, 15, 20, 20, 20, 30, 20}};
constexpr LinesSideCaps LinesHexCaps{12, 14, 16, {0, 20, 20, 16}, {0, 20, 20, 20}, {0, 16, 16, 16, 16, 0, 16}};

}  // namespace

std::optional<int> linesLargestPromptSide(const LinesGenerateOptions& o) {
  const LinesSideCaps& caps = o.shape == Shape::Hex ? LinesHexCaps : LinesSquareCaps;
  int side = 0;
  const auto cap = [&side](bool chosen, int most) {
    if (chosen && most > 0) side = side == 0 ? most : std::min(side, most);
  };
  cap(o.wrap, caps.wrap);
  cap(o.bridges > 0, caps.bridges);
  cap(o.portals > 0, caps.portals);
  cap(true, caps.walls[static_cast<std::size_t>(o.walls)]);
  cap(true, caps.outlines[static_cast<std::size_t>(o.outline)]);
  cap(true, caps.drawn[static_cast<std::size_t>(o.algorithm)]);
  if (side == 0) return std::nullopt;
  return side;
}

std::optional<std::string> linesGenerateChoiceProblem(const LinesGenerateOptions& o) {
  if (auto problem = linesGenerateSizeProblem(o.shape, o.width, o.height)) return problem;
  const auto side = linesLargestPromptSide(o);
  if (side && (o.width > *side || o.height > *side))
    return "with these choices (warps, bridges, portals, walls, outline or algorithm) a generated Lines board is at "
           "most " +
           std::to_string(*side) + "x" + std::to_string(*side) + (o.shape == Shape::Hex ? " hex cells" : "") +
           ": past that no level is made within 5 s";
  return std::nullopt;
}

std::optional<LinesGenerated> generateLines(const LinesGenerateOptions& options, std::stop_token stop,
                                            Progress* progress, LinesGenerateReport* report) {
  LinesGenerateReport kept;
  LinesGenerateReport& why = report ? *report : kept;
  why = {};
  if (const auto problem = linesGenerateSizeProblem(options.shape, options.width, options.height))
    throw std::invalid_argument(*problem);
  if (options.bridges < 0 || options.portals < 0) throw std::invalid_argument("bridges and portals count from 0");
  if (options.drawings < 0) throw std::invalid_argument("the drawings tried are 0 (the generator's choice) or more");
  if (options.maxLineLength < 0) throw std::invalid_argument("the longest line is 0 (any) or more cells");
  const Topology topology = options.shape == Shape::Hex ? Topology::hex() : Topology::square();
  if (options.wrap && !wrapAllowed(topology.shape(), options.height))
    throw std::invalid_argument("a wrapping hex board needs an even height");
  std::vector<int> holes = patternWalls(options.walls, options.width, options.height);
  for (int c : outlineWalls(options.outline, options.width, options.height)) holes.push_back(c);
  std::sort(holes.begin(), holes.end());
  holes.erase(std::unique(holes.begin(), holes.end()), holes.end());

  const bool big = options.width * options.height > LinesSmallBoardCells;
  // A big square board wider than tall is drawn and proven as its mirror in the diagonal, a tall
  // board, and mirrored back: the same graph, so the same covers, but the backwards drawer's lines
  // on a tall board are the ones the search settles (at most 4 nodes proved 11 of 100 drawings of
  // 20x40 with lines of at most 20 cells, and none of 100 of 40x20).
  const bool transposed = big && options.shape == Shape::Square && options.width > options.height;
  const int drawWidth = transposed ? options.height : options.width;
  const int drawHeight = transposed ? options.width : options.height;
  std::vector<int> drawHoles = holes;
  if (transposed) {
    for (int& c : drawHoles) c = transposedCell(c, options.width, options.height);
    std::sort(drawHoles.begin(), drawHoles.end());
  }
  // Lines of about two thirds of a board side (half on hex, where a line has more ways to
  // wind): long enough to wind, short enough to pin the cover down quickly. On a big board where
  // most drawings have more lines than colours the lines grow a cell (a 34x34 board needs about
  // 25), as the shortest lines that fit are the ones most often proven.
  const int divisor = options.shape == Shape::Hex ? 4 : 3;
  int longest =
      options.maxLineLength > 0 ? options.maxLineLength : std::max(6, (options.width + options.height) / divisor);
  int overfull = 0;  // drawings at this length with more lines than colours
  int fitting = 0;   // and with no more
  const int drawings = options.drawings > 0 ? options.drawings : big ? LinesBigDrawings : LinesSmallDrawings;
  Rng rng(options.seed);
  if (progress) progress->total.store(100, std::memory_order_relaxed);
  const auto advance = [progress](int phase, std::int64_t hundredths) {
    if (!progress) return;
    setPhase(progress, phase);
    progress->done.store(hundredths, std::memory_order_relaxed);
  };
  LinesGenerated out;
  // On a small board a drawing the drawer leaves unfinished (hex cells with many bridges: 9 in 10)
  // costs a few milliseconds and says nothing of the count: up to this many more are drawn.
  int spare = big ? 0 : LinesSpareUnfinished * drawings;
  for (int drawingNo = 0, counted = 0; counted < drawings; ++drawingNo, ++counted) {
    if (stop.stop_requested()) return std::nullopt;
    advance(PhaseFill, 0);
    if (progress) progress->attempts.store(drawingNo + 1, std::memory_order_relaxed);
    out.drawings = drawingNo + 1;
    why.drawings = out.drawings;
    why.longestLine = longest;
    LineDrawingOptions draw;
    draw.shape = options.shape;
    draw.width = drawWidth;
    draw.height = drawHeight;
    draw.wrap = options.wrap;
    draw.walls = drawHoles;
    // On a big board the straight lines of `backwards` are the ones the search's rules pin down
    // (about 1 drawing in 30 at 30x30, none in 40 by any other algorithm).
    draw.algorithm = big && options.algorithm == LineAlgorithm::Any ? LineAlgorithm::Backwards : options.algorithm;
    draw.bridges = options.bridges;
    draw.maxLineLength = longest;
    draw.seed = rng.next();
    draw.stop = stop;
    draw.portals = placePortals(topology, drawWidth, drawHeight, options.wrap, drawHoles, options.portals, rng);
    LineDrawing drawing;
    try {
      drawing = drawLines(draw);
    } catch (const std::invalid_argument&) {
      ++why.unfinished;
      if (spare > 0) --spare, --counted;
      continue;  // the portals or bridges left no room: place them again
    }
    if (stop.stop_requested()) return std::nullopt;
    if (!drawing.complete) {
      ++why.unfinished;
      if (spare > 0) --spare, --counted;
      continue;
    }
    if (drawing.lines.size() > static_cast<std::size_t>(MaxLinesColours)) {
      ++why.overfull;
      if (big && options.maxLineLength == 0 && ++overfull >= LinesOverfullDrawings && overfull > 3 * fitting) {
        ++longest;
        overfull = 0;
        fitting = 0;
      }
      continue;
    }
    ++fitting;
    advance(PhaseProve, 40);
    // Count; cut while not proven unique. A big board is counted by the search alone with a few
    // guesses and never cut (cutting its lines does not bring the proof within reach: the next
    // drawing is cheaper).
    bool unique = false;
    int cuts = 0;
    for (;;) {
      LinesSolveLimits limits;
      limits.maxNodes = big ? LinesBigCountGuesses : LinesCountBudget;
      if (big) limits.method = LinesSolveMethod::Search;
      limits.stop = stop;
      const LinesSolveResult r = solveLines(linesBoardOfDrawing(draw, drawing), limits);
      if (stop.stop_requested()) return std::nullopt;
      if (r.complete && r.solutions == 1) {
        unique = true;
        break;
      }
      if (big || !cutLongestLine(drawing)) {
        ++(r.complete ? why.twoCovers : why.outOfBudget);
        break;
      }
      ++cuts;
      advance(PhaseProve, std::min<std::int64_t>(90, 40 + 5 * cuts));
    }
    if (!unique) continue;
    LineDrawingOptions shownOptions = draw;
    LineDrawing shown = drawing;
    if (transposed) {
      transposeDrawing(shown, drawWidth, drawHeight);
      shownOptions.width = options.width;
      shownOptions.height = options.height;
      shownOptions.walls = holes;
      for (Portal& portal : shownOptions.portals) {
        portal.a = transposedCell(portal.a, drawWidth, drawHeight);
        portal.b = transposedCell(portal.b, drawWidth, drawHeight);
      }
    }
    out.board = linesBoardOfDrawing(shownOptions, shown);
    out.solution.clear();
    for (const Line& line : shown.lines) out.solution.push_back(line.cells);
    out.algorithm = drawing.algorithm;
    out.lines = static_cast<int>(drawing.lines.size());
    out.cuts = cuts;
    // Perfect: no drawing of the same design (size, walls, portals) by another algorithm has fewer lines.
    int fewest = out.lines;
    for (std::size_t a = 1; a < LineAlgorithmNames.size(); ++a) {
      if (static_cast<LineAlgorithm>(a) == drawing.algorithm) continue;
      LineDrawingOptions other = draw;
      other.algorithm = static_cast<LineAlgorithm>(a);
      other.attempts = std::min(other.attempts, 8);  // a rival costs a little, never a long search
      try {
        const LineDrawing rival = drawLines(other);
        if (rival.complete) fewest = std::min(fewest, static_cast<int>(rival.lines.size()));
      } catch (const std::invalid_argument&) {
        // A design one algorithm cannot draw is no rival.
      }
    }
    if (stop.stop_requested()) return std::nullopt;
    out.perfect = out.lines <= fewest;
    out.difficulty = linesDifficulty(out.board, stop);
    if (stop.stop_requested()) return std::nullopt;
    advance(PhaseShuffle, 100);
    return out;
  }
  return std::nullopt;
}

}  // namespace tileflow
