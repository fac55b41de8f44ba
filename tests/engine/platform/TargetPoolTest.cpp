// TargetPool: lent targets come back for the next user, the pool never lends more than its limit
// and keeps no more free targets than it is told.
#include <gtest/gtest.h>

#include <SDL.h>

#include "engine/platform/Assets.hpp"
#include "engine/platform/OffscreenCanvas.hpp"
#include "engine/platform/TargetPool.hpp"
#include "engine/platform/TextureLedger.hpp"
#include "tests/support/UiTestSupport.hpp"

namespace tileflow {
namespace target_pool_test {
namespace {

TEST(TargetPoolTest, AGivenTargetIsLentAgainInsteadOfMakingANewOne) {
  test::ensureHeadlessSdl();
  OffscreenCanvas canvas(64, 64);
  TargetPool pool(canvas.renderer(), 32, 4);
  TexturePtr held = pool.take();  // a view still holds one
  const std::int64_t before = TextureLedger::counts().targetsCreated;
  TexturePtr a = pool.take();
  ASSERT_TRUE(a);
  int access = 0;
  int w = 0;
  int h = 0;
  SDL_QueryTexture(a.get(), nullptr, &access, &w, &h);
  EXPECT_EQ(access, SDL_TEXTUREACCESS_TARGET);
  EXPECT_EQ(w, 32);
  EXPECT_EQ(h, 32);
  SDL_Texture* raw = a.get();
  pool.give(std::move(a));
  EXPECT_EQ(pool.free(), 1u);
  TexturePtr b = pool.take();
  EXPECT_EQ(b.get(), raw);
  EXPECT_EQ(pool.made(), 2u);
  EXPECT_EQ(TextureLedger::counts().targetsCreated, before + 1);
  pool.give(std::move(b));
  pool.give(std::move(held));
}

TEST(TargetPoolTest, WhenNoTargetIsLentAnyMoreTheFreeOnesGo) {
  test::ensureHeadlessSdl();
  OffscreenCanvas canvas(64, 64);
  TargetPool pool(canvas.renderer(), 16, 8);
  const std::int64_t alive = TextureLedger::counts().targets;
  TexturePtr a = pool.take();
  TexturePtr b = pool.take();
  pool.give(std::move(a));
  EXPECT_EQ(pool.free(), 1u);
  EXPECT_EQ(TextureLedger::counts().targets, alive + 2);
  pool.give(std::move(b));
  EXPECT_EQ(pool.free(), 0u);
  EXPECT_EQ(pool.made(), 0u);
  EXPECT_EQ(TextureLedger::counts().targets, alive);
}

TEST(TargetPoolTest, NoMoreThanTheLimitIsLentAtOnce) {
  test::ensureHeadlessSdl();
  OffscreenCanvas canvas(64, 64);
  TargetPool pool(canvas.renderer(), 16, 2);
  TexturePtr a = pool.take();
  TexturePtr b = pool.take();
  ASSERT_TRUE(a);
  ASSERT_TRUE(b);
  EXPECT_FALSE(pool.take());
  pool.give(std::move(a));
  EXPECT_TRUE(pool.take());
  EXPECT_EQ(pool.made(), 2u);
}

TEST(TargetPoolTest, OnlyTheKeptNumberOfFreeTargetsStaysAlive) {
  test::ensureHeadlessSdl();
  OffscreenCanvas canvas(64, 64);
  TargetPool pool(canvas.renderer(), 16, 8);
  const std::int64_t alive = TextureLedger::counts().targets;
  TexturePtr a = pool.take();
  TexturePtr b = pool.take();
  TexturePtr c = pool.take();
  pool.give(std::move(a));
  pool.give(std::move(b));
  EXPECT_EQ(TextureLedger::counts().targets, alive + 3);
  pool.setKeep(1);  // a smaller window
  EXPECT_EQ(pool.free(), 1u);
  pool.give(std::move(c));  // the last one lent: none is kept
  EXPECT_EQ(pool.free(), 0u);
  EXPECT_EQ(pool.made(), 0u);
  EXPECT_EQ(TextureLedger::counts().targets, alive);
}

TEST(TargetPoolTest, OnlySdlsSoftwareRendererKeepsDrawingsInRenderTargets) {
  EXPECT_TRUE(renderTargetsWorthKeeping("software"));
  EXPECT_FALSE(renderTargetsWorthKeeping("opengl"));
  EXPECT_FALSE(renderTargetsWorthKeeping("opengles2"));
  EXPECT_FALSE(renderTargetsWorthKeeping(nullptr));
}

TEST(TargetPoolTest, AssetsLendTargetsOnTheSoftwareRenderer) {
  test::ensureHeadlessSdl();
  OffscreenCanvas canvas(64, 64);
  Assets assets(canvas.renderer(), test::sourcePath("assets/fonts"));
  TexturePtr t = assets.targets(32).take();
  EXPECT_TRUE(t);
  assets.targets(32).give(std::move(t));
}

}  // namespace
}  // namespace target_pool_test
}  // namespace tileflow
