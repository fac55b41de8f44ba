// Specifications of DisjointSets: joins are transitive, repeated joins report nothing new, and
// the representative after join(a, b) is b's.
#include "engine/core/DisjointSets.hpp"

#include <gtest/gtest.h>

#include <vector>

#include "engine/core/Rng.hpp"

namespace tileflow {
namespace disjoint_sets_test {
namespace {

TEST(DisjointSetsTest, EveryNumberStartsAlone) {
  DisjointSets sets(5);
  EXPECT_EQ(sets.size(), 5);
  for (int i = 0; i < 5; ++i) EXPECT_EQ(sets.find(i), i);
}

TEST(DisjointSetsTest, JoinsAreTransitiveAndASecondJoinChangesNothing) {
  DisjointSets sets(6);
  EXPECT_TRUE(sets.join(0, 1));
  EXPECT_TRUE(sets.join(1, 2));
  EXPECT_TRUE(sets.join(4, 5));
  EXPECT_EQ(sets.find(0), sets.find(2));
  EXPECT_NE(sets.find(0), sets.find(3));
  EXPECT_NE(sets.find(2), sets.find(4));
  EXPECT_FALSE(sets.join(2, 0));
  EXPECT_FALSE(sets.join(5, 4));
}

TEST(DisjointSetsTest, TheJoinedSetTakesTheSecondsRepresentative) {
  DisjointSets sets(4);
  sets.join(0, 1);
  sets.join(2, 3);
  const int second = sets.find(3);
  sets.join(0, 2);
  EXPECT_EQ(sets.find(0), second);
  EXPECT_EQ(sets.find(1), second);
}

// Against a plain labelling that relabels a whole set on every join.
TEST(DisjointSetsTest, AgreesWithRelabellingOnRandomJoins) {
  Rng rng(42);
  constexpr int N = 200;
  DisjointSets sets(N);
  std::vector<int> label(N);
  for (int i = 0; i < N; ++i) label[static_cast<std::size_t>(i)] = i;
  for (int step = 0; step < 400; ++step) {
    const int a = static_cast<int>(rng.below(N));
    const int b = static_cast<int>(rng.below(N));
    const int la = label[static_cast<std::size_t>(a)];
    const int lb = label[static_cast<std::size_t>(b)];
    EXPECT_EQ(sets.join(a, b), la != lb);
    for (int& l : label) {
      if (l == la) l = lb;
    }
    const int x = static_cast<int>(rng.below(N));
    const int y = static_cast<int>(rng.below(N));
    EXPECT_EQ(sets.find(x) == sets.find(y), label[static_cast<std::size_t>(x)] == label[static_cast<std::size_t>(y)]);
  }
}

}  // namespace
}  // namespace disjoint_sets_test
}  // namespace tileflow
