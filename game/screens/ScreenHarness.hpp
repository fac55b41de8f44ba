// ScreenHarness: the game's screens on an offscreen software canvas, without a window or an
// event loop. The screenshot command, the golden-image and scripted-input tests and the frame
// benchmark all drive screens through it, exactly as the App would.
#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "engine/platform/Assets.hpp"
#include "engine/platform/OffscreenCanvas.hpp"
#include "engine/ui/ScreenStack.hpp"
#include "engine/ui/UiContext.hpp"
#include "game/screens/AppContext.hpp"
#include "game/screens/ModeRegistry.hpp"
#include "game/screens/daily/DailyContext.hpp"
#include "game/screens/flood/FloodContext.hpp"
#include "game/screens/lines/LinesContext.hpp"
#include "game/screens/net/NetworkContext.hpp"
#include "game/screens/tiles/TilesContext.hpp"

namespace tileflow {

class ScreenHarness {
 public:
  // SDL must be initialised (SdlLibrary, headless is enough). Fonts come from the data folder.
  ScreenHarness(int width, int height, const Catalog* catalog, const Settings& settings = {});

  // What every mode shares; the Tiles mode's context; the Flood mode's; the modes the title lists.
  AppContext& app() { return app_; }
  TilesContext& tiles() { return tiles_; }
  FloodContext& flood() { return flood_; }
  LinesContext& lines() { return lines_; }
  // The daily puzzles', on a fixed day (2026-11-27) unless a test sets its own clock.
  DailyContext& daily() { return daily_; }
  // Network play's: on 127.0.0.1 only, any free port, no announcing and no host list.
  NetworkContext& network() { return network_; }
  ModeRegistry& modes() { return modes_; }
  UiContext& ui() { return ui_; }
  ScreenStack& stack() { return stack_; }
  OffscreenCanvas& canvas() { return canvas_; }
  // The top screen as T (nullptr if it is something else).
  template <typename T>
  T* top() {
    return dynamic_cast<T*>(stack_.top());
  }

  void push(std::unique_ptr<Screen> screen);
  // Keeps `thing` alive as long as the harness (the other side of a scene's network match).
  void keep(std::shared_ptr<void> thing) { kept_.push_back(std::move(thing)); }
  // Delivers one input to the top screen and applies the stack changes it asked for.
  void send(const InputEvent& event);
  // Steps time and applies stack changes.
  void step(double seconds);
  // Runs the screen's animations to their end.
  void settle(double maxSeconds = 5);
  void drawFrame();
  // The window resized, as the game does it (relayoutScreens). The canvas stays as it was made:
  // the screens draw into its top-left `width`×`height`, which must fit in it. A benchmark of a
  // resize makes the harness at the size it resizes to, and starts it smaller.
  void resize(int width, int height);
  // Draws frames until the screens want no more straight away (a big board's pictures made
  // over several, a zoom sharpened), at most `maxFrames`: the picture a player sees once it
  // has settled.
  void drawSettled(int maxFrames = 300);
  // Empty string on success.
  std::string savePng(const std::string& path) { return canvas_.savePng(path); }

 private:
  void apply();

  OffscreenCanvas canvas_;
  Assets assets_;
  UiContext ui_;
  AppContext app_;
  TilesContext tiles_;
  FloodContext flood_;
  LinesContext lines_;
  DailyContext daily_;
  NetworkContext network_;
  ModeRegistry modes_;
  std::vector<std::shared_ptr<void>> kept_;
  ScreenStack stack_;
};

// Where the shipped fonts live (the data folder's assets/fonts).
std::filesystem::path fontDirectory();

}  // namespace tileflow
