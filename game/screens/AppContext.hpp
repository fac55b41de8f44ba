// AppContext: what every mode's screens share: the UI context, the settings with their store,
// the window's fullscreen switch, the per-user folder and the sound effects. A mode's own things (Tiles' catalog,
// services and record of solved levels) live in its own context beside this one.
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "engine/ui/UiContext.hpp"
#include "game/io/SettingsFile.hpp"
#include "game/screens/Sound.hpp"
#include "game/store/SavedSolveTimes.hpp"
#include "game/store/SettingsStore.hpp"

namespace tileflow {

class ScreenStack;

struct AppContext {
  explicit AppContext(UiContext& context) : ui(context) {}

  UiContext& ui;
  Settings settings;
  SettingsStore* store = nullptr;
  // The window's fullscreen switch and its real state; both empty when there is no window
  // (screenshots, tests), and then the setting stands for the window.
  std::function<void(bool)> setFullscreen;
  std::function<bool()> isFullscreen;
  // The player's records per game and board size, for every mode (records.yaml beside the
  // settings when the program gives it a file; in memory otherwise).
  std::shared_ptr<SavedSolveTimes> times = std::make_shared<SavedSolveTimes>(std::filesystem::path());
  // Where sound effects go; none (tests, screenshots) is silence.
  SoundPlayer* sounds = nullptr;
  // Opens the player's statistics over the stack (Settings offers it when set; the modes' records
  // it reads are not this context's to know).
  std::function<void(ScreenStack&)> openStatistics;
  // Another mode's import of a text the Tiles import does not take (Lines' share codes, files and
  // text grids): opens what it holds over the stack and says so; nothing when the text is not
  // that mode's at all. `source` names where the text came from ("Pasted", a file's name).
  struct ImportOutcome {
    bool opened = false;
    std::string message;
  };
  std::function<std::optional<ImportOutcome>(ScreenStack&, const std::string& text, const std::string& source)>
      importElsewhere;
  // Where new boards' seeds come from (the generator, Play without level files, Flood): the
  // performance counter, or a fixed sequence from a driver that must replay exactly (the soak).
  std::function<std::uint64_t()> freshSeed = [] { return static_cast<std::uint64_t>(SDL_GetPerformanceCounter()); };

  // The per-user folder the settings are kept in (empty: everything stays in memory).
  std::filesystem::path prefDir() const { return store ? store->file().parent_path() : std::filesystem::path(); }
  // Saves after every change; a failure leaves a notice for the title screen.
  void saveSettings() {
    if (store != nullptr) store->save(settings);
  }
  // Whether the window is fullscreen: what Settings shows, which need not be the saved choice
  // (small displays start fullscreen whatever it says).
  bool fullscreen() const { return isFullscreen ? isFullscreen() : settings.fullscreen; }
  // Switches the window (Settings, the fullscreen key) and keeps the choice.
  void chooseFullscreen(bool on) {
    settings.fullscreen = on;
    if (setFullscreen) setFullscreen(on);
    saveSettings();
  }
  // The fullscreen key: the other state from the one the window is in.
  void toggleFullscreen() { chooseFullscreen(!fullscreen()); }
  // Seconds a quarter turn takes at the chosen animation speed (0 = instant).
  double rotationSeconds() const {
    static constexpr double bySpeed[] = {0.0, 0.22, 0.12, 0.07};
    return bySpeed[settings.animationSpeed < 0 || settings.animationSpeed > 3 ? 2 : settings.animationSpeed];
  }
  // Animation set to Off: nothing moves that does not have to (turns, floods, confetti, stars).
  bool reducedMotion() const { return settings.animationSpeed == 0; }
  // Plays a sound effect at the chosen volume, unless sound is muted or off.
  void play(Sound sound) const {
    if (sounds != nullptr && !settings.sound.muted && settings.sound.effectsVolume > 0)
      sounds->play(sound, settings.sound.effectsVolume);
  }
  // A problem with the settings file, else with the records', for the title screen (empty when
  // there is none).
  std::string notice() const {
    if (store != nullptr && !store->notice().empty()) return store->notice();
    return times ? times->notice() : std::string();
  }
};

}  // namespace tileflow
