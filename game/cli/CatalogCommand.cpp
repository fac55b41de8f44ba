// catalogCommand: prints the size of the game's catalog, the numbers DESIGN.md promises.
#include <ostream>

#include "game/cli/Cli.hpp"
#include "game/io/CatalogFile.hpp"

namespace tileflow::cli {

int catalogCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  if (!args.empty()) {
    err << "usage: tileflow catalog\n";
    return 2;
  }
  const Catalog& catalog = defaultCatalog();
  out << "tile types: " << catalog.tileTypes().size() << "\n";
  out << "flow kinds: " << catalog.flows().size() << "\n";
  out << "heights: " << catalog.heightCount() << "\n";
  out << "environments: " << catalog.environments().size() << "\n";
  return 0;
}

}  // namespace tileflow::cli
