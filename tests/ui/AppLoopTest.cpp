// App: the main loop draws nothing while idle, caps frames while animating, and ends on quit.
#include <gtest/gtest.h>

#include <SDL.h>

#include "engine/platform/App.hpp"
#include "engine/platform/Assets.hpp"
#include "engine/platform/Window.hpp"
#include "engine/ui/ScreenStack.hpp"
#include "game/screens/ScreenHarness.hpp"
#include "tests/ui/UiTestSupport.hpp"

namespace tileflow {
namespace {

class CountingScreen : public Screen {
 public:
  explicit CountingScreen(bool animate) : animate_(animate) {}
  void layout(const Metrics&) override {}
  void handle(const InputEvent&) override {}
  void draw() override { ++draws; }
  bool animating() const override { return animate_; }
  int draws = 0;

 private:
  bool animate_;
};

Uint32 pushQuit(Uint32, void*) {
  SDL_Event e{};
  e.type = SDL_QUIT;
  SDL_PushEvent(&e);
  return 0;
}

// Runs the loop for about `ms` milliseconds and returns the frames the screen drew.
int framesIn(bool animate, Uint32 ms) {
  Window window("test", 320, 240, false);
  Assets assets(window.renderer(), fontDirectory());
  UiContext ui;
  ui.renderer = window.renderer();
  ui.assets = &assets;
  ScreenStack stack;
  auto screen = std::make_unique<CountingScreen>(animate);
  CountingScreen* raw = screen.get();
  stack.push(std::move(screen));
  App app(window, ui, stack, 60);
  SDL_Event e;
  while (SDL_PollEvent(&e) != 0) {
  }
  // The timer runs on SDL's timer thread; pushing an event from there is allowed.
  const SDL_TimerID timer = SDL_AddTimer(ms, pushQuit, nullptr);
  app.run();
  SDL_RemoveTimer(timer);
  return raw->draws;
}

TEST(AppLoopTest, AnIdleScreenIsDrawnOnceAndThenTheLoopSleeps) {
  test::ensureHeadlessSdl();
  if (SDL_InitSubSystem(SDL_INIT_TIMER) != 0) GTEST_SKIP() << SDL_GetError();
  const int frames = framesIn(false, 400);
  EXPECT_GE(frames, 1);
  EXPECT_LE(frames, 3) << "window events may ask for a fresh frame, but idle means no frames";
}

TEST(AppLoopTest, AnAnimatingScreenIsDrawnAtAboutTheFrameCap) {
  test::ensureHeadlessSdl();
  if (SDL_InitSubSystem(SDL_INIT_TIMER) != 0) GTEST_SKIP() << SDL_GetError();
  const int frames = framesIn(true, 400);
  EXPECT_GE(frames, 8);
  EXPECT_LE(frames, 30) << "60 frames a second at most";
}

}  // namespace
}  // namespace tileflow
