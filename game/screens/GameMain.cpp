// GameMain: the windowed game: SDL, window, settings, catalog, then the title screen and the
// main loop. Start-up problems short of having no window at all are shown on screen.
#include "game/screens/GameMain.hpp"

#include <SDL.h>

#include <cstdio>
#include <iostream>
#include <string_view>

#include "engine/core/SizeText.hpp"
#include "engine/platform/App.hpp"
#include "engine/platform/Assets.hpp"
#include "engine/platform/Languages.hpp"
#include "engine/platform/Paths.hpp"
#include "engine/platform/ResidentMemory.hpp"
#include "engine/platform/SdlLibrary.hpp"
#include "engine/platform/Window.hpp"
#include "engine/ui/PressCue.hpp"
#include "engine/ui/ScreenStack.hpp"
#include "game/io/CatalogFile.hpp"
#include "game/io/LevelFile.hpp"
#include "game/screens/AppContext.hpp"
#include "game/screens/DefaultServices.hpp"
#include "game/screens/EventLog.hpp"
#include "game/screens/GameSounds.hpp"
#include "game/screens/ModeRegistry.hpp"
#include "game/screens/SaveBeforeQuit.hpp"
#include "game/screens/ScreenHarness.hpp"
#include "game/screens/StatisticsScreen.hpp"
#include "game/screens/TitleScreen.hpp"
#include "game/screens/daily/DailyModeEntry.hpp"
#include "game/screens/flood/FloodModeEntry.hpp"
#include "game/screens/flood/FloodPlayScreen.hpp"
#include "game/screens/lines/LinesModeEntry.hpp"
#include "game/screens/net/NetworkModeEntry.hpp"
#include "game/screens/tiles/PlayScreen.hpp"
#include "game/screens/tiles/TilesContext.hpp"
#include "game/screens/tiles/TilesModeEntry.hpp"
#include "game/store/Campaign.hpp"
#include "game/store/MyLevelsStore.hpp"
#include "game/store/MyLinesStore.hpp"
#include "game/store/SaveMigration.hpp"
#include "game/store/SettingsStore.hpp"

