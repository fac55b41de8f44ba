// GameMain: the windowed game's entry point.
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

namespace tileflow {

class App;
class ScreenStack;
class Window;
struct AppContext;

// What `tileflow play` may ask of the game, for scripts (docs/cli.md); plain `tileflow` uses none.
struct GameOptions {
  std::filesystem::path startLevel;                 // opened over the title screen
  std::string startFlood;                           // a Flood board file or sgt-flood game ID to play
  std::optional<std::pair<int, int>> generateSize;  // the generator's board, 2..1000 a side
  bool logEvents = false;                           // EventLog lines on stdout
  std::string date;  // "YYYY-MM-DD": the day the daily puzzles are of, instead of the clock's

  // For drivers such as the memory check: the window's size (0 keeps the default); a look at
  // the loop and the game before the loop starts (to set the loop's hooks); and, once the
  // screens are all gone, whether to start again at the title screen.
  int width = 0;
  int height = 0;
  std::function<void(App&, Window&, ScreenStack&, AppContext&)> prepare;
  std::function<bool()> startOver;
  // Read before the loop what the game otherwise reads at the first ask and keeps (the built-in
  // Tiles and Lines packs), so a driver that measures memory counts them from the start.
  bool readPacksFirst = false;
  // Network play kept on 127.0.0.1 (drivers and tests): matches hosted on a free port and announced
  // only to `loopbackDiscoveryPort` of 127.0.0.1, where the lobby listens (0: no announcing and
  // no host list).
  bool loopbackNetwork = false;
  std::uint16_t loopbackDiscoveryPort = 0;
};

// Reads `play` options (args after "play"); false, with the reason on `err`, for bad ones.
bool parseGameOptions(const std::vector<std::string>& args, GameOptions& options, std::ostream& err);

int runGame(const GameOptions& options = {});

}  // namespace tileflow
