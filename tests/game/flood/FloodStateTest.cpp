#include "game/flood/FloodState.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <stdexcept>

#include "engine/core/Rng.hpp"

namespace tileflow {
namespace flood_state_test {
namespace {

// The slow way: sweep the board taking any unowned cell of the mover's colour that touches the
// mover's area, until a sweep takes nothing.
std::vector<int> naiveFlood(const ColourBoard& board, std::vector<int> owner, int player) {
  const int colour = board.colour(player == 0 ? 0 : board.cellCount() - 1);
  for (bool changed = true; changed;) {
    changed = false;
    for (int cell = 0; cell < board.cellCount(); ++cell) {
      if (owner[static_cast<std::size_t>(cell)] != FloodState::Nobody || board.colour(cell) != colour) continue;
      for (int m : board.neighbours(cell))
        if (owner[static_cast<std::size_t>(m)] == player) {
          owner[static_cast<std::size_t>(cell)] = player;
          changed = true;
          break;
        }
    }
  }
  return owner;
}

std::vector<int> owners(const FloodState& s) {
  std::vector<int> out;
  for (int c = 0; c < s.board().cellCount(); ++c) out.push_back(s.owner(c));
  return out;
}

TEST(ColourBoardTest, NeighboursFollowTheShapeWithoutWrap) {
  const ColourBoard square = randomColourBoard(4, 3, 3, Shape::Square, 1);
  EXPECT_EQ(square.neighbours(0).size(), 2U);
  EXPECT_EQ(square.neighbours(5).size(), 4U);
  const ColourBoard hex = randomColourBoard(5, 5, 3, Shape::Hex, 1);
  EXPECT_EQ(hex.neighbours(2 * 5 + 2).size(), 6U);
  for (int c = 0; c < hex.cellCount(); ++c)
    for (int m : hex.neighbours(c)) {
      const auto back = hex.neighbours(m);
      EXPECT_NE(std::find(back.begin(), back.end(), c), back.end()) << c << " and " << m << " are not mutual";
    }
}

TEST(ColourBoardTest, RefusesBadSizesColoursAndCells) {
  EXPECT_THROW(ColourBoard(0, 3, 3, Shape::Square, {}), std::invalid_argument);
  EXPECT_THROW(ColourBoard(2, 2, 11, Shape::Square, {0, 0, 0, 0}), std::invalid_argument);
  EXPECT_THROW(ColourBoard(2, 2, 3, Shape::Square, {0, 0, 0}), std::invalid_argument);
  EXPECT_THROW(ColourBoard(2, 2, 3, Shape::Square, {0, 3, 0, 0}), std::invalid_argument);
}

TEST(ColourBoardTest, SameSeedSameBoard) {
  EXPECT_EQ(randomColourBoard(12, 9, 6, Shape::Square, 5), randomColourBoard(12, 9, 6, Shape::Square, 5));
  EXPECT_FALSE(randomColourBoard(12, 9, 6, Shape::Square, 5) == randomColourBoard(12, 9, 6, Shape::Square, 6));
}

TEST(ColourBoardTest, RegionsCoverTheBoardAndTouchOnlyOtherColours) {
  for (std::uint64_t seed = 0; seed < 50; ++seed) {
    const ColourBoard b = randomColourBoard(9, 7, 4, seed % 2 ? Shape::Hex : Shape::Square, seed);
    const RegionGraph g = regionGraph(b);
    int cells = 0;
    for (int r = 0; r < g.count(); ++r) {
      cells += g.size[static_cast<std::size_t>(r)];
      for (int s : g.neighbours(r))
        EXPECT_NE(g.colour[static_cast<std::size_t>(r)], g.colour[static_cast<std::size_t>(s)]);
    }
    EXPECT_EQ(cells, b.cellCount());
    for (int c = 0; c < b.cellCount(); ++c)
      for (int m : b.neighbours(c))
        EXPECT_EQ(b.colour(c) == b.colour(m),
                  g.regionOf[static_cast<std::size_t>(c)] == g.regionOf[static_cast<std::size_t>(m)]);
  }
}

TEST(FloodStateTest, FloodMatchesTheNaiveSweepOnRandomBoards) {
  Rng rng(11);
  for (int game = 0; game < 200; ++game) {
    const int players = 1 + game % 2;
    const Shape shape = (game / 2) % 2 ? Shape::Hex : Shape::Square;
    const ColourBoard board =
        randomColourBoard(rng.range(2, 14), rng.range(2, 14), rng.range(3, 8), shape, static_cast<std::uint64_t>(game));
    FloodState s;
    try {
      s = FloodState(board, players);
    } catch (const std::invalid_argument&) {
      continue;  // corners in one region
    }
    while (!s.over() && s.moves() < 400) {
      const auto allowed = s.allowedColours();
      ASSERT_FALSE(allowed.empty());
      const int colour = allowed[rng.below(static_cast<std::uint32_t>(allowed.size()))];
      const int mover = s.turn();
      // The reference works on the board recoloured as the move recolours it.
      ColourBoard recoloured = s.board();
      for (int c = 0; c < recoloured.cellCount(); ++c)
        if (s.owner(c) == mover) recoloured.setColour(c, colour);
      const auto expected = naiveFlood(recoloured, owners(s), mover);
      const int gain = s.gain(colour);
      const int before = s.owned(mover);
      EXPECT_EQ(s.play(colour), gain);
      ASSERT_EQ(owners(s), expected) << "game " << game << " move " << s.moves();
      EXPECT_EQ(s.owned(mover), before + gain);
      EXPECT_EQ(s.board(), recoloured);
    }
    EXPECT_TRUE(s.over()) << "game " << game;
  }
}

TEST(FloodStateTest, ForbidsOwnAndOpponentsColourWithReasons) {
  //  0 1 2
  //  1 2 0
  ColourBoard board(3, 2, 3, Shape::Square, {0, 1, 2, 1, 2, 0});
  FloodState solo(board, 1);
  EXPECT_EQ(solo.forbidden(0), Forbidden::OwnColour);
  EXPECT_EQ(solo.forbidden(2), Forbidden::No);
  EXPECT_EQ(solo.forbidden(3), Forbidden::NoSuchColour);
  EXPECT_EQ(solo.forbidden(-1), Forbidden::NoSuchColour);

  //  0 1 2
  //  1 2 2   the second player starts on the 2s at the right
  FloodState duel(ColourBoard(3, 2, 3, Shape::Square, {0, 1, 2, 1, 2, 2}), 2);
  EXPECT_EQ(duel.turn(), 0);
  EXPECT_EQ(duel.owned(1), 3);
  EXPECT_EQ(duel.forbidden(0), Forbidden::OwnColour);
  EXPECT_EQ(duel.forbidden(2), Forbidden::OpponentsColour);
  EXPECT_EQ(duel.allowedColours(), std::vector<int>{1});
  EXPECT_STREQ(forbiddenReason(duel.forbidden(0)), "your own colour");
  EXPECT_STREQ(forbiddenReason(duel.forbidden(1)), "");
  EXPECT_EQ(duel.play(1), 2);  // both 1s touch the corner
  EXPECT_EQ(duel.turn(), 1);
  EXPECT_TRUE(duel.over());  // every cell is held
  EXPECT_EQ(duel.forbidden(0), Forbidden::GameOver);
  EXPECT_EQ(duel.leader(), FloodState::Nobody);  // three cells each: a tie
  EXPECT_STREQ(forbiddenReason(Forbidden::OpponentsColour), "the opponent's colour");
}

TEST(FloodStateTest, OpponentsCellsAreNeverTaken) {
  Rng rng(3);
  for (int game = 0; game < 100; ++game) {
    FloodState s;
    try {
      s = FloodState(randomColourBoard(8, 8, 4, Shape::Square, static_cast<std::uint64_t>(game) + 1000), 2);
    } catch (const std::invalid_argument&) {
      continue;
    }
    while (!s.over()) {
      const auto allowed = s.allowedColours();
      ASSERT_FALSE(allowed.empty());
      const auto before = owners(s);
      s.play(allowed[rng.below(static_cast<std::uint32_t>(allowed.size()))]);
      for (int c = 0; c < s.board().cellCount(); ++c)
        if (before[static_cast<std::size_t>(c)] != FloodState::Nobody) {
          EXPECT_EQ(s.owner(c), before[static_cast<std::size_t>(c)]);
        }
    }
    EXPECT_EQ(s.owned(0) + s.owned(1), s.board().cellCount());
    EXPECT_EQ(s.leader(), s.owned(0) == s.owned(1) ? FloodState::Nobody : (s.owned(0) > s.owned(1) ? 0 : 1));
  }
}

TEST(FloodStateTest, EndsExactlyWhenTheBoardIsCovered) {
  ColourBoard board(2, 2, 3, Shape::Square, {0, 1, 1, 2});
  FloodState s(board, 1);
  EXPECT_FALSE(s.over());
  s.play(1);
  EXPECT_FALSE(s.over());
  EXPECT_EQ(s.unowned(), 1);
  s.play(2);
  EXPECT_TRUE(s.over());
  EXPECT_EQ(s.forbidden(0), Forbidden::GameOver);
  EXPECT_TRUE(s.allowedColours().empty());
  EXPECT_EQ(s.moves(), 2);
}

TEST(FloodStateTest, TwoPlayersNeedCornersOfTheirOwn) {
  EXPECT_THROW(FloodState(ColourBoard(2, 2, 3, Shape::Square, {0, 0, 0, 0}), 2), std::invalid_argument);
  EXPECT_THROW(FloodState(ColourBoard(2, 2, 3, Shape::Square, {0, 1, 2, 0}), 3), std::invalid_argument);
  EXPECT_NO_THROW(FloodState(ColourBoard(2, 2, 3, Shape::Square, {0, 1, 2, 1}), 2));
}

TEST(FloodStateTest, TheGreediestColoursTakeTheMostCellsInColourOrder) {
  // 0 1 1
  // 2 2 1   1 takes three cells, 2 two.
  const FloodState one(ColourBoard(3, 2, 3, Shape::Square, {0, 1, 1, 2, 2, 1}), 1);
  EXPECT_EQ(greediestColours(one), (std::vector<int>{1}));
  // 0 1
  // 2 0     1 and 2 take one cell each; then 0 and 2 do.
  FloodState tie(ColourBoard(2, 2, 3, Shape::Square, {0, 1, 2, 0}), 1);
  EXPECT_EQ(greediestColours(tie), (std::vector<int>{1, 2}));
  tie.play(1);
  EXPECT_EQ(greediestColours(tie), (std::vector<int>{0, 2}));
  // Never the player's own colour, nor the opponent's.
  const FloodState two(ColourBoard(4, 1, 3, Shape::Square, {0, 1, 2, 2}), 2);
  EXPECT_EQ(greediestColours(two), (std::vector<int>{1}));
  // Nothing once the game is over.
  const FloodState over(ColourBoard(2, 1, 2, Shape::Square, {1, 1}), 1);
  ASSERT_TRUE(over.over());
  EXPECT_TRUE(greediestColours(over).empty());
}

}  // namespace
}  // namespace flood_state_test
}  // namespace tileflow
