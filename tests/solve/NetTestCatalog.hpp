// NetTestCatalog: a catalog built in code whose Net pieces are neither the first flow nor the
// first tiles, with look-alikes (high roads, a two-channel cross) that must not be taken for them.
#pragma once

#include <initializer_list>
#include <stdexcept>
#include <string>

#include "game/model/Catalog.hpp"
#include "tests/support/TileBuilder.hpp"

namespace tileflow::test {

// flows: one letter per side ('w' river, 'r' road, '.' none); heights: "LNH" per side or empty.
inline TileType netTestTile(const std::string& id, const std::string& flows, const std::string& heights,
                            std::initializer_list<std::initializer_list<int>> channels) {
  return buildTile(id, lettered(flows, heights, "wr"), channels);
}

inline Catalog makeNetTestCatalog() {
  Catalog c;
  c.addFlow({"river", "River", 0x3366cc, "water"});
  c.addFlow({"road", "Road", 0x666666, "road"});
  c.addTileType(netTestTile("river-straight", "w.w.", "", {{0, 2}}));
  c.addTileType(netTestTile("river-corner", "ww..", "", {{0, 1}}));
  c.addTileType(netTestTile("road-high", ".r.r", "NHNH", {{1, 3}}));
  c.addTileType(netTestTile("road-two-corners", "rrrr", "", {{0, 1}, {2, 3}}));
  c.addTileType(netTestTile("blank", "....", "", {}));
  c.addTileType(netTestTile("road-tee", ".rrr", "", {{1, 2, 3}}));
  c.addTileType(netTestTile("road-corner", ".rr.", "", {{1, 2}}));
  c.addTileType(netTestTile("road-end", "..r.", "", {{2}}));
  c.addTileType(netTestTile("road-cross", "rrrr", "", {{0, 1, 2, 3}}));
  c.addTileType(netTestTile("road-straight", ".r.r", "", {{1, 3}}));
  c.addEnvironment({"rivers", "Rivers", 4, {0, 1, 4}});
  c.addEnvironment({"roads", "Roads", 4, {2, 3, 4, 5, 6, 7, 8, 9}});
  if (auto err = c.finalise()) throw std::runtime_error(*err);
  return c;
}

inline const Catalog& netTestCatalog() {
  static const Catalog catalog = makeNetTestCatalog();
  return catalog;
}

}  // namespace tileflow::test
