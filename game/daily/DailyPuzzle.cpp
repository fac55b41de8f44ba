// DailyPuzzle: dates, seeds and the week's recipes.
#include "game/daily/DailyPuzzle.hpp"

#include <array>
#include <chrono>
#include <cstdio>
#include <stdexcept>

#include "engine/core/Rng.hpp"
#include "game/flood/FloodSolver.hpp"
#include "game/lines/LinesPacks.hpp"

namespace tileflow {

namespace {

std::chrono::year_month_day civil(CalendarDate date) {
  return std::chrono::year_month_day{std::chrono::year{date.year},
                                     std::chrono::month{static_cast<unsigned>(date.month)},
                                     std::chrono::day{static_cast<unsigned>(date.day)}};
}

// The environments the Tiles puzzle goes round, named rather than taken from the catalog, so
// that a new environment in the catalog does not move every later day's land.
constexpr std::array<std::string_view, 10> Lands{"countryside", "town",    "forest", "mountains", "coast",
                                                 "industry",    "volcano", "winter", "desert",    "railway"};

}  // namespace

std::optional<CalendarDate> parseDate(std::string_view text) {
  if (text.size() != 10 || text[4] != '-' || text[7] != '-') return std::nullopt;
  const auto number = [&](std::size_t at, std::size_t length) {
    int v = 0;
    for (std::size_t i = at; i < at + length; ++i) {
      if (text[i] < '0' || text[i] > '9') return -1;
      v = v * 10 + (text[i] - '0');
    }
    return v;
  };
  CalendarDate d{number(0, 4), number(5, 2), number(8, 2)};
  if (d.year < FirstDailyYear || d.year > LastDailyYear || d.month < 1 || d.day < 1 || !civil(d).ok())
    return std::nullopt;
  return d;
}

std::string dateText(CalendarDate date) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "%04d-%02d-%02d", date.year, date.month, date.day);
  return buf;
}

std::int64_t dayNumber(CalendarDate date) { return std::chrono::sys_days{civil(date)}.time_since_epoch().count(); }

CalendarDate dateOfDay(std::int64_t days) {
  const std::chrono::year_month_day d{std::chrono::sys_days{std::chrono::days{days}}};
  return CalendarDate{static_cast<int>(d.year()), static_cast<int>(static_cast<unsigned>(d.month())),
                      static_cast<int>(static_cast<unsigned>(d.day()))};
}

int weekday(CalendarDate date) {
  return static_cast<int>(std::chrono::weekday{std::chrono::sys_days{civil(date)}}.iso_encoding()) - 1;
}

std::string_view dailyGameName(DailyGame game) {
  switch (game) {
    case DailyGame::Tiles:
      return "tiles";
    case DailyGame::Flood:
      return "flood";
    case DailyGame::Lines:
      return "lines";
  }
  return "";
}

std::optional<DailyGame> dailyGameNamed(std::string_view name) {
  for (int g = 0; g < DailyGameCount; ++g)
    if (dailyGameName(static_cast<DailyGame>(g)) == name) return static_cast<DailyGame>(g);
  return std::nullopt;
}

std::uint64_t dailySeed(CalendarDate date, DailyGame game) {
  // "tileflow" in ASCII, the version, the day and the game, mixed by the Rng's seeding.
  constexpr std::uint64_t Tag = 0x74696c65666c6f77ull;
  Rng rng(Tag ^ (static_cast<std::uint64_t>(DailyVersion) << 48) ^ (static_cast<std::uint64_t>(dayNumber(date)) << 2) ^
          static_cast<std::uint64_t>(game));
  return rng.next();
}

GenerateOptions dailyTilesOptions(CalendarDate date) {
  GenerateOptions o;
  o.width = o.height = 6 + weekday(date);  // 6x6 on Monday .. 12x12 on Sunday
  const std::int64_t day = dayNumber(date);
  o.environment = std::string(Lands[static_cast<std::size_t>(((day % 10) + 10) % 10)]);
  o.seed = dailySeed(date, DailyGame::Tiles);
  o.unique = true;
  return o;
}

DailyFloodSetup dailyFloodSetup(CalendarDate date) {
  const int w = weekday(date);
  DailyFloodSetup s;
  s.size = 10 + w;             // 10x10 on Monday .. 16x16 on Sunday
  s.colours = w >= 5 ? 7 : 6;  // a seventh colour at the weekend
  s.spareMoves = w < 2 ? 4 : w < 5 ? 3 : 2;
  return s;
}

LinesGenerateOptions dailyLinesOptions(CalendarDate date) {
  LinesGenerateOptions o;
  o.width = o.height = 6 + weekday(date);  // 6x6 on Monday .. 12x12 on Sunday
  o.seed = dailySeed(date, DailyGame::Lines);
  return o;
}

std::string dailyId(CalendarDate date) { return "daily-" + dateText(date); }
std::string dailyName(CalendarDate date) { return "Daily " + dateText(date); }

std::optional<Level> dailyTiles(const Catalog& catalog, CalendarDate date, std::stop_token stop, Progress* progress) {
  std::optional<Level> level = generate(catalog, dailyTilesOptions(date), stop, progress);
  if (!level) {
    if (stop.stop_requested()) return std::nullopt;
    throw std::runtime_error("the generator made no Tiles puzzle for " + dateText(date));
  }
  level->id = dailyId(date);
  level->name = dailyName(date);
  return level;
}

std::optional<DailyFlood> dailyFlood(CalendarDate date, std::stop_token stop) {
  const DailyFloodSetup s = dailyFloodSetup(date);
  DailyFlood out{randomColourBoard(s.size, s.size, s.colours, Shape::Square, dailySeed(date, DailyGame::Flood))};
  const FloodSolution solution = solveFlood(out.board, floodGameLimits(out.board), stop);
  if (stop.stop_requested()) return std::nullopt;
  out.best = static_cast<int>(solution.moves.size());
  out.proven = solution.proven;
  out.moveLimit = out.best + s.spareMoves;
  return out;
}

std::optional<LinesLevel> dailyLines(CalendarDate date, std::stop_token stop, Progress* progress) {
  const LinesGenerateOptions o = dailyLinesOptions(date);
  std::optional<LinesGenerated> made = generateLines(o, stop, progress);
  if (!made) {
    if (stop.stop_requested()) return std::nullopt;
    throw std::runtime_error("the generator made no Lines puzzle for " + dateText(date));
  }
  return linesLevelOf(*made, dailyId(date), dailyName(date), o.seed);
}

}  // namespace tileflow
