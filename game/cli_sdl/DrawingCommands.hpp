// DrawingCommands: the subcommands that draw (screenshot, card, play, memory-check, soak) and so need SDL; with the
// headless ones (game/cli), every subcommand of the `tileflow` binary.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

#include "game/cli/Cli.hpp"

namespace tileflow::cli {

int screenshotCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int cardCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int playCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int layoutCheckCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int memoryCheckCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int soakCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

// The headless commands and the drawing ones, in the order the usage lists them.
const std::vector<Command>& allCommands();

}  // namespace tileflow::cli
