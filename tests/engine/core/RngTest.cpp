// Specifications of the project's PRNG: fixed sequence per seed, unbiased bounded draws.
#include <gtest/gtest.h>

#include <array>

#include "engine/core/Rng.hpp"

namespace tileflow {
namespace rng_test {
namespace {

TEST(Rng, SameSeedSameSequence) {
  Rng a(42), b(42), c(43);
  bool differs = false;
  for (int i = 0; i < 100; ++i) {
    const auto x = a.next();
    EXPECT_EQ(x, b.next());
    differs |= x != c.next();
  }
  EXPECT_TRUE(differs);
}

TEST(Rng, SequenceIsFixedAcrossPlatforms) {
  // Levels are regenerated from recorded seeds, so these numbers must never change.
  Rng r(1);
  EXPECT_EQ(r.next(), 0xb3f2af6d0fc710c5ULL);
  EXPECT_EQ(r.below(10), 5u);  // values from an independent reference implementation
}

TEST(Rng, BelowStaysInRangeAndCoversIt) {
  Rng r(5);
  std::array<int, 7> seen{};
  for (int i = 0; i < 7000; ++i) {
    const auto v = r.below(7);
    ASSERT_LT(v, 7u);
    ++seen[v];
  }
  for (int count : seen) {
    EXPECT_GT(count, 850);
    EXPECT_LT(count, 1150);
  }
}

TEST(Rng, RangeIsInclusive) {
  Rng r(9);
  bool lo = false, hi = false;
  for (int i = 0; i < 1000; ++i) {
    const int v = r.range(-2, 2);
    ASSERT_GE(v, -2);
    ASSERT_LE(v, 2);
    lo |= v == -2;
    hi |= v == 2;
  }
  EXPECT_TRUE(lo && hi);
}

}  // namespace
}  // namespace rng_test
}  // namespace tileflow
