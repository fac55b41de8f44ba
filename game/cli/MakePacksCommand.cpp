// makePacksCommand: `tileflow make-packs RECIPE --out DIR [--check]` builds the built-in level
// packs from their recipe (the Tiles packs', or the Lines packs' when the recipe starts with
// `lines: 1`); --check compares with the files in DIR instead of writing them.
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

// A built pack as the command writes or checks it.
struct MadePack {
  std::string file;
  std::string text;
  std::size_t levels = 0;
  PackReport report;
};

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
  // A Lines recipe says so on its first line that is not a comment (`lines: 1`).
  std::istringstream recipeLines(readAll(recipePath));
  std::string first;
  while (std::getline(recipeLines, first) && (first.empty() || first[0] == '#')) {
  }
  const bool lines = first.rfind("lines:", 0) == 0;

  std::vector<MadePack> made;
  const auto start = std::chrono::steady_clock::now();
  if (lines) {
    auto recipes = loadLinesPackRecipes(recipePath);
    if (!ok(recipes)) {
      err << std::get<LoadError>(recipes).text() << "\n";
      return 2;
    }
    for (const LinesBuiltPack& pack : buildLinesPacks(std::get<std::vector<LinesPackRecipe>>(recipes)))
      made.push_back({pack.file, linesPackFileText(pack), pack.pack.levels.size(), pack.report});
  } else {
    auto recipes = loadPackRecipes(recipePath);
    if (!ok(recipes)) {
      err << std::get<LoadError>(recipes).text() << "\n";
      return 2;
    }
    const std::vector<BuiltPack> packs = buildPacks(defaultCatalog(), std::get<std::vector<PackRecipe>>(recipes));
    std::vector<const Pack*> inOrder;
    for (const auto& pack : packs) {
      made.push_back({pack.file, packFileText(pack), pack.pack.levels.size(), pack.report});
      inOrder.push_back(&pack.pack);
    }
    if (!mediansClimbBySeries(inOrder)) {
      err << "tileflow make-packs: pack medians do not climb within the Tiles packs or within the Link packs; "
             "reorder the recipe\n";
      return 1;
    }
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

  int differences = 0;
  std::size_t levels = 0;
  for (const MadePack& pack : made) {
    const std::filesystem::path file = std::filesystem::path(outDir) / pack.file;
    if (check) {
      if (readAll(file) != pack.text) {
        err << file.string() << ": differs from what the recipe makes\n";
        ++differences;
      }
    } else {
      std::error_code ignored;
      std::filesystem::create_directories(file.parent_path(), ignored);
      std::ofstream f(file, std::ios::binary | std::ios::trunc);
      f << pack.text;
      if (!f) {
        err << "tileflow make-packs: cannot write '" << file.string() << "'\n";
        return 1;
      }
    }
    levels += pack.levels;
    char line[200];
    std::snprintf(line, sizeof line,
                  "%-28s levels %3zu  seeds %4d  near-copies %3d  not-unique %3d  failed %3d  median %.2f  %.1f s\n",
                  pack.file.c_str(), pack.levels, pack.report.candidates, pack.report.nearCopies, pack.report.notUnique,
                  pack.report.failed, pack.report.medianDifficulty, pack.report.seconds);
    out << line;
  }
  char total[120];
  std::snprintf(total, sizeof total, "packs: %zu\nlevels: %zu\ntime_s: %.1f\n", made.size(), levels, seconds);
  out << total;
  return differences == 0 ? 0 : 1;
}

}  // namespace tileflow::cli
