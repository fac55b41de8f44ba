// catalogCommand: prints the size of the game's catalog, the numbers DESIGN.md promises, and
// the number of hex tile types.
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
  // "tile types" counts square tiles, as it did before hex tiles came; the hex count follows the
  // four lines that scripts read, so that they read as before.
  out << "tile types: " << catalog.tilesOf(Shape::Square).size() << "\n";
  out << "flow kinds: " << catalog.flows().size() << "\n";
  out << "heights: " << catalog.heightCount() << "\n";
  out << "environments: " << catalog.environments().size() << "\n";
  out << "hex tile types: " << catalog.tilesOf(Shape::Hex).size() << "\n";
  return 0;
}

}  // namespace tileflow::cli
