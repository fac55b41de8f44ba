// DailyMaker: a day's three puzzles made on worker threads (BackgroundTask), so that neither the
// title nor the daily screen waits for them. The owner polls once a frame; each puzzle is kept once
// made, until puzzles of another day are asked for.
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <string>

#include "engine/core/BackgroundTask.hpp"
#include "game/daily/DailyPuzzle.hpp"

namespace tileflow {

class DailyMaker {
 public:
  // Starts making `date`'s puzzles, unless they are that day's already (made or on their way).
  // Without a catalog the Tiles puzzle is not made and problem(Tiles) says why.
  void start(const Catalog* catalog, CalendarDate date);
  // The day being made or made; nothing before the first start.
  std::optional<CalendarDate> date() const { return date_; }
  // Takes in what the workers have finished; cheap, never blocks.
  void poll();
  // Blocks until every worker has ended: tests and command-line tools, never a frame loop.
  void wait();

  bool ready(DailyGame game) const;
  bool making(DailyGame game) const { return task(game) != nullptr; }
  // Why a puzzle could not be made (empty when it was or is on its way).
  const std::string& problem(DailyGame game) const { return problems_[static_cast<std::size_t>(game)]; }

  // The puzzles once ready (null before).
  const Level* tiles() const { return tiles_ ? &*tiles_ : nullptr; }
  const DailyFlood* flood() const { return flood_ ? &*flood_ : nullptr; }
  const LinesLevel* lines() const { return lines_ ? &*lines_ : nullptr; }
  // "12×12" for a ready puzzle, else "".
  std::string size(DailyGame game) const;

 private:
  const void* task(DailyGame game) const;

  std::optional<CalendarDate> date_;
  std::unique_ptr<BackgroundTask<Level>> tilesTask_;
  std::unique_ptr<BackgroundTask<DailyFlood>> floodTask_;
  std::unique_ptr<BackgroundTask<LinesLevel>> linesTask_;
  std::optional<Level> tiles_;
  std::optional<DailyFlood> flood_;
  std::optional<LinesLevel> lines_;
  std::array<std::string, DailyGameCount> problems_;
};

}  // namespace tileflow
