// A 100×100 generated level played to the win with one input device each, as a player would: a
// gamepad at 480×320, touch at 720×1280 and a mouse at 1920×1080. Every tap and click lands on a
// tile the player can see, zoom and pan come from that device's own gestures, and none of them
// turns a tile: the moves counted are exactly the turns asked for.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <memory>
#include <vector>

#include "game/screens/ScreenHarness.hpp"
#include "game/screens/tiles/PlayScreen.hpp"
#include "tests/support/ScratchFolder.hpp"
#include "tests/support/UiTestSupport.hpp"

namespace tileflow {
namespace play_through_test {
namespace {

constexpr int Side = 100;

const Level& bigLevel() {
  static const Level level = test::generatedLevel(test::shippedCatalog(), 1300, Side, Side);
  return level;
}

class PlayThroughTest : public ::testing::Test {
 protected:
  void open(int width, int height) {
    test::ensureHeadlessSdl();
    harness = std::make_unique<ScreenHarness>(width, height, &test::shippedCatalog());
    harness->app().settings.animationSpeed = 0;  // turns land at once; thousands are made
    auto screen = std::make_unique<PlayScreen>(harness->tiles(), bigLevel());
    play = screen.get();
    harness->push(std::move(screen));
    play->freezeClock();
    const Board& board = play->puzzle().board();
    ASSERT_EQ(Side, board.width());
    ASSERT_TRUE(bigLevel().solution.has_value());
    // Clockwise turns each tile needs to show its solved sides (a tile that looks the same
    // after two turns needs at most one).
    const auto& solution = *bigLevel().solution;
    turns.assign(static_cast<std::size_t>(board.cellCount()), 0);
    for (int i = 0; i < board.cellCount(); ++i) {
      const TileType& t = board.typeAt(i);
      const int n = board.sides();
      const auto want = t.packs[solution[static_cast<std::size_t>(i)]];
      int k = 0;
      while (k < n && t.packs[static_cast<std::size_t>((board.cell(i).rotation + k) % n)] != want) ++k;
      ASSERT_LT(k, n) << "cell " << i;
      ASSERT_TRUE(k == 0 || !board.cell(i).locked) << "a locked tile is already solved";
      turns[static_cast<std::size_t>(i)] = k;
    }
    int total = 0;
    for (int k : turns) total += k;
    ASSERT_GT(total, Side * Side / 2) << "the level starts well shuffled";
  }

  const BoardView& view() const { return play->boardView(); }
  const Rect& area() const { return view().camera().view(); }
  // The tile is wholly on screen, inside the board's area and clear of the overview map.
  bool visible(int cell) const {
    const SDL_Rect r = view().cellRect(cell);
    const SDL_Rect map = view().overviewRect();
    const bool inArea =
        r.x >= area().x && r.y >= area().y && r.x + r.w <= area().x + area().w && r.y + r.h <= area().y + area().h;
    return inArea && SDL_HasIntersection(&r, &map) == SDL_FALSE;
  }
  SDL_Point centreOf(int cell) const {
    const SDL_Rect r = view().cellRect(cell);
    return {r.x + r.w / 2, r.y + r.h / 2};
  }
  SDL_Point areaCentre() const {
    return {static_cast<int>(area().x + area().w / 2), static_cast<int>(area().y + area().h / 2)};
  }
  // Cells in reading order, every other row backwards, as a player sweeps a board.
  std::vector<int> sweep() const {
    std::vector<int> order;
    for (int y = 0; y < Side; ++y)
      for (int i = 0; i < Side; ++i) order.push_back(y * Side + (y % 2 == 0 ? i : Side - 1 - i));
    return order;
  }
  // A tap or click on a visible tile, `n` times; counts what it asked for.
  void tapTurns(int cell, int n, Device device) {
    ASSERT_TRUE(visible(cell)) << "cell " << cell;
    const SDL_Point p = centreOf(cell);
    ASSERT_EQ(cell, view().cellAt(p.x, p.y));
    for (int k = 0; k < n; ++k) {
      harness->send(InputEvent::tap(p.x, p.y, false, device));
      ++asked;
    }
  }
  // One drag from `from` by (mx, my), in steps as a finger or mouse reports it.
  void drag(SDL_Point from, int mx, int my, Device device) {
    const int steps = 4;
    int x = from.x;
    int y = from.y;
    for (int s = 1; s <= steps; ++s) {
      const int nx = from.x + mx * s / steps;
      const int ny = from.y + my * s / steps;
      const auto phase = s == 1 ? InputEvent::Phase::Start : InputEvent::Phase::Move;
      harness->send(InputEvent::drag(phase, nx, ny, nx - x, ny - y, device));
      x = nx;
      y = ny;
    }
    harness->send(InputEvent::drag(InputEvent::Phase::End, x, y, 0, 0, device));
    ++pans;
  }
  // Drags the board until `cell` is visible; false if the board will not go further (the tile is
  // under the overview map in the board's corner).
  bool bringIntoView(int cell, Device device) {
    for (int guard = 0; guard < 20 && !visible(cell); ++guard) {
      const SDL_Point c = areaCentre();
      const SDL_Point p = centreOf(cell);
      // Towards the middle of the view, no further than a finger stays on the screen.
      int mx = std::clamp(c.x - p.x, -static_cast<int>(area().w) / 2 + 4, static_cast<int>(area().w) / 2 - 4);
      int my = std::clamp(c.y - p.y, -static_cast<int>(area().h) / 2 + 4, static_cast<int>(area().h) / 2 - 4);
      // A finger's slide shorter than a tile would be a tap: slide at least two tiles.
      const double length = std::hypot(mx, my);
      const int least = 2 * view().drawnCellSize() + 2;
      if (length > 0 && length < least) {
        mx = static_cast<int>(std::lround(mx * least / length));
        my = static_cast<int>(std::lround(my * least / length));
      }
      const SDL_Rect before = view().cellRect(cell);
      drag(SDL_Point{c.x - mx / 2, c.y - my / 2}, mx, my, device);
      const SDL_Rect after = view().cellRect(cell);
      if (before.x == after.x && before.y == after.y) return false;
      if (pans % 8 == 0) harness->drawFrame();
    }
    return visible(cell);
  }
  // Plays the sweep with taps or clicks; the tiles a zoomed board keeps under its map are done at
  // the end with the whole board in view (`zoomOut` gets it there).
  void playByPointer(Device device, const std::function<void()>& zoomOut) {
    std::vector<int> cornered;
    for (int cell : sweep()) {
      const int n = turns[static_cast<std::size_t>(cell)];
      if (n == 0) continue;
      if (!bringIntoView(cell, device)) {
        cornered.push_back(cell);
        continue;
      }
      tapTurns(cell, n, device);
      ASSERT_EQ(asked, play->puzzle().moves()) << "no gesture turned a tile";
    }
    harness->drawFrame();
    if (!cornered.empty()) {
      zoomOut();
      ASSERT_TRUE(view().fitted());
      for (int cell : cornered) tapTurns(cell, turns[static_cast<std::size_t>(cell)], device);
    }
    harness->drawFrame();
  }

