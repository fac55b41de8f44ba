// LinkGenerator: Link levels drawn as lines. The line drawer covers the board with lines between
// endpoint pairs; lines are joined into as many networks as there are landmark kinds; every line
// end becomes a landmark of its network's kind; the lines become the environment's pieces; the
// solver proves the level has one solution under the Link rule (locking a tile where two remain),
// and the board is shuffled. Deterministic per seed on every platform.
#pragma once

#include <cstdint>
#include <optional>
#include <stop_token>
#include <string>

#include "engine/core/Progress.hpp"
#include "game/generate/Generator.hpp"
#include "game/generate/LineDrawing.hpp"
#include "game/generate/WallPattern.hpp"
#include "game/model/Catalog.hpp"
#include "game/model/Level.hpp"

namespace tileflow {

struct LinkOptions {
  Shape shape = Shape::Square;
  int width = 7;
  int height = 7;
  std::string environment = "countryside";
  int kinds = 3;      // landmark kinds, 1..MaxLandmarkKinds; fewer when the board holds fewer lines
  bool wrap = false;  // warps: lines may cross the wrapped edges
  int bridges = 0;    // crossings of two lines, each on its own level of a bridge piece
  int portals = 0;    // pairs of holes that join their opposite sides
  WallPattern walls = WallPattern::None;
  Outline outline = Outline::Full;
  LineAlgorithm algorithm = LineAlgorithm::Any;
  // Landmark spacing (s and l, LandmarkSpacing): 0 puts a landmark on every line end; otherwise
  // landmarks are placed as many as fit with each one's nearest other landmark s to l steps
  // away, on pieces of one channel, each of its network's kind (line ends without one stay plain
  // ends).
  int minSpacing = 0;
  int maxSpacing = 0;
  int drawings = 24;  // line drawings tried before giving up
  int maxLocks = -1;  // tiles the uniqueness repair may lock (-1: a tenth of the cells)
  std::uint64_t seed = 1;
};

// The Link options of generator options (kind Link): size, shape, wrap, outline, environment
// ("all" stays all), seed and the Link settings.
LinkOptions linkOptionsFor(const GenerateOptions& options);

// What went into a generated level, for recipes, benchmarks and the generator screen.
struct LinkReport {
  LineAlgorithm algorithm = LineAlgorithm::FollowEdges;  // the one that drew the kept lines
  int lines = 0;                                         // lines drawn
  int kinds = 0;                                         // landmark kinds used
  int drawings = 0;                                      // drawings made, the kept one included
  int uniqueAsDrawn = 0;                                 // drawings whose pieces had one solution before any lock
  int locks = 0;                                         // tiles locked by the repair
  // The fewest lines among the kept drawing and one drawing of its board design by every other
  // algorithm; the kept drawing is perfect when it has that many (Level::drawn records both).
  int fewestLines = 0;
  bool perfect = false;
};

// The Link levels' phases reported through Progress::phase (the Fill ones: draw, prove, shuffle).
// Returns nothing when `stop` was requested. Throws std::invalid_argument on bad options (size,
// kinds, an environment without the pieces lines need) and std::runtime_error when no drawing in
// `drawings` made a level.
std::optional<Level> generateLink(const Catalog& catalog, const LinkOptions& options, std::stop_token stop = {},
                                  Progress* progress = nullptr, LinkReport* report = nullptr);

}  // namespace tileflow
