// Specifications of the camera: fit, zoom about a point, clamped pan, visible world.
#include <gtest/gtest.h>

#include <cmath>

#include "engine/core/Camera.hpp"

namespace tileflow {
namespace camera_test {
namespace {

Camera boardCamera() {
  Camera c;
  c.setView(Rect{10, 20, 400, 200});
  c.setContent(Rect{0, 0, 10, 5});
  c.setMaxScale(96);
  c.fit();
  return c;
}

TEST(Camera, FitShowsTheWholeContentCentred) {
  Camera c;
  c.setView(Rect{10, 20, 400, 300});
  c.setContent(Rect{0, 0, 10, 5});
  c.fit();
  EXPECT_DOUBLE_EQ(c.scale(), 40);  // width limits: 400 / 10
  const Point topLeft = c.toScreen(Point{0, 0});
  const Point bottomRight = c.toScreen(Point{10, 5});
  EXPECT_DOUBLE_EQ(topLeft.x, 10);
  EXPECT_DOUBLE_EQ(bottomRight.x, 410);
  EXPECT_DOUBLE_EQ(topLeft.y - 20, 320 - bottomRight.y);  // equal gaps above and below
}

TEST(Camera, PixelSnapMatchesIntegerCentring) {
  // 3 cells of 16 px in 101 px: the integer layout puts the board at (101 - 48) / 2 = 26.
  Camera c;
  c.setView(Rect{5, 0, 101, 50});
  c.setContent(Rect{0, 0, 3, 1});
  c.setFitScale(16);
  c.setPixelSnap(true);
  c.fit();
  EXPECT_DOUBLE_EQ(c.toScreen(Point{0, 0}).x, 5 + 26);
  EXPECT_DOUBLE_EQ(c.toScreen(Point{0, 0}).y, 17);  // (50 - 16) / 2
}

TEST(Camera, ZoomKeepsThePointUnderTheCursorStill) {
  Camera c = boardCamera();
  const Point screen{150, 90};
  const Point before = c.toWorld(screen);
  c.zoomAbout(2, screen);
  EXPECT_DOUBLE_EQ(c.scale(), 80);
  const Point after = c.toWorld(screen);
  EXPECT_NEAR(after.x, before.x, 1e-9);
  EXPECT_NEAR(after.y, before.y, 1e-9);
}

TEST(Camera, ZoomStaysBetweenFitAndMaximum) {
  Camera c = boardCamera();
  c.zoomAbout(100, Point{200, 100});
  EXPECT_DOUBLE_EQ(c.scale(), 96);
  c.zoomAbout(0.001, Point{200, 100});
  EXPECT_DOUBLE_EQ(c.scale(), c.fitScale());
  EXPECT_TRUE(c.fitted());
}

TEST(Camera, MaximumNeverBelowFit) {
  Camera c;
  c.setView(Rect{0, 0, 1000, 1000});
  c.setContent(Rect{0, 0, 2, 2});
  c.setMaxScale(96);  // fit is 500: zooming in is impossible, zooming out too
  c.fit();
  c.zoomAbout(2, Point{500, 500});
  EXPECT_DOUBLE_EQ(c.scale(), 500);
}

TEST(Camera, PanNeverLetsTheContentLeaveTheView) {
  Camera c = boardCamera();
  c.zoomAbout(4, Point{210, 120});
  c.pan(10000, 10000);
  // Dragged far right and down: the content's top-left corner stops at the view's.
  EXPECT_DOUBLE_EQ(c.toScreen(Point{0, 0}).x, 10);
  EXPECT_DOUBLE_EQ(c.toScreen(Point{0, 0}).y, 20);
  c.pan(-100000, -100000);
  EXPECT_DOUBLE_EQ(c.toScreen(Point{10, 5}).x, 410);
  EXPECT_DOUBLE_EQ(c.toScreen(Point{10, 5}).y, 220);
}

TEST(Camera, PanDoesNothingWhileFitted) {
  Camera c = boardCamera();
  const Point before = c.toScreen(Point{0, 0});
  c.pan(30, -30);
  EXPECT_DOUBLE_EQ(c.toScreen(Point{0, 0}).x, before.x);
  EXPECT_DOUBLE_EQ(c.toScreen(Point{0, 0}).y, before.y);
}

TEST(Camera, VisibleWorldShrinksWhenZoomedIn) {
  Camera c = boardCamera();
  const Rect whole = c.visibleWorld();
  EXPECT_DOUBLE_EQ(whole.w, 10);
  EXPECT_DOUBLE_EQ(whole.h, 5);
  c.zoomAbout(4, Point{210, 120});  // the view's centre
  const Rect part = c.visibleWorld();
  EXPECT_NEAR(part.w, 400.0 / c.scale(), 1e-9);
  EXPECT_NEAR(part.h, 200.0 / c.scale(), 1e-9);
  EXPECT_TRUE(part.contains(c.toWorld(Point{210, 120})));
}

TEST(Camera, ResizingTheViewKeepsAFittedCameraFitted) {
  Camera c = boardCamera();
  c.setView(Rect{0, 0, 800, 800});
  EXPECT_DOUBLE_EQ(c.scale(), 80);
}

TEST(Camera, ScreenAndWorldRoundTrip) {
  Camera c = boardCamera();
  c.zoomAbout(3, Point{100, 60});
  const Point w{3.25, 1.5};
  const Point back = c.toWorld(c.toScreen(w));
  EXPECT_NEAR(back.x, w.x, 1e-9);
  EXPECT_NEAR(back.y, w.y, 1e-9);
}

TEST(Camera, APlaceComesBackOnAnotherScreenShowingTheSamePart) {
  Camera c = boardCamera();
  c.zoomAbout(2, Point{60, 70});
  c.pan(-37, 12);
  const CameraPlace kept = c.place();
  EXPECT_NEAR(2, kept.zoom, 1e-9);
  // The same view: the same place exactly.
  Camera same = boardCamera();
  same.setPlace(kept);
  EXPECT_NEAR(c.scale(), same.scale(), 1e-9);
  EXPECT_NEAR(c.toScreen(Point{3, 2}).x, same.toScreen(Point{3, 2}).x, 1e-6);
  EXPECT_NEAR(c.toScreen(Point{3, 2}).y, same.toScreen(Point{3, 2}).y, 1e-6);
  // A smaller screen: the same zoom over its own fit, the same world point centred.
  Camera other;
  other.setView(Rect{0, 0, 300, 150});
  other.setContent(Rect{0, 0, 10, 5});
  other.setMaxScale(96);
  other.setPlace(kept);
  EXPECT_NEAR(2 * other.fitScale(), other.scale(), 1e-9);
  const Point centre = other.toWorld(Point{150, 75});
  const Point keptCentre{kept.centreX * 10, kept.centreY * 5};
  EXPECT_NEAR(keptCentre.x, centre.x, 1e-6);
  EXPECT_NEAR(keptCentre.y, centre.y, 1e-6);
}

TEST(Camera, APlaceOutOfRangeIsClampedNeverLeavingTheContent) {
  Camera c = boardCamera();
  c.setPlace(CameraPlace{1e9, -4, 7});
  EXPECT_DOUBLE_EQ(c.maxScale(), c.scale());
  const Rect seen = c.visibleWorld();
  EXPECT_DOUBLE_EQ(0, seen.x) << "centre clamped to the left edge";
  EXPECT_NEAR(5, seen.bottom(), 1e-9) << "and to the bottom";
  c.setPlace(CameraPlace{0.25, 0.5, 0.5});
  EXPECT_TRUE(c.fitted()) << "below 1 fits";
  c.setPlace(CameraPlace{std::nan(""), std::nan(""), 0.5});
  EXPECT_TRUE(c.fitted());
}

}  // namespace
}  // namespace camera_test
}  // namespace tileflow
