// Specifications of share codes: exact round trips, a compact alphabet, and a clear error for any
// malformed, truncated, oversized or tampered code.
#include <gtest/gtest.h>

#include <string>

#include "game/generate/Generator.hpp"
#include "game/io/CatalogFile.hpp"
#include "game/io/ShareCode.hpp"
#include "tests/game/io/LevelTesting.hpp"
#include "tests/support/TestCatalog.hpp"
#include "tests/support/TileBuilder.hpp"

namespace tileflow {
namespace share_code_test {
namespace {

Level generated(int w, int h, std::uint64_t seed, bool wrap = false, std::string env = "all") {
  GenerateOptions o;
  o.width = w;
  o.height = h;
  o.seed = seed;
  o.wrap = wrap;
  o.environment = std::move(env);
  auto level = generate(defaultCatalog(), o);
  if (!level) throw std::runtime_error("generation stopped");
  return *level;
}

// Walls wherever the solved board carries no flow across a side, and every fifth tile locked in
// its solved turn: still a valid, solvable level.
Level withWallsAndLocks(Level level) {
  const Board solved = level.solvedBoard();
  Board& board = level.board;
  for (int i = 0; i < board.cellCount(); ++i) {
    for (int s = 0; s < board.sides(); ++s) {
      const int n = board.neighbourAcross(i, s);
      const bool quiet = solved.side(i, s) == NoFlow && (n < 0 || solved.side(n, (s + 2) % 4) == NoFlow);
      if (quiet && (i + s) % 3 == 0) board.setWall(i, s, true);
    }
    if (i % 5 == 0) {
      board.setRotation(i, (*level.solution)[static_cast<std::size_t>(i)]);
      board.setLocked(i, true);
    }
  }
  return level;
}

Level roundTrip(const Level& level) {
  const std::string code = encodeShareCode(level, defaultCatalog());
  auto decoded = decodeShareCode(code, defaultCatalog());
  if (!ok(decoded)) ADD_FAILURE() << std::get<LoadError>(decoded).text();
  return ok(decoded) ? std::get<Level>(decoded) : Level{};
}

std::string errorOf(std::string_view code) {
  auto decoded = decodeShareCode(code, defaultCatalog());
  return ok(decoded) ? std::string("(decoded without error)") : std::get<LoadError>(decoded).text();
}

TEST(ShareCode, AGeneratedLevelRoundTripsExactly) {
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    const Level level = generated(6, 4, seed);
    test::expectSameLevel(level, roundTrip(level));
  }
}

TEST(ShareCode, AFullCatalog15x15RoundTripsExactly) {
  Level level = generated(15, 15, 7);
  level.name = "Fifteen by fifteen";
  test::expectSameLevel(level, roundTrip(level));
}

TEST(ShareCode, WrapWallsLocksAndEveryOptionalFieldRoundTrip) {
  Level level = withWallsAndLocks(generated(9, 7, 3, true));
  level.id = "my-level-1";
  level.name = "Brücke über den Fluss";  // UTF-8 survives byte for byte
  level.parMoves = 42;
  level.parSeconds = 300;
  level.difficulty = 3.141592653589793;
  level.seed = 0xFEDCBA9876543210ull;
  bool anyWall = false;
  for (int i = 0; i < level.board.cellCount(); ++i) anyWall = anyWall || level.board.wallMask(i) != 0;
  ASSERT_TRUE(anyWall);
  test::expectSameLevel(level, roundTrip(level));
  Level noWrap = withWallsAndLocks(generated(8, 8, 4));
  test::expectSameLevel(noWrap, roundTrip(noWrap));
}

TEST(ShareCode, NetsRulesRoundTrip) {
  GenerateOptions o;
  o.width = 7;
  o.height = 7;
  o.seed = 6;
  o.wrap = true;
  o.kind = GeneratorKind::Net;
  o.rules = Rules::net();
  const auto level = generate(defaultCatalog(), o);
  ASSERT_TRUE(level);
  ASSERT_EQ(level->rules, Rules::net());
  test::expectSameLevel(*level, roundTrip(*level));
}

TEST(ShareCode, AnEnvironmentLevelRoundTrips) {
  const auto& envs = defaultCatalog().environments();
  ASSERT_FALSE(envs.empty());
  Level level = generated(5, 5, 11, false, envs.back().id);
  test::expectSameLevel(level, roundTrip(level));
}

TEST(ShareCode, UsesOnlyAVersionPrefixAndUpperCaseBase32) {
  const std::string code = encodeShareCode(generated(5, 5, 2), defaultCatalog());
  EXPECT_EQ(code.substr(0, 4), "TF1.");
  for (char ch : code.substr(4)) EXPECT_TRUE((ch >= 'A' && ch <= 'Z') || (ch >= '2' && ch <= '7')) << ch;
}

TEST(ShareCode, AFullCatalog15x15IsShortEnoughForAQrCode) {
  const std::string code = encodeShareCode(generated(15, 15, 7), defaultCatalog());
  // QR version 25 at error correction M holds 1,085 alphanumeric characters; stay well inside.
  EXPECT_LT(code.size(), 800u) << code.size();
  RecordProperty("length", static_cast<int>(code.size()));
}

TEST(ShareCode, SurroundingWhiteSpaceIsIgnored) {
  const Level level = generated(4, 4, 5);
  const std::string code = encodeShareCode(level, defaultCatalog());
  auto decoded = decodeShareCode("  \n" + code + "\r\n", defaultCatalog());
  ASSERT_TRUE(ok(decoded)) << std::get<LoadError>(decoded).text();
  test::expectSameLevel(level, std::get<Level>(decoded));
}

TEST(ShareCode, ChangingAnyOneCharacterIsCaught) {
  const std::string code = encodeShareCode(withWallsAndLocks(generated(6, 6, 8)), defaultCatalog());
  constexpr std::string_view alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  for (std::size_t k = 0; k < code.size(); ++k) {
    for (char ch : alphabet) {
      if (ch == code[k]) continue;
      std::string changed = code;
      changed[k] = ch;
      EXPECT_FALSE(ok(decodeShareCode(changed, defaultCatalog()))) << "position " << k << " as " << ch;
    }
    std::string lower = code;
    lower[k] = static_cast<char>(std::tolower(static_cast<unsigned char>(lower[k])));
    if (lower != code) {
      EXPECT_FALSE(ok(decodeShareCode(lower, defaultCatalog())));
    }
  }
}

TEST(ShareCode, ATamperedCodeSaysTheChecksumFails) {
  std::string code = encodeShareCode(generated(6, 6, 8), defaultCatalog());
  code[code.size() / 2] = code[code.size() / 2] == 'A' ? 'B' : 'A';
  EXPECT_NE(errorOf(code).find("checksum mismatch"), std::string::npos) << errorOf(code);
}

TEST(ShareCode, EveryTruncationIsCaught) {
  const std::string code = encodeShareCode(generated(6, 6, 9), defaultCatalog());
  for (std::size_t n = 0; n < code.size(); ++n) {
    EXPECT_FALSE(ok(decodeShareCode(code.substr(0, n), defaultCatalog()))) << "length " << n;
  }
  EXPECT_FALSE(ok(decodeShareCode(code + "A", defaultCatalog())));
  EXPECT_FALSE(ok(decodeShareCode(code + "AAAAAAAA", defaultCatalog())));
}

TEST(ShareCode, MalformedInputGetsAClearMessage) {
  EXPECT_NE(errorOf("").find("empty"), std::string::npos);
  EXPECT_NE(errorOf("hello").find("expected a code starting with TF1."), std::string::npos);
  EXPECT_NE(errorOf("TF3.AAAA").find("format version 3"), std::string::npos);
  EXPECT_NE(errorOf("TF1.AB!D").find("<share-code>:1:7: share code: unexpected character '!'"), std::string::npos)
      << errorOf("TF1.AB!D");
  EXPECT_NE(errorOf("TF1.AA").find("too short"), std::string::npos) << errorOf("TF1.AA");
  EXPECT_NE(errorOf("TF1." + std::string(9000, 'A')).find("at most 8192"), std::string::npos);
}

TEST(ShareCode, AValidChecksumOverAnUnplayableLevelIsStillRefused) {
  Level level = generated(5, 5, 12);
  (*level.solution)[0] = static_cast<std::uint8_t>(((*level.solution)[0] + 1) % 4);
  // Turning one tile of the solution away leaves loose ends unless the tile looks the same.
  if (level.solvedBoard().looseEnds() == 0) GTEST_SKIP() << "the first tile is symmetric";
  const std::string error = errorOf(encodeShareCode(level, defaultCatalog()));
  EXPECT_NE(error.find("the level inside is not valid"), std::string::npos) << error;
}

TEST(ShareCode, ANameTooLongToShareIsRefusedWhenEncoding) {
  Level level = generated(3, 3, 1);
  level.name = std::string(300, 'x');
  EXPECT_THROW(encodeShareCode(level, defaultCatalog()), std::invalid_argument);
}

// The test catalog with two hex tiles after its square ones, as the game's catalog has them.
Catalog testCatalogWithHexTiles() {
  Catalog c = test::makeTestCatalog();
  c.addTileType(test::buildTile("hex-blank", test::lettered("......", "", "r"), {}));
  c.addTileType(test::buildTile("hex-road-end", test::lettered("r.....", "", "r"), {{0}}));
  if (auto err = c.finalise()) throw std::runtime_error(*err);
  return c;
}

Level twoEnds(const Catalog& catalog) {
  Level level;
  level.environment = "test";
  level.name = "Two ends";
  level.board = Board(catalog, 2, 1);
  level.board.place(0, *catalog.findTile("road-end"), 1);
  level.board.place(1, *catalog.findTile("road-end"), 3);
  return level;
}

// A code stores a tile as its place among the tiles of the board's shape and checks only their
// ids, so hex tiles added to the catalog leave every square code as it was.
TEST(ShareCode, HexTilesInTheCatalogLeaveSquareCodesAsTheyWere) {
  const Catalog square = test::makeTestCatalog();
  const Catalog both = testCatalogWithHexTiles();
  const std::string code = encodeShareCode(twoEnds(square), square);
  EXPECT_EQ(encodeShareCode(twoEnds(both), both), code);
  auto decoded = decodeShareCode(code, both);
  ASSERT_TRUE(ok(decoded)) << std::get<LoadError>(decoded).text();
  EXPECT_TRUE(std::get<Level>(decoded).board.sameLayout(twoEnds(both).board));
}

TEST(ShareCode, AHexTileOnASquareBoardIsRefusedWhenEncoding) {
  const Catalog both = testCatalogWithHexTiles();
  Level level = twoEnds(both);
  level.board.place(1, *both.findTile("hex-road-end"), 0);
  EXPECT_THROW(encodeShareCode(level, both), std::invalid_argument);
}

}  // namespace
}  // namespace share_code_test
}  // namespace tileflow
