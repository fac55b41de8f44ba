// importNetCommand: `tileflow import-net ID [--out PATH]` turns a Net game ID into a level file.
#include <ostream>

#include "game/cli/Cli.hpp"
#include "game/io/CatalogFile.hpp"
#include "game/io/LevelFile.hpp"
#include "game/io/NetImport.hpp"

namespace tileflow::cli {

int importNetCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  std::string id;
  std::string outPath;
  if (!parseIdAndOut(args, id, outPath)) {
    err << "usage: tileflow import-net ID [--out PATH]\n";
    return 2;
  }
  const auto loaded = importNetId(id, defaultCatalog());
  if (!ok(loaded)) {
    err << std::get<LoadError>(loaded).text() << "\n";
    return 2;
  }
  return writeResult("import-net", writeLevel(std::get<Level>(loaded)), outPath, out, err);
}

}  // namespace tileflow::cli
