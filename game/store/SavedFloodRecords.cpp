#include "game/store/SavedFloodRecords.hpp"

namespace tileflow {

std::string floodRecordKey(const FloodSetup& s) {
  std::string key = floodKindName(s.kind);
  if (s.kind == FloodKind::Computer) key += std::string(" ") + skillName(s.skill);
  key += " " + std::to_string(s.size) + "x" + std::to_string(s.size) + " c" + std::to_string(s.colours);
  if (s.shape == Shape::Hex) key += " hex";
  return key;
}

FloodRecord SavedFloodRecords::of(const FloodSetup& setup) const {
  const auto it = records_.games.find(floodRecordKey(setup));
  return it == records_.games.end() ? FloodRecord{} : it->second;
}

void SavedFloodRecords::record(const FloodSetup& setup, bool won, int best, int seconds) {
  if (recordFloodGame(records_, floodRecordKey(setup), setup.kind == FloodKind::Solo, won, best, seconds))
    store_.save(records_);
}

}  // namespace tileflow
