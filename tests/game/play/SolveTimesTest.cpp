// SolveTimes: the mean of 3 and the trimmed averages of 5 and 12 as speed solvers count them; a
// size's best time, moves and averages, with only what a solve beat told as new; the latest twelve
// times kept; the keys as a player reads them.
#include "game/play/SolveTimes.hpp"

#include <gtest/gtest.h>

namespace tileflow {
namespace solve_times_test {
namespace {

TEST(SolveTimes, MeanOfThreeAndTheTrimmedAveragesTakeTheLatestTimes) {
  const std::vector<int> times{100, 10, 20, 30, 40, 50};
  EXPECT_DOUBLE_EQ(*meanOfLast(times, 3), 40.0);
  // The last five: 10 20 30 40 50, without 10 and 50.
  EXPECT_DOUBLE_EQ(*averageOfLast(times, 5), 30.0);
  // All six, without 10 and 100: (20 + 30 + 40 + 50) / 4.
  EXPECT_DOUBLE_EQ(*averageOfLast(times, 6), 35.0);
  EXPECT_FALSE(meanOfLast(times, 7));
  EXPECT_FALSE(averageOfLast(times, 12));
  EXPECT_FALSE(averageOfLast(times, 2)) << "nothing is left once the best and the worst are out";
  // A tie for the best or the worst leaves only one of them out.
  EXPECT_DOUBLE_EQ(*averageOfLast({5, 5, 5, 9, 9}, 5), (5 + 5 + 9) / 3.0);
}

TEST(SolveTimes, OnlyWhatASolveBeatIsToldAndTheFirstBeatsNothing) {
  SolveTimes t;
  const std::string key = recordKey("tiles", 6, 6);
  EXPECT_FALSE(t.add(key, 60, 30).any()) << "a first solve has nothing to beat";
  const SizeRecord* r = t.find(key);
  ASSERT_NE(r, nullptr);
  EXPECT_EQ(r->solves, 1);
  EXPECT_EQ(r->bestSeconds, 60);
  EXPECT_EQ(r->bestMoves, 30);
  EXPECT_EQ(t.add(key, 50, 35), (NewBests{true, false, false, false}));
  EXPECT_EQ(t.add(key, 55, 25), (NewBests{false, true, false, false}));
  EXPECT_EQ(t.add(key, 70, 40), NewBests{});
  // The fifth solve makes the first average of 5 (nothing beaten); a sixth that lowers it is new.
  EXPECT_EQ(t.add(key, 65, 40), NewBests{});
  EXPECT_EQ(t.find(key)->bestAverage5, 6000);  // 55, 60, 65 (50 and 70 left out)
  EXPECT_EQ(t.add(key, 52, 40), (NewBests{false, false, true, false}));
  EXPECT_EQ(t.find(key)->bestAverage5, 5733);  // 52, 55, 65 -> 57.33
  EXPECT_EQ(newBestText(NewBests{true, false, true, false}), "New best: time, average of 5");
  EXPECT_EQ(newBestText(NewBests{}), "");
  EXPECT_EQ(t.find(recordKey("tiles", 7, 7)), nullptr) << "sizes are apart";
}

TEST(SolveTimes, TheLatestTwelveTimesAreKeptAndTheAverageOfTwelveFollowsThem) {
  SolveTimes t;
  const std::string key = recordKey("lines", 10, 10);
  for (int i = 1; i <= 20; ++i) t.add(key, i * 10, 5);
  const SizeRecord& r = *t.find(key);
  EXPECT_EQ(r.solves, 20);
  ASSERT_EQ(r.recent.size(), KeptTimes);
  EXPECT_EQ(r.recent.front(), 90);
  EXPECT_EQ(r.recent.back(), 200);
  EXPECT_EQ(r.bestAverage12, 6500) << "the first twelve: 20..110, mean 65";
}

TEST(SolveTimes, KeysReadAsAPlayerSaysThem) {
  EXPECT_EQ(recordKey("flood", 14, 14, 6), "flood 14x14 c6");
  EXPECT_EQ(recordKey("tiles", 8, 6, 0, true), "tiles 8x6 hex");
  EXPECT_EQ(recordKeyShown("flood 14x14 c6"),
            "Flood 14\xc3\x97"
            "14, 6 colours");
  EXPECT_EQ(recordKeyShown("tiles 8x6 hex"),
            "Tiles 8\xc3\x97"
            "6 hex");
  EXPECT_EQ(recordKeyShown("odd"), "odd");
  EXPECT_EQ(recordKeyShown("odd key"), "odd key");
}

}  // namespace
}  // namespace solve_times_test
}  // namespace tileflow
