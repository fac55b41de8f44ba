// The similarity measure: blind to turning and mirroring the board, low for unrelated levels.
#include <gtest/gtest.h>

#include "game/generate/Generator.hpp"
#include "game/generate/Similarity.hpp"
#include "game/io/CatalogFile.hpp"

namespace tileflow {
namespace similarity_test {
namespace {

Level made(int w, int h, std::uint64_t seed, const std::string& env = "countryside", bool wrap = false) {
  GenerateOptions o;
  o.width = w;
  o.height = h;
  o.environment = env;
  o.wrap = wrap;
  o.seed = seed;
  auto level = generate(defaultCatalog(), o);
  EXPECT_TRUE(level.has_value());
  return *level;
}

TEST(Similarity, ALevelIsIdenticalToItself) {
  const Level a = made(6, 6, 7);
  EXPECT_DOUBLE_EQ(similarity(a, a), 1.0);
}

TEST(Similarity, EveryTurnedOrMirroredCopyOfASquareBoardScoresOne) {
  const Level a = made(6, 6, 11, "railway");
  for (int k = 1; k < 8; ++k) {
    const Level copy = transformedLevel(a, BoardSymmetry{k % 4, k >= 4});
    EXPECT_DOUBLE_EQ(similarity(a, copy), 1.0) << "symmetry " << k;
    EXPECT_DOUBLE_EQ(similarity(copy, a), 1.0) << "symmetry " << k;
  }
}

TEST(Similarity, ATurnedOblongBoardIsComparedWithItsTurnedShape) {
  const Level a = made(5, 3, 3, "town");
  const Level turned = transformedLevel(a, BoardSymmetry{1, false});
  EXPECT_EQ(turned.board.width(), 3);
  EXPECT_EQ(turned.board.height(), 5);
  EXPECT_DOUBLE_EQ(similarity(a, turned), 1.0);
  EXPECT_DOUBLE_EQ(similarity(a, transformedLevel(a, BoardSymmetry{2, true})), 1.0);
}

TEST(Similarity, UnrelatedLevelsScoreLow) {
  double highest = 0;
  for (std::uint64_t seed = 100; seed < 110; ++seed)
    highest = std::max(highest, similarity(made(8, 8, seed), made(8, 8, seed + 50)));
  EXPECT_LT(highest, 0.4);
}

TEST(Similarity, ChangingOneCellLowersTheScoreByOneCell) {
  const Level a = made(4, 4, 21);
  Level b = a;
  // Another piece in the corner: its solved sides no longer agree.
  const int blank = defaultCatalog().findEnvironment("countryside")->blankTile;
  const int other = a.board.cell(0).type == blank ? *defaultCatalog().findTile("road-end") : blank;
  b.board.place(0, other, 0);
  EXPECT_LE(similarity(a, b), 15.0 / 16.0);
  EXPECT_GE(similarity(a, b), 14.0 / 16.0);
}

TEST(Similarity, BoardsOfDifferentShapeOrWrapAreNotCompared) {
  EXPECT_DOUBLE_EQ(similarity(made(4, 4, 1), made(5, 5, 1)), 0.0);
  EXPECT_DOUBLE_EQ(similarity(made(5, 5, 2), made(5, 5, 2, "countryside", true)), 0.0);
}

TEST(Similarity, HolesOfAShapedBoardAreNoPartOfThePicture) {
  // Half of an 8x8 diamond board is holes; counting them as agreeing cells would make any two
  // diamond levels look alike.
  GenerateOptions o;
  o.width = 8;
  o.height = 8;
  o.environment = "coast";
  o.outline = Outline::Diamond;
  o.seed = 1;
  const auto a = generate(defaultCatalog(), o);
  o.seed = 2;
  const auto b = generate(defaultCatalog(), o);
  ASSERT_TRUE(a && b);
  EXPECT_DOUBLE_EQ(similarity(*a, *a), 1.0);
  EXPECT_LT(similarity(*a, *b), 0.5);
}

}  // namespace
}  // namespace similarity_test
}  // namespace tileflow
