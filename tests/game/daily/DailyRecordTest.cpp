// Specifications of the daily record: streaks of days solved on their day, no free streak from a
// clock turned back, and the result line a player shares.
#include "game/daily/DailyRecord.hpp"

#include <gtest/gtest.h>

namespace tileflow {
namespace daily_record_test {
namespace {

CalendarDate day(int d) { return CalendarDate{2026, 11, d}; }

// Solves `game` on each of `days`, each on its own day.
void solveOnTheDay(DailyRecord& r, DailyGame game, std::initializer_list<int> days) {
  for (int d : days) {
    r.see(day(d));
    r.solved(day(d), game, 100, false, day(d));
  }
}

TEST(DailyRecord, AStreakCountsDaysInARowEndingTodayOrYesterday) {
  DailyRecord r;
  solveOnTheDay(r, DailyGame::Tiles, {1, 3, 4, 5});
  EXPECT_EQ(r.streak(DailyGame::Tiles, day(5)), 3);
  EXPECT_EQ(r.streak(DailyGame::Tiles, day(6)), 3);  // today's not solved yet: the run still stands
  EXPECT_EQ(r.streak(DailyGame::Tiles, day(7)), 0);  // a day missed
  EXPECT_EQ(r.streak(DailyGame::Flood, day(5)), 0);  // each game has its own
  EXPECT_EQ(r.bestStreak(DailyGame::Tiles), 3);
  solveOnTheDay(r, DailyGame::Flood, {5});
  EXPECT_EQ(r.streak(DailyGame::Flood, day(5)), 1);
}

TEST(DailyRecord, AMissedDaySolvedLaterOrWithTheClockTurnedBackGivesNoStreak) {
  DailyRecord r;
  solveOnTheDay(r, DailyGame::Lines, {10, 11});
  // Day 12 missed; on day 13 the player solves day 12's puzzle too: recorded, but not on its day.
  r.see(day(13));
  const DailySolve late = r.solved(day(12), DailyGame::Lines, 90, false, day(13));
  EXPECT_FALSE(late.counts);
  r.solved(day(13), DailyGame::Lines, 80, false, day(13));
  EXPECT_EQ(r.streak(DailyGame::Lines, day(13)), 1);
  // The clock turned back to day 12 (a later day was already seen): still no streak from it.
  DailyRecord s;
  solveOnTheDay(s, DailyGame::Lines, {10, 11});
  s.see(day(13));
  s.see(day(12));
  EXPECT_EQ(s.lastSeen(), day(13));
  EXPECT_FALSE(s.solved(day(12), DailyGame::Lines, 60, false, day(12)).counts);
  EXPECT_EQ(s.streak(DailyGame::Lines, day(13)), 0);
  EXPECT_EQ(s.bestStreak(DailyGame::Lines), 2);
}

TEST(DailyRecord, APuzzleIsRecordedOnceAndARestoredRecordIsTheSame) {
  DailyRecord r;
  solveOnTheDay(r, DailyGame::Flood, {18, 19});
  r.see(day(20));
  const DailySolve first = r.solved(day(20), DailyGame::Flood, 75, true, day(20));
  const DailySolve again = r.solved(day(20), DailyGame::Flood, 30, false, day(20));
  EXPECT_EQ(again, first);
  EXPECT_EQ(r.solves().size(), 3u);
  const DailyRecord back = DailyRecord::restored(r.lastSeen(), {r.solves().rbegin(), r.solves().rend()});
  EXPECT_EQ(back.solves(), r.solves());
  EXPECT_EQ(back.streak(DailyGame::Flood, day(20)), 3);
  EXPECT_EQ(DailyRecord::restored(std::nullopt, {first, first}).solves().size(), 1u);
}

TEST(DailyRecord, TheResultLineSaysTheDayGameSizeTimeAndHints) {
  EXPECT_EQ(dailyResultLine(DailySolve{CalendarDate{2026, 11, 27}, DailyGame::Tiles, 151, false}, "12\u00d712"),
            "Tileflow daily 2026-11-27 \u00b7 Tiles 12\u00d712 \u00b7 2:31 \u00b7 no hint");
  EXPECT_EQ(dailyResultLine(DailySolve{CalendarDate{2026, 1, 2}, DailyGame::Flood, 3723, true}, "16\u00d716"),
            "Tileflow daily 2026-01-02 \u00b7 Flood 16\u00d716 \u00b7 1:02:03 \u00b7 hint used");
}

}  // namespace
}  // namespace daily_record_test
}  // namespace tileflow
