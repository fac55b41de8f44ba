// Cli: dispatch to the subcommands.
#include "game/cli/Cli.hpp"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <ostream>
#include <system_error>

#include "engine/core/AtomicFile.hpp"

namespace tileflow::cli {

namespace {

// Returns an empty string on success, otherwise why the write failed.
std::string writeInPlace(const std::string& path, const std::string& text) {
  std::ofstream file(path, std::ios::binary | std::ios::trunc);
  if (!file) return std::strerror(errno);
  file << text;
  file.close();
  return file ? std::string() : std::string("write failed");
}

void usage(std::ostream& err, const std::vector<Command>& commands) {
  err << "usage: tileflow [COMMAND ARGS...]\n  with no command, starts the game\n";
  for (const auto& c : commands) err << "  tileflow " << c.usage << "\n";
}

}  // namespace

const std::vector<Command>& headlessCommands() {
  static const std::vector<Command> commands = {
      {"catalog", catalogCommand, "catalog [--compile [--out PATH]]"},
      {"check", checkCommand, "check FILE..."},
      {"solve", solveCommand, "solve FILE [--max N]"},
      {"generate", generateCommand,
       "generate --size WxH [--env ID] [--seed S] [--count K] [--rules net] [--wrap] [--blank] [--timeout-ms T] [--out "
       "PATH|-]"},
      {"import-net", importNetCommand, "import-net ID [--out PATH]"},
      {"make-packs", makePacksCommand, "make-packs RECIPE --out DIR [--check]"},
      {"share", shareCommand, "share FILE"},
      {"import", importCommand, "import CODE|FILE|NET-ID|HEXAPIPES.json [--out PATH]"},
      {"flood", floodCommand,
       "flood import ID [--out PATH] | flood solve ID|FILE [--nodes N] | flood match --a LEVEL --b LEVEL ..."},
      {"lines", linesCommand, "lines solve|import|share FILE|CODE [--max N] [--print] [--out PATH]"},
      {"daily", dailyCommand, "daily [--date YYYY-MM-DD] [--game tiles|flood|lines] [--out PATH|-]"},
      {"net-match", netMatchCommand,
       "net-match host [--flood SIZE,COLOURS | --race WxH] [--port P] ... | net-match join --address A [--port P] ..."},
  };
  return commands;
}

bool parseIdAndOut(const std::vector<std::string>& args, std::string& id, std::string& outPath) {
  outPath = "-";
  bool haveId = false;
  for (std::size_t i = 0; i < args.size(); ++i) {
    if (args[i] == "--out" && i + 1 < args.size()) {
      outPath = args[++i];
    } else if (!haveId && (args[i].empty() || args[i][0] != '-' || args[i].size() == 1)) {
      id = args[i];
      haveId = true;
    } else {
      return false;
    }
  }
  return haveId;
}

bool isCommand(const std::vector<std::string>& args) { return !args.empty(); }

int run(const std::vector<std::string>& args, std::ostream& out, std::ostream& err,
        const std::vector<Command>& commands) {
  if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
    usage(args.empty() ? err : out, commands);
    return args.empty() ? 2 : 0;
  }
  for (const auto& c : commands) {
    if (args[0] == c.name) {
      try {
        return c.run(std::vector<std::string>(args.begin() + 1, args.end()), out, err);
      } catch (const std::exception& e) {
        err << "tileflow " << c.name << ": " << e.what() << "\n";
        return 1;
      }
    }
  }
  err << "tileflow: unknown command '" << args[0] << "'\n";
  usage(err, commands);
  return 2;
}

int writeResult(const std::string& command, const std::string& text, const std::string& outPath, std::ostream& out,
                std::ostream& err) {
  if (outPath == "-") {
    out << text;
    return 0;
  }
  // A regular file, or a new one, is replaced atomically; anything else the user named (a device
  // such as /dev/null, a pipe, a symbolic link) is written in place, never replaced by a file.
  std::error_code ec;
  const std::filesystem::file_type kind = std::filesystem::symlink_status(outPath, ec).type();
  const bool replace = kind == std::filesystem::file_type::regular || kind == std::filesystem::file_type::not_found;
  if (const std::string error = replace ? writeFileAtomically(outPath, text) : writeInPlace(outPath, text);
      !error.empty()) {
    err << "tileflow " << command << ": cannot write " << outPath << ": " << error << "\n";
    return 1;
  }
  return 0;
}

}  // namespace tileflow::cli
