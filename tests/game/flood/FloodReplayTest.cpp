// "Show the best": the solver's moves played back on the start board flood it in exactly their
// count, each one allowed and the board not flooded before the last; stepping back and forth
// shows the same states, and a replay leaves the game it came from as it was.
#include "game/flood/FloodReplay.hpp"

#include <gtest/gtest.h>

#include "game/flood/FloodMode.hpp"
#include "game/flood/FloodSolver.hpp"

namespace tileflow {
namespace flood_replay_test {
namespace {

TEST(FloodReplay, TheSolversMovesFloodTheBoardInExactlyTheirCount) {
  int boards = 0;
  for (const Shape shape : {Shape::Square, Shape::Hex}) {
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
      const int side = 3 + static_cast<int>(seed % 8);
      const int colours = 3 + static_cast<int>(seed % 5);
      const ColourBoard board = randomColourBoard(side, side, colours, shape, seed);
      const FloodSolution best = solveFlood(board);
      FloodReplay replay(FloodState(board, 1), best.moves);
      ASSERT_EQ(replay.length(), static_cast<int>(best.moves.size())) << "a move was refused, seed " << seed;
      int steps = 0;
      while (replay.forward()) {
        ++steps;
        EXPECT_EQ(replay.lastColour(), best.moves[static_cast<std::size_t>(steps - 1)]);
        EXPECT_EQ(replay.state().over(), replay.atEnd()) << "seed " << seed << " step " << steps;
      }
      EXPECT_EQ(steps, static_cast<int>(best.moves.size()));
      EXPECT_TRUE(replay.state().over()) << "seed " << seed;
      EXPECT_EQ(replay.state().moves(), steps);
      ++boards;
    }
  }
  EXPECT_EQ(boards, 60);
}

TEST(FloodReplay, StepsBackAndForthThroughTheSameStates) {
  const ColourBoard board = randomColourBoard(8, 8, 5, Shape::Square, 4);
  const FloodSolution best = solveFlood(board);
  FloodReplay replay(FloodState(board, 1), best.moves);
  ASSERT_GE(replay.length(), 2);
  EXPECT_FALSE(replay.back());
  EXPECT_EQ(replay.lastColour(), -1);
  EXPECT_EQ(replay.state(), FloodState(board, 1));
  ASSERT_TRUE(replay.forward());
  ASSERT_TRUE(replay.forward());
  const FloodState two = replay.state();
  EXPECT_EQ(replay.before().moves(), 1);
  ASSERT_TRUE(replay.back());
  EXPECT_EQ(replay.step(), 1);
  ASSERT_TRUE(replay.forward());
  EXPECT_EQ(replay.state(), two);
  while (replay.forward()) {
  }
  EXPECT_FALSE(replay.forward());
  replay.restart();
  EXPECT_EQ(replay.step(), 0);
  EXPECT_EQ(replay.state(), FloodState(board, 1));
}

TEST(FloodReplay, AMoveThatMayNotBePlayedEndsTheSequence) {
  // 3x1 "012": red may not be picked at the start (it is the corner's own colour).
  const ColourBoard board(3, 1, 3, Shape::Square, {0, 1, 2});
  FloodReplay replay(FloodState(board, 1), {1, 1, 2});
  EXPECT_EQ(replay.length(), 1);
  FloodReplay own(FloodState(board, 1), {0, 1, 2});
  EXPECT_EQ(own.length(), 0);
}

// A solo game keeps the solver's moves its par counts, and replaying them leaves the game alone.
TEST(FloodReplay, ASoloGameKeepsTheMovesOfItsParAndAReplayLeavesItAlone) {
  FloodSetup setup;
  setup.size = 9;
  setup.colours = 5;
  const auto game = FloodMode::start(setup, 17);
  ASSERT_NE(game, nullptr);
  ASSERT_EQ(static_cast<int>(game->best().size()), game->par());
  ASSERT_TRUE(game->pick(game->state().allowedColours().front()));
  const FloodState before = game->state();
  FloodReplay replay(game->start(), game->best());
  while (replay.forward()) {
  }
  EXPECT_TRUE(replay.state().over());
  EXPECT_EQ(replay.step(), game->par());
  EXPECT_EQ(game->state(), before);
  EXPECT_EQ(game->state().moves(), 1);
}

}  // namespace
}  // namespace flood_replay_test
}  // namespace tileflow
