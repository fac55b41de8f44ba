// NetPieces: searching the catalog for Net's five pieces.
#include "game/model/NetPieces.hpp"

#include <algorithm>

namespace tileflow {

NetMask flowMask(const TileType& type, int rotation) {
  NetMask mask = 0;
  for (int side = 0; side < type.sideCount; ++side) {
    if (hasFlow(type.sideAt(side, rotation))) mask = static_cast<NetMask>(mask | (1u << side));
  }
  return mask;
}

namespace {

// A Net piece carries one flow at normal height on every flow side and joins them all, so that
// any two of its flow sides are one network, as in Net.
bool isNetPiece(const TileType& type, FlowCode flow, int sides) {
  if (type.sideCount != sides || type.channelCount != 1) return false;
  const Signature want = makeSignature(flow, Height::Normal);
  for (int s = 0; s < sides; ++s) {
    const Signature sig = type.sides[static_cast<std::size_t>(s)];
    if (hasFlow(sig) && sig != want) return false;
  }
  return true;
}

}  // namespace

std::optional<NetPieces> NetPieces::find(const Catalog& catalog, Shape shape) {
  const auto& types = catalog.tileTypes();
  const int sides = shape == Shape::Hex ? 6 : 4;
  const auto masks = static_cast<std::size_t>(1u << sides);
  for (FlowCode flow = 1; flow <= catalog.flows().size(); ++flow) {
    NetPieces pieces;
    pieces.flow_ = flow;
    for (std::size_t t = 0; t < types.size(); ++t) {
      if (!isNetPiece(types[t], flow, sides)) continue;
      for (int r = 0; r < sides; ++r) {
        NetTile& slot = pieces.tiles_[flowMask(types[t], r)];
        if (slot.type < 0) slot = NetTile{static_cast<int>(t), static_cast<std::uint8_t>(r)};
      }
    }
    bool complete = true;
    for (std::size_t mask = 1; mask < masks; ++mask) complete = complete && pieces.tiles_[mask].type >= 0;
    if (!complete) continue;
    const int blank = catalog.everything().blankFor(shape);
    if (blank >= 0 && static_cast<std::size_t>(blank) < types.size() && types[static_cast<std::size_t>(blank)].blank) {
      pieces.tiles_[0] = NetTile{blank, 0};
    }
    for (const auto& env : catalog.environments()) {
      const auto end = pieces.tiles_.begin() + static_cast<std::ptrdiff_t>(masks);
      const bool all = std::all_of(pieces.tiles_.begin() + 1, end, [&](const NetTile& nt) {
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
