// FloodGameFile: the Flood game left part-way (flood-game.yaml beside the settings), so that a
// game closed with the window resumes as it was: its setup, the seed its board came from, the
// colours played in order, the time and the hints. Only the format; the saving is the store's.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "game/flood/FloodMode.hpp"
#include "game/io/LoadError.hpp"

namespace tileflow {

struct FloodGameLeft {
  FloodSetup setup;
  std::uint64_t seed = 0;
  std::vector<int> moves;  // colours (0-based) in the order played, both players'
  int seconds = 0;
  int hints = 0;
  // A board given from outside (a file, a game ID, the day's puzzle) as its sgt-flood game ID
  // with the move limit ("W x H:cells,limit"); empty for a board made from the setup and seed.
  std::string board;
  bool operator==(const FloodGameLeft&) const = default;
};

// The file holds one game or none.
struct SavedFloodGameFile {
  std::optional<FloodGameLeft> game;
  bool operator==(const SavedFloodGameFile&) const = default;
};

// A game is at most this many moves (a 30×30 board with 8 colours ends far sooner).
inline constexpr std::size_t MaxFloodGameMoves = 5000;
// A given board's ID: a character a cell and a few more (a 100x100 board's is about 10 KB).
inline constexpr std::size_t MaxFloodBoardIdLength = 12000;

std::string writeFloodGame(const SavedFloodGameFile& file);
// The game, or where and why the text is not a Flood game file: unknown kinds, shapes or skills,
// sizes and colours outside the setup's ranges, colours outside the board's, too many moves.
Loaded<SavedFloodGameFile> parseFloodGame(std::string_view text, const std::string& fileName);

}  // namespace tileflow
