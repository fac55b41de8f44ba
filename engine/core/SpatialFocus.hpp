// SpatialFocus: where a direction key moves the focus among boxes on screen, by geometry alone.
// Every menu uses this one rule so the focus goes where the eye expects (docs/controls.md).
#pragma once

#include <span>

#include "engine/core/Plane.hpp"

namespace tileflow {

enum class Heading { Up, Down, Left, Right };

struct FocusBox {
  Rect rect;
  bool focusable = true;
};

// The index of the box the focus moves to from boxes[from] when `heading` is pressed, or -1.
// 1. Candidates lie wholly on the pressed side: their near edge at or past the source's far edge.
// 2. If any candidate overlaps the source across the heading (is in its beam), only those count.
// 3. The smallest gap along the heading, then the smallest gap across it (0 inside the beam).
// 4. Then one whose across extent holds the source's centre line (straight ahead).
// 5. Then reading order: the leftmost for Up/Down, the topmost for Left/Right; then the lower index.
// With `wrapUpDown`, Up or Down with no candidate at all wraps to the farthest box in the beam on
// the other side (ties as in 4 and 5), as console menus do; Left and Right never wrap.
int spatialNeighbour(std::span<const FocusBox> boxes, int from, Heading heading, bool wrapUpDown = true);

}  // namespace tileflow
