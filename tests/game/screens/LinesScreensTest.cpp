// The Lines screens driven as players drive them: a level won by touch only, mouse only, keyboard
// only and gamepad only at a handheld's and a desktop's size; a fast drag that skips cells; a
// stroke that cuts a line and gives it back; taps that clear; undo, redo, hints; a game resumed
// after its screen closed; the packs and their progress; a big board zoomed, panned and drawn on.
#include <gtest/gtest.h>

#include <chrono>
#include <memory>
#include <stdexcept>
#include <thread>
#include <utility>
#include <vector>

#include "engine/core/Translate.hpp"
#include "engine/ui/Stepper.hpp"
#include "game/io/ProgressFile.hpp"
#include "game/lines/LinesLessons.hpp"
#include "game/lines/LinesMode.hpp"
#include "game/lines/LinesPacks.hpp"
#include "game/screens/ConfirmScreen.hpp"
#include "game/screens/PauseScreen.hpp"
#include "game/screens/ScreenHarness.hpp"
#include "game/screens/WinScreen.hpp"
#include "game/screens/lines/LinesGeneratorScreen.hpp"
#include "game/screens/lines/LinesPackScreens.hpp"
#include "game/screens/lines/LinesPlayScreen.hpp"
#include "tests/support/PadNavigation.hpp"
#include "tests/support/TestCatalog.hpp"
#include "tests/support/UiTestSupport.hpp"

