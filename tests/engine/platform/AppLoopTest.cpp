// App: the main loop draws nothing while idle, caps frames while animating, and ends on quit.
#include <gtest/gtest.h>

#include <SDL.h>

#include <functional>
#include <string>

#include "engine/platform/App.hpp"
#include "engine/platform/Assets.hpp"
#include "engine/platform/Window.hpp"
#include "engine/ui/ScreenStack.hpp"
#include "game/screens/ScreenHarness.hpp"
#include "tests/support/UiTestSupport.hpp"

namespace tileflow {
namespace app_loop_test {
namespace {

// Counts its frames into `draws`, which outlives the loop.
class CountingScreen : public Screen {
 public:
  CountingScreen(bool animate, int& draws) : animate_(animate), draws_(draws) {}
  void layout(const Metrics&) override {}
  void handle(const InputEvent&) override {}
  void draw() override { ++draws_; }
  bool animating() const override { return animate_; }

 private:
  bool animate_;
  int& draws_;
};

// What a screen saw of the keyboard: typed text, the Tertiary action, and whether the
// platform's text input was on when input came.
struct Seen {
  std::string typed;
  std::string actions;
  bool textInputActive = false;
};

class TypingScreen : public Screen {
 public:
  TypingScreen(bool wants, Seen& seen) : wants_(wants), seen_(seen) {}
  void layout(const Metrics&) override {}
  void handle(const InputEvent& e) override {
    if (e.kind == InputEvent::Kind::Text) seen_.typed += e.text;
    if (e.kind == InputEvent::Kind::Action && e.action == Action::Tertiary) seen_.actions += "x";
    seen_.textInputActive = SDL_IsTextInputActive() == SDL_TRUE;
  }
  void draw() override {}
  bool wantsText() const override { return wants_; }

 private:
  bool wants_;
  Seen& seen_;
};

// The loop's UiContext while runLoop runs, for screens that look at it.
const UiContext* runningUi = nullptr;
// The frame budget runLoop gives its Assets (0: none, as by default).
double loopFrameBudgetMs = 0;

Uint32 pushQuit(Uint32, void*) {
  SDL_Event e{};
  e.type = SDL_QUIT;
  SDL_PushEvent(&e);
  return 0;
}

// Runs the real loop in a window on `screen` for about `ms` milliseconds; `during`, if given,
// fires from SDL's timer thread (where pushing events is allowed) after `duringMs`.
void runLoop(std::unique_ptr<Screen> screen, Uint32 ms, SDL_TimerCallback during = nullptr, Uint32 duringMs = 0,
             std::function<bool()> beforeQuit = {}) {
  Window window("test", 320, 240, false);
  Assets assets(window.renderer(), fontDirectory());
  assets.setFrameBudgetMs(loopFrameBudgetMs);
  UiContext ui;
  ui.renderer = window.renderer();
  ui.assets = &assets;
  ScreenStack stack;
  stack.push(std::move(screen));
  App app(window, ui, stack, 60);
  app.beforeQuit = std::move(beforeQuit);
  runningUi = &ui;
  SDL_Event e;
  while (SDL_PollEvent(&e) != 0) {
  }
  const SDL_TimerID early = during != nullptr ? SDL_AddTimer(duringMs, during, nullptr) : 0;
  const SDL_TimerID timer = SDL_AddTimer(ms, pushQuit, nullptr);
  app.run();
  if (early != 0) SDL_RemoveTimer(early);
  SDL_RemoveTimer(timer);
  runningUi = nullptr;
}

// Returns the frames a screen drew in about `ms` milliseconds of the loop.
int framesIn(bool animate, Uint32 ms) {
  int draws = 0;
  runLoop(std::make_unique<CountingScreen>(animate, draws), ms);
  return draws;
}

TEST(AppLoopTest, AnIdleScreenIsDrawnOnceAndThenTheLoopSleeps) {
  test::ensureHeadlessSdl();
  if (SDL_InitSubSystem(SDL_INIT_TIMER) != 0) GTEST_SKIP() << SDL_GetError();
  const int frames = framesIn(false, 400);
  EXPECT_GE(frames, 1);
  EXPECT_LE(frames, 3) << "window events may ask for a fresh frame, but idle means no frames";
}

// Draws five labels each frame, counting its frames and the labels it could draw in the last.
class LabelScreen : public Screen {
 public:
  LabelScreen(int& draws, int& shown) : draws_(draws), shown_(shown) {}
  void layout(const Metrics&) override {}
  void handle(const InputEvent&) override {}
  void draw() override {
    ++draws_;
    shown_ = 0;
    for (const char* label : {"one", "two", "three", "four", "five"})
      if (runningUi->assets->text(label, FontStyle::Bold, 20, SDL_Color{255, 255, 255, 255}).texture != nullptr)
        ++shown_;
  }

