// TileBuilder: tile types for the catalogs tests build in code, so those tests need no files.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <string>
#include <vector>

#include "game/model/Catalog.hpp"

namespace tileflow::test {

// A tile with one signature per side and its channels: each group lists sides that connect.
inline TileType buildTile(const std::string& id, const std::vector<Signature>& sides,
                          std::initializer_list<std::initializer_list<int>> channels) {
  TileType t;
  t.id = id;
  t.name = id;
  t.sideCount = static_cast<int>(sides.size());
  for (std::size_t s = 0; s < sides.size(); ++s) t.sides[s] = sides[s];
  int ch = 0;
  for (const auto& group : channels) {
    for (int side : group) t.channelOf[static_cast<std::size_t>(side)] = static_cast<std::int8_t>(ch);
    ++ch;
  }
  t.channelCount = ch;
  return t;
}

// Signatures from letters: `flows` has one letter per side, '.' for none, and the flow code of a
// letter is its place in `flowLetters` plus one; `heights` has 'L', 'N' or 'H' per side, or is
// empty for all normal.
inline std::vector<Signature> lettered(const std::string& flows, const std::string& heights,
                                       const std::string& flowLetters) {
  std::vector<Signature> sides;
  for (std::size_t s = 0; s < flows.size(); ++s) {
    const auto at = flowLetters.find(flows[s]);
    const FlowCode code = at == std::string::npos ? 0 : static_cast<FlowCode>(at + 1);
    const char h = heights.empty() ? 'N' : heights[s];
    sides.push_back(makeSignature(code, h == 'L' ? Height::Low : h == 'H' ? Height::High : Height::Normal));
  }
  return sides;
}

}  // namespace tileflow::test
