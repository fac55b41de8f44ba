// DailyContext: what the daily puzzles' screens need: the three games' contexts (a daily puzzle
// plays on its game's own play screen), the player's daily record, the clock and today's puzzles,
// made in the background.
#pragma once

#include <filesystem>
#include <functional>
#include <memory>

#include "game/daily/DailyMaker.hpp"
#include "game/screens/flood/FloodContext.hpp"
#include "game/screens/lines/LinesContext.hpp"
#include "game/screens/tiles/TilesContext.hpp"
#include "game/store/SavedDailyRecord.hpp"

namespace tileflow {

// The day the computer's clock shows where the player is.
CalendarDate localToday();

struct DailyContext {
  DailyContext(TilesContext& t, FloodContext& f, LinesContext& l) : app(t.app), tiles(t), flood(f), lines(l) {}

  AppContext& app;
  TilesContext& tiles;
  FloodContext& flood;
  LinesContext& lines;
  // In memory unless the program gives it a file (daily.yaml beside the settings).
  std::shared_ptr<SavedDailyRecord> record = std::make_shared<SavedDailyRecord>(std::filesystem::path());
  // The clock; tests, screenshots and the soak give a fixed day.
  std::function<CalendarDate()> today = localToday;
  DailyMaker maker;

  // The clock's day, noted in the record (which keeps the latest day it has seen), with today's
  // puzzles set making if they are not yet.
  CalendarDate refresh();
};

}  // namespace tileflow
