// The Lines solver counts full covers exactly: against brute force (every simple path of every
// colour, combined every way) on thousands of small random boards, square and hex, with walls,
// holes, wrap and portals; by hand on bridges; and every cover it returns is a solved position.
#include "game/lines/LinesSolver.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <functional>

#include "engine/core/Rng.hpp"
#include "game/generate/LineDrawing.hpp"
#include "game/lines/LinesDrawn.hpp"
#include "game/lines/LinesPosition.hpp"
#include "game/lines/LinesText.hpp"
#include "tests/game/lines/LinesTesting.hpp"

namespace tileflow {
namespace lines_solver_test {
namespace {

using lines_testing::boardOf;

// Brute force, for boards without bridges: every simple path of each colour from one dot to the
// other through empty cells, then every choice of one path per colour whose cells are disjoint
// and cover the board. Counts up to `cap`.
int bruteForce(const LinesBoard& b, int cap) {
  const int colours = b.colours();
  std::vector<std::vector<std::vector<std::uint8_t>>> paths(static_cast<std::size_t>(colours));
  for (int colour = 0; colour < colours; ++colour) {
    const auto ends = b.ends(colour);
    if (!ends) continue;
    std::vector<std::uint8_t> on(static_cast<std::size_t>(b.cellCount()), 0);
    std::function<void(int)> walk = [&](int c) {
      on[static_cast<std::size_t>(c)] = 1;
      if (c == ends->second) {
        paths[static_cast<std::size_t>(colour)].push_back(on);
      } else {
        for (int s = 0; s < b.sides(); ++s) {
          const int n = b.next(c, s);
          if (n < 0 || on[static_cast<std::size_t>(n)]) continue;
          if (b.endpoint(n) >= 0 && n != ends->second) continue;
          walk(n);
        }
      }
      on[static_cast<std::size_t>(c)] = 0;
    };
    walk(ends->first);
  }
  int count = 0;
  std::vector<std::uint8_t> used(static_cast<std::size_t>(b.cellCount()), 0);
  std::function<void(int)> combine = [&](int colour) {
    if (count >= cap) return;
    if (colour == colours) {
      for (int c = 0; c < b.cellCount(); ++c)
        if (b.present(c) && !used[static_cast<std::size_t>(c)]) return;
      ++count;
      return;
    }
    if (!b.ends(colour)) {
      combine(colour + 1);
      return;
    }
    for (const auto& path : paths[static_cast<std::size_t>(colour)]) {
      bool clash = false;
      for (std::size_t c = 0; c < path.size() && !clash; ++c) clash = path[c] && used[c];
      if (clash) continue;
      for (std::size_t c = 0; c < path.size(); ++c) used[c] = static_cast<std::uint8_t>(used[c] | path[c]);
      combine(colour + 1);
      for (std::size_t c = 0; c < path.size(); ++c)
        if (path[c]) used[c] = 0;
    }
  };
  combine(0);
  return count;
}

// The cover the solver gives, played as moves: a solved position.
void expectSolvedCover(const LinesBoard& b, const LinesSolveResult& r) {
  LinesPosition p(b);
  for (int colour = 0; colour < b.colours(); ++colour) {
    if (!b.ends(colour)) continue;
    ASSERT_TRUE(p.setLine(colour, r.first.at(static_cast<std::size_t>(colour))))
        << *p.whyNot(colour, r.first[static_cast<std::size_t>(colour)]);
  }
  EXPECT_TRUE(p.solved());
}

// Every step has its step back, through wrapped edges, portals and walls beside them: the solver
// relies on it (an empty cell counts the ways in by the ways out).
TEST(LinesSolver, EveryStepHasItsStepBack) {
  Rng rng(5);
  for (int round = 0; round < 2000; ++round) {
    const Shape shape = rng.below(2) == 0 ? Shape::Hex : Shape::Square;
    const int w = 2 + static_cast<int>(rng.below(5));
    const int h = 2 * (1 + static_cast<int>(rng.below(3)));
    LinesBoard b(w, h, shape, rng.below(2) == 0);
    for (int k = 0; k < 3; ++k) {
      const int cell = static_cast<int>(rng.below(static_cast<std::uint32_t>(w * h)));
      const int side = static_cast<int>(rng.below(static_cast<std::uint32_t>(b.sides())));
      b.setWall(cell, side, true);
    }
    const int a = static_cast<int>(rng.below(static_cast<std::uint32_t>(w * h)));
    const int c = static_cast<int>(rng.below(static_cast<std::uint32_t>(w * h)));
    if (a != c) b.addPortal(a, c);
    for (int cell = 0; cell < w * h; ++cell) {
      if (!b.present(cell)) continue;
      for (int s = 0; s < b.sides(); ++s) {
        const int n = b.next(cell, s);
        if (n < 0) continue;
        EXPECT_EQ(b.next(n, b.opposite(s)), cell) << "round " << round << " cell " << cell << " side " << s;
      }
    }
  }
}

TEST(LinesSolver, CountsAsBruteForceDoesOnSmallRandomBoards) {
  // TILEFLOW_LINES_SEED=N tries another run of boards.
  const char* seedText = std::getenv("TILEFLOW_LINES_SEED");
  Rng rng(seedText != nullptr ? std::strtoull(seedText, nullptr, 10) : 2026);
  int withOne = 0;
  int withMore = 0;
  int withNone = 0;
  for (int round = 0; round < 3000; ++round) {
    const Shape shape = rng.below(3) == 0 ? Shape::Hex : Shape::Square;
    const int w = 2 + static_cast<int>(rng.below(3));
    int h = 2 + static_cast<int>(rng.below(3));
    const bool wrap = rng.below(5) == 0 && (shape == Shape::Square || h % 2 == 0);
    LinesBoard b(w, h, shape, wrap);
    if (rng.below(4) == 0)
      b.setWall(static_cast<int>(rng.below(static_cast<std::uint32_t>(w * h))),
                static_cast<int>(rng.below(static_cast<std::uint32_t>(b.sides()))), true);
    if (rng.below(5) == 0) b.removeCell(static_cast<int>(rng.below(static_cast<std::uint32_t>(w * h))));
    if (w * h >= 9 && rng.below(6) == 0) {
      const int a = static_cast<int>(rng.below(static_cast<std::uint32_t>(w * h)));
      const int c = static_cast<int>(rng.below(static_cast<std::uint32_t>(w * h)));
      if (a != c && b.present(a) && b.present(c) && b.portalPartner(a) < 0 && b.portalPartner(c) < 0) b.addPortal(a, c);
    }
    const int pairs = 1 + static_cast<int>(rng.below(3));
    for (int colour = 0; colour < pairs; ++colour) {
      for (int k = 0; k < 2; ++k) {
        for (int tries = 0; tries < 20; ++tries) {
          const int c = static_cast<int>(rng.below(static_cast<std::uint32_t>(w * h)));
          if (b.present(c) && b.endpoint(c) < 0) {
            b.setEndpoint(c, colour);
            break;
          }
        }
      }
    }
    if (b.problem()) continue;
    const int expected = bruteForce(b, 50);
    for (const LinesSolveMethod method : {LinesSolveMethod::Search, LinesSolveMethod::Sweep, LinesSolveMethod::Auto}) {
      LinesSolveLimits limits;
      limits.maxSolutions = 50;
      limits.cover = true;
      limits.method = method;
      const LinesSolveResult r = solveLines(b, limits);
      ASSERT_TRUE(r.complete);
      ASSERT_EQ(r.solutions, expected) << "round " << round << " method " << static_cast<int>(method)
                                       << (b.wrap() ? " wrap" : "") << (b.shape() == Shape::Hex ? " hex" : "") << "\n"
                                       << writeLinesText(b);
      if (r.solutions > 0) {
        ASSERT_NO_FATAL_FAILURE(expectSolvedCover(b, r));
      }
    }
    (expected == 0 ? withNone : expected == 1 ? withOne : withMore)++;
  }
  // The rounds cover all three answers.
  EXPECT_GT(withNone, 100);
  EXPECT_GT(withOne, 100);
  EXPECT_GT(withMore, 50);
}

// The first 5x5 level of the classic game, in the public text format.
TEST(LinesSolver, AProvenUniquePuzzleAndItsCover) {
  const LinesBoard b = boardOf("A.B.D\n..C.E\n.....\n.B.D.\n.ACE.\n");
  LinesSolveLimits withCover;
  withCover.cover = true;
  const LinesSolveResult r = solveLines(b, withCover);
  EXPECT_TRUE(r.complete);
  EXPECT_EQ(r.solutions, 1);
  ASSERT_NO_FATAL_FAILURE(expectSolvedCover(b, r));
  EXPECT_EQ(bruteForce(b, 10), 1);
}

TEST(LinesSolver, ZeroOneAndTwoSolutions) {
  EXPECT_EQ(solveLines(boardOf("A.A\nB.B\n")).solutions, 1);
  EXPECT_EQ(solveLines(boardOf("AB\nBA\n")).solutions, 0) << "the two lines would cross";
  EXPECT_EQ(solveLines(boardOf("A..\n...\n..A\n")).solutions, 2) << "counted up to the limit";
  LinesSolveLimits many;
  many.maxSolutions = 1000;
  EXPECT_EQ(solveLines(boardOf("A..\n...\n..A\n"), many).solutions, bruteForce(boardOf("A..\n...\n..A\n"), 1000));
}

// The search and the sweep are two different counts: on larger random boards, with bridges
// (square and hex, two and three lanes), walls, holes, wrap and portals, they agree, and the
// covers both give are solved positions.
TEST(LinesSolver, TheSearchAndTheSweepAgreeWithBridges) {
  Rng rng(77);
  int withOne = 0;
  int withMore = 0;
  for (int round = 0; round < 300; ++round) {
    LineDrawingOptions options;
    options.shape = rng.below(2) == 0 ? Shape::Hex : Shape::Square;
    options.width = 4 + static_cast<int>(rng.below(2));
    options.height = 2 * (2 + static_cast<int>(rng.below(2)));
    options.maxLineLength = 6;
    options.wrap = rng.below(5) == 0;
    options.bridges = static_cast<int>(rng.below(3));
    if (rng.below(3) == 0)
      options.walls.push_back(static_cast<int>(rng.below(static_cast<std::uint32_t>(options.width))));
    if (rng.below(6) == 0) options.portals.push_back({options.width * 2 - 1, options.width * 3});
    options.seed = rng.next();
    LineDrawing drawing;
    try {
      drawing = drawLines(options);
    } catch (const std::invalid_argument&) {
      continue;  // a design the drawer refuses (no room for the bridges)
    }
    if (!drawing.complete) continue;
    const LinesBoard b = linesBoardOfDrawing(options, drawing);
    LinesSolveLimits limits;
    limits.maxSolutions = 5;
    limits.cover = true;
    limits.method = LinesSolveMethod::Search;
    const LinesSolveResult searched = solveLines(b, limits);
    limits.method = LinesSolveMethod::Sweep;
    const LinesSolveResult swept = solveLines(b, limits);
    ASSERT_TRUE(searched.complete && swept.complete);
    ASSERT_EQ(searched.solutions, swept.solutions) << "round " << round << "\n" << writeLinesText(b);
    ASSERT_GE(swept.solutions, 1) << "the drawing is a cover";
    ASSERT_NO_FATAL_FAILURE(expectSolvedCover(b, searched));
    ASSERT_NO_FATAL_FAILURE(expectSolvedCover(b, swept));
    (swept.solutions == 1 ? withOne : withMore)++;
  }
  // The rounds cover both answers.
  EXPECT_GT(withOne, 20);
  EXPECT_GT(withMore, 20);
}

TEST(LinesSolver, BridgesAreCrossedOnEveryLane) {
  // A across and B down through the bridge; the corners are holes.
  LinesBoard b(3, 3);
  for (const int corner : {0, 2, 6, 8}) b.removeCell(corner);
  b.setEndpoint(b.cellAt(0, 1), 0);
  b.setEndpoint(b.cellAt(2, 1), 0);
  b.setEndpoint(b.cellAt(1, 0), 1);
  b.setEndpoint(b.cellAt(1, 2), 1);
  b.setBridge(b.cellAt(1, 1), 0b11);
  LinesSolveLimits withCover;
  withCover.cover = true;
  LinesSolveResult r = solveLines(b, withCover);
  EXPECT_EQ(r.solutions, 1);
  ASSERT_NO_FATAL_FAILURE(expectSolvedCover(b, r));
  // With only one pair the other lane stays empty: no full cover.
  b.setEndpoint(b.cellAt(1, 0), -1);
  b.setEndpoint(b.cellAt(1, 2), -1);
  EXPECT_EQ(solveLines(b).solutions, 0);
}

TEST(LinesSolver, AStopOrANodeLimitSaysTheCountIsNotComplete) {
  LinesBoard open(8, 8);
  open.setEndpoint(0, 0);
  open.setEndpoint(63, 0);
  LinesSolveLimits limits;
  limits.maxSolutions = 1000000;
  limits.maxNodes = 500;
  const LinesSolveResult r = solveLines(open, limits);
  EXPECT_FALSE(r.complete);
  std::stop_source source;
  source.request_stop();
  limits.maxNodes = 0;
  limits.stop = source.get_token();
  EXPECT_FALSE(solveLines(open, limits).complete);
  EXPECT_THROW(solveLines(LinesBoard(3, 3)), std::invalid_argument);
}

}  // namespace
}  // namespace lines_solver_test
}  // namespace tileflow
