// LinesPacks: the built-in Lines packs from their recipe (levels/recipes/lines-packs.yaml): levels
// generated from recorded seeds (the generator proves each cover unique), near-copies of a level
// accepted before skipped, and each pack sorted by the solver's difficulty (docs/lines.md). Pure
// logic: reading the recipe and writing the files is game/io's.
#pragma once

#include <cstdint>
#include <stop_token>
#include <string>
#include <utility>
#include <vector>

#include "game/generate/PackBuilder.hpp"
#include "game/lines/LinesGenerator.hpp"
#include "game/lines/LinesLevel.hpp"

namespace tileflow {

struct LinesPackRecipe {
  std::string file;  // e.g. "01-first-lines.yaml", in levels/lines/
  std::string id;
  std::string name;
  Shape shape = Shape::Square;
  bool wrap = false;
  int bridges = 0;  // per level
  int portals = 0;
  int longest = 0;                         // the longest line drawn, in cells (0: the generator's choice)
  std::vector<WallPattern> walls;          // level i has walls[i % count]; none: no walls
  std::vector<Outline> outlines;           // level i cuts outlines[i % count]; none: the whole rectangle
  std::vector<LineAlgorithm> algorithms;   // level i is drawn by algorithms[i % count]; none: any
  std::vector<std::pair<int, int>> sizes;  // spread evenly over the levels, in order
  int levels = 30;
  std::uint64_t seed = 1;  // first seed tried; every candidate takes the next one
};

struct LinesBuiltPack {
  std::string file;
  LinesPack pack;
  PackReport report;
};

// A generated level under an id and name, with the seed that made it.
LinesLevel linesLevelOf(const LinesGenerated& made, std::string id, std::string name, std::uint64_t seed);
// A side×side square level straight from drawLines (lines of at most `maxLine` cells) with its
// drawing as the solution; its cover is not proven unique. Big boards for pictures and frame
// benchmarks, which the generator takes long to make unique. Throws std::invalid_argument when the
// drawing is incomplete or has more lines than colours.
LinesLevel linesDrawnLevel(int side, int maxLine, std::uint64_t seed);

// The generator's options for level `index` of a recipe and a seed.
LinesGenerateOptions linesRecipeOptions(const LinesPackRecipe& recipe, int index, std::uint64_t seed);

// How alike two levels' solutions are (0..1): the share of cells that hold a dot in both or whose
// line takes the same sides in both, after the best turn or mirror that maps one board onto the
// other (square boards; hex boards are compared as they stand); 0 for boards of different size,
// shape or wrap, or without a recorded solution.
double linesSimilarity(const LinesLevel& a, const LinesLevel& b);
inline constexpr double LinesNearCopyThreshold = 0.7;

// Builds the packs in recipe order; a candidate is compared with every level accepted before it,
// in these packs and in `earlier` (packs before these recipes, so one pack can be rebuilt on its
// own exactly as in the whole run). Throws std::runtime_error when a pack cannot be filled.
std::vector<LinesBuiltPack> buildLinesPacks(const std::vector<LinesPackRecipe>& recipes, std::stop_token stop = {},
                                            const std::vector<LinesPack>& earlier = {});

// The median of the levels' difficulties (0 for an empty pack).
double medianLinesDifficulty(const LinesPack& pack);

}  // namespace tileflow