 private:
  int& draws_;
  int& shown_;
};

// With a frame budget too small for more than one picture a frame, the loop draws frame after
// frame until every label is made, then sleeps as an idle loop does.
TEST(AppLoopTest, PicturesLeftOutOfAFrameComeInTheNextFramesAndThenTheLoopSleeps) {
  test::ensureHeadlessSdl();
  if (SDL_InitSubSystem(SDL_INIT_TIMER) != 0) GTEST_SKIP() << SDL_GetError();
  int draws = 0;
  int shown = 0;
  loopFrameBudgetMs = 1e-6;
  runLoop(std::make_unique<LabelScreen>(draws, shown), 400);
  loopFrameBudgetMs = 0;
  EXPECT_EQ(shown, 5);
  EXPECT_GE(draws, 5);
  EXPECT_LE(draws, 8) << "once every label is made the loop sleeps";
}

Uint32 pushKeyX(Uint32, void*) {
  SDL_Event down{};
  down.type = SDL_KEYDOWN;
  down.key.keysym.sym = SDLK_x;
  SDL_PushEvent(&down);
  SDL_Event text{};
  text.type = SDL_TEXTINPUT;
  SDL_strlcpy(text.text.text, "x", sizeof(text.text.text));
  SDL_PushEvent(&text);  // dropped by SDL itself while text input is off
  return 0;
}

// Types "x" on a desktop keyboard (the key press, then the text SDL makes of it) while the loop
// runs on `screen`, and returns what the screen saw.
Seen typeX(bool wantsText) {
  Seen seen;
  runLoop(std::make_unique<TypingScreen>(wantsText, seen), 200, pushKeyX, 40);
  return seen;
}

TEST(AppLoopTest, TextInputIsOnOnlyWhileTheTopScreenWantsText) {
  test::ensureHeadlessSdl();
  if (SDL_InitSubSystem(SDL_INIT_TIMER) != 0) GTEST_SKIP() << SDL_GetError();
  const Seen field = typeX(true);
  EXPECT_EQ(field.typed, "x");
  EXPECT_EQ(field.actions, "") << "the key that typed the letter does not also turn a tile";
  EXPECT_TRUE(field.textInputActive);
  const Seen board = typeX(false);
  EXPECT_EQ(board.typed, "");
  EXPECT_EQ(board.actions, "x");
  EXPECT_FALSE(board.textInputActive) << "SDL's default of text input on is turned off";
}

TEST(AppLoopTest, AWindowCloseCanBeHeldOnceByADriverThatPlaysOn) {
  test::ensureHeadlessSdl();
  if (SDL_InitSubSystem(SDL_INIT_TIMER) != 0) GTEST_SKIP() << SDL_GetError();
  int asked = 0;
  int draws = 0;
  // The first close is held (as memory-check holds every one); the second one ends the loop.
  runLoop(std::make_unique<CountingScreen>(false, draws), 250, pushQuit, 60, [&asked] { return ++asked == 1; });
  EXPECT_EQ(asked, 2);
}

TEST(AppLoopTest, AnAnimatingScreenIsDrawnAtAboutTheFrameCap) {
  test::ensureHeadlessSdl();
  if (SDL_InitSubSystem(SDL_INIT_TIMER) != 0) GTEST_SKIP() << SDL_GetError();
  const int frames = framesIn(true, 400);
  EXPECT_GE(frames, 8);
  EXPECT_LE(frames, 30) << "60 frames a second at most";
}

// A screen with a clock: it sleeps between timed wakes and adds up the time it is given.
class ClockScreen : public Screen {
 public:
  explicit ClockScreen(double& counted) : counted_(counted) {}
  void layout(const Metrics&) override {}
  void handle(const InputEvent&) override {}
  void update(double seconds) override { counted_ += seconds; }
  void draw() override {}
  int msUntilWake() const override { return 250; }

