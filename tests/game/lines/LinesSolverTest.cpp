// The Lines solver counts full covers exactly: against brute force (every simple path of every
// colour, combined every way) on every endpoint layout of small boards and on thousands of small
// random boards, square and hex, with walls, holes, wrap, bridges and portals; and every cover it
// returns is a solved position.
#include "game/lines/LinesSolver.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <cstdlib>
#include <functional>
#include <thread>
#include <utility>

#include "engine/core/Rng.hpp"
#include "game/generate/LineDrawing.hpp"
#include "game/lines/LinesDrawn.hpp"
#include "game/lines/LinesPosition.hpp"
#include "game/lines/LinesText.hpp"
#include "tests/game/lines/LinesTesting.hpp"
#include "tests/support/TestScale.hpp"

namespace tileflow {
namespace lines_solver_test {
namespace {

using lines_testing::boardOf;

// Brute force: each colour in turn walks every simple path from one dot to the other through
// cells no earlier line holds (a bridge crossed straight, once per lane), and every combination
// that fills every cell and every lane of every bridge counts. Counts up to `cap`.
int bruteForce(const LinesBoard& b, int cap) {
  const int colours = b.colours();
  // Per cell four places: the cell itself (3) and each of its bridge lanes (the axis).
  std::vector<std::uint8_t> used(static_cast<std::size_t>(b.cellCount()) * 4, 0);
  const auto place = [](int cell, int slot) {
    return static_cast<std::size_t>(cell) * 4 + static_cast<std::size_t>(slot);
  };
  int count = 0;
  std::function<void(int)> line;
  // Colour `colour`'s line stands on `c`, entered across side `dir` of the cell before (-1 at its dot).
  std::function<void(int, int, int)> walk = [&](int colour, int c, int dir) {
    if (count >= cap) return;
    const int goal = b.ends(colour)->second;
    if (c == goal) {
      line(colour + 1);
      return;
    }
    for (int s = 0; s < b.sides(); ++s) {
      if (b.bridge(c) && s != dir) continue;  // straight over a bridge
      const int n = b.next(c, s);
      if (n < 0) continue;
      int slot = 3;
      if (b.bridge(n)) {
        slot = b.axisOf(s);
        if (((b.bridgeAxes(n) >> slot) & 1u) == 0) continue;
      } else if (b.endpoint(n) >= 0 && n != goal) {
        continue;
      }
      if (used[place(n, slot)]) continue;
      used[place(n, slot)] = 1;
      walk(colour, n, s);
      used[place(n, slot)] = 0;
    }
  };
  line = [&](int colour) {
    if (count >= cap) return;
    if (colour == colours) {
      for (int c = 0; c < b.cellCount(); ++c) {
        if (!b.present(c)) continue;
        if (!b.bridge(c) && !used[place(c, 3)]) return;
        for (int axis = 0; axis < 3; ++axis)
          if (((b.bridgeAxes(c) >> axis) & 1u) != 0 && !used[place(c, axis)]) return;
      }
      ++count;
      return;
    }
    const auto ends = b.ends(colour);
    if (!ends) {
      line(colour + 1);
      return;
    }
    used[place(ends->first, 3)] = 1;
    walk(colour, ends->first, -1);
    used[place(ends->first, 3)] = 0;
  };
  line(0);
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
    for (const LinesSolveMethod method :
         {LinesSolveMethod::Search, LinesSolveMethod::Sweep, LinesSolveMethod::Auto, LinesSolveMethod::Sat}) {
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

// The board counted by the search alone and by the sweeps alone, `limits` otherwise.
std::pair<LinesSolveResult, LinesSolveResult> countBothWays(const LinesBoard& b, LinesSolveLimits limits) {
  limits.method = LinesSolveMethod::Search;
  LinesSolveResult searched = solveLines(b, limits);
  limits.method = LinesSolveMethod::Sweep;
  return {std::move(searched), solveLines(b, limits)};
}

// The search, the sweep and the SAT solver are three different counts: on larger random boards,
// with bridges (square and hex, two and three lanes), walls, holes, wrap and portals, they agree,
// and the covers each gives are solved positions.
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
    const auto [searched, swept] = countBothWays(b, limits);
    ASSERT_TRUE(searched.complete && swept.complete);
    ASSERT_EQ(searched.solutions, swept.solutions) << "round " << round << "\n" << writeLinesText(b);
    ASSERT_GE(swept.solutions, 1) << "the drawing is a cover";
    ASSERT_NO_FATAL_FAILURE(expectSolvedCover(b, searched));
    ASSERT_NO_FATAL_FAILURE(expectSolvedCover(b, swept));
    limits.method = LinesSolveMethod::Sat;
    const LinesSolveResult satisfied = solveLines(b, limits);
    ASSERT_TRUE(satisfied.complete);
    ASSERT_EQ(satisfied.solutions, swept.solutions) << "round " << round << "\n" << writeLinesText(b);
    ASSERT_NO_FATAL_FAILURE(expectSolvedCover(b, satisfied));
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

// Every layout of up to `maxPairs` pairs of dots on the board's free cells (colours numbered in
// the order of their first dot, so each layout once), `stride` taking every stride-th of them.
// Calls `check` with each board; returns the number of layouts checked.
int everyLayout(const LinesBoard& empty, int maxPairs, int stride,
                const std::function<void(const LinesBoard&)>& check) {
  std::vector<int> free;
  for (int c = 0; c < empty.cellCount(); ++c)
    if (empty.present(c) && !empty.bridge(c)) free.push_back(c);
  LinesBoard b = empty;
  int seen = 0;
  int checked = 0;
  std::function<void(std::size_t, int)> place = [&](std::size_t i, int pairs) {
    while (i < free.size() && b.endpoint(free[i]) >= 0) ++i;
    if (i == free.size()) {
      if (pairs > 0 && seen++ % stride == 0) {
        check(b);
        ++checked;
      }
      return;
    }
    place(i + 1, pairs);  // the cell stays empty
    if (pairs == maxPairs) return;
    for (std::size_t j = i + 1; j < free.size(); ++j) {
      if (b.endpoint(free[j]) >= 0) continue;
      b.setEndpoint(free[i], pairs);
      b.setEndpoint(free[j], pairs);
      place(i + 1, pairs + 1);
      b.setEndpoint(free[i], -1);
      b.setEndpoint(free[j], -1);
    }
  };
  place(0, 0);
  return checked;
}

// Every endpoint layout on small boards (all 3x3 layouts up to four pairs, 4x3 and 4x4 ones up to
// two or three),
// square and hex, with walls, a hole, wrap, bridges of two and three lanes and portals: the three
// methods count exactly what brute force counts (up to 3), and give a cover that plays out.
TEST(LinesSolver, CountsAsBruteForceDoesOnEveryLayoutOfSmallBoards) {
  struct Variant {
    std::string name;
    LinesBoard board;
    int maxPairs;
  };
  std::vector<Variant> variants;
  variants.push_back({"square 3x3", LinesBoard(3, 3), 4});
  variants.push_back({"hex 3x3", LinesBoard(3, 3, Shape::Hex), 4});
  variants.push_back({"square 3x3 wrap", LinesBoard(3, 3, Shape::Square, true), 3});
  variants.push_back({"hex 3x2 wrap", LinesBoard(3, 2, Shape::Hex, true), 3});
  {
    LinesBoard b(4, 3);
    b.setBridge(b.cellAt(1, 1), 0b11);
    variants.push_back({"square 4x3 bridge", b, 3});
  }
  {
    LinesBoard b(3, 3, Shape::Hex);
    b.setBridge(b.cellAt(1, 1), 0b111);
    variants.push_back({"hex 3x3 bridge of three lanes", b, 4});
  }
  {
    LinesBoard b(3, 3);
    b.addPortal(b.cellAt(1, 0), b.cellAt(1, 2));
    variants.push_back({"square 3x3 portal", b, 3});
  }
  {
    LinesBoard b(3, 3);
    b.setWall(b.cellAt(1, 1), 0, true);
    b.setWall(b.cellAt(0, 2), 1, true);
    variants.push_back({"square 3x3 walls", b, 4});
  }
  variants.push_back({"square 4x4", LinesBoard(4, 4), 2});
  variants.push_back({"hex 4x4", LinesBoard(4, 4, Shape::Hex), 2});
  variants.push_back({"square 4x3 wrap", LinesBoard(4, 3, Shape::Square, true), 2});
  {
    LinesBoard b(4, 4);
    b.setBridge(b.cellAt(1, 1), 0b11);
    b.removeCell(b.cellAt(3, 3));
    variants.push_back({"square 4x4 bridge and hole", b, 2});
  }
  {
    LinesBoard b(4, 3, Shape::Hex);
    b.setBridge(b.cellAt(1, 1), 0b011);
    b.setBridge(b.cellAt(2, 1), 0b110);
    variants.push_back({"hex 4x3 two bridges of two lanes", b, 3});
  }
  {
    LinesBoard b(4, 4);
    b.addPortal(b.cellAt(0, 1), b.cellAt(3, 2));
    b.setWall(b.cellAt(1, 1), 1, true);
    variants.push_back({"square 4x4 portal and wall", b, 2});
  }
  const int stride = test::kCostly ? 7 : 1;
  int total[3] = {0, 0, 0};
  for (const Variant& v : variants) {
    int answers[3] = {0, 0, 0};
    const int layouts = everyLayout(v.board, v.maxPairs, stride, [&](const LinesBoard& b) {
      const int expected = bruteForce(b, 3);
      ++answers[std::min(expected, 2)];
      for (const LinesSolveMethod method :
           {LinesSolveMethod::Search, LinesSolveMethod::Sweep, LinesSolveMethod::Auto, LinesSolveMethod::Sat}) {
        LinesSolveLimits limits;
        limits.maxSolutions = 3;
        limits.cover = true;
        limits.method = method;
        const LinesSolveResult r = solveLines(b, limits);
        ASSERT_TRUE(r.complete);
        ASSERT_EQ(r.solutions, expected) << v.name << ", method " << static_cast<int>(method) << "\n"
                                         << writeLinesText(b);
        if (r.solutions > 0) {
          ASSERT_NO_FATAL_FAILURE(expectSolvedCover(b, r)) << v.name << "\n" << writeLinesText(b);
        }
      }
    });
    EXPECT_GT(layouts * stride, 70) << v.name;
    for (int k = 0; k < 3; ++k) total[k] += answers[k];
    if (HasFatalFailure()) return;
  }
  // The layouts reach all three answers (natively about 22,000 without a cover, 2,800 with one and
  // 8,300 with more).
  EXPECT_GT(total[0], 100);
  EXPECT_GT(total[1], 100);
  EXPECT_GT(total[2], 100);
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
  limits.method = LinesSolveMethod::Sat;
  EXPECT_FALSE(solveLines(open, limits).complete);
  limits.stop = {};
  limits.maxNodes = 1;
  EXPECT_FALSE(solveLines(open, limits).complete);
  EXPECT_THROW(solveLines(LinesBoard(3, 3)), std::invalid_argument);
}

// On boards where the short search does not settle the count (drawn boards with long lines, open
// boards with few dots counted up to a thousand, more leaves than its guesses), Auto's sweeps
// (taking turns by the work they are guessed to need, and without a node budget with the search
// in slices beside them) count as the search and the sweeps alone do, with a node budget too.
TEST(LinesSolver, AutoCountsAsTheSearchAndTheSweepsAloneOnBiggerBoards) {
  Rng rng(91);
  int withOne = 0;
  int withMore = 0;
  for (int round = 0; round < 60; ++round) {
    LinesBoard b(1, 1);
    if (round % 4 == 3) {
      // An open board: two or three pairs at random, many covers.
      const int side = 5 + static_cast<int>(rng.below(2));
      b = LinesBoard(side, side);
      const int pairs = 2 + static_cast<int>(rng.below(2));
      for (int colour = 0; colour < pairs; ++colour) {
        for (int k = 0; k < 2; ++k) {
          for (;;) {
            const int c = static_cast<int>(rng.below(static_cast<std::uint32_t>(side * side)));
            if (b.endpoint(c) < 0) {
              b.setEndpoint(c, colour);
              break;
            }
          }
        }
      }
      if (b.problem()) continue;
    } else {
      LineDrawingOptions options;
      options.shape = rng.below(3) == 0 ? Shape::Hex : Shape::Square;
      options.width = 7 + static_cast<int>(rng.below(2));
      options.height = 7 + static_cast<int>(rng.below(2));
      options.maxLineLength = 14;
      options.seed = rng.next();
      const LineDrawing drawing = drawLines(options);
      if (!drawing.complete || drawing.lines.size() > static_cast<std::size_t>(MaxLinesColours)) continue;
      b = linesBoardOfDrawing(options, drawing);
    }
    LinesSolveLimits limits;
    limits.maxSolutions = round % 4 == 3 ? 1000 : 2 + static_cast<int>(rng.below(4));
    const auto [searched, swept] = countBothWays(b, limits);
    ASSERT_TRUE(searched.complete && swept.complete);
    ASSERT_EQ(searched.solutions, swept.solutions) << "round " << round << "\n" << writeLinesText(b);
    limits.method = LinesSolveMethod::Auto;
    limits.cover = true;
    const LinesSolveResult automatic = solveLines(b, limits);
    ASSERT_TRUE(automatic.complete);
    ASSERT_EQ(automatic.solutions, swept.solutions) << "round " << round << "\n" << writeLinesText(b);
    if (automatic.solutions > 0) {
      ASSERT_NO_FATAL_FAILURE(expectSolvedCover(b, automatic));
    }
    // Under a node budget Auto runs its short search first, then the sweeps by work done: the
    // same count.
    limits.maxNodes = std::uint64_t{1} << 40;
    const LinesSolveResult budgeted = solveLines(b, limits);
    ASSERT_TRUE(budgeted.complete);
    ASSERT_EQ(budgeted.solutions, swept.solutions) << "round " << round << "\n" << writeLinesText(b);
    (swept.solutions == 1 ? withOne : withMore)++;
  }
  EXPECT_GT(withOne, 5);
  EXPECT_GT(withMore, 5);
}

// A stop from another thread part way through a count that cannot finish soon (an open board
// counted up to a billion) ends it, and the result says so.
TEST(LinesSolver, AStopPartWayEndsTheCount) {
  LinesBoard open(30, 30);
  open.setEndpoint(0, 0);
  open.setEndpoint(29, 0);
  open.setEndpoint(870, 1);
  open.setEndpoint(899, 1);
  LinesSolveLimits limits;
  limits.maxSolutions = 1000000000;
  std::stop_source source;
  limits.stop = source.get_token();
  std::jthread stopper([&source] {
    std::this_thread::sleep_for(std::chrono::milliseconds(30));
    source.request_stop();
  });
  const LinesSolveResult r = solveLines(open, limits);
  EXPECT_FALSE(r.complete);
}

}  // namespace
}  // namespace lines_solver_test
}  // namespace tileflow
