// DailyMaker: three BackgroundTasks, one per game, and what they made.
#include "game/daily/DailyMaker.hpp"

namespace tileflow {

namespace {

std::string sizeText(int width, int height) { return std::to_string(width) + "\xc3\x97" + std::to_string(height); }

// Takes a finished task's result into `into`, or its failure into `problem`; drops the task once
// it has ended either way.
template <typename T>
void takeIn(std::unique_ptr<BackgroundTask<T>>& task, std::optional<T>& into, std::string& problem) {
  if (!task || task->running()) return;
  if (auto made = task->takeResult()) {
    into = std::move(made);
  } else if (task->state() == TaskState::Failed) {
    problem = task->error();
  }
  task.reset();
}

}  // namespace

void DailyMaker::start(const Catalog* catalog, CalendarDate date) {
  if (date_ == date) return;
  tilesTask_.reset();
  floodTask_.reset();
  linesTask_.reset();
  tiles_.reset();
  flood_.reset();
  lines_.reset();
  problems_ = {};
  date_ = date;
  if (catalog != nullptr) {
    tilesTask_ = std::make_unique<BackgroundTask<Level>>([catalog, date](std::stop_token stop, Progress& progress) {
      return dailyTiles(*catalog, date, stop, &progress);
    });
  } else {
    problems_[static_cast<std::size_t>(DailyGame::Tiles)] = "The tile catalog could not be loaded";
  }
  floodTask_ = std::make_unique<BackgroundTask<DailyFlood>>(
      [date](std::stop_token stop, Progress&) { return dailyFlood(date, stop); });
  linesTask_ = std::make_unique<BackgroundTask<LinesLevel>>(
      [date](std::stop_token stop, Progress& progress) { return dailyLines(date, stop, &progress); });
}

void DailyMaker::poll() {
  takeIn(tilesTask_, tiles_, problems_[static_cast<std::size_t>(DailyGame::Tiles)]);
  takeIn(floodTask_, flood_, problems_[static_cast<std::size_t>(DailyGame::Flood)]);
  takeIn(linesTask_, lines_, problems_[static_cast<std::size_t>(DailyGame::Lines)]);
}

void DailyMaker::wait() {
  if (tilesTask_) tilesTask_->wait();
  if (floodTask_) floodTask_->wait();
  if (linesTask_) linesTask_->wait();
  poll();
}

const void* DailyMaker::task(DailyGame game) const {
  switch (game) {
    case DailyGame::Tiles:
      return tilesTask_.get();
    case DailyGame::Flood:
      return floodTask_.get();
    case DailyGame::Lines:
      return linesTask_.get();
  }
  return nullptr;
}

bool DailyMaker::ready(DailyGame game) const {
  switch (game) {
    case DailyGame::Tiles:
      return tiles_.has_value();
    case DailyGame::Flood:
      return flood_.has_value();
    case DailyGame::Lines:
      return lines_.has_value();
  }
  return false;
}

std::string DailyMaker::size(DailyGame game) const {
  switch (game) {
    case DailyGame::Tiles:
      return tiles_ ? sizeText(tiles_->board.width(), tiles_->board.height()) : std::string();
    case DailyGame::Flood:
      return flood_ ? sizeText(flood_->board.width(), flood_->board.height()) : std::string();
    case DailyGame::Lines:
      return lines_ ? sizeText(lines_->board.width(), lines_->board.height()) : std::string();
  }
  return {};
}

}  // namespace tileflow
