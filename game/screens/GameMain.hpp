// GameMain: the windowed game's entry point.
#pragma once

#include <filesystem>
#include <optional>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

namespace tileflow {

// What `tileflow play` may ask of the game, for scripts (docs/cli.md); plain `tileflow` uses none.
struct GameOptions {
  std::filesystem::path startLevel;                 // opened over the title screen
  std::optional<std::pair<int, int>> generateSize;  // the generator's board, 2..1000 a side
  bool logEvents = false;                           // EventLog lines on stdout
};

// Reads `play` options (args after "play"); false, with the reason on `err`, for bad ones.
bool parseGameOptions(const std::vector<std::string>& args, GameOptions& options, std::ostream& err);

int runGame(const GameOptions& options = {});

}  // namespace tileflow
