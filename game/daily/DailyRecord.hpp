// DailyRecord: the daily puzzles a player solved, their streaks and the result line to share. A
// solve counts for a streak only when it was made on its own day by a clock that had not gone back
// (a later day already seen): turning the clock back to solve a missed day gives no free streak.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "game/daily/DailyPuzzle.hpp"

namespace tileflow {

struct DailySolve {
  CalendarDate date;  // the puzzle's day
  DailyGame game = DailyGame::Tiles;
  int seconds = 0;
  bool hinted = false;
  bool counts = true;  // made on its own day, the clock never having shown a later one
  bool operator==(const DailySolve&) const = default;
};

class DailyRecord {
 public:
  // The latest day the game has seen the clock show.
  std::optional<CalendarDate> lastSeen() const { return lastSeen_; }
  // The clock shows `today`: remembered when it is later than any day seen before.
  void see(CalendarDate today);
  // A solve of `date`'s puzzle of `game`, made when the clock showed `today` (after see(today)).
  // A second solve of the same puzzle keeps the first. Returns the solve as recorded.
  DailySolve solved(CalendarDate date, DailyGame game, int seconds, bool hinted, CalendarDate today);
  std::optional<DailySolve> solveOf(CalendarDate date, DailyGame game) const;
  const std::vector<DailySolve>& solves() const { return solves_; }

  // Days in a row, ending `today` (or yesterday, while today's is not solved yet), whose puzzle of
  // `game` was solved on its day.
  int streak(DailyGame game, CalendarDate today) const;
  // The longest such run ever.
  int bestStreak(DailyGame game) const;

  // Restores a record as saved (solves in any order; see DailyRecordFile).
  static DailyRecord restored(std::optional<CalendarDate> lastSeen, std::vector<DailySolve> solves);

 private:
  std::optional<CalendarDate> lastSeen_;
  std::vector<DailySolve> solves_;  // by date, then game
};

// "Tileflow daily 2026-11-27 · Tiles 12×12 · 2:31 · no hint": what a player shares. `size` is the
// board's ("12×12"); times of an hour or more read "1:02:03".
std::string dailyResultLine(const DailySolve& solve, const std::string& size);

}  // namespace tileflow
