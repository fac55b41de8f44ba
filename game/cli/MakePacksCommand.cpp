// makePacksCommand: `tileflow make-packs RECIPE --out DIR [--check]` builds the built-in level
// packs from their recipe; --check compares with the files in DIR instead of writing them.
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <ostream>
#include <sstream>

#include "game/cli/Cli.hpp"
#include "game/generate/PackBuilder.hpp"
#include "game/io/CatalogFile.hpp"
#include "game/io/PackRecipeFile.hpp"

namespace tileflow::cli {

namespace {

constexpr const char* MakePacksUsage = "usage: tileflow make-packs RECIPE --out DIR [--check]\n";

std::string readAll(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return in ? text.str() : std::string();
}

}  // namespace

int makePacksCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  std::string recipePath;
  std::string outDir;
  bool check = false;
  for (std::size_t i = 0; i < args.size(); ++i) {
    if (args[i] == "--out" && i + 1 < args.size()) {
      outDir = args[++i];
    } else if (args[i] == "--check") {
      check = true;
    } else if (recipePath.empty() && !args[i].starts_with("--")) {
      recipePath = args[i];
    } else {
      err << "tileflow make-packs: unexpected argument '" << args[i] << "'\n" << MakePacksUsage;
      return 2;
    }
  }
  if (recipePath.empty() || outDir.empty()) {
    err << MakePacksUsage;
    return 2;
  }
  auto recipes = loadPackRecipes(recipePath);
  if (!ok(recipes)) {
    err << std::get<LoadError>(recipes).text() << "\n";
    return 2;
  }
  const auto start = std::chrono::steady_clock::now();
  const std::vector<BuiltPack> packs = buildPacks(defaultCatalog(), std::get<std::vector<PackRecipe>>(recipes));
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

  int differences = 0;
  int levels = 0;
  for (const BuiltPack& pack : packs) {
    const std::filesystem::path file = std::filesystem::path(outDir) / pack.file;
    const std::string text = packFileText(pack);
    if (check) {
      if (readAll(file) != text) {
        err << file.string() << ": differs from what the recipe makes\n";
        ++differences;
      }
    } else {
      std::ofstream f(file, std::ios::binary | std::ios::trunc);
      f << text;
      if (!f) {
        err << "tileflow make-packs: cannot write '" << file.string() << "'\n";
        return 1;
      }
    }
    levels += static_cast<int>(pack.pack.levels.size());
    char line[200];
    std::snprintf(line, sizeof line,
                  "%-28s levels %3zu  seeds %4d  near-copies %3d  not-unique %3d  failed %3d  median %.2f  %.1f s\n",
                  pack.file.c_str(), pack.pack.levels.size(), pack.report.candidates, pack.report.nearCopies,
                  pack.report.notUnique, pack.report.failed, pack.report.medianDifficulty, pack.report.seconds);
    out << line;
  }
  char total[120];
  std::snprintf(total, sizeof total, "packs: %zu\nlevels: %d\ntime_s: %.1f\n", packs.size(), levels, seconds);
  out << total;
  std::vector<const Pack*> inOrder;
  for (const auto& pack : packs) inOrder.push_back(&pack.pack);
  if (!mediansClimbBySeries(inOrder)) {
    err << "tileflow make-packs: pack medians do not climb within the Tiles packs or within the Link packs; "
           "reorder the recipe\n";
    return 1;
  }
  return differences == 0 ? 0 : 1;
}

}  // namespace tileflow::cli
