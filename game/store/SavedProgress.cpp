// SavedProgress: progress in memory, saved through its store after every change.
#include "game/store/SavedProgress.hpp"

namespace tileflow {

SavedProgress::SavedProgress(std::filesystem::path file) : store_(std::move(file)), progress_(store_.load()) {}

void SavedProgress::recordWin(const Level& level, int moves, int seconds, int hints) {
  bool changed = recordPlay(progress_, level, moves, seconds);
  if (!level.id.empty()) changed = tileflow::recordWin(progress_, level, moves, seconds, hints) || changed;
  if (changed) save();
}

void SavedProgress::recordLinesWin(const std::string& levelId, int moves, int seconds, int stars) {
  bool changed = recordPlayTime(progress_, seconds);
  if (!levelId.empty())
    changed = tileflow::recordWin(progress_, linesProgressId(levelId), moves, seconds, stars) || changed;
  if (changed) save();
}

void SavedProgress::opened(const std::string& levelId) {
  if (progress_.lastLevel == levelId) return;
  progress_.lastLevel = levelId;
  save();
}

void SavedProgress::replace(PlayerProgress progress) {
  progress_ = std::move(progress);
  save();
}

void SavedProgress::save() { saved_ = store_.save(progress_); }

}  // namespace tileflow
