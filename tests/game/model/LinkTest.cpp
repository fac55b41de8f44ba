// Specifications of Link levels in the model: landmarks on cells, portals through the topology,
// and the Link rule kept by Networks with every turn.
#include <gtest/gtest.h>

#include <stdexcept>

#include "engine/core/Rng.hpp"
#include "game/model/Neighbour.hpp"
#include "game/model/Puzzle.hpp"
#include "tests/support/TestCatalog.hpp"

namespace tileflow {
namespace link_test {
namespace {

using test::hexTestCatalog;
using test::testCatalog;
using test::tileId;

constexpr int N = 0, E = 1, S = 2, W = 3;

// end - straight - end across a row, the ends facing in: one network.
Board roadRow(int length) {
  Board b(testCatalog(), length, 1);
  b.place(0, tileId("road-end"), E);
  for (int x = 1; x + 1 < length; ++x) b.place(x, tileId("road-straight"), 1);
  b.place(length - 1, tileId("road-end"), W);
  return b;
}

TEST(Landmarks, AreSetClearedAndCounted) {
  Board b = roadRow(4);
  EXPECT_FALSE(b.hasLandmarks());
  b.setLandmark(0, 2);
  b.setLandmark(3, 2);
  EXPECT_EQ(b.landmark(0), 2);
  EXPECT_EQ(b.landmark(1), 0);
  EXPECT_EQ(b.landmarkCount(), 2);
  b.setLandmark(3, 0);
  EXPECT_EQ(b.landmarkCount(), 1);
  EXPECT_THROW(b.setLandmark(1, MaxLandmarkKinds + 1), std::invalid_argument);
  EXPECT_THROW(b.setLandmark(1, -1), std::invalid_argument);
  // A cell taken out of the board loses its landmark.
  b.removeCell(0);
  EXPECT_FALSE(b.hasLandmarks());
  b.setLandmark(0, 1);
  EXPECT_FALSE(b.hasLandmarks()) << "an absent cell takes no landmark";
}

TEST(Landmarks, TellLayoutsApart) {
  Board a = roadRow(3);
  Board b = a;
  EXPECT_TRUE(a.sameLayout(b));
  b.setLandmark(0, 1);
  EXPECT_FALSE(a.sameLayout(b));
  a.setLandmark(0, 1);
  EXPECT_TRUE(a.sameLayout(b));
}

TEST(LinkRule, JoinedKindsSolveAndMixedOrSplitKindsDoNot) {
  Board b = roadRow(5);
  b.setLandmark(0, 1);
  b.setLandmark(4, 1);
  EXPECT_TRUE(evaluate(b, Rules{}).solved);
  b.setLandmark(2, 2);  // a second kind in the same network
  Status s = evaluate(b, Rules{});
  EXPECT_FALSE(s.solved);
  EXPECT_EQ(s.mixedNetworks, 1);
  b.setLandmark(2, 0);
  // Two rows, each with one landmark of kind 1 at each end... split into two networks.
  Board two(testCatalog(), 3, 2);
  for (int y = 0; y < 2; ++y) {
    two.place(two.index(0, y), tileId("road-end"), E);
    two.place(two.index(1, y), tileId("road-straight"), 1);
    two.place(two.index(2, y), tileId("road-end"), W);
  }
  two.setLandmark(two.index(0, 0), 1);
  two.setLandmark(two.index(0, 1), 1);
  s = evaluate(two, Rules{});
  EXPECT_FALSE(s.solved);
  EXPECT_EQ(s.splitKinds, 1);
  EXPECT_EQ(s.mixedNetworks, 0);
  // One landmark of each of two kinds, one per network: both kinds are whole.
  two.setLandmark(two.index(0, 1), 2);
  EXPECT_TRUE(evaluate(two, Rules{}).solved);
}

TEST(Portals, JoinOppositeSidesBothWays) {
  // 5x3: a portal between (1, 1) and (3, 0). The cell west of (1, 1) looks east through it and
  // sees the cell east of (3, 0).
  Board b(testCatalog(), 5, 3);
  for (int i = 0; i < b.cellCount(); ++i) b.place(i, tileId("road-straight"), 1);
  b.addPortal(b.index(1, 1), b.index(3, 0));
  EXPECT_EQ(b.portalPartner(b.index(1, 1)), b.index(3, 0));
  EXPECT_EQ(b.portalPartner(b.index(3, 0)), b.index(1, 1));
  EXPECT_EQ(b.portalPartner(0), -1);
  EXPECT_FALSE(b.present(b.index(1, 1)));
  EXPECT_EQ(b.neighbour(b.index(0, 1), E), b.index(4, 0));
  EXPECT_EQ(b.neighbour(b.index(4, 0), W), b.index(0, 1));
  // North of (1, 2) is the portal: out of (3, 0) northwards is past the edge.
  EXPECT_EQ(b.neighbour(b.index(1, 2), N), -1);
  // South of (3, 0)'s partner... (1, 0) looks south into (1, 1) and comes out below (3, 0).
  EXPECT_EQ(b.neighbour(b.index(1, 0), S), b.index(3, 1));
  EXPECT_EQ(b.neighbour(b.index(3, 1), N), b.index(1, 0));
  // A straight road across the portal is one network with no loose end on the portal's sides.
  const Networks nets(b);
  EXPECT_EQ(nets.networkOf(b.index(0, 1), 0), nets.networkOf(b.index(4, 0), 0));
  EXPECT_THROW(b.addPortal(b.index(1, 1), 0), std::invalid_argument);
  EXPECT_THROW(b.addPortal(2, 2), std::invalid_argument);
  EXPECT_THROW(b.addPortal(2, b.cellCount()), std::invalid_argument);
}

TEST(Portals, AreMutualOnEveryTopology) {
  Rng rng(5);
  for (int round = 0; round < 300; ++round) {
    const bool hex = rng.chance(1, 2);
    const int w = rng.range(3, 7);
    const int h = rng.range(2, 6) * (hex ? 2 : 1);
    Board b(hex ? hexTestCatalog() : testCatalog(), w, h, hex ? Topology::hex() : Topology::square());
    if (rng.chance(1, 3)) b.setWrap(true);
    const int a = rng.range(0, b.cellCount() - 1);
    int c = rng.range(0, b.cellCount() - 1);
    if (c == a) c = (a + 1) % b.cellCount();
    b.addPortal(a, c);
    for (int i = 0; i < b.cellCount(); ++i) {
      for (int s = 0; s < b.sides(); ++s) {
        const int n = b.neighbour(i, s);
        if (n < 0) continue;
        ASSERT_TRUE(b.present(n) && b.present(i)) << "round " << round;
        ASSERT_EQ(b.neighbour(n, b.topology().opposite(s)), i) << "round " << round << " cell " << i << " side " << s;
      }
    }
  }
}

// After every turn the incremental Link counts equal a fresh count of the whole board.
TEST(LinkRule, IncrementalCountsMatchARecountAfterEveryTurn) {
  Rng rng(11);
  const std::vector<int> pool = {tileId("road-end"), tileId("road-straight"), tileId("road-corner"),
                                 tileId("road-tee"), tileId("bridge"),        tileId("road-cross")};
  for (int round = 0; round < 40; ++round) {
    Board b(testCatalog(), rng.range(3, 8), rng.range(3, 8));
    if (rng.chance(1, 3)) b.setWrap(true);
    for (int i = 0; i < b.cellCount(); ++i) {
      b.place(i, pool[static_cast<std::size_t>(rng.range(0, static_cast<int>(pool.size()) - 1))], rng.range(0, 3));
      if (rng.chance(1, 3)) b.setLandmark(i, rng.range(1, MaxLandmarkKinds));
    }
    if (rng.chance(1, 2)) b.addPortal(0, b.cellCount() - 1);
    Networks live(b);
    for (int turn = 0; turn < 200; ++turn) {
      const int cell = rng.range(0, b.cellCount() - 1);
      b.rotate(cell, 1);
      live.update(b, cell);
      const Networks fresh(b);
      ASSERT_EQ(live.mixedNetworks(), fresh.mixedNetworks()) << "round " << round << " turn " << turn;
      ASSERT_EQ(live.splitKinds(), fresh.splitKinds()) << "round " << round << " turn " << turn;
      for (int k = 1; k <= MaxLandmarkKinds; ++k) ASSERT_EQ(live.networksHolding(k), fresh.networksHolding(k));
    }
  }
}

}  // namespace
}  // namespace link_test
}  // namespace tileflow
