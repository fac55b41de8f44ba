// Specifications of the compiled catalog: the shipped copy is current, reads back as the YAML
// reads, and any other bytes are refused with a reason, never a crash.
#include <gtest/gtest.h>

#include <fstream>

#include "engine/core/Bytes.hpp"
#include "engine/core/Rng.hpp"
#include "game/io/CatalogFile.hpp"
#include "game/io/CompiledCatalog.hpp"
#include "tests/game/io/LevelTesting.hpp"

namespace tileflow {
namespace compiled_catalog_test {
namespace {

using test::readFile;
using test::sourceDir;

struct Shipped {
  std::string text = readFile(sourceDir() / "assets" / "catalog.yaml");
  Catalog parsed = [this] {
    auto loaded = parseCatalog(text, "catalog.yaml");
    if (!ok(loaded)) throw std::runtime_error(std::get<LoadError>(loaded).text());
    return std::get<Catalog>(std::move(loaded));
  }();
  std::vector<std::uint8_t> compiled = compileCatalog(parsed, catalogTextHash(text));
};

const Shipped& shipped() {
  static const Shipped s;
  return s;
}

// The checksum the last 8 bytes carry, made again after `bytes` was changed on purpose.
void resum(std::vector<std::uint8_t>& bytes) {
  bytes.resize(bytes.size() - 8);
  ByteWriter w;
  w.u64(fnv1a(bytes));
  bytes.insert(bytes.end(), w.bytes().begin(), w.bytes().end());
}

TEST(CompiledCatalog, TheShippedCopyWasCompiledFromTheShippedYaml) {
  EXPECT_TRUE(readFile(sourceDir() / "assets" / "catalog.bin") ==
              std::string(shipped().compiled.begin(), shipped().compiled.end()))
      << "assets/catalog.bin is not the compiled form of assets/catalog.yaml: run `tileflow catalog --compile`";
}

TEST(CompiledCatalog, ReadsBackEverythingTheYamlGives) {
  const Shipped& s = shipped();
  auto read = readCompiledCatalog(s.compiled, catalogTextHash(s.text));
  ASSERT_TRUE(std::holds_alternative<Catalog>(read)) << std::get<std::string>(read);
  const Catalog& c = std::get<Catalog>(read);
  const Catalog& p = s.parsed;
  ASSERT_EQ(c.flows().size(), p.flows().size());
  for (std::size_t i = 0; i < p.flows().size(); ++i) {
    EXPECT_EQ(c.flows()[i].id, p.flows()[i].id);
    EXPECT_EQ(c.flows()[i].name, p.flows()[i].name);
    EXPECT_EQ(c.flows()[i].colour, p.flows()[i].colour);
    EXPECT_EQ(c.flows()[i].art, p.flows()[i].art);
  }
  for (std::size_t k = 0; k < p.landmarkKinds().size(); ++k) {
    EXPECT_EQ(c.landmarkKinds()[k].id, p.landmarkKinds()[k].id);
    EXPECT_EQ(c.landmarkKinds()[k].name, p.landmarkKinds()[k].name);
    EXPECT_EQ(c.landmarkKinds()[k].colour, p.landmarkKinds()[k].colour);
    EXPECT_EQ(c.landmarkKinds()[k].shape, p.landmarkKinds()[k].shape);
  }
  ASSERT_EQ(c.tileTypes().size(), p.tileTypes().size());
  for (std::size_t i = 0; i < p.tileTypes().size(); ++i) {
    const TileType& a = c.tileTypes()[i];
    const TileType& b = p.tileTypes()[i];
    EXPECT_EQ(a.id, b.id);
    EXPECT_EQ(a.name, b.name);
    EXPECT_EQ(a.sideCount, b.sideCount);
    EXPECT_EQ(a.sides, b.sides) << b.id;
    EXPECT_EQ(a.channelOf, b.channelOf) << b.id;
    EXPECT_EQ(a.channelCount, b.channelCount) << b.id;
    EXPECT_EQ(a.packs, b.packs) << b.id;
    EXPECT_EQ(a.distinctRotations, b.distinctRotations) << b.id;
    EXPECT_EQ(a.blank, b.blank) << b.id;
    EXPECT_EQ(a.ground, b.ground) << b.id;
    EXPECT_EQ(c.findTile(b.id), p.findTile(b.id));
  }
  ASSERT_EQ(c.environments().size(), p.environments().size());
  for (std::size_t i = 0; i < p.environments().size(); ++i) {
    const Environment& a = c.environments()[i];
    const Environment& b = p.environments()[i];
    EXPECT_EQ(a.id, b.id);
    EXPECT_EQ(a.name, b.name);
    EXPECT_EQ(a.blankTile, b.blankTile);
    EXPECT_EQ(a.hexBlankTile, b.hexBlankTile);
    EXPECT_EQ(a.tiles, b.tiles);
  }
  EXPECT_EQ(c.tilesOf(Shape::Square), p.tilesOf(Shape::Square));
  EXPECT_EQ(c.tilesOf(Shape::Hex), p.tilesOf(Shape::Hex));
  EXPECT_EQ(c.everything().tiles, p.everything().tiles);
  EXPECT_EQ(c.everything().blankTile, p.everything().blankTile);
  EXPECT_EQ(c.everything().hexBlankTile, p.everything().hexBlankTile);
}

std::string refusal(std::span<const std::uint8_t> bytes, std::uint64_t hash) {
  auto read = readCompiledCatalog(bytes, hash);
  return std::holds_alternative<std::string>(read) ? std::get<std::string>(read) : std::string();
}

TEST(CompiledCatalog, ACopyOfOtherTextAnotherVersionOrDamagedIsRefused) {
  const Shipped& s = shipped();
  const std::uint64_t hash = catalogTextHash(s.text);
  // One character of the YAML changed: the copy no longer stands for it.
  std::string edited = s.text;
  edited.back() = edited.back() == '\n' ? ' ' : '\n';
  EXPECT_EQ(refusal(s.compiled, catalogTextHash(edited)), "compiled from another catalog.yaml");
  std::vector<std::uint8_t> bytes = s.compiled;
  bytes[8 + 3] ^= 0x40;  // the version's low byte
  resum(bytes);
  EXPECT_NE(refusal(bytes, hash).find("another version"), std::string::npos);
  bytes = s.compiled;
  bytes[bytes.size() / 2] ^= 1;
  EXPECT_NE(refusal(bytes, hash).find("damaged"), std::string::npos);
  EXPECT_EQ(refusal({}, hash), "not a compiled catalog");
  const std::string yamlBytes = s.text.substr(0, 200);
  EXPECT_EQ(refusal({reinterpret_cast<const std::uint8_t*>(yamlBytes.data()), yamlBytes.size()}, hash),
            "not a compiled catalog");
}

TEST(CompiledCatalog, CutShortOrWithWrongValuesItIsRefusedNeverMisread) {
  const Shipped& s = shipped();
  const std::uint64_t hash = catalogTextHash(s.text);
  // Cut anywhere (with a checksum that fits the cut): refused for ending early, or for the bytes
  // that no longer make sense.
  for (std::size_t keep = 20; keep + 8 < s.compiled.size(); keep += 97) {
    std::vector<std::uint8_t> bytes(s.compiled.begin(), s.compiled.begin() + static_cast<std::ptrdiff_t>(keep));
    bytes.resize(bytes.size() + 8);
    resum(bytes);
    EXPECT_FALSE(refusal(bytes, hash).empty()) << "cut to " << keep;
  }
  // One byte anywhere set to a random value (a flow-less side with a height, a tile index past the
  // end, an unknown shape, a length past the end, ...): a copy that still reads is a whole catalog
  // (finalise passed), and under the sanitizers none reads out of bounds.
  Rng rng(7);
  int refused = 0;
  for (int trial = 0; trial < 400; ++trial) {
    std::vector<std::uint8_t> bytes = s.compiled;
    const std::size_t at = 20 + rng.below(static_cast<std::uint32_t>(bytes.size() - 28));
    bytes[at] = static_cast<std::uint8_t>(rng.below(256));
    resum(bytes);
    auto read = readCompiledCatalog(bytes, hash);
    if (const auto* c = std::get_if<Catalog>(&read)) {
      EXPECT_FALSE(c->tileTypes().empty());
    } else {
      ++refused;
    }
  }
  EXPECT_GT(refused, 0);
}

TEST(CompiledCatalog, TheFileReaderFallsBackWhenTheCopyIsMissingOrStale) {
  const Shipped& s = shipped();
  const auto dir = std::filesystem::path(testing::TempDir()) / "compiled-catalog-test";
  std::filesystem::create_directories(dir);
  const auto bin = dir / "catalog.bin";
  std::filesystem::remove(bin);
  EXPECT_FALSE(readCompiledCatalogFile(bin, s.text));
  {
    std::ofstream out(bin, std::ios::binary);
    out.write(reinterpret_cast<const char*>(s.compiled.data()), static_cast<std::streamsize>(s.compiled.size()));
  }
  const auto read = readCompiledCatalogFile(bin, s.text);
  ASSERT_TRUE(read);
  EXPECT_EQ(read->tileTypes().size(), s.parsed.tileTypes().size());
  EXPECT_FALSE(readCompiledCatalogFile(bin, s.text + "\n# edited\n"));
  EXPECT_FALSE(readCompiledCatalogFile(dir, s.text));  // a folder, not a file
}

}  // namespace
}  // namespace compiled_catalog_test
}  // namespace tileflow
