// catalogCommand: prints the size of the game's catalog, the numbers DESIGN.md promises, and
// the number of hex tile types; with --compile, writes the compiled catalog beside catalog.yaml.
#include <ostream>
#include <string_view>

#include "engine/core/AtomicFile.hpp"
#include "game/cli/Cli.hpp"
#include "game/io/CatalogFile.hpp"
#include "game/io/CompiledCatalog.hpp"
#include "game/io/TextFile.hpp"
#include "game/io/YamlNode.hpp"

namespace tileflow::cli {

namespace {

// Reads catalog.yaml from the data folder (never the compiled copy) and writes its compiled form
// to `out`, or to assets/catalog.bin beside it.
int compileCommand(std::string out, std::ostream& cout, std::ostream& err) {
  const auto yaml = defaultCatalogPath();
  auto text = readTextFile(yaml, YamlLimits{}.maxBytes);
  if (!ok(text)) {
    err << std::get<LoadError>(text).text() << "\n";
    return 1;
  }
  auto loaded = parseCatalog(std::get<std::string>(text), displayName(yaml));
  if (!ok(loaded)) {
    err << std::get<LoadError>(loaded).text() << "\n";
    return 1;
  }
  const auto bytes = compileCatalog(std::get<Catalog>(loaded), catalogTextHash(std::get<std::string>(text)));
  if (out.empty()) out = compiledCatalogPath(yaml).string();
  const std::string problem =
      writeFileAtomically(out, std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()));
  if (!problem.empty()) {
    err << problem << "\n";
    return 1;
  }
  cout << "wrote " << out << " (" << bytes.size() << " bytes) from " << displayName(yaml) << "\n";
  return 0;
}

}  // namespace

int catalogCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  if (!args.empty() && args[0] == "--compile") {
    if (args.size() == 1) return compileCommand("", out, err);
    if (args.size() == 3 && args[1] == "--out") return compileCommand(args[2], out, err);
  }
  if (!args.empty()) {
    err << "usage: tileflow catalog [--compile [--out PATH]]\n";
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
