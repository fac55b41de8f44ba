// SettingsStore: settings.yaml, saved atomically, corrupt files moved aside.
#include "game/screens/SettingsStore.hpp"

#include <ctime>
#include <fstream>
#include <sstream>
#include <system_error>

#include "engine/platform/AtomicFile.hpp"

namespace tileflow {

Settings SettingsStore::load() {
  notice_.clear();
  if (file_.empty()) return {};
  std::error_code ec;
  if (!std::filesystem::exists(file_, ec)) return {};
  std::ifstream in(file_, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  auto parsed = parseSettings(text.str());
  if (auto* s = std::get_if<Settings>(&parsed)) return *s;
  // Keep the damaged file for whoever wants to look at it, out of the way of the next save.
  const std::filesystem::path aside = moveAside(file_);
  notice_ = "Settings could not be read (" + std::get<std::string>(parsed) +
            "); defaults are in use and the old file is " +
            (aside.empty() ? std::string("left in place") : "saved as " + aside.filename().string()) + ".";
  return {};
}

bool SettingsStore::save(const Settings& settings) {
  if (file_.empty()) return true;
  const std::string error = writeFileAtomically(file_, writeSettings(settings));
  if (error.empty()) return true;
  notice_ = "Settings not saved: " + error;
  return false;
}

}  // namespace tileflow