 private:
  double& counted_;
};

TEST(AppLoopTest, AClockCountsTheTimeTheLoopSleptBetweenWakes) {
  test::ensureHeadlessSdl();
  if (SDL_InitSubSystem(SDL_INIT_TIMER) != 0) GTEST_SKIP() << SDL_GetError();
  double counted = 0;
  const Uint64 start = SDL_GetTicks64();
  runLoop(std::make_unique<ClockScreen>(counted), 1200);
  const double elapsed = static_cast<double>(SDL_GetTicks64() - start) / 1000.0;
  // Every wake comes a quarter second after the last; counting only a tenth of each would give
  // less than half the time that passed.
  EXPECT_GE(counted, 0.9);
  EXPECT_LE(counted, elapsed + 0.01);
}

// Notes each change of UiContext::away it sees at an update: 'p' (playing) or 'a' (away).
class AwayScreen : public Screen {
 public:
  explicit AwayScreen(std::string& seen) : seen_(seen) {}
  void layout(const Metrics&) override {}
  void handle(const InputEvent&) override {}
  void update(double) override {
    const char now = runningUi != nullptr && runningUi->away ? 'a' : 'p';
    if (seen_.empty() || seen_.back() != now) seen_ += now;
  }
  void draw() override {}

 private:
  std::string& seen_;
};

void pushWindowEvent(Uint8 event) {
  SDL_Event e{};
  e.type = SDL_WINDOWEVENT;
  e.window.event = event;
  SDL_PushEvent(&e);
}

// Focus goes and comes back, then the window is minimised and restored.
Uint32 pushAwayAndBack(Uint32 interval, void*) {
  static int step = 0;
  const Uint8 events[] = {SDL_WINDOWEVENT_FOCUS_LOST, SDL_WINDOWEVENT_FOCUS_GAINED, SDL_WINDOWEVENT_MINIMIZED,
                          SDL_WINDOWEVENT_RESTORED};
  pushWindowEvent(events[step]);
  if (++step < 4) return interval;
  step = 0;
  return 0;
}

TEST(AppLoopTest, LosingFocusOrBeingMinimisedMarksTheWindowAwayUntilItComesBack) {
  test::ensureHeadlessSdl();
  if (SDL_InitSubSystem(SDL_INIT_TIMER) != 0) GTEST_SKIP() << SDL_GetError();
  std::string seen;
  runLoop(std::make_unique<AwayScreen>(seen), 500, pushAwayAndBack, 60);
  EXPECT_EQ("papap", seen);
}

// Counts the taps it is given.
class TapCounter : public Screen {
 public:
  explicit TapCounter(int& taps) : taps_(taps) {}
  void layout(const Metrics&) override {}
  void handle(const InputEvent& e) override {
    if (e.kind == InputEvent::Kind::Tap) ++taps_;
  }
  void draw() override {}

 private:
  int& taps_;
};

// Its first step stalls (as making a large level once did) and then opens a TapCounter.
class StallingScreen : public Screen {
 public:
  StallingScreen(int& ownTaps, int& nextTaps) : ownTaps_(ownTaps), nextTaps_(nextTaps) {}
  void layout(const Metrics&) override {}
  void handle(const InputEvent& e) override {
    if (e.kind == InputEvent::Kind::Tap) ++ownTaps_;
  }
  void update(double) override {
    if (opened_) return;
    opened_ = true;
    SDL_Delay(150);
    stack().push(std::make_unique<TapCounter>(nextTaps_));
  }
  void draw() override {}

 private:
  int& ownTaps_;
  int& nextTaps_;
  bool opened_ = false;
};

void pushClick() {
  SDL_Event down{};
  down.type = SDL_MOUSEBUTTONDOWN;
  down.button.button = SDL_BUTTON_LEFT;
  down.button.x = 50;
  down.button.y = 50;
  SDL_PushEvent(&down);
  SDL_Event up = down;
  up.type = SDL_MOUSEBUTTONUP;
  SDL_PushEvent(&up);
}

// A click during the stall, then one once the next screen shows.
Uint32 clickDuringAndAfter(Uint32, void*) {
  static int calls = 0;
  pushClick();
  if (++calls < 2) return 250;
  calls = 0;
  return 0;
}

TEST(AppLoopTest, AClickQueuedBeforeTheNextScreenShowsNeverReachesIt) {
  test::ensureHeadlessSdl();
  if (SDL_InitSubSystem(SDL_INIT_TIMER) != 0) GTEST_SKIP() << SDL_GetError();
  int ownTaps = 0;
  int nextTaps = 0;
  runLoop(std::make_unique<StallingScreen>(ownTaps, nextTaps), 500, clickDuringAndAfter, 40);
  EXPECT_EQ(0, ownTaps) << "the stalled screen was gone when its click came out of the queue";
  EXPECT_EQ(1, nextTaps) << "only the click made while it showed";
}

}  // namespace
}  // namespace app_loop_test
}  // namespace tileflow
