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
    "                           editor-leave|import|my-levels]\n"
    "                           [--level ID] [--scale PERCENT] [--gamepad] [--colour-blind] [--hints N]\n";

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
  int w = 0;
  int h = 0;
  Settings settings;
  bool gamepad = false;
  int hints = 0;
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
    } else if (a == "--level" && hasValue) {
      levelId = args[++i];
    } else if (a == "--scale" && hasValue) {
      settings.uiScalePercent = std::atoi(args[++i].c_str());
    } else if (a == "--gamepad") {
      gamepad = true;
    } else if (a == "--colour-blind") {
      settings.colourBlind = true;
    } else if (a == "--hints" && hasValue) {
      hints = std::atoi(args[++i].c_str());
      if (hints < 0 || hints > 999) {
        err << "tileflow screenshot: --hints wants 0 to 999\n";
        return 2;
      }
    } else if (!a.empty() && a[0] != '-' && file.empty()) {
      file = a;
    } else {
      err << Usage;
      return 2;
    }
  }
  const bool needsLevel = screen == "play" || screen == "pause" || screen == "win";
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
  if (screen == "title") {
    harness.push(std::make_unique<TitleScreen>(harness.app(), harness.modes()));
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
  } else if (screen == "import") {
    harness.push(std::make_unique<ImportScreen>(harness.tiles(), MyLevelsStore::in(harness.app().prefDir())));
  } else if (screen == "my-levels") {
    harness.push(std::make_unique<MyLevelsScreen>(harness.tiles(), MyLevelsStore::in(harness.app().prefDir())));
  } else if (screen == "settings") {
    harness.push(std::make_unique<SettingsScreen>(harness.app()));
  } else if (needsLevel) {
    auto play = std::make_unique<PlayScreen>(harness.tiles(), *level, [] {});
    play->freezeClock();
    PlayScreen* p = play.get();
    harness.push(std::move(play));
    // Hints as the Hint button gives them, each turn played out; the win panel counts them.
    if (screen != "win") {
      for (int k = 0; k < hints && !p->session().won() && p->hint(); ++k) harness.settle();
    }
    if (screen == "pause") {
      p->openMenu();  // the menu exactly as the Menu button opens it
      harness.step(0);
    }
    if (screen == "win") {
      WinScreen::Summary s;
      s.moves = level->parMoves.value_or(12);
      s.parMoves = level->parMoves;
      s.seconds = 42;
      s.parSeconds = level->parSeconds;
      s.hints = hints;
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
