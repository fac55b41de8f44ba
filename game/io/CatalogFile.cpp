// CatalogFile: reads the catalog format (docs/catalog-format.md) into a Catalog, pointing every
// error at its node.
#include "game/io/CatalogFile.hpp"

#include <algorithm>
#include <array>
#include <map>
#include <stdexcept>

#include "game/io/CompiledCatalog.hpp"
#include "game/io/DataDir.hpp"
#include "game/io/LoadFailure.hpp"
#include "game/io/TextFile.hpp"
#include "game/io/YamlFields.hpp"
#include "game/io/YamlNode.hpp"

namespace tileflow {

namespace fs = std::filesystem;

namespace {

constexpr std::string_view kArtStyles[] = {"road", "path", "water", "rail", "pipe", "wire"};
constexpr std::string_view kHeightNames[] = {"low", "normal", "high"};

std::uint32_t readColour(const YamlNode& node) {
  const std::string& v = expectScalar(node, "colour");
  bool valid = v.size() == 7 && v[0] == '#';
  std::uint32_t colour = 0;
  for (std::size_t i = 1; valid && i < v.size(); ++i) {
    const char c = v[i];
    std::uint32_t digit = 0;
    if (c >= '0' && c <= '9') {
      digit = static_cast<std::uint32_t>(c - '0');
    } else if (c >= 'a' && c <= 'f') {
      digit = static_cast<std::uint32_t>(c - 'a' + 10);
    } else if (c >= 'A' && c <= 'F') {
      digit = static_cast<std::uint32_t>(c - 'A' + 10);
    } else {
      valid = false;
    }
    colour = colour * 16 + digit;
  }
  if (!valid) failAt(node, "expected colour as \"#rrggbb\", found " + shown(v));
  return colour;
}

FlowKind readFlow(const YamlNode& node) {
  YamlFields f(node, "flow kind", {"id", "name", "colour", "art"});
  FlowKind flow;
  flow.id = readId(f.require("id"), "flow id");
  if (flow.id == "none") failAt(f.require("id"), "flow id 'none' is reserved for a side without flow");
  flow.name = readString(f.require("name"), "flow name");
  flow.colour = readColour(f.require("colour"));
  const YamlNode& art = f.require("art");
  flow.art = readString(art, "art style");
  if (std::find(std::begin(kArtStyles), std::end(kArtStyles), flow.art) == std::end(kArtStyles)) {
    failAt(art, "unknown art style " + shown(flow.art) + " (expected one of: road, path, water, rail, pipe, wire)");
  }
  return flow;
}

// "none", "road" (normal height) or "road/high".
Signature readSide(const YamlNode& node, const Catalog& catalog) {
  const std::string& v = expectScalar(node, "side");
  if (v == "none") return NoFlow;
  const auto slash = v.find('/');
  const std::string flowId = v.substr(0, slash);
  const auto flow = catalog.findFlow(flowId);
  if (!flow) failAt(node, "unknown flow kind " + shown(flowId));
  Height height = Height::Normal;
  if (slash != std::string::npos) {
    const std::string h = v.substr(slash + 1);
    if (h == "low") {
      height = Height::Low;
    } else if (h == "normal") {
      height = Height::Normal;
    } else if (h == "high") {
      height = Height::High;
    } else {
      failAt(node, "unknown height " + shown(h) + " (expected low, normal or high)");
    }
  }
  return makeSignature(*flow, height);
}

TileType readTile(const YamlNode& node, const Catalog& catalog) {
  YamlFields f(node, "tile type", {"id", "name", "sides", "channels", "ground"});
  TileType t;
  t.id = readId(f.require("id"), "tile id");
  t.name = readString(f.require("name"), "tile name");
  const YamlNode& sides = expectSequence(f.require("sides"), "sides");
  if (sides.items.size() != 4 && sides.items.size() != 6) {
    failAt(sides, "expected 4 sides (or 6 for a hexagonal tile), found " + std::to_string(sides.items.size()));
  }
  t.sideCount = static_cast<int>(sides.items.size());
  for (std::size_t s = 0; s < sides.items.size(); ++s) t.sides[s] = readSide(sides.items[s], catalog);
  if (const YamlNode* channels = f.find("channels")) {
    expectSequence(*channels, "channels");
    if (channels->items.size() > static_cast<std::size_t>(MaxChannels)) {
      failAt(*channels, "at most " + std::to_string(MaxChannels) + " channels per tile");
    }
    for (std::size_t c = 0; c < channels->items.size(); ++c) {
      const YamlNode& channel = expectSequence(channels->items[c], "channel");
      if (channel.items.empty()) failAt(channel, "a channel needs at least one side");
      for (const YamlNode& sideNode : channel.items) {
        const auto side = static_cast<std::size_t>(readInt(sideNode, "side number", 0, t.sideCount - 1));
        if (!hasFlow(t.sides[side]))
          failAt(sideNode, "side " + std::to_string(side) + " has no flow and cannot be in a channel");
        if (t.channelOf[side] != NoChannel) failAt(sideNode, "side " + std::to_string(side) + " is in two channels");
        t.channelOf[side] = static_cast<std::int8_t>(c);
      }
    }
    t.channelCount = static_cast<int>(channels->items.size());
    for (int s = 0; s < t.sideCount; ++s) {
      if (hasFlow(t.sides[static_cast<std::size_t>(s)]) && t.channelOf[static_cast<std::size_t>(s)] == NoChannel) {
        failAt(*channels, "side " + std::to_string(s) + " has flow but is in no channel");
      }
    }
  } else {
    // Without channels every flow side joins one channel, as on an ordinary crossroads.
    for (int s = 0; s < t.sideCount; ++s) {
      if (hasFlow(t.sides[static_cast<std::size_t>(s)])) {
        t.channelOf[static_cast<std::size_t>(s)] = 0;
        t.channelCount = 1;
      }
    }
  }
  if (const YamlNode* ground = f.find("ground")) t.ground = readId(*ground, "ground art");
  return t;
}

struct CatalogParser {
  Catalog catalog;
  std::map<std::string, const YamlNode*> tileNodes;
  std::map<std::string, const YamlNode*> environmentNodes;

