// OptionIndex: building the side lists and answering "what fits here".
#include "game/generate/OptionIndex.hpp"

#include <algorithm>
#include <bit>
#include <stdexcept>

namespace tileflow {

OptionIndex::OptionIndex(const Catalog& catalog, const Environment& environment, Topology topology,
                         bool everyRotation) {
  if (environment.tiles.empty()) throw std::invalid_argument("environment '" + environment.id + "' has no tiles");
  sides_ = topology.sides();
  bySide_.resize(static_cast<std::size_t>(sides_) * 256);
  std::vector<int> types = environment.tiles;
  // A fixed order makes the generator's output depend on the seed only.
  std::sort(types.begin(), types.end());
  types.erase(std::unique(types.begin(), types.end()), types.end());
  for (int t : types) {
    const TileType& tt = catalog.tile(t);
    if (tt.sideCount != sides_) continue;
    for (int r = 0; r < sides_; ++r) {
      if (!everyRotation && !((tt.distinctRotations >> r) & 1)) continue;
      PlacedPiece p;
      p.type = static_cast<std::uint16_t>(t);
      p.rotation = static_cast<std::uint8_t>(r);
      p.pack = tt.packs[static_cast<std::size_t>(r)];
      for (int s = 0; s < sides_; ++s) {
        if (hasFlow(sideOfPack(p.pack, s))) p.flowSides = static_cast<std::uint8_t>(p.flowSides | (1u << s));
      }
      pieces_.push_back(p);
    }
  }
  for (std::size_t i = 0; i < pieces_.size(); ++i) {
    all_.push_back(static_cast<int>(i));
    for (int s = 0; s < sides_; ++s) {
      bySide_[static_cast<std::size_t>(s * 256 + sideOfPack(pieces_[i].pack, s))].push_back(static_cast<int>(i));
    }
  }
  for (int s = 0; s < sides_; ++s) {
    for (int x = 0; x < 256; ++x) {
      if (!bySide_[static_cast<std::size_t>(s * 256 + x)].empty())
        signatures_[static_cast<std::size_t>(s)].push_back(x);
    }
  }
}

const std::vector<int>* OptionIndex::shortest(const int* required) const {
  const std::vector<int>* best = nullptr;
  for (int s = 0; s < sides_; ++s) {
    if (required[s] < 0) continue;
    const auto& list = bySide_[static_cast<std::size_t>(s * 256 + required[s])];
    if (!best || list.size() < best->size()) best = &list;
  }
  return best;
}

void OptionIndex::find(const int* required, std::vector<int>& out) const {
  out.clear();
  const std::vector<int>* list = shortest(required);
  if (!list) list = &all_;
  for (int i : *list) {
    if (fits(pieces_[static_cast<std::size_t>(i)], required, sides_)) out.push_back(i);
  }
}

bool OptionIndex::any(const int* required) const {
  const std::vector<int>* list = shortest(required);
  if (!list) return !all_.empty();
  for (int i : *list) {
    if (fits(pieces_[static_cast<std::size_t>(i)], required, sides_)) return true;
  }
  return false;
}

}  // namespace tileflow
