// UiTestCatalog: a catalog built in code with one flow of every art style and all three
// heights, so pictures in tests do not change when assets/catalog.yaml does.
#pragma once

#include <stdexcept>
#include <string>

#include "game/model/Catalog.hpp"
#include "tests/support/TileBuilder.hpp"

namespace tileflow::test {

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
