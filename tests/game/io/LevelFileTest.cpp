// Specifications of reading and writing good level and pack files.
#include <gtest/gtest.h>

#include <filesystem>

#include "game/io/CatalogFile.hpp"
#include "game/io/LevelFile.hpp"
#include "game/model/Puzzle.hpp"
#include "tests/game/io/LevelTesting.hpp"

namespace tileflow {
namespace level_file_test {
namespace {

namespace fs = std::filesystem;
using test::errorText;
using test::expectSameLevel;
using test::sourceDir;

const Catalog& catalog() { return defaultCatalog(); }

Level loadOne(const fs::path& path) {
  auto loaded = loadLevels(path, catalog());
  EXPECT_TRUE(ok(loaded)) << errorText(loaded);
  if (!ok(loaded)) return Level{};
  EXPECT_EQ(std::get<Pack>(loaded).levels.size(), 1u);
  return std::get<Pack>(loaded).levels.at(0);
}

Pack parseOk(const std::string& text) {
  auto loaded = parseLevels(text, "test.yaml", catalog());
  EXPECT_TRUE(ok(loaded)) << errorText(loaded) << "\n" << text;
  return ok(loaded) ? std::get<Pack>(loaded) : Pack{};
}

TEST(LevelFile, TheExampleLevelLoadsWithItsSolutionAndPar) {
  const Level level = loadOne(sourceDir() / "levels" / "examples" / "first-steps.yaml");
  EXPECT_EQ(level.id, "first-steps");
  EXPECT_EQ(level.name, "First steps");
  EXPECT_EQ(level.environment, "countryside");
  EXPECT_EQ(level.board.width(), 3);
  EXPECT_EQ(level.board.height(), 3);
  EXPECT_TRUE(level.rules.acyclic);
  EXPECT_FALSE(level.rules.connected);
  ASSERT_TRUE(level.solution.has_value());
  EXPECT_EQ(level.parMoves, 5);
  EXPECT_EQ(level.parSeconds, 30);
  EXPECT_TRUE(evaluate(level.solvedBoard(), level.rules).solved);
  EXPECT_FALSE(evaluate(level.board, level.rules).solved) << "the level starts unsolved";
}

TEST(LevelFile, EveryGoodLevelFileLoads) {
  int files = 0;
  for (const auto& entry : fs::directory_iterator(sourceDir() / "tests" / "data" / "good-levels")) {
    if (entry.path().extension() != ".yaml") continue;
    ++files;
    auto loaded = loadLevels(entry.path(), catalog());
    EXPECT_TRUE(ok(loaded)) << errorText(loaded);
  }
  EXPECT_GE(files, 3);
}

TEST(LevelFile, RotationIsClockwiseQuarterTurnsFromTheCatalogDrawing) {
  const Pack pack = parseOk("format: 1\nsize: 1x1\ntiles: [[road-corner:1]]\n");
  const Board& board = pack.levels.at(0).board;
  // The catalog's bend joins north and east; one turn clockwise makes it join east and south.
  EXPECT_FALSE(hasFlow(board.side(0, 0)));
  EXPECT_TRUE(hasFlow(board.side(0, 1)));
  EXPECT_TRUE(hasFlow(board.side(0, 2)));
  EXPECT_FALSE(hasFlow(board.side(0, 3)));
}

TEST(LevelFile, ALevelWithoutEnvironmentMayUseEveryTile) {
  const Pack pack = parseOk("format: 1\nsize: 2x1\ntiles: [[lava-end:1, road-end:3]]\n");
  EXPECT_EQ(pack.levels.at(0).environment, "all");
}

TEST(LevelFile, WidthAndHeightMayReplaceSize) {
  const Pack pack = parseOk("format: 1\nwidth: 2\nheight: 1\ntiles: [[road-end:1, road-end:3]]\n");
  EXPECT_EQ(pack.levels.at(0).board.width(), 2);
  EXPECT_EQ(pack.levels.at(0).board.height(), 1);
}

TEST(LevelFile, WallsStandBetweenTwoCells) {
  const Pack pack = parseOk("format: 1\nsize: 2x1\ntiles: [[road-end:1, road-end:3]]\nwalls: [[0, 0, E]]\n");
  const Board& board = pack.levels.at(0).board;
  EXPECT_TRUE(board.wall(0, 1));
  EXPECT_TRUE(board.wall(1, 3));
  EXPECT_EQ(board.looseEnds(), 2);
}

TEST(LevelFile, APackFileYieldsItsLevelsInOrder) {
  auto loaded = loadLevels(sourceDir() / "tests" / "data" / "good-levels" / "small-pack.yaml", catalog());
  ASSERT_TRUE(ok(loaded)) << errorText(loaded);
  const Pack& pack = std::get<Pack>(loaded);
  EXPECT_EQ(pack.id, "starter");
  EXPECT_EQ(pack.name, "Starter pack");
  ASSERT_EQ(pack.levels.size(), 2u);
  EXPECT_EQ(pack.levels[0].id, "one");
  EXPECT_EQ(pack.levels[1].name, "Two: \"quoted\" names work");
  EXPECT_EQ(pack.levels[1].seed, 18446744073709551615u);
}

Level richLevel() {
  const Catalog& c = catalog();
  Level level;
  level.id = "rich";
  level.name = "Rich: \"quotes\", back\\slash, # hash, ünïcödé";
  level.environment = "town";
  level.board = Board(c, 3, 2);
  level.board.setWrap(true);
  const int corner = *c.findTile("road-corner");
  const int blank = *c.findTile("town-blank");
  const int rotations[6] = {1, 2, 0, 0, 3, 0};
  for (int i = 0; i < 6; ++i) level.board.place(i, i % 3 == 2 ? blank : corner, rotations[i]);
  level.board.setWall(2, 1, true);
  level.board.setWall(0, 0, true);
  level.board.setLocked(0, true);
  level.rules = Rules{true, false};
  level.solution = std::vector<std::uint8_t>{1, 2, 0, 0, 3, 0};
  level.parMoves = 7;
  level.parSeconds = 45;
  level.difficulty = 2.125;
  level.seed = 123456789012345ull;
  return level;
}

TEST(LevelFile, WritingThenReadingALevelGivesItBack) {
  const Level level = richLevel();
  const std::string text = writeLevel(level);
  const Pack pack = parseOk(text);
  ASSERT_EQ(pack.levels.size(), 1u);
  expectSameLevel(pack.levels[0], level);
}

TEST(LevelFile, WritingThenReadingAPackGivesItBack) {
  Pack pack;
  pack.id = "round-trip";
  pack.name = "Round trip";
  pack.levels.push_back(richLevel());
  Level second = richLevel();
  second.id = "second";
  second.solution.reset();
  second.difficulty.reset();
  second.board.setWrap(false);
  pack.levels.push_back(second);
  const Pack back = parseOk(writePack(pack));
  EXPECT_EQ(back.id, pack.id);
  EXPECT_EQ(back.name, pack.name);
  ASSERT_EQ(back.levels.size(), 2u);
  expectSameLevel(back.levels[0], pack.levels[0]);
  expectSameLevel(back.levels[1], pack.levels[1]);
}

TEST(LevelFile, TheDrawingRecordOfALinkLevelIsKeptAndMakesFormat2) {
  Level level = richLevel();
  const std::string plain = writeLevel(level);
  EXPECT_EQ(plain.rfind("format: 1\n", 0), 0u) << plain;
  level.drawn = LevelDrawing{"follow-walls", 9, true};
  const std::string text = writeLevel(level);
  EXPECT_EQ(text.rfind("format: 2\n", 0), 0u) << text;
  EXPECT_NE(text.find("drawn: {algorithm: follow-walls, lines: 9, perfect: true}"), std::string::npos) << text;
  const Pack pack = parseOk(text);
  ASSERT_EQ(pack.levels.size(), 1u);
  expectSameLevel(pack.levels[0], level);
  level.drawn->perfect = false;
  expectSameLevel(parseOk(writeLevel(level)).levels.at(0), level);
}

TEST(LevelFile, ALinkLevelKeepsItsLandmarksAndPortalsAndIsWrittenAsFormat2) {
  const Level level = loadOne(sourceDir() / "tests" / "data" / "good-levels" / "link-portal.yaml");
  const Board& b = level.board;
  EXPECT_EQ(b.landmarkCount(), 6);
  EXPECT_EQ(b.landmark(b.index(4, 1)), 1);
  EXPECT_EQ(b.landmark(b.index(0, 1)), 3);
  EXPECT_EQ(b.portalPartner(b.index(1, 0)), b.index(3, 1));
  // The first town's road runs east through the portal to the other town.
  EXPECT_EQ(b.neighbour(b.index(0, 0), 1), b.index(4, 1));
  EXPECT_TRUE(evaluate(level.solvedBoard(), level.rules).solved);
  const std::string text = writeLevel(level);
  EXPECT_EQ(text.rfind("format: 2\n", 0), 0u) << text;
  expectSameLevel(parseOk(text).levels.at(0), level);
  // A level without them stays format 1, which earlier versions read.
  EXPECT_EQ(writeLevel(richLevel()).rfind("format: 1\n", 0), 0u);
  Pack pack;
  pack.id = "p";
  pack.name = "P";
  pack.levels = {richLevel(), level};
  EXPECT_EQ(writePack(pack).rfind("format: 2\n", 0), 0u);
}

TEST(LevelFile, ATwistedHexBoardRoundTripsAsFormat2) {
  Level level = loadOne(sourceDir() / "tests" / "data" / "good-levels" / "hexagon.yaml");
  ASSERT_EQ(level.board.height() % 2, 1) << "an odd height, which straight wrap cannot have";
  level.board.setWrap(Wrap::Twisted);
  const int top = level.board.index(2, 0);
  level.board.setWall(top, 0, true);  // north-east of (2, 0): across the seam, to (3, 4)
  ASSERT_TRUE(level.board.wall(level.board.index(3, 4), 3));
  const std::string text = writeLevel(level);
  EXPECT_EQ(text.rfind("format: 2\n", 0), 0u) << text;
  EXPECT_NE(text.find("\nwrap: twisted\n"), std::string::npos) << text;
  const Level back = parseOk(text).levels.at(0);
  EXPECT_EQ(back.board.wrapKind(), Wrap::Twisted);
  expectSameLevel(back, level);
}

TEST(LevelFile, WrapReadsTrueFalseAndTwisted) {
  const std::string hex = "format: 1\nshape: hex\nsize: 2x2\ntiles: [[hex-road-end:1, hex-road-end:4], [., .]]\n";
  EXPECT_EQ(parseOk(hex).levels.at(0).board.wrapKind(), Wrap::None);
  EXPECT_EQ(parseOk(hex + "wrap: false\n").levels.at(0).board.wrapKind(), Wrap::None);
  EXPECT_EQ(parseOk(hex + "wrap: true\n").levels.at(0).board.wrapKind(), Wrap::Straight);
  EXPECT_EQ(parseOk(hex + "wrap: twisted\n").levels.at(0).board.wrapKind(), Wrap::Twisted);
}

TEST(LevelFile, TheExampleSurvivesARoundTrip) {
  const Level level = loadOne(sourceDir() / "levels" / "examples" / "first-steps.yaml");
  expectSameLevel(parseOk(writeLevel(level)).levels.at(0), level);
}

TEST(LevelFile, NamesWithCharactersYamlReadsAsLineBreaksRoundTrip) {
  // NEL (U+0085, which a "\N" escape gives), another C1 control, and the line and paragraph
  // separators: written raw, YAML would read them as line breaks.
  Level level = loadOne(sourceDir() / "levels" / "examples" / "first-steps.yaml");
  level.name =
      "a\xc2\x85"
      "b\xc2\x9f"
      "c\xe2\x80\xa8"
      "d\xe2\x80\xa9"
      "e\xc2\xa0"
      "f\xe2\x80\xa6"
      "g";
  const std::string written = writeLevel(level);
  EXPECT_NE(written.find("\\x85"), std::string::npos) << written;
  EXPECT_NE(written.find("\\u2028"), std::string::npos) << written;
  EXPECT_EQ(parseOk(written).levels.at(0).name, level.name);
  Pack pack;
  pack.id = "p";
  pack.name = level.name;
  pack.levels.push_back(level);
  pack.levels[0].id = "one";
  EXPECT_EQ(parseOk(writePack(pack)).name, level.name);
}

TEST(LevelFile, TheLargestBoardLoadsWithItsSolution) {
  Level level;
  level.board = Board(catalog(), MaxBoardSide, MaxBoardSide);
  level.environment = "all";
  const int straight = *catalog().findTile("road-straight");
  for (int i = 0; i < level.board.cellCount(); ++i) level.board.place(i, straight, 0);
  level.board.setWrap(true);
  level.solution = std::vector<std::uint8_t>(static_cast<std::size_t>(level.board.cellCount()), 1);
  const Pack back = parseOk(writeLevel(level));
  ASSERT_EQ(back.levels.size(), 1u);
  expectSameLevel(back.levels[0], level);
}

TEST(LevelFile, AnUnsolvedLevelWithoutSolutionIsStillValid) {
  const Pack pack = parseOk("format: 1\nsize: 2x1\ntiles: [[road-end:0, road-end:0]]\n");
  EXPECT_FALSE(pack.levels.at(0).solution.has_value());
}

TEST(LevelFile, AnEquivalentTurnOfALockedTileIsAcceptedInTheSolution) {
  // A straight looks the same after two turns, so a locked straight may appear so in the solution.
  const Pack pack =
      parseOk("format: 1\nsize: 1x1\nwrap: true\ntiles: [[road-straight:1]]\nlocks: [[0, 0]]\nsolution: [[3]]\n");
  EXPECT_TRUE(pack.levels.at(0).board.cell(0).locked);
}

}  // namespace
}  // namespace level_file_test
}  // namespace tileflow