  void parse(const YamlNode& root) {
    YamlFields top(root, "catalog", {"format", "heights", "flows", "tiles", "environments", "landmarks"});
    const YamlNode& format = top.require("format");
    if (readInt(format, "format", 0, 1000000) != 1)
      failAt(format, "unsupported format " + format.value + " (this version reads format 1)");
    if (const YamlNode* heights = top.find("heights")) {
      expectSequence(*heights, "heights");
      bool same = heights->items.size() == std::size(kHeightNames);
      for (std::size_t i = 0; same && i < heights->items.size(); ++i)
        same = heights->items[i].isScalar() && heights->items[i].value == kHeightNames[i];
      if (!same) failAt(*heights, "heights must be [low, normal, high]");
    }
    const YamlNode& flows = expectSequence(top.require("flows"), "flows");
    if (flows.items.empty()) failAt(flows, "the catalog needs at least one flow kind");
    if (flows.items.size() > static_cast<std::size_t>(MaxFlowKinds))
      failAt(flows, "at most " + std::to_string(MaxFlowKinds) + " flow kinds");
    for (const YamlNode& n : flows.items) {
      FlowKind flow = readFlow(n);
      if (catalog.findFlow(flow.id)) failAt(n, "duplicate flow id " + shown(flow.id));
      catalog.addFlow(std::move(flow));
    }
    const YamlNode& tiles = expectSequence(top.require("tiles"), "tiles");
    if (tiles.items.empty()) failAt(tiles, "the catalog needs at least one tile type");
    if (tiles.items.size() > 65535) failAt(tiles, "at most 65535 tile types");
    for (const YamlNode& n : tiles.items) {
      TileType t = readTile(n, catalog);
      if (catalog.findTile(t.id)) failAt(n, "duplicate tile id " + shown(t.id));
      tileNodes[t.id] = &n;
      catalog.addTileType(std::move(t));
    }
    const YamlNode& environments = expectSequence(top.require("environments"), "environments");
    for (const YamlNode& n : environments.items) readEnvironment(n);
    if (const YamlNode* landmarks = top.find("landmarks")) readLandmarks(*landmarks);
    if (auto problem = catalog.finalise()) failAt(nodeNamedIn(*problem, root), *problem);
  }

