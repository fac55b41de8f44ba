// Lines as a GameMode: moves in their text form, undo and redo, hints that draw a line of the
// solution, the status line, a result once solved, and choices that make a generated game.
#include "game/lines/LinesMode.hpp"

#include <gtest/gtest.h>

#include "game/lines/LinesSolver.hpp"
#include "tests/game/lines/LinesTesting.hpp"

namespace tileflow {
namespace lines_mode_test {
namespace {

using lines_testing::boardOf;

// A B .   A down the left column and B winding through the other two is one cover (the hints'
// . . .   solution); A through the middle and B round the right edge is another.
// A . B
LinesBoard columns() { return boardOf("AB.\n...\nA.B\n"); }

TEST(LinesModeTest, MovesUndoRedoAndTheStatusLine) {
  LinesGame game(columns());
  EXPECT_EQ(game.status().line, "0 of 2 pairs joined · 0% filled");
  EXPECT_FALSE(game.play("draw A 0,0 1,0 2,0")) << "through B's dot";
  EXPECT_FALSE(game.play("scribble"));
  EXPECT_FALSE(game.play("clear A")) << "nothing to clear: no move";
  EXPECT_TRUE(game.play("draw A 0,0 0,1 0,2"));
  EXPECT_EQ(game.status().line, "1 of 2 pairs joined · 33% filled");
  EXPECT_EQ(game.status().moves, 1);
  EXPECT_TRUE(game.play("draw B 1,0 2,0 2,1"));
  EXPECT_EQ(game.undo(), "draw B 1,0 2,0 2,1");
  EXPECT_EQ(game.status().moves, 1);
  EXPECT_EQ(game.redo(), "draw B 1,0 2,0 2,1");
  EXPECT_FALSE(game.redo());
  EXPECT_TRUE(game.play("extend B 1,1 1,2 2,2"));
  EXPECT_EQ(game.status().line, "Solved!");
  EXPECT_TRUE(game.status().over);
  ASSERT_TRUE(game.result());
  EXPECT_TRUE(game.result()->solved);
  EXPECT_EQ(game.result()->moves, 3);
  EXPECT_EQ(game.result()->hints, 0);
  EXPECT_FALSE(game.undo()) << "a solved board keeps its win";
  EXPECT_FALSE(game.play("clear B"));
  EXPECT_EQ(game.played(),
            (std::vector<std::string>{"draw A 0,0 0,1 0,2", "draw B 1,0 2,0 2,1", "extend B 1,1 1,2 2,2"}));
}

TEST(LinesModeTest, AMoveAfterUndoDropsTheRedo) {
  LinesGame game(columns());
  ASSERT_TRUE(game.play("draw A 0,0 0,1"));
  ASSERT_TRUE(game.play("extend A 0,2"));
  ASSERT_TRUE(game.undo());
  ASSERT_TRUE(game.play("draw B 1,0 1,1 1,2 2,2"));
  EXPECT_FALSE(game.redo());
  EXPECT_EQ(game.position().line(0).size(), 2u);
}

TEST(LinesModeTest, TheClockStopsWhenSolved) {
  LinesGame game(columns());
  game.advance(2.5);
  game.advance(-1);
  EXPECT_EQ(game.seconds(), 2);
  ASSERT_TRUE(game.play("draw A 0,0 0,1 0,2"));
  ASSERT_TRUE(game.play("draw B 1,0 2,0 2,1 1,1 1,2 2,2"));
  game.advance(10);
  EXPECT_EQ(game.seconds(), 2);
  ASSERT_TRUE(game.result());
  EXPECT_EQ(game.result()->seconds, 2);
}

TEST(LinesModeTest, HintsDrawTheSolutionLineByLineReplacingWhatConflicts) {
  const LinesBoard board = columns();
  LinesGame game(board, {{0, 3, 6}, {1, 2, 5, 4, 7, 8}});
  ASSERT_TRUE(game.play("draw B 1,0 1,1 0,1"));  // across A's way
  ASSERT_TRUE(game.play("draw A 0,0"));
  ASSERT_TRUE(game.hint());
  ASSERT_EQ(game.hint()->colour, 0);
  EXPECT_TRUE(game.playHint());
  EXPECT_EQ(game.position().line(1), (std::vector<int>{1, 4})) << "B is cut where A's line goes";
  ASSERT_TRUE(game.hint());
  EXPECT_EQ(game.hint()->colour, 1);
  EXPECT_TRUE(game.playHint());
  EXPECT_TRUE(game.solved());
  EXPECT_FALSE(game.hint());
  ASSERT_TRUE(game.result());
  EXPECT_EQ(game.result()->hints, 2);
  EXPECT_EQ(game.result()->moves, 4);

  LinesGame unknown(board);
  EXPECT_FALSE(unknown.hint()) << "no solution recorded";
  EXPECT_FALSE(unknown.playHint());
}

TEST(LinesModeTest, ALineDrawnBackwardsCountsAsTheSolutionsLine) {
  LinesGame game(columns(), {{0, 3, 6}, {1, 2, 5, 4, 7, 8}});
  ASSERT_TRUE(game.play("draw A 0,2 0,1 0,0"));
  ASSERT_TRUE(game.hint());
  EXPECT_EQ(game.hint()->colour, 1);
}

TEST(LinesModeTest, ChoicesRoundTripAndMakeAUniqueGame) {
  LinesMode mode;
  EXPECT_EQ(mode.id(), "lines");
  ModeOptions o = mode.options();
  ASSERT_TRUE(setOption(o, "width", 8));
  ASSERT_TRUE(setOption(o, "height", 6));
  ASSERT_TRUE(setOption(o, "bridges", 1));
  ASSERT_TRUE(setOptionName(o, "algorithm", "follow-walls"));
  const LinesGenerateOptions g = LinesMode::generateOptions(o, 7);
  EXPECT_EQ(g.width, 8);
  EXPECT_EQ(g.height, 6);
  EXPECT_EQ(g.bridges, 1);
  EXPECT_EQ(g.algorithm, LineAlgorithm::FollowWalls);
  EXPECT_EQ(g.seed, 7u);
  EXPECT_EQ(LinesMode::options(g), o);

  std::unique_ptr<ModeGame> game = mode.newGame(o, 7);
  auto* lines = dynamic_cast<LinesGame*>(game.get());
  ASSERT_NE(lines, nullptr);
  EXPECT_EQ(lines->board().width(), 8);
  EXPECT_EQ(solveLines(lines->board()).solutions, 1);
  while (lines->playHint()) {
  }
  EXPECT_TRUE(lines->solved()) << "the recorded solution solves the board";
}

TEST(LinesModeTest, SidesComeDownToTheLargestTheGeneratorMakesPromptlyWithTheChoices) {
  ModeOptions o = LinesMode().options();
  setOption(o, "width", LinesMode::MaxSide);
  setOption(o, "height", LinesMode::MaxSide);
  EXPECT_EQ(LinesMode::largestSide(o), LinesMode::MaxSide);
  setOption(o, "walls", static_cast<int>(WallPattern::Pillars));
  LinesGenerateOptions pillars;
  pillars.walls = WallPattern::Pillars;
  const int side = linesLargestPromptSide(pillars).value_or(0);
  ASSERT_LT(side, LinesMode::MaxSide);
  EXPECT_EQ(LinesMode::largestSide(o), side);
  const LinesGenerateOptions g = LinesMode::generateOptions(o, 1);
  EXPECT_EQ(g.width, side);
  EXPECT_EQ(g.height, side);
  EXPECT_FALSE(linesGenerateChoiceProblem(g));
  setOption(o, "width", 9);
  EXPECT_EQ(LinesMode::generateOptions(o, 1).width, 9) << "smaller sides stay as chosen";
}

TEST(LinesModeTest, AWrappingHexBoardGetsAnEvenHeight) {
  ModeOptions o = LinesMode().options();
  setOption(o, "hex", 1);
  setOption(o, "wrap", 1);
  setOption(o, "height", 7);
  EXPECT_EQ(LinesMode::generateOptions(o, 1).height, 8);
  setOption(o, "height", LinesMode::MaxSide);
  EXPECT_EQ(LinesMode::generateOptions(o, 1).height % 2, 0);
  EXPECT_LE(LinesMode::generateOptions(o, 1).height, LinesMode::MaxHexSide);
}

TEST(LinesModeTest, HexBoardsComeDownToTheLargestSideTheGeneratorMakes) {
  ModeOptions o = LinesMode().options();
  setOption(o, "width", LinesMode::MaxSide);
  setOption(o, "height", LinesMode::MaxHexSide + 1);
  EXPECT_EQ(LinesMode::generateOptions(o, 1).width, LinesMode::MaxSide) << "square boards go to the full side";
  EXPECT_EQ(LinesMode::generateOptions(o, 1).height, LinesMode::MaxHexSide + 1);
  setOption(o, "hex", 1);
  const LinesGenerateOptions hex = LinesMode::generateOptions(o, 1);
  EXPECT_EQ(hex.width, LinesMode::MaxHexSide);
  EXPECT_EQ(hex.height, LinesMode::MaxHexSide);
  setOption(o, "width", 12);
  EXPECT_EQ(LinesMode::generateOptions(o, 1).width, 12) << "smaller sides stay as chosen";
}

TEST(LinesModeTest, StarsForSolvingForAPerfectGameAndForNoHint) {
  EXPECT_EQ(linesStars(ModeResult{false, -1, 2, 10, 0}, 2), 0);
  EXPECT_EQ(linesStars(ModeResult{true, -1, 2, 10, 0}, 2), 3);
  EXPECT_EQ(linesStars(ModeResult{true, -1, 3, 10, 0}, 2), 1) << "a line drawn twice: the top star needs perfect too";
  EXPECT_EQ(linesStars(ModeResult{true, -1, 2, 10, 1}, 2), 2) << "a hint";
  EXPECT_EQ(linesStars(ModeResult{true, -1, 5, 10, 2}, 2), 1);
  // The game's own result: one stroke per line, no hint.
  LinesGame game(columns());
  ASSERT_TRUE(game.play("draw A 0,0 0,1 0,2"));
  ASSERT_TRUE(game.play("draw B 1,0 2,0 2,1 1,1 1,2 2,2"));
  EXPECT_EQ(linesStars(*game.result(), game.position().pairs()), 3);
}

TEST(LinesModeTest, AStoppedStartMakesNothing) {
  std::stop_source stop;
  stop.request_stop();
  EXPECT_EQ(LinesMode().newGame(LinesMode().options(), 1, stop.get_token()), nullptr);
}

}  // namespace
}  // namespace lines_mode_test
}  // namespace tileflow
