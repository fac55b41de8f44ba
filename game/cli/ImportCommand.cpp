// importCommand: `tileflow import CODE|FILE|NET-ID|HEXAPIPES.json [--out PATH]` writes the level it names.
#include <ostream>

#include "game/cli/Cli.hpp"
#include "game/io/CatalogFile.hpp"
#include "game/io/LevelFile.hpp"
#include "game/io/LevelImport.hpp"

namespace tileflow::cli {

namespace {

void importUsage(std::ostream& err) { err << "usage: tileflow import CODE|FILE|NET-ID|HEXAPIPES.json [--out PATH]\n"; }

}  // namespace

int importCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  std::string input;
  std::string outPath = "-";
  bool haveInput = false;
  for (std::size_t i = 0; i < args.size(); ++i) {
    if (args[i] == "--out") {
      if (i + 1 >= args.size()) {
        importUsage(err);
        return 2;
      }
      outPath = args[++i];
    } else if (!haveInput && (args[i].empty() || args[i][0] != '-' || args[i].size() == 1)) {
      input = args[i];
      haveInput = true;
    } else {
      importUsage(err);
      return 2;
    }
  }
  if (!haveInput) {
    importUsage(err);
    return 2;
  }
  const auto loaded = importLevels(input, defaultCatalog(), true);
  if (!ok(loaded)) {
    err << std::get<LoadError>(loaded).text() << "\n";
    return 2;
  }
  const Pack& pack = std::get<ImportedLevels>(loaded).pack;
  return writeResult("import",
                     pack.levels.size() == 1 && pack.id.empty() ? writeLevel(pack.levels[0]) : writePack(pack), outPath,
                     out, err);
}

}  // namespace tileflow::cli
