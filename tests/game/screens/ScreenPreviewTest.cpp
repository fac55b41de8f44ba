// Screen previews: with TILEFLOW_WRITE_PREVIEWS set, writes every screen at every target size
// to the build folder (preview-<screen>-<size>.png) for looking at by eye; otherwise it still
// draws them all, so a screen that crashes at some size fails here.
#include <gtest/gtest.h>

#include "game/generate/Generator.hpp"
#include "game/screens/ScreenHarness.hpp"
#include "game/screens/SettingsScreen.hpp"
#include "game/screens/TitleScreen.hpp"
#include "game/screens/WinScreen.hpp"
#include "game/screens/tiles/GeneratorScreen.hpp"
#include "game/screens/tiles/PlayScreen.hpp"
#include "game/store/SampleLevel.hpp"
#include "tests/support/UiTestSupport.hpp"

namespace tileflow {
namespace screen_preview_test {
namespace {

TEST(ScreenPreviewTest, EveryScreenDrawsAtEveryTargetSize) {
  test::ensureHeadlessSdl();
  const Catalog& catalog = test::shippedCatalog();
  GenerateOptions options;
  options.width = 15;
  options.height = 15;
  options.seed = 9;
  std::optional<Level> big;
  try {
    big = generate(catalog, options);
  } catch (const std::exception&) {
  }
  if (!big) big = makeSampleLevel(catalog, 15, 15, 9);
  const Level small = makeSampleLevel(catalog, 6, 6, 4);
  const std::pair<int, int> sizes[] = {{480, 320}, {640, 480}, {720, 720}, {1280, 720}, {720, 1280}};
  for (const auto& [w, h] : sizes) {
    const std::string size = std::to_string(w) + "x" + std::to_string(h);
    auto shot = [&](ScreenHarness& harness, const std::string& name) {
      harness.drawFrame();
      if (test::writePreviews()) {
        EXPECT_EQ("", harness.savePng(test::binaryPath("preview-" + name + "-" + size + ".png")));
      }
    };
    {
      ScreenHarness harness(w, h, &catalog);
      auto play = std::make_unique<PlayScreen>(harness.tiles(), *big);
      play->freezeClock();
      PlayScreen* p = play.get();
      harness.push(std::move(play));
      for (int i = 0; i < 12; ++i) p->hint();
      p->toggleLock(0);
      harness.settle();
      harness.ui().lastDevice = Device::Gamepad;
      shot(harness, "play15");
      p->openMenu();
      harness.step(0);
      shot(harness, "pause");
    }
    {
      ScreenHarness harness(w, h, &catalog);
      auto play = std::make_unique<PlayScreen>(harness.tiles(), small, [] {});
      play->freezeClock();
      PlayScreen* p = play.get();
      harness.push(std::move(play));
      while (p->hint()) harness.settle();
      harness.settle();
      harness.step(1.2);  // confetti mid-fall
      shot(harness, "win");
    }
    {
      ScreenHarness harness(w, h, &catalog);
      harness.app().settings.colourBlind = true;
      harness.push(std::make_unique<SettingsScreen>(harness.app()));
      shot(harness, "settings");
    }
  }
}

}  // namespace
}  // namespace screen_preview_test
}  // namespace tileflow
