// CompiledCatalog: the layout, big-endian throughout:
//   "TFCATBIN", u32 version, u64 text hash,
//   u8 flow count, per flow: id, name, u32 colour, art
//   per landmark kind (8): id, name, u32 colour, u8 shape
//   u16 tile count, per tile: id, name, u8 side count, per side u8 signature and u8 channel + 1,
//     u8 channel count, ground
//   u16 environment count, per environment: id, name, u16 blank, u16 hex blank + 1, u16 tile
//     count, u16 per tile
//   u64 FNV-1a of every byte before it.
// Texts are ByteWriter texts (u16 length, UTF-8). Everything the YAML reader checks by name is
// checked again here by value, then Catalog::finalise checks the rest, as after parsing.
#include "game/io/CompiledCatalog.hpp"

#include <array>

#include "engine/core/Bytes.hpp"

namespace tileflow {

namespace {

constexpr std::string_view Magic = "TFCATBIN";
constexpr std::size_t MaxTextBytes = 1024;

}  // namespace

std::uint64_t catalogTextHash(std::string_view text) { return fnv1a(text); }

std::vector<std::uint8_t> compileCatalog(const Catalog& catalog, std::uint64_t textHash) {
  ByteWriter w;
  for (const char c : Magic) w.u8(static_cast<std::uint8_t>(c));
  w.u32(CompiledCatalogVersion);
  w.u64(textHash);
  w.u8(static_cast<std::uint8_t>(catalog.flows().size()));
  for (const FlowKind& f : catalog.flows()) {
    w.text(f.id, MaxTextBytes);
    w.text(f.name, MaxTextBytes);
    w.u32(f.colour);
    w.text(f.art, MaxTextBytes);
  }
  for (const LandmarkKind& k : catalog.landmarkKinds()) {
    w.text(k.id, MaxTextBytes);
    w.text(k.name, MaxTextBytes);
    w.u32(k.colour);
    w.u8(static_cast<std::uint8_t>(k.shape));
  }
  w.u16(static_cast<std::uint16_t>(catalog.tileTypes().size()));
  for (const TileType& t : catalog.tileTypes()) {
    w.text(t.id, MaxTextBytes);
    w.text(t.name, MaxTextBytes);
    w.u8(static_cast<std::uint8_t>(t.sideCount));
    for (int s = 0; s < t.sideCount; ++s) {
      w.u8(t.sides[static_cast<std::size_t>(s)]);
      w.u8(static_cast<std::uint8_t>(t.channelOf[static_cast<std::size_t>(s)] + 1));
    }
    w.u8(static_cast<std::uint8_t>(t.channelCount));
    w.text(t.ground, MaxTextBytes);
  }
  w.u16(static_cast<std::uint16_t>(catalog.environments().size()));
  for (const Environment& e : catalog.environments()) {
    w.text(e.id, MaxTextBytes);
    w.text(e.name, MaxTextBytes);
    w.u16(static_cast<std::uint16_t>(e.blankTile));
    w.u16(static_cast<std::uint16_t>(e.hexBlankTile + 1));
    w.u16(static_cast<std::uint16_t>(e.tiles.size()));
    for (const int t : e.tiles) w.u16(static_cast<std::uint16_t>(t));
  }
  std::vector<std::uint8_t> bytes = w.take();
  const std::uint64_t sum = fnv1a(bytes);
  ByteWriter tail;
  tail.u64(sum);
  bytes.insert(bytes.end(), tail.bytes().begin(), tail.bytes().end());
  return bytes;
}

std::variant<Catalog, std::string> readCompiledCatalog(std::span<const std::uint8_t> bytes, std::uint64_t textHash) {
  if (bytes.size() < Magic.size() + 4 + 8 + 8 ||
      std::string_view(reinterpret_cast<const char*>(bytes.data()), Magic.size()) != Magic) {
    return std::string("not a compiled catalog");
  }
  const auto body = bytes.first(bytes.size() - 8);
  ByteReader sum(bytes.last(8));
  std::uint64_t expected = 0;
  sum.u64(expected, "checksum");
  if (fnv1a(body) != expected) return std::string("damaged (its checksum does not match)");

  ByteReader r(body.subspan(Magic.size()));
  std::uint32_t version = 0;
  std::uint64_t hash = 0;
  r.u32(version, "version");
  r.u64(hash, "text hash");
  if (version != CompiledCatalogVersion)
    return "compiled by another version (" + std::to_string(version) + ", this one reads " +
           std::to_string(CompiledCatalogVersion) + ")";
  if (hash != textHash) return std::string("compiled from another catalog.yaml");

  Catalog catalog;
  int flowCount = 0;
  r.number(flowCount, 1, MaxFlowKinds, "flow count");
  for (int i = 0; i < flowCount && r.ok(); ++i) {
    FlowKind f;
    r.text(f.id, MaxTextBytes, "flow id");
    r.text(f.name, MaxTextBytes, "flow name");
    r.u32(f.colour, "flow colour");
    r.text(f.art, MaxTextBytes, "flow art");
    if (r.ok()) catalog.addFlow(std::move(f));
  }
  std::array<LandmarkKind, 8> kinds;
  for (LandmarkKind& k : kinds) {
    int shape = 0;
    r.text(k.id, MaxTextBytes, "landmark id");
    r.text(k.name, MaxTextBytes, "landmark name");
    r.u32(k.colour, "landmark colour");
    r.number(shape, 0, LandmarkShapeCount - 1, "landmark shape");
    k.shape = static_cast<LandmarkShape>(shape);
  }
  catalog.setLandmarkKinds(kinds);
  std::uint16_t tileCount = 0;
  r.u16(tileCount, "tile count");
  for (int i = 0; i < tileCount && r.ok(); ++i) {
    TileType t;
    r.text(t.id, MaxTextBytes, "tile id");
    r.text(t.name, MaxTextBytes, "tile name");
    r.number(t.sideCount, 4, 6, "side count");
    for (int s = 0; s < t.sideCount && r.ok(); ++s) {
      int channel = 0;
      r.u8(t.sides[static_cast<std::size_t>(s)], "side");
      r.number(channel, 0, MaxChannels, "side's channel");
      const Signature sig = t.sides[static_cast<std::size_t>(s)];
      if (hasFlow(sig) && (flowOf(sig) == 0 || static_cast<int>(heightOf(sig)) >= HeightCount))
        r.fail("a side that is neither without flow nor a flow at a height");
      t.channelOf[static_cast<std::size_t>(s)] = static_cast<std::int8_t>(channel - 1);
    }
    r.number(t.channelCount, 0, MaxChannels, "channel count");
    r.text(t.ground, MaxTextBytes, "ground");
    if (r.ok()) catalog.addTileType(std::move(t));
  }
  std::uint16_t envCount = 0;
  r.u16(envCount, "environment count");
  for (int i = 0; i < envCount && r.ok(); ++i) {
    Environment e;
    std::uint16_t blank = 0;
    std::uint16_t hexBlank = 0;
    std::uint16_t count = 0;
    r.text(e.id, MaxTextBytes, "environment id");
    r.text(e.name, MaxTextBytes, "environment name");
    r.u16(blank, "blank tile");
    r.u16(hexBlank, "hex blank tile");
    r.u16(count, "environment's tile count");
    if (count > r.remaining() / 2) r.fail("environment's tile count past the end");
    for (int k = 0; k < count && r.ok(); ++k) {
      std::uint16_t tile = 0;
      r.u16(tile, "environment's tile");
      e.tiles.push_back(tile);
    }
    e.blankTile = blank;
    e.hexBlankTile = hexBlank - 1;
    if (r.ok()) catalog.addEnvironment(std::move(e));
  }
  r.finish();
  if (!r.ok()) return r.error();
  // finalise() checks every index and signature against the catalog, as after parsing.
  if (auto problem = catalog.finalise()) return *problem;
  return catalog;
}

}  // namespace tileflow
