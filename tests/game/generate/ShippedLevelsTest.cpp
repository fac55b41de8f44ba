// The built-in packs: enough of them, each level uniquely solvable with its recorded solution and
// par, easiest first, and no two levels near-copies of each other.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <set>

#include "game/generate/Shuffle.hpp"
#include "game/generate/Similarity.hpp"
#include "game/model/Orientation.hpp"
#include "game/solve/Solver.hpp"
#include "tests/game/generate/ShippedLevels.hpp"

namespace tileflow {
namespace shipped_levels_test {
namespace {

using test::shippedPacks;

TEST(ShippedLevels, AtLeastThreeHundredLevelsInTenPacksAcrossEveryEnvironment) {
  std::size_t levels = 0;
  std::set<std::string> environments;
  for (const Pack& pack : shippedPacks()) {
    levels += pack.levels.size();
    for (const Level& level : pack.levels) environments.insert(level.environment);
  }
  EXPECT_GE(shippedPacks().size(), 10u);
  EXPECT_GE(levels, 300u);
  for (const auto& env : defaultCatalog().environments()) EXPECT_TRUE(environments.count(env.id)) << env.id;
}

TEST(ShippedLevels, StartFromThreeByThreeAndReachFifteenAndWrappedBoards) {
  const auto& packs = shippedPacks();
  ASSERT_FALSE(packs.empty());
  EXPECT_EQ(packs.front().levels.front().board.cellCount(), 9);
  bool fifteen = false;
  bool wrapped = false;
  for (const Pack& pack : packs) {
    for (const Level& level : pack.levels) {
      fifteen = fifteen || (level.board.width() == 15 && level.board.height() == 15);
      wrapped = wrapped || level.board.wrap();
    }
  }
  EXPECT_TRUE(fifteen);
  EXPECT_TRUE(wrapped);
}

TEST(ShippedLevels, TwoHexPacksAndAShapedPackHoldNinetyLevelsOrMore) {
  int hexPacks = 0;
  int shapedPacks = 0;
  std::size_t levels = 0;
  for (const Pack& pack : shippedPacks()) {
    ASSERT_FALSE(pack.levels.empty()) << pack.id;
    bool hex = true;
    bool shaped = true;
    for (const Level& level : pack.levels) {
      hex = hex && level.board.topology().shape() == Shape::Hex;
      shaped = shaped && level.board.shaped();
      // Small enough for a 480x320 handheld.
      if (hex || shaped) {
        EXPECT_LE(std::max(level.board.width(), level.board.height()), 10) << level.id;
      }
    }
    hexPacks += hex ? 1 : 0;
    shapedPacks += shaped ? 1 : 0;
    if (hex || shaped) levels += pack.levels.size();
  }
  EXPECT_GE(hexPacks, 2);
  EXPECT_GE(shapedPacks, 1);
  EXPECT_GE(levels, 90u);
}

TEST(ShippedLevels, IdsAreUniqueAcrossTheCollectionAndNamesAreSet) {
  std::set<std::string> ids;
  std::set<std::string> packIds;
  for (const Pack& pack : shippedPacks()) {
    EXPECT_TRUE(packIds.insert(pack.id).second) << pack.id;
    for (const Level& level : pack.levels) {
      EXPECT_TRUE(ids.insert(level.id).second) << level.id;
      EXPECT_FALSE(level.name.empty()) << level.id;
    }
  }
}

TEST(ShippedLevels, EachHasExactlyOneSolutionAndItIsTheRecordedOne) {
  for (const Pack& pack : shippedPacks()) {
    for (const Level& level : pack.levels) {
      ASSERT_TRUE(level.solution) << level.id;
      SolveOptions twoAtMost;
      twoAtMost.maxSolutions = 2;
      const SolveResult r = solve(level.board, level.rules, twoAtMost);
      EXPECT_FALSE(r.cancelled) << level.id;
      ASSERT_EQ(r.solutions, 1) << level.id;
      for (int c = 0; c < level.board.cellCount(); ++c) {
        const auto i = static_cast<std::size_t>(c);
        EXPECT_TRUE(samePicture(level.board.typeAt(c), r.solution[i], (*level.solution)[i]))
            << level.id << " cell " << c;
      }
      EXPECT_DOUBLE_EQ(*level.difficulty, r.stats.difficulty) << level.id;
    }
  }
}

TEST(ShippedLevels, ParMovesAreTheFewestTurnsFromTheStartToTheSolution) {
  for (const Pack& pack : shippedPacks()) {
    for (const Level& level : pack.levels) {
      ASSERT_TRUE(level.parMoves && level.parSeconds && level.solution) << level.id;
      int turns = 0;
      for (int c = 0; c < level.board.cellCount(); ++c) {
        turns += turnsBetween(level.board.typeAt(c), level.board.cell(c).rotation,
                              (*level.solution)[static_cast<std::size_t>(c)]);
      }
      EXPECT_EQ(*level.parMoves, turns) << level.id;
      EXPECT_GT(*level.parMoves, 0) << level.id << " opens solved";
      EXPECT_EQ(*level.parSeconds, parSecondsFor(*level.parMoves, *level.difficulty)) << level.id;
    }
  }
}

TEST(ShippedLevels, LevelsClimbInsideEachPackAndEachPackMedianClimbsInItsSeries) {
  double previousMedian[2] = {-1, -1};
  int linkPacks = 0;
  for (const Pack& pack : shippedPacks()) {
    for (std::size_t i = 1; i < pack.levels.size(); ++i) {
      EXPECT_LE(*pack.levels[i - 1].difficulty, *pack.levels[i].difficulty) << pack.levels[i].id;
    }
    const double median = medianDifficulty(pack);
    const int series = static_cast<int>(seriesOf(pack));
    EXPECT_GT(median, previousMedian[series]) << pack.id;
    previousMedian[series] = median;
    if (seriesOf(pack) == PackSeries::Link) {
      ++linkPacks;
      // A Link pack holds only Link levels.
      for (const Level& level : pack.levels) EXPECT_TRUE(level.board.hasLandmarks()) << level.id;
    }
  }
  EXPECT_GE(linkPacks, 2);
}

TEST(ShippedLevels, TheSeriesRuleIsTheOneMakePacksUses) {
  std::vector<const Pack*> packs;
  for (const Pack& pack : shippedPacks()) packs.push_back(&pack);
  EXPECT_TRUE(mediansClimbBySeries(packs));
  std::reverse(packs.begin(), packs.end());
  EXPECT_FALSE(mediansClimbBySeries(packs));
}

TEST(ShippedLevels, NoTwoLevelsAreNearCopiesUnderTurnsOrMirrors) {
  std::vector<const Level*> all;
  for (const Pack& pack : shippedPacks())
    for (const Level& level : pack.levels) all.push_back(&level);
  double highest = 0;
  for (std::size_t i = 0; i < all.size(); ++i) {
    for (std::size_t j = i + 1; j < all.size(); ++j) {
      const double s = similarity(*all[i], *all[j]);
      highest = std::max(highest, s);
      EXPECT_LT(s, NearCopyThreshold) << all[i]->id << " and " << all[j]->id;
    }
  }
  RecordProperty("highest_similarity", std::to_string(highest));
}

}  // namespace
}  // namespace shipped_levels_test
}  // namespace tileflow
