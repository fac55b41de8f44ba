// Orientation: which rotations of a tile show the same picture, and how many quarter turns part
// two rotations. Shared by the solver (counting pictures once) and the generator (par moves).
#pragma once

#include "game/model/TileType.hpp"

namespace tileflow {

// True when rotations `a` and `b` of `type` show the same sides joined by the same channels.
bool samePicture(const TileType& type, int a, int b);

// The lowest rotation showing the same picture as `rotation` (always one of distinctRotations).
int canonicalRotation(const TileType& type, int rotation);

// Fewest clicks (one quarter turn each, either direction) from rotation `from` to any rotation
// that shows the same picture as `to`.
int turnsBetween(const TileType& type, int from, int to);

}  // namespace tileflow
