// SaveBeforeQuit: a quit request from the window manager or a launcher never asks; every screen
// holding unsaved work keeps it first, in files a new start of the game reads back: the editor's
// level (saved, or kept as a draft when it cannot be saved yet) and a puzzle that exists nowhere
// else, kept once in My levels.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "game/screens/ConfirmScreen.hpp"
#include "game/screens/EventLog.hpp"
#include "game/screens/SaveBeforeQuit.hpp"
#include "game/screens/ScreenHarness.hpp"
#include "game/screens/TextEntryScreen.hpp"
#include "game/screens/tiles/EditorScreen.hpp"
#include "game/screens/tiles/PlayScreen.hpp"
#include "game/store/SamePuzzle.hpp"
#include "tests/support/ScratchFolder.hpp"
#include "tests/support/UiTestSupport.hpp"

namespace tileflow {
namespace save_before_quit_test {
namespace {

struct SaveBeforeQuitTest : ::testing::Test {
  void SetUp() override {
    test::ensureHeadlessSdl();
    // Only the quit's own line: the screens log other things (the board's place).
    setEventLog([this](std::string_view line) {
      if (line.starts_with("saved before quitting")) events.emplace_back(line);
    });
  }
  void TearDown() override { setEventLog({}); }

  std::shared_ptr<MyLevelsStore> store() { return MyLevelsStore::in(scratch.path()); }
  // What my-levels.yaml holds, read afresh as the game reads it at start.
  Pack saved() { return MyLevelsStore::in(scratch.path())->load(test::shippedCatalog()); }

  EditorScreen* openEditor(Level start) {
    harness.push(std::make_unique<EditorScreen>(harness.tiles(), std::move(start), store()));
    return harness.top<EditorScreen>();
  }
  void tapCell(EditorScreen* editor, int cell) {
    const SDL_Rect r = editor->cellRect(cell);
    harness.send(InputEvent::tap(r.x + r.w / 2, r.y + r.h / 2, false, Device::Touch));
  }
  // A turn keeps a solvable level solvable.
  void turnOne(EditorScreen* editor) {
    editor->setTool(EditorScreen::Tool::Rotate);
    tapCell(editor, 0);
    ASSERT_TRUE(editor->unsaved());
  }
  // A lone piece on a blank board has no solution: Save refuses it.
  EditorScreen* unsolvableEdit() {
    EditorScreen* editor = openEditor(EditorScreen::blankLevel(test::shippedCatalog(), 3, 3));
    tapCell(editor, 4);
    EXPECT_TRUE(editor->unsaved());
    EXPECT_FALSE(editor->save());
    return editor;
  }
  PlayScreen* play(const Level& start, bool generated) {
    auto screen = std::make_unique<PlayScreen>(harness.tiles(), start);
    if (generated) screen->offerToKeep(store());
    harness.push(std::move(screen));
    return harness.top<PlayScreen>();
  }
  // A (gamepad) turns the tile under the cursor: one move.
  void turn(PlayScreen* p) {
    harness.send(InputEvent::act(Action::Primary, Device::Gamepad));
    harness.settle();
    ASSERT_EQ(1, p->puzzle().moves());
  }
  // The quit request as GameMain answers it; then one turn of the loop, where a question would
  // have gone up.
  void quit() {
    EXPECT_FALSE(saveBeforeQuit(harness.stack())) << "the game ends, whatever was saved";
    harness.step(0);
  }

