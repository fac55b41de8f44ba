// Orientation: the one definition of "the same orientation" of a tile and of the turns between
// two orientations. Shared by the catalog (distinct rotations), the solver (counting pictures
// once), the generators (par moves) and the hint.
#pragma once

#include <cstdint>

#include "game/model/TileType.hpp"

namespace tileflow {

// How the channels group the sides of one rotation, as a canonical value: for every side, the
// lowest side of its channel (0xF without flow). A cross and two corners share their sides but
// not this.
std::uint32_t channelShape(const TileType& type, int rotation);

// True when rotations `a` and `b` of `type` show the same sides joined by the same channels.
// Needs the rotation packs (Catalog::finalise fills them).
bool samePicture(const TileType& type, int a, int b);

// The lowest rotation showing the same picture as `rotation` (always one of distinctRotations).
int canonicalRotation(const TileType& type, int rotation);

// The fewest signed turns (positive clockwise, negative counter-clockwise) from rotation `from`
// to a rotation showing the same picture as `to`; 0 when it already does. Of two equally short
// ways, clockwise wins.
int signedTurnsTo(const TileType& type, int from, int to);

// Fewest clicks (one turn each, either direction) from rotation `from` to the picture of `to`.
int turnsBetween(const TileType& type, int from, int to);

}  // namespace tileflow
