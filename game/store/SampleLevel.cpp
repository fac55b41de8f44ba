// SampleLevel: a quick, always-solvable level grown as a forest of single-flow networks.
#include "game/store/SampleLevel.hpp"

#include <algorithm>
#include <array>
#include <map>
#include <stdexcept>
#include <vector>

#include "engine/core/Rng.hpp"

namespace tileflow {

namespace {

struct Placement {
  int type = -1;
  int rotation = 0;
};

// For one side signature: which (type, rotation) shows flow exactly on the sides of a mask.
using ShapeTable = std::array<Placement, 16>;

bool complete(const ShapeTable& t) {
  for (int mask = 1; mask < 16; ++mask)
    if (t[static_cast<std::size_t>(mask)].type < 0) return false;
  return true;
}

}  // namespace

Level makeSampleLevel(const Catalog& catalog, int width, int height, std::uint64_t seed,
                      const std::string& environment) {
  const Environment* env = catalog.findEnvironment(environment);
  if (env == nullptr) env = &catalog.everything();
  std::map<Signature, ShapeTable> tables;
  for (int index : env->tiles) {
    const TileType& t = catalog.tile(index);
    if (t.sideCount != 4 || t.channelCount != 1) continue;
    Signature sig = NoFlow;
    bool uniform = true;
    for (int s = 0; s < 4; ++s) {
      const Signature side = t.sides[static_cast<std::size_t>(s)];
      if (!hasFlow(side)) continue;
      if (sig != NoFlow && side != sig) uniform = false;
      sig = side;
    }
    if (!uniform || sig == NoFlow) continue;
    ShapeTable& table = tables.try_emplace(sig).first->second;
    for (int r = 0; r < 4; ++r) {
      int mask = 0;
      for (int s = 0; s < 4; ++s)
        if (hasFlow(t.sideAt(s, r))) mask |= 1 << s;
      Placement& p = table[static_cast<std::size_t>(mask)];
      if (p.type < 0) p = Placement{index, r};
    }
  }
  std::vector<Signature> flows;
  for (const auto& [sig, table] : tables)
    if (complete(table)) flows.push_back(sig);
  if (flows.empty()) throw std::runtime_error("the catalog has no complete set of plain tiles for a sample level");

  Rng rng(seed);
  const int cells = width * height;
  Board board(catalog, width, height);
  std::vector<int> tree(static_cast<std::size_t>(cells), -1);
  std::vector<int> mask(static_cast<std::size_t>(cells), 0);
  const int trees = std::clamp(cells / 8, 1, 16);
  std::vector<Signature> treeFlow;
  std::vector<std::vector<int>> frontier(static_cast<std::size_t>(trees));
  // Neighbouring trees get different flows where the catalog has enough of them.
  const std::uint32_t firstFlow = rng.below(static_cast<std::uint32_t>(flows.size()));
  for (int k = 0; k < trees; ++k) {
    int start = static_cast<int>(rng.below(static_cast<std::uint32_t>(cells)));
    while (tree[static_cast<std::size_t>(start)] >= 0) start = (start + 1) % cells;
    tree[static_cast<std::size_t>(start)] = k;
    treeFlow.push_back(flows[(firstFlow + static_cast<std::uint32_t>(k)) % flows.size()]);
    frontier[static_cast<std::size_t>(k)].push_back(start);
  }
  // Trees grow in turn, each from a random cell of its own, so none starves the others; they
  // meet but never join.
  for (bool grew = true; grew;) {
    grew = false;
    for (auto& edge : frontier) {
      while (!edge.empty()) {
        const std::size_t pick = rng.below(static_cast<std::uint32_t>(edge.size()));
        const int c = edge[pick];
        std::vector<int> freeSides;
        for (int s = 0; s < 4; ++s) {
          const int n = board.neighbour(c, s);
          if (n >= 0 && tree[static_cast<std::size_t>(n)] < 0) freeSides.push_back(s);
        }
        if (freeSides.empty()) {
          edge.erase(edge.begin() + static_cast<std::ptrdiff_t>(pick));
          continue;
        }
        const int s = freeSides[rng.below(static_cast<std::uint32_t>(freeSides.size()))];
        const int n = board.neighbour(c, s);
        tree[static_cast<std::size_t>(n)] = tree[static_cast<std::size_t>(c)];
        mask[static_cast<std::size_t>(c)] |= 1 << s;
        mask[static_cast<std::size_t>(n)] |= 1 << ((s + 2) % 4);
        edge.push_back(n);
        grew = true;
        break;
      }
    }
  }

  Level level;
  level.id = "sample";
  level.name = "Sample " + std::to_string(width) + "\xc3\x97" + std::to_string(height);
  level.environment = env->id.empty() ? "all" : env->id;
  std::vector<std::uint8_t> solution(static_cast<std::size_t>(cells), 0);
  int moves = 0;
  for (int c = 0; c < cells; ++c) {
    const int m = mask[static_cast<std::size_t>(c)];
    Placement p{env->blankTile, 0};
    if (m != 0)
      p = tables[treeFlow[static_cast<std::size_t>(tree[static_cast<std::size_t>(c)])]][static_cast<std::size_t>(m)];
    solution[static_cast<std::size_t>(c)] = static_cast<std::uint8_t>(p.rotation);
    const int shuffled = m == 0 ? 0 : static_cast<int>(rng.below(4));
    board.place(c, p.type, shuffled);
    if (catalog.tile(p.type).packs[static_cast<std::size_t>(shuffled)] !=
        catalog.tile(p.type).packs[static_cast<std::size_t>(p.rotation)]) {
      const int d = ((p.rotation - shuffled) % 4 + 4) % 4;
      moves += d == 3 ? 1 : d;
    }
  }
  level.board = board;
  level.solution = solution;
  level.parMoves = moves;
  level.parSeconds = std::max(20, cells * 3);
  level.seed = seed;
  return level;
}

}  // namespace tileflow
