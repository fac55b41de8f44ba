// Specifications of the level editor driven by scripted input: placing, turning, walls, resizing,
// gamepad use, and saving only levels the solver can solve into "My levels".
#include <gtest/gtest.h>

#include <filesystem>

#include "engine/core/Translate.hpp"
#include "engine/ui/Button.hpp"
#include "engine/ui/Paint.hpp"
#include "engine/ui/Stepper.hpp"
#include "game/generate/Generator.hpp"
#include "game/io/LevelFile.hpp"
#include "game/io/ShareCode.hpp"
#include "game/screens/ConfirmScreen.hpp"
#include "game/screens/ScreenHarness.hpp"
#include "game/screens/TextEntryScreen.hpp"
#include "game/screens/tiles/EditorLevelScreen.hpp"
#include "game/screens/tiles/EditorScreen.hpp"
#include "game/screens/tiles/MyLevelsScreen.hpp"
#include "tests/support/UiTestSupport.hpp"

namespace tileflow {
namespace editor_screen_test {
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
    harness.push(std::make_unique<EditorScreen>(harness.tiles(), std::move(level), store));
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

// At 320×240 in languages of long words the panel's buttons keep their words whole (two to a row
// where they fit, else one a row) and every tool's name fits between the Tool stepper's − and +.
TEST(EditorLayoutTest, LongWordsKeepWholeInTheSidePanel) {
  test::ensureHeadlessSdl();
  for (const int scale : {75, 100, 150}) {
    for (const char* language : {"ru", "de", "es"}) {
      Settings settings;
      settings.uiScalePercent = scale;
      ScreenHarness harness(320, 240, &test::shippedCatalog(), settings);
      ASSERT_TRUE(useLanguages(findLocaleDir(), language));
      auto store = std::make_shared<MyLevelsStore>(fs::path());
      harness.push(std::make_unique<EditorScreen>(harness.tiles(), solvable(3, 3), store));
      harness.drawFrame();
      const EditorScreen* editor = harness.top<EditorScreen>();
      std::vector<std::string> cut;
      std::vector<std::string> narrow;
      if (editor != nullptr) {
        const WidgetList& w = editor->widgets();
        for (int i = 4; i <= 8; ++i) {
          const auto& button = static_cast<const Button&>(w.at(i));
          if (!button.labelFits(harness.app().ui)) cut.push_back(button.name());
        }
        const auto& tool = static_cast<const Stepper&>(w.at(0));
        const int room = tool.plusRect().x - (tool.minusRect().x + tool.minusRect().w);
        for (const char* name : {"Place", "Turn", "Blank", "Wall", "Lock", "Cells", "Landmark", "Portal"}) {
          if (harness.app().ui.assets->measure(tr(name), FontStyle::Bold, MinTextPixels).x > room)
            narrow.push_back(std::string(tr(name)));
        }
      }
      ASSERT_TRUE(useLanguages(findLocaleDir(), "en"));
      ASSERT_NE(nullptr, editor);
      EXPECT_TRUE(cut.empty()) << language << " " << scale << "%: " << cut.front();
      EXPECT_TRUE(narrow.empty()) << language << " " << scale << "%: " << narrow.front();
    }
  }
}

// The shipped environments list hex tiles too; a square board's palette holds only square ones,
// in the environment's order, its blank first.
TEST_F(EditorFixture, ASquareBoardsPaletteHoldsOnlySquareTiles) {
  const Catalog& catalog = test::shippedCatalog();
  for (const std::string env : {"all", "countryside", "volcano"}) {
    EditorScreen* editor = open(EditorScreen::blankLevel(catalog, 4, 4, env));
    const Environment& named = *catalog.findEnvironment(env);
    ASSERT_FALSE(editor->palette().empty());
    EXPECT_EQ(editor->palette().front(), named.blankTile) << env;
    EXPECT_EQ(editor->palette().size(), catalog.forShape(named, Shape::Square).tiles.size()) << env;
    for (int t : editor->palette()) EXPECT_EQ(catalog.tile(t).sideCount, 4) << env << ": " << catalog.tile(t).id;
  }
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

// The steppers' own presses: the board is laid out again at once, so the cells drawn (and tapped)
// are the board's, not the old size's.
TEST_F(EditorFixture, ShrinkingWithTheSteppersLaysTheBoardOutAgainAtOnce) {
  EditorScreen* editor = open(EditorScreen::blankLevel(test::shippedCatalog(), 5, 5));
  const auto& width = static_cast<const Stepper&>(editor->widgets().at(1));
  const auto& height = static_cast<const Stepper&>(editor->widgets().at(2));
  for (int i = 0; i < 2; ++i) tapAt(harness, width.minusRect());
  for (int i = 0; i < 2; ++i) tapAt(harness, height.minusRect());
  harness.drawFrame();
  ASSERT_EQ(editor->level().board.width(), 3);
  ASSERT_EQ(editor->level().board.height(), 3);
  // Cell 3 opens the second row of a 3-wide board (on the old 5-wide grid it was on the first).
  EXPECT_EQ(editor->cellRect(2).y, editor->cellRect(0).y);
  EXPECT_GT(editor->cellRect(3).y, editor->cellRect(0).y);
  EXPECT_EQ(editor->cellRect(3).x, editor->cellRect(0).x);
  // A tap on the bottom-right cell as drawn places the tile in the board's bottom-right cell.
  const int tile = editor->palette()[static_cast<std::size_t>(editor->selected())];
  tapAt(harness, editor->cellRect(8));
  EXPECT_EQ(editor->level().board.cell(8).type, tile);
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
  harness.push(std::make_unique<MyLevelsScreen>(harness.tiles(), store_));
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
  harness.send(InputEvent::act(Action::Menu, Device::Gamepad));  // Start: next palette tile
  const int tile = editor->palette()[static_cast<std::size_t>(editor->selected())];
  harness.send(InputEvent::act(Action::Mark, Device::Gamepad));  // to the board
  harness.send(InputEvent::act(Action::Right, Device::Gamepad));
  harness.send(InputEvent::act(Action::Down, Device::Gamepad));
  harness.send(InputEvent::act(Action::Primary, Device::Gamepad));
  EXPECT_EQ(editor->level().board.cell(4).type, tile);
  harness.drawFrame();
}

TEST_F(EditorFixture, UndoAndRedoRetraceEditsAndTheSavedState) {
  EditorScreen* editor = open(EditorScreen::blankLevel(test::shippedCatalog(), 3, 3));
  const Level blank = editor->level();
  const int tile = editor->palette()[static_cast<std::size_t>(editor->selected())];
  tapAt(harness, editor->cellRect(4));  // place
  tapAt(harness, editor->cellRect(4));  // turn
  const auto& width = static_cast<const Stepper&>(editor->widgets().at(1));
  tapAt(harness, width.plusRect());  // 4 wide
  ASSERT_EQ(editor->level().board.width(), 4);
  ASSERT_TRUE(editor->unsaved());
  harness.drawFrame();
  const Widget& undoButton = editor->widgets().at(9);
  const Widget& redoButton = editor->widgets().at(10);
  EXPECT_TRUE(undoButton.enabled);
  EXPECT_FALSE(redoButton.enabled);

  tapAt(harness, undoButton.rect);  // the resize, by the on-screen button
  EXPECT_EQ(editor->level().board.width(), 3);
  EXPECT_EQ(width.value, 3) << "the stepper follows the undone size";
  harness.send(InputEvent::act(Action::Undo, Device::Keyboard));  // the turn
  EXPECT_EQ(editor->level().board.cell(4).rotation, 0);
  EXPECT_EQ(editor->level().board.cell(4).type, tile);
  harness.send(InputEvent::act(Action::Undo, Device::Gamepad));  // the placing, by the left shoulder
  EXPECT_EQ(editor->level().board.cell(4).type, blank.board.cell(4).type);
  EXPECT_FALSE(editor->unsaved()) << "back to the level as opened";
  harness.drawFrame();
  EXPECT_FALSE(undoButton.enabled);

  harness.send(InputEvent::act(Action::Redo, Device::Gamepad));
  harness.send(InputEvent::act(Action::Redo, Device::Keyboard));
  tapAt(harness, redoButton.rect);
  EXPECT_EQ(editor->level().board.width(), 4);
  EXPECT_EQ(editor->level().board.cell(editor->level().board.index(1, 1)).rotation, 1);
  EXPECT_TRUE(editor->unsaved());
  harness.send(InputEvent::act(Action::Redo, Device::Keyboard));
  EXPECT_EQ(editor->message(), "Nothing to redo");
  harness.drawFrame();
}

TEST_F(EditorFixture, TestPlayOpensThePlayScreenOnASolvableLevel) {
  EditorScreen* editor = open(solvable(4, 4));
  tapAt(harness, editor->widgets().at(5).rect);  // Test
  EXPECT_EQ(harness.top<EditorScreen>(), nullptr);
  harness.drawFrame();
}

// A plain screen under the editor, so leaving the editor leaves something to look at.
struct Beneath : Screen {
  void layout(const Metrics&) override {}
  void handle(const InputEvent&) override {}
  void draw() override {}
};

TEST_F(EditorFixture, TheNameIsTypedOnAKeyboardAndSavedWithTheLevel) {
  EditorScreen* editor = open(solvable(4, 4));
  tapAt(harness, editor->widgets().at(4).rect);  // Level
  auto* dialog = harness.top<EditorLevelScreen>();
  ASSERT_NE(dialog, nullptr);
  tapAt(harness, dialog->widgets().at(0).rect);  // Name
  auto* field = harness.top<TextEntryScreen>();
  ASSERT_NE(field, nullptr);
  EXPECT_EQ(field->text(), editor->level().name) << "the field starts from the current name";
  for (std::size_t i = 0; i < editor->level().name.size(); ++i)
    harness.send(InputEvent::act(Action::Erase, Device::Keyboard));
  harness.send(InputEvent::typed("Canal bend"));
  harness.send(InputEvent::act(Action::Primary, Device::Keyboard));
  ASSERT_EQ(harness.top<EditorScreen>(), editor);
  EXPECT_EQ(editor->level().name, "Canal bend");
  EXPECT_TRUE(editor->unsaved());
  ASSERT_TRUE(editor->save());
  EXPECT_EQ(store_->pack().levels.back().name, "Canal bend");
  EXPECT_FALSE(editor->unsaved());
}

TEST_F(EditorFixture, AGamepadNamesTheLevelWithTheOnScreenKeys) {
  EditorScreen* editor = open(EditorScreen::blankLevel(test::shippedCatalog(), 3, 3));
  harness.send(InputEvent::act(Action::Down, Device::Gamepad));  // Tool to Width
  harness.send(InputEvent::act(Action::Down, Device::Gamepad));  // Height
  harness.send(InputEvent::act(Action::Down, Device::Gamepad));  // Wrap
  harness.send(InputEvent::act(Action::Down, Device::Gamepad));  // the first row of buttons
  harness.send(InputEvent::act(Action::Left, Device::Gamepad));  // its left end: Name
  int focus = -1;
  for (int i = 0; i < editor->widgets().size(); ++i)
    if (editor->widgets().focused() == &editor->widgets().at(i)) focus = i;
  ASSERT_EQ(focus, 4) << "the fifth control, Level, has the focus";
  harness.send(InputEvent::act(Action::Primary, Device::Gamepad));
  ASSERT_NE(harness.top<EditorLevelScreen>(), nullptr) << "A on Level opens the dialog";
  harness.send(InputEvent::act(Action::Primary, Device::Gamepad));  // its first row: Name
  auto* field = harness.top<TextEntryScreen>();
  ASSERT_NE(field, nullptr) << "A on the Name button opens the field";
  for (int i = 0; i < 8; ++i) harness.send(InputEvent::act(Action::Secondary, Device::Gamepad));  // B: erase
  EXPECT_EQ(field->text(), "");
  harness.send(InputEvent::act(Action::Primary, Device::Gamepad));  // Q (shifted)
  harness.send(InputEvent::act(Action::Right, Device::Gamepad));
  harness.send(InputEvent::act(Action::Primary, Device::Gamepad));  // w
  harness.send(InputEvent::act(Action::Menu, Device::Gamepad));     // Start: done
  EXPECT_EQ(harness.top<EditorScreen>(), editor);
  EXPECT_EQ(editor->level().name, "Qw");
}

TEST_F(EditorFixture, CopyCodePutsTheNamedLevelOnTheClipboard) {
  EditorScreen* editor = open(solvable(5, 4));
  editor->editName();
  harness.step(0);
  harness.send(InputEvent::typed(" two"));
  harness.send(InputEvent::act(Action::Primary, Device::Keyboard));
  ASSERT_EQ(SDL_SetClipboardText("before"), 0);
  tapAt(harness, editor->widgets().at(7).rect);  // Copy code
  EXPECT_NE(editor->message().find("Share code copied"), std::string::npos) << editor->message();
  char* text = SDL_GetClipboardText();
  const std::string code = text != nullptr ? text : "";
  SDL_free(text);
  auto decoded = decodeShareCode(code, test::shippedCatalog());
  ASSERT_TRUE(ok(decoded)) << code;
  const Level& shared = std::get<Level>(decoded);
  EXPECT_EQ(shared.name, editor->level().name);
  EXPECT_EQ(shared.board.width(), 5);
  EXPECT_EQ(shared.board.height(), 4);
  for (int i = 0; i < shared.board.cellCount(); ++i)
    EXPECT_EQ(shared.board.cell(i).type, editor->level().board.cell(i).type) << "cell " << i;
}

TEST_F(EditorFixture, CopyCodeOfALevelWithoutASolutionSaysWhyAndLeavesTheClipboard) {
  EditorScreen* editor = open(EditorScreen::blankLevel(test::shippedCatalog(), 3, 3));
  tapAt(harness, editor->cellRect(4));
  ASSERT_EQ(SDL_SetClipboardText("before"), 0);
  tapAt(harness, editor->widgets().at(7).rect);
  EXPECT_NE(editor->message().find("No solution"), std::string::npos) << editor->message();
  char* text = SDL_GetClipboardText();
  EXPECT_STREQ(text, "before");
  SDL_free(text);
}

TEST_F(EditorFixture, CancellingTheNameKeepsTheOldOne) {
  EditorScreen* editor = open(solvable(4, 4));
  const std::string before = editor->level().name;
  editor->editName();
  harness.step(0);
  harness.send(InputEvent::typed("zzz"));
  harness.send(InputEvent::act(Action::Back, Device::Keyboard));
  EXPECT_EQ(harness.top<EditorScreen>(), editor);
  EXPECT_EQ(editor->level().name, before);
  EXPECT_FALSE(editor->unsaved());
}

TEST_F(EditorFixture, LeavingWithUnsavedChangesAsksFirst) {
  harness.push(std::make_unique<Beneath>());
  EditorScreen* editor = open(EditorScreen::blankLevel(test::shippedCatalog(), 3, 3));
  tapAt(harness, editor->cellRect(4));
  ASSERT_TRUE(editor->unsaved());
  harness.send(InputEvent::act(Action::Back, Device::Keyboard));
  auto* ask = harness.top<ConfirmScreen>();
  ASSERT_NE(ask, nullptr) << "Esc with changes asks instead of leaving";
  harness.drawFrame();
  // B (or Esc) answers with the harmless first choice: keep editing.
  harness.send(InputEvent::act(Action::Secondary, Device::Gamepad));
  EXPECT_EQ(harness.top<EditorScreen>(), editor);
  EXPECT_EQ(editor->level().board.cell(4).type, editor->palette()[static_cast<std::size_t>(editor->selected())]);
  // The Back button asks too; "Leave without saving" leaves.
  tapAt(harness, editor->widgets().at(8).rect);
  ask = harness.top<ConfirmScreen>();
  ASSERT_NE(ask, nullptr);
  tapAt(harness, ask->widgets().at(2).rect);
  EXPECT_NE(harness.top<Beneath>(), nullptr);
  EXPECT_TRUE(store_->pack().levels.empty());
}

TEST_F(EditorFixture, SaveAndLeaveSavesOrStaysToSayWhyNot) {
  harness.push(std::make_unique<Beneath>());
  EditorScreen* editor = open(EditorScreen::blankLevel(test::shippedCatalog(), 3, 3));
  tapAt(harness, editor->cellRect(4));  // a lone piece: no solution
  editor->leave();
  harness.step(0);
  ASSERT_NE(harness.top<ConfirmScreen>(), nullptr);
  harness.top<ConfirmScreen>()->choose(1);  // Save and leave
  harness.step(0);
  EXPECT_EQ(harness.top<EditorScreen>(), editor) << "an unsolvable level is not saved, so the editor stays";
  EXPECT_NE(editor->message().find("No solution"), std::string::npos) << editor->message();

  harness.send(InputEvent::act(Action::Back, Device::Keyboard));
  harness.top<ConfirmScreen>()->choose(2);  // leave without saving
  harness.step(0);
  EditorScreen* second = open(solvable(4, 4));
  second->setTool(EditorScreen::Tool::Rotate);  // turning keeps it solvable
  tapAt(harness, second->cellRect(0));
  second->leave();
  harness.step(0);
  harness.top<ConfirmScreen>()->choose(1);
  harness.step(0);
  EXPECT_NE(harness.top<Beneath>(), nullptr);
  EXPECT_EQ(store_->pack().levels.size(), 1u);
}

TEST_F(EditorFixture, WithNothingChangedOrEverythingSavedBackLeavesAtOnce) {
  harness.push(std::make_unique<Beneath>());
  open(solvable(4, 4));
  harness.send(InputEvent::act(Action::Back, Device::Gamepad));
  EXPECT_NE(harness.top<Beneath>(), nullptr);
  EditorScreen* editor = open(solvable(4, 4));
  editor->setTool(EditorScreen::Tool::Rotate);
  tapAt(harness, editor->cellRect(0));
  ASSERT_TRUE(editor->save());
  harness.send(InputEvent::act(Action::Back, Device::Gamepad));
  EXPECT_NE(harness.top<Beneath>(), nullptr);
}

// The palette index of a square piece with exactly one end (a dead end), where landmarks stand.
int deadEndIndex(const EditorScreen& editor) {
  const Catalog& catalog = test::shippedCatalog();
  for (std::size_t i = 0; i < editor.palette().size(); ++i) {
    if (catalog.tile(editor.palette()[i]).channelCount == 1) return static_cast<int>(i);
  }
  return -1;
}

TEST_F(EditorFixture, TheLandmarkToolStepsADeadEndThroughTheKindsAndRefusesOtherCells) {
  EditorScreen* editor = open(EditorScreen::blankLevel(test::shippedCatalog(), 4, 3));
  const int deadEnd = deadEndIndex(*editor);
  ASSERT_GE(deadEnd, 0);
  editor->select(deadEnd);
  tapAt(harness, editor->cellRect(5));
  editor->setTool(EditorScreen::Tool::Landmark);
  tapAt(harness, editor->cellRect(5));
  EXPECT_EQ(editor->level().board.landmark(5), 1);
  EXPECT_NE(editor->message().find(test::shippedCatalog().landmarkKind(1).name), std::string::npos)
      << editor->message();
  tapAt(harness, editor->cellRect(5));
  EXPECT_EQ(editor->level().board.landmark(5), 2);
  // The alternate steps back; from the first kind back to none, and from none to the last kind.
  harness.send(InputEvent::tap(editor->cellRect(5).x + 2, editor->cellRect(5).y + 2, true, Device::Mouse));
  harness.send(InputEvent::tap(editor->cellRect(5).x + 2, editor->cellRect(5).y + 2, true, Device::Mouse));
  EXPECT_EQ(editor->level().board.landmark(5), 0);
  harness.send(InputEvent::tap(editor->cellRect(5).x + 2, editor->cellRect(5).y + 2, true, Device::Mouse));
  EXPECT_EQ(editor->level().board.landmark(5), MaxLandmarkKinds);
  // A blank piece has no end for a landmark: refused, with the reason.
  tapAt(harness, editor->cellRect(0));
  EXPECT_EQ(editor->level().board.landmark(0), 0);
  EXPECT_NE(editor->message().find("one end"), std::string::npos) << editor->message();
  // Undo takes the landmark edits back one by one.
  editor->undo();
  EXPECT_EQ(editor->level().board.landmark(5), 0);
}

TEST_F(EditorFixture, ThePortalToolJoinsTwoHolesAndPartsThemAgain) {
  EditorScreen* editor = open(EditorScreen::blankLevel(test::shippedCatalog(), 5, 3));
  editor->setTool(EditorScreen::Tool::Cells);
  tapAt(harness, editor->cellRect(5));  // (0, 1)
  tapAt(harness, editor->cellRect(9));  // (4, 1)
  tapAt(harness, editor->cellRect(2));  // (2, 0)
  editor->setTool(EditorScreen::Tool::Portal);
  // A tile is no place for a portal.
  tapAt(harness, editor->cellRect(7));
  EXPECT_EQ(editor->portalStart(), -1);
  EXPECT_NE(editor->message().find("holes"), std::string::npos) << editor->message();
  tapAt(harness, editor->cellRect(5));
  EXPECT_EQ(editor->portalStart(), 5);
  EXPECT_EQ(editor->level().board.portalPartner(5), -1) << "one hole is not a portal yet";
  tapAt(harness, editor->cellRect(9));
  EXPECT_EQ(editor->portalStart(), -1);
  EXPECT_EQ(editor->level().board.portalPartner(5), 9);
  EXPECT_EQ(editor->level().board.portalPartner(9), 5);
  // Across the portal, the cell beside one hole faces the cell beyond the other.
  EXPECT_EQ(editor->level().board.neighbour(6, 3), 8);
  // A started portal is cancelled by the alternate; a hole in a portal parts it.
  tapAt(harness, editor->cellRect(2));
  EXPECT_EQ(editor->portalStart(), 2);
  harness.send(InputEvent::tap(editor->cellRect(2).x + 2, editor->cellRect(2).y + 2, true, Device::Mouse));
  EXPECT_EQ(editor->portalStart(), -1);
  tapAt(harness, editor->cellRect(9));
  EXPECT_EQ(editor->level().board.portalPartner(5), -1);
  EXPECT_FALSE(editor->level().board.present(5)) << "parting leaves the two holes";
  editor->undo();
  EXPECT_EQ(editor->level().board.portalPartner(9), 5);
}

// The Level dialog changes the land (refusing one without the board's pieces, with the reason)
// and the rules, each an edit that undo takes back.
TEST_F(EditorFixture, TheLevelDialogChangesTheLandAndTheRulesAsEdits) {
  const Catalog& catalog = test::shippedCatalog();
  Level level = EditorScreen::blankLevel(catalog, 3, 3, "countryside");
  level.board.place(4, *catalog.findTile("hedge-end"), 0);
  EditorScreen* editor = open(level);
  editor->editLevel();
  harness.step(0);
  auto* dialog = harness.top<EditorLevelScreen>();
  ASSERT_NE(dialog, nullptr);
  const auto& land = static_cast<const Stepper&>(dialog->widgets().at(1));
  const int countryside = land.value;
  tapAt(harness, land.plusRect());  // the next land: the town, which has no hedges
  EXPECT_EQ("countryside", editor->level().environment);
  EXPECT_EQ(countryside, land.value) << "the row shows the land the level still has";
  EXPECT_NE(dialog->message().find("hedge-end"), std::string::npos) << dialog->message();
  tapAt(harness, land.minusRect());  // back to Everything, which has every piece
  EXPECT_EQ("all", editor->level().environment);
  EXPECT_EQ(catalog.everything().blankTile, editor->level().board.cell(0).type) << "the blanks follow the land";
  const auto& rules = static_cast<const Stepper&>(dialog->widgets().at(2));
  tapAt(harness, rules.plusRect());
  EXPECT_EQ((Rules{true, false}), editor->level().rules);
  harness.send(InputEvent::act(Action::Back, Device::Keyboard));
  ASSERT_EQ(harness.top<EditorScreen>(), editor);
  EXPECT_TRUE(editor->unsaved());
  editor->undo();
  EXPECT_EQ(Rules{}, editor->level().rules);
  editor->undo();
  EXPECT_EQ("countryside", editor->level().environment);
  EXPECT_FALSE(editor->unsaved());
}

}  // namespace
}  // namespace editor_screen_test
}  // namespace tileflow
