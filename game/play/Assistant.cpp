// Assistant: tiles forced by locks and marks, followed from tile to tile.
#include "game/play/Assistant.hpp"

#include <deque>

namespace tileflow {

namespace {

// Whether `pack` fits every pinned side of `cell`. `settled` says which tiles count as locked
// (the board's own locks plus those the assistant settled), `rotationOf` their rotations.
template <typename Settled, typename PackOf>
bool fits(const Board& board, const EdgeMarks& marks, int cell, SidePack pack, Settled settled, PackOf packOf) {
  const Topology topology = board.topology();
  for (int s = 0; s < board.sides(); ++s) {
    const Signature mine = sideOfPack(pack, s);
    const int n = board.neighbour(cell, s);
    if (n < 0) {
      if (hasFlow(mine)) return false;  // the board's edge, a wall or a hole takes no flow
      continue;
    }
    const EdgeMark mark = marks.at(cell, s);
    if (mark == EdgeMark::Joined && !hasFlow(mine)) return false;
    if (mark == EdgeMark::Cut && hasFlow(mine)) return false;
    if (n != cell && settled(n) && sideOfPack(packOf(n), topology.opposite(s)) != mine) return false;
  }
  return true;
}

template <typename Settled, typename PackOf>
int forced(const Board& board, const EdgeMarks& marks, int cell, Settled settled, PackOf packOf) {
  if (cell < 0 || cell >= board.cellCount() || !board.present(cell) || settled(cell)) return -1;
  const TileType& type = board.typeAt(cell);
  const Topology topology = board.topology();
  const int now = board.cell(cell).rotation;
  bool found = false;
  SidePack only = 0;
  int best = -1;
  int bestTurns = 0;
  for (int r = 0; r < board.sides(); ++r) {
    const SidePack pack = type.packs[static_cast<std::size_t>(r)];
    if (!fits(board, marks, cell, pack, settled, packOf)) continue;
    if (found && pack != only) return -1;  // two pictures fit
    found = true;
    only = pack;
    // The fewest steps either way from the rotation it has now.
    const int forward = topology.normalise(r - now);
    const int turns = std::min(forward, board.sides() - forward);
    if (best < 0 || turns < bestTurns) {
      best = r;
      bestTurns = turns;
    }
  }
  return found ? best : -1;
}

}  // namespace

int forcedRotation(const Board& board, const EdgeMarks& marks, int cell) {
  return forced(
      board, marks, cell, [&](int c) { return board.cell(c).locked; }, [&](int c) { return board.pack(c); });
}

std::vector<AssistStep> assistSteps(const Board& board, const EdgeMarks& marks, const std::vector<int>& cells) {
  std::vector<AssistStep> steps;
  const auto count = static_cast<std::size_t>(board.cellCount());
  std::vector<int> settledAt(count, -1);  // the rotation the assistant gave a tile, or -1
  auto settled = [&](int c) { return board.cell(c).locked || settledAt[static_cast<std::size_t>(c)] >= 0; };
  auto packOf = [&](int c) {
    const int r = settledAt[static_cast<std::size_t>(c)];
    return r >= 0 ? board.typeAt(c).packs[static_cast<std::size_t>(r)] : board.pack(c);
  };
  std::deque<int> queue(cells.begin(), cells.end());
  while (!queue.empty()) {
    const int cell = queue.front();
    queue.pop_front();
    const int r = forced(board, marks, cell, settled, packOf);
    if (r < 0) continue;
    settledAt[static_cast<std::size_t>(cell)] = r;
    steps.push_back({cell, r});
    for (int s = 0; s < board.sides(); ++s) {
      const int n = board.neighbour(cell, s);
      if (n >= 0 && !settled(n)) queue.push_back(n);
    }
  }
  return steps;
}

}  // namespace tileflow
