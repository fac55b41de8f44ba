// GameContext: what the game's screens share: the UI context, the catalog (or why it failed to
// load), settings with their store, and the services that do real work (generation, level
// files), passed in so tests can replace them.
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
#include "engine/ui/UiContext.hpp"
#include "game/generate/Generator.hpp"
#include "game/io/SettingsFile.hpp"
#include "game/model/Catalog.hpp"
#include "game/model/Level.hpp"
#include "game/store/SavedProgress.hpp"
#include "game/store/SettingsStore.hpp"

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

struct GameContext {
  explicit GameContext(UiContext& context) : ui(context) {}

  UiContext& ui;
  const Catalog* catalog = nullptr;
  std::string catalogError;  // shown on the title screen when the catalog did not load
  Settings settings;
  SettingsStore* store = nullptr;
  // The one record of solved levels, shared with the campaign screens; in memory unless the
  // program gives it a file (progress.yaml beside the settings).
  std::shared_ptr<SavedProgress> progress = std::make_shared<SavedProgress>(std::filesystem::path());
  std::function<void(bool)> setFullscreen;  // empty when there is no window (screenshots)
  GameServices services;

  // Every screen that plays a level records its wins here (saved at once; levels without an id,
  // generated on the spot, are not recorded).
  void recordWin(const Level& level, int moves, int seconds) { progress->recordWin(level, moves, seconds); }

  // The per-user folder the settings are kept in (empty: everything stays in memory).
  std::filesystem::path prefDir() const { return store ? store->file().parent_path() : std::filesystem::path(); }
  // Saves after every change; a failure leaves a notice for the title screen.
  void saveSettings() {
    if (store != nullptr) store->save(settings);
  }
  // Seconds a quarter turn takes at the chosen animation speed (0 = instant).
  double rotationSeconds() const {
    static constexpr double bySpeed[] = {0.0, 0.22, 0.12, 0.07};
    return bySpeed[settings.animationSpeed < 0 || settings.animationSpeed > 3 ? 2 : settings.animationSpeed];
  }
  std::string notice() const {
    if (!catalogError.empty()) return catalogError;
    return store != nullptr ? store->notice() : std::string();
  }
};

}  // namespace tileflow
