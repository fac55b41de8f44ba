// SpatialFocus: the directional focus rule over boxes.
#include "engine/core/SpatialFocus.hpp"

#include <algorithm>

namespace tileflow {

namespace {

// A box seen from the heading: `near`/`far` along it (growing in the pressed direction), `lo`/`hi`
// across it.
struct Oriented {
  double nearEdge;
  double farEdge;
  double lo;
  double hi;
};

Oriented orient(const Rect& r, Heading h) {
  switch (h) {
    case Heading::Up:
      return {-r.bottom(), -r.y, r.x, r.right()};
    case Heading::Down:
      return {r.y, r.bottom(), r.x, r.right()};
    case Heading::Left:
      return {-r.right(), -r.x, r.y, r.bottom()};
    case Heading::Right:
      return {r.x, r.right(), r.y, r.bottom()};
  }
  return {};
}

Heading opposite(Heading h) {
  switch (h) {
    case Heading::Up:
      return Heading::Down;
    case Heading::Down:
      return Heading::Up;
    case Heading::Left:
      return Heading::Right;
    case Heading::Right:
      return Heading::Left;
  }
  return h;
}

struct Choice {
  int index = -1;
  bool beam = false;
  double along = 0;
  double across = 0;
  bool straight = false;
  double lo = 0;
};

// True if a is the better choice; `farther` ranks the along gap the other way (for wrapping).
bool better(const Choice& a, const Choice& b, bool farther) {
  if (b.index < 0) return true;
  if (a.beam != b.beam) return a.beam;
  if (a.along != b.along) return farther ? a.along > b.along : a.along < b.along;
  if (a.across != b.across) return a.across < b.across;
  if (a.straight != b.straight) return a.straight;
  if (a.lo != b.lo) return a.lo < b.lo;
  return a.index < b.index;
}

int pick(std::span<const FocusBox> boxes, int from, Heading heading, bool farther, bool beamOnly) {
  const Oriented s = orient(boxes[static_cast<std::size_t>(from)].rect, heading);
  const double centre = (s.lo + s.hi) / 2;
  Choice best;
  for (int i = 0; i < static_cast<int>(boxes.size()); ++i) {
    const FocusBox& box = boxes[static_cast<std::size_t>(i)];
    if (i == from || !box.focusable) continue;
    const Oriented c = orient(box.rect, heading);
    if (c.nearEdge < s.farEdge) continue;
    Choice choice;
    choice.index = i;
    choice.beam = std::min(c.hi, s.hi) > std::max(c.lo, s.lo);
    if (beamOnly && !choice.beam) continue;
    choice.along = c.nearEdge - s.farEdge;
    choice.across = choice.beam ? 0 : std::max(c.lo - s.hi, s.lo - c.hi);
    choice.straight = c.lo <= centre && centre < c.hi;
    choice.lo = c.lo;
    if (better(choice, best, farther)) best = choice;
  }
  return best.index;
}

}  // namespace

int spatialNeighbour(std::span<const FocusBox> boxes, int from, Heading heading, bool wrapUpDown) {
  if (from < 0 || from >= static_cast<int>(boxes.size())) return -1;
  const int ahead = pick(boxes, from, heading, false, false);
  if (ahead >= 0 || !wrapUpDown || heading == Heading::Left || heading == Heading::Right) return ahead;
  // Wrapping: the boxes behind, seen from the other way, the farthest first.
  return pick(boxes, from, opposite(heading), true, true);
}

}  // namespace tileflow
