// The Lines editor driven as makers drive it: a puzzle made, checked and saved by touch alone at a
// handheld's and a desktop's size and by the gamepad alone; each tool on and off again; a dot
// dragged to a new place; Undo; the checks for one, several and no solutions (on a worker, an edit
// stops one under way); a kept puzzle changed and saved over itself.
#include "game/screens/lines/LinesEditorScreen.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <memory>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "game/lines/LinesLessons.hpp"
#include "game/lines/LinesPosition.hpp"
#include "game/screens/ScreenHarness.hpp"
#include "tests/support/PadNavigation.hpp"
#include "tests/support/TestCatalog.hpp"
#include "tests/support/UiTestSupport.hpp"

namespace tileflow {
namespace lines_editor_screen_test {
namespace {

LinesEditorScreen& openEditor(ScreenHarness& h, std::optional<LinesLevel> editing = std::nullopt) {
  test::ensureHeadlessSdl();
  h.push(std::make_unique<LinesEditorScreen>(h.lines(), std::move(editing)));
  auto* editor = h.top<LinesEditorScreen>();
  if (editor == nullptr) throw std::runtime_error("no editor");
  h.drawFrame();
  return *editor;
}

SDL_Point centreOf(const LinesEditorScreen& e, int x, int y) {
  const SDL_FPoint p = e.view().geometry().centre(y * e.sketch().width() + x);
  return SDL_Point{static_cast<int>(p.x), static_cast<int>(p.y)};
}

void tapCell(ScreenHarness& h, const LinesEditorScreen& e, int x, int y) {
  const SDL_Point p = centreOf(e, x, y);
  h.send(InputEvent::tap(p.x, p.y, false, Device::Touch));
}

// The editor's buttons in order after Back: Tool, Size, Undo, Check, Save (their labels change).
void tapButton(ScreenHarness& h, const LinesEditorScreen& e, const std::string& which) {
  const std::vector<std::string> order = {"Back", "Tool", "Size", "Undo", "Check", "Save"};
  const auto at = std::find(order.begin(), order.end(), which);
  ASSERT_NE(at, order.end()) << which;
  h.drawFrame();  // as the player sees it: Undo enabled once there is an edit
  const Widget& w = e.widgets().at(static_cast<int>(at - order.begin()));
  h.send(InputEvent::tap(w.rect.x + w.rect.w / 2, w.rect.y + w.rect.h / 2, false, Device::Touch));
}

void press(ScreenHarness& h, Action a) { h.send(InputEvent::act(a, Device::Gamepad)); }

// Frames until the solver on its worker has answered (Check, Save).
void awaitCheck(ScreenHarness& h, const LinesEditorScreen& e) {
  const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(30);
  while (e.checking() && std::chrono::steady_clock::now() < until) {
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
    h.step(0.02);
  }
  ASSERT_FALSE(e.checking());
}

TEST(LinesEditorScreenTest, TouchAloneMakesChecksAndSavesAPuzzleAtEverySize) {
  for (const auto& [w, ht] : {std::pair{480, 320}, std::pair{1920, 1080}}) {
    ScreenHarness h(w, ht, &test::uiTestCatalog());
    LinesEditorScreen& e = openEditor(h);
    ASSERT_EQ(e.sketch().width(), 7);
    tapButton(h, e, "Size");  // 8×8
    EXPECT_EQ(e.sketch().width(), 8);
    for (int i = 0; i < 20 && e.sketch().width() != 5; ++i) tapButton(h, e, "Size");  // round to the smallest
    EXPECT_EQ(e.sketch().width(), 5) << w << "x" << ht;
    // A pair on each row, end to end: the one cover joins each along its row.
    for (int y = 0; y < 5; ++y) {
      tapCell(h, e, 0, y);
      tapCell(h, e, 4, y);
    }
    EXPECT_EQ(e.sketch().board().colours(), 5);
    tapButton(h, e, "Check");
    awaitCheck(h, e);
    EXPECT_EQ(e.statusText(), "One solution: a good puzzle");
    tapButton(h, e, "Save");
    awaitCheck(h, e);
    EXPECT_EQ(e.statusText(), "Saved to My levels");
    ASSERT_EQ(h.lines().mine->load().levels.size(), 1u);
    const LinesLevel& kept = h.lines().mine->load().levels[0];
    EXPECT_EQ(kept.board, e.sketch().board());
    LinesPosition solved(kept.board);
    for (std::size_t c = 0; c < kept.solution.size(); ++c) solved.setLine(static_cast<int>(c), kept.solution[c]);
    EXPECT_TRUE(solved.solved()) << "saved with its solution, for hints";
    // Saved again after a change: the same puzzle is replaced, not kept twice.
    tapCell(h, e, 2, 2);
    tapCell(h, e, 2, 2);  // a dot and away again: the board is as saved
    tapButton(h, e, "Save");
    awaitCheck(h, e);
    EXPECT_EQ(h.lines().mine->load().levels.size(), 1u);
  }
}

TEST(LinesEditorScreenTest, EachToolGoesOnAndComesOffAndUndoTakesBackEachEdit) {
  ScreenHarness h(640, 480, &test::uiTestCatalog());
  LinesEditorScreen& e = openEditor(h);
  const LinesSketch empty = e.sketch();
  EXPECT_EQ(e.tool(), LinesEditorScreen::Tool::Dots);
  tapButton(h, e, "Tool");
  ASSERT_EQ(e.tool(), LinesEditorScreen::Tool::Walls);
  // A tap near a cell's right side puts the wall there.
  const SDL_Point c = centreOf(e, 2, 2);
  const int cell = static_cast<int>(e.view().geometry().cellSize());
  h.send(InputEvent::tap(c.x + cell * 2 / 5, c.y, false, Device::Touch));
  EXPECT_TRUE(e.sketch().wall(2 * 7 + 2, 1));
  tapButton(h, e, "Tool");
  tapCell(h, e, 3, 3);
  EXPECT_TRUE(e.sketch().hole(3 * 7 + 3));
  tapButton(h, e, "Tool");
  tapCell(h, e, 4, 4);
  EXPECT_TRUE(e.sketch().bridge(4 * 7 + 4));
  tapButton(h, e, "Tool");
  tapCell(h, e, 0, 6);
  tapCell(h, e, 6, 0);
  EXPECT_EQ(e.sketch().portalPartner(6 * 7), 6);
  for (int i = 0; i < 5; ++i) tapButton(h, e, "Undo");
  EXPECT_EQ(e.sketch(), empty) << "five edits, five undos";
}

TEST(LinesEditorScreenTest, ADotDraggedMovesAndTheChecksSayWhatTheBoardIs) {
  ScreenHarness h(640, 480, &test::uiTestCatalog());
  LinesEditorScreen& e = openEditor(h);
  tapCell(h, e, 0, 0);
  tapCell(h, e, 1, 1);
  const SDL_Point from = centreOf(e, 1, 1);
  const SDL_Point to = centreOf(e, 6, 6);
  h.send(InputEvent::drag(InputEvent::Phase::Start, from.x + 30, from.y, 30, 0, Device::Touch));
  h.send(InputEvent::drag(InputEvent::Phase::Move, to.x, to.y, to.x - from.x - 30, to.y - from.y, Device::Touch));
  h.send(InputEvent::drag(InputEvent::Phase::End, to.x, to.y, 0, 0, Device::Touch));
  EXPECT_EQ(e.sketch().dot(6 * 7 + 6), 0) << "the dot moved";
  EXPECT_EQ(e.sketch().dot(1 * 7 + 1), -1);
  tapButton(h, e, "Check");
  awaitCheck(h, e);
  EXPECT_EQ(e.statusText(), "Several solutions: add a dot, a wall or a hole to leave one");
  // Corner to corner of a 2-wide strip with a wall across it: no way through.
  tapCell(h, e, 3, 3);
  EXPECT_EQ(e.sketch().waitingColour(), 1);
  tapButton(h, e, "Check");
  awaitCheck(h, e);
  EXPECT_EQ(e.statusText(), "Not yet: the dot B waits for its twin");
  tapButton(h, e, "Save");
  awaitCheck(h, e);
  EXPECT_EQ(e.statusText(), "Not saved: the dot B waits for its twin");
  EXPECT_TRUE(h.lines().mine->load().levels.empty());
}

TEST(LinesEditorScreenTest, TheGamepadAloneMakesAPuzzleWithAMovedDotAndAWall) {
  ScreenHarness h(480, 320, &test::uiTestCatalog());
  LinesEditorScreen& e = openEditor(h);
  press(h, Action::Down);  // the cursor shows at the first cell
  ASSERT_EQ(e.cursor(), 0);
  press(h, Action::Primary);  // a dot
  for (int i = 0; i < 6; ++i) press(h, Action::Right);
  press(h, Action::Primary);  // its twin at (6, 0)
  EXPECT_EQ(e.sketch().dot(6), 0);
  // X picks the dot up, the cursor carries it, A puts it down.
  press(h, Action::Tertiary);
  press(h, Action::Down);
  press(h, Action::Down);
  press(h, Action::Primary);
  EXPECT_EQ(e.sketch().dot(6), -1);
  EXPECT_EQ(e.sketch().dot(20), 0) << "moved to (6, 2)";
  // Walls (Y takes the next tool): A, then a direction.
  press(h, Action::Mark);
  EXPECT_EQ(e.tool(), LinesEditorScreen::Tool::Walls);
  press(h, Action::Primary);
  press(h, Action::Left);
  EXPECT_TRUE(e.sketch().wall(20, 3)) << "a wall on the cursor cell's left";
  EXPECT_EQ(e.cursor(), 20) << "the direction put the wall there, it did not move the cursor";
  // Start goes to the buttons, where the pad walks to Save.
  press(h, Action::Mark);
  press(h, Action::Mark);
  press(h, Action::Mark);
  press(h, Action::Mark);
  ASSERT_EQ(e.tool(), LinesEditorScreen::Tool::Dots);
  press(h, Action::Menu);
  h.drawFrame();
  ASSERT_TRUE(test::padTo(h, e.widgets(), "Save"));
  press(h, Action::Primary);
  awaitCheck(h, e);
  EXPECT_EQ(e.statusText(), "Saved to My levels (it has several solutions)");
  EXPECT_EQ(h.lines().mine->load().levels.size(), 1u);
  press(h, Action::Secondary);  // back to the board
  press(h, Action::Left);
  EXPECT_EQ(e.cursor(), 19) << "the arrows move the cursor again";
}

TEST(LinesEditorScreenTest, ABigBoardsCheckRunsBesideTheScreenAndAnEditStopsIt) {
  ScreenHarness h(640, 480, &test::uiTestCatalog());
  LinesEditorScreen& e = openEditor(h);
  e.edit([](LinesSketch& s) {
    s.resize(30, 30);
    s.tapDot(0);
    s.tapDot(30 * 29 + 28);
    s.tapDot(5 * 30 + 5);
    s.tapDot(20 * 30 + 7);
  });
  tapButton(h, e, "Check");
  EXPECT_TRUE(e.checking()) << "two sparse pairs on 30×30: a long search, on the worker";
  EXPECT_EQ(e.statusText(), "Checking\xe2\x80\xa6");
  tapCell(h, e, 10, 10);  // an edit: the search answers its stop token (else this waits for it)
  EXPECT_FALSE(e.checking());
  EXPECT_EQ(e.statusText(), "Check stopped: the board changed");
}

TEST(LinesEditorScreenTest, AKeptPuzzleChangedIsSavedOverItself) {
  ScreenHarness h(640, 480, &test::uiTestCatalog());
  LinesLevel level;
  level.name = "Mine";
  level.board = LinesBoard(5, 5);
  for (int y = 0; y < 5; ++y) {
    level.board.setEndpoint(y * 5, y);
    level.board.setEndpoint(y * 5 + 4, y);
  }
  ASSERT_EQ(h.lines().mine->add(level), "");
  const LinesLevel kept = h.lines().mine->load().levels.at(0);
  LinesEditorScreen& e = openEditor(h, kept);
  EXPECT_EQ(e.sketch().board(), level.board);
  tapButton(h, e, "Tool");
  const SDL_Point c = centreOf(e, 2, 0);
  const int cell = static_cast<int>(e.view().geometry().cellSize());
  h.send(InputEvent::tap(c.x, c.y + cell * 2 / 5, false, Device::Touch));  // a wall below (2, 0)
  tapButton(h, e, "Save");
  awaitCheck(h, e);
  ASSERT_EQ(h.lines().mine->load().levels.size(), 1u);
  EXPECT_EQ(h.lines().mine->load().levels[0].name, "Mine");
  EXPECT_TRUE(h.lines().mine->load().levels[0].board.wall(2, 2));
}

}  // namespace
}  // namespace lines_editor_screen_test
}  // namespace tileflow
