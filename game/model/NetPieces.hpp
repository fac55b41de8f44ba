// NetPieces: which catalog tiles play Simon Tatham's Net pieces (end, straight, corner, tee, cross
// of one flow at normal height, and their thirteen hex counterparts), found by their sides and
// channels rather than by id.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>

#include "game/model/Catalog.hpp"

namespace tileflow {

// A flow mask: bit d set when side d (N E S W, or NE E SE SW W NW on hex, clockwise from north)
// carries flow.
using NetMask = std::uint8_t;

// Net is played on square boards, and on hex ones with the same rules: its masks hold one bit per
// side of the topology, and the solver and generator lay boards out with it rather than with a
// table of their own.
inline constexpr Topology NetTopology = Topology::square();
inline constexpr int NetSides = NetTopology.sides();
inline constexpr Topology HexNetTopology = Topology::hex();

// The mask of a `sides`-sided tile `mask` turned clockwise `turns` steps.
constexpr NetMask rotateMask(NetMask mask, int turns, int sides) {
  const int t = ((turns % sides) + sides) % sides;
  const unsigned full = (1u << sides) - 1u;
  return static_cast<NetMask>(((static_cast<unsigned>(mask) << t) | (static_cast<unsigned>(mask) >> (sides - t))) &
                              full);
}
// The mask shown by `mask` turned clockwise `turns` quarter turns.
constexpr NetMask rotateMask(NetMask mask, int turns) {
  const int t = turns & 3;
  return static_cast<NetMask>(((mask << t) | (mask >> (4 - t))) & 0xF);
}
static_assert(rotateMask(0x1, 1) == 0x2, "north turns to east");
static_assert(rotateMask(0x9, 1) == 0x3, "north-west corner turns to north-east");
static_assert(rotateMask(0x9, 1, 4) == rotateMask(0x9, 1));
static_assert(rotateMask(0x21, 1, 6) == 0x03, "north-west and north-east turn to north-east and east");
static_assert(rotateMask(0x01, -1, 6) == 0x20, "a sixth back turns north-east to north-west");

struct NetTile {
  int type = -1;              // catalog tile type, -1 when the catalog has none for this mask
  std::uint8_t rotation = 0;  // lowest rotation that shows the mask
};

class NetPieces {
 public:
  // The catalog's first flow kind that has all five pieces (square) or all thirteen (hex) at
  // normal height, each a single channel; nothing when no flow kind has them. The catalog must
  // outlive the result.
  static std::optional<NetPieces> find(const Catalog& catalog, Shape shape = Shape::Square);

  FlowCode flow() const { return flow_; }
  // The placement showing exactly `mask`; mask 0 gives the catalog's blank tile (type -1 if none).
  const NetTile& tile(NetMask mask) const { return tiles_[mask & 0x3F]; }
  // An environment holding all the pieces, or "all".
  const std::string& environment() const { return environment_; }

 private:
  FlowCode flow_ = 0;
  std::array<NetTile, 64> tiles_{};
  std::string environment_ = "all";
};

// Flow mask of a tile type turned `rotation` steps (a bit for each of its sides).
NetMask flowMask(const TileType& type, int rotation);

}  // namespace tileflow
