// layoutCheckCommand: lays out every screen of the gallery at every window size and UI scale
// the game supports and reports what breaks the layout rules (engine/ui/LayoutCheck).
#include <SDL.h>

#include <cstdio>
#include <cstdlib>
#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "engine/core/SizeText.hpp"
#include "engine/platform/SdlLibrary.hpp"
#include "engine/ui/LayoutCheck.hpp"
#include "game/cli_sdl/DrawingCommands.hpp"
#include "game/io/CatalogFile.hpp"
#include "game/screens/ScreenGallery.hpp"
#include "game/screens/tiles/TilesContext.hpp"
#include "game/store/SampleLevel.hpp"

namespace tileflow::cli {

namespace {

constexpr const char* LayoutCheckUsage =
    "usage: tileflow layout-check [--screen NAME] [--size WxH] [--scale PERCENT] [--lang LANG|all]\n"
    "                             [--shard K/N]\n"
    "  lays out every screen at every size and UI scale (in English, or in each language --lang\n"
    "  names); prints one line per problem and exits 2\n"
    "  if there is any, 0 when clean. --shard K/N checks only the K-th of N equal shares of the\n"
    "  layouts (1 <= K <= N <= 64), so N processes together check them all\n";

struct WindowSize {
  int width;
  int height;
};

// From a 320×240 handheld to a 4K desktop, landscape, square and portrait.
const std::vector<WindowSize> Sizes = {{320, 240},  {480, 320},  {640, 480},   {720, 720},
                                       {720, 1280}, {1280, 720}, {1920, 1080}, {3840, 2160}};

// The level the play screens show: the largest the campaign has, under a long name.
Level checkLevel(const Catalog& catalog) {
  Level level = makeSampleLevel(catalog, 15, 15, 21);
  level.name = "The Long and Winding River Road Through the Northern Hills";
  return level;
}

}  // namespace

int layoutCheckCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  std::vector<const GalleryScene*> scenes;
  std::vector<WindowSize> sizes;
  std::vector<int> scales;
  std::vector<std::string> languages;
  int shard = 1;
  int shards = 1;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    const bool hasValue = i + 1 < args.size();
    if (a == "--screen" && hasValue) {
      const GalleryScene* s = findScene(args[++i]);
      if (s == nullptr) {
        err << "tileflow layout-check: unknown screen '" << args[i] << "'; screens: " << sceneNames() << "\n";
        return 2;
      }
      scenes.push_back(s);
    } else if (a == "--size" && hasValue) {
      const auto size = parseSize(args[++i]);
      if (!size || size->width < 16 || size->height < 16 || size->width > 8192 || size->height > 8192) {
        err << "tileflow layout-check: --size wants WxH between 16x16 and 8192x8192, e.g. 640x480\n";
        return 2;
      }
      sizes.push_back({size->width, size->height});
    } else if (a == "--scale" && hasValue) {
      const int p = std::atoi(args[++i].c_str());
      if (p < 50 || p > 200) {
        err << "tileflow layout-check: --scale wants a percentage between 50 and 200\n";
        return 2;
      }
      scales.push_back(p);
    } else if (a == "--lang" && hasValue) {
      const std::vector<std::string> named = languagesNamed(args[++i], err, "layout-check");
      if (named.empty()) return 2;
      languages.insert(languages.end(), named.begin(), named.end());
    } else if (a == "--shard" && hasValue) {
      const std::string& v = args[++i];
      if (std::sscanf(v.c_str(), "%d/%d", &shard, &shards) != 2 || shards < 1 || shards > 64 || shard < 1 ||
          shard > shards || v != std::to_string(shard) + "/" + std::to_string(shards)) {
        err << "tileflow layout-check: --shard wants K/N with 1 <= K <= N <= 64, e.g. 2/4\n";
        return 2;
      }
    } else {
      err << LayoutCheckUsage;
      return 2;
    }
  }
  if (scenes.empty())
    for (const GalleryScene& s : screenGallery()) scenes.push_back(&s);
  if (sizes.empty()) sizes = Sizes;
  if (scales.empty()) scales.assign(UiScalePercents.begin(), UiScalePercents.end());
  // Without --lang, English as ever, and the report lines as they were.
  const bool tagged = !languages.empty();
  if (languages.empty()) languages.push_back("en");
  for (const std::string& code : languages)
    if (tagged && !speakLanguage(code, err, "layout-check")) return 2;

  const Catalog& catalog = defaultCatalog();
  SceneInputs inputs;
  inputs.level = checkLevel(catalog);
  inputs.hints = 3;  // the hinted tile and the win panel's hints line take room too
  SdlLibrary sdl(SdlLibrary::Mode::Headless);
  int problems = 0;
  int layouts = 0;
  int index = 0;  // of every layout, shard or not: layout i belongs to shard i mod N
  std::shared_ptr<const TilesContext::BuiltInPacks> packs;
  for (const std::string& language : languages) {
    // Screens make some of their text as they are made: the language is switched before any is.
    if (tagged) speakLanguage(language, err, "layout-check");
    for (const WindowSize& size : sizes) {
      for (int scale : scales) {
        Settings settings;
        settings.uiScalePercent = scale;
        for (const GalleryScene* scene : scenes) {
          if (index++ % shards != shard - 1) continue;
          ScreenHarness harness(size.width, size.height, &catalog, settings);
          // The built-in packs are read once for every layout (a megabyte of YAML each time).
          if (packs) harness.tiles().shareBuiltInPacks(packs);
          scene->open(harness, inputs);
          if (!packs) packs = harness.tiles().sharedBuiltInPacks();
          // Focus rings show, as for a gamepad player; they must fit too.
          harness.ui().lastDevice = Device::Gamepad;
          DrawProbe probe;
          harness.ui().assets->probe = &probe;
          // Only the top screen: what lies under an overlay is checked in its own scene.
          harness.stack().top()->draw();
          harness.ui().assets->probe = nullptr;
          ++layouts;
          for (const LayoutProblem& p : layoutProblems(probe, size.width, size.height)) {
            out << scene->name << " " << size.width << "x" << size.height << " " << scale << "% "
                << (tagged ? language + " " : "") << p.where << ": " << p.what << "\n";
            ++problems;
          }
        }
      }
    }
  }
  out << "layout-check: " << scenes.size() << " screens, " << sizes.size() << " sizes, " << scales.size() << " scales";
  if (tagged) out << ", " << languages.size() << (languages.size() == 1 ? " language" : " languages");
  out << " (" << layouts << " layouts";
  if (shards > 1) out << ", shard " << shard << " of " << shards;
  out << "): " << problems << (problems == 1 ? " problem" : " problems") << "\n";
  return problems == 0 ? 0 : 2;
}

}  // namespace tileflow::cli
