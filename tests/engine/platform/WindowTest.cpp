// Window: its fullscreen state is read from the window itself, and leaving fullscreen gives a
// window that fits the usable area of its display (dummy video driver: one 1024x768 display).
#include <gtest/gtest.h>

#include <SDL.h>

#include "engine/platform/Window.hpp"
#include "tests/support/UiTestSupport.hpp"

namespace tileflow {
namespace window_test {
namespace {

SDL_Rect usableBounds() {
  SDL_Rect r{0, 0, 0, 0};
  SDL_GetDisplayUsableBounds(0, &r);
  return r;
}

TEST(Window, AWindowMadeFullscreenSaysSo) {
  test::ensureHeadlessSdl();
  Window window("test", 320, 200, true);
  EXPECT_TRUE(window.fullscreen());
  Window windowed("test", 320, 200, false);
  EXPECT_FALSE(windowed.fullscreen());
}

TEST(Window, LeavingFullscreenGivesAWindowThatFitsTheDisplay) {
  test::ensureHeadlessSdl();
  const SDL_Rect usable = usableBounds();
  ASSERT_GT(usable.w, 0);
  // Made larger than the display, as a small panel's first window could be.
  Window window("test", usable.w + 500, usable.h + 300, true);
  window.setFullscreen(false);
  EXPECT_FALSE(window.fullscreen());
  const SDL_Point size = window.windowSize();
  EXPECT_LT(size.x, usable.w) << "room for the window's frame";
  EXPECT_LT(size.y, usable.h);
  int x = 0;
  int y = 0;
  SDL_GetWindowPosition(window.window(), &x, &y);
  EXPECT_GE(x, usable.x);
  EXPECT_GE(y, usable.y);
  EXPECT_LE(x + size.x, usable.x + usable.w);
  EXPECT_LE(y + size.y, usable.y + usable.h);
  window.setFullscreen(true);
  EXPECT_TRUE(window.fullscreen()) << "and back again";
}

TEST(Window, AWindowThatFitsKeepsItsSizeWhenLeavingFullscreen) {
  test::ensureHeadlessSdl();
  Window window("test", 400, 300, true);
  window.setFullscreen(false);
  EXPECT_EQ(window.windowSize().x, 400);
  EXPECT_EQ(window.windowSize().y, 300);
}

TEST(Window, TheFirstWindowIsSizedToFitTheDisplay) {
  test::ensureHeadlessSdl();
  const SDL_Rect usable = usableBounds();
  const SDL_Point big = Window::fittingSize(usable.w * 2, usable.h * 2);
  EXPECT_LT(big.x, usable.w);
  EXPECT_LT(big.y, usable.h);
  const SDL_Point small = Window::fittingSize(300, 200);
  EXPECT_EQ(small.x, 300);
  EXPECT_EQ(small.y, 200);
}

}  // namespace
}  // namespace window_test
}  // namespace tileflow
