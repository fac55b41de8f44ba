// Specifications of the editor on hex and shaped boards, driven by scripted input: a new level
// asks square or hex, a hex board gets the hex palette, and the Cells tool makes holes and fills
// them, with undo.
#include <gtest/gtest.h>

#include <filesystem>

#include "engine/ui/Toggle.hpp"
#include "game/screens/ConfirmScreen.hpp"
#include "game/screens/ScreenHarness.hpp"
#include "game/screens/tiles/EditorScreen.hpp"
#include "tests/support/UiTestSupport.hpp"

namespace tileflow {
namespace shaped_editor_test {
namespace {

namespace fs = std::filesystem;

void tapAt(ScreenHarness& harness, const SDL_Rect& r) {
  harness.send(InputEvent::tap(r.x + r.w / 2, r.y + r.h / 2, false, Device::Touch));
}

struct ShapedEditorFixture : ::testing::Test {
  void SetUp() override { test::ensureHeadlessSdl(); }

  EditorScreen* open(Level level) {
    harness.push(
        std::make_unique<EditorScreen>(harness.tiles(), std::move(level), std::make_shared<MyLevelsStore>(fs::path())));
    harness.drawFrame();
    return harness.top<EditorScreen>();
  }

  ScreenHarness harness{640, 480, &test::shippedCatalog()};
};

TEST_F(ShapedEditorFixture, ANewLevelAsksSquareOrHexAndHexGivesHexCellsAndAHexPalette) {
  const Catalog& catalog = test::shippedCatalog();
  harness.push(std::make_unique<ConfirmScreen>(harness.app(), "Beneath", "", std::vector<ConfirmScreen::Choice>{}));
  EditorScreen::startNew(harness.stack(), harness.tiles(), std::make_shared<MyLevelsStore>(fs::path()));
  auto* ask = harness.top<ConfirmScreen>();
  ASSERT_NE(ask, nullptr);
  harness.drawFrame();
  // B or Esc answers the harmless first choice: no editor.
  harness.send(InputEvent::act(Action::Secondary, Device::Gamepad));
  EXPECT_EQ(harness.top<EditorScreen>(), nullptr);

  EditorScreen::startNew(harness.stack(), harness.tiles(), std::make_shared<MyLevelsStore>(fs::path()));
  ask = harness.top<ConfirmScreen>();
  ASSERT_NE(ask, nullptr);
  harness.drawFrame();
  tapAt(harness, ask->widgets().at(2).rect);  // Hex cells
  EditorScreen* editor = harness.top<EditorScreen>();
  ASSERT_NE(editor, nullptr);
  harness.drawFrame();
  const Board& board = editor->level().board;
  EXPECT_EQ(board.topology().shape(), Shape::Hex);
  EXPECT_EQ(board.width(), 5);
  EXPECT_EQ(board.height(), 5);
  for (int i = 0; i < board.cellCount(); ++i) EXPECT_EQ(catalog.tile(board.cell(i).type).sideCount, 6);
  ASSERT_FALSE(editor->palette().empty());
  for (int t : editor->palette()) EXPECT_EQ(catalog.tile(t).sideCount, 6) << catalog.tile(t).id;
  // A tap places a hex piece, and a second turns it by a sixth.
  const int tile = editor->palette()[static_cast<std::size_t>(editor->selected())];
  tapAt(harness, editor->cellRect(7));
  EXPECT_EQ(editor->level().board.cell(7).type, tile);
  tapAt(harness, editor->cellRect(7));
  EXPECT_EQ(editor->level().board.cell(7).rotation, 1);
  // Wrap needs an even height on hex: refused with the reason, the switch stays off.
  const auto& wrap = static_cast<const Toggle&>(editor->widgets().at(3));
  tapAt(harness, wrap.rect);
  EXPECT_FALSE(editor->level().board.wrap());
  EXPECT_FALSE(wrap.value);
  EXPECT_NE(editor->message().find("even height"), std::string::npos) << editor->message();
}

TEST_F(ShapedEditorFixture, TheCellsToolMakesAHoleAndPutsItBack) {
  EditorScreen* editor = open(EditorScreen::blankLevel(test::shippedCatalog(), 4, 3));
  editor->setTool(EditorScreen::Tool::Cells);
  tapAt(harness, editor->cellRect(5));
  EXPECT_FALSE(editor->level().board.present(5));
  harness.drawFrame();  // a hole draws as an empty slot
  // Other tools leave a hole alone.
  editor->setTool(EditorScreen::Tool::Place);
  tapAt(harness, editor->cellRect(5));
  EXPECT_FALSE(editor->level().board.present(5));
  editor->setTool(EditorScreen::Tool::Cells);
  tapAt(harness, editor->cellRect(5));
  EXPECT_TRUE(editor->level().board.present(5));
  editor->undo();
  EXPECT_FALSE(editor->level().board.present(5));
}

}  // namespace
}  // namespace shaped_editor_test
}  // namespace tileflow
