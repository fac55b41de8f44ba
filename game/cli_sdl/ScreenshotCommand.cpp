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
#include "game/screens/ScreenGallery.hpp"
#include "game/screens/ScreenHarness.hpp"

namespace tileflow::cli {

namespace {

std::string usage() {
  return "usage: tileflow screenshot FILE --size WxH --out PNG [--screen NAME]\n"
         "                           [--level ID] [--scale PERCENT] [--gamepad] [--colour-blind]\n"
         "                           [--import-folder DIR] [--hints N] [--zoom STEPS] [--lang LANG]\n"
         "screens: " +
         sceneNames() + "\n";
}

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
  SceneInputs inputs;
  bool gamepad = false;
  std::string language = "en";
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
    } else if (a == "--import-folder" && hasValue) {
      inputs.importFolder = args[++i];
    } else if (a == "--lang" && hasValue) {
      const std::vector<std::string> named = languagesNamed(args[++i], err, "screenshot");
      if (named.size() != 1) {
        if (!named.empty()) err << "tileflow screenshot: --lang wants one language\n";
        return 2;
      }
      language = named.front();
    } else if (a == "--gamepad") {
      gamepad = true;
    } else if (a == "--colour-blind") {
      settings.colourBlind = true;
    } else if (a == "--hints" && hasValue) {
      inputs.hints = std::atoi(args[++i].c_str());
      if (inputs.hints < 0 || inputs.hints > 999) {
        err << "tileflow screenshot: --hints wants 0 to 999\n";
        return 2;
      }
    } else if (a == "--zoom" && hasValue) {
      inputs.zoom = std::atoi(args[++i].c_str());
      if (inputs.zoom < 0 || inputs.zoom > 40) {
        err << "tileflow screenshot: --zoom wants 0 to 40 steps\n";
        return 2;
      }
    } else if (!a.empty() && a[0] != '-' && file.empty()) {
      file = a;
    } else {
      err << usage();
      return 2;
    }
  }
  const GalleryScene* scene = findScene(screen);
  if (scene == nullptr) {
    err << "tileflow screenshot: unknown screen '" << screen << "'\n" << usage();
    return 2;
  }
  if (outPath.empty() || w == 0 || (scene->needsLevel && file.empty())) {
    err << usage();
    return 2;
  }

  const Catalog& catalog = defaultCatalog();
  std::optional<Level>& level = inputs.level;
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

  if (language != "en" && !speakLanguage(language, err, "screenshot")) return 2;
  SdlLibrary sdl(SdlLibrary::Mode::Headless);
  ScreenHarness harness(w, h, &catalog, settings);
  scene->open(harness, inputs);
  harness.ui().lastDevice = gamepad ? Device::Gamepad : Device::Mouse;
  // A zoomed or big board makes its pictures over a few frames: the picture is the settled one.
  harness.drawSettled(301);
  if (const std::string e = harness.savePng(outPath); !e.empty()) {
    err << "tileflow screenshot: cannot write " << outPath << ": " << e << "\n";
    return 1;
  }
  out << "wrote " << outPath << " (" << w << "x" << h << ", " << screen << (language == "en" ? "" : ", " + language)
      << ")\n";
  return 0;
}

}  // namespace tileflow::cli
