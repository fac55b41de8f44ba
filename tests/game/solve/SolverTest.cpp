// Specifications of the solver: counting pictures, walls, wrap, locks, the optional rules, a
// brute-force cross-check on tiny boards, and cancellation.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cstdio>
#include <stop_token>

#include "engine/core/Rng.hpp"
#include "game/model/FreeCells.hpp"
#include "game/model/Networks.hpp"
#include "game/model/Puzzle.hpp"
#include "game/solve/Solver.hpp"
#include "tests/support/TestCatalog.hpp"
#include "tests/support/TestScale.hpp"

namespace tileflow {
namespace solver_test {
namespace {

using test::testCatalog;
using test::tileId;

constexpr int E = 1, S = 2, W = 3;

// Counts solved pictures by trying every distinct rotation of every unlocked cell.
int bruteForce(const Board& start, const Rules& rules, int cap = 1000000) {
  Board b = start;
  std::vector<int> options;
  std::vector<int> cells;
  for (int c = 0; c < b.cellCount(); ++c) {
    if (b.cell(c).locked) continue;
    cells.push_back(c);
    options.push_back(b.typeAt(c).distinctRotations);
  }
  std::vector<int> rot(cells.size(), 0);
  for (std::size_t k = 0; k < cells.size(); ++k) {
    rot[k] = std::countr_zero(static_cast<unsigned>(options[k]));
    b.setRotation(cells[k], rot[k]);
  }
  int count = 0;
  while (true) {
    if (evaluate(b, rules).solved && ++count >= cap) return count;
    std::size_t k = 0;
    for (; k < cells.size(); ++k) {
      int next = rot[k] + 1;
      while (next < b.sides() && !((options[k] >> next) & 1)) ++next;
      if (next < b.sides()) {
        rot[k] = next;
        b.setRotation(cells[k], next);
        break;
      }
      rot[k] = std::countr_zero(static_cast<unsigned>(options[k]));
      b.setRotation(cells[k], rot[k]);
    }
    if (k == cells.size()) return count;
  }
}

SolveOptions upTo(int maxSolutions) {
  SolveOptions o;
  o.maxSolutions = maxSolutions;
  return o;
}

Board row(std::initializer_list<const char*> tiles) {
  Board b(testCatalog(), static_cast<int>(tiles.size()), 1);
  int i = 0;
  for (const char* t : tiles) b.place(i++, tileId(t), 0);
  return b;
}

TEST(Solver, TwoEndsFacingEachOtherHaveOneSolution) {
  const Board b = row({"road-end", "road-end"});
  const SolveResult r = solve(b, Rules{});
  EXPECT_EQ(r.solutions, 1);
  EXPECT_FALSE(r.cancelled);
  ASSERT_EQ(r.solution.size(), 2u);
  EXPECT_EQ(r.solution[0], E);
  EXPECT_EQ(r.solution[1], W);
}

TEST(Solver, ALonelyEndHasNoSolution) {
  const Board b = row({"road-end", "blank"});
  EXPECT_EQ(solve(b, Rules{}).solutions, 0);
}

TEST(Solver, ASymmetricTileCountsOncePerPicture) {
  // end - straight - end: the straight's two pictures (0 and 2) are the same picture.
  const Board b = row({"road-end", "road-straight", "road-end"});
  const SolveResult r = solve(b, Rules{}, upTo(10));
  EXPECT_EQ(r.solutions, 1);
  EXPECT_EQ(bruteForce(b, Rules{}), 1);
}

TEST(Solver, AFourCornerRingHasOnePicture) {
  Board b(testCatalog(), 2, 2);
  for (int i = 0; i < 4; ++i) b.place(i, tileId("road-corner"), 0);
  EXPECT_EQ(solve(b, Rules{}, upTo(10)).solutions, 1);
}

TEST(Solver, WrapAllowsTwoPictures) {
  // Two straights on a wrapped 2x1 board: both horizontal, or both vertical through the wrap.
  Board b(testCatalog(), 2, 1);
  b.place(0, tileId("road-straight"), 0);
  b.place(1, tileId("road-straight"), 0);
  EXPECT_EQ(solve(b, Rules{}).solutions, 0);
  b.setWrap(true);
  const SolveResult r = solve(b, Rules{}, upTo(10));
  EXPECT_EQ(r.solutions, 2);
  EXPECT_EQ(bruteForce(b, Rules{}), 2);
}

TEST(Solver, AWallTakesNoFlow) {
  Board b = row({"road-end", "road-end"});
  EXPECT_EQ(solve(b, Rules{}).solutions, 1);
  b.setWall(0, E, true);
  EXPECT_EQ(solve(b, Rules{}).solutions, 0);
}

TEST(Solver, ALockedCellKeepsItsRotation) {
  Board b = row({"road-end", "road-end"});
  b.setRotation(0, S);
  b.setLocked(0, true);
  EXPECT_EQ(solve(b, Rules{}).solutions, 0);
  b.setRotation(0, E);
  const SolveResult r = solve(b, Rules{});
  EXPECT_EQ(r.solutions, 1);
  EXPECT_EQ(r.solution[0], E);
}

TEST(Solver, AcyclicRejectsTheOnlyLoop) {
  Board b(testCatalog(), 2, 2);
  for (int i = 0; i < 4; ++i) b.place(i, tileId("road-corner"), 0);
  EXPECT_EQ(solve(b, Rules{.connected = false, .acyclic = true}).solutions, 0);
  EXPECT_EQ(solve(b, Rules{.connected = true, .acyclic = false}).solutions, 1);
}

TEST(Solver, ConnectedRejectsTwoSeparateNetworks) {
  // Two rows of facing ends: two networks.
  Board b(testCatalog(), 2, 2);
  for (int i = 0; i < 4; ++i) b.place(i, tileId("road-end"), 0);
  EXPECT_EQ(solve(b, Rules{}, upTo(10)).solutions, 2);
  EXPECT_EQ(solve(b, Rules{.connected = true, .acyclic = false}).solutions, 0);
}

TEST(Solver, ConnectedAllowsBlankCells) {
  const Board b = row({"road-end", "road-end", "blank"});
  EXPECT_EQ(solve(b, Rules::net()).solutions, 1);
}

TEST(Solver, ABridgeKeepsTwoNetworksSoConnectedFails) {
  // Road and river crossing on a bridge, each ending on both sides: two networks.
  Board b(testCatalog(), 3, 3);
  b.place(1, tileId("river-end"), 0);
  b.place(3, tileId("road-high-end"), 0);
  b.place(4, tileId("bridge"), 0);
  b.place(5, tileId("road-high-end"), 0);
  b.place(7, tileId("river-end"), 0);
  EXPECT_EQ(solve(b, Rules{}).solutions, 1);
  EXPECT_EQ(bruteForce(b, Rules{}), 1);
  EXPECT_EQ(solve(b, Rules{.connected = true, .acyclic = false}).solutions, 0);
  EXPECT_EQ(solve(b, Rules{.connected = false, .acyclic = true}).solutions, 1);
}

// 2x2 blocks of four ends, walled apart: each block pairs up across or down, two pictures each.
Board walledBlocks(int blocks) {
  Board b(testCatalog(), 2 * blocks, 2);
  for (int i = 0; i < b.cellCount(); ++i) b.place(i, tileId("road-end"), 0);
  for (int k = 1; k < blocks; ++k) {
    b.setWall(b.index(2 * k, 0), W, true);
    b.setWall(b.index(2 * k, 1), W, true);
  }
  return b;
}

TEST(Solver, CountsStopAtTheLimit) {
  const Board b = walledBlocks(3);  // 8 solutions
  EXPECT_EQ(solve(b, Rules{}, upTo(1)).solutions, 1);
  EXPECT_EQ(solve(b, Rules{}, upTo(5)).solutions, 5);
  EXPECT_EQ(solve(b, Rules{}, upTo(100)).solutions, 8);
}

TEST(Solver, WrappedStraightsAllLieTheSameWay) {
  Board s(testCatalog(), 4, 4);
  s.setWrap(true);
  for (int i = 0; i < 16; ++i) s.place(i, tileId("road-straight"), 0);
  EXPECT_EQ(solve(s, Rules{}, upTo(10)).solutions, 2);
}

TEST(Solver, ReportsStatistics) {
  const Board b = row({"road-end", "road-straight", "road-end"});
  const SolveResult r = solve(b, Rules{});
  EXPECT_EQ(r.stats.cells, 3);
  EXPECT_EQ(r.stats.settledByPropagation, 3);
  EXPECT_EQ(r.stats.guesses, 0);
}

TEST(Solver, AStoppedSolveReportsCancelled) {
  const Board b = walledBlocks(40);
  std::stop_source source;
  source.request_stop();
  const SolveResult r = solve(b, Rules{}, [&] {
    SolveOptions o = upTo(1000000);
    o.stop = source.get_token();
    return o;
  }());
  EXPECT_TRUE(r.cancelled);
  EXPECT_LT(r.solutions, 1000000);
}

TEST(Solver, ANodeLimitReportsCancelled) {
  const Board b = walledBlocks(40);
  const SolveResult r = solve(b, Rules{}, [] {
    SolveOptions o = upTo(1000000);
    o.nodeLimit = 10;
    return o;
  }());
  EXPECT_TRUE(r.cancelled);
}

// Random tiny boards: the solver must agree with trying every picture.
TEST(Solver, AgreesWithBruteForceOnRandomTinyBoards) {
  Rng rng(2024);
  const std::vector<int> pool = {tileId("blank"),       tileId("road-end"),       tileId("road-straight"),
                                 tileId("road-corner"), tileId("road-tee"),       tileId("road-cross"),
                                 tileId("bridge"),      tileId("river-straight"), tileId("road-two-corners"),
                                 tileId("road-ramp"),   tileId("road-high-end")};
  int positive = 0;
  int multiple = 0;
  const int rounds = test::scaled(1000);
  for (int round = 0; round < rounds; ++round) {
    const int w = rng.range(1, 3);
    const int h = rng.range(1, 3);
    Board b(testCatalog(), w, h);
    if (rng.chance(1, 4)) b.setWrap(true);
    // Mostly road pieces so that many boards have solutions.
    for (int i = 0; i < b.cellCount(); ++i) {
      const int t = rng.chance(3, 4) ? pool[static_cast<std::size_t>(rng.range(0, 5))]
                                     : pool[static_cast<std::size_t>(rng.range(0, static_cast<int>(pool.size()) - 1))];
      b.place(i, t, rng.range(0, 3));
      if (rng.chance(1, 10)) b.setLocked(i, true);
      if (rng.chance(1, 12)) b.setWall(i, rng.range(0, 3), true);
    }
    const Rules rules{.connected = rng.chance(1, 3), .acyclic = rng.chance(1, 3)};
    const int expected = bruteForce(b, rules, 3);
    const SolveResult r = solve(b, rules, upTo(3));
    ASSERT_EQ(r.solutions, expected) << "round " << round << " " << w << "x" << h << " wrap " << b.wrap()
                                     << " connected " << rules.connected << " acyclic " << rules.acyclic;
    if (expected > 0) {
      ++positive;
      Board solved = b;
      for (int i = 0; i < b.cellCount(); ++i) solved.setRotation(i, r.solution[static_cast<std::size_t>(i)]);
      EXPECT_TRUE(evaluate(solved, rules).solved) << "round " << round;
    }
    if (expected > 1) ++multiple;
  }
  // The cross-check means little unless it saw solvable and ambiguous boards.
  EXPECT_GT(positive, 40 * rounds / 1000);
  EXPECT_GT(multiple, 3 * rounds / 1000);
}

}  // namespace
}  // namespace solver_test
}  // namespace tileflow

