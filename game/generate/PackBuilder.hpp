// PackBuilder: the built-in level packs from a recipe: generated from recorded seeds, proved
// unique, rated by the solver, near-copies skipped, sorted by difficulty (docs/levels.md).
#pragma once

#include <cstdint>
#include <stop_token>
#include <string>
#include <utility>
#include <vector>

#include "game/generate/Generator.hpp"
#include "game/model/Catalog.hpp"
#include "game/model/Level.hpp"

namespace tileflow {

struct PackRecipe {
  std::string file;  // e.g. "01-meadow.yaml"
  std::string id;
  std::string name;
  std::vector<std::string> environments;  // level i uses environments[i % count]
  GeneratorKind kind = GeneratorKind::Fill;
  Rules rules;
  bool wrap = false;
  Shape shape = Shape::Square;
  std::vector<Outline> outlines;           // level i cuts outlines[i % count]; none: the whole rectangle
  LinkSettings link;                       // Link packs: kinds, bridges, portals
  std::vector<WallPattern> walls;          // Link packs: level i has walls[i % count]; none: no walls
  std::vector<LineAlgorithm> algorithms;   // Link packs: level i is drawn by algorithms[i % count]
  std::vector<std::pair<int, int>> sizes;  // spread evenly over the levels, in order
  int levels = 30;
  std::uint64_t seed = 1;  // first seed tried; every candidate takes the next one
};

struct PackReport {
  int candidates = 0;  // seeds tried
  int nearCopies = 0;  // skipped: too similar to an accepted level
  int notUnique = 0;   // skipped: the solver found a second solution or gave up
  int failed = 0;      // skipped: the generator made nothing for the seed
  double medianDifficulty = 0;
  double seconds = 0;  // time taken; reported, never written into a level
};

struct BuiltPack {
  std::string file;
  Pack pack;
  PackReport report;
};

// Seconds a player who knows the way needs: time to read the board plus time per click.
int parSecondsFor(int parMoves, double difficulty);
// Before a board is made: the par time a generated width×height board is likely to get. A
// shuffled board needs about MovesPerCell turns per cell to put right (the packs' 15×15 levels:
// 0.80–0.99, median 0.90), and the difficulty is taken as their median, 3.
int estimatedParSeconds(int width, int height);
inline constexpr double MovesPerCell = 0.9;

// Builds the packs in recipe order. A candidate is compared with every level accepted before
// it, in this pack and the earlier ones, and with the levels of `earlier`: packs that come before
// these recipes (read back from their files, say), so that a later pack can be rebuilt on its own
// exactly as in the whole run. Throws std::runtime_error when a pack cannot be filled.
std::vector<BuiltPack> buildPacks(const Catalog& catalog, const std::vector<PackRecipe>& recipes,
                                  std::stop_token stop = {}, const std::vector<Pack>& earlier = {});

// The median of the values (0 for none), and of a pack's levels' difficulties.
double medianOf(std::vector<double> values);
double medianDifficulty(const Pack& pack);

// Packs form series by the puzzle they hold: Tiles (the classic and Net rules) and Link (levels
// with landmarks). Within a series each pack's median difficulty is above the one before; a new
// kind of puzzle starts again from easy levels.
enum class PackSeries : std::uint8_t { Tiles, Link };
PackSeries seriesOf(const Pack& pack);
// True when, in this order, every pack's median is above the one of the pack before it in its series.
bool mediansClimbBySeries(const std::vector<const Pack*>& packs);

}  // namespace tileflow
