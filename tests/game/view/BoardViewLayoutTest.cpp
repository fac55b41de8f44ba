// BoardView keeps its picture true to the board: a board whose size changed since the screen last
// laid it out is laid out again before it is drawn, so the cells drawn, and the cells a tap finds,
// are the board's own and not the old grid's.
#include <gtest/gtest.h>

#include <SDL.h>

#include "engine/platform/Assets.hpp"
#include "engine/platform/OffscreenCanvas.hpp"
#include "game/model/Networks.hpp"
#include "game/screens/ScreenHarness.hpp"
#include "game/screens/tiles/EditorScreen.hpp"
#include "game/view/BoardView.hpp"
#include "tests/support/UiTestSupport.hpp"

namespace tileflow {
namespace board_view_layout_test {
namespace {

TEST(BoardViewLayout, ABoardThatChangedSizeIsLaidOutAgainBeforeItIsDrawn) {
  test::ensureHeadlessSdl();
  OffscreenCanvas canvas(640, 480);
  Assets assets(canvas.renderer(), fontDirectory());
  const Level wide = EditorScreen::blankLevel(test::shippedCatalog(), 5, 5);
  const Level small = EditorScreen::blankLevel(test::shippedCatalog(), 3, 2);
  BoardView view;
  const SDL_Rect area{0, 0, 640, 480};
  view.layout(area, 5, 5, 96, wide.board.topology());
  const SDL_Rect fiveWide = view.cellRect(3);
  view.draw(assets, small.board, Networks(small.board), BoardDrawOptions{});
  EXPECT_EQ(3, view.columns());
  EXPECT_EQ(2, view.rows());
  // Cell 3 opens the second row now, and the cell size stays what the screen allows.
  EXPECT_EQ(view.cellRect(0).x, view.cellRect(3).x);
  EXPECT_GT(view.cellRect(3).y, view.cellRect(0).y);
  const SDL_Rect threeWide = view.cellRect(3);
  EXPECT_FALSE(SDL_RectEquals(&fiveWide, &threeWide));
  EXPECT_LE(view.cellSize(), 96);
  // A tap on the drawn bottom-right cell finds the board's last cell.
  const SDL_Rect last = view.cellRect(5);
  EXPECT_EQ(5, view.cellAt(last.x + last.w / 2, last.y + last.h / 2));
}

}  // namespace
}  // namespace board_view_layout_test
}  // namespace tileflow
