// Progress through the packs: stars from a win, the best of each figure kept, packs opening
// when two thirds of the one before are solved, the play time and the generated levels' bests by
// board size, and the progress file read back as written (older files without them included).
#include <gtest/gtest.h>

#include "game/io/CatalogFile.hpp"
#include "game/io/ProgressFile.hpp"
#include "tests/support/TestCatalog.hpp"

namespace tileflow {
namespace progress_file_test {
namespace {

Level levelWithPar(const std::string& id, int moves, int seconds) {
  Level level;
  level.id = id;
  level.parMoves = moves;
  level.parSeconds = seconds;
  return level;
}

Pack packOf(const std::string& id, int count) {
  Pack pack;
  pack.id = id;
  for (int i = 0; i < count; ++i) pack.levels.push_back(levelWithPar(id + "-" + std::to_string(i), 10, 60));
  return pack;
}

TEST(ProgressFile, AWorseReplayNeverLowersTheBest) {
  PlayerProgress p;
  const Level level = levelWithPar("a", 10, 60);
  EXPECT_TRUE(recordWin(p, level, 9, 50, 0));
  EXPECT_FALSE(recordWin(p, level, 30, 300, 0));
  EXPECT_EQ(p.levels["a"], (LevelProgress{9, 50, 3}));
  EXPECT_TRUE(recordWin(p, level, 8, 70, 0));
  EXPECT_EQ(p.levels["a"], (LevelProgress{8, 50, 3}));
}

TEST(ProgressFile, AHintedWinNeverStoresTheTopStar) {
  PlayerProgress p;
  const Level level = levelWithPar("a", 10, 60);
  EXPECT_TRUE(recordWin(p, level, 5, 20, 5));
  EXPECT_EQ(p.levels["a"], (LevelProgress{5, 20, 2})) << "moves and time are kept, the top star is not";
  EXPECT_TRUE(recordWin(p, level, 4, 10, 1));
  EXPECT_EQ(p.levels["a"], (LevelProgress{4, 10, 2})) << "one hint is enough to keep the top star away";
}

TEST(ProgressFile, ALaterWinWithoutHintsEarnsTheTopStar) {
  PlayerProgress p;
  const Level level = levelWithPar("a", 10, 60);
  recordWin(p, level, 5, 20, 5);
  EXPECT_TRUE(recordWin(p, level, 9, 50, 0));
  EXPECT_EQ(p.levels["a"], (LevelProgress{5, 20, 3})) << "the hinted win's figures stay the best ones";
  EXPECT_TRUE(recordWin(p, level, 3, 10, 2));
  EXPECT_EQ(p.levels["a"], (LevelProgress{3, 10, 3})) << "a hinted win never takes a star away";
}

TEST(ProgressFile, AHintedWinOfALevelWithoutParEarnsTwoStars) {
  PlayerProgress p;
  Level level;
  level.id = "free";
  recordWin(p, level, 40, 400, 1);
  EXPECT_EQ(p.stars("free"), 2);
}

TEST(ProgressFile, APackOpensWhenTwoThirdsOfTheOneBeforeAreSolved) {
  const std::vector<Pack> packs{packOf("one", 30), packOf("two", 30), packOf("three", 3)};
  EXPECT_EQ(levelsToUnlockNext(packs[0]), 20);
  EXPECT_EQ(levelsToUnlockNext(packs[2]), 2);
  PlayerProgress p;
  EXPECT_TRUE(packUnlocked(packs, 0, p));
  for (int i = 0; i < 19; ++i) recordWin(p, packs[0].levels[static_cast<std::size_t>(i)], 99, 999, 0);
  EXPECT_FALSE(packUnlocked(packs, 1, p));
  recordWin(p, packs[0].levels[19], 99, 999, 0);
  EXPECT_TRUE(packUnlocked(packs, 1, p));
  EXPECT_FALSE(packUnlocked(packs, 2, p)) << "solving the first pack opens only the second";
}

TEST(ProgressFile, TheFirstLinkPackIsOpenAndTheNextOpensByTheRule) {
  std::vector<Pack> packs{packOf("one", 3), packOf("link-one", 3), packOf("link-two", 3)};
  // Landmarks make the last two Link packs.
  for (std::size_t k = 1; k < packs.size(); ++k) {
    for (Level& level : packs[k].levels) {
      level.board = Board(defaultCatalog(), 2, 1);
      level.board.place(0, *defaultCatalog().findTile("road-end"), 1);
      level.board.setLandmark(0, 1);
    }
  }
  PlayerProgress p;
  EXPECT_TRUE(packUnlocked(packs, 1, p)) << "a new kind of puzzle starts open";
  EXPECT_FALSE(packUnlocked(packs, 2, p));
  recordWin(p, packs[1].levels[0], 99, 999, 0);
  recordWin(p, packs[1].levels[1], 99, 999, 0);
  EXPECT_TRUE(packUnlocked(packs, 2, p));
}

TEST(ProgressFile, WritingThenReadingGivesTheSameProgress) {
  PlayerProgress p;
  p.lastLevel = "meadow-03";
  p.levels["meadow-01"] = LevelProgress{8, 21, 3};
  p.levels["meadow-02"] = LevelProgress{15, 90, 1};
  const auto back = parseProgress(writeProgress(p), "progress.yaml");
  ASSERT_TRUE(ok(back)) << std::get<LoadError>(back).text();
  EXPECT_EQ(std::get<PlayerProgress>(back), p);
}

Level generated(int width, int height, Topology topology = Topology::square()) {
  Level level;
  level.board = Board(test::testCatalog(), width, height, topology);
  level.seed = 7;
  return level;
}

TEST(ProgressFile, EverySolvedGameCountsInThePlayTimeAndGeneratedOnesByBoardSize) {
  PlayerProgress p;
  EXPECT_TRUE(recordPlay(p, levelWithPar("a", 10, 60), 12, 40));
  EXPECT_EQ(40, p.playSeconds);
  EXPECT_TRUE(p.generated.empty()) << "a level with an id is kept by its id, not its size";
  EXPECT_TRUE(recordPlay(p, generated(8, 8), 30, 100));
  EXPECT_TRUE(recordPlay(p, generated(8, 8), 25, 120));
  EXPECT_TRUE(recordPlay(p, generated(8, 8), 40, 90));
  EXPECT_TRUE(recordPlay(p, generated(6, 5, Topology::hex()), 9, 15));
  EXPECT_EQ(40 + 100 + 120 + 90 + 15, p.playSeconds);
  ASSERT_EQ(2u, p.generated.size());
  EXPECT_EQ((SizeProgress{3, 25, 90}), p.generated["8x8"]) << "the fewest moves and the quickest time, of any win";
  EXPECT_EQ((SizeProgress{1, 9, 15}), p.generated["6x5 hex"]);
  // A loose level that was not generated (an imported one) has no size record.
  Level loose = generated(4, 4);
  loose.seed.reset();
  EXPECT_TRUE(recordPlay(p, loose, 3, 5));
  EXPECT_EQ(2u, p.generated.size());
  EXPECT_FALSE(recordPlay(p, loose, 3, 0)) << "nothing changed";
}

TEST(ProgressFile, ThePlayTimeAndSizeRecordsAreWrittenAndReadBack) {
  PlayerProgress p;
  p.levels["meadow-01"] = LevelProgress{8, 21, 3};
  p.playSeconds = 123456;
  p.generated["15x15"] = SizeProgress{4, 200, 310};
  p.generated["7x8 hex"] = SizeProgress{1, 40, 55};
  const std::string text = writeProgress(p);
  EXPECT_NE(std::string::npos, text.find("play_seconds: 123456")) << text;
  const auto back = parseProgress(text, "progress.yaml");
  ASSERT_TRUE(ok(back)) << std::get<LoadError>(back).text();
  EXPECT_EQ(std::get<PlayerProgress>(back), p);
  // Without either, the file is written as before they existed.
  PlayerProgress old;
  old.levels["meadow-01"] = LevelProgress{8, 21, 3};
  const std::string plain = writeProgress(old);
  EXPECT_EQ(std::string::npos, plain.find("play_seconds")) << plain;
  EXPECT_EQ(std::string::npos, plain.find("generated")) << plain;
}

TEST(ProgressFile, AFileFromBeforeThePlayTimeLoadsWithNone) {
  const auto back = parseProgress("format: 1\nlast_level: \"a\"\nlevels:\n  \"a\": {moves: 3, stars: 1}\n", "p.yaml");
  ASSERT_TRUE(ok(back)) << std::get<LoadError>(back).text();
  EXPECT_EQ(0, std::get<PlayerProgress>(back).playSeconds);
  EXPECT_TRUE(std::get<PlayerProgress>(back).generated.empty());
  // Out-of-range figures are brought into range, as the level figures are.
  const auto odd = parseProgress("format: 1\nplay_seconds: -5\ngenerated: {\"3x3\": {solved: -1}}\n", "p.yaml");
  ASSERT_TRUE(ok(odd)) << std::get<LoadError>(odd).text();
  EXPECT_EQ(0, std::get<PlayerProgress>(odd).playSeconds);
  EXPECT_EQ(0, std::get<PlayerProgress>(odd).generated.at("3x3").solved);
}

TEST(ProgressFile, BrokenTextIsAnErrorNotACrash) {
  for (const char* text : {"", "[1, 2]", "format: 9\n", "format: 1\nlevels: [a]\n",
                           "format: 1\nlevels: {a: {moves: x}}\n", "{{{{", "format: 1\nplay_seconds: soon\n",
                           "format: 1\ngenerated: [8x8]\n", "format: 1\ngenerated: {8x8: {fastest: 3}}\n"}) {
    EXPECT_FALSE(ok(parseProgress(text, "progress.yaml"))) << text;
  }
}

}  // namespace
}  // namespace progress_file_test
}  // namespace tileflow
