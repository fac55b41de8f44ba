// NetworksCheck: incremental networks against a recount; see NetworksCheck.hpp.
#include "game/model/NetworksCheck.hpp"

#include <unordered_map>

namespace tileflow {

namespace {

std::string differ(const char* what, int kept, int counted) {
  return std::string(what) + " " + std::to_string(kept) + " kept, " + std::to_string(counted) + " counted";
}

}  // namespace

std::string networksMismatch(const Board& board, const Networks& kept) {
  const Networks fresh(board);
  if (kept.count() != fresh.count()) return differ("networks", kept.count(), fresh.count());
  if (kept.looseEnds() != fresh.looseEnds()) return differ("loose ends", kept.looseEnds(), fresh.looseEnds());
  if (kept.cycles() != fresh.cycles()) return differ("cycles", kept.cycles(), fresh.cycles());
  if (kept.mixedNetworks() != fresh.mixedNetworks())
    return differ("mixed networks", kept.mixedNetworks(), fresh.mixedNetworks());
  if (kept.splitKinds() != fresh.splitKinds()) return differ("split kinds", kept.splitKinds(), fresh.splitKinds());
  for (int k = 1; k <= MaxLandmarkKinds; ++k) {
    if (kept.networksHolding(k) != fresh.networksHolding(k))
      return differ("networks holding a landmark kind", kept.networksHolding(k), fresh.networksHolding(k));
  }
  // The same partition: ids may differ, so each kept id must stand for one counted id and back.
  std::unordered_map<int, int> keptToFresh;
  std::unordered_map<int, int> freshToKept;
  for (int cell = 0; cell < board.cellCount(); ++cell) {
    for (int ch = 0; ch < board.typeAt(cell).channelCount; ++ch) {
      const int k = kept.networkOf(cell, ch);
      const int f = fresh.networkOf(cell, ch);
      const std::string where = "cell " + std::to_string(cell) + " channel " + std::to_string(ch);
      if (k < 0) return where + " is in no kept network";
      if (!kept.network(k).alive) return where + " is in a kept network that is gone";
      const auto [a, newA] = keptToFresh.emplace(k, f);
      const auto [b, newB] = freshToKept.emplace(f, k);
      if (a->second != f || b->second != k) return where + " joins other nodes than the recount says";
      if (newA) {
        const Network& x = kept.network(k);
        const Network& y = fresh.network(f);
        if (x.nodes != y.nodes) return where + ": " + differ("nodes", x.nodes, y.nodes);
        if (x.edges != y.edges) return where + ": " + differ("edges", x.edges, y.edges);
        if (x.looseEnds != y.looseEnds) return where + ": " + differ("loose ends", x.looseEnds, y.looseEnds);
        if (x.landmarks != y.landmarks) return where + ": " + differ("landmarks", x.landmarks, y.landmarks);
        if (x.kinds != y.kinds) return where + ": " + differ("landmark kinds", x.kinds, y.kinds);
      }
    }
  }
  return {};
}

}  // namespace tileflow
