// ScreenHarness: the game's screens on an offscreen software canvas.
#include "game/screens/ScreenHarness.hpp"

#include <stdexcept>

#include "engine/platform/App.hpp"
#include "game/io/DataDir.hpp"
#include "game/screens/StatisticsScreen.hpp"
#include "game/screens/daily/DailyModeEntry.hpp"
#include "game/screens/flood/FloodModeEntry.hpp"
#include "game/screens/lines/LinesModeEntry.hpp"
#include "game/screens/net/NetworkModeEntry.hpp"
#include "game/screens/tiles/TilesModeEntry.hpp"

namespace tileflow {

std::filesystem::path fontDirectory() {
  const std::filesystem::path dir = findDataDir();
  return (dir.empty() ? std::filesystem::path(".") : dir) / "assets" / "fonts";
}

ScreenHarness::ScreenHarness(int width, int height, const Catalog* catalog, const Settings& settings)
    : canvas_(width, height),
      assets_(canvas_.renderer(), fontDirectory()),
      app_(ui_),
      tiles_(app_),
      flood_(app_),
      lines_(app_),
      daily_(tiles_, flood_, lines_),
      network_(tiles_, flood_) {
  ui_.renderer = canvas_.renderer();
  ui_.assets = &assets_;
  ui_.uiScale = static_cast<float>(settings.uiScalePercent) / 100.0f;
  ui_.metrics = Metrics::of(width, height, ui_.uiScale);
  // The game's budgets for this window, so a big window's frames cost what they cost in the game.
  assets_.fitBudgets(width, height);
  tiles_.catalog = catalog;
  app_.settings = settings;
  registerTilesMode(modes_, tiles_);
  registerFloodMode(modes_, flood_);
  lines_.progress = tiles_.progress;
  registerLinesMode(modes_, lines_);
  // Screens and tests do not depend on the day they are made: the daily puzzles are a fixed day's.
  daily_.today = [] { return CalendarDate{2026, 11, 27}; };
  registerDailyPuzzles(modes_, daily_);
  registerNetworkPlay(modes_, network_);
  network_.hostPort = 0;
  network_.session.connection.listenAddress = "127.0.0.1";
  network_.session.announce = false;
  network_.browse = false;
  network_.nextSeed = [] { return std::uint64_t{1}; };
  offerStatistics(tiles_, flood_);
  flood_.nextSeed = [] { return std::uint64_t{1}; };
}

void ScreenHarness::apply() {
  if (ui_.relayoutRequested) {
    ui_.relayoutRequested = false;
    ui_.metrics = Metrics::of(ui_.metrics.width, ui_.metrics.height, ui_.uiScale);
    stack_.layoutAll(ui_.metrics);
  }
  stack_.applyPending(ui_.metrics);
}

void ScreenHarness::push(std::unique_ptr<Screen> screen) {
  stack_.push(std::move(screen));
  apply();
}

void ScreenHarness::send(const InputEvent& event) {
  if (event.kind != InputEvent::Kind::Pointer) ui_.lastDevice = event.device;
  stack_.handle(event);
  apply();
}

void ScreenHarness::step(double seconds) {
  ui_.time += seconds;
  stack_.update(seconds);
  apply();
}

void ScreenHarness::settle(double maxSeconds) {
  for (double t = 0; t < maxSeconds && stack_.animating(); t += 1.0 / 60) step(1.0 / 60);
}

void ScreenHarness::drawFrame() {
  assets_.beginFrame();
  stack_.draw();
  // The software renderer batches commands; presenting flushes them into the surface.
  SDL_RenderPresent(canvas_.renderer());
}

void ScreenHarness::resize(int width, int height) {
  if (width > canvas_.width() || height > canvas_.height())
    throw std::invalid_argument("ScreenHarness::resize past the canvas it was made with");
  relayoutScreens(ui_, stack_, width, height);
}

void ScreenHarness::drawSettled(int maxFrames) {
  drawFrame();
  for (int i = 1; i < maxFrames && (stack_.msUntilWake() == 0 || assets_.leftOut()); ++i) drawFrame();
}

}  // namespace tileflow
