// SdlLibrary: objects nest. A command run inside a program that already holds SDL (the screenshot
// or layout-check command in a test program) gives back only its own share when it ends: video,
// the clipboard and fonts stay usable for the outer holder, and SDL goes when the last one does.
#include <gtest/gtest.h>

#include <SDL.h>
#include <SDL_ttf.h>

#include <string>

#include "engine/platform/SdlLibrary.hpp"
#include "tests/support/UiTestSupport.hpp"

namespace tileflow {
namespace sdl_library_test {
namespace {

std::string clipboard() {
  char* text = SDL_GetClipboardText();
  std::string out = text != nullptr ? text : "";
  SDL_free(text);
  return out;
}

TEST(SdlLibrary, AnInnerLibraryEndingLeavesTheOuterOneWorking) {
  test::ensureHeadlessSdl();
  const int outer = SdlLibrary::live();
  ASSERT_GE(outer, 1);
  {
    SdlLibrary inner(SdlLibrary::Mode::Headless);
    EXPECT_EQ(outer + 1, SdlLibrary::live());
    SdlLibrary innermost(SdlLibrary::Mode::Headless);
    EXPECT_EQ(outer + 2, SdlLibrary::live());
  }
  EXPECT_EQ(outer, SdlLibrary::live());
  EXPECT_NE(0u, SDL_WasInit(SDL_INIT_VIDEO));
  EXPECT_GT(TTF_WasInit(), 0);
  ASSERT_EQ(0, SDL_SetClipboardText("still here")) << SDL_GetError();
  EXPECT_EQ("still here", clipboard());
  SDL_Window* window = SDL_CreateWindow("nested", 0, 0, 64, 48, SDL_WINDOW_HIDDEN);
  EXPECT_NE(nullptr, window) << SDL_GetError();
  if (window != nullptr) SDL_DestroyWindow(window);
}

}  // namespace
}  // namespace sdl_library_test
}  // namespace tileflow
