// TilesContext: what the Tiles mode's screens need beside the app's shared context: the tile
// catalog (or why it failed to load), the services that do real work (generation, level
// files), passed in so tests can replace them, and the record of solved levels.
#pragma once

#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <stop_token>
#include <string>
#include <utility>
#include <vector>

#include "engine/core/Progress.hpp"
#include "game/generate/Generator.hpp"
#include "game/model/Catalog.hpp"
#include "game/model/Level.hpp"
#include "game/screens/AppContext.hpp"
#include "game/store/Campaign.hpp"
#include "game/store/SavedProgress.hpp"
#include "game/store/SavedUnfinished.hpp"

namespace tileflow {

struct GameServices {
  // Runs on a worker thread: no SDL inside.
  std::function<std::optional<Level>(const Catalog&, const GenerateOptions&, std::stop_token, Progress*)> generate;
  // The levels the Play button goes through, in order (levels/examples/*.yaml).
  std::function<std::vector<Level>(const Catalog&)> playLevels;
  // A board size for the generator past its steppers' 15 (`tileflow play --generate-size`), so
  // a script can start and cancel the large generations the cancel budget is about.
  std::optional<std::pair<int, int>> generateSize;
};

struct TilesContext {
  explicit TilesContext(AppContext& shared) : app(shared) {}

  AppContext& app;
  const Catalog* catalog = nullptr;
  std::string catalogError;  // shown on the title screen when the catalog did not load
  // The one record of solved levels, shared with the campaign screens; in memory unless the
  // program gives it a file (progress.yaml beside the settings).
  std::shared_ptr<SavedProgress> progress = std::make_shared<SavedProgress>(std::filesystem::path());
  // Levels left part-way, resumed when opened again (unfinished.yaml beside the progress).
  std::shared_ptr<SavedUnfinished> unfinished = std::make_shared<SavedUnfinished>(std::filesystem::path());
  GameServices services;

  // Every screen that plays a level records its wins here (saved at once; levels without an id
  // have no record of their own, though their time counts and generated ones count by size).
  void recordWin(const Level& level, int moves, int seconds, int hints) {
    progress->recordWin(level, moves, seconds, hints);
  }

  // The built-in packs (levels/NN-*.yaml) and what failed to load, read at the first ask and kept:
  // they are a megabyte of YAML, which every press of Play and every look at the statistics read
  // again before. Empty without a catalog.
  struct BuiltInPacks {
    std::vector<Pack> packs;
    std::string problems;
  };
  const BuiltInPacks& builtInPacks() const {
    if (!builtInPacks_) {
      builtInPacks_.emplace();
      if (catalog != nullptr) builtInPacks_->packs = Campaign::loadPacks(*catalog, builtInPacks_->problems);
    }
    return *builtInPacks_;
  }

 private:
  mutable std::optional<BuiltInPacks> builtInPacks_;
};

}  // namespace tileflow
