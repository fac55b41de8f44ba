// TileType: one side per direction and the channels that join sides inside the tile.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "game/model/Side.hpp"
#include "game/model/Topology.hpp"

namespace tileflow {

inline constexpr int MaxChannels = 3;
inline constexpr std::int8_t NoChannel = -1;

// All side signatures of one orientation, 8 bits per side, side 0 lowest. One integer compare
// tells whether two orientations show the same sides.
using SidePack = std::uint64_t;

struct TileType {
  std::string id;
  std::string name;
  int sideCount = 4;
  std::array<Signature, MaxSides> sides{};
  // channelOf[side]: which channel the side belongs to, NoChannel for a side without flow.
  std::array<std::int8_t, MaxSides> channelOf{NoChannel, NoChannel, NoChannel, NoChannel, NoChannel, NoChannel};
  int channelCount = 0;

  // Filled by Catalog::finalise().
  std::array<SidePack, MaxSides> packs{};  // per rotation
  std::uint8_t distinctRotations = 1;      // bit r set: rotation r differs from every lower one
  bool blank = false;                      // no flow on any side

  // Art of the ground under the tile (e.g. "grass", "snow"); empty for the default ground. Lets
  // each environment's blank tile look different while being the same piece.
  std::string ground;

  Signature sideAt(int side, int rotation) const {
    return sides[static_cast<std::size_t>(topo().unrotate(side, rotation))];
  }
  int channelAt(int side, int rotation) const {
    return channelOf[static_cast<std::size_t>(topo().unrotate(side, rotation))];
  }
  Topology topo() const { return sideCount == 6 ? Topology::hex() : Topology::square(); }
};

constexpr Signature sideOfPack(SidePack pack, int side) { return static_cast<Signature>(pack >> (8 * side)); }

}  // namespace tileflow
