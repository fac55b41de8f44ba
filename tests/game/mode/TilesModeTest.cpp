// TilesMode through the GameMode seam: choices, reproducible games, moves as text, the result.
#include <gtest/gtest.h>

#include <bit>

#include "game/mode/GameMode.hpp"
#include "game/play/TilesMode.hpp"
#include "game/solve/Solver.hpp"
#include "tests/support/TestCatalog.hpp"

namespace tileflow {
namespace tiles_mode_test {
namespace {

using test::testCatalog;

TEST(ModeOptionTest, SetValuesAreClampedIntoTheRange) {
  ModeOptions o{ModeOption{"width", "Width", 2, 15, 6, {}}};
  EXPECT_TRUE(setOption(o, "width", 99));
  EXPECT_EQ(optionValue(o, "width", 0), 15);
  EXPECT_TRUE(setOption(o, "width", -4));
  EXPECT_EQ(optionValue(o, "width", 0), 2);
  EXPECT_FALSE(setOption(o, "height", 3));
  EXPECT_EQ(optionValue(o, "height", 7), 7);
}

TEST(ModeOptionTest, NamedValuesPickByName) {
  ModeOptions o{ModeOption{"land", "Land", 0, 2, 0, {"all", "meadow", "frost"}}};
  EXPECT_TRUE(setOptionName(o, "land", "frost"));
  EXPECT_EQ(optionName(o, "land"), "frost");
  EXPECT_FALSE(setOptionName(o, "land", "moon"));
  EXPECT_EQ(optionName(o, "land"), "frost");
  EXPECT_FALSE(o[0].isSwitch());
}

TEST(TilesModeTest, OffersTheGeneratorChoicesWithEveryLand) {
  const TilesMode mode(testCatalog());
  const ModeOptions o = mode.options();
  ASSERT_NE(findOption(o, "width"), nullptr);
  ASSERT_NE(findOption(o, "height"), nullptr);
  ASSERT_NE(findOption(o, "land"), nullptr);
  EXPECT_TRUE(findOption(o, "blank")->isSwitch());
  EXPECT_TRUE(findOption(o, "wrap")->isSwitch());
  EXPECT_EQ(findOption(o, "land")->names, (std::vector<std::string>{"all", "test"}));
}

TEST(TilesModeTest, ChoicesBecomeGeneratorOptions) {
  const TilesMode mode(testCatalog());
  ModeOptions o = mode.options();
  setOption(o, "width", 7);
  setOption(o, "height", 4);
  setOptionName(o, "land", "test");
  setOption(o, "wrap", 1);
  const GenerateOptions g = mode.generateOptions(o, 42);
  EXPECT_EQ(g.width, 7);
  EXPECT_EQ(g.height, 4);
  EXPECT_EQ(g.environment, "test");
  EXPECT_TRUE(g.wrap);
  EXPECT_FALSE(g.blank);
  EXPECT_EQ(g.seed, 42u);
}

TEST(TilesModeTest, ChoicesOutOfRangeAreClampedNotObeyed) {
  const TilesMode mode(testCatalog());
  ModeOptions hostile{ModeOption{"width", "Width", 0, 100000, 100000, {}},
                      ModeOption{"land", "Land", 0, 1, 0, {"moon"}}};
  const GenerateOptions g = mode.generateOptions(hostile, 1);
  EXPECT_EQ(g.width, TilesMode::MaxSide);
  EXPECT_EQ(g.environment, "all");
}

TEST(TilesModeTest, SameSeedAndChoicesGiveTheSameGame) {
  const TilesMode mode(testCatalog());
  const ModeOptions o = mode.options();
  auto a = mode.newGame(o, 9);
  auto b = mode.newGame(o, 9);
  ASSERT_TRUE(a && b);
  const Board& ba = dynamic_cast<TilesGame&>(*a).session().puzzle().board();
  const Board& bb = dynamic_cast<TilesGame&>(*b).session().puzzle().board();
  EXPECT_TRUE(ba.sameLayout(bb));
  for (int i = 0; i < ba.cellCount(); ++i) EXPECT_EQ(ba.cell(i).rotation, bb.cell(i).rotation) << "cell " << i;
}

TEST(TilesModeTest, AStoppedGenerationGivesNoGame) {
  const TilesMode mode(testCatalog());
  std::stop_source stop;
  stop.request_stop();
  EXPECT_EQ(mode.newGame(mode.options(), 3, stop.get_token()), nullptr);
}

TEST(TilesModeTest, MovesAsTextPlayTheGameToItsResult) {
  const TilesMode mode(testCatalog());
  auto game = mode.newGame(mode.options(), 5);
  ASSERT_TRUE(game);
  auto& tiles = dynamic_cast<TilesGame&>(*game);
  const Level& level = tiles.session().level();
  ASSERT_TRUE(level.solution.has_value());
  EXPECT_FALSE(game->status().over);
  EXPECT_FALSE(game->result().has_value());
  EXPECT_FALSE(game->play("nonsense"));
  EXPECT_FALSE(game->play("r99999+1"));

  // Turn every tile clockwise until it shows its solution, one text move at a time.
  const Board& board = tiles.session().puzzle().board();
  int moves = 0;
  for (int c = 0; c < board.cellCount() && !game->status().over; ++c) {
    const int target = (*level.solution)[static_cast<std::size_t>(c)];
    for (int k = 0; k < board.sides() && board.cell(c).rotation != target && !game->status().over; ++k) {
      ASSERT_TRUE(game->play("r" + std::to_string(c) + "+1"));
      ++moves;
    }
  }
  ASSERT_TRUE(game->status().over);
  EXPECT_EQ(game->status().line, "Solved!");
  ASSERT_TRUE(game->result().has_value());
  EXPECT_TRUE(game->result()->solved);
  EXPECT_EQ(game->result()->moves, moves);
  EXPECT_FALSE(game->play("r0+1")) << "a finished game takes no more moves";
}

TEST(TilesModeTest, UndoAndRedoNameTheMoveTheyPerformed) {
  const TilesMode mode(testCatalog());
  auto game = mode.newGame(mode.options(), 11);
  ASSERT_TRUE(game);
  auto& tiles = dynamic_cast<TilesGame&>(*game);
  const Board& board = tiles.session().puzzle().board();
  int cell = 0;
  while (cell < board.cellCount() && std::popcount(static_cast<unsigned>(board.typeAt(cell).distinctRotations)) < 2)
    ++cell;
  ASSERT_LT(cell, board.cellCount());
  const int before = board.cell(cell).rotation;
  ASSERT_TRUE(game->play("r" + std::to_string(cell) + "+1"));
  EXPECT_EQ(game->undo(), "r" + std::to_string(cell) + "-1");
  EXPECT_EQ(board.cell(cell).rotation, before);
  EXPECT_EQ(game->redo(), "r" + std::to_string(cell) + "+1");
  EXPECT_EQ(game->undo(), "r" + std::to_string(cell) + "-1");
  EXPECT_EQ(game->undo(), std::nullopt);
}

TEST(TilesModeTest, ALinkLevelsStatusSaysWhatIsLeftPerKind) {
  Level level;
  level.board = Board(testCatalog(), 3, 1);
  level.board.place(0, test::tileId("road-end"), 1);
  level.board.place(1, test::tileId("road-straight"), 1);
  level.board.place(2, test::tileId("road-end"), 2);  // facing away: the towns are apart
  level.board.setLandmark(0, 1);
  level.board.setLandmark(2, 1);
  TilesGame game(level);
  EXPECT_EQ(game.status().line, "Towns 0/2 joined");
  ASSERT_TRUE(game.play("r2+1"));
  EXPECT_EQ(game.status().line, "Solved!");
}

TEST(TilesModeTest, StatusLineSaysWhatIsLeft) {
  Status s;
  s.looseEnds = 1;
  EXPECT_EQ(statusLine(s, Rules{}), "1 loose end");
  s.looseEnds = 3;
  EXPECT_EQ(statusLine(s, Rules{}), "3 loose ends");
  s.looseEnds = 9646;  // a big board's count, grouped as the language groups numbers
  EXPECT_EQ(statusLine(s, Rules{}), "9,646 loose ends");
  s.looseEnds = 0;
  s.networks = 2;
  EXPECT_EQ(statusLine(s, Rules::net()), "2 networks: join them");
  EXPECT_EQ(statusLine(s, Rules{}), "");
  s.networks = 1;
  s.cycles = 1;
  EXPECT_EQ(statusLine(s, Rules::net()), "Break the loops");
  s.solved = true;
  EXPECT_EQ(statusLine(s, Rules::net()), "Solved!");
}

}  // namespace
}  // namespace tiles_mode_test
}  // namespace tileflow
