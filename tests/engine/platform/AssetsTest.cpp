// Assets: rendered text is cached until the cache is cleared, which a resize does so that a
// larger window's labels never outlive it.
#include "engine/platform/Assets.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <string>

#include "engine/platform/OffscreenCanvas.hpp"
#include "engine/platform/TextureLedger.hpp"
#include "engine/ui/Paint.hpp"
#include "game/screens/ScreenHarness.hpp"
#include "tests/support/UiTestSupport.hpp"

namespace tileflow {
namespace assets_test {
namespace {

TEST(AssetsTest, TextIsRenderedOnceUntilTheTextsAreCleared) {
  test::ensureHeadlessSdl();
  OffscreenCanvas canvas(64, 64);
  Assets assets(canvas.renderer(), fontDirectory());
  const std::int64_t before = TextureLedger::counts().textures;
  const TextTexture first = assets.text("Meadow", FontStyle::Bold, 20, SDL_Color{255, 255, 255, 255});
  ASSERT_NE(first.texture, nullptr);
  EXPECT_EQ(assets.text("Meadow", FontStyle::Bold, 20, SDL_Color{255, 255, 255, 255}).texture, first.texture);
  EXPECT_EQ(TextureLedger::counts().textures, before + 1);

  assets.clearTexts();
  EXPECT_EQ(TextureLedger::counts().textures, before);
  const TextTexture again = assets.text("Meadow", FontStyle::Bold, 20, SDL_Color{255, 255, 255, 255});
  ASSERT_NE(again.texture, nullptr);
  EXPECT_EQ(again.w, first.w);
  EXPECT_EQ(TextureLedger::counts().textures, before + 1);
}

// With a frame budget, a frame that has run past it leaves the pictures it has not made yet for
// the next frame, which makes them; the first picture of a frame is made whatever the time.
// Without one (screenshots, golden images, the soak) every picture is made when asked for.
TEST(AssetsTest, PicturesPastTheFramesBudgetWaitForTheNextFrame) {
  test::ensureHeadlessSdl();
  OffscreenCanvas canvas(64, 64);
  Assets assets(canvas.renderer(), fontDirectory());
  const SDL_Color white{255, 255, 255, 255};
  const std::string square =
      "<svg xmlns='http://www.w3.org/2000/svg' width='8' height='8'><rect width='8' height='8'/></svg>";
  EXPECT_EQ(assets.frameDeadline(), std::numeric_limits<std::uint64_t>::max());

  assets.setFrameBudgetMs(5);
  assets.beginFrame();
  SDL_Delay(10);
  EXPECT_NE(assets.text("First", FontStyle::Bold, 20, white).texture, nullptr);  // the frame's first
  EXPECT_FALSE(assets.leftOut());
  EXPECT_EQ(assets.text("Second", FontStyle::Bold, 20, white).texture, nullptr);
  EXPECT_EQ(assets.svg("square", square, 8, 8), nullptr);
  EXPECT_EQ(backgroundTexture(assets, 32, 32, 0x102030, 0x405060), nullptr);
  EXPECT_TRUE(assets.leftOut());
  EXPECT_NE(assets.text("First", FontStyle::Bold, 20, white).texture, nullptr);  // cached: still drawn
  EXPECT_LE(assets.frameDeadline(), SDL_GetPerformanceCounter());

  assets.beginFrame();
  EXPECT_FALSE(assets.leftOut());
  EXPECT_NE(assets.text("Second", FontStyle::Bold, 20, white).texture, nullptr);
  EXPECT_NE(assets.svg("square", square, 8, 8), nullptr);
  EXPECT_NE(backgroundTexture(assets, 32, 32, 0x102030, 0x405060), nullptr);
  EXPECT_FALSE(assets.leftOut());

  assets.setFrameBudgetMs(0);
  assets.beginFrame();
  SDL_Delay(10);
  EXPECT_NE(assets.text("Third", FontStyle::Bold, 20, white).texture, nullptr);
  EXPECT_NE(assets.text("Fourth", FontStyle::Bold, 20, white).texture, nullptr);
  EXPECT_FALSE(assets.leftOut());
}

// The background is worked out in code: from the top colour at the top to the bottom colour at
// the bottom, lighter a third of the way down the middle than at the corners.
TEST(AssetsTest, TheBackgroundRunsFromTopToBottomColourWithALightNearTheTop) {
  test::ensureHeadlessSdl();
  OffscreenCanvas canvas(400, 300);
  Assets assets(canvas.renderer(), fontDirectory());
  SDL_Texture* t = backgroundTexture(assets, 400, 300, 0x204080, 0x000000);
  ASSERT_NE(t, nullptr);
  ASSERT_EQ(SDL_RenderCopy(canvas.renderer(), t, nullptr, nullptr), 0);
  SDL_RenderPresent(canvas.renderer());
  SDL_Surface* s = canvas.surface();
  const auto pixel = [s](int x, int y) {
    Uint8 r = 0;
    Uint8 g = 0;
    Uint8 b = 0;
    SDL_GetRGB(static_cast<const Uint32*>(s->pixels)[y * s->pitch / 4 + x], s->format, &r, &g, &b);
    return SDL_Color{r, g, b, 255};
  };
  // The light reaches the top corners faintly (2% of the way to white), not the bottom ones.
  const SDL_Color corner = pixel(0, 0);
  EXPECT_NEAR(corner.r, 0x20 + 5, 2);
  EXPECT_NEAR(corner.g, 0x40 + 4, 2);
  EXPECT_NEAR(corner.b, 0x80 + 3, 2);
  const SDL_Color foot = pixel(0, 299);
  EXPECT_LE(foot.r + foot.g + foot.b, 3);
  const SDL_Color light = pixel(200, 90);
  const SDL_Color side = pixel(0, 90);
  EXPECT_GT(light.b, side.b + 5);  // 10% of the way to white at the light's middle
  EXPECT_GT(light.r, side.r + 5);
}

// A window past 1920×1200 gets its background painted at a fraction of its size and stretched:
// a 2560×1440 one holds a 1280×720 texture (a quarter of the bytes), yet every pixel is within a
// couple of levels of the background painted whole, since the gradient changes slowly.
TEST(AssetsTest, ABigWindowsBackgroundIsPaintedSmallAndLooksTheSame) {
  test::ensureHeadlessSdl();
  EXPECT_EQ(backgroundShrink(1920, 1200), 1);
  EXPECT_EQ(backgroundShrink(2560, 1440), 2);
  EXPECT_EQ(backgroundShrink(3840, 2160), 3);
  EXPECT_EQ(backgroundShrink(7680, 4320), 6);
  const int w = 2560;
  const int h = 1440;
  OffscreenCanvas shrunk(w, h);
  Assets shrunkAssets(shrunk.renderer(), fontDirectory());
  const std::int64_t before = TextureLedger::counts().bytes;
  drawBackground(shrunkAssets, w, h, 0x33468a, 0x0d1430);
  EXPECT_EQ(TextureLedger::counts().bytes - before, std::int64_t{1280} * 720 * 4);
  SDL_RenderPresent(shrunk.renderer());
  OffscreenCanvas whole(w, h);
  Assets wholeAssets(whole.renderer(), fontDirectory());
  SDL_Texture* t = backgroundTexture(wholeAssets, w, h, 0x33468a, 0x0d1430);
  ASSERT_NE(t, nullptr);
  ASSERT_EQ(SDL_RenderCopy(whole.renderer(), t, nullptr, nullptr), 0);
  SDL_RenderPresent(whole.renderer());
  const auto channels = [](SDL_Surface* s, int x, int y) {
    Uint8 r = 0;
    Uint8 g = 0;
    Uint8 b = 0;
    SDL_GetRGB(static_cast<const Uint32*>(s->pixels)[y * s->pitch / 4 + x], s->format, &r, &g, &b);
    return std::array<int, 3>{r, g, b};
  };
  int worst = 0;
  for (int y = 0; y < h; y += 7)
    for (int x = 0; x < w; x += 11) {
      const auto a = channels(shrunk.surface(), x, y);
      const auto b = channels(whole.surface(), x, y);
      for (int c = 0; c < 3; ++c) worst = std::max(worst, std::abs(a[c] - b[c]));
    }
  EXPECT_LE(worst, 2);
}

// The budget follows the window: below the least it never goes, so a small window still keeps
// every label of a few screens.
TEST(AssetsTest, ALargerTextBudgetKeepsMoreTextThanTheLeast) {
  test::ensureHeadlessSdl();
  OffscreenCanvas canvas(64, 64);
  Assets assets(canvas.renderer(), fontDirectory());
  const std::int64_t before = TextureLedger::counts().textures;
  // Each label about 2000 × 60 pixels, half a megabyte: eight of them pass the least budget.
  const std::string wide(120, 'W');
  const auto label = [&](int i) { return wide + std::to_string(i); };
  assets.setTextBudget(0);
  for (int i = 0; i < 12; ++i) assets.text(label(i), FontStyle::Bold, 40, SDL_Color{255, 255, 255, 255});
  const std::int64_t keptSmall = TextureLedger::counts().textures - before;
  assets.clearTexts();
  assets.setTextBudget(std::int64_t{64} << 20);
  for (int i = 0; i < 12; ++i) assets.text(label(i), FontStyle::Bold, 40, SDL_Color{255, 255, 255, 255});
  const std::int64_t keptLarge = TextureLedger::counts().textures - before;
  EXPECT_LT(keptSmall, 12);
  EXPECT_EQ(keptLarge, 12);
}

}  // namespace
}  // namespace assets_test
}  // namespace tileflow
