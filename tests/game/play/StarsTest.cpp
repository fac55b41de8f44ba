// Stars from a win: solving, then par moves, then par time, and never the top star with a hint.
#include <gtest/gtest.h>

#include "game/play/Stars.hpp"

namespace tileflow {
namespace {

Level levelWithPar(int moves, int seconds) {
  Level level;
  level.id = "a";
  level.parMoves = moves;
  level.parSeconds = seconds;
  return level;
}

TEST(Stars, StarsCountSolvingThenParMovesThenParTime) {
  const Level level = levelWithPar(10, 60);
  EXPECT_EQ(starsFor(level, 11, 10, 0), 1);
  EXPECT_EQ(starsFor(level, 10, 61, 0), 2);
  EXPECT_EQ(starsFor(level, 10, 60, 0), 3);
  EXPECT_EQ(starsFor(level, 12, 30, 0), 1) << "par time alone earns nothing without par moves";
}

TEST(Stars, AHintCostsTheTopStarAndNothingElse) {
  const Level level = levelWithPar(10, 60);
  EXPECT_EQ(starsFor(level, 5, 20, 5), 2) << "five hints within both pars";
  EXPECT_EQ(starsFor(level, 10, 60, 1), 2);
  EXPECT_EQ(starsFor(level, 10, 61, 1), 2);
  EXPECT_EQ(starsFor(level, 11, 10, 3), 1);
}

TEST(Stars, ALevelWithoutParGivesTheTopStarOnlyWithoutHints) {
  Level level;
  EXPECT_EQ(starsFor(level, 99, 999, 0), TopStars);
  EXPECT_EQ(starsFor(level, 99, 999, 1), TopStars - 1);
}

}  // namespace
}  // namespace tileflow
