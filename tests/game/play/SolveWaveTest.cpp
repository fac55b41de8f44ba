// SolveWave: the celebration's light spreads breadth first over the board's neighbours from the
// last tile turned (square, hex, wrap, walls, holes and islands), reaches every cell once, ends
// well under a second on any board, and each tile flashes and bounces once without shrinking.
#include "game/play/SolveWave.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <set>

#include "tests/support/TestCatalog.hpp"

namespace tileflow {
namespace solve_wave_test {
namespace {

using test::hexTestCatalog;
using test::testCatalog;

TEST(SolveWave, OnASquareBoardTheWaveReachesEachCellAfterAsManyStepsAsItsTaxicabDistance) {
  const Board board(testCatalog(), 5, 4);
  const int start = board.index(1, 2);
  const SolveWave wave(board, start);
  for (int cell = 0; cell < board.cellCount(); ++cell) {
    const int want = std::abs(board.xOf(cell) - 1) + std::abs(board.yOf(cell) - 2);
    EXPECT_EQ(want, wave.depth(cell)) << "cell " << cell;
  }
  EXPECT_EQ(5, wave.maxDepth()) << "the far corner (4, 0)";
  EXPECT_EQ(0.0, wave.delay(start)) << "the last tile turned lights first";
}

TEST(SolveWave, TheOrderListsEveryCellOnceNearestFirst) {
  const Board board(testCatalog(), 7, 6);
  const SolveWave wave(board, board.index(6, 0));
  ASSERT_EQ(static_cast<std::size_t>(board.cellCount()), wave.order().size());
  EXPECT_EQ(board.index(6, 0), wave.order().front());
  std::set<int> seen(wave.order().begin(), wave.order().end());
  EXPECT_EQ(static_cast<std::size_t>(board.cellCount()), seen.size()) << "no cell twice";
  for (std::size_t k = 1; k < wave.order().size(); ++k)
    EXPECT_LE(wave.depth(wave.order()[k - 1]), wave.depth(wave.order()[k])) << k;
  EXPECT_EQ(board.index(0, 5), wave.order().back()) << "the far corner lights last";
}

TEST(SolveWave, OnAHexBoardTheSixNeighboursLightOneStepAfterTheStart) {
  const Board board(hexTestCatalog(), 6, 6, Topology::hex());
  const int start = board.index(2, 2);
  const SolveWave wave(board, start);
  int ones = 0;
  for (int s = 0; s < board.sides(); ++s) {
    const int n = board.neighbourAcross(start, s);
    ASSERT_GE(n, 0);
    EXPECT_EQ(1, wave.depth(n)) << "side " << s;
  }
  for (int cell = 0; cell < board.cellCount(); ++cell) ones += wave.depth(cell) == 1 ? 1 : 0;
  EXPECT_EQ(6, ones) << "a square walk would have found four";
  // Every cell is one step further than some neighbour nearer the start.
  for (int cell = 0; cell < board.cellCount(); ++cell) {
    if (cell == start) continue;
    bool nearer = false;
    for (int s = 0; s < board.sides(); ++s) {
      const int n = board.neighbourAcross(cell, s);
      if (n >= 0 && wave.depth(n) == wave.depth(cell) - 1) nearer = true;
      if (n >= 0) {
        EXPECT_LE(std::abs(wave.depth(n) - wave.depth(cell)), 1) << cell << " and " << n;
      }
    }
    EXPECT_TRUE(nearer) << cell;
  }
}

TEST(SolveWave, WrapCarriesTheWaveAcrossTheSeamAndWallsDoNotStopIt) {
  Board board(testCatalog(), 6, 1);
  board.setWrap(true);
  EXPECT_EQ(1, SolveWave(board, 0).depth(5)) << "the cell across the seam is next door";
  Board walled(testCatalog(), 3, 1);
  walled.setWall(0, 1, true);  // east of the first cell
  ASSERT_EQ(-1, walled.neighbour(0, 1));
  EXPECT_EQ(1, SolveWave(walled, 0).depth(1)) << "light runs over the board, not along the flows";
}

TEST(SolveWave, HolesAreLeftOutAndIslandsLightWithTheStart) {
  Board board(testCatalog(), 5, 1);
  board.removeCell(2);  // two islands: cells 0-1 and 3-4
  const SolveWave wave(board, 1);
  EXPECT_EQ(-1, wave.depth(2));
  EXPECT_EQ(-1.0, wave.delay(2));
  EXPECT_FALSE(wave.lit(2, 10));
  EXPECT_EQ(1.0, wave.settleScale(2, 0.1));
  EXPECT_EQ(4u, wave.order().size());
  EXPECT_EQ(0, wave.depth(1));
  EXPECT_EQ(1, wave.depth(0));
  EXPECT_EQ(0, wave.depth(3)) << "the island's first cell starts with the start";
  EXPECT_EQ(1, wave.depth(4));
  for (std::size_t k = 1; k < wave.order().size(); ++k)
    EXPECT_LE(wave.depth(wave.order()[k - 1]), wave.depth(wave.order()[k])) << "islands merged by depth";
}

TEST(SolveWave, AStartOffTheBoardBeginsAtTheFirstCellThatIsOnIt) {
  Board board(testCatalog(), 3, 1);
  board.removeCell(0);
  EXPECT_EQ(0, SolveWave(board, 0).depth(1)) << "a hole";
  EXPECT_EQ(0, SolveWave(board, -1).depth(1));
  EXPECT_EQ(0, SolveWave(board, 99).depth(1));
  EXPECT_EQ(1, SolveWave(board, 99).depth(2));
}

TEST(SolveWave, NoWaveIsDoneAtOnceAndMovesNothing) {
  const SolveWave none;
  EXPECT_TRUE(none.done(0));
  EXPECT_EQ(0.0, none.duration());
  EXPECT_TRUE(none.order().empty());
  EXPECT_EQ(1.0, none.settleScale(0, 0));
  EXPECT_EQ(0.0, none.glow(0, 0));
  const auto [first, last] = none.moving(0);
  EXPECT_EQ(first, last);
}

TEST(SolveWave, EveryBoardFromTheSmallestToTheLargestIsDoneWellUnderASecond) {
  for (const int size : {1, 2, 3, 8, 15, 40, 100, 200}) {
    const Board board(testCatalog(), size, size);
    const SolveWave wave(board, 0);
    EXPECT_LE(wave.duration(), 0.7) << size;
    EXPECT_GE(wave.duration(), SolveWave::SettleSeconds) << size;
    EXPECT_FALSE(wave.done(wave.duration() - 0.001)) << size;
    EXPECT_TRUE(wave.done(wave.duration())) << size;
    // The farthest tile starts moving exactly one settle before the end.
    EXPECT_NEAR(wave.duration() - SolveWave::SettleSeconds, wave.delay(wave.order().back()), 1e-9) << size;
  }
  // A small board's steps are capped, so its wave does not crawl.
  const Board small(testCatalog(), 3, 3);
  EXPECT_NEAR(SolveWave::MaxStepSeconds, SolveWave(small, 0).delay(1), 1e-12);
}

TEST(SolveWave, PaceStretchesEveryTime) {
  const Board board(testCatalog(), 10, 10);
  const SolveWave normal(board, 0);
  const SolveWave slow(board, 0, 1.5);
  EXPECT_NEAR(normal.duration() * 1.5, slow.duration(), 1e-9);
  EXPECT_NEAR(normal.delay(55) * 1.5, slow.delay(55), 1e-9);
  EXPECT_NEAR(normal.glow(55, 0.2), slow.glow(55, 0.3), 1e-9);
}

TEST(SolveWave, EachTileIsDarkThenFlashesAndBouncesOnceThenRestsLit) {
  const Board board(testCatalog(), 9, 9);
  const SolveWave wave(board, board.index(4, 4));
  const int cell = board.index(8, 8);
  const double from = wave.delay(cell);
  const double to = from + SolveWave::SettleSeconds;
  double brightest = 0;
  double biggest = 1;
  bool wasLit = false;
  for (double t = 0; t <= wave.duration() + 0.1; t += 0.002) {
    const bool lit = wave.lit(cell, t);
    EXPECT_TRUE(!wasLit || lit) << "once lit, lit for good (" << t << ")";
    wasLit = lit;
    EXPECT_EQ(t >= from, lit) << t;
    const double glow = wave.glow(cell, t);
    const double scale = wave.settleScale(cell, t);
    EXPECT_GE(glow, 0.0);
    EXPECT_LE(glow, 1.0);
    EXPECT_GE(scale, 1.0) << "never smaller than its cell, or the settled tile would show round it";
    EXPECT_LE(scale, 1 + SolveWave::Pop);
    if (t < from || t >= to) {
      EXPECT_EQ(0.0, glow) << t;
      EXPECT_EQ(1.0, scale) << t;
    }
    brightest = std::max(brightest, glow);
    biggest = std::max(biggest, scale);
  }
  EXPECT_GT(brightest, 0.95) << "the flash reaches full brightness";
  EXPECT_GT(biggest, 1.08) << "the bounce is big enough to see";
  // Two hops in the first part of the settle: the tile comes back to its size in between, the
  // second hop is lower, and it rests while the flash fades.
  const double hops = SolveWave::SettleSeconds * SolveWave::BounceShare;
  EXPECT_NEAR(1.0, wave.settleScale(cell, from + hops / 2), 1e-9);
  EXPECT_GT(wave.settleScale(cell, from + hops / 4), wave.settleScale(cell, from + hops * 3 / 4))
      << "the second hop is lower";
  EXPECT_GT(wave.settleScale(cell, from + hops * 3 / 4), 1.0);
  const double resting = (from + hops + to) / 2;
  EXPECT_EQ(1.0, wave.settleScale(cell, resting));
  EXPECT_GT(wave.glow(cell, resting), 0.0) << "still lit while it rests";
}

TEST(SolveWave, TheMovingRangeHoldsExactlyTheCellsThatFlashOrBounce) {
  Board board(testCatalog(), 12, 9);
  board.removeCell(board.index(5, 5));
  const SolveWave wave(board, board.index(3, 7));
  for (double t = -0.05; t <= wave.duration() + 0.05; t += 0.0037) {
    const auto [first, last] = wave.moving(t);
    ASSERT_LE(first, last);
    ASSERT_LE(last, wave.order().size());
    for (std::size_t k = 0; k < wave.order().size(); ++k) {
      const int cell = wave.order()[k];
      const bool inside = k >= first && k < last;
      const double end = wave.delay(cell) + SolveWave::SettleSeconds;
      if (inside) {
        EXPECT_TRUE(wave.lit(cell, t) && t <= end + 1e-9) << "cell " << cell << " listed at " << t;
      } else {
        EXPECT_TRUE(!wave.lit(cell, t) || t >= end - 1e-9) << "cell " << cell << " moving but not listed at " << t;
      }
      if (!inside) {
        EXPECT_EQ(1.0, wave.settleScale(cell, t));
        EXPECT_EQ(0.0, wave.glow(cell, t));
      }
    }
  }
  const auto [first, last] = wave.moving(wave.duration());
  EXPECT_EQ(first, last) << "nothing moves once the wave is done";
}

}  // namespace
}  // namespace solve_wave_test
}  // namespace tileflow
