// TileLook: everything besides the tile type and rotation that changes how a tile is drawn.
// Packs into a few bits so composed tiles can be cached by one integer key.
#pragma once

#include <cstdint>

namespace tileflow {

struct TileLook {
  std::uint8_t litChannels = 0;  // bit c: channel c belongs to a complete network
  std::uint8_t looseSides = 0;   // bit s: displayed side s carries flow that does not match
  bool locked = false;
  bool colourBlind = false;   // loose ends also get a shape, not only a colour
  std::uint8_t landmark = 0;  // landmark kind on the tile (Link levels), 0 for none
  bool landmarkLit = false;   // every landmark of its kind is joined, and with no other kind
  std::uint8_t land = 0;      // the ground the tile lies on (game/view/Land), 0..15
  bool inLoop = false;        // part of a network with a loop, on rules that forbid loops: wrong

  std::uint32_t bits() const {
    return static_cast<std::uint32_t>(litChannels & 0x7) | (static_cast<std::uint32_t>(looseSides & 0x3f) << 3) |
           (locked ? 1u << 9 : 0u) | (colourBlind ? 1u << 10 : 0u) |
           (static_cast<std::uint32_t>(landmark & 0xf) << 11) | (landmarkLit ? 1u << 15 : 0u) |
           (static_cast<std::uint32_t>(land & 0xf) << 16) | (inLoop ? 1u << 20 : 0u);
  }

  // The one key of a drawn tile: type, rotation and these bits, for the tile cache and the board
  // layer's record of what each cell shows.
  std::uint64_t keyWith(std::uint16_t type, std::uint8_t rotation) const {
    return (static_cast<std::uint64_t>(type) << 28) | (static_cast<std::uint64_t>(rotation & 0xf) << 24) | bits();
  }
};

}  // namespace tileflow
