// ProgressStore: progress.yaml under the per-user folder, beside the settings, a StoredFile of the
// progress format. A file that cannot be read is moved aside as progress.yaml.corrupt-<time>
// and play starts afresh.
#pragma once

#include "game/io/ProgressFile.hpp"
#include "game/store/StoredFile.hpp"

namespace tileflow {

struct ProgressFormat {
  using Value = PlayerProgress;
  static constexpr const char* what = trLater("Progress");
  static constexpr const char* instead = trLater("starting afresh, {1}");
  static Loaded<PlayerProgress> parse(std::string_view text, const std::string& fileName) {
    return parseProgress(text, fileName);
  }
  static std::string write(const PlayerProgress& progress) { return writeProgress(progress); }
};

using ProgressStore = StoredFile<ProgressFormat>;

}  // namespace tileflow
