// tileflow-headless: the subcommands that draw nothing, in a binary that links without SDL
// (built also when the game is not: TSan and cross builds, servers).
//
// Built a second time as `tileflow`, the command players and level makers type, with
// TILEFLOW_GAME_EXE set: it runs those same subcommands itself and hands everything else (the game,
// the drawing subcommands, --help) to the game binary beside it, by exec, so the process stays one.
// Loading SDL and the seventy libraries Debian's SDL builds pull in costs 12 ms before main; a
// level maker's `tileflow check` no longer pays it.
#include <iostream>
#include <string>
#include <vector>

#include "game/cli/Cli.hpp"

#ifdef TILEFLOW_GAME_EXE
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#endif

namespace {

#ifdef TILEFLOW_GAME_EXE
bool isHeadless(const std::vector<std::string>& args) {
  if (args.empty()) return false;
  for (const auto& c : tileflow::cli::headlessCommands())
    if (args[0] == c.name) return true;
  return false;
}

// Replaces this process with the game binary beside this one; returns only on failure.
int execGame(char** argv) {
  std::error_code ec;
  const auto self = std::filesystem::read_symlink("/proc/self/exe", ec);
  const auto game = (ec ? std::filesystem::path(argv[0]) : self).parent_path() / TILEFLOW_GAME_EXE;
  ::execv(game.c_str(), argv);
  std::cerr << "tileflow: cannot start the game (" << game.string() << "): " << std::strerror(errno) << "\n";
  return 127;
}
#endif

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
#ifdef TILEFLOW_GAME_EXE
  if (!isHeadless(args)) return execGame(argv);
#endif
  return tileflow::cli::run(args, std::cout, std::cerr);
}
