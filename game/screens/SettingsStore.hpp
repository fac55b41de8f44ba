// SettingsStore: settings.yaml under the per-user folder. Saves atomically after every change
// (handheld launchers kill games with SIGKILL); a file that cannot be read is moved aside as
// settings.yaml.corrupt-<time>, defaults are used, and notice() tells the player.
#pragma once

#include <filesystem>
#include <string>

#include "game/io/SettingsFile.hpp"

namespace tileflow {

class SettingsStore {
 public:
  // An empty path keeps everything in memory (nothing is written).
  explicit SettingsStore(std::filesystem::path file) : file_(std::move(file)) {}

  Settings load();
  // Writes the settings; on failure returns false and notice() holds the reason.
  bool save(const Settings& settings);

  const std::filesystem::path& file() const { return file_; }
  // A message for the player about the last load or save, or empty.
  const std::string& notice() const { return notice_; }
  void clearNotice() { notice_.clear(); }

 private:
  std::filesystem::path file_;
  std::string notice_;
};

}  // namespace tileflow
