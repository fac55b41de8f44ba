// ProgressStore: progress.yaml, saved atomically, corrupt files moved aside.
#include "game/screens/ProgressStore.hpp"

#include <ctime>
#include <fstream>
#include <sstream>
#include <system_error>

#include "engine/platform/AtomicFile.hpp"

namespace tileflow {

PlayerProgress ProgressStore::load() {
  notice_.clear();
  if (file_.empty()) return {};
  std::error_code ec;
  if (!std::filesystem::exists(file_, ec)) return {};
  std::ifstream in(file_, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  auto parsed = parseProgress(text.str());
  if (auto* p = std::get_if<PlayerProgress>(&parsed)) return *p;
  const std::filesystem::path aside = moveAside(file_);
  notice_ = "Progress could not be read (" + std::get<std::string>(parsed) + "); starting afresh, the old file is " +
            (aside.empty() ? std::string("left in place") : "saved as " + aside.filename().string()) + ".";
  return {};
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
