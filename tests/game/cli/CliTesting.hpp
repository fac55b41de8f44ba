// CliTesting: runs a `tileflow` subcommand in-process and gives each test file a scratch folder.
#pragma once

#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "game/cli/Cli.hpp"

namespace tileflow::cli::testing {

struct Outcome {
  int code = 0;
  std::string out;
  std::string err;
};

inline Outcome runCommand(const std::vector<std::string>& args,
                          const std::vector<Command>& commands = headlessCommands()) {
  std::ostringstream o;
  std::ostringstream e;
  Outcome r;
  r.code = run(args, o, e, commands);
  r.out = o.str();
  r.err = e.str();
  return r;
}

// `name` inside <build>/<folder>, the folder created on demand.
inline std::filesystem::path scratchPath(const std::string& folder, const std::string& name) {
  const std::filesystem::path dir = std::filesystem::path(TILEFLOW_BINARY_DIR) / folder;
  std::filesystem::create_directories(dir);
  return dir / name;
}

}  // namespace tileflow::cli::testing
