// Catalog: registration, lookup and the consistency checks that every loaded catalog passes.
#include "game/model/Catalog.hpp"

#include <algorithm>
#include <map>
#include <tuple>

#include "game/model/Board.hpp"
#include "game/model/Orientation.hpp"

namespace tileflow {

static_assert(MaxLandmarkKinds == 8, "the catalog keeps one landmark kind per board kind");

namespace {
constexpr std::string_view kShapeNames[LandmarkShapeCount] = {"circle", "square",  "triangle", "diamond",
                                                              "star",   "hexagon", "cross",    "ring"};
}  // namespace

std::string_view landmarkShapeName(LandmarkShape shape) {
  const auto k = static_cast<std::size_t>(shape);
  return k < std::size(kShapeNames) ? kShapeNames[k] : std::string_view{};
}

std::optional<LandmarkShape> findLandmarkShape(std::string_view name) {
  for (std::size_t k = 0; k < std::size(kShapeNames); ++k)
    if (kShapeNames[k] == name) return static_cast<LandmarkShape>(k);
  return std::nullopt;
}

const std::array<LandmarkKind, 8>& defaultLandmarkKinds() {
  // Okabe-Ito colours (white for the eighth), each with a shape of its own; kept equal to the
  // `landmarks` section scripts/make-catalog.py writes.
  static const std::array<LandmarkKind, 8> kinds = {{
      {"town", "Town", 0xd55e00, LandmarkShape::Circle},
      {"station", "Station", 0x0072b2, LandmarkShape::Square},
      {"harbour", "Harbour", 0x56b4e9, LandmarkShape::Triangle},
      {"mine", "Mine", 0xe69f00, LandmarkShape::Diamond},
      {"castle", "Castle", 0xcc79a7, LandmarkShape::Star},
      {"farm", "Farm", 0x009e73, LandmarkShape::Hexagon},
      {"tower", "Tower", 0xf0e442, LandmarkShape::Cross},
      {"mill", "Mill", 0xffffff, LandmarkShape::Ring},
  }};
  return kinds;
}

FlowCode Catalog::addFlow(FlowKind flow) {
  flows_.push_back(std::move(flow));
  const auto code = static_cast<FlowCode>(flows_.size());
  flowIndex_.emplace(flows_.back().id, code);
  return code;
}

int Catalog::addTileType(TileType type) {
  types_.push_back(std::move(type));
  const int index = static_cast<int>(types_.size()) - 1;
  tileIndex_.emplace(types_.back().id, index);
  return index;
}

void Catalog::addEnvironment(Environment env) { environments_.push_back(std::move(env)); }

std::optional<FlowCode> Catalog::findFlow(std::string_view id) const {
  auto it = flowIndex_.find(std::string(id));
  if (it == flowIndex_.end()) return std::nullopt;
  return it->second;
}

std::optional<int> Catalog::findTile(std::string_view id) const {
  auto it = tileIndex_.find(std::string(id));
  if (it == tileIndex_.end()) return std::nullopt;
  return it->second;
}

const Environment* Catalog::findEnvironment(std::string_view id) const {
  for (const auto& env : environments_) {
    if (env.id == id) return &env;
  }
  if (id == everything_.id) return &everything_;
  return nullptr;
}

Environment Catalog::forShape(const Environment& env, Shape shape) const {
  Environment out = env;
  out.tiles.clear();
  const int sides = shape == Shape::Hex ? 6 : 4;
  for (int t : env.tiles) {
    if (t >= 0 && static_cast<std::size_t>(t) < types_.size() && types_[static_cast<std::size_t>(t)].sideCount == sides)
      out.tiles.push_back(t);
  }
  out.blankTile = env.blankFor(shape);
  out.hexBlankTile = shape == Shape::Hex ? env.hexBlankTile : -1;
  return out;
}

std::optional<std::string> Catalog::finalise() {
  if (flows_.size() > static_cast<std::size_t>(MaxFlowKinds)) return "too many flow kinds (at most 63)";
  if (types_.empty()) return "the catalog has no tile types";
  if (types_.size() > 65535) return "too many tile types (at most 65535)";
  if (flowIndex_.size() != flows_.size()) return "two flow kinds share an id";
  if (tileIndex_.size() != types_.size()) return "two tile types share an id";
  // A square and a hex tile never show the same piece; the side count keeps their keys apart.
  std::map<std::tuple<int, SidePack, std::uint32_t>, int> seen;
  for (std::size_t i = 0; i < types_.size(); ++i) {
    TileType& t = types_[i];
    const int n = t.sideCount;
    if (n != 4 && n != 6) return "tile type '" + t.id + "' must have 4 or 6 sides";
    bool anyFlow = false;
    for (int s = 0; s < n; ++s) {
      const Signature sig = t.sides[static_cast<std::size_t>(s)];
      const int ch = t.channelOf[static_cast<std::size_t>(s)];
      if (hasFlow(sig)) {
        anyFlow = true;
        if (flowOf(sig) > flows_.size()) return "tile type '" + t.id + "' uses an unknown flow";
        if (ch < 0 || ch >= t.channelCount) return "tile type '" + t.id + "' has a flow side outside every channel";
      } else if (ch != NoChannel) {
        return "tile type '" + t.id + "' has a channel through a side without flow";
      }
    }
    for (int c = 0; c < t.channelCount; ++c) {
      if (std::none_of(t.channelOf.begin(), t.channelOf.begin() + n, [c](std::int8_t x) { return x == c; })) {
        return "tile type '" + t.id + "' has an empty channel";
      }
    }
    t.blank = !anyFlow;
    t.distinctRotations = 0;
    for (int r = 0; r < n; ++r) {
      SidePack pack = 0;
      for (int s = 0; s < n; ++s) pack |= static_cast<SidePack>(t.sideAt(s, r)) << (8 * s);
      t.packs[static_cast<std::size_t>(r)] = pack;
      bool same = false;
      for (int q = 0; q < r && !same; ++q) same = samePicture(t, q, r);
      if (!same) t.distinctRotations = static_cast<std::uint8_t>(t.distinctRotations | (1u << r));
    }
    // The same piece under another name would make "unique solution" a lie the player can see.
    // Blank tiles differ only in their ground art, so each environment may have its own.
    for (int r = 0; r < n && anyFlow; ++r) {
      auto key = std::make_tuple(n, t.packs[static_cast<std::size_t>(r)], channelShape(t, r));
      auto [it, inserted] = seen.emplace(key, static_cast<int>(i));
      if (!inserted && it->second != static_cast<int>(i)) {
        return "tile type '" + t.id + "' is tile type '" + types_[static_cast<std::size_t>(it->second)].id + "' turned";
      }
    }
  }
  squareTiles_.clear();
  hexTiles_.clear();
  for (std::size_t i = 0; i < types_.size(); ++i)
    (types_[i].sideCount == 6 ? hexTiles_ : squareTiles_).push_back(static_cast<int>(i));
  // The whole catalog, with the first blank of each shape (tile 0 when there is no square one).
  everything_ = Environment{"all", "Everything", 0, {}};
  bool squareBlank = false;
  for (std::size_t i = 0; i < types_.size(); ++i) {
    everything_.tiles.push_back(static_cast<int>(i));
    const TileType& t = types_[i];
    if (!t.blank) continue;
    if (t.sideCount == 4 && !squareBlank) {
      everything_.blankTile = static_cast<int>(i);
      squareBlank = true;
    }
    if (t.sideCount == 6 && everything_.hexBlankTile < 0) everything_.hexBlankTile = static_cast<int>(i);
  }
  for (const auto& env : environments_) {
    if (env.id == everything_.id) return "environment id 'all' is reserved";
    if (env.blankTile < 0 || static_cast<std::size_t>(env.blankTile) >= types_.size() ||
        !types_[static_cast<std::size_t>(env.blankTile)].blank) {
      return "environment '" + env.id + "' needs a blank tile without flow";
    }
    if (types_[static_cast<std::size_t>(env.blankTile)].sideCount != 4)
      return "environment '" + env.id + "' needs a square blank tile";
    bool hexTiles = false;
    for (int t : env.tiles) {
      if (t < 0 || static_cast<std::size_t>(t) >= types_.size())
        return "environment '" + env.id + "' names an unknown tile";
      hexTiles = hexTiles || types_[static_cast<std::size_t>(t)].sideCount == 6;
    }
    if (env.hexBlankTile >= 0) {
      if (static_cast<std::size_t>(env.hexBlankTile) >= types_.size() ||
          !types_[static_cast<std::size_t>(env.hexBlankTile)].blank ||
          types_[static_cast<std::size_t>(env.hexBlankTile)].sideCount != 6) {
        return "environment '" + env.id + "' needs a hex blank tile (six sides, no flow)";
      }
    } else if (hexTiles) {
      // Blank hex puzzles and the hex editor start from it, as square ones start from the blank.
      return "environment '" + env.id + "' has hex tiles but no hex blank tile";
    }
  }
  return std::nullopt;
}

}  // namespace tileflow
