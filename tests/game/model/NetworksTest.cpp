// Specifications of networks: channels, bridges, cycles and the cheap update after one rotation.
#include <gtest/gtest.h>

#include "engine/core/Rng.hpp"
#include "game/model/Networks.hpp"
#include "tests/support/TestCatalog.hpp"

namespace tileflow {
namespace networks_test {
namespace {

using test::testCatalog;
using test::tileId;

constexpr int E = 1, W = 3;

TEST(Networks, TwoFacingEndsFormOneCompleteNetwork) {
  Board b(testCatalog(), 2, 1);
  b.place(0, tileId("road-end"), 1);
  b.place(1, tileId("road-end"), 3);
  Networks n(b);
  EXPECT_EQ(n.count(), 1);
  const int id = n.networkOf(0, 0);
  EXPECT_EQ(id, n.networkOf(1, 0));
  EXPECT_TRUE(n.network(id).complete());
  EXPECT_FALSE(n.network(id).hasCycle());
  EXPECT_EQ(n.network(id).nodes, 2);
  EXPECT_EQ(n.network(id).edges, 1);
}

TEST(Networks, BlankCellsHaveNoNodes) {
  Board b(testCatalog(), 2, 2);
  Networks n(b);
  EXPECT_EQ(n.count(), 0);
  EXPECT_EQ(n.networkOf(0, 0), -1);
}

TEST(Networks, ABridgeKeepsItsTwoNetworksApart) {
  // Row: road-end(east) | bridge (road east-west, river north-south) | road-end(west).
  Board b(testCatalog(), 3, 3);
  b.place(3, tileId("road-end"), 1);
  b.place(4, tileId("bridge"), 1);  // one turn: own N (road) now faces east
  b.place(5, tileId("road-end"), 3);
  // The bridge's road is high; give it high road ends instead.
  b.place(3, tileId("road-high-end"), 1);
  b.place(5, tileId("road-high-end"), 3);
  b.place(1, tileId("river-end"), 2);
  b.place(7, tileId("river-end"), 0);
  Networks n(b);
  EXPECT_EQ(b.looseEnds(), 0);
  EXPECT_EQ(n.count(), 2);
  const int road = n.networkOf(4, b.channel(4, E));
  const int river = n.networkOf(4, b.channel(4, 0));
  EXPECT_NE(road, river);
  EXPECT_EQ(n.networkOf(3, 0), road);
  EXPECT_EQ(n.networkOf(1, 0), river);
  EXPECT_EQ(n.network(road).nodes, 3);
  EXPECT_EQ(n.network(river).nodes, 3);
}

TEST(Networks, ACrossroadIsOneChannel) {
  const TileType& cross = testCatalog().tile(tileId("road-cross"));
  EXPECT_EQ(cross.channelCount, 1);
}

TEST(Networks, ASquareOfCornersIsACycle) {
  Board b(testCatalog(), 2, 2);
  b.place(0, tileId("road-corner"), 1);  // east + south
  b.place(1, tileId("road-corner"), 2);  // south + west
  b.place(2, tileId("road-corner"), 0);  // north + east
  b.place(3, tileId("road-corner"), 3);  // west + north
  Networks n(b);
  EXPECT_EQ(b.looseEnds(), 0);
  EXPECT_EQ(n.count(), 1);
  EXPECT_EQ(n.cycles(), 1);
}

TEST(Networks, WrappingTwoWideBoardMakesALoop) {
  Board b(testCatalog(), 2, 1);
  b.setWrap(true);
  b.place(0, tileId("road-straight"), 1);
  b.place(1, tileId("road-straight"), 1);
  Networks n(b);
  EXPECT_EQ(b.looseEnds(), 0);
  EXPECT_EQ(n.cycles(), 1);
}

TEST(Networks, LooseEndsAreCountedPerNetwork) {
  Board b(testCatalog(), 3, 1);
  b.place(0, tileId("road-end"), 1);
  b.place(1, tileId("road-straight"), 1);
  b.place(2, tileId("road-end"), 0);  // points north: two loose ends (cell 1 east, cell 2 north)
  Networks n(b);
  EXPECT_EQ(n.looseEnds(), 2);
  EXPECT_EQ(n.looseEnds(), b.looseEnds());
  EXPECT_EQ(n.count(), 2);
}

// Compare every label-independent fact of two network sets.
void expectSameNetworks(const Board& b, const Networks& a, const Networks& fresh) {
  ASSERT_EQ(a.count(), fresh.count());
  ASSERT_EQ(a.cycles(), fresh.cycles());
  ASSERT_EQ(a.looseEnds(), fresh.looseEnds());
  for (int c = 0; c < b.cellCount(); ++c) {
    for (int ch = 0; ch < b.typeAt(c).channelCount; ++ch) {
      const Network& x = a.network(a.networkOf(c, ch));
      const Network& y = fresh.network(fresh.networkOf(c, ch));
      ASSERT_TRUE(x.alive);
      ASSERT_EQ(x.nodes, y.nodes);
      ASSERT_EQ(x.edges, y.edges);
      ASSERT_EQ(x.looseEnds, y.looseEnds);
      // Same partition: two nodes share a network in one set exactly when they do in the other.
      for (int s = 0; s < b.sides(); ++s) {
        const int o = b.neighbour(c, s);
        if (o < 0 || b.channel(c, s) != ch || !b.matched(c, s)) continue;
        const int och = b.channel(o, b.topology().opposite(s));
        ASSERT_EQ(a.networkOf(c, ch), a.networkOf(o, och));
      }
    }
  }
}

TEST(Networks, UpdateAfterOneRotationAgreesWithAFullRecount) {
  for (bool wrap : {false, true}) {
    Rng rng(wrap ? 7 : 3);
    Board b(testCatalog(), 7, 5);
    b.setWrap(wrap);
    const int types = static_cast<int>(testCatalog().tileTypes().size());
    for (int i = 0; i < b.cellCount(); ++i) b.place(i, rng.range(0, types - 1), rng.range(0, 3));
    b.setWall(8, E, true);
    Networks n(b);
    for (int step = 0; step < 3000; ++step) {
      const int c = rng.range(0, b.cellCount() - 1);
      if (step % 50 == 0) {
        b.place(c, rng.range(0, types - 1), 0);  // a new type (editor) changes the channels too
      } else {
        b.rotate(c, rng.chance(1, 2) ? 1 : -1);
      }
      n.update(b, c);
      expectSameNetworks(b, n, Networks(b));
      if (HasFatalFailure()) {
        ADD_FAILURE() << "step " << step << " wrap " << wrap;
        return;
      }
    }
  }
}

TEST(Networks, UpdateOfACellWithAWallOnlyChangesWhatTouchesIt) {
  Board b(testCatalog(), 2, 1);
  b.place(0, tileId("road-end"), 1);
  b.place(1, tileId("road-end"), 3);
  b.setWall(0, E, true);
  Networks n(b);
  EXPECT_EQ(n.count(), 2);
  b.setWall(0, E, false);
  n.update(b, 0);
  EXPECT_EQ(n.count(), 1);
  (void)W;
}

}  // namespace
}  // namespace networks_test
}  // namespace tileflow
