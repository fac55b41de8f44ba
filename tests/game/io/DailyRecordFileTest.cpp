// Specifications of the daily record's file: what it writes reads back the same, the committed
// example loads as written, and a broken file is refused at the line and column at fault.
#include "game/io/DailyRecordFile.hpp"

#include <gtest/gtest.h>

#include "tests/game/io/LevelTesting.hpp"

namespace tileflow {
namespace daily_record_file_test {
namespace {

TEST(DailyRecordFile, ReadsBackWhatItWrites) {
  DailyRecord r;
  r.see(CalendarDate{2026, 11, 27});
  r.solved(CalendarDate{2026, 11, 27}, DailyGame::Lines, 61, true, CalendarDate{2026, 11, 27});
  r.see(CalendarDate{2026, 11, 29});
  r.solved(CalendarDate{2026, 11, 28}, DailyGame::Flood, 30, false, CalendarDate{2026, 11, 29});
  const std::string text = writeDailyRecord(r);
  const auto back = parseDailyRecord(text, "daily.yaml");
  ASSERT_TRUE(ok(back)) << std::get<LoadError>(back).text();
  EXPECT_EQ(std::get<DailyRecord>(back).solves(), r.solves());
  EXPECT_EQ(std::get<DailyRecord>(back).lastSeen(), r.lastSeen());
  EXPECT_EQ(writeDailyRecord(std::get<DailyRecord>(back)), text);
  EXPECT_TRUE(ok(parseDailyRecord(writeDailyRecord(DailyRecord{}), "empty.yaml")));
}

TEST(DailyRecordFile, TheCommittedExampleLoadsAsWritten) {
  const auto loaded = parseDailyRecord(test::readFile(test::sourceDir() / "tests/data/saves/daily.yaml"), "daily.yaml");
  ASSERT_TRUE(ok(loaded)) << std::get<LoadError>(loaded).text();
  const DailyRecord& r = std::get<DailyRecord>(loaded);
  EXPECT_EQ(r.lastSeen(), (CalendarDate{2026, 11, 29}));
  ASSERT_EQ(r.solves().size(), 4u);
  EXPECT_EQ(r.streak(DailyGame::Tiles, CalendarDate{2026, 11, 29}), 3);
  EXPECT_EQ(r.streak(DailyGame::Flood, CalendarDate{2026, 11, 29}), 0);  // not made on its day
  EXPECT_TRUE(r.solveOf(CalendarDate{2026, 11, 28}, DailyGame::Tiles)->hinted);
  EXPECT_EQ(r.solveOf(CalendarDate{2026, 11, 29}, DailyGame::Tiles)->seconds, 3723);
}

TEST(DailyRecordFile, ABrokenFileIsRefusedWhereItIsWrong) {
  const auto error = [](const std::string& text) {
    const auto loaded = parseDailyRecord(text, "daily.yaml");
    return ok(loaded) ? std::string("loaded") : std::get<LoadError>(loaded).text();
  };
  EXPECT_EQ(error("format: 2\n"), "daily.yaml:1:9: unknown daily record format");
  EXPECT_EQ(error("format: 1\nlast_seen: 2026-02-30\n"),
            "daily.yaml:2:12: last_seen '2026-02-30' is not a date written YYYY-MM-DD");
  EXPECT_EQ(error("format: 1\nsolves:\n  - {date: 2026-11-27, game: chess, seconds: 1}\n"),
            "daily.yaml:3:30: unknown game 'chess' (tiles, flood or lines)");
  EXPECT_NE(error("format: 1\nsolves:\n  - {date: 2026-11-27, game: tiles, seconds: -1}\n").find("daily.yaml:3:"),
            std::string::npos);
  EXPECT_NE(error("format: 1\nsolves:\n  - {date: 2026-11-27, game: tiles}\n").find("seconds"), std::string::npos);
  EXPECT_NE(error("format: 1\nsolves: 3\n").find("daily.yaml:2:"), std::string::npos);
}

}  // namespace
}  // namespace daily_record_file_test
}  // namespace tileflow
