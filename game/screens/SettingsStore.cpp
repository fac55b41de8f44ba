// SettingsStore: settings.yaml, saved atomically, corrupt files moved aside.
#include "game/screens/SettingsStore.hpp"

#include "engine/platform/AtomicFile.hpp"
#include "game/screens/StoredFile.hpp"

namespace tileflow {

Settings SettingsStore::load() {
  return loadStoredFile<Settings>(
      file_, [](const std::string& text) { return parseSettings(text); }, notice_, "Settings",
      "defaults are in use and ");
}

bool SettingsStore::save(const Settings& settings) {
  if (file_.empty()) return true;
  const std::string error = writeFileAtomically(file_, writeSettings(settings));
  if (error.empty()) return true;
  notice_ = "Settings not saved: " + error;
  return false;
}

}  // namespace tileflow
