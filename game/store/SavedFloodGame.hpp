// SavedFloodGame: the Flood game left part-way (flood-game.yaml beside the settings; see
// SavedLeftGame).
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <utility>

#include "game/io/FloodGameFile.hpp"
#include "game/store/SavedLeftGame.hpp"
#include "game/store/StoredFile.hpp"

namespace tileflow {

struct FloodGameFormat {
  using Value = SavedFloodGameFile;
  static constexpr const char* what = trLater("The unfinished Flood game");
  static constexpr const char* instead = trLater("it cannot resume, and {1}");
  static Loaded<SavedFloodGameFile> parse(std::string_view text, const std::string& fileName) {
    return parseFloodGame(text, fileName);
  }
  static std::string write(const SavedFloodGameFile& file) { return writeFloodGame(file); }
};

using SavedFloodGame = SavedLeftGame<FloodGameFormat>;

}  // namespace tileflow
