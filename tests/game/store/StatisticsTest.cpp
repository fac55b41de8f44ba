// Statistics: levels and stars counted against the built-in packs, the play time, the generated
// levels' bests ordered by board size, Flood games won and lost by kind, and the rows the screen
// shows (with a line in place of each empty part).
#include "game/store/Statistics.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include "engine/core/Translate.hpp"

namespace tileflow {
namespace statistics_test {
namespace {

Pack packOf(const std::string& id, int count) {
  Pack pack;
  pack.id = id;
  for (int i = 0; i < count; ++i) {
    Level level;
    level.id = id + "-" + std::to_string(i);
    pack.levels.push_back(level);
  }
  return pack;
}

bool hasRow(const std::vector<StatisticsRow>& rows, const std::string& label, const std::string& value) {
  return std::find(rows.begin(), rows.end(), StatisticsRow{label, value, false}) != rows.end();
}

TEST(Statistics, LevelsAndStarsAreCountedAgainstThePacks) {
  const std::vector<Pack> packs = {packOf("meadow", 4), packOf("city", 3)};
  PlayerProgress p;
  p.levels["meadow-0"] = LevelProgress{5, 20, 3};
  p.levels["meadow-2"] = LevelProgress{9, 50, 1};
  p.levels["city-1"] = LevelProgress{7, 30, 2};
  p.levels["my-own"] = LevelProgress{3, 10, 3};  // My levels: solved, but no pack offers its stars
  const Statistics s = gatherStatistics(p, packs, {});
  EXPECT_EQ(4, s.levelsSolved);
  EXPECT_EQ(7, s.packLevels);
  EXPECT_EQ(3, s.packLevelsSolved);
  EXPECT_EQ(6, s.stars);
  EXPECT_EQ(21, s.possibleStars) << "three stars for each pack level";
  const auto rows = statisticsRows(s);
  EXPECT_TRUE(hasRow(rows, "Levels solved", "4"));
  EXPECT_TRUE(hasRow(rows, "Pack levels", "3 of 7"));
  EXPECT_TRUE(hasRow(rows, "Stars", "6 of 21"));
}

TEST(Statistics, WithoutPacksThereIsNoStarsRow) {
  const auto rows = statisticsRows(gatherStatistics({}, {}, {}));
  EXPECT_TRUE(hasRow(rows, "Levels solved", "0"));
  for (const StatisticsRow& row : rows) EXPECT_NE("Stars", row.label);
}

TEST(Statistics, PlayTimeReadsInSecondsMinutesOrHours) {
  EXPECT_EQ("0 s", durationText(0));
  EXPECT_EQ("59 s", durationText(59));
  EXPECT_EQ("1 min", durationText(60));
  EXPECT_EQ("59 min", durationText(3599));
  EXPECT_EQ("1 h 00 min", durationText(3600));
  EXPECT_EQ("27 h 46 min", durationText(100000));
  EXPECT_EQ("0 s", durationText(-5));
  PlayerProgress p;
  p.playSeconds = 3 * 3600 + 5 * 60 + 9;
  EXPECT_TRUE(hasRow(statisticsRows(gatherStatistics(p, {}, {})), "Time solving", "3 h 05 min"));
}

TEST(Statistics, GeneratedBestsAreOrderedByBoardSizeSquareBeforeHex) {
  PlayerProgress p;
  p.generated["15x15"] = SizeProgress{2, 200, 300};
  p.generated["8x8 hex"] = SizeProgress{1, 50, 70};
  p.generated["8x8"] = SizeProgress{3, 40, 65};
  p.generated["10x4"] = SizeProgress{1, 20, 25};
  p.generated["huge"] = SizeProgress{1, 1, 1};  // not a size (an edited file): last
  p.generated["3x3"] = SizeProgress{0, 0, 0};   // nothing solved: not shown
  const Statistics s = gatherStatistics(p, {}, {});
  std::vector<std::string> sizes;
  for (const SizeBest& g : s.generated) sizes.push_back(g.size);
  EXPECT_EQ((std::vector<std::string>{"10x4", "8x8", "8x8 hex", "15x15", "huge"}), sizes)
      << "40 cells before 64, and 225 after";
  EXPECT_EQ((SizeBest{"8x8", 3, 40, 65}), s.generated[1]);
  const auto rows = statisticsRows(s);
  EXPECT_TRUE(hasRow(rows, "8x8 (3 solved)", "1:05 \xc2\xb7 40 moves"));
  EXPECT_TRUE(hasRow(rows, "15x15 (2 solved)", "5:00 \xc2\xb7 200 moves"));
}

TEST(Statistics, FloodGamesAreTalliedByKindWithDrawsAmongTheLosses) {
  FloodRecords f;
  f.games["solo 12x12 c6"] = FloodRecord{5, 3, 20, 60};
  f.games["solo 14x14 c6 hex"] = FloodRecord{2, 2, 25, 80};
  f.games["computer hard 15x15 c6"] = FloodRecord{4, 1, 120, 0};
  f.games["computer easy 10x10 c4"] = FloodRecord{3, 3, 60, 0};
  f.games["two players 10x10 c4"] = FloodRecord{6, 2, 55, 0};
  f.games["network 10x10 c4"] = FloodRecord{9, 9, 0, 0};  // a kind this version does not know
  f.games["solo 5x5 c3"] = FloodRecord{1, 7, 0, 0};       // more wins than games (an edited file)
  const Statistics s = gatherStatistics({}, {}, f);
  EXPECT_EQ((FloodTally{8, 6}), s.solo);
  EXPECT_EQ((FloodTally{7, 4}), s.computer);
  EXPECT_EQ(3, s.computer.lost());
  EXPECT_EQ((FloodTally{6, 2}), s.twoPlayers);
  const auto rows = statisticsRows(s);
  EXPECT_TRUE(hasRow(rows, "Against the computer", "4 won \xc2\xb7 3 lost"));
  EXPECT_TRUE(hasRow(rows, "Two players (player 1)", "2 won \xc2\xb7 4 lost"));
  EXPECT_TRUE(hasRow(rows, "Solo", "6 won \xc2\xb7 2 lost"));
}

TEST(Statistics, EmptyRecordsSayNoneYetUnderEachHeading) {
  const auto rows = statisticsRows(gatherStatistics({}, {packOf("meadow", 2)}, {}));
  std::vector<std::string> headings;
  for (const StatisticsRow& row : rows) {
    if (row.heading) headings.push_back(row.label);
  }
  EXPECT_EQ((std::vector<std::string>{"Tiles", "Generated: best by size", "Flood",
                                      "Records: best \xc2\xb7 mean of 3 \xc2\xb7 averages of 5, 12"}),
            headings);
  EXPECT_TRUE(hasRow(rows, "None solved yet", ""));
  EXPECT_TRUE(hasRow(rows, "No solves yet", ""));
  EXPECT_TRUE(hasRow(rows, "No games yet", ""));
  EXPECT_TRUE(hasRow(rows, "Stars", "0 of 6"));
  EXPECT_TRUE(hasRow(rows, "Time solving", "0 s"));
}

// A size's record row: best time and moves, then the mean of 3 and the averages of 5 and 12, a
// dash for each there are too few solves for.
TEST(Statistics, ARecordRowGivesTheBestThenTheMeanAndAverages) {
  Statistics s;
  for (const int t : {50, 70, 60, 40, 90}) s.times.add(recordKey("flood", 14, 14, 6), t, 20 + t / 10);
  s.times.add(recordKey("lines", 8, 8, 0, true), 75, 9);
  const auto rows = statisticsRows(s);
  // mean of 3: (60 + 40 + 90) / 3; average of 5: 50, 60, 70 without 40 and 90.
  EXPECT_TRUE(hasRow(rows,
                     "Flood 14\xc3\x97"
                     "14, 6 colours (5 solved)",
                     "0:40 (24 moves) \xc2\xb7 1:03.3 \xc2\xb7 1:00.0 \xc2\xb7 \xe2\x80\x94"));
  EXPECT_TRUE(hasRow(rows,
                     "Lines 8\xc3\x97"
                     "8 hex (1 solved)",
                     "1:15 (9 moves) \xc2\xb7 \xe2\x80\x94 \xc2\xb7 \xe2\x80\x94 \xc2\xb7 \xe2\x80\x94"));
  EXPECT_EQ(averageText(48.34), "48.3");
  EXPECT_EQ(averageText(80.46), "1:20.5");
}

// A record row is whole patterns, so a language puts its own words around the figures.
TEST(Statistics, ARecordRowIsTranslatedWhole) {
  Statistics s;
  s.times.add(recordKey("lines", 8, 8, 0, true), 75, 1);
  ASSERT_TRUE(useLanguages(findLocaleDir(), "de"));
  const auto rows = statisticsRows(s);
  ASSERT_TRUE(useLanguages(findLocaleDir(), "en"));
  ASSERT_FALSE(rows.empty());
  const StatisticsRow& last = rows.back();
  EXPECT_NE(last.label.find("(1 gel\xc3\xb6st)"), std::string::npos) << last.label;
  EXPECT_EQ(last.value.rfind("1:15 (1 Zug) \xc2\xb7 ", 0), 0u) << last.value;
}

}  // namespace
}  // namespace statistics_test
}  // namespace tileflow
