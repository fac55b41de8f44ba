// GestureEvents: each gesture becomes the events its device sends, each at its moment: a pinch is
// two fingers moving apart, a long press lifts after its hold, a stick returns to rest, a paste
// puts its text on the clipboard, a walk through a screen's buttons ends on Enter.
#include "game/cli_sdl/GestureEvents.hpp"

#include <gtest/gtest.h>

#include <utility>
#include <vector>

namespace tileflow::cli {
namespace gesture_events_test {
namespace {

int count(const std::vector<TimedEvent>& events, Uint32 type) {
  int n = 0;
  for (const TimedEvent& t : events) n += t.event.type == type && t.width == 0;
  return n;
}

TEST(GestureEvents, APinchIsTwoFingersDownMovingAndUp) {
  Gesture g;
  g.kind = Gesture::Kind::Pinch;
  g.x = 320;
  g.y = 240;
  g.spread = 40;
  g.spread2 = 200;
  const auto events = gestureEvents(g, 640, 480);
  EXPECT_EQ(count(events, SDL_FINGERDOWN), 2);
  EXPECT_EQ(count(events, SDL_FINGERUP), 2);
  EXPECT_GT(count(events, SDL_FINGERMOTION), 0);
  const SDL_TouchFingerEvent& first = events.front().event.tfinger;
  const SDL_TouchFingerEvent& lastUp = events.back().event.tfinger;
  EXPECT_LT(first.x, 0.5f);
  EXPECT_GT(events.back().afterMs, 0);
  EXPECT_NE(first.fingerId, lastUp.fingerId);
  for (std::size_t i = 1; i < events.size(); ++i) EXPECT_GE(events[i].afterMs, events[i - 1].afterMs);
}

TEST(GestureEvents, AStrokeAlongAPathGoesThroughEachPointThenLifts) {
  for (const auto kind : {Gesture::Kind::Touch, Gesture::Kind::Drag}) {
    Gesture g;
    g.kind = kind;
    g.x = 10;
    g.y = 20;
    g.path = {{30, 20}, {30, 40}, {50, 40}};
    const auto events = gestureEvents(g, 100, 100);
    const bool touch = kind == Gesture::Kind::Touch;
    const Uint32 down = touch ? SDL_FINGERDOWN : SDL_MOUSEBUTTONDOWN;
    const Uint32 move = touch ? SDL_FINGERMOTION : SDL_MOUSEMOTION;
    const Uint32 up = touch ? SDL_FINGERUP : SDL_MOUSEBUTTONUP;
    std::vector<std::pair<int, int>> moved;
    int last = -1;
    bool isDown = false;
    for (const TimedEvent& t : events) {
      EXPECT_GE(t.afterMs, last) << "in time order";
      last = t.afterMs;
      if (t.event.type == down) isDown = true;
      if (t.event.type == move && isDown) {
        moved.emplace_back(touch ? static_cast<int>(t.event.tfinger.x * 100 + 0.5f) : t.event.motion.x,
                           touch ? static_cast<int>(t.event.tfinger.y * 100 + 0.5f) : t.event.motion.y);
      }
      if (t.event.type == up) {
        EXPECT_TRUE(isDown);
        isDown = false;
      }
    }
    EXPECT_EQ(moved, g.path) << (touch ? "finger" : "mouse");
    EXPECT_FALSE(isDown) << "it lifts at the end";
    EXPECT_GT(events.back().afterMs, 0) << "spread over frames";
  }
}

TEST(GestureEvents, ALongPressLiftsAfterItsHold) {
  Gesture g;
  g.kind = Gesture::Kind::Touch;
  g.holdMs = 700;
  const auto events = gestureEvents(g, 640, 480);
  ASSERT_EQ(events.size(), 2u);
  EXPECT_EQ(events[0].event.type, SDL_FINGERDOWN);
  EXPECT_EQ(events[0].afterMs, 0);
  EXPECT_EQ(events[1].event.type, SDL_FINGERUP);
  EXPECT_EQ(events[1].afterMs, 700);
}

TEST(GestureEvents, AStickReturnsToRestAfterItsHoldAndATriggerOnlyPresses) {
  Gesture g;
  g.kind = Gesture::Kind::Stick;
  g.axis = Gesture::Axis::LeftTrigger;
  g.axisValue = -30000;
  g.holdMs = 250;
  const auto events = gestureEvents(g, 640, 480);
  ASSERT_EQ(events.size(), 2u);
  EXPECT_EQ(events[0].event.caxis.axis, SDL_CONTROLLER_AXIS_TRIGGERLEFT);
  EXPECT_GT(events[0].event.caxis.value, 0);
  EXPECT_EQ(events[1].event.caxis.value, 0);
  EXPECT_EQ(events[1].afterMs, 250);
}

TEST(GestureEvents, APastePutsItsTextOnTheClipboardWithCtrlV) {
  Gesture g;
  g.kind = Gesture::Kind::Paste;
  g.text = "TF2.not a code";
  const auto events = gestureEvents(g, 640, 480);
  ASSERT_FALSE(events.empty());
  EXPECT_EQ(events.front().clipboard, "TF2.not a code");
  EXPECT_EQ(events.front().event.key.keysym.sym, SDLK_v);
  EXPECT_NE(events.front().event.key.keysym.mod & KMOD_CTRL, 0);
}

TEST(GestureEvents, NavigatingStepsThenPressesAndMayGoBackAtOnce) {
  Gesture g;
  g.kind = Gesture::Kind::Navigate;
  g.steps = 3;
  g.thenBack = true;
  const auto events = gestureEvents(g, 640, 480);
  std::vector<SDL_Keycode> downs;
  for (const TimedEvent& t : events) {
    if (t.event.type == SDL_KEYDOWN) downs.push_back(t.event.key.keysym.sym);
    EXPECT_EQ(t.afterMs, 0) << "all in one frame";
  }
  EXPECT_EQ(downs, (std::vector<SDL_Keycode>{SDLK_DOWN, SDLK_DOWN, SDLK_DOWN, SDLK_RETURN, SDLK_ESCAPE}));
}

TEST(GestureEvents, AResizeIsNoEventButANewSize) {
  Gesture g;
  g.kind = Gesture::Kind::Resize;
  g.width = 3840;
  g.height = 2160;
  const auto events = gestureEvents(g, 640, 480);
  ASSERT_EQ(events.size(), 1u);
  EXPECT_EQ(events[0].width, 3840);
  EXPECT_EQ(events[0].height, 2160);
}

}  // namespace
}  // namespace gesture_events_test
}  // namespace tileflow::cli
