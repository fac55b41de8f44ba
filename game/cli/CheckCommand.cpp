// checkCommand: validates level and pack files; one FILE:LINE:COL line per bad file.
#include <ostream>

#include "game/cli/Cli.hpp"
#include "game/io/CatalogFile.hpp"
#include "game/io/LevelFile.hpp"

namespace tileflow::cli {

int checkCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  if (args.empty()) {
    err << "usage: tileflow check FILE...\n";
    return 2;
  }
  const Catalog& catalog = defaultCatalog();
  bool allValid = true;
  for (const auto& file : args) {
    const auto loaded = loadLevels(file, catalog);
    if (ok(loaded)) {
      const auto& pack = std::get<Pack>(loaded);
      out << file << ": ok (" << pack.levels.size() << (pack.levels.size() == 1 ? " level)" : " levels)") << "\n";
    } else {
      err << std::get<LoadError>(loaded).text() << "\n";
      allValid = false;
    }
  }
  return allValid ? 0 : 2;
}

}  // namespace tileflow::cli
