// Specifications of the saved daily record: a solve and a later day survive a restart, a damaged
// file is moved aside with a notice and the record starts afresh.
#include "game/store/SavedDailyRecord.hpp"

#include <gtest/gtest.h>

#include "tests/support/ScratchFolder.hpp"

namespace tileflow {
namespace saved_daily_record_test {
namespace {

TEST(SavedDailyRecord, SolvesAndTheLatestDaySurviveARestart) {
  const test::ScratchFolder dir("saved-daily-record");
  const auto file = dir / "daily.yaml";
  const CalendarDate today{2026, 11, 29};
  {
    SavedDailyRecord saved(file);
    EXPECT_TRUE(saved.get().solves().empty());
    saved.see(today);
    saved.solved(today, DailyGame::Tiles, 151, false, today);
  }
  SavedDailyRecord again(file);
  EXPECT_EQ(again.get().lastSeen(), today);
  ASSERT_TRUE(again.get().solveOf(today, DailyGame::Tiles));
  EXPECT_EQ(again.get().solveOf(today, DailyGame::Tiles)->seconds, 151);
  EXPECT_EQ(again.get().streak(DailyGame::Tiles, today), 1);
  EXPECT_TRUE(again.notice().empty());
}

TEST(SavedDailyRecord, ADamagedFileIsMovedAsideAndTheRecordStartsAfresh) {
  const test::ScratchFolder dir("saved-daily-record-damaged");
  dir.write("daily.yaml", "format: 1\nsolves: [{date: 2026-13-01, game: tiles, seconds: 1}]\n");
  SavedDailyRecord saved(dir / "daily.yaml");
  EXPECT_TRUE(saved.get().solves().empty());
  EXPECT_NE(saved.notice().find("Daily puzzle record could not be read"), std::string::npos) << saved.notice();
  EXPECT_EQ(dir.countStartingWith("daily.yaml.corrupt-"), 1);
}

}  // namespace
}  // namespace saved_daily_record_test
}  // namespace tileflow
