// Specifications of the level editor driven by scripted input: placing, turning, walls, resizing,
// gamepad use, and saving only levels the solver can solve into "My levels".
#include <gtest/gtest.h>

#include <filesystem>

#include "UiTestSupport.hpp"
#include "engine/ui/Button.hpp"
#include "engine/ui/Stepper.hpp"
#include "game/generate/Generator.hpp"
#include "game/io/LevelFile.hpp"
#include "game/screens/EditorScreen.hpp"
#include "game/screens/MyLevelsScreen.hpp"
#include "game/screens/ScreenHarness.hpp"

namespace tileflow {
namespace {

namespace fs = std::filesystem;

void tapAt(ScreenHarness& harness, const SDL_Rect& r, int dx = 0, int dy = 0) {
  harness.send(InputEvent::tap(r.x + r.w / 2 + dx, r.y + r.h / 2 + dy, false, Device::Touch));
}

struct EditorFixture : ::testing::Test {
  void SetUp() override { test::ensureHeadlessSdl(); }

  EditorScreen* open(Level level, std::shared_ptr<MyLevelsStore> store = nullptr) {
    if (!store) store = std::make_shared<MyLevelsStore>(fs::path());
    store_ = store;
    harness.push(std::make_unique<EditorScreen>(harness.game(), std::move(level), store));
    harness.drawFrame();
    return harness.top<EditorScreen>();
  }

  ScreenHarness harness{480, 320, &test::shippedCatalog()};
  std::shared_ptr<MyLevelsStore> store_;
};

Level solvable(int w, int h) {
  GenerateOptions o;
  o.width = w;
  o.height = h;
  o.seed = 4;
  return *generate(test::shippedCatalog(), o);
}

TEST_F(EditorFixture, ATapPlacesThePaletteTileAndASecondTapTurnsIt) {
  EditorScreen* editor = open(EditorScreen::blankLevel(test::shippedCatalog(), 3, 3));
  ASSERT_NE(editor, nullptr);
  const int tile = editor->palette()[static_cast<std::size_t>(editor->selected())];
  tapAt(harness, editor->cellRect(4));
  EXPECT_EQ(editor->level().board.cell(4).type, tile);
  EXPECT_EQ(editor->level().board.cell(4).rotation, 0);
  tapAt(harness, editor->cellRect(4));
  EXPECT_EQ(editor->level().board.cell(4).rotation, 1);
}

TEST_F(EditorFixture, TheWallToolPutsTheWallOnTheSideNearestTheTap) {
  EditorScreen* editor = open(EditorScreen::blankLevel(test::shippedCatalog(), 3, 3));
  editor->setTool(EditorScreen::Tool::Wall);
  const SDL_Rect r = editor->cellRect(4);
  tapAt(harness, r, r.w / 3, 0);  // right of centre: east
  EXPECT_TRUE(editor->level().board.wall(4, 1));
  EXPECT_TRUE(editor->level().board.wall(5, 3)) << "the wall belongs to both cells";
  EXPECT_FALSE(editor->level().board.wall(4, 0));
}

TEST_F(EditorFixture, TheWidthStepperResizesAndKeepsTheTiles) {
  Level level = solvable(4, 4);
  const int corner = level.board.cell(0).type;
  EditorScreen* editor = open(level);
  const auto& width = static_cast<const Stepper&>(editor->widgets().at(1));
  tapAt(harness, width.plusRect());
  EXPECT_EQ(editor->level().board.width(), 5);
  EXPECT_EQ(editor->level().board.cell(0).type, corner);
}

TEST_F(EditorFixture, SavingALevelWithoutASolutionIsRefusedAndSaysWhy) {
  EditorScreen* editor = open(EditorScreen::blankLevel(test::shippedCatalog(), 3, 3));
  tapAt(harness, editor->cellRect(4));           // one piece alone: its ends can never meet anything
  tapAt(harness, editor->widgets().at(6).rect);  // Save
  EXPECT_NE(editor->message().find("No solution"), std::string::npos) << editor->message();
  EXPECT_TRUE(store_->pack().levels.empty());
}

TEST_F(EditorFixture, AnEmptyBoardIsRefused) {
  EditorScreen* editor = open(EditorScreen::blankLevel(test::shippedCatalog(), 3, 3));
  EXPECT_FALSE(editor->save());
  EXPECT_NE(editor->message().find("place some tiles"), std::string::npos) << editor->message();
}

TEST_F(EditorFixture, ASolvableLevelIsSavedToMyLevelsOnDisk) {
  const fs::path file = test::binaryPath("editor-test/my-levels.yaml");
  fs::remove(file);
  auto store = std::make_shared<MyLevelsStore>(file);
  EditorScreen* editor = open(solvable(4, 4), store);
  tapAt(harness, editor->widgets().at(6).rect);  // Save
  EXPECT_NE(editor->message().find("Saved to My levels"), std::string::npos) << editor->message();
  ASSERT_EQ(store->pack().levels.size(), 1u);
  auto reread = loadLevels(file, test::shippedCatalog());
  ASSERT_TRUE(ok(reread)) << std::get<LoadError>(reread).text();
  EXPECT_EQ(std::get<Pack>(reread).name, "My levels");
  ASSERT_EQ(std::get<Pack>(reread).levels.size(), 1u);
  EXPECT_TRUE(std::get<Pack>(reread).levels[0].solution.has_value());
  // Saving again replaces the entry rather than adding a copy.
  EXPECT_TRUE(editor->save());
  EXPECT_EQ(store->pack().levels.size(), 1u);
}

TEST_F(EditorFixture, ASavedLevelAppearsUnderMyLevels) {
  EditorScreen* editor = open(solvable(4, 4));
  ASSERT_TRUE(editor->save());
  harness.send(InputEvent::act(Action::Back, Device::Gamepad));
  harness.push(std::make_unique<MyLevelsScreen>(harness.game(), store_));
  harness.drawFrame();
  const MyLevelsScreen* mine = harness.top<MyLevelsScreen>();
  ASSERT_NE(mine, nullptr);
  bool listed = false;
  for (int i = 0; i < mine->widgets().size(); ++i) {
    const auto* b = dynamic_cast<const Button*>(&mine->widgets().at(i));
    listed = listed || (b && b->label.find("4×4") != std::string::npos);
  }
  EXPECT_TRUE(listed);
}

TEST_F(EditorFixture, AGamepadMovesTheCursorAndPlacesTiles) {
  EditorScreen* editor = open(EditorScreen::blankLevel(test::shippedCatalog(), 3, 3));
  harness.send(InputEvent::act(Action::Redo, Device::Gamepad));  // next palette tile
  const int tile = editor->palette()[static_cast<std::size_t>(editor->selected())];
  harness.send(InputEvent::act(Action::Lock, Device::Gamepad));  // to the board
  harness.send(InputEvent::act(Action::Right, Device::Gamepad));
  harness.send(InputEvent::act(Action::Down, Device::Gamepad));
  harness.send(InputEvent::act(Action::Confirm, Device::Gamepad));
  EXPECT_EQ(editor->level().board.cell(4).type, tile);
  harness.drawFrame();
}

TEST_F(EditorFixture, TestPlayOpensThePlayScreenOnASolvableLevel) {
  EditorScreen* editor = open(solvable(4, 4));
  tapAt(harness, editor->widgets().at(5).rect);  // Test
  EXPECT_EQ(harness.top<EditorScreen>(), nullptr);
  harness.drawFrame();
}

}  // namespace
}  // namespace tileflow