namespace tileflow {
namespace lines_screens_test {
namespace {

// A . A
// B . B
// C . C   (each row is its pair's line: the one full cover)
LinesLevel rowsLevel(const std::string& id = "rows-1") {
  LinesLevel level;
  level.id = id;
  level.name = "Rows";
  level.board = LinesBoard(3, 3);
  for (int y = 0; y < 3; ++y) {
    level.board.setEndpoint(level.board.cellAt(0, y), y);
    level.board.setEndpoint(level.board.cellAt(2, y), y);
    level.solution.push_back({level.board.cellAt(0, y), level.board.cellAt(1, y), level.board.cellAt(2, y)});
  }
  return level;
}

void skipLessons(ScreenHarness& h) {
  for (const auto lesson : {LinesLesson::Draw, LinesLesson::Bridges, LinesLesson::Warps, LinesLesson::Portals})
    h.app().settings.lessonsDone.insert(linesLessonId(lesson));
}

// The harness with one pack of `levels` and a play screen open on the first (its lessons had).
LinesPlayScreen& open(ScreenHarness& h, std::vector<LinesLevel> levels = {rowsLevel(), rowsLevel("rows-2")}) {
  test::ensureHeadlessSdl();
  skipLessons(h);
  h.lines().setPacks({LinesPack{"rows", "Rows", std::move(levels)}});
  h.push(std::make_unique<LinesPlayScreen>(h.lines(), h.lines().packs()[0].levels[0], LinesLevelRef{0, 0}));
  auto* play = h.top<LinesPlayScreen>();
  if (play == nullptr) throw std::runtime_error("no play screen");
  return *play;
}

SDL_Point centreOf(const LinesPlayScreen& play, int x, int y) {
  const SDL_FPoint p = play.geometry().centre(play.level().board.cellAt(x, y));
  return SDL_Point{static_cast<int>(p.x), static_cast<int>(p.y)};
}

// A drag from cell `from` through `via` (if any) to `to`, as the translator reports it.
void drag(ScreenHarness& h, const LinesPlayScreen& play, SDL_Point from, std::vector<SDL_Point> via, SDL_Point to,
          Device device) {
  SDL_Point at = from;
  bool started = false;
  via.push_back(to);
  for (const SDL_Point& p : via) {
    const auto phase = !started ? InputEvent::Phase::Start : InputEvent::Phase::Move;
    h.send(InputEvent::drag(phase, p.x, p.y, p.x - at.x, p.y - at.y, device));
    started = true;
    at = p;
  }
  h.send(InputEvent::drag(InputEvent::Phase::End, to.x, to.y, 0, 0, device));
  (void)play;
}

void press(ScreenHarness& h, Action a, Device d) { h.send(InputEvent::act(a, d)); }

TEST(LinesScreensTest, TouchOrMouseAloneWinsWithThreeStarsAtEverySize) {
  for (const Device device : {Device::Touch, Device::Mouse}) {
    for (const auto& [w, ht] : {std::pair{480, 320}, std::pair{1920, 1080}}) {
      ScreenHarness h(w, ht, &test::uiTestCatalog());
      LinesPlayScreen& play = open(h);
      for (int y = 0; y < 3; ++y)
        drag(h, play, centreOf(play, 0, y), {centreOf(play, 1, y)}, centreOf(play, 2, y), device);
      EXPECT_NE(h.top<WinScreen>(), nullptr) << w << "x" << ht;
      EXPECT_TRUE(play.game().solved());
      EXPECT_EQ(h.lines().progress->get().stars(linesProgressId("rows-1")), 3) << "three strokes for three pairs";
      EXPECT_FALSE(h.lines().left->game()) << "a solved game is not left to resume";
    }
  }
}

TEST(LinesScreensTest, AFastDragFillsTheCellsItSkipped) {
  ScreenHarness h(640, 480, &test::uiTestCatalog());
  LinesPlayScreen& play = open(h);
  // From the first dot straight to the last in one movement: the middle cell is filled too.
  drag(h, play, centreOf(play, 0, 0), {}, centreOf(play, 2, 0), Device::Touch);
  const LinesBoard& b = play.level().board;
  EXPECT_EQ(play.game().position().line(0), (std::vector<int>{b.cellAt(0, 0), b.cellAt(1, 0), b.cellAt(2, 0)}));
  EXPECT_EQ(play.game().played().size(), 1u) << "one stroke, one move";
}

TEST(LinesScreensTest, KeyboardOrGamepadAloneWins) {
  for (const Device device : {Device::Keyboard, Device::Gamepad}) {
    for (const auto& [w, ht] : {std::pair{480, 320}, std::pair{1920, 1080}}) {
      ScreenHarness h(w, ht, &test::uiTestCatalog());
      LinesPlayScreen& play = open(h);
      press(h, Action::Right, device);  // shows the cursor on the first cell
      EXPECT_EQ(play.cursor(), 0);
      const Action rows[3] = {Action::Right, Action::Left, Action::Right};
      for (int y = 0; y < 3; ++y) {
        press(h, Action::Primary, device);  // pick up the dot
        EXPECT_TRUE(play.stroking());
        press(h, rows[y], device);
        press(h, rows[y], device);
        press(h, Action::Primary, device);  // drop
        if (y < 2) press(h, Action::Down, device);
      }
      EXPECT_TRUE(play.game().solved()) << w << "x" << ht;
      EXPECT_NE(h.top<WinScreen>(), nullptr);
    }
  }
}

TEST(LinesScreensTest, BCancelsAStrokeAndNothingIsPlayed) {
  ScreenHarness h(640, 480, &test::uiTestCatalog());
  LinesPlayScreen& play = open(h);
  press(h, Action::Right, Device::Gamepad);
  press(h, Action::Primary, Device::Gamepad);
  press(h, Action::Right, Device::Gamepad);
  EXPECT_EQ(play.shown().line(0).size(), 2u);
  press(h, Action::Secondary, Device::Gamepad);
  EXPECT_FALSE(play.stroking());
  EXPECT_TRUE(play.game().position().line(0).empty());
  EXPECT_EQ(h.top<LinesPlayScreen>(), &play) << "B with a stroke in hand only drops the stroke";
}

// A tap that changes the lines while a pad stroke is in hand drops the stroke: it was drawn over
// the position before the tap, which is gone (a soak found the pad's next step reading it).
TEST(LinesScreensTest, ATapWhileAPadStrokeIsInHandDropsTheStroke) {
  ScreenHarness h(640, 480, &test::uiTestCatalog());
  LinesPlayScreen& play = open(h);
  drag(h, play, centreOf(play, 0, 1), {centreOf(play, 1, 1)}, centreOf(play, 2, 1), Device::Touch);
  ASSERT_TRUE(play.game().position().joined(1));
  press(h, Action::Right, Device::Gamepad);  // the cursor shows, on (0,0)
  press(h, Action::Primary, Device::Gamepad);
  press(h, Action::Right, Device::Gamepad);
  ASSERT_TRUE(play.stroking());
  const SDL_Point dot = centreOf(play, 0, 1);
  h.send(InputEvent::tap(dot.x, dot.y, false, Device::Mouse));  // clears B's line
  EXPECT_TRUE(play.game().position().line(1).empty());
  EXPECT_FALSE(play.stroking());
  press(h, Action::Right, Device::Gamepad);
  press(h, Action::Primary, Device::Gamepad);
  EXPECT_TRUE(play.game().position().line(0).empty()) << "the dropped stroke was not played";
}

TEST(LinesScreensTest, AWinIsToldOnceWithItsTimeAndWhetherAHintWasUsed) {
  ScreenHarness h(640, 480, &test::uiTestCatalog());
  LinesPlayScreen& play = open(h);
  int wins = 0;
  bool hinted = true;
  play.setOnWin([&](int, bool usedHint) {
    ++wins;
    hinted = usedHint;
  });
  for (int y = 0; y < 3; ++y)
    drag(h, play, centreOf(play, 0, y), {centreOf(play, 1, y)}, centreOf(play, 2, y), Device::Touch);
  ASSERT_TRUE(play.game().solved());
  EXPECT_EQ(wins, 1);
  EXPECT_FALSE(hinted);
}

// A win is one more solve of its size in the records; one faster than the best so far says so on
// the win screen.
TEST(LinesScreensTest, AWinFasterThanTheSizesBestIsANewBestOnTheWinScreen) {
  ScreenHarness h(640, 480, &test::uiTestCatalog());
  const std::string key = recordKey("lines", 3, 3);
  h.app().times->add(key, 9999, 99);
  LinesPlayScreen& play = open(h);
  for (int y = 0; y < 3; ++y)
    drag(h, play, centreOf(play, 0, y), {centreOf(play, 1, y)}, centreOf(play, 2, y), Device::Touch);
  ASSERT_TRUE(play.game().solved());
  const SizeRecord* r = h.app().times->get().find(key);
  ASSERT_NE(r, nullptr);
  EXPECT_EQ(r->solves, 2);
  EXPECT_EQ(r->bestMoves, 3);
  h.settle();
  auto* win = h.top<WinScreen>();
  ASSERT_NE(win, nullptr);
  const auto lines = win->lines();
  EXPECT_EQ(lines.back(), "New best: time, moves");
}

TEST(LinesScreensTest, AStrokeThatCutsALineGivesItBackWhenItRetreats) {
  // A . .
  // . . .
  // B . B   with A's other dot at (2,1): A's path down the middle column crosses nothing, so
  // draw B first along the bottom row, then take A through it and back.
  LinesLevel level;
  level.id = "cut";
  level.board = LinesBoard(3, 3);
  level.board.setEndpoint(level.board.cellAt(0, 0), 0);
  level.board.setEndpoint(level.board.cellAt(2, 1), 0);
  level.board.setEndpoint(level.board.cellAt(0, 2), 1);
  level.board.setEndpoint(level.board.cellAt(2, 2), 1);
  ScreenHarness h(640, 480, &test::uiTestCatalog());
  LinesPlayScreen& play = open(h, {level});
  drag(h, play, centreOf(play, 0, 2), {centreOf(play, 1, 2)}, centreOf(play, 2, 2), Device::Touch);
  ASSERT_TRUE(play.game().position().joined(1));
  // A goes down the middle through B's line, then back up before it lets go.
  const SDL_Point path[] = {centreOf(play, 1, 0), centreOf(play, 1, 1), centreOf(play, 1, 2)};
  SDL_Point at = centreOf(play, 0, 0);
  bool first = true;
  for (const SDL_Point& p : path) {
    h.send(InputEvent::drag(first ? InputEvent::Phase::Start : InputEvent::Phase::Move, p.x, p.y, p.x - at.x,
                            p.y - at.y, Device::Touch));
    first = false;
    at = p;
  }
  EXPECT_FALSE(play.shown().joined(1)) << "cut while the stroke is over it";
  const SDL_Point back = centreOf(play, 1, 1);
  h.send(InputEvent::drag(InputEvent::Phase::Move, back.x, back.y, back.x - at.x, back.y - at.y, Device::Touch));
  EXPECT_TRUE(play.shown().joined(1)) << "whole again once the stroke retreats";
  h.send(InputEvent::drag(InputEvent::Phase::End, back.x, back.y, 0, 0, Device::Touch));
  EXPECT_TRUE(play.game().position().joined(1));
  EXPECT_EQ(play.game().position().line(0).size(), 3u);
}

TEST(LinesScreensTest, TapsClearALineFromThereOrWhole) {
  ScreenHarness h(640, 480, &test::uiTestCatalog());
  LinesPlayScreen& play = open(h);
  drag(h, play, centreOf(play, 0, 0), {centreOf(play, 1, 0)}, centreOf(play, 2, 0), Device::Mouse);
  ASSERT_EQ(play.game().position().line(0).size(), 3u);
  const SDL_Point middle = centreOf(play, 1, 0);
  h.send(InputEvent::tap(middle.x, middle.y, false, Device::Mouse));
  EXPECT_EQ(play.game().position().line(0).size(), 2u) << "kept up to the cell tapped";
  const SDL_Point dot = centreOf(play, 0, 0);
  h.send(InputEvent::tap(dot.x, dot.y, false, Device::Touch));
  EXPECT_TRUE(play.game().position().line(0).empty());
  EXPECT_EQ(play.game().played().size(), 3u);
}

TEST(LinesScreensTest, UndoRedoAndHintEachTakeOneStep) {
  ScreenHarness h(640, 480, &test::uiTestCatalog());
  LinesPlayScreen& play = open(h);
  drag(h, play, centreOf(play, 0, 0), {centreOf(play, 1, 0)}, centreOf(play, 2, 0), Device::Touch);
  press(h, Action::Undo, Device::Keyboard);
  EXPECT_TRUE(play.game().position().line(0).empty());
  press(h, Action::Redo, Device::Keyboard);
  EXPECT_TRUE(play.game().position().joined(0));
  press(h, Action::Assist, Device::Gamepad);
  EXPECT_TRUE(play.game().position().joined(1)) << "the hint draws the first line not yet right";
  EXPECT_EQ(play.game().hints(), 1);
  press(h, Action::Menu, Device::Gamepad);
  EXPECT_NE(h.top<PauseScreen>(), nullptr);
}

TEST(LinesScreensTest, AGameLeftPartWayResumesWhenItsLevelOpensAgain) {
  ScreenHarness h(640, 480, &test::uiTestCatalog());
  LinesPlayScreen& play = open(h);
  drag(h, play, centreOf(play, 0, 1), {centreOf(play, 1, 1)}, centreOf(play, 2, 1), Device::Touch);
  press(h, Action::Back, Device::Keyboard);
  h.step(0);
  ASSERT_EQ(h.top<LinesPlayScreen>(), nullptr);
  ASSERT_TRUE(h.lines().left->game());
  h.push(std::make_unique<LinesPlayScreen>(h.lines(), h.lines().packs()[0].levels[0], LinesLevelRef{0, 0}));
  auto* again = h.top<LinesPlayScreen>();
  ASSERT_NE(again, nullptr);
  EXPECT_TRUE(again->game().position().joined(1));
  EXPECT_EQ(again->game().played().size(), 1u);
  // Another level does not take it.
  h.push(std::make_unique<LinesPlayScreen>(h.lines(), h.lines().packs()[0].levels[1], LinesLevelRef{0, 1}));
  auto* other = h.top<LinesPlayScreen>();
  ASSERT_NE(other, nullptr);
  EXPECT_TRUE(other->game().played().empty());
}

// A 30×30 level zoomed in by `steps` presses of the zoom key, half its lines drawn by moves.
LinesPlayScreen& openZoomed(ScreenHarness& h, int steps) {
  test::ensureHeadlessSdl();
  skipLessons(h);
  h.push(std::make_unique<LinesPlayScreen>(h.lines(), linesDrawnLevel(30, 40, 11)));
  auto* play = h.top<LinesPlayScreen>();
  if (play == nullptr) throw std::runtime_error("no play screen");
  for (int i = 0; i < steps; ++i) press(h, Action::ZoomIn, Device::Keyboard);
  h.drawFrame();
  return *play;
}

SDL_Point centreOfCell(const LinesPlayScreen& play, int cell) {
  const SDL_FPoint p = play.geometry().centre(cell);
  return SDL_Point{static_cast<int>(p.x), static_cast<int>(p.y)};
}

bool inView(const LinesPlayScreen& play, int cell) {
  const SDL_Point p = centreOfCell(play, cell);
  const SDL_Rect view = play.view().area();
  return SDL_PointInRect(&p, &view) == SDL_TRUE && play.view().cellAt(p.x, p.y) == cell;
}

TEST(LinesScreensTest, TheWheelTheZoomKeysAndTwoFingersZoomABigBoardAndFitBringsItBack) {
  ScreenHarness h(480, 320, &test::uiTestCatalog());
  LinesPlayScreen& play = openZoomed(h, 0);
  const int fitted = play.view().drawnCellSize();
  EXPECT_TRUE(play.view().fitted());
  EXPECT_LT(fitted, Metrics::MinTouchTarget / 2) << "30×30 at 480×320: small cells, the reason to zoom";
  const SDL_Rect view = play.view().area();
  h.send(InputEvent::wheel(3, view.x + view.w / 2, view.y + view.h / 2));
  EXPECT_FALSE(play.view().fitted());
  EXPECT_GT(play.view().drawnCellSize(), fitted);
  const int wheel = play.view().drawnCellSize();
  h.send(InputEvent::pinch(1.6, view.x + view.w / 2, view.y + view.h / 2));
  EXPECT_GT(play.view().drawnCellSize(), wheel) << "fingers spreading zoom in";
  for (int i = 0; i < 20; ++i) press(h, Action::ZoomIn, Device::Keyboard);
  EXPECT_GE(play.view().drawnCellSize(), Metrics::MinTouchTarget) << "zoomed in, a cell takes a fingertip";
  h.drawFrame();
  EXPECT_GT(play.view().overviewRect().w, 0) << "zoomed in, the map shows the whole board";
  press(h, Action::ZoomFit, Device::Keyboard);
  EXPECT_TRUE(play.view().fitted());
  EXPECT_EQ(play.view().overviewRect().w, 0);
  EXPECT_TRUE(play.game().played().empty()) << "zooming plays nothing";
}

TEST(LinesScreensTest, ZoomedInOneFingerStillDrawsWhileTwoFingersTheStickAndTheRightButtonPan) {
  for (const Device device : {Device::Touch, Device::Mouse}) {
    ScreenHarness h(640, 480, &test::uiTestCatalog());
    LinesPlayScreen& play = openZoomed(h, 8);
    ASSERT_FALSE(play.view().fitted());
    // A line whose first cells show: drawn by a drag from its dot, as on a fitted board.
    const LinesLevel& level = play.level();
    std::vector<int> path;
    for (const auto& line : level.solution) {
      path.clear();
      for (const int cell : line) {
        if (!inView(play, cell)) break;
        path.push_back(cell);
      }
      if (path.size() >= 3) break;
    }
    ASSERT_GE(path.size(), 3u);
    std::vector<SDL_Point> via;
    for (std::size_t i = 1; i + 1 < path.size(); ++i) via.push_back(centreOfCell(play, path[i]));
    const CameraPlace before = play.view().place();
    drag(h, play, centreOfCell(play, path[0]), via, centreOfCell(play, path.back()), device);
    ASSERT_EQ(play.game().played().size(), 1u) << "one finger or the left button draws";
    const int colour = level.board.endpoint(path[0]);
    EXPECT_EQ(play.game().position().line(colour), path);
    EXPECT_EQ(play.view().place(), before) << "drawing does not move the view";
    // Panning: two fingers moving together, the right stick, a drag with the right button.
    const SDL_Rect view = play.view().area();
    InputEvent twoFingers = InputEvent::pinch(1.0, view.x + view.w / 2 - 40, view.y + view.h / 2);
    twoFingers.dx = -40;
    h.send(twoFingers);
    EXPECT_NE(play.view().place(), before) << "two fingers pan";
    const CameraPlace panned = play.view().place();
    h.send(InputEvent::scroll(0, 60));
    EXPECT_NE(play.view().place(), panned) << "the right stick pans";
    const CameraPlace stick = play.view().place();
    InputEvent right = InputEvent::drag(InputEvent::Phase::Start, view.x + 100, view.y + 100, 30, 20, Device::Mouse);
    right.alternate = true;
    h.send(right);
    h.send(InputEvent::drag(InputEvent::Phase::Move, view.x + 140, view.y + 130, 40, 30, Device::Mouse));
    h.send(InputEvent::drag(InputEvent::Phase::End, view.x + 140, view.y + 130, 0, 0, Device::Mouse));
    EXPECT_NE(play.view().place(), stick) << "a drag with the right button pans";
    EXPECT_EQ(play.game().played().size(), 1u) << "panning draws nothing";
    EXPECT_FALSE(play.stroking());
  }
}

TEST(LinesScreensTest, ASecondFingerWhileDrawingKeepsTheStrokeAndMovesTheView) {
  ScreenHarness h(640, 480, &test::uiTestCatalog());
  LinesPlayScreen& play = openZoomed(h, 8);
  const LinesLevel& level = play.level();
  std::vector<int> path;
  for (const auto& line : level.solution) {
    if (inView(play, line[0]) && inView(play, line[1]) && inView(play, line[2])) {
      path.assign(line.begin(), line.begin() + 3);
      break;
    }
  }
  ASSERT_EQ(path.size(), 3u);
  const SDL_Point a = centreOfCell(play, path[0]);
  const SDL_Point b = centreOfCell(play, path[1]);
  const SDL_Point c = centreOfCell(play, path[2]);
  h.send(InputEvent::drag(InputEvent::Phase::Start, b.x, b.y, b.x - a.x, b.y - a.y, Device::Touch));
  h.send(InputEvent::drag(InputEvent::Phase::Move, c.x, c.y, c.x - b.x, c.y - b.y, Device::Touch));
  ASSERT_TRUE(play.stroking());
  h.send(InputEvent::pinch(1.3, c.x, c.y));
  EXPECT_FALSE(play.stroking());
  EXPECT_EQ(play.game().played().size(), 1u) << "the stroke so far is a move";
  EXPECT_EQ(play.game().position().line(level.board.endpoint(path[0])), path);
}

TEST(LinesScreensTest, TheCursorPullsTheViewAlongAndATapOnTheMapGoesThere) {
  ScreenHarness h(640, 480, &test::uiTestCatalog());
  LinesPlayScreen& play = openZoomed(h, 8);
  press(h, Action::Right, Device::Gamepad);  // the cursor shows
  for (int i = 0; i < 40; ++i) {
    press(h, i < 29 ? Action::Right : Action::Down, Device::Gamepad);
    h.drawFrame();
    const SDL_Rect cell = play.view().cellRect(play.cursor());
    const SDL_Rect view = play.view().area();
    SDL_Rect inside{};
    ASSERT_EQ(SDL_IntersectRect(&cell, &view, &inside), SDL_TRUE) << "step " << i;
    EXPECT_TRUE(SDL_RectEquals(&inside, &cell)) << "the cursor's cell shows whole, step " << i;
    const SDL_Rect map = play.view().overviewRect();
    EXPECT_EQ(SDL_HasIntersection(&cell, &map), SDL_FALSE) << "and not under the map, step " << i;
  }
  // The map: a tap on its top-left corner shows the board's top-left corner.
  const SDL_Rect map = play.view().overviewRect();
  ASSERT_GT(map.w, 0);
  const CameraPlace before = play.view().place();
  h.send(InputEvent::tap(map.x + 1, map.y + 1, false, Device::Touch));
  EXPECT_NE(play.view().place(), before);
  EXPECT_TRUE(inView(play, 0)) << "the top-left cell shows";
  EXPECT_TRUE(play.game().played().empty()) << "a tap on the map plays nothing";
}

TEST(LinesScreensTest, ANewWindowSizeKeepsTheZoomAndPlace) {
  ScreenHarness h(640, 480, &test::uiTestCatalog());
  LinesPlayScreen& play = openZoomed(h, 6);
  h.send(InputEvent::scroll(120, 80));
  const CameraPlace place = play.view().place();
  ASSERT_FALSE(play.view().fitted());
  play.layout(h.ui().metrics);
  EXPECT_NEAR(play.view().place().zoom, place.zoom, 1e-9);
  EXPECT_NEAR(play.view().place().centreX, place.centreX, 1e-6);
  EXPECT_NEAR(play.view().place().centreY, place.centreY, 1e-6);
}

TEST(LinesScreensTest, ThePacksOpenInTurnAndContinueFindsTheFirstUnsolvedLevel) {
  ScreenHarness h(640, 480, &test::uiTestCatalog());
  test::ensureHeadlessSdl();
  std::vector<LinesLevel> first = {rowsLevel("a-1"), rowsLevel("a-2"), rowsLevel("a-3")};
  h.lines().setPacks({LinesPack{"a", "A", first}, LinesPack{"b", "B", {rowsLevel("b-1")}}});
  EXPECT_TRUE(h.lines().unlocked(0));
  EXPECT_FALSE(h.lines().unlocked(1));
  EXPECT_EQ(linesContinueAt(h.lines()), (LinesLevelRef{0, 0}));
  h.lines().progress->recordLinesWin("a-1", 3, 10, 3);
  EXPECT_EQ(linesContinueAt(h.lines()), (LinesLevelRef{0, 1}));
  h.lines().progress->recordLinesWin("a-2", 3, 10, 1);
  EXPECT_TRUE(h.lines().unlocked(1)) << "two of three solved";
  EXPECT_EQ(linesContinueAt(h.lines()), (LinesLevelRef{0, 2}));
  h.push(std::make_unique<LinesPacksScreen>(h.lines()));
  auto* packs = h.top<LinesPacksScreen>();
  ASSERT_NE(packs, nullptr);
  // Continue (focused) opens the first unsolved level.
  press(h, Action::Primary, Device::Gamepad);
  auto* play = h.top<LinesPlayScreen>();
  ASSERT_NE(play, nullptr);
  EXPECT_EQ(play->level().id, "a-3");
}

TEST(LinesScreensTest, TheFirstGameTeachesDrawingAndABridgeBoardTeachesBridgesOnce) {
  ScreenHarness h(640, 480, &test::uiTestCatalog());
  test::ensureHeadlessSdl();
  LinesLevel level = rowsLevel();
  level.board = LinesBoard(3, 3);
  level.board.setEndpoint(0, 0);
  level.board.setEndpoint(2, 0);
  level.board.setBridge(4, level.board.everyAxis());
  h.lines().setPacks({LinesPack{"p", "P", {level}}});
  h.app().ui.lastDevice = Device::Gamepad;
  h.push(std::make_unique<LinesPlayScreen>(h.lines(), level, LinesLevelRef{0, 0}));
  h.step(0);
  auto* lesson = h.top<ConfirmScreen>();
  ASSERT_NE(lesson, nullptr);
  EXPECT_EQ(lesson->question(), "Join the pairs");
  EXPECT_NE(lesson->detail().find("A picks up a dot"), std::string::npos) << "in the gamepad's words";
  press(h, Action::Primary, Device::Gamepad);  // Got it
  h.step(0);
  lesson = h.top<ConfirmScreen>();
  ASSERT_NE(lesson, nullptr) << "then the bridge on this board";
  EXPECT_EQ(lesson->question(), "Bridges");
  press(h, Action::Primary, Device::Gamepad);
  h.step(0);
  EXPECT_NE(h.top<LinesPlayScreen>(), nullptr);
  // Never again.
  h.push(std::make_unique<LinesPlayScreen>(h.lines(), level, LinesLevelRef{0, 0}));
  h.step(0);
  EXPECT_NE(h.top<LinesPlayScreen>(), nullptr);
}

// Waits (in real time: the generator runs on its own thread) until the screen has its result.
void settleGenerator(ScreenHarness& h, const LinesGeneratorScreen& g) {
  const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(60);
  while (g.generating() && std::chrono::steady_clock::now() < until) {
    h.step(0.02);
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  h.step(0);
}

// Choices no puzzle can meet: the reason comes in a dialog over the choices (a tall screen's
// column of choices leaves no room for a notice), and one press puts it away.
TEST(LinesScreensTest, AGeneratorThatMakesNoPuzzleSaysWhyInADialog) {
  ScreenHarness h(371, 665, &test::uiTestCatalog());
  test::ensureHeadlessSdl();
  skipLessons(h);
  h.app().settings.lines.generate = {{"width", 3}, {"height", 3}, {"bridges", 12}, {"portals", 4}};
  h.push(std::make_unique<LinesGeneratorScreen>(h.lines()));
  auto* g = h.top<LinesGeneratorScreen>();
  ASSERT_NE(g, nullptr);
  press(h, Action::Menu, Device::Gamepad);
  settleGenerator(h, *g);
  ASSERT_FALSE(g->problem().empty());
  auto* told = h.top<ConfirmScreen>();
  ASSERT_NE(told, nullptr) << "the reason is told in a dialog";
  press(h, Action::Primary, Device::Gamepad);
  EXPECT_EQ(h.top<LinesGeneratorScreen>(), g);
}

// A side past the largest the generator makes promptly with the choices shows that side.
TEST(LinesScreensTest, TheGeneratorsSidesShowTheLargestMadeWithTheChoices) {
  ScreenHarness h(480, 320, &test::uiTestCatalog());
  test::ensureHeadlessSdl();
  skipLessons(h);
  h.app().settings.lines.generate = {
      {"width", LinesMode::MaxSide}, {"height", 9}, {"walls", static_cast<int>(WallPattern::Pillars)}};
  h.push(std::make_unique<LinesGeneratorScreen>(h.lines()));
  auto* g = h.top<LinesGeneratorScreen>();
  ASSERT_NE(g, nullptr);
  const auto shown = [&](const std::string& name) -> std::string {
    for (int i = 0; i < g->widgets().size(); ++i) {
      const auto* stepper = dynamic_cast<const Stepper*>(&g->widgets().at(i));
      if (stepper && stepper->name() == name) return stepper->format(stepper->value);
    }
    return "";
  };
  LinesGenerateOptions pillars;
  pillars.walls = WallPattern::Pillars;
  const int side = linesLargestPromptSide(pillars).value_or(0);
  ASSERT_LT(side, LinesMode::MaxSide);
  EXPECT_EQ(shown("Width"), std::to_string(side));
  EXPECT_EQ(shown("Height"), "9") << "a side within it shows as chosen";
  h.app().settings.lines.generate = {{"width", LinesMode::MaxSide}, {"hex", 1}};
  EXPECT_EQ(shown("Width"), std::to_string(LinesMode::MaxHexSide) + " (hex)");
}

TEST(LinesScreensTest, TheGeneratorsChoicesAreKeptAndItsPuzzleOpensForPlay) {
  ScreenHarness h(480, 320, &test::uiTestCatalog());
  test::ensureHeadlessSdl();
  skipLessons(h);
  h.app().settings.lines.generate = {{"width", 5}, {"height", 5}, {"hex", 1}};
  h.push(std::make_unique<LinesGeneratorScreen>(h.lines()));
  auto* g = h.top<LinesGeneratorScreen>();
  ASSERT_NE(g, nullptr);
  // Width one more by the pad alone.
  ASSERT_TRUE(test::padTo(h, g->widgets(), "Width"));
  press(h, Action::Right, Device::Gamepad);
  EXPECT_EQ(h.app().settings.lines.generate["width"], 6);
  press(h, Action::Menu, Device::Gamepad);  // Start generates from anywhere
  EXPECT_TRUE(g->generating());
  settleGenerator(h, *g);
  auto* play = h.top<LinesPlayScreen>();
  ASSERT_NE(play, nullptr) << g->problem();
  EXPECT_EQ(play->level().board.width(), 6);
  EXPECT_EQ(play->level().board.shape(), Shape::Hex);
  EXPECT_FALSE(play->level().solution.empty()) << "hints need the solution";
}

// The generator's choices are named in the player's language, as the Tiles generator names them.
TEST(LinesScreensTest, TheGeneratorsNamedChoicesAreTranslated) {
  ScreenHarness h(480, 320, &test::uiTestCatalog());
  test::ensureHeadlessSdl();
  skipLessons(h);
  h.app().settings.lines.generate = {{"outline", 0}, {"algorithm", 0}};
  h.push(std::make_unique<LinesGeneratorScreen>(h.lines()));
  auto* g = h.top<LinesGeneratorScreen>();
  ASSERT_NE(g, nullptr);
  const auto shown = [&](const std::string& label) {
    for (int i = 0; i < g->widgets().size(); ++i)
      if (const auto* s = dynamic_cast<const Stepper*>(&g->widgets().at(i)); s != nullptr && s->label == label)
        return s->format(s->value);
    return std::string("no stepper ") + label;
  };
  EXPECT_EQ(shown("Outline"), "Full");
  ASSERT_TRUE(useLanguages(findLocaleDir(), "de"));
  const std::string outline = shown("Outline");
  const std::string drawnBy = shown("Lines drawn by");
  ASSERT_TRUE(useLanguages(findLocaleDir(), "en"));
  EXPECT_EQ(outline, "Voll");
  EXPECT_EQ(drawnBy, "Beliebig");
}

TEST(LinesScreensTest, AGeneratedPuzzleIsSavedFromTheMenuAndPlaysAndGoesFromMyPuzzles) {
  ScreenHarness h(480, 320, &test::uiTestCatalog());
  test::ensureHeadlessSdl();
  skipLessons(h);
  LinesLevel generated = rowsLevel("");
  generated.name.clear();
  h.push(std::make_unique<LinesPlayScreen>(h.lines(), generated));
  press(h, Action::Menu, Device::Gamepad);
  auto* menu = h.top<PauseScreen>();
  ASSERT_NE(menu, nullptr);
  ASSERT_TRUE(test::padTo(h, menu->buttons(), "Save to My levels"));
  press(h, Action::Primary, Device::Gamepad);
  EXPECT_EQ(menu->message(), "Saved to My levels");
  press(h, Action::Primary, Device::Gamepad);
  EXPECT_EQ(menu->message(), "Already in My levels");
  ASSERT_EQ(h.lines().mine->load().levels.size(), 1u);
  EXPECT_EQ(h.lines().mine->load().levels[0].name,
            "Lines 3\xc3\x97"
            "3");
  h.stack().clear();
  h.step(0);
  // The Lines screen's My levels card lists it; a tap plays it.
  h.push(std::make_unique<LinesPacksScreen>(h.lines()));
  ASSERT_TRUE(test::padTo(h, h.top<LinesPacksScreen>()->widgets(), "My levels"));
  press(h, Action::Primary, Device::Gamepad);
  auto* mine = h.top<LinesMineScreen>();
  ASSERT_NE(mine, nullptr);
  ASSERT_TRUE(test::padTo(h, mine->widgets(),
                          "Lines 3\xc3\x97"
                          "3"));
  press(h, Action::Primary, Device::Gamepad);
  auto* play = h.top<LinesPlayScreen>();
  ASSERT_NE(play, nullptr);
  EXPECT_EQ(play->level().board, generated.board);
  press(h, Action::Back, Device::Gamepad);
  h.step(0);
  ASSERT_EQ(h.top<LinesMineScreen>(), mine);
  // Delete…, the puzzle, then the question: Keep leaves it, Delete takes it.
  for (const char* answer : {"Keep", "Delete"}) {
    if (!mine->deleting()) {
      ASSERT_TRUE(test::padTo(h, mine->widgets(), "Delete\xe2\x80\xa6"));
      press(h, Action::Primary, Device::Gamepad);
      ASSERT_TRUE(mine->deleting());
    }
    ASSERT_TRUE(test::padTo(h, mine->widgets(),
                            "Lines 3\xc3\x97"
                            "3"));
    press(h, Action::Primary, Device::Gamepad);
    auto* ask = h.top<ConfirmScreen>();
    ASSERT_NE(ask, nullptr);
    ask->choose(std::string(answer) == "Keep" ? 1 : 0);
    h.step(0);
    ASSERT_EQ(h.top<LinesMineScreen>(), mine);
  }
  EXPECT_TRUE(h.lines().mine->load().levels.empty());
  EXPECT_FALSE(mine->deleting()) << "nothing left to delete";
}

TEST(LinesScreensTest, BCancelsAGenerationAtOnce) {
  ScreenHarness h(640, 480, &test::uiTestCatalog());
  test::ensureHeadlessSdl();
  h.app().settings.lines.generate = {{"width", 30}, {"height", 30}};
  h.push(std::make_unique<LinesGeneratorScreen>(h.lines()));
  auto* g = h.top<LinesGeneratorScreen>();
  ASSERT_NE(g, nullptr);
  g->generate();
  EXPECT_TRUE(g->generating());
  press(h, Action::Secondary, Device::Gamepad);
  EXPECT_FALSE(g->generating());
  EXPECT_EQ(h.top<LinesGeneratorScreen>(), g) << "B stops the generation, not the screen";
}

}  // namespace
}  // namespace lines_screens_test
}  // namespace tileflow