namespace tileflow {

namespace {

// Every level a win could have been recorded for: the built-in packs, the Play button's levels
// and the player's own. Levels that fail to load are simply not known (their wins keep 1 star).
std::vector<Pack> knownLevels(const Catalog& catalog, const GameServices& services, const std::filesystem::path& pref) {
  std::string problems;
  std::vector<Pack> known = Campaign::loadPacks(catalog, problems);
  Pack examples;
  try {
    if (services.playLevels) examples.levels = services.playLevels(catalog);
  } catch (const std::exception&) {
  }
  known.push_back(std::move(examples));
  if (!pref.empty()) {
    MyLevelsStore mine(pref / "my-levels.yaml");
    known.push_back(mine.load(catalog));
  }
  return known;
}

// Every control the player uses clicks, for as long as the game runs.
class ButtonClicks {
 public:
  explicit ButtonClicks(const AppContext& game) {
    setPressCue([&game] { game.play(Sound::Button); });
  }
  ~ButtonClicks() { setPressCue({}); }
  ButtonClicks(const ButtonClicks&) = delete;
  ButtonClicks& operator=(const ButtonClicks&) = delete;
};

}  // namespace

bool parseGameOptions(const std::vector<std::string>& args, GameOptions& options, std::ostream& err) {
  for (std::size_t i = 0; i < args.size(); ++i) {
    const bool hasValue = i + 1 < args.size();
    if (args[i] == "--log-events") {
      options.logEvents = true;
    } else if (args[i] == "--level" && hasValue) {
      options.startLevel = args[++i];
    } else if (args[i] == "--flood" && hasValue) {
      options.startFlood = args[++i];
    } else if (args[i] == "--generate-size" && hasValue) {
      const auto size = parseSize(args[++i]);
      if (!size || size->width < 2 || size->height < 2 || size->width > 1000 || size->height > 1000) {
        err << "tileflow play: --generate-size is WxH, 2 to 1000 a side\n";
        return false;
      }
      options.generateSize = std::pair{size->width, size->height};
    } else if (args[i] == "--date" && hasValue) {
      options.date = args[++i];
      if (const auto day = parseDate(options.date); !day || day->year < FirstDailyYear || day->year > LastDailyYear) {
        err << "tileflow play: --date is a day YYYY-MM-DD from " << FirstDailyYear << " to " << LastDailyYear
            << ", not '" << options.date << "'\n";
        return false;
      }
    } else {
      err << "usage: tileflow play [--level FILE] [--flood FILE|ID] [--generate-size WxH] [--date YYYY-MM-DD] "
             "[--log-events]\n";
      return false;
    }
  }
  return true;
}

int runGame(const GameOptions& options) {
  if (options.logEvents) {
    // Flushed at once, so a test that kills the game still has every line written before.
    setEventLog([](std::string_view line) { std::cout << "tileflow: " << line << std::endl; });
  }
  try {
    returnFreedPixelsToSystem();
    SdlLibrary sdl(SdlLibrary::Mode::Windowed);
    const std::filesystem::path pref = Paths::pref("tileflow", "Tileflow");
    SettingsStore store(pref.empty() ? std::filesystem::path() : pref / "settings.yaml");
    Settings settings = store.load();
    // The Language setting, else the system's language (engine/platform/Languages).
    applyLanguageSetting(settings.language);

    // Small panels (Pi touchscreens, handhelds) get the whole screen; desktops a window that
    // fits beside their panels. Settings show the window as it is, not this choice.
    SDL_Point size = Window::fittingSize(960, 640);
    SDL_Rect bounds;
    bool fullscreen = settings.fullscreen;
    if (SDL_GetDisplayBounds(0, &bounds) == 0 && (bounds.w <= 800 || bounds.h <= 480)) fullscreen = true;
    if (options.width > 0 && options.height > 0) size = SDL_Point{options.width, options.height};
    Window window("Tileflow", size.x, size.y, fullscreen);
    Assets assets(window.renderer(), fontDirectory());
    assets.setFrameBudgetMs(Assets::GameFrameBudgetMs);
    UiContext ui;
    ui.renderer = window.renderer();
    ui.assets = &assets;
    ui.uiScale = static_cast<float>(settings.uiScalePercent) / 100.0f;

    // No audio (no device, no driver, no files) is one line here, and the game plays on silently.
    GameSounds sounds(soundDirectory());
    if (!sounds.available()) std::cerr << "tileflow: playing without sound (" << sounds.problem() << ")\n";

    AppContext game(ui);
    game.settings = settings;
    game.store = &store;
    game.sounds = &sounds;
    game.times = std::make_shared<SavedSolveTimes>(pref.empty() ? std::filesystem::path() : pref / "records.yaml");
    const ButtonClicks clicks(game);
    game.setFullscreen = [&window](bool on) { window.setFullscreen(on); };
    game.isFullscreen = [&window] { return window.fullscreen(); };
    TilesContext tiles(game);
    tiles.progress = std::make_shared<SavedProgress>(pref.empty() ? std::filesystem::path() : pref / "progress.yaml");
    tiles.unfinished =
        std::make_shared<SavedUnfinished>(pref.empty() ? std::filesystem::path() : pref / "unfinished.yaml");
    tiles.services = defaultServices();
    tiles.services.generateSize = options.generateSize;
    try {
      tiles.catalog = &defaultCatalog();
    } catch (const std::exception& e) {
      tiles.catalogError = std::string("The tile catalog could not be loaded: ") + e.what();
    }
    // Settings from before progress.yaml was the one record of solved levels: their wins are
    // folded in, with stars judged against the levels' pars, so the catalog must be there.
    if (!game.settings.solvedFormat1.empty() && tiles.catalog) {
      migrateSolvedLevels(game.settings, store, *tiles.progress, knownLevels(*tiles.catalog, tiles.services, pref));
    }
    FloodContext flood(game);
    flood.nextSeed = [&game] { return game.freshSeed(); };
    flood.records =
        std::make_shared<SavedFloodRecords>(pref.empty() ? std::filesystem::path() : pref / "flood-records.yaml");
    flood.left = std::make_shared<SavedFloodGame>(pref.empty() ? std::filesystem::path() : pref / "flood-game.yaml");
    LinesContext lines(game);
    lines.progress = tiles.progress;
    lines.left = std::make_shared<SavedLinesGame>(pref.empty() ? std::filesystem::path() : pref / "lines-game.yaml");
    lines.mine = MyLinesStore::in(pref);
    ModeRegistry modes;
    registerTilesMode(modes, tiles);
    registerFloodMode(modes, flood);
    registerLinesMode(modes, lines);
    DailyContext daily(tiles, flood, lines);
    daily.record = std::make_shared<SavedDailyRecord>(pref.empty() ? std::filesystem::path() : pref / "daily.yaml");
    if (const auto day = parseDate(options.date)) daily.today = [day = *day] { return day; };
    registerDailyPuzzles(modes, daily);
    NetworkContext network(tiles, flood);
    network.nextSeed = [&game] { return game.freshSeed(); };
    if (options.loopbackNetwork) {
      network.hostPort = 0;
      network.session.connection.listenAddress = "127.0.0.1";
      network.session.announce = options.loopbackDiscoveryPort != 0;
      network.session.announcer.destinations = {"127.0.0.1"};
      network.session.announcer.interfaceBroadcasts = false;
      network.session.announcer.port = options.loopbackDiscoveryPort;
      network.browse = options.loopbackDiscoveryPort != 0;
      network.browser.bindAddress = "127.0.0.1";
      network.browser.port = options.loopbackDiscoveryPort;
    }
    registerNetworkPlay(modes, network);
    offerStatistics(tiles, flood);

    ScreenStack stack;
    stack.push(std::make_unique<TitleScreen>(game, modes));
    // `play --level FILE` opens that level over the title screen, so a script can play a known
    // board; a file that does not load is reported and the title screen stays.
    if (!options.startLevel.empty() && tiles.catalog) {
      auto loaded = loadLevels(options.startLevel, *tiles.catalog);
      if (auto* pack = std::get_if<Pack>(&loaded); pack && !pack->levels.empty()) {
        stack.push(std::make_unique<PlayScreen>(tiles, pack->levels.front()));
      } else if (auto* error = std::get_if<LoadError>(&loaded)) {
        std::cerr << error->text() << "\n";
      }
    }
    // `play --flood FILE|ID` opens a solo Flood game of that board over the title screen.
    if (!options.startFlood.empty()) {
      auto puzzle = loadFloodPuzzle(options.startFlood);
      if (auto* p = std::get_if<FloodPuzzle>(&puzzle)) {
        stack.push(std::make_unique<FloodPlayScreen>(flood, std::move(*p)));
      } else {
        std::cerr << std::get<LoadError>(puzzle).text() << "\n";
      }
    }
    App app(window, ui, stack, 60);
    app.globalInput = [&](const InputEvent& e) {
      if (e.kind != InputEvent::Kind::Action || e.action != Action::Fullscreen) return false;
      game.toggleFullscreen();
      return true;
    };
    app.beforeQuit = [&stack] { return saveBeforeQuit(stack); };
    if (options.readPacksFirst) {
      (void)tiles.builtInPacks();
      (void)lines.packs();
    }
    if (options.prepare) options.prepare(app, window, stack, game);
    if (options.logEvents) {
      // The second turn starts once the first frame is shown: scripts/measure-startup.py times
      // the start-up by this line.
      app.beforeTurn = [turns = 0, next = std::move(app.beforeTurn)]() mutable {
        if (++turns == 2) {
          char line[96];
          std::snprintf(line, sizeof line, "first frame shown, resident %.1f MB, cpu %.0f ms",
                        static_cast<double>(residentBytes()) / 1e6, processCpuSeconds() * 1000);
          logEvent(line);
        }
        return !next || next();
      };
    }
    app.run();
    while (stack.empty() && options.startOver && options.startOver()) {
      stack.push(std::make_unique<TitleScreen>(game, modes));
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
