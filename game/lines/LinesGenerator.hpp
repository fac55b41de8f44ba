// LinesGenerator: makes a Lines level whose dots admit exactly one full cover. A line drawing
// (drawLines: the article's algorithms, minimum length, no zig-zag, bridges, warps, portals,
// walls, outlines) gives the board and a cover; the solver counts covers up to two; while there
// are two (or the count runs out of its budget), the longest line is cut in two at its middle
// (a new pair of dots: more constraint, the drawn cover still a cover), and when no line is long
// enough to cut, the board is drawn again. On boards of more cells than 15x15 the count is the
// solver's search with a few guesses and nothing is cut: a drawing its rules do not settle at
// once is drawn again (a square board wider than tall is drawn on its mirror in the diagonal). Never returns a board
// with two covers. Pure logic; answers its stop token and reports progress.
#pragma once

#include <cstdint>
#include <optional>
#include <stop_token>
#include <string>
#include <vector>

#include "engine/core/Progress.hpp"
#include "game/generate/LineDrawing.hpp"
#include "game/generate/Outline.hpp"
#include "game/generate/WallPattern.hpp"
#include "game/lines/LinesBoard.hpp"
#include "game/lines/LinesSolver.hpp"

namespace tileflow {

struct LinesGenerateOptions {
  Shape shape = Shape::Square;
  int width = 7;
  int height = 7;
  bool wrap = false;  // warps
  WallPattern walls = WallPattern::None;
  Outline outline = Outline::Full;
  int bridges = 0;
  int portals = 0;
  LineAlgorithm algorithm = LineAlgorithm::Any;  // Any: by the seed, or Backwards beyond 15x15's cells
  int maxLineLength = 0;  // 0: the generator's choice: (width + height) / 3, / 4 on hex, at least 6,
                          // growing on big boards while drawings have more lines than colours
  std::uint64_t seed = 1;
  int drawings = 0;  // boards drawn at most before giving up; 0: 32, or 2,000 beyond 15x15's cells
};

struct LinesGenerated {
  LinesBoard board{1, 1};
  std::vector<std::vector<int>> solution;  // per colour, its line from one dot to the other
  LineAlgorithm algorithm = LineAlgorithm::FollowEdges;
  bool perfect = false;  // no drawing of the design by another algorithm has fewer lines
  int lines = 0;
  int cuts = 0;      // lines cut in two to make the cover unique
  int drawings = 0;  // boards drawn
  double difficulty = 0;
};

// What became of the drawings of one generateLines call, kept whether or not it made a level: why
// a choice gives nothing (for `generate --stats`).
struct LinesGenerateReport {
  int drawings = 0;     // boards drawn
  int unfinished = 0;   // the drawer left cells uncovered or found no room for the bridges or portals
  int overfull = 0;     // more lines than the MaxLinesColours colours
  int outOfBudget = 0;  // counted but not settled within the count's budget (after any cuts)
  int twoCovers = 0;    // the count found a second cover and no cut was left to try
  int longestLine = 0;  // the line length limit at the last drawing
};

// The largest boards the generator makes. A level has at most MaxLinesColours (62) pairs, so a big
// board needs long lines, and past these sizes the drawings whose lines fit the colours are out of
// the proof's reach: on square cells at most 1,156 cells (34x34; 36x36 took up to 13 s and one
// seed in 8 gave nothing after 2,000 drawings, and of some 240 drawings of 40x40 with lines of 30
// to 33 cells none was proven unique), on hex cells at most 26 a side.
inline constexpr int MaxGeneratedLinesCells = 1156;
inline constexpr int MaxGeneratedLinesHexSide = 26;
// Why the generator makes no board of that shape and size, or nothing.
std::optional<std::string> linesGenerateSizeProblem(Shape shape, int width, int height);

// The largest side of a board that the generator makes promptly with these choices (for every
// seed of 1..10 within 5 s, docs/lines.md), or nothing when only linesGenerateSizeProblem's limits
// hold. Warps, bridges, portals, wall patterns, outlines other than full and drawing algorithms
// chosen by name keep big drawings out of the search's reach (the count runs out of its few
// guesses, or the lines outnumber the colours), so each has its own largest side; the smallest
// of the chosen ones holds. Both the generator screen and `tileflow generate` keep to it.
std::optional<int> linesLargestPromptSide(const LinesGenerateOptions& options);
// Why the generator makes no board for these choices, or none promptly: linesGenerateSizeProblem,
// or a side past linesLargestPromptSide.
std::optional<std::string> linesGenerateChoiceProblem(const LinesGenerateOptions& options);

// Nothing when stopped or when `drawings` boards gave no level. Throws std::invalid_argument on
// bad options (sizes, see linesGenerateSizeProblem; counts).
// `report`, when given, is filled in either way.
std::optional<LinesGenerated> generateLines(const LinesGenerateOptions& options, std::stop_token stop = {},
                                            Progress* progress = nullptr, LinesGenerateReport* report = nullptr);

// How hard a unique board is, from the search that proves it (LinesSolveMethod::Search): a scale
// from about 2 upwards that grows with the board's size and, on a log scale, with the passes of
// the reach rule that narrowed a colour (steps beyond the local rules) and the guesses made.
double linesDifficultyOf(const LinesBoard& board, const LinesSolveResult& rating);
// Runs that search (at most 1,000 guesses) and rates the board.
double linesDifficulty(const LinesBoard& board, std::stop_token stop = {});

}  // namespace tileflow
