// Specifications of the networks check: kept networks that follow every move agree with a recount,
// and networks left behind by a move do not.
#include "game/model/NetworksCheck.hpp"

#include <gtest/gtest.h>

#include "engine/core/Rng.hpp"
#include "tests/support/TestCatalog.hpp"

namespace tileflow {
namespace networks_check_test {
namespace {

using test::testCatalog;
using test::tileId;

TEST(NetworksCheck, NetworksUpdatedAfterEveryTurnAgreeWithTheRecount) {
  Rng rng(11);
  Board b(testCatalog(), 6, 5);
  const int types = static_cast<int>(testCatalog().tileTypes().size());
  for (int i = 0; i < b.cellCount(); ++i) b.place(i, rng.range(0, types - 1), rng.range(0, 3));
  Networks n(b);
  EXPECT_EQ(networksMismatch(b, n), "");
  for (int step = 0; step < 500; ++step) {
    const int c = rng.range(0, b.cellCount() - 1);
    b.rotate(c, 1);
    n.update(b, c);
    ASSERT_EQ(networksMismatch(b, n), "") << "step " << step;
  }
}

TEST(NetworksCheck, NetworksNotUpdatedAfterATurnAreCaught) {
  Board b(testCatalog(), 2, 1);
  b.place(0, tileId("road-end"), 1);
  b.place(1, tileId("road-end"), 3);
  const Networks n(b);
  b.rotate(1, 1);  // the two ends no longer meet; `n` still says they do
  EXPECT_NE(networksMismatch(b, n), "");
}

TEST(NetworksCheck, NetworksOfAnotherBoardAreCaught) {
  Board joined(testCatalog(), 3, 1);
  joined.place(0, tileId("road-end"), 1);
  joined.place(1, tileId("road-straight"), 1);
  joined.place(2, tileId("road-end"), 3);
  Board apart = joined;
  apart.rotate(1, 1);
  EXPECT_NE(networksMismatch(apart, Networks(joined)), "");
  EXPECT_EQ(networksMismatch(joined, Networks(joined)), "");
}

}  // namespace
}  // namespace networks_check_test
}  // namespace tileflow
