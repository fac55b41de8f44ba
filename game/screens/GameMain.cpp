// GameMain: the windowed game: SDL, window, settings, catalog, then the title screen and the
// main loop. Start-up problems short of having no window at all are shown on screen.
#include "game/screens/GameMain.hpp"

#include <SDL.h>

#include <cstdlib>
#include <iostream>

#include "engine/platform/App.hpp"
#include "engine/platform/Assets.hpp"
#include "engine/platform/Paths.hpp"
#include "engine/platform/ResidentMemory.hpp"
#include "engine/platform/SdlLibrary.hpp"
#include "engine/platform/Window.hpp"
#include "engine/ui/ScreenStack.hpp"
#include "game/io/CatalogFile.hpp"
#include "game/io/LevelFile.hpp"
#include "game/screens/DefaultServices.hpp"
#include "game/screens/EventLog.hpp"
#include "game/screens/GameContext.hpp"
#include "game/screens/PlayScreen.hpp"
#include "game/screens/QuitGuard.hpp"
#include "game/screens/ScreenHarness.hpp"
#include "game/screens/SettingsStore.hpp"
#include "game/screens/TitleScreen.hpp"

namespace tileflow {

int runGame(int, char**, const GameRun& run) {
  try {
    returnFreedPixelsToSystem();
    SdlLibrary sdl(SdlLibrary::Mode::Windowed);
    const std::filesystem::path pref = Paths::pref("tileflow", "Tileflow");
    SettingsStore store(pref.empty() ? std::filesystem::path() : pref / "settings.yaml");
    Settings settings = store.load();

    // Small panels (Pi touchscreens, handhelds) get the whole screen; desktops a window.
    int w = 960;
    int h = 640;
    SDL_Rect bounds;
    bool fullscreen = settings.fullscreen;
    if (SDL_GetDisplayBounds(0, &bounds) == 0) {
      if (bounds.w <= 800 || bounds.h <= 480) fullscreen = true;
      w = std::min(w, bounds.w);
      h = std::min(h, bounds.h);
    }
    if (run.width > 0 && run.height > 0) {
      w = run.width;
      h = run.height;
    }
    Window window("Tileflow", w, h, fullscreen);
    Assets assets(window.renderer(), fontDirectory());
    UiContext ui;
    ui.renderer = window.renderer();
    ui.assets = &assets;
    ui.uiScale = static_cast<float>(settings.uiScalePercent) / 100.0f;

    GameContext game(ui);
    game.settings = settings;
    game.store = &store;
    game.setFullscreen = [&window](bool on) { window.setFullscreen(on); };
    game.services = defaultServices();
    try {
      game.catalog = &defaultCatalog();
    } catch (const std::exception& e) {
      game.catalogError = std::string("The tile catalog could not be loaded: ") + e.what();
    }

    ScreenStack stack;
    stack.push(std::make_unique<TitleScreen>(game));
    // TILEFLOW_START_LEVEL=FILE opens that level over the title screen, so a script can play a
    // known board; a file that does not load is reported and the title screen stays.
    if (const char* start = std::getenv("TILEFLOW_START_LEVEL"); start && *start && game.catalog) {
      auto loaded = loadLevels(start, *game.catalog);
      if (auto* pack = std::get_if<Pack>(&loaded); pack && !pack->levels.empty()) {
        stack.push(std::make_unique<PlayScreen>(game, pack->levels.front()));
      } else if (auto* error = std::get_if<LoadError>(&loaded)) {
        std::cerr << error->text() << "\n";
      }
    }
    App app(window, ui, stack, 60);
    app.globalInput = [&](const InputEvent& e) {
      if (e.kind != InputEvent::Kind::Action || e.action != Action::Fullscreen) return false;
      game.settings.fullscreen = !game.settings.fullscreen;
      window.setFullscreen(game.settings.fullscreen);
      game.saveSettings();
      return true;
    };
    QuitGuard guard(game, stack);
    app.beforeQuit = [&guard] { return guard.intercept(); };
    if (run.prepare) run.prepare(app, window, stack, game);
    app.run();
    while (stack.empty() && run.startOver && run.startOver()) {
      stack.push(std::make_unique<TitleScreen>(game));
      app.run();
    }
    logEvent("quit");
    return 0;
  } catch (const std::exception& e) {
    std::cerr << "tileflow: " << e.what() << "\n";
    SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR, "Tileflow", e.what(), nullptr);
    return 1;
  }
}

}  // namespace tileflow
