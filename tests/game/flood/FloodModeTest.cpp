#include "game/flood/FloodMode.hpp"

#include <gtest/gtest.h>

#include "game/flood/FloodSolver.hpp"

namespace tileflow {
namespace flood_mode_test {
namespace {

//  0 1 2
//  1 2 0
ColourBoard smallBoard() { return ColourBoard(3, 2, 3, Shape::Square, {0, 1, 2, 1, 2, 0}); }

TEST(FloodModeTest, MovesAreColourNumbersFromOne) {
  EXPECT_EQ(floodMoveText(0), "1");
  EXPECT_EQ(parseFloodMove("3", 3), 2);
  EXPECT_FALSE(parseFloodMove("4", 3));
  EXPECT_FALSE(parseFloodMove("0", 3));
  EXPECT_FALSE(parseFloodMove("", 3));
  EXPECT_FALSE(parseFloodMove("2x", 3));
  EXPECT_FALSE(parseFloodMove("-1", 3));
}

TEST(FloodModeTest, SoloGameEndsAtTheLimitOrWhenFlooded) {
  FloodGame lost(smallBoard(), FloodKind::Solo, 3, true, 2);
  EXPECT_EQ(lost.status().line, "Move 1 of 2 · par 3");
  EXPECT_FALSE(lost.play("1"));  // its own colour
  EXPECT_EQ(lost.whyNot(0), "your own colour");
  EXPECT_TRUE(lost.play("2"));
  EXPECT_TRUE(lost.play("1"));
  EXPECT_TRUE(lost.over());
  EXPECT_FALSE(lost.play("3"));
  EXPECT_EQ(lost.whyNot(2), "no moves left");
  EXPECT_EQ(lost.status().line, "Out of moves: 3 cells left");
  ASSERT_TRUE(lost.result());
  EXPECT_FALSE(lost.result()->solved);

  FloodGame won(smallBoard(), FloodKind::Solo, 3, true, 5);
  EXPECT_FALSE(won.result());
  for (const char* m : {"2", "3", "1"}) EXPECT_TRUE(won.play(m)) << m;
  EXPECT_TRUE(won.over());
  EXPECT_EQ(won.status().line, "Flooded in 3 moves, on par!");
  ASSERT_TRUE(won.result());
  EXPECT_TRUE(won.result()->solved);
  EXPECT_EQ(won.result()->moves, 3);
  EXPECT_EQ(won.result()->winner, -1);
}

TEST(FloodModeTest, AnEndedGameTakesNoUndoOrRedo) {
  FloodGame lost(smallBoard(), FloodKind::Solo, 3, true, 2);
  ASSERT_TRUE(lost.play("2"));
  ASSERT_TRUE(lost.play("1"));
  ASSERT_TRUE(lost.over());
  EXPECT_FALSE(lost.undo()) << "a loss cannot be escaped";
  EXPECT_TRUE(lost.over());
  FloodGame won(smallBoard(), FloodKind::Solo, 3, true, 5);
  for (const char* m : {"2", "3", "1"}) ASSERT_TRUE(won.play(m)) << m;
  ASSERT_TRUE(won.over());
  EXPECT_FALSE(won.undo()) << "nor the winning move taken back";
  EXPECT_FALSE(won.redo());
  EXPECT_EQ(won.result()->moves, 3);
}

TEST(FloodModeTest, UndoAndRedoWalkTheMovesAndANewMoveDropsTheRedo) {
  FloodGame g(smallBoard(), FloodKind::Solo, 3, true, 9);
  const FloodState start = g.state();
  ASSERT_TRUE(g.play("2"));
  const FloodState afterOne = g.state();
  ASSERT_TRUE(g.play("3"));
  EXPECT_EQ(g.undo(), "3");
  EXPECT_EQ(g.state(), afterOne);
  EXPECT_EQ(g.undo(), "2");
  EXPECT_EQ(g.state(), start);
  EXPECT_FALSE(g.undo());
  EXPECT_EQ(g.redo(), "2");
  EXPECT_EQ(g.state(), afterOne);
  ASSERT_TRUE(g.play("1"));
  EXPECT_FALSE(g.redo());
  EXPECT_EQ(g.status().moves, 2);
}

TEST(FloodModeTest, TwoPlayersTakeTurnsAndTheLargerAreaWins) {
  FloodGame g(ColourBoard(3, 2, 3, Shape::Square, {0, 1, 2, 1, 2, 2}), FloodKind::TwoPlayers);
  EXPECT_EQ(g.status().line, "Player 1 to move · 1 to 3");
  EXPECT_EQ(g.whyNot(2), "the opponent's colour");
  EXPECT_TRUE(g.play("2"));
  EXPECT_TRUE(g.over());
  EXPECT_EQ(g.status().line, "A tie, 3 cells each");
  ASSERT_TRUE(g.result());
  EXPECT_EQ(g.result()->winner, -1);

  FloodGame c(ColourBoard(4, 1, 3, Shape::Square, {0, 1, 1, 2}), FloodKind::Computer);
  EXPECT_FALSE(c.computerToMove());
  EXPECT_EQ(c.status().line, "Your move · 1 to 1");
  EXPECT_TRUE(c.play("2"));
  EXPECT_TRUE(c.over());
  EXPECT_EQ(c.status().line, "You win, 3 to 1");
  EXPECT_EQ(c.result()->winner, 0);
}

TEST(FloodModeTest, TheClockRunsOnlyWhilePlaying) {
  FloodGame g(smallBoard(), FloodKind::Solo, 3, true, 9);
  g.advance(2.5);
  EXPECT_EQ(g.seconds(), 2);
  for (const char* m : {"2", "3", "1"}) g.play(m);
  g.advance(10);
  EXPECT_EQ(g.seconds(), 2);
}

TEST(FloodModeTest, OptionsRoundTripAndClamp) {
  FloodSetup s;
  s.kind = FloodKind::Computer;
  s.size = 20;
  s.colours = 8;
  s.shape = Shape::Hex;
  s.skill = FloodSkill::Hard;
  s.extraMoves = 0;
  EXPECT_EQ(FloodMode::setup(FloodMode::options(s)), s);
  ModeOptions o = FloodMode().options();
  EXPECT_TRUE(setOption(o, "size", 99));
  EXPECT_EQ(FloodMode::setup(o).size, FloodMode::MaxSide);
  EXPECT_TRUE(setOptionName(o, "game", "two players"));
  EXPECT_EQ(FloodMode::setup(o).kind, FloodKind::TwoPlayers);
}

TEST(FloodModeTest, SameSeedSameGameAndTwoPlayerBoardsHaveTwoCorners) {
  FloodSetup s;
  s.size = 8;
  auto a = FloodMode::start(s, 42);
  auto b = FloodMode::start(s, 42);
  ASSERT_TRUE(a && b);
  EXPECT_EQ(a->state(), b->state());
  EXPECT_EQ(a->par(), b->par());
  EXPECT_EQ(a->limit(), a->par() + s.extraMoves);
  // The par really floods the board.
  FloodState solo = a->state();
  for (int colour : solveFlood(solo.board()).moves) solo.play(colour);
  EXPECT_TRUE(solo.over());

  s.kind = FloodKind::TwoPlayers;
  s.size = 2;
  s.colours = 3;
  for (std::uint64_t seed = 0; seed < 200; ++seed) {
    const ColourBoard board = FloodMode::board(s, seed);
    EXPECT_NO_THROW(FloodState(board, 2)) << seed;
  }
  EXPECT_THROW(FloodMode::board(FloodSetup{FloodKind::Solo, 31}, 1), std::invalid_argument);
}

TEST(FloodModeTest, TheSoloParComesFromTheGameLimits) {
  // On this 15x15 board the game's budget, smaller than the default, still proves 28 moves (the
  // heuristic player takes 30).
  FloodSetup s;
  s.size = 15;
  s.colours = 8;
  const ColourBoard board = FloodMode::board(s, 4);
  ASSERT_LT(floodGameLimits(board).nodes, FloodSolveLimits{}.nodes);
  const auto game = FloodMode::start(s, 4);
  ASSERT_TRUE(game);
  EXPECT_TRUE(game->parProven());
  EXPECT_EQ(game->par(), 28);

  // Past 18x18 the game's budget gives up on this board and the par is the heuristic player's.
  s.size = 20;
  const ColourBoard big = FloodMode::board(s, 4);
  FloodSolveLimits none;
  none.nodes = 0;
  const auto bigGame = FloodMode::start(s, 4);
  ASSERT_TRUE(bigGame);
  EXPECT_FALSE(bigGame->parProven());
  EXPECT_EQ(bigGame->par(), static_cast<int>(solveFlood(big, none).moves.size()));

  // Up to 14x14 the par is proven.
  s.size = 14;
  const auto small = FloodMode::start(s, 4);
  ASSERT_TRUE(small);
  EXPECT_TRUE(small->parProven());
}

TEST(FloodModeTest, AStoppedSoloStartGivesNothing) {
  std::stop_source stop;
  stop.request_stop();
  EXPECT_EQ(FloodMode::start(FloodSetup{}, 1, stop.get_token()), nullptr);
  EXPECT_NE(FloodMode::start(FloodSetup{FloodKind::TwoPlayers}, 1, stop.get_token()), nullptr);
}

}  // namespace
}  // namespace flood_mode_test
}  // namespace tileflow
