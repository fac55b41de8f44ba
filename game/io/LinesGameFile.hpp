// LinesGameFile: the Lines game left part-way (lines-game.yaml beside the settings), so that a
// board closed with the window, or killed, resumes as it was: the level (as its share code, so a
// generated board travels whole), the moves that led to the position shown, the time and the
// hints. Reading replays every move on the level, so a file that loads resumes exactly. Only the
// format; the saving is the store's.
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "game/io/LoadError.hpp"
#include "game/lines/LinesLevel.hpp"
#include "game/lines/LinesMode.hpp"

namespace tileflow {

struct LinesGameLeft {
  std::string code;                // the level, a TL1 share code
  std::vector<std::string> moves;  // in the order played (undone ones left out)
  int seconds = 0;
  int hints = 0;
  bool operator==(const LinesGameLeft&) const = default;
};

struct SavedLinesGameFile {
  std::optional<LinesGameLeft> game;
  bool operator==(const SavedLinesGameFile&) const = default;
};

inline constexpr std::size_t MaxLinesGameMoves = 20000;

// What a game in progress leaves (the level must have no problem(): a game's level never has).
LinesGameLeft linesGameLeft(const LinesLevel& level, const LinesGame& game);
// The game again, with its moves, time and hints; nothing when the code or a move does not hold
// (parseLinesGame has checked both for a loaded file).
std::unique_ptr<LinesGame> resumeLinesGame(const LinesGameLeft& left);

std::string writeLinesGame(const SavedLinesGameFile& file);
// The game, or where and why the text is not a Lines game file: an unknown format, a level code
// that does not decode, a move that is malformed or not allowed where it stands, too many moves.
Loaded<SavedLinesGameFile> parseLinesGame(std::string_view text, const std::string& fileName);

}  // namespace tileflow
