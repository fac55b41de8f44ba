// Specifications of the saved daily record: a solve and a later day survive a restart, a damaged
// file is moved aside with a notice and the record starts afresh.
#include "game/store/SavedDailyRecord.hpp"

#include <gtest/gtest.h>

#include <fstream>

namespace tileflow {
namespace saved_daily_record_test {
namespace {

std::filesystem::path freshFolder(const std::string& name) {
  const auto dir = std::filesystem::path(testing::TempDir()) / name;
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  return dir;
}

TEST(SavedDailyRecord, SolvesAndTheLatestDaySurviveARestart) {
  const auto file = freshFolder("saved-daily-record") / "daily.yaml";
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
  const auto dir = freshFolder("saved-daily-record-damaged");
  const auto file = dir / "daily.yaml";
  std::ofstream(file) << "format: 1\nsolves: [{date: 2026-13-01, game: tiles, seconds: 1}]\n";
  SavedDailyRecord saved(file);
  EXPECT_TRUE(saved.get().solves().empty());
  EXPECT_NE(saved.notice().find("Daily puzzle record could not be read"), std::string::npos) << saved.notice();
  int kept = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir))
    kept += entry.path().filename().string().rfind("daily.yaml.corrupt-", 0) == 0 ? 1 : 0;
  EXPECT_EQ(kept, 1);
}

}  // namespace
}  // namespace saved_daily_record_test
}  // namespace tileflow
