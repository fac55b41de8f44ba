// BoardViewInput and the board camera: the wheel, pinches, drags and zoom keys zoom and pan the
// board in whole-pixel cells, about the right point, never losing the board, and leave every
// other event to the screen.
#include <gtest/gtest.h>

#include <SDL.h>

#include "game/view/BoardView.hpp"
#include "game/view/BoardViewInput.hpp"
#include "game/view/TileArt.hpp"

namespace tileflow {
namespace board_view_input_test {
namespace {

bool same(const SDL_Rect& a, const SDL_Rect& b) { return SDL_RectEquals(&a, &b) == SDL_TRUE; }

class BoardViewInputTest : public ::testing::Test {
 protected:
  // A 10×10 board in a 300×300 area that leaves a 100 px panel on its left.
  void SetUp() override { view.layout(area, 10, 10, 200); }

  SDL_Point centreOf(int cell) const {
    const SDL_Rect r = view.cellRect(cell);
    return {r.x + r.w / 2, r.y + r.h / 2};
  }
  bool send(const InputEvent& e, int focus = -1) { return input.handle(e, view, focus); }
  void zoomInAt(SDL_Point p, int notches = 3) { ASSERT_TRUE(send(InputEvent::wheel(notches, p.x, p.y))); }
  bool insideArea(const SDL_Rect& r) const {
    SDL_Rect overlap;
    return SDL_IntersectRect(&r, &area, &overlap) == SDL_TRUE && SDL_RectEquals(&overlap, &r) == SDL_TRUE;
  }

