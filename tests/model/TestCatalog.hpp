// TestCatalog: a small catalog built in code, so model tests need no files.
#pragma once

#include <initializer_list>
#include <stdexcept>
#include <string>
#include <utility>

#include "game/model/Catalog.hpp"
#include "tests/support/TileBuilder.hpp"

namespace tileflow::test {

// flows: one letter per side ('r' road, 'w' river, 'p' path, '.' none); heights: "LNH" per
// side, or empty for all normal.
inline TileType makeTile(const std::string& id, const std::string& flows, const std::string& heights,
                         std::initializer_list<std::initializer_list<int>> channels) {
  return buildTile(id, lettered(flows, heights, "rwp"), channels);
}

// Road pieces (end, straight, corner, tee, cross), a river straight, a road-over-river bridge, a
// road ramp (normal to high), a high road straight, and a blank.
inline Catalog makeTestCatalog() {
  Catalog c;
  c.addFlow({"road", "Road", 0x666666, "road"});
  c.addFlow({"river", "River", 0x3366cc, "water"});
  c.addFlow({"path", "Path", 0xaa8855, "path"});
  c.addTileType(makeTile("blank", "....", "", {}));
  c.addTileType(makeTile("road-end", "r...", "", {{0}}));
  c.addTileType(makeTile("road-straight", "r.r.", "", {{0, 2}}));
  c.addTileType(makeTile("road-corner", "rr..", "", {{0, 1}}));
  c.addTileType(makeTile("road-tee", "rrr.", "", {{0, 1, 2}}));
  c.addTileType(makeTile("road-cross", "rrrr", "", {{0, 1, 2, 3}}));
  c.addTileType(makeTile("river-straight", "w.w.", "LNLN", {{0, 2}}));
  c.addTileType(makeTile("bridge", "rwrw", "HLHL", {{0, 2}, {1, 3}}));
  c.addTileType(makeTile("road-ramp", "r.r.", "NNHN", {{0, 2}}));
  c.addTileType(makeTile("road-high", "r.r.", "HNHN", {{0, 2}}));
  c.addTileType(makeTile("road-high-end", "r...", "HNNN", {{0}}));
  c.addTileType(makeTile("river-end", "w...", "LNNN", {{0}}));
  c.addTileType(makeTile("road-two-corners", "rrrr", "", {{0, 1}, {2, 3}}));
  c.addEnvironment({"test", "Test", 0, {0, 1, 2, 3, 4, 5, 6, 7, 8, 9}});
  if (auto err = c.finalise()) throw std::runtime_error(*err);
  return c;
}

inline const Catalog& testCatalog() {
  static const Catalog catalog = makeTestCatalog();
  return catalog;
}

inline int tileId(const std::string& id) { return *testCatalog().findTile(id); }

// Hex pieces with road on every side: a blank, three arcs of two sides each, and two halves of
// three sides each (equal sides in every rotation, told apart by their channels).
inline const Catalog& hexTestCatalog() {
  static const Catalog catalog = [] {
    Catalog c;
    c.addFlow({"road", "Road", 0x666666, "road"});
    c.addTileType(buildTile("hex-blank", lettered("......", "", "r"), {}));
    c.addTileType(buildTile("hex-arcs", lettered("rrrrrr", "", "r"), {{0, 1}, {2, 3}, {4, 5}}));
    c.addTileType(buildTile("hex-halves", lettered("rrrrrr", "", "r"), {{0, 1, 2}, {3, 4, 5}}));
    if (auto err = c.finalise()) throw std::runtime_error(*err);
    return c;
  }();
  return catalog;
}

}  // namespace tileflow::test
