// SavedLinesGame: the Lines game left part-way (lines-game.yaml beside the settings; see
// SavedLeftGame).
#pragma once

#include <string>
#include <string_view>

#include "game/io/LinesGameFile.hpp"
#include "game/store/SavedLeftGame.hpp"

namespace tileflow {

struct LinesGameFormat {
  using Value = SavedLinesGameFile;
  static constexpr const char* what = trLater("The unfinished Lines game");
  static constexpr const char* instead = trLater("it cannot resume, and {1}");
  static Loaded<SavedLinesGameFile> parse(std::string_view text, const std::string& fileName) {
    return parseLinesGame(text, fileName);
  }
  static std::string write(const SavedLinesGameFile& file) { return writeLinesGame(file); }
};

using SavedLinesGame = SavedLeftGame<LinesGameFormat>;

}  // namespace tileflow
