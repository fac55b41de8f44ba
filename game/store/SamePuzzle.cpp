// SamePuzzle: content comparison of two levels.
#include "game/store/SamePuzzle.hpp"

#include <cstdint>
#include <cstdio>

namespace tileflow {

bool samePuzzle(const Level& a, const Level& b) {
  return a.rules == b.rules && a.board.topology() == b.board.topology() && a.board.sameLayout(b.board);
}

namespace {

struct Fnv {
  std::uint64_t h = 14695981039346656037ull;
  void add(std::uint64_t v, int bytes) {
    for (int i = 0; i < bytes; ++i) {
      h ^= (v >> (8 * i)) & 0xffu;
      h *= 1099511628211ull;
    }
  }
};

}  // namespace

std::string puzzleKey(const Level& level) {
  const Board& b = level.board;
  Fnv f;
  f.add(static_cast<std::uint64_t>(b.topology().sides()), 1);
  f.add(static_cast<std::uint64_t>(b.width()), 2);
  f.add(static_cast<std::uint64_t>(b.height()), 2);
  // None 0, straight 1 (as the keys were before the twisted seam), twisted 2.
  f.add(static_cast<std::uint64_t>(b.wrapKind()), 1);
  f.add((level.rules.connected ? 1 : 0) | (level.rules.acyclic ? 2 : 0), 1);
  for (int i = 0; i < b.cellCount(); ++i) {
    const Cell& c = b.cell(i);
    f.add(c.type, 2);
    f.add(c.rotation, 1);
    f.add(c.locked ? 1 : 0, 1);
    f.add(b.wallMask(i), 1);
  }
  // Only shaped boards add their holes, so the keys of every other level stay as they were.
  if (b.shaped()) {
    for (int i = 0; i < b.cellCount(); ++i) f.add(b.present(i) ? 0 : 1, 1);
  }
  char text[17];
  std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(f.h));
  return text;
}

}  // namespace tileflow
