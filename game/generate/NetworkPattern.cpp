// NetworkPattern: random Kruskal spanning tree over the board's links; see NetworkPattern.hpp.
#include "game/generate/NetworkPattern.hpp"

#include "engine/core/DisjointSets.hpp"

namespace tileflow {

std::vector<std::uint8_t> networkPattern(const Board& board, const Rules& rules, int maxDegree, Rng& rng) {
  const int n = board.cellCount();
  const int sides = board.sides();
  // Each link once: from the cell with the lower index (or the lower side on a narrow wrap).
  std::vector<int> links;
  for (int c = 0; c < n; ++c) {
    for (int s = 0; s < sides; ++s) {
      const int o = board.neighbour(c, s);
      if (o < 0 || o == c) continue;
      if (o > c || (o == c && s < board.topology().opposite(s))) links.push_back(c * MaxSides + s);
    }
  }
  rng.shuffle(links);
  DisjointSets joined(n);
  std::vector<std::uint8_t> pattern(static_cast<std::size_t>(n), 0);
  std::vector<int> degree(static_cast<std::size_t>(n), 0);
  std::vector<int> spare;
  auto link = [&](int c, int s) {
    const int o = board.neighbour(c, s);
    pattern[static_cast<std::size_t>(c)] = static_cast<std::uint8_t>(pattern[static_cast<std::size_t>(c)] | (1u << s));
    pattern[static_cast<std::size_t>(o)] =
        static_cast<std::uint8_t>(pattern[static_cast<std::size_t>(o)] | (1u << board.topology().opposite(s)));
    ++degree[static_cast<std::size_t>(c)];
    ++degree[static_cast<std::size_t>(o)];
  };
  for (int l : links) {
    const int c = l / MaxSides;
    const int s = l % MaxSides;
    const int o = board.neighbour(c, s);
    if (degree[static_cast<std::size_t>(c)] >= maxDegree || degree[static_cast<std::size_t>(o)] >= maxDegree) continue;
    if (!joined.join(c, o)) {
      spare.push_back(l);
      continue;
    }
    link(c, s);
  }
  if (!rules.acyclic) {
    // Loops are allowed: add some of the links the tree left out, about one in six.
    for (int l : spare) {
      const int c = l / MaxSides;
      const int s = l % MaxSides;
      const int o = board.neighbour(c, s);
      if (degree[static_cast<std::size_t>(c)] >= maxDegree || degree[static_cast<std::size_t>(o)] >= maxDegree)
        continue;
      if (rng.chance(1, 6)) link(c, s);
    }
  } else if (!rules.connected) {
    // A forest: cut about one link in eight.
    for (int c = 0; c < n; ++c) {
      for (int s = 0; s < sides; ++s) {
        const int o = board.neighbour(c, s);
        if (o <= c || !((pattern[static_cast<std::size_t>(c)] >> s) & 1) || !rng.chance(1, 8)) continue;
        pattern[static_cast<std::size_t>(c)] =
            static_cast<std::uint8_t>(pattern[static_cast<std::size_t>(c)] & ~(1u << s));
        pattern[static_cast<std::size_t>(o)] =
            static_cast<std::uint8_t>(pattern[static_cast<std::size_t>(o)] & ~(1u << board.topology().opposite(s)));
      }
    }
  }
  return pattern;
}

}  // namespace tileflow
