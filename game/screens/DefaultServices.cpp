// DefaultServices: the level generator and the level files behind the screens.
#include "game/screens/DefaultServices.hpp"

#include <filesystem>

#include "game/generate/Generator.hpp"
#include "game/io/DataDir.hpp"
#include "game/io/LevelFile.hpp"

namespace tileflow {

namespace {

std::vector<Level> exampleLevels(const Catalog& catalog) {
  std::vector<Level> levels;
  for (const auto& file : yamlFilesIn(findDataDir() / "levels" / "examples")) {
    auto loaded = loadLevels(file, catalog);
    // A broken example is skipped rather than stopping the others; `tileflow check` names it.
    if (!ok(loaded)) continue;
    for (Level& level : std::get<Pack>(loaded).levels) levels.push_back(std::move(level));
  }
  return levels;
}

}  // namespace

GameServices defaultServices() {
  GameServices s;
  s.generate = [](const Catalog& catalog, const GenerateOptions& options, std::stop_token stop, Progress* progress) {
    return tileflow::generate(catalog, options, stop, progress);
  };
  s.playLevels = exampleLevels;
  return s;
}

}  // namespace tileflow
