// Assets: rendered text is cached until the cache is cleared, which a resize does so that a
// larger window's labels never outlive it.
#include "engine/platform/Assets.hpp"

#include <gtest/gtest.h>

#include <string>

#include "engine/platform/OffscreenCanvas.hpp"
#include "engine/platform/TextureLedger.hpp"
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