  void readEnvironment(const YamlNode& node) {
    YamlFields f(node, "environment", {"id", "name", "blank", "hex_blank", "tiles"});
    Environment env;
    const YamlNode& idNode = f.require("id");
    env.id = readId(idNode, "environment id");
    if (env.id == "all") failAt(idNode, "environment id 'all' is reserved for the whole catalog");
    if (environmentNodes.count(env.id)) failAt(idNode, "duplicate environment id " + shown(env.id));
    environmentNodes[env.id] = &node;
    env.name = readString(f.require("name"), "environment name");
    const YamlNode& blank = f.require("blank");
    env.blankTile = tileIndex(blank);
    if (!isBlank(env.blankTile)) failAt(blank, "the blank tile " + shown(blank.value) + " has flow on a side");
    if (catalog.tile(env.blankTile).sideCount != 4)
      failAt(blank, "the blank tile " + shown(blank.value) + " is a hex tile; name it as hex_blank");
    if (const YamlNode* hexBlank = f.find("hex_blank")) {
      env.hexBlankTile = tileIndex(*hexBlank);
      if (!isBlank(env.hexBlankTile))
        failAt(*hexBlank, "the hex blank tile " + shown(hexBlank->value) + " has flow on a side");
      if (catalog.tile(env.hexBlankTile).sideCount != 6)
        failAt(*hexBlank, "the hex blank tile " + shown(hexBlank->value) + " is a square tile; name it as blank");
    }
    const YamlNode& tiles = expectSequence(f.require("tiles"), "environment tiles");
    std::vector<bool> listed(catalog.tileTypes().size(), false);
    for (const YamlNode& t : tiles.items) {
      const int index = tileIndex(t);
      if (listed[static_cast<std::size_t>(index)]) failAt(t, "tile type " + shown(t.value) + " is listed twice");
      listed[static_cast<std::size_t>(index)] = true;
      env.tiles.push_back(index);
    }
    if (!listed[static_cast<std::size_t>(env.blankTile)]) env.tiles.push_back(env.blankTile);
    if (env.hexBlankTile >= 0 && !listed[static_cast<std::size_t>(env.hexBlankTile)])
      env.tiles.push_back(env.hexBlankTile);
    // Said here, where the line is known, rather than by Catalog::finalise.
    if (env.hexBlankTile < 0) {
      for (std::size_t k = 0; k < env.tiles.size(); ++k) {
        if (catalog.tile(env.tiles[k]).sideCount == 6)
          failAt(tiles.items[k], "environment " + shown(env.id) + " lists the hex tile " + shown(tiles.items[k].value) +
                                     " but has no hex_blank");
      }
    }
    catalog.addEnvironment(std::move(env));
  }

  // Exactly one entry per landmark kind, in kind order, each with its own id, colour and shape.
  void readLandmarks(const YamlNode& node) {
    const YamlNode& list = expectSequence(node, "landmarks");
    std::array<LandmarkKind, 8> kinds;
    if (list.items.size() != kinds.size())
      failAt(list, "expected " + std::to_string(kinds.size()) + " landmark kinds, found " +
                       std::to_string(list.items.size()));
    for (std::size_t k = 0; k < kinds.size(); ++k) {
      const YamlNode& n = list.items[k];
      YamlFields f(n, "landmark kind", {"id", "name", "colour", "shape"});
      LandmarkKind& kind = kinds[k];
      const YamlNode& idNode = f.require("id");
      kind.id = readId(idNode, "landmark id");
      kind.name = readString(f.require("name"), "landmark name");
      const YamlNode& colourNode = f.require("colour");
      kind.colour = readColour(colourNode);
      const YamlNode& shapeNode = f.require("shape");
      const std::string& shape = expectScalar(shapeNode, "landmark shape");
      const auto found = findLandmarkShape(shape);
      if (!found)
        failAt(shapeNode, "unknown landmark shape " + shown(shape) +
                              " (expected one of: circle, square, triangle, diamond, star, hexagon, cross, ring)");
      kind.shape = *found;
      for (std::size_t j = 0; j < k; ++j) {
        if (kinds[j].id == kind.id) failAt(idNode, "duplicate landmark id " + shown(kind.id));
        if (kinds[j].shape == kind.shape)
          failAt(shapeNode, "landmark kinds " + shown(kinds[j].id) + " and " + shown(kind.id) + " share the shape " +
                                shown(shape) + "; each kind needs its own");
        if (kinds[j].colour == kind.colour)
          failAt(colourNode, "landmark kinds " + shown(kinds[j].id) + " and " + shown(kind.id) + " share a colour");
      }
    }
    catalog.setLandmarkKinds(kinds);
  }

