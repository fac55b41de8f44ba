// RandomPlayTest: seeded random play is repeatable, stays in the window and covers every gesture.
#include "engine/core/RandomPlay.hpp"

#include <gtest/gtest.h>

#include <set>

namespace tileflow {
namespace random_play_test {
namespace {

TEST(RandomPlayTest, SameSeedSameGestures) {
  RandomPlay a(42);
  RandomPlay b(42);
  RandomPlay c(43);
  int differ = 0;
  for (int i = 0; i < 500; ++i) {
    const Gesture ga = a.next(640, 480);
    const Gesture gb = b.next(640, 480);
    const Gesture gc = c.next(640, 480);
    EXPECT_EQ(ga.kind, gb.kind);
    EXPECT_EQ(ga.x, gb.x);
    EXPECT_EQ(ga.y2, gb.y2);
    EXPECT_EQ(ga.text, gb.text);
    EXPECT_EQ(ga.width, gb.width);
    if (ga.kind != gc.kind || ga.x != gc.x) ++differ;
  }
  EXPECT_GT(differ, 400);
}

TEST(RandomPlayTest, PointsInsideTheWindowAndResizesWithinLimits) {
  RandomPlay::Limits limits;
  limits.minWidth = 320;
  limits.minHeight = 240;
  limits.maxWidth = 1920;
  limits.maxHeight = 1080;
  RandomPlay play(7, limits);
  int w = 640;
  int h = 480;
  for (int i = 0; i < 5000; ++i) {
    const Gesture g = play.next(w, h);
    ASSERT_GE(g.x, 0);
    ASSERT_LT(g.x, w);
    ASSERT_GE(g.y, 0);
    ASSERT_LT(g.y, h);
    ASSERT_GE(g.x2, 0);
    ASSERT_LT(g.x2, w);
    ASSERT_GE(g.y2, 0);
    ASSERT_LT(g.y2, h);
    if (g.kind == Gesture::Kind::Resize) {
      ASSERT_GE(g.width, 320);
      ASSERT_LE(g.width, 1920);
      ASSERT_GE(g.height, 240);
      ASSERT_LE(g.height, 1080);
      w = g.width;
      h = g.height;
    }
    if (g.kind == Gesture::Kind::Text) {
      ASSERT_FALSE(g.text.empty());
      for (char ch : g.text) ASSERT_TRUE(ch >= ' ' && ch <= '~');
    }
  }
}

TEST(RandomPlayTest, EveryKindKeyAndButtonComesUp) {
  RandomPlay play(1);
  std::set<int> kinds;
  std::set<int> keys;
  std::set<int> pads;
  for (int i = 0; i < 20000; ++i) {
    const Gesture g = play.next(800, 600);
    kinds.insert(static_cast<int>(g.kind));
    if (g.kind == Gesture::Kind::Key) keys.insert(static_cast<int>(g.key));
    if (g.kind == Gesture::Kind::Pad) pads.insert(static_cast<int>(g.pad));
    if (g.kind == Gesture::Kind::Wheel) {
      EXPECT_NE(g.wheel, 0);
    }
  }
  EXPECT_EQ(kinds.size(), static_cast<std::size_t>(Gesture::Kind::Resize) + 1);
  EXPECT_EQ(keys.size(), static_cast<std::size_t>(Gesture::Key::Letter) + 1);
  EXPECT_EQ(pads.size(), static_cast<std::size_t>(Gesture::Pad::Back) + 1);
}

TEST(RandomPlayTest, EveryDeviceBringsPinchesSticksFocusQuitPastesAndNavigation) {
  RandomPlay::Limits limits;
  limits.everyDevice = true;
  limits.navigateOneIn = 10;
  RandomPlay play(5, limits);
  std::set<int> kinds;
  std::set<int> axes;
  int longPresses = 0;
  int startedAndCancelled = 0;
  int hintRuns = 0;
  for (int i = 0; i < 20000; ++i) {
    const Gesture g = play.next(800, 600);
    kinds.insert(static_cast<int>(g.kind));
    if (g.kind == Gesture::Kind::Stick) {
      axes.insert(static_cast<int>(g.axis));
      EXPECT_GE(g.holdMs, 0);
    }
    if (g.kind == Gesture::Kind::Touch && g.holdMs >= 450) ++longPresses;
    if (g.kind == Gesture::Kind::Pinch) {
      EXPECT_GT(g.spread, 0);
      EXPECT_GT(g.spread2, 0);
    }
    if (g.kind == Gesture::Kind::Navigate && g.thenBack) ++startedAndCancelled;
    if (g.kind == Gesture::Kind::Navigate && g.hints > 0) ++hintRuns;
    if (g.kind == Gesture::Kind::Paste) {
      EXPECT_FALSE(g.text.empty());
    }
  }
  EXPECT_EQ(kinds.size(), static_cast<std::size_t>(Gesture::Kind::Paste) + 1);
  EXPECT_EQ(axes.size(), static_cast<std::size_t>(Gesture::Axis::RightTrigger) + 1);
  EXPECT_GT(longPresses, 0);
  EXPECT_GT(startedAndCancelled, 0);
  EXPECT_GT(hintRuns, 0);
}

TEST(RandomPlayTest, WithoutEveryDeviceTheOldKindsAloneComeUp) {
  RandomPlay play(9);
  for (int i = 0; i < 20000; ++i) {
    const Gesture g = play.next(800, 600);
    ASSERT_LE(static_cast<int>(g.kind), static_cast<int>(Gesture::Kind::Resize));
    ASSERT_EQ(g.holdMs, 0);
  }
}

}  // namespace
}  // namespace random_play_test
}  // namespace tileflow
