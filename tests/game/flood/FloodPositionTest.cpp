#include "game/flood/FloodPosition.hpp"

#include <gtest/gtest.h>

#include <stdexcept>

#include "engine/core/Rng.hpp"

namespace tileflow {
namespace flood_position_test {
namespace {

// Plays random two-player games on FloodState and on a FloodPosition cut from the same state
// after `cutAfter` moves, checking every answer of the two after every move.
void playSideBySide(std::uint64_t seed, int cutAfter) {
  Rng rng(seed);
  const Shape shape = seed % 2 ? Shape::Hex : Shape::Square;
  FloodState s;
  try {
    s = FloodState(randomColourBoard(rng.range(2, 16), rng.range(2, 16), rng.range(3, 8), shape, seed), 2);
  } catch (const std::invalid_argument&) {
    return;  // corners in one region
  }
  for (int i = 0; i < cutAfter && !s.over(); ++i) {
    const auto allowed = s.allowedColours();
    s.play(allowed[rng.below(static_cast<std::uint32_t>(allowed.size()))]);
  }
  const FloodRegions regions(s);
  FloodPosition p(regions, s);
  while (true) {
    ASSERT_EQ(p.turn(), s.turn()) << "seed " << seed;
    ASSERT_EQ(p.over(), s.over()) << "seed " << seed;
    for (int player = 0; player < 2; ++player) {
      ASSERT_EQ(p.owned(player), s.owned(player)) << "seed " << seed << " move " << s.moves();
      ASSERT_EQ(p.colourOf(player), s.colourOf(player)) << "seed " << seed;
    }
    for (int cell = 0; cell < s.board().cellCount(); ++cell)
      for (int player = 0; player < 2; ++player)
        ASSERT_EQ(p.owns(player, regions.regionOf(cell)), s.owner(cell) == player)
            << "seed " << seed << " move " << s.moves() << " cell " << cell;
    for (int c = -1; c <= s.board().colours(); ++c) {
      ASSERT_EQ(p.allowed(c), s.allowed(c)) << "seed " << seed << " colour " << c;
      ASSERT_EQ(p.gain(c), s.gain(c)) << "seed " << seed << " colour " << c;
    }
    if (s.over() || s.moves() > 400) break;
    const auto allowed = s.allowedColours();
    ASSERT_FALSE(allowed.empty());
    const int colour = allowed[rng.below(static_cast<std::uint32_t>(allowed.size()))];
    ASSERT_EQ(p.play(colour), s.play(colour)) << "seed " << seed;
  }
}

TEST(FloodPositionTest, PlaysExactlyAsFloodStateFromTheStart) {
  for (std::uint64_t seed = 0; seed < 150; ++seed) playSideBySide(seed, 0);
}

TEST(FloodPositionTest, PlaysExactlyAsFloodStateFromAGameInProgress) {
  for (std::uint64_t seed = 0; seed < 150; ++seed) playSideBySide(seed + 1000, 1 + static_cast<int>(seed % 9));
}

TEST(FloodPositionTest, TerritoryGoesToWhoeverReachesItFirst) {
  //  0 1 2 3 4     a row: the first player's corner 0, the second's 4; region 2 is as far from
  //                both, so it counts for neither
  const FloodState s(ColourBoard(5, 1, 5, Shape::Square, {0, 1, 2, 3, 4}), 2);
  const FloodRegions regions(s);
  const FloodPosition p(regions, s);
  int land[2];
  std::vector<std::uint64_t> scratch;
  p.territory(land, scratch);
  EXPECT_EQ(land[0], 1);
  EXPECT_EQ(land[1], 1);
}

TEST(FloodPositionTest, ReachCountsForEitherPlayerWhoeverMoves) {
  //  0 1 2 3 4     the first player to move; the second would take the 3 next to their corner
  const FloodState s(ColourBoard(5, 1, 5, Shape::Square, {0, 1, 2, 3, 4}), 2);
  const FloodRegions regions(s);
  const FloodPosition p(regions, s);
  EXPECT_EQ(p.reach(1, 3), 1);
  EXPECT_EQ(p.reach(0, 3), 0);
  EXPECT_EQ(p.reach(0, 1), p.gain(1));
}

TEST(FloodPositionTest, RefusesASoloGame) {
  const FloodState solo(randomColourBoard(4, 4, 4, Shape::Square, 1), 1);
  EXPECT_THROW(FloodRegions{solo}, std::invalid_argument);
}

}  // namespace
}  // namespace flood_position_test
}  // namespace tileflow
