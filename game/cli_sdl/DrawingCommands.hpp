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

// The languages a --lang option names: a shipped language's code ("de"), or "all" for every one,
// English first; empty, with `err` told why, when it names none.
std::vector<std::string> languagesNamed(const std::string& option, std::ostream& err, const char* command);
// Draws in `code`'s language from now on; false, with `err` told why, when its catalogue is not
// where the game looks (engine/core/Translate findLocaleDir).
bool speakLanguage(const std::string& code, std::ostream& err, const char* command);

// The headless commands and the drawing ones, in the order the usage lists them.
const std::vector<Command>& allCommands();

}  // namespace tileflow::cli
