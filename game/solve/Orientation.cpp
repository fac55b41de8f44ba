// Orientation: picture equality of rotations and quarter-turn distances.
#include "game/solve/Orientation.hpp"

#include <algorithm>

namespace tileflow {

bool samePicture(const TileType& type, int a, int b) {
  if (type.packs[static_cast<std::size_t>(a)] != type.packs[static_cast<std::size_t>(b)]) return false;
  // Equal sides; the channels must also partition the sides the same way (a cross is not two
  // corners).
  const int n = type.sideCount;
  for (int s = 0; s < n; ++s) {
    for (int t = s + 1; t < n; ++t) {
      const int as = type.channelAt(s, a);
      const int bs = type.channelAt(s, b);
      const bool joinedA = as != NoChannel && as == type.channelAt(t, a);
      const bool joinedB = bs != NoChannel && bs == type.channelAt(t, b);
      if (joinedA != joinedB) return false;
    }
  }
  return true;
}

int canonicalRotation(const TileType& type, int rotation) {
  for (int q = 0; q < rotation; ++q) {
    if (samePicture(type, q, rotation)) return q;
  }
  return rotation;
}

int turnsBetween(const TileType& type, int from, int to) {
  const int n = type.sideCount;
  int best = n;
  for (int r = 0; r < n; ++r) {
    if (!samePicture(type, r, to)) continue;
    const int d = ((r - from) % n + n) % n;
    best = std::min(best, std::min(d, n - d));
  }
  return best;
}

}  // namespace tileflow
