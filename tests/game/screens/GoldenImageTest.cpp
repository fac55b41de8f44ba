// Golden images: the play screen at 640×480, each environment's land at 640×480, a Link level at
// 640×480, and the screens repaired for handhelds at 480×320 with UI scale 150 % and at 640×480,
// look as committed, within a tolerance that lets
// anti-aliasing differ between library versions but catches layout or art regressions.
// TILEFLOW_UPDATE_GOLDEN=1 rewrites the golden files after a deliberate change.
#include <gtest/gtest.h>

#include <SDL.h>
#include <SDL_image.h>

#include <cmath>
#include <cstdlib>
#include <filesystem>

#include "engine/platform/SdlHandles.hpp"
#include "game/screens/ScreenGallery.hpp"
#include "game/screens/ScreenHarness.hpp"
#include "game/screens/tiles/PlayScreen.hpp"
#include "game/store/SampleLevel.hpp"
#include "tests/support/TestCatalog.hpp"
#include "tests/support/UiTestSupport.hpp"

namespace tileflow {
namespace golden_image_test {
namespace {

// Mean absolute difference over all colour channels, as a fraction of full scale; 1 if the
// sizes differ.
double meanDifference(SDL_Surface* a, SDL_Surface* b) {
  SurfacePtr x(SDL_ConvertSurfaceFormat(a, SDL_PIXELFORMAT_ARGB8888, 0));
  SurfacePtr y(SDL_ConvertSurfaceFormat(b, SDL_PIXELFORMAT_ARGB8888, 0));
  if (!x || !y || x->w != y->w || x->h != y->h) return 1.0;
  double sum = 0;
  for (int row = 0; row < x->h; ++row) {
    const auto* p = static_cast<const Uint8*>(x->pixels) + row * x->pitch;
    const auto* q = static_cast<const Uint8*>(y->pixels) + row * y->pitch;
    for (int i = 0; i < x->w * 4; ++i) {
      if (i % 4 == 3) continue;  // alpha: always opaque on screen
      sum += std::abs(static_cast<int>(p[i]) - static_cast<int>(q[i]));
    }
  }
  return sum / (255.0 * 3.0 * x->w * x->h);
}

void expectMatchesGolden(ScreenHarness& harness, const std::string& name) {
  harness.drawFrame();
  const std::string actual = test::binaryPath(name + ".actual.png");
  ASSERT_EQ("", harness.savePng(actual));
  const std::string golden = test::sourcePath("tests/data/golden/" + name + ".png");
  if (std::getenv("TILEFLOW_UPDATE_GOLDEN") != nullptr || !std::filesystem::exists(golden)) {
    std::filesystem::copy_file(actual, golden, std::filesystem::copy_options::overwrite_existing);
    GTEST_SKIP() << "wrote " << golden << "; look at it and commit it";
  }
  SurfacePtr expected(IMG_Load(golden.c_str()));
  ASSERT_TRUE(expected) << IMG_GetError();
  const double diff = meanDifference(harness.canvas().surface(), expected.get());
  EXPECT_LT(diff, 0.02) << "compare " << actual << " with " << golden;
}

TEST(GoldenImageTest, PlayScreenAt640x480) {
  test::ensureHeadlessSdl();
  ScreenHarness harness(640, 480, &test::uiTestCatalog());
  auto play = std::make_unique<PlayScreen>(harness.tiles(), makeSampleLevel(test::uiTestCatalog(), 6, 5, 5));
  play->freezeClock();
  PlayScreen* screen = play.get();
  harness.push(std::move(play));
  // A little history so lit networks, loose ends and a lock all show.
  screen->hint();
  screen->hint();
  screen->toggleLock(0);
  harness.settle();
  expectMatchesGolden(harness, "play-640x480");
}

// The screens a player met broken on a handheld, as the gallery opens them.
TEST(GoldenImageTest, HandheldScreens) {
  test::ensureHeadlessSdl();
  SceneInputs inputs;
  inputs.level = makeSampleLevel(test::shippedCatalog(), 8, 6, 5);
  inputs.level->name = "The Long and Winding River Road Through the Hills";
  struct Shot {
    int width;
    int height;
    int scale;
  };
  for (const Shot shot : {Shot{480, 320, 150}, Shot{640, 480, 100}}) {
    for (const char* name : {"title", "generator", "settings", "play", "my-levels", "editor", "levels"}) {
      Settings settings;
      settings.uiScalePercent = shot.scale;
      ScreenHarness harness(shot.width, shot.height, &test::shippedCatalog(), settings);
      const GalleryScene* scene = findScene(name);
      ASSERT_NE(scene, nullptr) << name;
      scene->open(harness, inputs);
      if (PlayScreen* play = harness.top<PlayScreen>()) play->freezeClock();
      // As a gamepad player sees them: focus rings on.
      harness.ui().lastDevice = Device::Gamepad;
      SCOPED_TRACE(name);
      expectMatchesGolden(harness, std::string(name) + "-" + std::to_string(shot.width) + "x" +
                                       std::to_string(shot.height) + "-" + std::to_string(shot.scale));
    }
  }
}

// A Link level part-solved (levels/examples/link.yaml as the gallery's link scene opens it):
// landmark badges, one kind joined and lit, a numbered portal pair and the status per kind.
TEST(GoldenImageTest, LinkSceneAt640x480) {
  test::ensureHeadlessSdl();
  for (const bool colourBlind : {false, true}) {
    Settings settings;
    settings.colourBlind = colourBlind;
    ScreenHarness harness(640, 480, &test::shippedCatalog(), settings);
    const GalleryScene* scene = findScene("link");
    ASSERT_NE(scene, nullptr);
    scene->open(harness, SceneInputs{});
    if (PlayScreen* play = harness.top<PlayScreen>()) play->freezeClock();
    SCOPED_TRACE(colourBlind ? "colour-blind" : "normal");
    expectMatchesGolden(harness, colourBlind ? "link-640x480-colour-blind" : "link-640x480");
  }
}

// Every environment's land at 640×480: its ground and texture under the tiles, its tray and its
// backdrop behind the board, with flows at each height the land has.
TEST(GoldenImageTest, EveryLandAt640x480) {
  test::ensureHeadlessSdl();
  const Catalog& catalog = test::shippedCatalog();
  ASSERT_EQ(catalog.environments().size(), 10u);
  for (const Environment& env : catalog.environments()) {
    ScreenHarness harness(640, 480, &catalog);
    auto play = std::make_unique<PlayScreen>(harness.tiles(), makeSampleLevel(catalog, 8, 6, 7, env.id));
    play->freezeClock();
    harness.push(std::move(play));
    harness.settle();
    SCOPED_TRACE(env.id);
    expectMatchesGolden(harness, "land-" + env.id + "-640x480");
  }
}

TEST(GoldenImageTest, DifferenceMeasureSeesAChange) {
  test::ensureHeadlessSdl();
  SurfacePtr a(SDL_CreateRGBSurfaceWithFormat(0, 8, 8, 32, SDL_PIXELFORMAT_ARGB8888));
  SurfacePtr b(SDL_CreateRGBSurfaceWithFormat(0, 8, 8, 32, SDL_PIXELFORMAT_ARGB8888));
  SDL_FillRect(a.get(), nullptr, SDL_MapRGB(a->format, 0, 0, 0));
  SDL_FillRect(b.get(), nullptr, SDL_MapRGB(b->format, 255, 255, 255));
  EXPECT_DOUBLE_EQ(1.0, meanDifference(a.get(), b.get()));
  EXPECT_DOUBLE_EQ(0.0, meanDifference(a.get(), a.get()));
}

}  // namespace
}  // namespace golden_image_test
}  // namespace tileflow
