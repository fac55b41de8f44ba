// shareCommand: `tileflow share FILE` prints the share code of each level in a level or pack file.
#include <ostream>
#include <stdexcept>

#include "game/cli/Cli.hpp"
#include "game/io/CatalogFile.hpp"
#include "game/io/LevelFile.hpp"
#include "game/io/ShareCode.hpp"

namespace tileflow::cli {

int shareCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  if (args.size() != 1 || args[0].empty() || (args[0][0] == '-' && args[0].size() > 1)) {
    err << "usage: tileflow share FILE\n";
    return 2;
  }
  const Catalog& catalog = defaultCatalog();
  const auto loaded = loadLevels(args[0], catalog);
  if (!ok(loaded)) {
    err << std::get<LoadError>(loaded).text() << "\n";
    return 2;
  }
  for (const Level& level : std::get<Pack>(loaded).levels) {
    try {
      out << encodeShareCode(level, catalog) << "\n";
    } catch (const std::invalid_argument& e) {
      err << args[0] << ": " << e.what() << "\n";
      return 2;
    }
  }
  return 0;
}

}  // namespace tileflow::cli
