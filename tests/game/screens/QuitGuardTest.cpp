// QuitGuard: closing the window with an unsaved level in the editor asks first; with nothing
// unsaved, or when asked twice, the game ends.
#include <gtest/gtest.h>

#include <filesystem>

#include "game/generate/Generator.hpp"
#include "game/screens/ConfirmScreen.hpp"
#include "game/screens/EditorScreen.hpp"
#include "game/screens/QuitGuard.hpp"
#include "game/screens/ScreenHarness.hpp"
#include "game/screens/TextEntryScreen.hpp"
#include "tests/support/UiTestSupport.hpp"

namespace tileflow {
namespace {

struct QuitGuardTest : ::testing::Test {
  void SetUp() override { test::ensureHeadlessSdl(); }

  EditorScreen* openEditor(Level level) {
    harness.push(std::make_unique<EditorScreen>(harness.tiles(), std::move(level), store));
    return harness.top<EditorScreen>();
  }
  void edit(EditorScreen* editor) {
    editor->setTool(EditorScreen::Tool::Rotate);  // a turn keeps a solvable level solvable
    const SDL_Rect r = editor->cellRect(0);
    harness.send(InputEvent::tap(r.x + r.w / 2, r.y + r.h / 2, false, Device::Touch));
    ASSERT_TRUE(editor->unsaved());
  }
  static Level solvable() {
    GenerateOptions o;
    o.width = 4;
    o.height = 4;
    o.seed = 11;
    return *generate(test::shippedCatalog(), o);
  }

  ScreenHarness harness{640, 480, &test::shippedCatalog()};
  std::shared_ptr<MyLevelsStore> store = std::make_shared<MyLevelsStore>(std::filesystem::path());
  QuitGuard guard{harness.app(), harness.stack()};
};

TEST_F(QuitGuardTest, NothingUnsavedMeansTheGameEnds) {
  openEditor(solvable());
  EXPECT_FALSE(guard.intercept());
}

TEST_F(QuitGuardTest, AnUnsavedLevelAsksAndKeepEditingCarriesOn) {
  EditorScreen* editor = openEditor(solvable());
  edit(editor);
  ASSERT_TRUE(guard.intercept());
  harness.step(0);
  ASSERT_NE(harness.top<ConfirmScreen>(), nullptr);
  harness.drawFrame();
  harness.send(InputEvent::act(Action::Back, Device::Keyboard));  // Esc: keep editing
  EXPECT_EQ(harness.top<EditorScreen>(), editor);
  EXPECT_FALSE(guard.asking());
  EXPECT_TRUE(guard.intercept()) << "a later close asks again";
}

TEST_F(QuitGuardTest, ClosingAgainWhileAskedQuits) {
  edit(openEditor(solvable()));
  ASSERT_TRUE(guard.intercept());
  harness.step(0);
  EXPECT_FALSE(guard.intercept());
}

TEST_F(QuitGuardTest, SaveAndQuitSavesThenEnds) {
  edit(openEditor(solvable()));
  ASSERT_TRUE(guard.intercept());
  harness.step(0);
  harness.top<ConfirmScreen>()->choose(1);
  harness.step(0);
  EXPECT_TRUE(harness.stack().empty());
  EXPECT_EQ(store->pack().levels.size(), 1u);
}

TEST_F(QuitGuardTest, SaveAndQuitStaysWhenTheLevelCannotBeSaved) {
  EditorScreen* editor = openEditor(EditorScreen::blankLevel(test::shippedCatalog(), 3, 3));
  const SDL_Rect r = editor->cellRect(4);
  harness.send(InputEvent::tap(r.x + r.w / 2, r.y + r.h / 2, false, Device::Touch));  // a lone piece
  ASSERT_TRUE(guard.intercept());
  harness.step(0);
  harness.top<ConfirmScreen>()->choose(1);
  harness.step(0);
  EXPECT_EQ(harness.top<EditorScreen>(), editor);
  EXPECT_NE(editor->message().find("No solution"), std::string::npos) << editor->message();
  EXPECT_TRUE(store->pack().levels.empty());
}

TEST_F(QuitGuardTest, QuitWithoutSavingEndsEvenUnderTheNameField) {
  EditorScreen* editor = openEditor(solvable());
  edit(editor);
  editor->editName();
  harness.step(0);
  ASSERT_NE(harness.top<TextEntryScreen>(), nullptr);
  ASSERT_TRUE(guard.intercept()) << "the editor below the field still holds the work";
  harness.step(0);
  harness.top<ConfirmScreen>()->choose(2);
  harness.step(0);
  EXPECT_TRUE(harness.stack().empty());
  EXPECT_TRUE(store->pack().levels.empty());
}

}  // namespace
}  // namespace tileflow
