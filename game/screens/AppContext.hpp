// AppContext: what every mode's screens share: the UI context, the settings with their store,
// the window's fullscreen switch and the per-user folder. A mode's own things (Tiles' catalog,
// services and record of solved levels) live in its own context beside this one.
#pragma once

#include <filesystem>
#include <functional>
#include <string>

#include "engine/ui/UiContext.hpp"
#include "game/io/SettingsFile.hpp"
#include "game/store/SettingsStore.hpp"

namespace tileflow {

struct AppContext {
  explicit AppContext(UiContext& context) : ui(context) {}

  UiContext& ui;
  Settings settings;
  SettingsStore* store = nullptr;
  std::function<void(bool)> setFullscreen;  // empty when there is no window (screenshots)

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
  // A problem with the settings file, for the title screen (empty when there is none).
  std::string notice() const { return store != nullptr ? store->notice() : std::string(); }
};

}  // namespace tileflow
