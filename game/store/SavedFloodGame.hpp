// SavedFloodGame: the Flood game left part-way (flood-game.yaml beside the settings), kept in
// memory and saved atomically whenever it changes, like the unfinished Tiles levels. A damaged
// file is moved aside with a notice, and no game resumes.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <utility>

#include "game/io/FloodGameFile.hpp"
#include "game/store/StoredFile.hpp"

namespace tileflow {

struct FloodGameFormat {
  using Value = SavedFloodGameFile;
  static constexpr const char* what = "The unfinished Flood game";
  static constexpr const char* instead = "it cannot resume, and ";
  static Loaded<SavedFloodGameFile> parse(std::string_view text, const std::string& fileName) {
    return parseFloodGame(text, fileName);
  }
  static std::string write(const SavedFloodGameFile& file) { return writeFloodGame(file); }
};

class SavedFloodGame {
 public:
  // Reads the file at once; an empty path keeps the game in memory only.
  explicit SavedFloodGame(std::filesystem::path file) : store_(std::move(file)), value_(store_.load()) {}

  const std::optional<FloodGameLeft>& game() const { return value_.game; }
  // Keeps `game` as the one to resume (replacing any other) and saves.
  void keep(FloodGameLeft game) {
    value_.game = std::move(game);
    store_.save(value_);
  }
  // Forgets the game left (resumed, finished or counted) and saves.
  void drop() {
    if (!value_.game) return;
    value_.game.reset();
    store_.save(value_);
  }
  const std::string& notice() const { return store_.notice(); }

 private:
  StoredFile<FloodGameFormat> store_;
  SavedFloodGameFile value_;
};

}  // namespace tileflow