  int tileIndex(const YamlNode& node) const {
    const std::string& id = expectScalar(node, "tile id");
    const auto index = catalog.findTile(id);
    if (!index) failAt(node, "unknown tile type " + shown(id));
    return *index;
  }

  bool isBlank(int index) const {
    const TileType& t = catalog.tile(index);
    return std::none_of(t.sides.begin(), t.sides.begin() + t.sideCount, [](Signature s) { return hasFlow(s); });
  }

  // Catalog::finalise names the tile or environment at fault in quotes; point at its node.
  const YamlNode& nodeNamedIn(const std::string& message, const YamlNode& root) const {
    const auto open = message.find('\'');
    const auto close = open == std::string::npos ? open : message.find('\'', open + 1);
    if (close != std::string::npos) {
      const std::string name = message.substr(open + 1, close - open - 1);
      if (auto it = tileNodes.find(name); it != tileNodes.end()) return *it->second;
      if (auto it = environmentNodes.find(name); it != environmentNodes.end()) return *it->second;
    }
    return root;
  }
};

}  // namespace

std::optional<Catalog> readCompiledCatalogFile(const fs::path& path, std::string_view yamlText) {
  // The same checked read as a text file's: no device, pipe or oversized file is read.
  const auto file = readTextFile(path, YamlLimits{}.maxBytes);
  if (!ok(file)) return std::nullopt;
  const std::string& bytes = std::get<std::string>(file);
  auto read = readCompiledCatalog({reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size()},
                                  catalogTextHash(yamlText));
  if (auto* catalog = std::get_if<Catalog>(&read)) return std::move(*catalog);
  return std::nullopt;
}

Loaded<Catalog> parseCatalog(std::string_view text, const std::string& fileName) {
  auto tree = readYaml(text, fileName);
  if (!ok(tree)) return std::get<LoadError>(tree);
  try {
    CatalogParser parser;
    parser.parse(std::get<YamlNode>(tree));
    return std::move(parser.catalog);
  } catch (const LoadFailure& f) {
    return LoadError{fileName, f.line(), f.column(), f.what()};
  } catch (const std::exception& e) {
    return LoadError{fileName, 1, 1, e.what()};
  }
}

Loaded<Catalog> loadCatalog(const std::filesystem::path& path) {
  auto text = readTextFile(path, YamlLimits{}.maxBytes);
  if (!ok(text)) return std::get<LoadError>(text);
  return parseCatalog(std::get<std::string>(text), displayName(path));
}

fs::path defaultCatalogPath() {
  const auto dir = findDataDir();
  if (dir.empty())
    throw std::runtime_error("cannot find the data folder holding assets/catalog.yaml (set TILEFLOW_DATA_DIR)");
  return dir / "assets" / "catalog.yaml";
}

fs::path compiledCatalogPath(const fs::path& yaml) { return yaml.parent_path() / "catalog.bin"; }

const Catalog& defaultCatalog() {
  // A function-local static is initialised once and thread-safely; if loading throws, the next
  // call tries again (say, after the data folder was fixed).
  static const Catalog catalog = [] {
    const fs::path yaml = defaultCatalogPath();
    auto text = readTextFile(yaml, YamlLimits{}.maxBytes);
    if (!ok(text)) throw std::runtime_error(std::get<LoadError>(text).text());
    // The compiled copy beside it spares the YAML parse (most of a command's start-up) when it was
    // made from this very text; otherwise, or when it is missing or damaged, the YAML is read.
    if (auto compiled = readCompiledCatalogFile(compiledCatalogPath(yaml), std::get<std::string>(text)))
      return std::move(*compiled);
    auto loaded = parseCatalog(std::get<std::string>(text), displayName(yaml));
    if (!ok(loaded)) throw std::runtime_error(std::get<LoadError>(loaded).text());
    return std::move(std::get<Catalog>(loaded));
  }();
  return catalog;
}

}  // namespace tileflow
