// screenshotCommand: renders a screen of the game for a level file with the software
// renderer into a PNG; needs no display.
#include <SDL.h>

#include <cstdlib>
#include <ostream>
#include <string>

#include "engine/core/SizeText.hpp"
#include "engine/platform/SdlLibrary.hpp"
#include "game/cli_sdl/DrawingCommands.hpp"
#include "game/io/CatalogFile.hpp"
#include "game/io/LevelFile.hpp"
#include "game/screens/EditorScreen.hpp"
#include "game/screens/GeneratorScreen.hpp"
#include "game/screens/ImportScreen.hpp"
#include "game/screens/LevelSelectScreen.hpp"
#include "game/screens/MyLevelsScreen.hpp"
#include "game/screens/PackSelectScreen.hpp"
#include "game/screens/PlayScreen.hpp"
#include "game/screens/ScreenHarness.hpp"
#include "game/screens/SettingsScreen.hpp"
#include "game/screens/TitleScreen.hpp"
#include "game/screens/WinScreen.hpp"

namespace tileflow::cli {

namespace {

constexpr const char* Usage =
    "usage: tileflow screenshot FILE --size WxH --out PNG [--screen "
    "play|title|generator|progress|settings|pause|win|packs|levels|editor|editor-name|\n"
    "                           editor-leave|import|import-code|my-levels|title-quit|play-leave|\n"
    "                           play-keep|play-restart]\n"
    "                           [--level ID] [--scale PERCENT] [--gamepad] [--colour-blind]\n"
    "                           [--import-folder DIR]\n";

bool parseScreenSize(const std::string& text, int& w, int& h) {
  const auto size = parseSize(text);
  if (!size) return false;
  w = size->width;
  h = size->height;
  return w >= 16 && h >= 16 && w <= 8192 && h <= 8192;
}

}  // namespace

int screenshotCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  std::string file;
  std::string outPath;
  std::string screen = "play";
  std::string levelId;
  std::string importFolder;
  int w = 0;
  int h = 0;
  Settings settings;
  bool gamepad = false;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    const bool hasValue = i + 1 < args.size();
    if (a == "--size" && hasValue) {
      if (!parseScreenSize(args[++i], w, h)) {
        err << "tileflow screenshot: --size wants WxH, e.g. 640x480\n";
        return 2;
      }
    } else if (a == "--out" && hasValue) {
      outPath = args[++i];
    } else if (a == "--screen" && hasValue) {
      screen = args[++i];
    } else if (a == "--import-folder" && hasValue) {
      importFolder = args[++i];
    } else if (a == "--level" && hasValue) {
      levelId = args[++i];
    } else if (a == "--scale" && hasValue) {
      settings.uiScalePercent = std::atoi(args[++i].c_str());
    } else if (a == "--gamepad") {
      gamepad = true;
    } else if (a == "--colour-blind") {
      settings.colourBlind = true;
    } else if (!a.empty() && a[0] != '-' && file.empty()) {
      file = a;
    } else {
      err << Usage;
      return 2;
    }
  }
  const bool asksInPlay = screen == "play-leave" || screen == "play-keep" || screen == "play-restart";
  const bool needsLevel = screen == "play" || screen == "pause" || screen == "win" || asksInPlay;
  if (outPath.empty() || w == 0 || (needsLevel && file.empty())) {
    err << Usage;
    return 2;
  }

  const Catalog& catalog = defaultCatalog();
  std::optional<Level> level;
  if (!file.empty()) {
    auto loaded = loadLevels(file, catalog);
    if (!ok(loaded)) {
      err << std::get<LoadError>(loaded).text() << "\n";
      return 2;
    }
    for (Level& l : std::get<Pack>(loaded).levels) {
      if (levelId.empty() || l.id == levelId) {
        level = std::move(l);
        break;
      }
    }
    if (!level) {
      err << "tileflow screenshot: no level " << (levelId.empty() ? "" : "'" + levelId + "' ") << "in " << file << "\n";
      return 2;
    }
  }

  SdlLibrary sdl(SdlLibrary::Mode::Headless);
  ScreenHarness harness(w, h, &catalog, settings);
  if (screen == "title" || screen == "title-quit") {
    harness.push(std::make_unique<TitleScreen>(harness.app(), harness.modes()));
    if (screen == "title-quit") harness.send(InputEvent::act(Action::Back, Device::Keyboard));  // the question Esc asks
  } else if (screen == "generator" || screen == "progress") {
    auto g = std::make_unique<GeneratorScreen>(harness.tiles());
    if (screen == "progress") g->showProgressForPicture(37, 100);
    harness.push(std::move(g));
  } else if (screen == "editor" || screen == "editor-name" || screen == "editor-leave") {
    Level start = level ? *level : EditorScreen::blankLevel(catalog, 5, 5);
    auto editor =
        std::make_unique<EditorScreen>(harness.tiles(), std::move(start), MyLevelsStore::in(harness.app().prefDir()));
    EditorScreen* e = editor.get();
    harness.push(std::move(editor));
    if (screen == "editor-name") {
      e->editName();  // the name field exactly as the Name button opens it
      harness.step(0);
    } else if (screen == "editor-leave") {
      const SDL_Rect cell = e->cellRect(0);  // one edit, so leaving asks first
      harness.send(InputEvent::tap(cell.x + cell.w / 2, cell.y + cell.h / 2, false, Device::Touch));
      e->leave();
      harness.step(0);
    }
  } else if (screen == "import" || screen == "import-code") {
    auto import = std::make_unique<ImportScreen>(
        harness.tiles(), MyLevelsStore::in(harness.app().prefDir()),
        importFolder.empty() ? importFolderIn(harness.app().prefDir()) : std::filesystem::path(importFolder));
    ImportScreen* i = import.get();
    harness.push(std::move(import));
    if (screen == "import-code") {
      i->typeCode();  // the code keys exactly as "Type a code" opens them
      harness.step(0);
    }
  } else if (screen == "my-levels") {
    harness.push(std::make_unique<MyLevelsScreen>(harness.tiles(), MyLevelsStore::in(harness.app().prefDir())));
  } else if (screen == "settings") {
    harness.push(std::make_unique<SettingsScreen>(harness.app()));
  } else if (needsLevel) {
    auto play = std::make_unique<PlayScreen>(harness.tiles(), *level, [] {});
    play->freezeClock();
    PlayScreen* p = play.get();
    harness.push(std::move(play));
    if (screen == "pause") {
      p->openMenu();  // the menu exactly as the Menu button opens it
      harness.step(0);
    }
    if (asksInPlay) {
      // One turn made, so leaving or restarting asks first, exactly as Back and Restart do.
      if (screen == "play-keep") p->offerToKeep(MyLevelsStore::in(harness.app().prefDir()));
      p->rotateAt(p->cursor(), 1);
      harness.settle();
      if (screen == "play-restart")
        p->askRestart();
      else
        p->leave();
      harness.step(0);
    }
    if (screen == "win") {
      WinScreen::Summary s;
      s.moves = level->parMoves.value_or(12);
      s.parMoves = level->parMoves;
      s.seconds = 42;
      s.parSeconds = level->parSeconds;
      harness.push(std::make_unique<WinScreen>(harness.app(), s, [] {}));
      harness.settle();
    }
  } else if (screen == "packs" || screen == "levels") {
    auto campaign = Campaign::open(catalog, harness.tiles().progress);
    campaign->showSampleProgress();
    harness.push(std::make_unique<PackSelectScreen>(harness.tiles(), campaign));
    if (screen == "levels") harness.push(std::make_unique<LevelSelectScreen>(harness.tiles(), campaign, 1));
  } else {
    err << "tileflow screenshot: unknown screen '" << screen << "'\n" << Usage;
    return 2;
  }
  harness.ui().lastDevice = gamepad ? Device::Gamepad : Device::Mouse;
  harness.drawFrame();
  if (const std::string e = harness.savePng(outPath); !e.empty()) {
    err << "tileflow screenshot: cannot write " << outPath << ": " << e << "\n";
    return 1;
  }
  out << "wrote " << outPath << " (" << w << "x" << h << ", " << screen << ")\n";
  return 0;
}

}  // namespace tileflow::cli
