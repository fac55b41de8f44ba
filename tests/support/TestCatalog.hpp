// TestCatalog: catalogs built in code, so tests need no files and their pictures do not change
// when assets/catalog.yaml does. testCatalog: road, river and path pieces with heights (plus a
// hex catalog); netTestCatalog: Net pieces that are neither the first flow nor the first tiles,
// with look-alikes that must not be taken for them; uiTestCatalog: one flow of every art style
// and all three heights.
#pragma once

#include <initializer_list>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

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

inline TileType uiTile(const std::string& id, const Signature (&sides)[4],
                       std::initializer_list<std::initializer_list<int>> channels) {
  return buildTile(id, std::vector<Signature>(sides, sides + 4), channels);
}

inline Catalog makeUiTestCatalog() {
  Catalog c;
  const FlowCode road = c.addFlow({"road", "Road", 0x4d4d4d, "road"});
  const FlowCode river = c.addFlow({"river", "River", 0x0072b2, "water"});
  const FlowCode rail = c.addFlow({"rail", "Railway", 0x882255, "rail"});
  const FlowCode path = c.addFlow({"path", "Path", 0xddaa33, "path"});
  const FlowCode pipe = c.addFlow({"pipe", "Pipe", 0xe69f00, "pipe"});
  const FlowCode wire = c.addFlow({"wire", "Wire", 0x332288, "wire"});
  c.addTileType(uiTile("blank", {0, 0, 0, 0}, {}));
  struct Kind {
    const char* name;
    FlowCode flow;
    Height height;
  };
  const Kind kinds[] = {{"road", road, Height::Normal}, {"river", river, Height::Low}, {"rail", rail, Height::High},
                        {"path", path, Height::Normal}, {"pipe", pipe, Height::High},  {"wire", wire, Height::Normal}};
  for (const Kind& k : kinds) {
    const Signature s = makeSignature(k.flow, k.height);
    const std::string n = k.name;
    c.addTileType(uiTile(n + "-end", {s, 0, 0, 0}, {{0}}));
    c.addTileType(uiTile(n + "-straight", {s, 0, s, 0}, {{0, 2}}));
    c.addTileType(uiTile(n + "-corner", {s, s, 0, 0}, {{0, 1}}));
    c.addTileType(uiTile(n + "-tee", {s, s, s, 0}, {{0, 1, 2}}));
    c.addTileType(uiTile(n + "-cross", {s, s, s, s}, {{0, 1, 2, 3}}));
  }
  const Signature high = makeSignature(road, Height::High);
  const Signature low = makeSignature(river, Height::Low);
  c.addTileType(uiTile("bridge", {high, low, high, low}, {{0, 2}, {1, 3}}));
  c.addTileType(uiTile("ramp", {makeSignature(road, Height::Normal), 0, high, 0}, {{0, 2}}));
  Environment env{"test", "Test", 0, {}};
  for (int i = 0; i < static_cast<int>(c.tileTypes().size()); ++i) env.tiles.push_back(i);
  c.addEnvironment(env);
  if (auto err = c.finalise()) throw std::runtime_error(*err);
  return c;
}

inline const Catalog& uiTestCatalog() {
  static const Catalog catalog = makeUiTestCatalog();
  return catalog;
}

}  // namespace tileflow::test
