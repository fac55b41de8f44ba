// ProgressStore: progress.yaml, saved atomically, corrupt files moved aside.
#include "game/screens/ProgressStore.hpp"

#include "engine/platform/AtomicFile.hpp"
#include "game/screens/StoredFile.hpp"

namespace tileflow {

PlayerProgress ProgressStore::load() {
  return loadStoredFile<PlayerProgress>(
      file_, [](const std::string& text) { return parseProgress(text); }, notice_, "Progress", "starting afresh, ");
}

bool ProgressStore::save(const PlayerProgress& progress) {
  if (file_.empty()) return true;
  const std::string error = writeFileAtomically(file_, writeProgress(progress));
  if (error.empty()) {
    notice_.clear();
    return true;
  }
  notice_ = "Progress not saved: " + error;
  return false;
}

}  // namespace tileflow
