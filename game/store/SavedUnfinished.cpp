// SavedUnfinished: unfinished levels in memory, saved through their store after every change.
#include "game/store/SavedUnfinished.hpp"

namespace tileflow {

SavedUnfinished::SavedUnfinished(std::filesystem::path file) : store_(std::move(file)), all_(store_.load()) {}

void SavedUnfinished::keep(UnfinishedPlay play) {
  if (!all_.plays.empty() && all_.plays.front() == play) return;
  rememberUnfinished(all_, std::move(play));
  saved_ = store_.save(all_);
}

void SavedUnfinished::drop(std::string_view key) {
  if (forgetUnfinished(all_, key)) saved_ = store_.save(all_);
}

}  // namespace tileflow
