// RulesRepair: greedy edge changes towards `acyclic` and `connected`; see RulesRepair.hpp.
#include "game/generate/RulesRepair.hpp"

#include <stdexcept>

#include "game/model/Networks.hpp"

namespace tileflow {

namespace {

int score(const Networks& nets, const Rules& rules) {
  int s = 0;
  if (rules.acyclic) s += 2 * nets.cycles();
  if (rules.connected && nets.count() > 1) s += nets.count() - 1;
  return s;
}

}  // namespace

bool RulesRepair::run(Board& board, std::stop_token stop, Progress* progress) {
  Networks nets(board);
  int current = score(nets, rules_);
  const int n = board.cellCount();
  const int sides = board.sides();
  const std::int64_t limit = 400 + 200 * static_cast<std::int64_t>(n);
  int reqA[MaxSides];
  int reqB[MaxSides];
  std::vector<int> pieces;
  for (std::int64_t attempt = 0; current > 0; ++attempt) {
    if ((attempt & 63) == 0 && stop.stop_requested()) return false;
    if (attempt > limit) throw std::runtime_error("the environment's pieces cannot meet the level's rules here");
    if (progress) progress->attempts.fetch_add(1, std::memory_order_relaxed);
    // Pick an edge: inside a loop to cut it, or between two networks to join them.
    const bool cut = rules_.acyclic && nets.cycles() > 0;
    const int a = static_cast<int>(rng_.below(static_cast<std::uint32_t>(n)));
    const int s = static_cast<int>(rng_.below(static_cast<std::uint32_t>(sides)));
    const int b = board.neighbour(a, s);
    if (b < 0 || b == a) continue;
    const int facing = board.topology().opposite(s);
    const int chA = board.channel(a, s);
    int signature = NoFlow;
    if (cut) {
      if (chA == NoChannel || !nets.network(nets.networkOf(a, chA)).hasCycle()) continue;
    } else {
      if (chA != NoChannel) continue;
      // Joining is only worth it between different networks (a blank cell belongs to none).
      bool differ = board.typeAt(a).blank || board.typeAt(b).blank;
      for (int ca = 0; ca < board.typeAt(a).channelCount && !differ; ++ca) {
        for (int cb = 0; cb < board.typeAt(b).channelCount; ++cb) {
          if (nets.networkOf(a, ca) != nets.networkOf(b, cb)) differ = true;
        }
      }
      if (!differ) continue;
      const auto& sigs = index_.signaturesOn(s);
      signature = sigs[rng_.below(static_cast<std::uint32_t>(sigs.size()))];
      if (signature == NoFlow) continue;
    }
    for (int t = 0; t < sides; ++t) {
      reqA[t] = board.side(a, t);
      reqB[t] = board.side(b, t);
    }
    reqA[s] = signature;
    reqB[facing] = signature;
    for (int t = 0; t < sides; ++t) {
      if (t != facing && board.neighbour(b, t) == a) reqB[t] = AnySide;
    }
    index_.find(reqA, pieces);
    if (pieces.empty()) continue;
    const Cell oldA = board.cell(a);
    const Cell oldB = board.cell(b);
    const PlacedPiece& pa = index_.piece(pieces[rng_.below(static_cast<std::uint32_t>(pieces.size()))]);
    board.place(a, pa.type, pa.rotation);
    for (int t = 0; t < sides; ++t) {
      if (t != facing && board.neighbour(b, t) == a) reqB[t] = board.side(a, board.topology().opposite(t));
    }
    index_.find(reqB, pieces);
    if (pieces.empty()) {
      board.place(a, oldA.type, oldA.rotation);
      continue;
    }
    const PlacedPiece& pb = index_.piece(pieces[rng_.below(static_cast<std::uint32_t>(pieces.size()))]);
    board.place(b, pb.type, pb.rotation);
    nets.update(board, a);
    nets.update(board, b);
    const int next = score(nets, rules_);
    // Joining through a blank cell takes two steps, the first of which gains nothing yet.
    const bool throughBlank = oldA.type != board.cell(a).type && (board.catalog().tile(oldA.type).blank ||
                                                                  board.catalog().tile(oldB.type).blank);
    if (next < current || (throughBlank && next == current)) {
      current = next;
      continue;
    }
    board.place(a, oldA.type, oldA.rotation);
    board.place(b, oldB.type, oldB.rotation);
    nets.update(board, a);
    nets.update(board, b);
  }
  return true;
}

}  // namespace tileflow
