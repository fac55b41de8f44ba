// PlayCommand: `tileflow play [options]`, the game with what scripts ask of it (a level to open,
// a generator size, the event log).
#include <ostream>

#include "game/cli_sdl/DrawingCommands.hpp"
#include "game/screens/GameMain.hpp"

namespace tileflow::cli {

int playCommand(const std::vector<std::string>& args, std::ostream&, std::ostream& err) {
  GameOptions options;
  if (!parseGameOptions(args, options, err)) return 2;
  return runGame(options);
}

}  // namespace tileflow::cli