  std::unique_ptr<ScreenHarness> harness;
  PlayScreen* play = nullptr;
  std::vector<int> turns;
  int asked = 0;
  int pans = 0;
};

TEST_F(PlayThroughTest, AGamepadAloneWinsA100By100LevelAt480By320) {
  open(480, 320);
  // Zoomed in until the tiles are big enough to read.
  for (int guard = 0; guard < 30 && view().drawnCellSize() < 24; ++guard)
    harness->send(InputEvent::act(Action::ZoomIn, Device::Gamepad));
  ASSERT_GE(view().drawnCellSize(), 24);
  const Board& board = play->puzzle().board();
  auto press = [&](Action a) { harness->send(InputEvent::act(a, Device::Gamepad)); };
  // To the top-left corner (the cursor goes round at the edges, so no further than that).
  for (int k = board.xOf(play->cursor()); k > 0; --k) press(Action::Left);
  for (int k = board.yOf(play->cursor()); k > 0; --k) press(Action::Up);
  ASSERT_EQ(0, play->cursor());
  int steps = 0;
  for (int cell : sweep()) {
    // The d-pad walks one tile at a time along the sweep.
    while (play->cursor() != cell) {
      const int dx = board.xOf(cell) - board.xOf(play->cursor());
      const int dy = board.yOf(cell) - board.yOf(play->cursor());
      press(dx > 0 ? Action::Right : dx < 0 ? Action::Left : dy > 0 ? Action::Down : Action::Up);
      if (++steps % 1500 == 0) harness->drawFrame();
    }
    const int n = turns[static_cast<std::size_t>(cell)];
    if (n == 0) continue;
    const SDL_Rect r = view().cellRect(cell);
    ASSERT_TRUE(r.x >= area().x && r.y >= area().y && r.x + r.w <= area().x + area().w &&
                r.y + r.h <= area().y + area().h)
        << "the view follows the cursor to cell " << cell;
    for (int k = 0; k < n; ++k) press(Action::Primary);
    asked += n;
  }
  EXPECT_EQ(asked, play->puzzle().moves());
  EXPECT_TRUE(play->session().won());
  harness->settle();
  harness->drawFrame();
}

TEST_F(PlayThroughTest, TouchAloneWinsA100By100LevelAt720By1280) {
  open(720, 1280);
  // Two fingers spread over the board until the tiles are a fingertip wide.
  const SDL_Point c = areaCentre();
  for (int guard = 0; guard < 40 && view().drawnCellSize() < 44; ++guard)
    harness->send(InputEvent::pinch(1.2, c.x, c.y, Device::Touch));
  ASSERT_GE(view().drawnCellSize(), 44);
  EXPECT_EQ(0, play->puzzle().moves());
  harness->drawFrame();
  playByPointer(Device::Touch, [&] {
    // Two fingers closing until the whole board shows.
    for (int guard = 0; guard < 40 && !view().fitted(); ++guard)
      harness->send(InputEvent::pinch(0.8, c.x, c.y, Device::Touch));
  });
  EXPECT_GT(pans, 10);
  EXPECT_EQ(asked, play->puzzle().moves()) << "pinches and slides turned nothing";
  EXPECT_TRUE(play->session().won());
}

TEST_F(PlayThroughTest, AMouseAloneWinsA100By100LevelAt1920By1080) {
  open(1920, 1080);
  // The wheel over the board zooms at the pointer.
  const SDL_Point c = areaCentre();
  for (int guard = 0; guard < 30 && view().drawnCellSize() < 32; ++guard)
    harness->send(InputEvent::wheel(1, c.x, c.y, Device::Mouse));
  ASSERT_GE(view().drawnCellSize(), 32);
  EXPECT_EQ(0, play->puzzle().moves());
  harness->drawFrame();
  playByPointer(Device::Mouse, [&] {
    for (int guard = 0; guard < 40 && !view().fitted(); ++guard)
      harness->send(InputEvent::wheel(-1, c.x, c.y, Device::Mouse));
  });
  EXPECT_GT(pans, 10);
  EXPECT_EQ(asked, play->puzzle().moves()) << "the wheel and drags turned nothing";
  EXPECT_TRUE(play->session().won());
}

}  // namespace
}  // namespace play_through_test
}  // namespace tileflow
