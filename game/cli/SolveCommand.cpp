// solveCommand: not implemented yet.
#include <ostream>

#include "game/cli/Cli.hpp"

namespace tileflow::cli {

int solveCommand(const std::vector<std::string>&, std::ostream&, std::ostream& err) {
  err << "tileflow: this command is not available yet\n";
  return 1;
}

}  // namespace tileflow::cli
