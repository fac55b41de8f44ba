// tileflow-headless: the subcommands that draw nothing, in a binary that links without SDL
// (built also when the game is not: TSan and cross builds, servers).
#include <iostream>
#include <string>
#include <vector>

#include "game/cli/Cli.hpp"

int main(int argc, char** argv) {
  return tileflow::cli::run(std::vector<std::string>(argv + 1, argv + argc), std::cout, std::cerr);
}
