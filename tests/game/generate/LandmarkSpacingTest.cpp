// Specifications of landmark spacing: on square and hex boards, wrapped or not, with holes and
// walls, every landmark's nearest other landmark is within s..l steps; the same seed places the
// same landmarks; counts and kinds are kept; impossible requests say so; and the distances agree
// with a brute-force count on tiny boards.
#include "game/generate/LandmarkSpacing.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <stdexcept>
#include <vector>

#include "engine/core/Rng.hpp"
#include "game/generate/Generator.hpp"
#include "game/io/CatalogFile.hpp"
#include "game/model/Neighbour.hpp"
#include "tests/support/TestScale.hpp"

namespace tileflow {
namespace landmark_spacing_test {
namespace {

Board makeBoard(Shape shape, int w, int h, bool wrap) {
  Board board(defaultCatalog(), w, h, shape == Shape::Hex ? Topology::hex() : Topology::square());
  board.setWrap(wrap);
  return board;
}

// A board of random shape, size 3..30, wrap, outline, scattered holes and walls.
Board randomBoard(Rng& rng) {
  const Shape shape = rng.chance(1, 2) ? Shape::Hex : Shape::Square;
  const int w = rng.range(3, 30);
  int h = rng.range(3, 30);
  bool wrap = rng.chance(1, 3);
  if (wrap && !wrapAllowed(shape, h)) ++h;
  Board board = makeBoard(shape, w, h, wrap);
  cutOutline(board, static_cast<Outline>(rng.below(4)));
  if (rng.chance(1, 2)) {
    const int holes = static_cast<int>(rng.below(static_cast<std::uint32_t>(board.cellCount() / 8 + 1)));
    for (int i = 0; i < holes; ++i)
      board.removeCell(static_cast<int>(rng.below(static_cast<std::uint32_t>(board.cellCount()))));
  }
  if (rng.chance(1, 3)) {
    const int walls = static_cast<int>(rng.below(static_cast<std::uint32_t>(board.cellCount() / 4 + 1)));
    for (int i = 0; i < walls; ++i) {
      board.setWall(static_cast<int>(rng.below(static_cast<std::uint32_t>(board.cellCount()))),
                    static_cast<int>(rng.below(static_cast<std::uint32_t>(board.sides()))), true);
    }
  }
  return board;
}

std::vector<int> cellsOf(const LandmarkPlacement& placement) {
  std::vector<int> cells;
  for (const Landmark& l : placement.landmarks) cells.push_back(l.cell);
  return cells;
}

std::vector<int> kindCounts(const LandmarkPlacement& placement, int kinds) {
  std::vector<int> counts(static_cast<std::size_t>(kinds), 0);
  for (const Landmark& l : placement.landmarks) ++counts[static_cast<std::size_t>(l.kind)];
  return counts;
}

// All-pairs distances by Floyd–Warshall over the topology's offsets, apart from the BFS under test.
std::vector<std::vector<int>> bruteDistances(const Board& b) {
  const int n = b.cellCount();
  constexpr int Far = 1 << 20;
  std::vector<std::vector<int>> d(static_cast<std::size_t>(n), std::vector<int>(static_cast<std::size_t>(n), Far));
  for (int i = 0; i < n; ++i) {
    if (!b.present(i)) continue;
    d[static_cast<std::size_t>(i)][static_cast<std::size_t>(i)] = 0;
    for (int side = 0; side < b.sides(); ++side) {
      const int j = neighbourCell(b.topology(), b.xOf(i), b.yOf(i), side, b.width(), b.height(), b.wrap());
      if (j >= 0 && b.present(j) && !b.wall(i, side)) d[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)] = 1;
    }
  }
  for (std::size_t k = 0; k < d.size(); ++k) {
    for (std::size_t i = 0; i < d.size(); ++i) {
      for (std::size_t j = 0; j < d.size(); ++j) d[i][j] = std::min(d[i][j], d[i][k] + d[k][j]);
    }
  }
  for (auto& row : d) std::replace(row.begin(), row.end(), Far, -1);
  return d;
}

TEST(LandmarkSpacing, BothBoundsHoldOnThousandsOfBoards) {
  Rng rng(2026);
  int boards = 0;
  int placedTotal = 0;
  const int rounds = test::scaled(3000);
  for (int round = 0; round < rounds; ++round) {
    const Board board = randomBoard(rng);
    SpacingOptions o;
    o.minDistance = rng.range(1, 4);
    o.maxDistance = o.minDistance + rng.range(0, 4);
    o.kinds = rng.range(1, 4);
    o.count = rng.chance(1, 2) ? SpacingOptions::AsManyAsFit : rng.range(2 * o.kinds, 4 * o.kinds + 6);
    o.seed = rng.next();
    const LandmarkPlacement p = placeLandmarks(board, o);
    const std::vector<int> cells = cellsOf(p);
    const std::vector<int> nearest = nearestLandmarkDistances(board, cells);
    for (std::size_t i = 0; i < cells.size(); ++i) {
      ASSERT_TRUE(board.present(cells[i])) << "round " << round;
      ASSERT_GE(nearest[i], o.minDistance) << "round " << round << " cell " << cells[i];
      ASSERT_LE(nearest[i], o.maxDistance) << "round " << round << " cell " << cells[i];
    }
    ASSERT_TRUE(std::is_sorted(cells.begin(), cells.end()));
    ASSERT_EQ(std::adjacent_find(cells.begin(), cells.end()), cells.end()) << "round " << round;
    if (p.complete) {
      if (o.count != SpacingOptions::AsManyAsFit) {
        EXPECT_EQ(static_cast<int>(cells.size()), o.count) << "round " << round;
      }
      for (int count : kindCounts(p, o.kinds)) EXPECT_GE(count, 2) << "round " << round;
      ++boards;
    }
    placedTotal += static_cast<int>(cells.size());
  }
  // Most requests fit: the check is not passing on empty placements.
  EXPECT_GT(boards, 2000 * rounds / 3000);
  EXPECT_GT(placedTotal, 30000 * rounds / 3000);
}

TEST(LandmarkSpacing, AsManyAsFitLeavesNoCellThatCouldTakeOneMore) {
  Rng rng(7);
  for (int round = 0; round < test::scaled(200); ++round) {
    const Board board = randomBoard(rng);
    SpacingOptions o;
    o.minDistance = rng.range(1, 3);
    o.maxDistance = o.minDistance + rng.range(0, 3);
    o.seed = rng.next();
    o.attempts = 1;
    const LandmarkPlacement p = placeLandmarks(board, o);
    std::vector<int> cells = cellsOf(p);
    const auto isLandmark = [&](int c) { return std::binary_search(cells.begin(), cells.end(), c); };
    for (int c = 0; c < board.cellCount(); ++c) {
      if (!board.present(c) || isLandmark(c)) continue;
      std::vector<int> more = cells;
      more.push_back(c);
      const std::vector<int> nearest = nearestLandmarkDistances(board, more);
      const bool fits =
          std::all_of(nearest.begin(), nearest.end(), [&](int d) { return d >= o.minDistance && d <= o.maxDistance; });
      ASSERT_FALSE(fits) << "round " << round << ": cell " << c << " could take a landmark";
    }
  }
}

TEST(LandmarkSpacing, TheSameSeedPlacesTheSameLandmarks) {
  const Board board = makeBoard(Shape::Hex, 20, 16, true);
  SpacingOptions o;
  o.minDistance = 3;
  o.maxDistance = 5;
  o.kinds = 3;
  o.seed = 42;
  const LandmarkPlacement a = placeLandmarks(board, o);
  const LandmarkPlacement b = placeLandmarks(board, o);
  EXPECT_EQ(a.landmarks, b.landmarks);
  o.seed = 43;
  const LandmarkPlacement c = placeLandmarks(board, o);
  EXPECT_NE(a.landmarks, c.landmarks);
}

TEST(LandmarkSpacing, ACountIsPlacedExactlyWithEveryKindTwiceOrMore) {
  const Board board = makeBoard(Shape::Square, 15, 15, false);
  SpacingOptions o;
  o.minDistance = 2;
  o.maxDistance = 4;
  o.count = 12;
  o.kinds = 3;
  for (std::uint64_t seed = 1; seed <= 50; ++seed) {
    o.seed = seed;
    const LandmarkPlacement p = placeLandmarks(board, o);
    ASSERT_TRUE(p.complete);
    ASSERT_EQ(p.landmarks.size(), 12U);
    EXPECT_EQ(kindCounts(p, 3), (std::vector<int>{4, 4, 4}));
  }
}

TEST(LandmarkSpacing, AsManyAsFitFillsTheBoard) {
  const Board board = makeBoard(Shape::Square, 30, 30, false);
  SpacingOptions o;
  o.minDistance = 3;
  o.maxDistance = 5;
  o.kinds = 4;
  const LandmarkPlacement p = placeLandmarks(board, o);
  EXPECT_TRUE(p.complete);
  // A landmark rules out the cells nearer than 3 (at most 13 on a square board): 900 / 13 ≈ 69.
  EXPECT_GE(p.landmarks.size(), 69U);
  for (int count : kindCounts(p, 4)) EXPECT_GE(count, 2);
}

TEST(LandmarkSpacing, HolesBlockThePathsThatDistancesCount) {
  // Two halves of a 5×3 board with its middle column taken out: no landmark on one side can count
  // one on the other as its neighbour.
  Board board = makeBoard(Shape::Square, 5, 3, false);
  for (int y = 0; y < 3; ++y) board.removeCell(board.index(2, y));
  const std::vector<int> across = {board.index(1, 1), board.index(3, 1)};
  EXPECT_EQ(nearestLandmarkDistances(board, across), (std::vector<int>{-1, -1}));
  // A wall blocks too: round it takes three steps instead of one.
  Board walled = makeBoard(Shape::Square, 3, 3, false);
  walled.setWall(walled.index(0, 0), 1, true);
  const std::vector<int> pair = {walled.index(0, 0), walled.index(1, 0)};
  EXPECT_EQ(nearestLandmarkDistances(walled, pair), (std::vector<int>{3, 3}));
}

TEST(LandmarkSpacing, AnImpossibleRequestSaysSoAndKeepsTheBounds) {
  SpacingOptions o;
  o.minDistance = 4;
  o.maxDistance = 5;
  // A 3×1 row has no two cells four steps apart.
  const LandmarkPlacement row = placeLandmarks(makeBoard(Shape::Square, 3, 1, false), o);
  EXPECT_FALSE(row.complete);
  EXPECT_TRUE(row.landmarks.empty());
  // Single cells between holes: each landmark would be alone.
  Board islands = makeBoard(Shape::Square, 5, 1, false);
  islands.removeCell(1);
  islands.removeCell(3);
  o.minDistance = 1;
  const LandmarkPlacement alone = placeLandmarks(islands, o);
  EXPECT_FALSE(alone.complete);
  EXPECT_TRUE(alone.landmarks.empty());
  // More than fit: what could be placed, each within the bounds.
  const Board small = makeBoard(Shape::Hex, 6, 6, false);
  o.minDistance = 3;
  o.maxDistance = 4;
  o.count = 40;
  const LandmarkPlacement many = placeLandmarks(small, o);
  EXPECT_FALSE(many.complete);
  EXPECT_GE(many.landmarks.size(), 2U);
  EXPECT_LT(many.landmarks.size(), 40U);
  for (int d : nearestLandmarkDistances(small, cellsOf(many))) {
    EXPECT_GE(d, 3);
    EXPECT_LE(d, 4);
  }
  // Too many kinds for what fits.
  o.count = SpacingOptions::AsManyAsFit;
  o.kinds = 10;
  const LandmarkPlacement kinds = placeLandmarks(small, o);
  EXPECT_FALSE(kinds.complete);
  EXPECT_LT(kinds.landmarks.size(), 20U);
}

TEST(LandmarkSpacing, BadOptionsAreRefused) {
  const Board board = makeBoard(Shape::Square, 5, 5, false);
  const auto refused = [&](auto change) {
    SpacingOptions o;
    change(o);
    EXPECT_THROW(placeLandmarks(board, o), std::invalid_argument);
  };
  refused([](SpacingOptions& o) { o.minDistance = 0; });
  refused([](SpacingOptions& o) {
    o.minDistance = 3;
    o.maxDistance = 2;
  });
  refused([](SpacingOptions& o) { o.kinds = 0; });
  refused([](SpacingOptions& o) { o.attempts = 0; });
  refused([](SpacingOptions& o) { o.count = -1; });
  refused([](SpacingOptions& o) {
    o.kinds = 3;
    o.count = 5;
  });
}

TEST(LandmarkSpacing, NearestDistancesAgreeWithBruteForceOnTinyBoards) {
  Rng rng(99);
  for (int round = 0; round < 400; ++round) {
    const Shape shape = rng.chance(1, 2) ? Shape::Hex : Shape::Square;
    const int w = rng.range(1, 5);
    int h = rng.range(1, 5);
    const bool wrap = rng.chance(1, 2);
    if (wrap && !wrapAllowed(shape, h)) ++h;
    Board board = makeBoard(shape, w, h, wrap);
    for (int c = 0; c < board.cellCount(); ++c) {
      if (rng.chance(1, 6)) board.removeCell(c);
    }
    for (int c = 0; c < board.cellCount(); ++c) {
      if (rng.chance(1, 5))
        board.setWall(c, static_cast<int>(rng.below(static_cast<std::uint32_t>(board.sides()))), true);
    }
    std::vector<int> cells;
    for (int c = 0; c < board.cellCount(); ++c) {
      if (board.present(c) && rng.chance(1, 3)) cells.push_back(c);
    }
    const auto d = bruteDistances(board);
    const std::vector<int> nearest = nearestLandmarkDistances(board, cells);
    for (std::size_t i = 0; i < cells.size(); ++i) {
      int expected = -1;
      for (std::size_t j = 0; j < cells.size(); ++j) {
        const int dij = d[static_cast<std::size_t>(cells[i])][static_cast<std::size_t>(cells[j])];
        if (j != i && dij >= 0 && (expected < 0 || dij < expected)) expected = dij;
      }
      ASSERT_EQ(nearest[i], expected) << "round " << round << " cell " << cells[i];
    }
  }
}

}  // namespace
}  // namespace landmark_spacing_test
}  // namespace tileflow
