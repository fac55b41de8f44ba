// contains: the one point-in-rectangle test of the widgets and screens.
#include <gtest/gtest.h>

#include "engine/ui/Widget.hpp"

namespace tileflow {
namespace widget_contains_test {
namespace {

TEST(WidgetContains, HoldsTheTopLeftEdgeButNotTheBottomRight) {
  const SDL_Rect r{10, 20, 30, 40};
  EXPECT_TRUE(contains(r, 10, 20));
  EXPECT_TRUE(contains(r, 39, 59));
  EXPECT_FALSE(contains(r, 40, 30));
  EXPECT_FALSE(contains(r, 20, 60));
  EXPECT_FALSE(contains(r, 9, 30));
  EXPECT_FALSE(contains(r, 20, 19));
}

TEST(WidgetContains, AnEmptyRectangleHoldsNothing) {
  const SDL_Rect r{5, 5, 0, 0};
  EXPECT_FALSE(contains(r, 5, 5));
}

}  // namespace
}  // namespace widget_contains_test
}  // namespace tileflow