namespace tileflow {
namespace solver_test {
namespace {

TEST(SolverRegions, IndependentRegionsMultiply) {
  // Twelve walled blocks of two pictures each: 4096 solutions, found without trying them all.
  Board b(test::testCatalog(), 24, 2);
  for (int i = 0; i < b.cellCount(); ++i) b.place(i, test::tileId("road-end"), 0);
  for (int k = 1; k < 12; ++k) {
    b.setWall(b.index(2 * k, 0), 3, true);
    b.setWall(b.index(2 * k, 1), 3, true);
  }
  SolveOptions o;
  o.maxSolutions = 5000;
  const SolveResult r = solve(b, Rules{}, o);
  EXPECT_EQ(r.solutions, 4096);
  EXPECT_LT(r.stats.nodes, 100);
  // One block with no solution makes the whole board unsolvable.
  b.place(b.index(23, 1), test::tileId("blank"), 0);
  EXPECT_EQ(solve(b, Rules{}, o).solutions, 0);
}

}  // namespace
}  // namespace solver_test
}  // namespace tileflow

namespace tileflow {
namespace solver_test {
namespace {

// Link boards: landmarks of up to three kinds on one-channel tiles, sometimes a portal. The
// solver's Link pruning must count what trying every picture counts.
TEST(LinkSolver, AgreesWithBruteForceOnRandomTinyLinkBoards) {
  Rng rng(77);
  const std::vector<int> pool = {tileId("road-end"), tileId("road-straight"), tileId("road-corner"),
                                 tileId("road-tee"), tileId("bridge"),        tileId("blank")};
  int positive = 0;
  int cutByTheRule = 0;
  for (int round = 0; round < test::scaled(3000); ++round) {
    // Up to 3x2 or 2x3 (1x4 too): trying every picture stays quick.
    const int w = rng.range(1, 3);
    const int h = w == 1 ? 4 : 5 - w;
    Board b(testCatalog(), w, h);
    if (rng.chance(1, 5)) b.setWrap(true);
    for (int i = 0; i < b.cellCount(); ++i) {
      const int t = rng.chance(5, 6) ? pool[static_cast<std::size_t>(rng.range(0, 3))]
                                     : pool[static_cast<std::size_t>(rng.range(0, static_cast<int>(pool.size()) - 1))];
      b.place(i, t, rng.range(0, 3));
      if (b.typeAt(i).channelCount == 1 && rng.chance(2, 5)) b.setLandmark(i, rng.range(1, 3));
    }
    if (b.cellCount() >= 6 && rng.chance(1, 4)) b.addPortal(rng.range(0, 1), b.cellCount() - 1 - rng.range(0, 1));
    if (!b.hasLandmarks()) continue;
    const int expected = bruteForce(b, Rules{}, 3);
    const SolveResult r = solve(b, Rules{}, upTo(3));
    ASSERT_EQ(r.solutions, expected) << "round " << round << " " << w << "x" << h << " wrap " << b.wrap();
    if (expected > 0) {
      ++positive;
      Board solved = b;
      for (int i = 0; i < b.cellCount(); ++i) solved.setRotation(i, r.solution[static_cast<std::size_t>(i)]);
      EXPECT_TRUE(evaluate(solved, Rules{}).solved) << "round " << round;
    }
    // The same board without landmarks: how often the rule itself removed solutions.
    Board plain = b;
    for (int i = 0; i < plain.cellCount(); ++i) plain.setLandmark(i, 0);
    if (solve(plain, Rules{}, upTo(3)).solutions > expected) ++cutByTheRule;
  }
  std::printf("%d solvable Link boards, %d where the rule removed solutions\n", positive, cutByTheRule);
  EXPECT_GT(positive, test::scaled(36) - 1);
  EXPECT_GT(cutByTheRule, test::scaled(32) - 2);
}

// A solvable tiny Link board: random roads between neighbours, each road network's dead ends
// marked with a kind of its own (some left plain), then every tile turned at random.
Board tinyLinkBoard(Rng& rng, int w, int h) {
  Board b(testCatalog(), w, h);
  const std::vector<int> pool = {tileId("blank"),       tileId("road-end"), tileId("road-straight"),
                                 tileId("road-corner"), tileId("road-tee"), tileId("road-cross")};
  std::vector<unsigned> mask(static_cast<std::size_t>(b.cellCount()), 0);
  for (int c = 0; c < b.cellCount(); ++c) {
    for (int side : {1, 2}) {  // east and south: each edge once
      const int nb = b.neighbour(c, side);
      if (nb < 0 || !rng.chance(3, 5)) continue;
      mask[static_cast<std::size_t>(c)] |= 1u << side;
      mask[static_cast<std::size_t>(nb)] |= 1u << ((side + 2) % 4);
    }
  }
  // The piece and turn whose flow sides are the mask.
  for (int c = 0; c < b.cellCount(); ++c) {
    bool placed = false;
    for (int t : pool) {
      for (int r = 0; r < 4 && !placed; ++r) {
        b.place(c, t, r);
        unsigned got = 0;
        for (int s = 0; s < 4; ++s) got |= hasFlow(b.side(c, s)) ? 1u << s : 0u;
        placed = got == mask[static_cast<std::size_t>(c)];
      }
      if (placed) break;
    }
  }
  // One kind per network, on some of its dead ends.
  Networks nets(b);
  std::vector<int> kindOf;
  for (int c = 0; c < b.cellCount(); ++c) {
    if (b.typeAt(c).channelCount != 1 || !rng.chance(3, 4)) continue;
    const int net = nets.networkOfCell(c);
    if (net < 0) continue;
    if (static_cast<std::size_t>(net) >= kindOf.size()) kindOf.resize(static_cast<std::size_t>(net) + 1, 0);
    int& kind = kindOf[static_cast<std::size_t>(net)];
    if (kind == 0)
      kind = 1 + static_cast<int>(std::count_if(kindOf.begin(), kindOf.end(), [](int k) { return k > 0; }));
    if (kind <= MaxLandmarkKinds) b.setLandmark(c, kind);
  }
  for (int c = 0; c < b.cellCount(); ++c) b.setRotation(c, rng.range(0, 3));
  return b;
}

// The difficulty of a Link level weighs its traps: pictures that close every end but join
// landmarks wrongly, counted as the solutions of the board without its landmarks.
TEST(LinkSolver, RatesTheTrapsOfTheLinkRule) {
  Rng rng(78);
  int unique = 0;
  int withTraps = 0;
  for (int round = 0; round < test::scaled(400); ++round) {
    const int w = rng.range(2, 4);
    const int h = w == 4 ? 2 : rng.range(2, 3);
    const Board b = tinyLinkBoard(rng, w, h);
    if (!b.hasLandmarks()) continue;
    const SolveResult r = solve(b, Rules{}, upTo(2));
    ASSERT_GT(r.solutions, 0) << "round " << round << ": made solvable";
    if (r.solutions != 1) {
      EXPECT_EQ(r.stats.flowOnlySolutions, 1) << "only a unique level is rated";
      continue;
    }
    ++unique;
    Board plain = b;
    for (int i = 0; i < plain.cellCount(); ++i) plain.setLandmark(i, 0);
    const int expected = bruteForce(plain, Rules{}, MaxFlowOnlySolutions);
    ASSERT_EQ(r.stats.flowOnlySolutions, std::max(1, expected)) << "round " << round;
    EXPECT_EQ(flowOnlySolutions(b, Rules{}), r.stats.flowOnlySolutions);
    EXPECT_EQ(flowOnlySolutions(plain, Rules{}), 1) << "no landmarks, no traps";
    SolveStats without = r.stats;
    without.flowOnlySolutions = 1;
    const int freeCells = freeCellCount(b);
    if (expected > 1) {
      ++withTraps;
      EXPECT_GE(r.stats.difficulty, rateDifficulty(without, freeCells) + 0.4) << "round " << round;
    } else {
      EXPECT_EQ(r.stats.difficulty, rateDifficulty(without, freeCells));
    }
  }
  std::printf("%d unique Link boards, %d with traps\n", unique, withTraps);
  EXPECT_GT(unique, test::scaled(200));
  EXPECT_GT(withTraps, test::scaled(12) - 1);
}

}  // namespace
}  // namespace solver_test
}  // namespace tileflow
