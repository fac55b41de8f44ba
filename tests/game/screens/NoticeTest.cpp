// Notices: a screen's notice goes by itself after a while, and its box never covers a control
// where any place on the screen is clear of them.
#include <gtest/gtest.h>

#include <SDL.h>

#include <algorithm>
#include <vector>

#include "engine/ui/Metrics.hpp"
#include "game/screens/ScreenChrome.hpp"

namespace tileflow {
namespace notice_test {
namespace {

bool overlaps(const SDL_Rect& a, const SDL_Rect& b) { return SDL_HasIntersection(&a, &b) == SDL_TRUE; }

TEST(NoticeBox, WithNothingInTheWayItRunsAlongTheBottom) {
  const Metrics m = Metrics::of(640, 480, 1.0f);
  const SDL_Rect box = noticeBox(m, 20, {});
  EXPECT_EQ(m.height - m.px(8), box.y + box.h);
  EXPECT_EQ(m.px(8), box.x);
  EXPECT_EQ(m.width - 2 * m.px(8), box.w);
}

TEST(NoticeBox, ItNeverCoversAControlWhereAnyPlaceIsClear) {
  const Metrics m = Metrics::of(640, 480, 1.0f);
  // Back and Generate along the bottom, a column of rows above them, a gap at the top.
  std::vector<SDL_Rect> controls{{10, 420, 200, 50}, {430, 420, 200, 50}};
  for (int y = 160; y < 400; y += 60) controls.push_back({120, y, 400, 50});
  const SDL_Rect box = noticeBox(m, 24, controls);
  for (const SDL_Rect& c : controls) EXPECT_FALSE(overlaps(box, c)) << c.x << "," << c.y;
  EXPECT_GE(box.y, 0);
  EXPECT_LT(box.y + box.h, 160) << "the only clear place is above the rows";
  // One control low on the screen: the box goes just above it, as low as it can.
  const SDL_Rect low{0, 440, 640, 40};
  const SDL_Rect above = noticeBox(m, 24, {low});
  EXPECT_FALSE(overlaps(above, low));
  EXPECT_GE(above.y + above.h, low.y - m.px(8));
}

TEST(NoticeBox, AScreenFullOfControlsLeavesItAtTheBottom) {
  const Metrics m = Metrics::of(320, 240, 1.0f);
  const SDL_Rect all{0, 0, 320, 240};
  const SDL_Rect box = noticeBox(m, 20, {all});
  EXPECT_EQ(m.height - m.px(8), box.y + box.h);
}

// A page of cards leaves no row clear across the screen: the notice takes the widest place
// between controls (here the heading's, between Back and My levels), its text wrapped to fit.
TEST(NoticeBox, WithNoClearRowItGoesBetweenControls) {
  const Metrics m = Metrics::of(640, 480, 1.0f);
  std::vector<SDL_Rect> controls{{10, 8, 100, 48}, {530, 8, 100, 48}};
  for (int y = 70; y < 470; y += 60) controls.push_back({10, y, 620, 50});
  ASSERT_TRUE(std::any_of(controls.begin(), controls.end(), [&](const SDL_Rect& c) {
    return overlaps(noticeBox(m, 20, controls), c);
  })) << "no row across is clear";
  int asked = 0;
  const auto between = noticeBoxBetween(m, controls, [&](int width) {
    ++asked;
    return width >= 400 ? 20 : 40;  // narrower: two lines
  });
  ASSERT_TRUE(between.has_value());
  for (const SDL_Rect& c : controls) EXPECT_FALSE(overlaps(*between, c)) << c.x << "," << c.y;
  EXPECT_GT(between->x, 110);
  EXPECT_LT(between->x + between->w, 530);
  EXPECT_GT(asked, 0);
  // Wall to wall: nowhere.
  EXPECT_FALSE(noticeBoxBetween(m, {{0, 0, 640, 480}}, [](int) { return 20; }).has_value());
}

TEST(TimedNotice, ItGoesByItselfAndSaysWhenToWake) {
  TimedNotice n;
  EXPECT_EQ(-1, n.msUntilGone());
  n.show("Cancelled.");
  EXPECT_EQ("Cancelled.", n.text());
  EXPECT_EQ(static_cast<int>(TimedNotice::Seconds * 1000), n.msUntilGone());
  EXPECT_FALSE(n.update(TimedNotice::Seconds - 1));
  EXPECT_EQ("Cancelled.", n.text());
  EXPECT_LE(n.msUntilGone(), 1000);
  EXPECT_TRUE(n.update(1.5)) << "gone: the screen draws again";
  EXPECT_EQ("", n.text());
  EXPECT_FALSE(n.update(10));
  EXPECT_EQ(-1, n.msUntilGone());
}

}  // namespace
}  // namespace notice_test
}  // namespace tileflow
