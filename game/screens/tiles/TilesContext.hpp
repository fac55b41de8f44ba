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
  const BuiltInPacks& builtInPacks() const { return *sharedBuiltInPacks(); }
  // The same, to hand to another context of the same catalog (tools that lay out many screens
  // read the megabyte once); shareBuiltInPacks takes such a copy instead of reading its own.
  std::shared_ptr<const BuiltInPacks> sharedBuiltInPacks() const {
    if (!builtInPacks_) {
      auto read = std::make_shared<BuiltInPacks>();
      if (catalog != nullptr) read->packs = Campaign::loadPacks(*catalog, read->problems);
      builtInPacks_ = std::move(read);
    }
    return builtInPacks_;
  }
  void shareBuiltInPacks(std::shared_ptr<const BuiltInPacks> packs) { builtInPacks_ = std::move(packs); }

 private:
  mutable std::shared_ptr<const BuiltInPacks> builtInPacks_;
};

}  // namespace tileflow
