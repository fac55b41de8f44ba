// Stars from a win: solving, then par moves, then par time, and never the top star with a hint.
#include <gtest/gtest.h>

#include "game/play/Stars.hpp"

namespace tileflow {
namespace stars_test {
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

TEST(Stars, TheSlotsSayWhatEachStarNeedsAndCountAsStarsFor) {
  const auto slots = starSlots(10, 60, 10, 61, 0);
  EXPECT_EQ(slots[0].need, "Solved");
  EXPECT_EQ(slots[1].need, "\xe2\x89\xa4 10 moves");
  EXPECT_EQ(slots[2].need, "\xe2\x89\xa4 10 moves, \xe2\x89\xa4 1:00, no hint") << "all the top star needs";
  EXPECT_TRUE(slots[0].earned);
  EXPECT_TRUE(slots[1].earned);
  EXPECT_FALSE(slots[2].earned) << "a second over par time";
  EXPECT_EQ(starSlots(1, std::nullopt, 0, 0, 0)[1].need, "\xe2\x89\xa4 1 move");
  EXPECT_EQ(starSlots(1, std::nullopt, 0, 0, 0)[2].need, "\xe2\x89\xa4 1 move, no hint");
  EXPECT_EQ(starSlots(std::nullopt, 30, 0, 0, 0)[2].need, "\xe2\x89\xa4 0:30, no hint");
  EXPECT_EQ(starSlots(std::nullopt, std::nullopt, 0, 0, 0)[2].need, "No hint");
  // Every win: the slots earned are what starsFor counts, and the first is always earned.
  for (int moves : {0, 9, 10, 11})
    for (int seconds : {0, 59, 60, 61})
      for (int hints : {0, 1}) {
        const Level level = levelWithPar(10, 60);
        const auto s = starSlots(level.parMoves, level.parSeconds, moves, seconds, hints);
        int earned = 0;
        for (const StarSlot& slot : s) earned += slot.earned ? 1 : 0;
        EXPECT_TRUE(s[0].earned);
        EXPECT_EQ(earned, starsFor(level, moves, seconds, hints)) << moves << " " << seconds << " " << hints;
        EXPECT_FALSE(s[2].earned && !s[1].earned) << "the top star never without the second";
      }
}

}  // namespace
}  // namespace stars_test
}  // namespace tileflow
