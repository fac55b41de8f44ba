// ProgressStore: progress.yaml under the per-user folder, beside the settings. Saved atomically
// after every change (launchers kill games with SIGKILL); a file that cannot be read is moved
// aside as progress.yaml.corrupt-<time>, play starts afresh, and notice() tells the player.
#pragma once

#include <filesystem>
#include <string>

#include "game/io/ProgressFile.hpp"

namespace tileflow {

class ProgressStore {
 public:
  // An empty path keeps everything in memory (screenshots, tests).
  explicit ProgressStore(std::filesystem::path file) : file_(std::move(file)) {}

  PlayerProgress load();
  bool save(const PlayerProgress& progress);

  const std::filesystem::path& file() const { return file_; }
  const std::string& notice() const { return notice_; }

 private:
  std::filesystem::path file_;
  std::string notice_;
};

}  // namespace tileflow
