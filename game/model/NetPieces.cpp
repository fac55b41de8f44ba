// NetPieces: searching the catalog for Net's five pieces.
#include "game/model/NetPieces.hpp"

#include <algorithm>

namespace tileflow {

NetMask flowMask(const TileType& type, int rotation) {
  NetMask mask = 0;
  for (int side = 0; side < 4; ++side) {
    if (hasFlow(type.sideAt(side, rotation))) mask = static_cast<NetMask>(mask | (1u << side));
  }
  return mask;
}

namespace {

// A Net piece carries one flow at normal height on every flow side and joins them all, so that
// any two of its flow sides are one network, as in Net.
bool isNetPiece(const TileType& type, FlowCode flow) {
  if (type.sideCount != 4 || type.channelCount != 1) return false;
  const Signature want = makeSignature(flow, Height::Normal);
  for (int s = 0; s < 4; ++s) {
    const Signature sig = type.sides[static_cast<std::size_t>(s)];
    if (hasFlow(sig) && sig != want) return false;
  }
  return true;
}

}  // namespace

std::optional<NetPieces> NetPieces::find(const Catalog& catalog) {
  const auto& types = catalog.tileTypes();
  for (FlowCode flow = 1; flow <= catalog.flows().size(); ++flow) {
    NetPieces pieces;
    pieces.flow_ = flow;
    for (std::size_t t = 0; t < types.size(); ++t) {
      if (!isNetPiece(types[t], flow)) continue;
      for (int r = 0; r < 4; ++r) {
        NetTile& slot = pieces.tiles_[flowMask(types[t], r)];
        if (slot.type < 0) slot = NetTile{static_cast<int>(t), static_cast<std::uint8_t>(r)};
      }
    }
    bool complete = true;
    for (unsigned mask = 1; mask < 16; ++mask) complete = complete && pieces.tiles_[mask].type >= 0;
    if (!complete) continue;
    const int blank = catalog.everything().blankTile;
    if (blank >= 0 && static_cast<std::size_t>(blank) < types.size() && types[static_cast<std::size_t>(blank)].blank) {
      pieces.tiles_[0] = NetTile{blank, 0};
    }
    for (const auto& env : catalog.environments()) {
      const bool all = std::all_of(pieces.tiles_.begin() + 1, pieces.tiles_.end(), [&](const NetTile& nt) {
        return std::find(env.tiles.begin(), env.tiles.end(), nt.type) != env.tiles.end();
      });
      if (all) {
        pieces.environment_ = env.id;
        break;
      }
    }
    return pieces;
  }
  return std::nullopt;
}

}  // namespace tileflow
