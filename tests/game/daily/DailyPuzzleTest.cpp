// Specifications of the daily puzzles: the calendar, the seeds, the week's recipes, and puzzles
// that are the same wherever they are made, unique, and pinned so that a change to a generator
// cannot silently give an old day another puzzle.
#include "game/daily/DailyPuzzle.hpp"

#include <gtest/gtest.h>

#include <set>

#include "engine/core/Bytes.hpp"

#include "game/io/CatalogFile.hpp"
#include "game/io/FloodFile.hpp"
#include "game/io/LevelFile.hpp"
#include "game/io/LinesFile.hpp"
#include "game/lines/LinesSolver.hpp"
#include "game/solve/Solver.hpp"

namespace tileflow {
namespace daily_puzzle_test {
namespace {

CalendarDate date(const char* text) {
  const auto d = parseDate(text);
  if (!d) throw std::invalid_argument(text);
  return *d;
}

// A fingerprint of a puzzle's file without its difficulty lines: a rating printed to one decimal
// could round the other way where the last bit of a logarithm differs, the puzzle could not.
std::uint64_t fnv(const std::string& text) {
  std::string kept;  // the lines, without their line ends
  std::size_t at = 0;
  while (at < text.size()) {
    const std::size_t end = std::min(text.find('\n', at), text.size());
    const std::string_view line(text.data() + at, end - at);
    if (line.find("difficulty:") == std::string_view::npos) kept += line;
    at = end + 1;
  }
  return fnv1a(kept);
}

std::string tilesText(CalendarDate d) { return writeLevel(*dailyTiles(defaultCatalog(), d)); }
std::string floodText(CalendarDate d) {
  const DailyFlood f = *dailyFlood(d);
  return writeFloodFile(FloodPuzzle{f.board, f.moveLimit});
}
std::string linesText(CalendarDate d) {
  LinesPack pack;
  pack.levels.push_back(*dailyLines(d));
  return writeLinesFile(pack);
}

TEST(DailyPuzzle, DatesAreReadOnlyWhenTheyExist) {
  EXPECT_EQ(parseDate("2026-11-27"), (CalendarDate{2026, 11, 27}));
  EXPECT_EQ(parseDate("2024-02-29"), (CalendarDate{2024, 2, 29}));
  EXPECT_EQ(parseDate("2000-02-29"), (CalendarDate{2000, 2, 29}));
  for (const char* bad : {"2026-02-29", "2100-02-29", "2026-04-31", "2026-13-01", "2026-00-10", "2026-01-00",
                          "1999-12-31", "2026-1-01", "2026/01/01", "20261127", "2026-11-27 ", "2026-11-2x", ""})
    EXPECT_FALSE(parseDate(bad)) << bad;
  EXPECT_EQ(dateText(CalendarDate{2026, 3, 5}), "2026-03-05");
}

TEST(DailyPuzzle, DayNumbersAndWeekdaysFollowTheCalendar) {
  EXPECT_EQ(dayNumber(CalendarDate{1970, 1, 1}), 0);
  EXPECT_EQ(dayNumber(CalendarDate{2000, 3, 1}), 11017);
  EXPECT_EQ(weekday(CalendarDate{2026, 11, 27}), 4);  // a Friday
  EXPECT_EQ(weekday(CalendarDate{2026, 11, 29}), 6);  // a Sunday
  EXPECT_EQ(weekday(CalendarDate{2000, 1, 3}), 0);    // a Monday
  // Every day of two centuries: the number goes back to the same date, and the next day is the
  // next number, month and year ends and leap days included.
  CalendarDate previous{1999, 12, 31};
  for (std::int64_t n = dayNumber(CalendarDate{2000, 1, 1}); n <= dayNumber(CalendarDate{2199, 12, 31}); ++n) {
    const CalendarDate d = dateOfDay(n);
    ASSERT_EQ(dayNumber(d), n);
    ASSERT_EQ(parseDate(dateText(d)), d) << dateText(d);
    ASSERT_LT(previous, d);
    previous = d;
  }
}

TEST(DailyPuzzle, EveryDayAndGameHasItsOwnSeed) {
  std::set<std::uint64_t> seeds;
  const std::int64_t first = dayNumber(CalendarDate{2026, 1, 1});
  for (std::int64_t n = first; n < first + 366; ++n)
    for (int g = 0; g < DailyGameCount; ++g) seeds.insert(dailySeed(dateOfDay(n), static_cast<DailyGame>(g)));
  EXPECT_EQ(seeds.size(), 366u * DailyGameCount);
  EXPECT_EQ(dailyGameNamed("flood"), DailyGame::Flood);
  EXPECT_FALSE(dailyGameNamed("chess"));
}

TEST(DailyPuzzle, TheWeekClimbsFromMondaysSmallBoardsToSundaysBig) {
  const CalendarDate monday{2026, 11, 23};
  const CalendarDate sunday{2026, 11, 29};
  EXPECT_EQ(dailyTilesOptions(monday).width, 6);
  EXPECT_EQ(dailyTilesOptions(sunday).width, 12);
  EXPECT_LT(dailyFloodSetup(monday).size, dailyFloodSetup(sunday).size);
  EXPECT_GE(dailyFloodSetup(monday).spareMoves, dailyFloodSetup(sunday).spareMoves);
  EXPECT_LT(dailyLinesOptions(monday).width, dailyLinesOptions(sunday).width);
  // Ten days in a row have ten lands, each one the catalog knows.
  std::set<std::string> lands;
  for (int i = 0; i < 10; ++i) {
    const std::string land = dailyTilesOptions(dateOfDay(dayNumber(monday) + i)).environment;
    EXPECT_NE(defaultCatalog().findEnvironment(land), nullptr) << land;
    lands.insert(land);
  }
  EXPECT_EQ(lands.size(), 10u);
}

TEST(DailyPuzzle, ADaysPuzzlesAreTheSameEachTimeAndOtherDaysDiffer) {
  const CalendarDate d{2026, 11, 27};
  const CalendarDate next{2026, 11, 28};
  EXPECT_EQ(tilesText(d), tilesText(d));
  EXPECT_EQ(floodText(d), floodText(d));
  EXPECT_EQ(linesText(d), linesText(d));
  EXPECT_NE(tilesText(d), tilesText(next));
  EXPECT_NE(floodText(d), floodText(next));
  EXPECT_NE(linesText(d), linesText(next));
}

// The puzzles of two days, as files, pinned: the same on every platform the tests run on (the
// aarch64 build runs them under qemu) and in every later version. When a deliberate change to a
// generator or a recipe moves them, raise DailyVersion and pin the new ones.
TEST(DailyPuzzle, ThePuzzlesOfPinnedDaysNeverChange) {
  EXPECT_EQ(fnv(tilesText(date("2026-11-27"))), 11153731293354694714ull) << "tiles 2026-11-27";
  EXPECT_EQ(fnv(floodText(date("2026-11-27"))), 7805461901053439124ull) << "flood 2026-11-27";
  EXPECT_EQ(fnv(linesText(date("2026-11-27"))), 7691787759225150169ull) << "lines 2026-11-27";
  EXPECT_EQ(fnv(tilesText(date("2027-02-14"))), 1971808533462189080ull) << "tiles 2027-02-14";
  EXPECT_EQ(fnv(floodText(date("2027-02-14"))), 12471126261914445042ull) << "flood 2027-02-14";
  EXPECT_EQ(fnv(linesText(date("2027-02-14"))), 7474978535234335180ull) << "lines 2027-02-14";
}

// Four weeks of puzzles: each Tiles and Lines puzzle has exactly one solution, and each Flood
// limit is reachable (the solver's own sequence), proven the best on boards up to 14x14.
TEST(DailyPuzzle, FourWeeksOfPuzzlesAreUniqueAndWithinReach) {
  const std::int64_t first = dayNumber(CalendarDate{2026, 12, 7});
  for (std::int64_t n = first; n < first + 28; ++n) {
    const CalendarDate d = dateOfDay(n);
    const Level tiles = *dailyTiles(defaultCatalog(), d);
    EXPECT_EQ(tiles.id, "daily-" + dateText(d));
    SolveOptions options;
    options.maxSolutions = 2;
    EXPECT_EQ(solve(tiles.board, tiles.rules, options).solutions, 1) << dateText(d);
    const DailyFlood flood = *dailyFlood(d);
    EXPECT_GT(flood.moveLimit, flood.best);
    if (flood.board.width() <= 14) {
      EXPECT_TRUE(flood.proven) << dateText(d);
    }
    const LinesLevel lines = *dailyLines(d);
    EXPECT_EQ(solveLines(lines.board).solutions, 1) << dateText(d);
  }
}

}  // namespace
}  // namespace daily_puzzle_test
}  // namespace tileflow
