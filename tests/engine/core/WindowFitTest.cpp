// A window that leaves fullscreen fits the display: shrunk to the usable area less its frame,
// never grown, and centred with its frame inside the area.
#include <gtest/gtest.h>

#include <cstdlib>

#include "engine/core/WindowFit.hpp"

namespace tileflow {
namespace window_fit_test {
namespace {

constexpr WindowFrame Frame{30, 5, 5, 5};

// True when the window with its frame lies inside `usable`.
bool inside(const ScreenBox& usable, const ScreenBox& box, const WindowFrame& frame) {
  return box.x - frame.left >= usable.x && box.y - frame.top >= usable.y &&
         box.x + box.w + frame.right <= usable.x + usable.w && box.y + box.h + frame.bottom <= usable.y + usable.h;
}

TEST(WindowFit, AWindowThatFitsKeepsItsSizeAndIsCentred) {
  const ScreenBox usable{0, 0, 1920, 1040};
  const ScreenBox box = fitWindow(usable, 960, 640, Frame);
  EXPECT_EQ(box.w, 960);
  EXPECT_EQ(box.h, 640);
  // Room left over on each side, equal to within the odd pixel.
  const int leftRoom = box.x - Frame.left;
  const int rightRoom = 1920 - (box.x + box.w + Frame.right);
  const int topRoom = box.y - Frame.top;
  const int bottomRoom = 1040 - (box.y + box.h + Frame.bottom);
  EXPECT_LE(std::abs(leftRoom - rightRoom), 1) << leftRoom << " left, " << rightRoom << " right";
  EXPECT_LE(std::abs(topRoom - bottomRoom), 1) << topRoom << " above, " << bottomRoom << " below";
  EXPECT_GT(topRoom, 100);
}

TEST(WindowFit, ASmallDisplayShrinksTheWindowToItsUsableArea) {
  // An 800x480 handheld panel with a 32-pixel taskbar at the top.
  const ScreenBox usable{0, 32, 800, 448};
  const ScreenBox box = fitWindow(usable, 960, 640, Frame);
  EXPECT_EQ(box.w, 800 - 10);
  EXPECT_EQ(box.h, 448 - 35);
  EXPECT_TRUE(inside(usable, box, Frame));
  EXPECT_EQ(box.y, 32 + Frame.top) << "below the taskbar, with the title bar showing";
}

TEST(WindowFit, OnlyTheSideThatDoesNotFitShrinks) {
  const ScreenBox usable{0, 0, 1280, 600};
  const ScreenBox box = fitWindow(usable, 960, 640, Frame);
  EXPECT_EQ(box.w, 960);
  EXPECT_EQ(box.h, 600 - 35);
  EXPECT_TRUE(inside(usable, box, Frame));
}

TEST(WindowFit, ASecondDisplayIsMeasuredFromItsOwnCorner) {
  const ScreenBox usable{1920, 100, 1024, 700};
  const ScreenBox box = fitWindow(usable, 960, 640, Frame);
  EXPECT_TRUE(inside(usable, box, Frame));
  EXPECT_GT(box.x, 1920);
}

TEST(WindowFit, ATinyAreaStillGivesAWindow) {
  const ScreenBox box = fitWindow(ScreenBox{0, 0, 20, 20}, 960, 640, TypicalFrame);
  EXPECT_GE(box.w, 1);
  EXPECT_GE(box.h, 1);
}

}  // namespace
}  // namespace window_fit_test
}  // namespace tileflow
