// Cli: the subcommands of the `tileflow` binary that draw nothing (see docs/cli.md). They link
// without SDL; the ones that draw are added by game/cli_sdl/DrawingCommands.
#pragma once

#include <charconv>
#include <iosfwd>
#include <string>
#include <system_error>
#include <vector>

namespace tileflow::cli {

using CommandFunction = int (*)(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

struct Command {
  const char* name;
  CommandFunction run;
  const char* usage;
};

// catalog, check, solve, generate, import-net, make-packs, share, import, flood, net-match.
const std::vector<Command>& headlessCommands();

// Runs the subcommand args[0] among `commands`. Returns the process exit code: 0 success,
// 1 failure, 2 invalid input or usage.
int run(const std::vector<std::string>& args, std::ostream& out, std::ostream& err,
        const std::vector<Command>& commands = headlessCommands());
// True when `args` names a subcommand (so main should not start the game).
bool isCommand(const std::vector<std::string>& args);

// Writes a command's text result to `outPath` ("-" for standard output). A regular file is
// replaced atomically, so a failed write never leaves half a file; a device, pipe or symbolic
// link is written through. Returns the exit code: 0, or 1 with the reason on `err`.
int writeResult(const std::string& command, const std::string& text, const std::string& outPath, std::ostream& out,
                std::ostream& err);

// Reads "ID [--out PATH]" (either order; PATH "-" by default). An ID may be "-" itself (a Net ID
// can be), never another option. False when anything else is there or the ID is missing.
bool parseIdAndOut(const std::vector<std::string>& args, std::string& id, std::string& outPath);

// Reads the whole of `text` as a number of type T (no sign for unsigned T, no spaces, nothing after
// it). False, with `value` unspecified, when it is anything else or out of T's range.
template <typename T>
bool parseNumber(const std::string& text, T& value) {
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  return ec == std::errc{} && end == text.data() + text.size();
}

// One function per subcommand; args exclude the subcommand name. Each lives in its own file.
int catalogCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int checkCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int solveCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int generateCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int importNetCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int makePacksCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int shareCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int importCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
// `flood import|solve ...`: the Flood game's subcommands, dispatched by FloodCommand.cpp.
int floodCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
// `flood match`, through floodCommand: computer players of Flood against each other (see docs/flood.md).
int floodMatchCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
// `net-match host|join`: one network match played headless by script (see docs/network.md, "Sessions").
// `lines solve FILE [--max N] [--print]`: counts the full covers of numberlink puzzles (docs/lines.md).
int linesCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int dailyCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int netMatchCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace tileflow::cli
