// tileflow: starts the game, or runs a headless subcommand when given one.
#include <iostream>
#include <string>
#include <vector>

#include "game/cli_sdl/DrawingCommands.hpp"
#include "game/screens/GameMain.hpp"

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  if (tileflow::cli::isCommand(args))
    return tileflow::cli::run(args, std::cout, std::cerr, tileflow::cli::allCommands());
  return tileflow::runGame();
}
