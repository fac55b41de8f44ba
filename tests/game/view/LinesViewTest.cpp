// LinesView: a board zoomed in and panned, painted piece by piece, shows in its view what the whole
// board painted at once at that size and place would show there (square cells exactly), square and
// hex; cells off the view or under the map are not there to touch.
#include "game/view/LinesView.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "engine/platform/SdlHandles.hpp"
#include "engine/ui/Theme.hpp"
#include "game/lines/LinesGenerator.hpp"
#include "game/lines/LinesPacks.hpp"
#include "game/screens/ScreenHarness.hpp"
#include "tests/support/TestCatalog.hpp"
#include "tests/support/UiTestSupport.hpp"

namespace tileflow {
namespace lines_view_test {
namespace {

constexpr int Width = 640;
constexpr int Height = 480;

// The screen's pixels after `paint` drew into a fresh target the size of the window.
template <typename Paint>
std::vector<std::uint32_t> screenOf(SDL_Renderer* r, Paint paint) {
  TexturePtr target(SDL_CreateTexture(r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, Width, Height));
  EXPECT_NE(target, nullptr);
  SDL_SetRenderTarget(r, target.get());
  SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE);
  SDL_SetRenderDrawColor(r, (theme::Panel >> 16) & 0xff, (theme::Panel >> 8) & 0xff, theme::Panel & 0xff, 255);
  SDL_RenderClear(r);
  paint();
  std::vector<std::uint32_t> pixels(static_cast<std::size_t>(Width) * Height);
  SDL_RenderReadPixels(r, nullptr, SDL_PIXELFORMAT_ARGB8888, pixels.data(), Width * 4);
  SDL_SetRenderTarget(r, nullptr);
  return pixels;
}

struct Case {
  const char* name;
  LinesBoard board;
  std::vector<std::vector<int>> solution;
  bool exact = false;  // drawn with rectangles alone
};

std::vector<Case> cases() {
  std::vector<Case> out;
  const LinesLevel square = linesDrawnLevel(30, 40, 5);
  out.push_back({"square 30x30", square.board, square.solution, true});
  LinesGenerateOptions hex;
  hex.shape = Shape::Hex;
  hex.width = hex.height = 12;
  hex.seed = 3;
  hex.bridges = 2;
  if (const auto made = generateLines(hex))
    out.push_back({"hex 12x12 with bridges", made->board, made->solution, false});
  LinesGenerateOptions walls;
  walls.width = walls.height = 12;
  walls.walls = WallPattern::Pillars;
  walls.seed = 4;
  if (const auto made = generateLines(walls)) out.push_back({"walls 12x12", made->board, made->solution, false});
  return out;
}

// Of the view's pixels (the map left out), how many were compared and how many differ between
// the view drawn in pieces and the board painted whole at the view's size and place.
struct Difference {
  std::size_t differ = 0;
  std::size_t compared = 0;
};

Difference differenceInView(const std::vector<std::uint32_t>& pieces, const std::vector<std::uint32_t>& whole,
                            const SDL_Rect& area, const LinesView& view) {
  SDL_Rect map = view.overviewRect();
  map = SDL_Rect{map.x - 8, map.y - 8, map.w + 16, map.h + 16};
  Difference d;
  for (int y = area.y; y < area.y + area.h; ++y)
    for (int x = area.x; x < area.x + area.w; ++x) {
      const SDL_Point p{x, y};
      if (SDL_PointInRect(&p, &map) == SDL_TRUE) continue;
      const auto i = static_cast<std::size_t>(y) * Width + static_cast<std::size_t>(x);
      d.differ += pieces[i] != whole[i] ? 1 : 0;
      ++d.compared;
    }
  return d;
}

// Draws until every piece in view is painted (a slow machine may take more than one frame).
void drawSettled(LinesView& view, UiContext& ui, const LinesPosition& position, const LinesLook& look) {
  for (int frame = 0; frame < 100; ++frame) {
    view.draw(ui, position, look);
    if (!view.settling()) return;
  }
}

TEST(LinesView, ZoomedAndPannedPiecesShowExactlyTheBoardPaintedWhole) {
  test::ensureHeadlessSdl();
  ScreenHarness h(Width, Height, &test::uiTestCatalog());
  UiContext& ui = h.app().ui;
  const auto list = cases();
  ASSERT_EQ(list.size(), 3u);
  for (const Case& c : list) {
    LinesPosition position(c.board);
    for (std::size_t colour = 0; colour < c.solution.size(); colour += 2)
      position.setLine(static_cast<int>(colour), c.solution[colour]);
    LinesView view;
    const SDL_Rect area{13, 21, 452, 397};
    view.layout(area, c.board.width(), c.board.height(), c.board.shape(), 90);
    // In, off to one side, and a pan that leaves the pieces off the view's corner.
    view.zoomAbout(3.3, area.x + area.w / 3, area.y + area.h / 4);
    view.pan(-37, 23);
    ASSERT_FALSE(view.fitted()) << c.name;
    LinesLook look;
    const auto pieces = screenOf(ui.renderer, [&] { drawSettled(view, ui, position, look); });
    EXPECT_GT(view.piecesShown(), 1) << c.name << ": drawn from several pieces";
    const auto whole = screenOf(ui.renderer, [&] {
      LinesPainter painter;
      painter.paint(ui, view.geometry(), position, -1);
    });
    // The map and its frame lie over the board.
    const auto [differ, compared] = differenceInView(pieces, whole, area, view);
    EXPECT_GT(compared, static_cast<std::size_t>(area.w * area.h / 2)) << c.name;
    // Rectangles (square cells, lines, walls) meet exactly across pieces. SDL's triangle filler may
    // put an edge pixel of a slanted or round shape (hex cells, dots) one over where the shape
    // reaches into a piece from left of or above it: a pixel here and there, never a seam.
    if (c.exact) {
      EXPECT_EQ(differ, 0u) << c.name << ": pixels that differ in the view";
    } else {
      EXPECT_LE(differ * 400, compared) << c.name << ": pixels that differ in the view (at most a quarter percent)";
    }
    // Nothing of the board outside the view: past its edge the screen is the panel or untouched.
    std::size_t outside = 0;
    for (int y = 0; y < Height; ++y)
      for (int x = area.x + area.w + 8; x < Width; ++x)
        outside +=
            pieces[static_cast<std::size_t>(y) * Width + static_cast<std::size_t>(x)] != (0xff000000u | theme::Panel)
                ? 1
                : 0;
    EXPECT_EQ(outside, 0u) << c.name;
  }
}

TEST(LinesView, AFirstPictureAndAZoomStepsPictureComeAPieceAFrameWithNoGapMeanwhile) {
  test::ensureHeadlessSdl();
  ScreenHarness h(Width, Height, &test::uiTestCatalog());
  UiContext& ui = h.app().ui;
  const LinesLevel level = linesDrawnLevel(30, 40, 5);
  LinesPosition position(level.board);
  for (std::size_t colour = 0; colour < level.solution.size(); colour += 2)
    position.setLine(static_cast<int>(colour), level.solution[colour]);
  LinesView view;
  // No time to spare: a frame paints one new piece, so the steps below are the same on any machine.
  view.setPaintMs(0, 0);
  const SDL_Rect area{13, 21, 452, 397};
  view.layout(area, level.board.width(), level.board.height(), level.board.shape(), 90);
  LinesLook look;
  // The first picture comes a piece a frame, the panel showing where the rest go.
  const auto first = screenOf(ui.renderer, [&] { view.draw(ui, position, look); });
  EXPECT_TRUE(view.settling());
  EXPECT_EQ(view.piecesShown(), 4) << "the fitted board's pieces";
  std::size_t board = 0;
  for (int y = area.y; y < area.y + area.h; ++y)
    for (int x = area.x; x < area.x + area.w; ++x)
      board += first[static_cast<std::size_t>(y) * Width + static_cast<std::size_t>(x)] != (0xff000000u | theme::Panel);
  EXPECT_GT(board, 0u);
  EXPECT_LT(board * 2, static_cast<std::size_t>(area.w) * area.h) << "one piece of four painted";
  screenOf(ui.renderer, [&] { drawSettled(view, ui, position, look); });
  EXPECT_FALSE(view.settling());
  view.zoomAbout(2.5, area.x + area.w / 2, area.y + area.h / 2);
  EXPECT_TRUE(view.settling()) << "the fitted picture stays, scaled, until the new one is painted";
  // The first frame: one piece at the new size over the old picture scaled; no part of the view is
  // left blank meanwhile (zooming in, the old picture covers it all).
  const auto stepped = screenOf(ui.renderer, [&] { view.draw(ui, position, look); });
  EXPECT_TRUE(view.settling());
  std::size_t blank = 0;
  for (int y = area.y; y < area.y + area.h; ++y)
    for (int x = area.x; x < area.x + area.w; ++x)
      blank +=
          stepped[static_cast<std::size_t>(y) * Width + static_cast<std::size_t>(x)] == (0xff000000u | theme::Panel);
  EXPECT_LT(blank * 20, static_cast<std::size_t>(area.w) * area.h) << "the view shows the board, not the panel";
  // A second step before the pieces are done keeps the older picture and starts again.
  view.zoomAbout(1.25, area.x + area.w / 3, area.y + area.h / 3);
  EXPECT_TRUE(view.settling());
  int frames = 0;
  std::vector<std::uint32_t> shown;
  while (view.settling() && frames < 500) {
    shown = screenOf(ui.renderer, [&] { view.draw(ui, position, look); });
    ++frames;
  }
  EXPECT_FALSE(view.settling());
  EXPECT_GT(frames, 1) << "a piece a frame";
  EXPECT_EQ(frames, view.piecesShown()) << "one new piece each frame until all in view are painted";
  const auto whole = screenOf(ui.renderer, [&] {
    LinesPainter painter;
    painter.paint(ui, view.geometry(), position, -1);
  });
  // Settled, the view is the board painted whole (but for the odd edge pixel of a round dot where a
  // piece's edge cuts it, as in the test above).
  const Difference settled = differenceInView(shown, whole, area, view);
  EXPECT_LE(settled.differ * 400, settled.compared);
}

TEST(LinesView, ACellOffTheViewOrUnderTheMapIsNotThereToTouch) {
  test::ensureHeadlessSdl();
  const LinesLevel level = linesDrawnLevel(30, 40, 5);
  LinesView view;
  const SDL_Rect area{10, 10, 400, 300};
  view.layout(area, 30, 30, Shape::Square, 64);
  const SDL_FPoint first = view.geometry().centre(0);
  EXPECT_EQ(view.cellAt(static_cast<int>(first.x), static_cast<int>(first.y)), 0) << "fitted, the top-left cell";
  view.zoomAbout(4, area.x + area.w / 2, area.y + area.h / 2);
  ASSERT_FALSE(view.fitted());
  // The top-left cell now lies above and left of the view: its centre is off it.
  const SDL_FPoint corner = view.geometry().centre(0);
  EXPECT_TRUE(corner.x < static_cast<float>(area.x) || corner.y < static_cast<float>(area.y));
  EXPECT_EQ(view.cellAt(static_cast<int>(corner.x), static_cast<int>(corner.y)), -1);
  const SDL_Rect map = view.overviewRect();
  ASSERT_GT(map.w, 0);
  EXPECT_EQ(view.cellAt(map.x + map.w / 2, map.y + map.h / 2), -1) << "the map is over the board";
  EXPECT_GE(view.cellAt(area.x + area.w / 2, area.y + area.h / 2), 0);
  (void)level;
}

}  // namespace
}  // namespace lines_view_test
}  // namespace tileflow