  const SDL_Rect area{100, 0, 300, 300};
  BoardView view;
  BoardViewInput input;
};

TEST_F(BoardViewInputTest, TheWheelOverTheBoardZoomsInAboutThePointer) {
  const int fitted = view.cellSize();
  const SDL_Point p = centreOf(34);
  zoomInAt(p, 1);
  EXPECT_FALSE(view.fitted());
  EXPECT_GT(view.drawnCellSize(), fitted);
  // The cell under the pointer is still under it.
  EXPECT_EQ(34, view.cellAt(p.x, p.y));
}

TEST_F(BoardViewInputTest, ZoomedCellsAreWholePixelsOfTheDrawnSize) {
  zoomInAt(centreOf(55), 2);
  const int drawn = view.drawnCellSize();
  for (int cell : {0, 44, 55, 99}) {
    EXPECT_EQ(drawn, view.cellRect(cell).w) << cell;
    EXPECT_EQ(drawn, view.cellRect(cell).h) << cell;
  }
  // Neighbours touch exactly: no seams, no overlaps.
  EXPECT_EQ(view.cellRect(55).x + drawn, view.cellRect(56).x);
  EXPECT_EQ(view.cellRect(55).y + drawn, view.cellRect(65).y);
}

TEST_F(BoardViewInputTest, ZoomStopsAtTheLargestTileAndAtTheWholeBoard) {
  zoomInAt(centreOf(0), 40);
  EXPECT_EQ(BoardView::MaxZoomCell, view.drawnCellSize());
  ASSERT_TRUE(send(InputEvent::wheel(-40, centreOf(0).x, centreOf(0).y)));
  EXPECT_TRUE(view.fitted());
  EXPECT_EQ(view.cellSize(), view.drawnCellSize());
}

TEST_F(BoardViewInputTest, SmallPinchStepsAddUpToAWholePixel) {
  const int fitted = view.cellSize();
  const SDL_Point p = centreOf(44);
  // One 1 % spread is less than a pixel per cell: nothing moves yet.
  ASSERT_TRUE(send(InputEvent::pinch(1.01, p.x, p.y)));
  EXPECT_EQ(fitted, view.drawnCellSize());
  for (int i = 0; i < 20; ++i) send(InputEvent::pinch(1.01, p.x, p.y));
  EXPECT_GE(view.drawnCellSize(), fitted + 4);  // 1.01^21 ≈ 1.23
  EXPECT_EQ(44, view.cellAt(p.x, p.y));
}

TEST_F(BoardViewInputTest, WheelAndPinchOffTheBoardAreLeftToTheScreen) {
  EXPECT_FALSE(send(InputEvent::wheel(1, 50, 150)));
  EXPECT_FALSE(send(InputEvent::pinch(1.5, 50, 150)));
  EXPECT_TRUE(view.fitted());
}

TEST_F(BoardViewInputTest, ADragThatBeganOnTheZoomedBoardPansIt) {
  zoomInAt(centreOf(55));
  const SDL_Rect before = view.cellRect(55);
  const SDL_Point p = centreOf(55);
  EXPECT_TRUE(send(InputEvent::drag(InputEvent::Phase::Start, p.x + 10, p.y + 5, 10, 5, Device::Mouse)));
  EXPECT_TRUE(input.panning());
  EXPECT_TRUE(send(InputEvent::drag(InputEvent::Phase::Move, p.x + 20, p.y + 5, 10, 0, Device::Mouse)));
  EXPECT_TRUE(send(InputEvent::drag(InputEvent::Phase::End, p.x + 20, p.y + 5, 0, 0, Device::Mouse)));
  EXPECT_FALSE(input.panning());
  const SDL_Rect after = view.cellRect(55);
  EXPECT_EQ(before.x + 20, after.x);
  EXPECT_EQ(before.y + 5, after.y);
}

TEST_F(BoardViewInputTest, AFingerPansOnlyPastATilesWidthAndAShorterWobbleIsATap) {
  zoomInAt(centreOf(55));
  const int tile = view.drawnCellSize();
  const SDL_Rect before = view.cellRect(55);
  const SDL_Point p = centreOf(55);
  const int wobble = tile / 2;
  EXPECT_TRUE(send(InputEvent::drag(InputEvent::Phase::Start, p.x + 6, p.y, 6, 0, Device::Touch)));
  EXPECT_TRUE(send(InputEvent::drag(InputEvent::Phase::Move, p.x + wobble, p.y, wobble - 6, 0, Device::Touch)));
  EXPECT_TRUE(same(before, view.cellRect(55))) << "not yet a pan";
  EXPECT_FALSE(input.takeTap()) << "nor a tap while the finger is down";
  EXPECT_TRUE(send(InputEvent::drag(InputEvent::Phase::End, p.x + wobble, p.y, 0, 0, Device::Touch)));
  EXPECT_TRUE(same(before, view.cellRect(55)));
  const auto tap = input.takeTap();
  ASSERT_TRUE(tap);
  EXPECT_EQ(InputEvent::Kind::Tap, tap->kind);
  EXPECT_EQ(55, view.cellAt(tap->x, tap->y)) << "where the finger went down";
  EXPECT_FALSE(input.takeTap()) << "once";

  // Further than a tile: the board follows the finger from where it went down.
  EXPECT_TRUE(send(InputEvent::drag(InputEvent::Phase::Start, p.x + 6, p.y, 6, 0, Device::Touch)));
  EXPECT_TRUE(send(InputEvent::drag(InputEvent::Phase::Move, p.x + tile + 4, p.y + 3, tile - 2, 3, Device::Touch)));
  EXPECT_EQ(before.x + tile + 4, view.cellRect(55).x);
  EXPECT_EQ(before.y + 3, view.cellRect(55).y);
  EXPECT_TRUE(send(InputEvent::drag(InputEvent::Phase::End, p.x + tile + 10, p.y + 3, 6, 0, Device::Touch)));
  EXPECT_EQ(before.x + tile + 10, view.cellRect(55).x);
  EXPECT_FALSE(input.takeTap()) << "a pan is never also a tap";
}

TEST_F(BoardViewInputTest, ZoomedInTheOverviewShowsAndATapOnItGoesThere) {
  EXPECT_EQ(0, view.overviewRect().w) << "no map while the whole board shows";
  EXPECT_FALSE(send(InputEvent::tap(5, 5)));
  zoomInAt(centreOf(0), 6);
  const SDL_Rect map = view.overviewRect();
  ASSERT_GT(map.w, 0);
  const Rect& shown = view.camera().view();
  EXPECT_TRUE(shown.contains(Point{static_cast<double>(map.x), static_cast<double>(map.y)}));
  EXPECT_TRUE(shown.contains(Point{map.x + map.w - 1.0, map.y + map.h - 1.0})) << "inside the board's view";
  // Its bottom-right corner shows the board's last cell: a tap there brings it into view.
  const int last = view.columns() * view.rows() - 1;
  const SDL_Rect before = view.cellRect(last);
  EXPECT_FALSE(shown.contains(Point{before.x + before.w / 2.0, before.y + before.h / 2.0}));
  EXPECT_TRUE(send(InputEvent::tap(map.x + map.w - 1, map.y + map.h - 1)));
  const SDL_Rect after = view.cellRect(last);
  EXPECT_TRUE(shown.contains(Point{after.x + after.w / 2.0, after.y + after.h / 2.0}));
  EXPECT_FALSE(send(InputEvent::tap(static_cast<int>(shown.x) + 2, static_cast<int>(shown.y) + 2)))
      << "a tap on the board itself is the screen's";
}

// The map never hides a tile for good: panned to the board's own corner, it moves to another
// corner of the view; and the cursor's follow rule keeps the cursor's tile out from under it.
// So every tile can be shown whole, clear of the map, at every zoom.
TEST_F(BoardViewInputTest, TheOverviewMapNeverHidesATileThatCannotBeBroughtOut) {
  for (const int notches : {1, 2, 3, 6}) {
    view.fit();
    zoomInAt(centreOf(55), notches);
    if (notches >= 3) {
      ASSERT_GT(view.overviewRect().w, 0) << notches;
    }
    for (int cell = 0; cell < 100; ++cell) {
      view.reveal(cell);
      const SDL_Rect r = view.cellRect(cell);
      const SDL_Rect map = view.overviewRect();
      EXPECT_TRUE(insideArea(r)) << "cell " << cell << ", " << notches << " notches";
      EXPECT_FALSE(SDL_HasIntersection(&r, &map)) << "cell " << cell << ", " << notches << " notches";
    }
  }
  // Panned to the bottom-right corner, the last tile is clear and the map sits elsewhere.
  view.fit();
  zoomInAt(centreOf(55), 3);
  view.pan(-10000, -10000);
  const int last = 99;
  const SDL_Rect r = view.cellRect(last);
  const SDL_Rect map = view.overviewRect();
  EXPECT_FALSE(SDL_HasIntersection(&r, &map));
  EXPECT_LT(map.x, area.x + area.w / 2) << "on the left";
  EXPECT_EQ(last, view.cellAt(r.x + r.w / 2, r.y + r.h / 2));
}

TEST_F(BoardViewInputTest, TwoFingersMovingTogetherPanTheZoomedBoard) {
  zoomInAt(centreOf(55));
  const SDL_Rect before = view.cellRect(55);
  const SDL_Point p = centreOf(55);
  InputEvent e = InputEvent::pinch(1.0, p.x - 15, p.y + 10);
  e.dx = -15;
  e.dy = 10;
  EXPECT_TRUE(send(e));
  EXPECT_EQ(before.x - 15, view.cellRect(55).x);
  EXPECT_EQ(before.y + 10, view.cellRect(55).y);
  EXPECT_EQ(before.w, view.cellRect(55).w) << "no zoom";
}

TEST_F(BoardViewInputTest, TheRightStickMovesTheViewOverTheBoard) {
  zoomInAt(centreOf(55));
  const SDL_Rect before = view.cellRect(55);
  // Stick right and down: the view goes right and down, so the board moves left and up.
  EXPECT_TRUE(send(InputEvent::scroll(12, 7)));
  const SDL_Rect after = view.cellRect(55);
  EXPECT_EQ(before.x - 12, after.x);
  EXPECT_EQ(before.y - 7, after.y);
  view.fit();
  const SDL_Rect fitted = view.cellRect(55);
  EXPECT_TRUE(send(InputEvent::scroll(30, 30)));
  EXPECT_TRUE(same(fitted, view.cellRect(55))) << "a whole board stays put";
}

TEST_F(BoardViewInputTest, ADragThatBeganOffTheBoardIsLeftToTheScreenThroughout) {
  zoomInAt(centreOf(55));
  const SDL_Rect before = view.cellRect(55);
  // It starts in the panel and moves on over the board.
  EXPECT_FALSE(send(InputEvent::drag(InputEvent::Phase::Start, 90, 100, 10, 0, Device::Touch)));
  EXPECT_FALSE(send(InputEvent::drag(InputEvent::Phase::Move, 200, 100, 110, 0, Device::Touch)));
  EXPECT_FALSE(send(InputEvent::drag(InputEvent::Phase::End, 200, 100, 0, 0, Device::Touch)));
  EXPECT_TRUE(same(before, view.cellRect(55)));
}

TEST_F(BoardViewInputTest, PanningNeverLeavesTheViewWithoutBoard) {
  zoomInAt(centreOf(55));
  for (int dx : {5000, -5000}) {
    for (int dy : {5000, -5000}) {
      const SDL_Point p = centreOf(55);
      send(InputEvent::drag(InputEvent::Phase::Start, area.x + 150, area.y + 150, 0, 0, Device::Mouse));
      send(InputEvent::drag(InputEvent::Phase::Move, p.x, p.y, dx, dy, Device::Mouse));
      send(InputEvent::drag(InputEvent::Phase::End, p.x, p.y, 0, 0, Device::Mouse));
      SDL_Rect shown;
      const SDL_Rect board = view.boardRect();
      ASSERT_TRUE(SDL_IntersectRect(&board, &area, &shown) == SDL_TRUE);
      EXPECT_TRUE(SDL_RectEquals(&shown, &area) == SDL_TRUE) << dx << "," << dy;
    }
  }
}

TEST_F(BoardViewInputTest, FittedThereIsNothingToPan) {
  const SDL_Rect before = view.boardRect();
  const SDL_Point p = centreOf(55);
  send(InputEvent::drag(InputEvent::Phase::Start, p.x, p.y, 30, 30, Device::Mouse));
  EXPECT_TRUE(same(before, view.boardRect()));
}

TEST_F(BoardViewInputTest, ZoomKeysZoomAboutTheCursorAndKeepItInView) {
  const int corner = 99;
  for (int i = 0; i < 6; ++i) ASSERT_TRUE(send(InputEvent::act(Action::ZoomIn, Device::Keyboard), corner));
  EXPECT_FALSE(view.fitted());
  EXPECT_TRUE(insideArea(view.cellRect(corner)));
  const int zoomed = view.drawnCellSize();
  ASSERT_TRUE(send(InputEvent::act(Action::ZoomOut, Device::Gamepad), corner));
  EXPECT_LT(view.drawnCellSize(), zoomed);
  EXPECT_TRUE(insideArea(view.cellRect(corner)));
  ASSERT_TRUE(send(InputEvent::act(Action::ZoomFit, Device::Keyboard), corner));
  EXPECT_TRUE(view.fitted());
}

TEST_F(BoardViewInputTest, OtherEventsAreLeftToTheScreen) {
  EXPECT_FALSE(send(InputEvent::tap(200, 100)));
  EXPECT_FALSE(send(InputEvent::act(Action::Primary)));
  EXPECT_FALSE(send(InputEvent::act(Action::Right)));
  EXPECT_FALSE(send(InputEvent::pointer(200, 100)));
}

TEST_F(BoardViewInputTest, RevealScrollsTheLeastThatShowsTheCell) {
  zoomInAt(centreOf(55));
  ASSERT_FALSE(insideArea(view.cellRect(11)));
  view.reveal(11);
  // The cell and the cursor's ring round it touch the view's corner.
  const SDL_Rect r = view.cellRect(11);
  const int ring = TileArt::cursorMargin(view.drawnCellSize());
  EXPECT_EQ(area.x + ring, r.x);
  EXPECT_EQ(area.y + ring, r.y);
  // A cell already in view does not move.
  const SDL_Rect shown = view.cellRect(22);
  ASSERT_TRUE(insideArea(shown));
  view.reveal(22);
  EXPECT_TRUE(same(shown, view.cellRect(22)));
}

TEST_F(BoardViewInputTest, ALayoutShowsTheWholeBoardAgain) {
  zoomInAt(centreOf(55));
  view.layout(area, 10, 10, 200);
  EXPECT_TRUE(view.fitted());
  EXPECT_EQ(view.cellSize(), view.drawnCellSize());
}

}  // namespace
}  // namespace board_view_input_test
}  // namespace tileflow