  test::ScratchFolder scratch{"save-before-quit"};
  ScreenHarness harness{640, 480, &test::shippedCatalog()};
  Level level = test::generatedLevel(test::shippedCatalog(), 11, 4, 4);
  std::vector<std::string> events;
};

TEST_F(SaveBeforeQuitTest, NothingUnsavedEndsTheGameAndWritesNothing) {
  openEditor(level);
  play(level, true);
  quit();
  EXPECT_FALSE(std::filesystem::exists(scratch / "my-levels.yaml"));
  EXPECT_TRUE(events.empty());
}

TEST_F(SaveBeforeQuitTest, AnEditedLevelIsSavedToMyLevelsWithoutAQuestion) {
  EditorScreen* editor = openEditor(level);
  turnOne(editor);
  quit();
  EXPECT_EQ(harness.top<EditorScreen>(), editor) << "no question went up";
  EXPECT_FALSE(editor->unsaved());
  const Pack mine = saved();
  ASSERT_EQ(mine.levels.size(), 1u);
  EXPECT_EQ(mine.levels[0].name, level.name);
  EXPECT_TRUE(mine.levels[0].solution.has_value()) << "saved as Save saves it, ready to play";
  EXPECT_EQ(events, (std::vector<std::string>{"saved before quitting: 1, not saved: 0"}));
}

TEST_F(SaveBeforeQuitTest, TheLevelUnderTheNameFieldIsSavedToo) {
  EditorScreen* editor = openEditor(level);
  turnOne(editor);
  editor->editName();
  harness.step(0);
  ASSERT_NE(harness.top<TextEntryScreen>(), nullptr);
  quit();
  EXPECT_NE(harness.top<TextEntryScreen>(), nullptr) << "no question went up";
  EXPECT_EQ(saved().levels.size(), 1u);
}

TEST_F(SaveBeforeQuitTest, ALevelSaveRefusesIsKeptAsADraftAndOpensAsItWas) {
  EditorScreen* editor = unsolvableEdit();
  const Board made = editor->level().board;
  quit();
  EXPECT_EQ(harness.top<EditorScreen>(), editor) << "no question went up";
  Pack mine = saved();
  ASSERT_EQ(mine.levels.size(), 1u);
  EXPECT_EQ(mine.levels[0].name, "My level (draft)");
  EXPECT_FALSE(mine.levels[0].solution.has_value());
  EXPECT_TRUE(mine.levels[0].board.sameLayout(made)) << "the board as it stood, lone piece and all";

  // The next start: the draft opens in the editor under its own name, as it was left.
  harness.stack().clear();
  harness.step(0);
  EditorScreen* again = openEditor(mine.levels[0]);
  EXPECT_EQ(again->level().name, "My level");
  EXPECT_TRUE(again->level().board.sameLayout(made));
  EXPECT_FALSE(again->unsaved());
  // Still unfinished at the next quit: it takes the draft's place rather than adding another.
  again->setTool(EditorScreen::Tool::Rotate);
  tapCell(again, 4);
  ASSERT_TRUE(again->unsaved());
  quit();
  mine = saved();
  ASSERT_EQ(mine.levels.size(), 1u);
  EXPECT_EQ(mine.levels[0].name, "My level (draft)");
  EXPECT_TRUE(mine.levels[0].board.sameLayout(again->level().board));
}

TEST_F(SaveBeforeQuitTest, AFinishedDraftSavesUnderItsNameInTheDraftsPlace) {
  level.name = "Maze";
  EditorScreen* editor = openEditor(level);
  editor->setTool(EditorScreen::Tool::Blank);
  tapCell(editor, 0);  // loose ends where the piece was
  ASSERT_FALSE(editor->save());
  quit();
  Pack mine = saved();
  ASSERT_EQ(mine.levels.size(), 1u);
  ASSERT_EQ(mine.levels[0].name, "Maze (draft)");
  const std::string draftId = mine.levels[0].id;

  harness.stack().clear();
  harness.step(0);
  EditorScreen* again = openEditor(mine.levels[0]);
  // The piece back in its place: the level has a solution again.
  const auto& palette = again->palette();
  const auto piece = std::find(palette.begin(), palette.end(), level.board.cell(0).type);
  ASSERT_NE(piece, palette.end());
  again->select(static_cast<int>(piece - palette.begin()));
  again->setTool(EditorScreen::Tool::Place);
  tapCell(again, 0);
  ASSERT_TRUE(again->save()) << again->message();
  mine = saved();
  ASSERT_EQ(mine.levels.size(), 1u);
  EXPECT_EQ(mine.levels[0].name, "Maze");
  EXPECT_EQ(mine.levels[0].id, draftId);
  EXPECT_TRUE(mine.levels[0].solution.has_value());
}

TEST_F(SaveBeforeQuitTest, AFinishedLevelMadeUnsolvableStaysAndTheDraftJoinsBesideIt) {
  std::shared_ptr<MyLevelsStore> mine = store();
  level.name = "Maze";
  ASSERT_EQ(mine->add(level, test::shippedCatalog()), "");
  const Level finished = mine->pack().levels.at(0);
  EditorScreen* editor = openEditor(finished);
  editor->setTool(EditorScreen::Tool::Blank);
  tapCell(editor, 0);
  ASSERT_FALSE(editor->save()) << "a blank leaves loose ends";
  quit();
  const Pack after = saved();
  ASSERT_EQ(after.levels.size(), 2u);
  EXPECT_EQ(after.levels[0].name, "Maze");
  EXPECT_TRUE(samePuzzle(after.levels[0], finished)) << "the finished level is not overwritten";
  EXPECT_EQ(after.levels[1].name, "Maze (draft)");
  EXPECT_NE(after.levels[1].id, after.levels[0].id);
}

TEST_F(SaveBeforeQuitTest, AGeneratedPuzzleWithMovesIsKeptOnceAsItStarted) {
  PlayScreen* p = play(level, true);
  turn(p);
  EXPECT_TRUE(p->unsavedWork());
  quit();
  EXPECT_EQ(harness.top<PlayScreen>(), p) << "no question went up";
  Pack mine = saved();
  ASSERT_EQ(mine.levels.size(), 1u);
  EXPECT_TRUE(mine.levels[0].board.sameLayout(level.board)) << "saved as it started, not as turned";
  EXPECT_EQ(mine.levels[0].name, level.name);

  // The same puzzle generated again (same size and seed) and left at a quit: no second copy.
  harness.stack().clear();
  harness.step(0);
  PlayScreen* again = play(level, true);
  EXPECT_EQ(1, again->puzzle().moves()) << "it resumes where the quit left it";
  harness.send(InputEvent::act(Action::Primary, Device::Gamepad));
  harness.settle();
  quit();
  EXPECT_EQ(saved().levels.size(), 1u);
  EXPECT_EQ(events.back(), "saved before quitting: 1, not saved: 0");
}

TEST_F(SaveBeforeQuitTest, OnlyAGeneratedPuzzleWithMovesLeftUnwonIsWork) {
  PlayScreen* kept = play(level, false);  // from a pack: the level is kept there
  turn(kept);
  EXPECT_FALSE(kept->unsavedWork());
  PlayScreen* untouched = play(level, true);
  EXPECT_FALSE(untouched->unsavedWork());
  PlayScreen* won = play(level, true);
  while (!won->session().won() && won->hint()) {
  }
  harness.settle();
  ASSERT_TRUE(won->session().won());
  EXPECT_FALSE(won->unsavedWork());
  quit();
  EXPECT_FALSE(std::filesystem::exists(scratch / "my-levels.yaml"));
}

TEST_F(SaveBeforeQuitTest, EveryScreenWithWorkKeepsItNotOnlyTheTopOne) {
  EditorScreen* editor = openEditor(level);
  turnOne(editor);
  const Level other = test::generatedLevel(test::shippedCatalog(), 12, 4, 4);
  turn(play(other, true));
  quit();
  const Pack mine = saved();
  ASSERT_EQ(mine.levels.size(), 2u);
  EXPECT_TRUE(samePuzzle(mine.levels[0], other)) << "the top screen first";
  EXPECT_EQ(mine.levels[1].name, level.name);
  EXPECT_FALSE(editor->unsaved());
}

TEST_F(SaveBeforeQuitTest, ASaveThatFailsStillEndsTheGameAndSaysSo) {
  // A file where the folder should be: nothing can be written under it.
  std::ofstream(scratch / "blocker") << "x";
  auto screen = std::make_unique<PlayScreen>(harness.tiles(), level);
  screen->offerToKeep(std::make_shared<MyLevelsStore>(scratch / "blocker" / "my-levels.yaml"));
  harness.push(std::move(screen));
  PlayScreen* p = harness.top<PlayScreen>();
  turn(p);
  quit();
  EXPECT_EQ(harness.top<ConfirmScreen>(), nullptr);
  EXPECT_NE(p->message().find("Could not save to My levels"), std::string::npos) << p->message();
  EXPECT_EQ(events, (std::vector<std::string>{"saved before quitting: 0, not saved: 1"}));
}

}  // namespace
}  // namespace save_before_quit_test
}  // namespace tileflow
