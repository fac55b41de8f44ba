// Specifications of share codes for hex and shaped boards (version 2) beside the square codes of
// version 1, which stay exactly as they were.
#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>
#include <vector>

#include "game/io/CatalogFile.hpp"
#include "game/io/LevelFile.hpp"
#include "game/io/ShareCode.hpp"
#include "tests/game/io/LevelTesting.hpp"
#include "tests/support/TestScale.hpp"

namespace tileflow {
namespace shaped_share_code_test {
namespace {

namespace fs = std::filesystem;
using test::errorText;
using test::expectSameLevel;
using test::sourceDir;

const Catalog& catalog() { return defaultCatalog(); }

Level loadGood(const std::string& name) {
  auto loaded = loadLevels(sourceDir() / "tests" / "data" / "good-levels" / name, catalog());
  EXPECT_TRUE(ok(loaded)) << errorText(loaded);
  return ok(loaded) ? std::get<Pack>(loaded).levels.at(0) : Level{};
}

Level roundTrip(const Level& level, std::string* code = nullptr) {
  const std::string text = encodeShareCode(level, catalog());
  if (code) *code = text;
  auto decoded = decodeShareCode(text, catalog());
  if (!ok(decoded)) ADD_FAILURE() << std::get<LoadError>(decoded).text();
  return ok(decoded) ? std::get<Level>(decoded) : Level{};
}

// Walls on every side the solved board carries no flow across (every other one), and every
// third present cell locked in its solved turn.
Level withWallsAndLocks(Level level) {
  const Board solved = level.solvedBoard();
  Board& board = level.board;
  for (int i = 0; i < board.cellCount(); ++i) {
    if (!board.present(i)) continue;
    for (int s = 0; s < board.sides(); ++s) {
      const int n = board.neighbourAcross(i, s);
      const bool quiet =
          solved.side(i, s) == NoFlow && (n < 0 || solved.side(n, board.topology().opposite(s)) == NoFlow);
      if (quiet && (i + s) % 2 == 0) board.setWall(i, s, true);
    }
    if (i % 3 == 0) {
      board.setRotation(i, (*level.solution)[static_cast<std::size_t>(i)]);
      board.setLocked(i, true);
    }
  }
  return level;
}

TEST(ShapedShareCode, HexShapedAndLinkLevelsRoundTripExactlyAsVersion2) {
  for (const char* name : {"hex-road.yaml", "hexagon.yaml", "shaped-ring.yaml", "link-portal.yaml"}) {
    SCOPED_TRACE(name);
    for (const bool decorated : {false, true}) {
      Level level = loadGood(name);
      if (decorated) level = withWallsAndLocks(level);
      level.parMoves = 7;
      level.difficulty = 2.5;
      std::string code;
      expectSameLevel(level, roundTrip(level, &code));
      EXPECT_EQ(code.rfind(ShapedShareCodePrefix, 0), 0u) << code;
    }
  }
}

TEST(ShapedShareCode, AWrappingShapedHexBoardRoundTrips) {
  Level level = loadGood("hex-road.yaml");
  level.board.setWrap(true);
  level.board.setWall(0, 4, true);  // across the seam to (2, 0)
  expectSameLevel(level, roundTrip(level));
}

TEST(ShapedShareCode, AWrappingShapedSquareBoardRoundTrips) {
  Level level = loadGood("shaped-ring.yaml");
  level.rules = Rules{};
  level.board.setWrap(true);
  level = withWallsAndLocks(level);
  expectSameLevel(level, roundTrip(level));
}

TEST(ShapedShareCode, AHexLevelWithoutHolesUsesVersion2) {
  Level level = loadGood("hex-road.yaml");
  level.board.restoreCell(level.board.index(2, 1));
  level.solution.reset();
  std::string code;
  expectSameLevel(level, roundTrip(level, &code));
  EXPECT_EQ(code.rfind("TF2.", 0), 0u);
}

TEST(ShapedShareCode, ASquareLevelWithoutHolesKeepsVersion1) {
  Level level = loadGood("walls-and-locks.yaml");
  std::string code;
  expectSameLevel(level, roundTrip(level, &code));
  EXPECT_EQ(code.rfind("TF1.", 0), 0u);
}

// The corpus holds codes made before version 2 existed: they still decode, and the level they
// hold encodes to the very same text.
TEST(ShapedShareCode, OldCodesDecodeAndEncodeUnchanged) {
  int codes = 0;
  for (const auto& entry : fs::directory_iterator(sourceDir() / "tests" / "fuzz" / "corpus" / "fuzz_share_code")) {
    if (entry.path().filename().string().rfind("valid-", 0) != 0) continue;
    std::string code = test::readFile(entry.path());
    while (!code.empty() && (code.back() == '\n' || code.back() == '\r')) code.pop_back();
    if (code.rfind("TF1.", 0) != 0) continue;
    ++codes;
    auto decoded = decodeShareCode(code, catalog());
    ASSERT_TRUE(ok(decoded)) << entry.path() << ": " << std::get<LoadError>(decoded).text();
    EXPECT_EQ(encodeShareCode(std::get<Level>(decoded), catalog()), code) << entry.path();
  }
  EXPECT_GE(codes, 6);
}

TEST(ShapedShareCode, EveryShippedSquareLevelStillSharesAsVersion1AndTheOthersAsVersion2) {
  int levels = 0;
  int shapedOrHex = 0;
  for (const auto& entry : fs::directory_iterator(sourceDir() / "levels")) {
    if (entry.path().extension() != ".yaml") continue;
    auto loaded = loadLevels(entry.path(), catalog());
    ASSERT_TRUE(ok(loaded)) << errorText(loaded);
    for (const Level& level : std::get<Pack>(loaded).levels) {
      if (level.board.cellCount() > 1500) continue;  // past what a code carries
      ++levels;
      std::string code;
      // Everything but the drawing record, which codes leave out (docs/share-code.md).
      Level shared = level;
      shared.drawn.reset();
      expectSameLevel(shared, roundTrip(level, &code));
      if (level.board.topology().shape() == Shape::Square && !level.board.shaped() && !level.board.hasLandmarks()) {
        EXPECT_EQ(code.rfind("TF1.", 0), 0u) << level.id;
      } else {
        ++shapedOrHex;
        EXPECT_EQ(code.rfind(ShapedShareCodePrefix, 0), 0u) << level.id;
      }
    }
  }
  EXPECT_GT(levels, 0);
  EXPECT_GT(shapedOrHex, 0);
}

TEST(ShapedShareCode, EverySingleChangedCharacterOfAHexCodeIsCaught) {
  const std::string code = encodeShareCode(withWallsAndLocks(loadGood("hexagon.yaml")), catalog());
  for (std::size_t k = ShapedShareCodePrefix.size(); k < code.size(); ++k) {
    std::string changed = code;
    changed[k] = changed[k] == 'A' ? 'B' : 'A';
    EXPECT_FALSE(ok(decodeShareCode(changed, catalog()))) << k;
  }
}

TEST(ShapedShareCode, TruncatedVersion2CodesAreRefused) {
  const std::string code = encodeShareCode(loadGood("hexagon.yaml"), catalog());
  for (std::size_t n = 0; n < code.size(); ++n) EXPECT_FALSE(ok(decodeShareCode(code.substr(0, n), catalog()))) << n;
}

// Spells bytes as a version 2 code with a correct checksum, so the decoder's field checks (not
// the checksum) meet whatever the bytes hold.
std::string v2CodeOf(std::vector<std::uint8_t> bytes) {
  std::uint32_t crc = 0xFFFFFFFFu;
  for (std::uint8_t b : bytes) {
    crc ^= b;
    for (int k = 0; k < 8; ++k) crc = (crc & 1u) ? 0xEDB88320u ^ (crc >> 1) : crc >> 1;
  }
  crc ^= 0xFFFFFFFFu;
  for (int k = 0; k < 4; ++k) bytes.push_back(static_cast<std::uint8_t>(crc >> (8 * k)));
  std::string out(ShapedShareCodePrefix);
  std::uint32_t buffer = 0;
  int held = 0;
  for (std::uint8_t b : bytes) {
    buffer = (buffer << 8) | b;
    held += 8;
    while (held >= 5) {
      out.push_back(ShareCodeAlphabet[(buffer >> (held - 5)) & 31u]);
      held -= 5;
    }
  }
  if (held > 0) out.push_back(ShareCodeAlphabet[(buffer << (5 - held)) & 31u]);
  return out;
}

std::vector<std::uint8_t> bytesOf(const std::string& code) {
  std::vector<std::uint8_t> bytes;
  std::uint32_t buffer = 0;
  int held = 0;
  for (char ch : code.substr(ShapedShareCodePrefix.size())) {
    const auto v = static_cast<std::uint32_t>(ShareCodeAlphabet.find(ch));
    buffer = (buffer << 5) | v;
    held += 5;
    if (held >= 8) {
      bytes.push_back(static_cast<std::uint8_t>(buffer >> (held - 8)));
      held -= 8;
    }
  }
  bytes.resize(bytes.size() - 4);  // the checksum
  return bytes;
}

TEST(ShapedShareCode, TheChecksumOfTheTestsCodesIsTheDecodersOwn) {
  const std::string code = encodeShareCode(loadGood("hexagon.yaml"), catalog());
  EXPECT_EQ(v2CodeOf(bytesOf(code)), code);
}

// Changed bytes under a correct checksum: a level or an error, never a crash or an exception,
// and a level that decodes shares again.
TEST(ShapedShareCode, ChangedPayloadsWithAGoodChecksumDecodeOrFailCleanly) {
  std::uint64_t state = 0x5EED;
  auto next = [&state] {
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    return static_cast<std::uint32_t>(state >> 33);
  };
  int decoded = 0;
  for (const char* name : {"hexagon.yaml", "hex-road.yaml", "shaped-ring.yaml", "link-portal.yaml"}) {
    const std::vector<std::uint8_t> original = bytesOf(encodeShareCode(withWallsAndLocks(loadGood(name)), catalog()));
    for (int round = 0; round < test::scaled(3000); ++round) {
      std::vector<std::uint8_t> bytes = original;
      const int edits = 1 + static_cast<int>(next() % 3);
      for (int e = 0; e < edits; ++e) {
        const std::size_t at = next() % bytes.size();
        switch (next() % 3) {
          case 0:
            bytes[at] = static_cast<std::uint8_t>(bytes[at] ^ (1u << (next() % 8)));
            break;
          case 1:
            bytes[at] = static_cast<std::uint8_t>(next());
            break;
          default:
            if (bytes.size() > 1) bytes.erase(bytes.begin() + static_cast<std::ptrdiff_t>(at));
            break;
        }
      }
      const auto result = decodeShareCode(v2CodeOf(bytes), catalog());
      if (!ok(result)) {
        EXPECT_FALSE(std::get<LoadError>(result).message.empty());
        continue;
      }
      ++decoded;
      const std::string again = encodeShareCode(std::get<Level>(result), catalog());
      EXPECT_TRUE(ok(decodeShareCode(again, catalog())));
    }
  }
  EXPECT_GT(decoded, 0) << "some changes (a rotation, a wall) still make a valid level";
}

TEST(ShapedShareCode, AnUnknownShapeIsRefused) {
  std::vector<std::uint8_t> bytes = bytesOf(encodeShareCode(loadGood("hex-road.yaml"), catalog()));
  bytes[(bytes[0] & 0x80u) ? 2 : 1] = 2;  // the shape follows the flags (one or two varint bytes)
  const auto result = decodeShareCode(v2CodeOf(bytes), catalog());
  ASSERT_FALSE(ok(result));
  EXPECT_NE(std::get<LoadError>(result).message.find("shape is unknown"), std::string::npos)
      << std::get<LoadError>(result).text();
}

TEST(ShapedShareCode, AWrappingHexBoardOfOddHeightIsRefused) {
  std::vector<std::uint8_t> bytes = bytesOf(encodeShareCode(loadGood("hexagon.yaml"), catalog()));
  bytes[0] = static_cast<std::uint8_t>(bytes[0] | 1u);  // wrap, on a 5×5 hex board
  const auto result = decodeShareCode(v2CodeOf(bytes), catalog());
  ASSERT_FALSE(ok(result));
  EXPECT_NE(std::get<LoadError>(result).message.find("even height"), std::string::npos)
      << std::get<LoadError>(result).text();
}

TEST(ShapedShareCode, ATwistedHexBoardOfAnyHeightRoundTrips) {
  for (const char* name : {"hexagon.yaml", "hex-road.yaml"}) {
    SCOPED_TRACE(name);
    Level level = loadGood(name);
    level.rules = Rules{};
    level.board.setWrap(Wrap::Twisted);
    level = withWallsAndLocks(level);
    std::string code;
    const Level back = roundTrip(level, &code);
    expectSameLevel(level, back);
    EXPECT_EQ(back.board.wrapKind(), Wrap::Twisted);
    EXPECT_EQ(code.rfind("TF2.", 0), 0u) << code;
    // The same board with straight wrap (where its height allows it) is another code.
    if (level.board.height() % 2 == 0) {
      Level straight = level;
      straight.board.setWrap(Wrap::Straight);
      EXPECT_NE(encodeShareCode(straight, catalog()), code);
    }
  }
}

TEST(ShapedShareCode, ATwistedSeamWithoutWrapIsRefused) {
  Level level = loadGood("hexagon.yaml");
  level.board.setWrap(Wrap::Twisted);
  std::vector<std::uint8_t> bytes = bytesOf(encodeShareCode(level, catalog()));
  ASSERT_TRUE(bytes[0] & 1u) << "the wrap flag";
  bytes[0] = static_cast<std::uint8_t>(bytes[0] & ~1u);
  const auto result = decodeShareCode(v2CodeOf(bytes), catalog());
  ASSERT_FALSE(ok(result));
  EXPECT_NE(std::get<LoadError>(result).message.find("twisted seam"), std::string::npos)
      << std::get<LoadError>(result).text();
}

TEST(ShapedShareCode, AVersion1CodeWithTheOldHexFlagIsRefused) {
  // Version 1's flags with bit 10 set: two varint bytes.
  const std::string code = encodeShareCode(loadGood("walls-and-locks.yaml"), catalog());
  std::vector<std::uint8_t> bytes = bytesOf(code);
  ASSERT_LT(bytes[0], 0x80) << "one-byte flags";
  bytes[0] = static_cast<std::uint8_t>(bytes[0] | 0x80u);
  bytes.insert(bytes.begin() + 1, 0x08);  // bit 10 = bit 3 of the second byte
  std::string v1 = v2CodeOf(bytes);
  v1.replace(0, ShareCodePrefix.size(), ShareCodePrefix);
  const auto result = decodeShareCode(v1, catalog());
  ASSERT_FALSE(ok(result));
  EXPECT_NE(std::get<LoadError>(result).message.find("does not know"), std::string::npos)
      << std::get<LoadError>(result).text();
}

TEST(ShapedShareCode, UnknownVersionsNameBothThatAreRead) {
  auto decoded = decodeShareCode("TF3.AAAA", catalog());
  ASSERT_FALSE(ok(decoded));
  EXPECT_NE(std::get<LoadError>(decoded).message.find("reads versions 1 and 2"), std::string::npos)
      << std::get<LoadError>(decoded).text();
}

}  // namespace
}  // namespace shaped_share_code_test
}  // namespace tileflow
