// DailyPuzzle: one Tiles, one Flood and one Lines puzzle per calendar day, the same on every copy
// of the game on every platform: each is generated from a seed worked out from the date (and the
// game, and DailyVersion) with the project's own Rng, by the generators that are deterministic per
// seed. Nothing here reads the clock: the date is always given, so tests choose theirs.
#pragma once

#include <compare>
#include <cstdint>
#include <optional>
#include <stop_token>
#include <string>
#include <string_view>

#include "engine/core/Progress.hpp"
#include "game/flood/ColourBoard.hpp"
#include "game/generate/Generator.hpp"
#include "game/lines/LinesGenerator.hpp"
#include "game/lines/LinesLevel.hpp"
#include "game/model/Catalog.hpp"
#include "game/model/Level.hpp"

namespace tileflow {

// A day of the (proleptic Gregorian) calendar.
struct CalendarDate {
  int year = 2000;
  int month = 1;  // 1..12
  int day = 1;    // 1..31
  auto operator<=>(const CalendarDate&) const = default;
};

// The years a daily puzzle may be asked for.
inline constexpr int FirstDailyYear = 2000;
inline constexpr int LastDailyYear = 9999;

// "2026-11-27": four digits, two, two, and a day that exists (2026-02-29 does not).
std::optional<CalendarDate> parseDate(std::string_view text);
std::string dateText(CalendarDate date);
// Days since 1970-01-01, and back.
std::int64_t dayNumber(CalendarDate date);
CalendarDate dateOfDay(std::int64_t days);
// 0 Monday .. 6 Sunday.
int weekday(CalendarDate date);

enum class DailyGame : std::uint8_t { Tiles = 0, Flood = 1, Lines = 2 };
inline constexpr int DailyGameCount = 3;
// "tiles", "flood", "lines"; and back.
std::string_view dailyGameName(DailyGame game);
std::optional<DailyGame> dailyGameNamed(std::string_view name);

// Part of every day's seed. A change to a generator or to the recipes below that would change the
// puzzles made from the same seeds must raise it, so that nobody mistakes the new puzzles for the
// old ones; DailyPuzzleTest pins the puzzles of a few days to catch such a change.
inline constexpr std::uint32_t DailyVersion = 2;

std::uint64_t dailySeed(CalendarDate date, DailyGame game);

// The day's recipes. The week climbs from Monday's small boards to Sunday's big ones; the Tiles
// land goes round the catalog's environments a day at a time.
GenerateOptions dailyTilesOptions(CalendarDate date);
struct DailyFloodSetup {
  int size = 12;
  int colours = 6;
  int spareMoves = 3;  // moves the limit allows beyond the best the solver found
};
DailyFloodSetup dailyFloodSetup(CalendarDate date);
LinesGenerateOptions dailyLinesOptions(CalendarDate date);

// "daily-2026-11-27" and "Daily 2026-11-27".
std::string dailyId(CalendarDate date);
std::string dailyName(CalendarDate date);

// The day's puzzles; nothing when `stop` was requested. Throws std::runtime_error if the
// generator made nothing (not seen on any day; the tests walk a year of them).
std::optional<Level> dailyTiles(const Catalog& catalog, CalendarDate date, std::stop_token stop = {},
                                Progress* progress = nullptr);
struct DailyFlood {
  ColourBoard board;
  int best = 0;         // moves of the solver's best sequence
  bool proven = false;  // and no shorter one exists
  int moveLimit = 0;    // best + the day's spare moves
};
std::optional<DailyFlood> dailyFlood(CalendarDate date, std::stop_token stop = {});
std::optional<LinesLevel> dailyLines(CalendarDate date, std::stop_token stop = {}, Progress* progress = nullptr);

}  // namespace tileflow
