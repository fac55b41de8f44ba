// Orientation: picture equality of rotations and turn distances.
#include "game/model/Orientation.hpp"

#include <cstdlib>

namespace tileflow {

std::uint32_t channelShape(const TileType& type, int rotation) {
  std::uint32_t shape = 0;
  const int n = type.sideCount;
  for (int side = 0; side < n; ++side) {
    const int ch = type.channelAt(side, rotation);
    int first = 0xF;
    if (ch != NoChannel) {
      for (int s = 0; s < n; ++s) {
        if (type.channelAt(s, rotation) == ch) {
          first = s;
          break;
        }
      }
    }
    shape |= static_cast<std::uint32_t>(first) << (4 * side);
  }
  return shape;
}

bool samePicture(const TileType& type, int a, int b) {
  if (a == b) return true;
  if (type.packs[static_cast<std::size_t>(a)] != type.packs[static_cast<std::size_t>(b)]) return false;
  // With at most one channel, the sides with flow are the grouping: equal sides say it all (and
  // the generators' hot loops ask about such pieces most).
  return type.channelCount <= 1 || channelShape(type, a) == channelShape(type, b);
}

int canonicalRotation(const TileType& type, int rotation) {
  for (int q = 0; q < rotation; ++q) {
    if (samePicture(type, q, rotation)) return q;
  }
  return rotation;
}

int signedTurnsTo(const TileType& type, int from, int to) {
  const int n = type.sideCount;
  // Nearest first: 0, +1, -1, +2, -2, ...; on a square tile +2 and -2 are one rotation.
  for (int d = 0; d <= n / 2; ++d) {
    for (int turns : {d, -d}) {
      if (samePicture(type, ((from + turns) % n + n) % n, to)) return turns;
    }
  }
  return 0;
}

int turnsBetween(const TileType& type, int from, int to) { return std::abs(signedTurnsTo(type, from, to)); }

}  // namespace tileflow
