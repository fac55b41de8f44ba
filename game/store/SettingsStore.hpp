// SettingsStore: settings.yaml under the per-user folder, a StoredFile of the settings format. A
// file that cannot be read is moved aside as settings.yaml.corrupt-<time> and defaults are used.
#pragma once

#include "game/io/SettingsFile.hpp"
#include "game/store/StoredFile.hpp"

namespace tileflow {

struct SettingsFormat {
  using Value = Settings;
  static constexpr const char* what = trLater("Settings");
  static constexpr const char* instead = trLater("defaults are in use and {1}");
  static Loaded<Settings> parse(std::string_view text, const std::string& fileName) {
    return parseSettings(text, fileName);
  }
  static std::string write(const Settings& settings) { return writeSettings(settings); }
};

using SettingsStore = StoredFile<SettingsFormat>;

}  // namespace tileflow
