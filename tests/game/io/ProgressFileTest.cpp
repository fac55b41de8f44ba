// Progress through the packs: stars from a win, the best of each figure kept, packs opening
// when two thirds of the one before are solved, and the progress file read back as written.
#include <gtest/gtest.h>

#include "game/io/CatalogFile.hpp"
#include "game/io/ProgressFile.hpp"

namespace tileflow {
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

TEST(ProgressFile, BrokenTextIsAnErrorNotACrash) {
  for (const char* text :
       {"", "[1, 2]", "format: 9\n", "format: 1\nlevels: [a]\n", "format: 1\nlevels: {a: {moves: x}}\n", "{{{{"}) {
    EXPECT_FALSE(ok(parseProgress(text, "progress.yaml"))) << text;
  }
}

}  // namespace
}  // namespace tileflow
