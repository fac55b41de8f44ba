// Specifications of the solver on hex boards: turning by sixths, counting pictures, wrap, and a
// cross-check against trying every rotation on small boards.
#include <gtest/gtest.h>

#include <array>
#include <bit>
#include <stdexcept>

#include "engine/core/Rng.hpp"
#include "game/model/Puzzle.hpp"
#include "game/solve/Solver.hpp"
#include "tests/support/TileBuilder.hpp"

namespace tileflow {
namespace hex_solver_test {
namespace {

using test::buildTile;
using test::lettered;

// Hex roads (and one river) of every kind the solver must tell apart: ends, bends, straights,
// forks, a star, a crossing of two channels, a raised end and a ramp.
const Catalog& hexRoads() {
  static const Catalog catalog = [] {
    Catalog c;
    c.addFlow({"road", "Road", 0x666666, "road"});
    c.addFlow({"river", "River", 0x3366cc, "water"});
    auto tile = [&c](const char* id, const char* flows, const char* heights,
                     std::initializer_list<std::initializer_list<int>> channels) {
      c.addTileType(buildTile(id, lettered(flows, heights, "rw"), channels));
    };
    tile("blank", "......", "", {});
    tile("end", "r.....", "", {{0}});
    tile("sharp", "rr....", "", {{0, 1}});
    tile("wide", "r.r...", "", {{0, 2}});
    tile("straight", "r..r..", "", {{0, 3}});
    tile("y", "r.r.r.", "", {{0, 2, 4}});
    tile("three", "rrr...", "", {{0, 1, 2}});
    tile("fork", "rr.r..", "", {{0, 1, 3}});
    tile("fork-left", "r.rr..", "", {{0, 2, 3}});
    tile("four", "rr.rr.", "", {{0, 1, 3, 4}});
    tile("four-run", "rrrr..", "", {{0, 1, 2, 3}});
    tile("four-gap", "r.rrr.", "", {{0, 2, 3, 4}});
    tile("five", "rrrrr.", "", {{0, 1, 2, 3, 4}});
    tile("star", "rrrrrr", "", {{0, 1, 2, 3, 4, 5}});
    tile("crossing", "rr.rr.", "", {{0, 3}, {1, 4}});
    tile("raised-end", "r.....", "HNNNNN", {{0}});
    tile("ramp", "r..r..", "NNNHNN", {{0, 3}});
    tile("river-straight", "w..w..", "", {{0, 3}});
    if (auto err = c.finalise()) throw std::runtime_error(*err);
    return c;
  }();
  return catalog;
}

int tileOf(const char* id) { return *hexRoads().findTile(id); }

Board hexBoard(int w, int h, bool wrap = false) {
  Board b(hexRoads(), w, h, Topology::hex());
  b.setWrap(wrap);
  return b;
}

SolveOptions upTo(int maxSolutions) {
  SolveOptions o;
  o.maxSolutions = maxSolutions;
  return o;
}

// Counts solved pictures by trying every distinct rotation of every unlocked cell, in reading
// order, dropping a partial board as soon as a placed cell disagrees with an edge, a wall or a
// placed neighbour; the rules are checked on every full board.
class BruteForce {
 public:
  BruteForce(const Board& start, const Rules& rules, int cap) : b_(start), rules_(rules), cap_(cap) {}

  int count() {
    place(0);
    return count_;
  }

 private:
  bool agrees(int c) const {
    for (int s = 0; s < b_.sides(); ++s) {
      const int n = b_.neighbour(c, s);
      if (n < 0) {
        if (hasFlow(b_.side(c, s))) return false;
      } else if (n <= c && b_.side(c, s) != b_.side(n, b_.topology().opposite(s))) {
        return false;
      }
    }
    return true;
  }

  void place(int c) {
    if (count_ >= cap_) return;
    if (c == b_.cellCount()) {
      if (evaluate(b_, rules_).solved) ++count_;
      return;
    }
    const int options = b_.cell(c).locked ? 1 << b_.cell(c).rotation : b_.typeAt(c).distinctRotations;
    for (int r = 0; r < b_.sides(); ++r) {
      if (!((options >> r) & 1)) continue;
      b_.setRotation(c, r);
      if (agrees(c)) place(c + 1);
    }
  }

  Board b_;
  Rules rules_;
  int cap_;
  int count_ = 0;
};

int bruteForce(const Board& b, const Rules& rules, int cap) { return BruteForce(b, rules, cap).count(); }

TEST(HexBoard, SixTurnsBySixthsReturnATileToWhereItWas) {
  Board b = hexBoard(2, 2);
  b.place(0, tileOf("fork"), 0);
  for (int turn = 1; turn <= 6; ++turn) {
    b.rotate(0, 1);
    EXPECT_EQ(b.cell(0).rotation, turn % 6);
  }
  b.rotate(0, -1);
  EXPECT_EQ(b.cell(0).rotation, 5) << "a turn back from the start is five sixths on";
  b.rotate(0, 8);
  EXPECT_EQ(b.cell(0).rotation, 1);
}

TEST(HexBoard, ATurnBySixthsMovesEverySideOneStepClockwise) {
  Board b = hexBoard(1, 1);
  b.place(0, tileOf("fork"), 0);  // flow on NE, E and W
  for (int turn = 0; turn < 6; ++turn) {
    for (int s = 0; s < 6; ++s) {
      const bool flow = s == turn % 6 || s == (turn + 1) % 6 || s == (turn + 3) % 6;
      EXPECT_EQ(hasFlow(b.side(0, s)), flow) << "turn " << turn << " side " << s;
    }
    b.rotate(0, 1);
  }
}

TEST(HexSolver, TwoEndsFacingAcrossTheEastSideHaveOneSolution) {
  Board b = hexBoard(2, 1);
  b.place(0, tileOf("end"), 3);
  b.place(1, tileOf("end"), 0);
  const SolveResult r = solve(b, Rules{}, upTo(10));
  ASSERT_EQ(r.solutions, 1);
  EXPECT_EQ(r.solution, (std::vector<std::uint8_t>{1, 4})) << "east for the first, west for the second";
}

TEST(HexSolver, EndsMeetAcrossTheOffsetRowDiagonals) {
  // Row 1 is offset right: its cell 0 touches row 0's cells 0 (NW) and 1 (NE).
  Board b = hexBoard(2, 2);
  b.place(0, tileOf("end"), 0);
  b.place(1, tileOf("blank"), 0);
  b.place(2, tileOf("end"), 0);
  b.place(3, tileOf("blank"), 0);
  const SolveResult r = solve(b, Rules{}, upTo(10));
  ASSERT_EQ(r.solutions, 1);
  EXPECT_EQ(r.solution[0], 2) << "south-east from the even row";
  EXPECT_EQ(r.solution[2], 5) << "north-west from the odd row";
}

TEST(HexSolver, SymmetricTilesCountOncePerPicture) {
  // A straight through a ring of wrapped cells: its three pictures are three solutions, not six.
  Board b = hexBoard(1, 2, true);
  b.place(0, tileOf("straight"), 0);
  b.place(1, tileOf("straight"), 0);
  EXPECT_EQ(solve(b, Rules{}, upTo(10)).solutions, bruteForce(b, Rules{}, 10));
  Board star = hexBoard(1, 2, true);
  star.place(0, tileOf("star"), 0);
  star.place(1, tileOf("star"), 3);
  EXPECT_EQ(solve(star, Rules{}, upTo(10)).solutions, 1);
}

// Each road mask's piece and the rotation showing it (a blank for no flow).
struct Piece {
  int type = -1;
  int rotation = 0;
};
std::array<Piece, 64> roadPieces() {
  std::array<Piece, 64> out{};
  out[0] = {tileOf("blank"), 0};
  for (const char* id : {"end", "sharp", "wide", "straight", "three", "y", "fork", "fork-left", "four", "four-run",
                         "four-gap", "five", "star"}) {
    const TileType& t = hexRoads().tile(tileOf(id));
    for (int r = 0; r < 6; ++r) {
      unsigned mask = 0;
      for (int s = 0; s < 6; ++s) mask |= hasFlow(t.sideAt(s, r)) ? 1u << s : 0u;
      if (out[mask].type < 0) out[mask] = {tileOf(id), r};
    }
  }
  return out;
}

// Roads on a random half of the links between cells, each cell given the piece that joins its
// links, then turned at random: a board with at least one matched picture.
void plantRoads(Board& b, Rng& rng) {
  static const std::array<Piece, 64> pieces = roadPieces();
  std::vector<unsigned> masks(static_cast<std::size_t>(b.cellCount()), 0);
  for (int c = 0; c < b.cellCount(); ++c) {
    for (int s = 0; s < 6; ++s) {
      const int n = b.neighbour(c, s);
      const int facing = b.topology().opposite(s);
      // Each link once, from its lower end (or lower side, where a narrow wrap links a cell to itself).
      if (n < 0 || n < c || (n == c && facing < s) || !rng.chance(1, 2)) continue;
      masks[static_cast<std::size_t>(c)] |= 1u << s;
      masks[static_cast<std::size_t>(n)] |= 1u << facing;
    }
  }
  for (int c = 0; c < b.cellCount(); ++c) {
    const Piece& p = pieces[masks[static_cast<std::size_t>(c)]];
    ASSERT_GE(p.type, 0) << "mask " << masks[static_cast<std::size_t>(c)];
    b.place(c, p.type, p.rotation + rng.range(0, 5));
  }
}

TEST(HexSolver, AgreesWithTryingEveryRotationOnSmallBoards) {
  struct Size {
    int w;
    int h;
    bool wrap;
  };
  const Size sizes[] = {{2, 2, false}, {2, 2, true}, {3, 2, false}, {3, 2, true}, {3, 3, false},
                        {4, 2, false}, {4, 2, true}, {2, 4, true},  {1, 2, true}, {2, 3, false}};
  const std::vector<const char*> pool = {"blank",      "end",  "sharp",         "wide", "straight",
                                         "y",          "fork", "five",          "star", "crossing",
                                         "raised-end", "ramp", "river-straight"};
  Rng rng(606);
  int positive = 0;
  int multiple = 0;
  for (const Size& size : sizes) {
    for (int round = 0; round < 80; ++round) {
      Board b = hexBoard(size.w, size.h, size.wrap);
      // Most boards are planted, so that many have solutions; the rest are random pieces.
      if (round % 4 != 3) {
        plantRoads(b, rng);
      } else {
        for (int i = 0; i < b.cellCount(); ++i)
          b.place(i, tileOf(pool[rng.below(static_cast<std::uint32_t>(pool.size()))]), rng.range(0, 5));
      }
      for (int i = 0; i < b.cellCount(); ++i) {
        if (rng.chance(1, 12)) b.setLocked(i, true);
        if (rng.chance(1, 20)) b.setWall(i, rng.range(0, 5), true);
      }
      const Rules rules{.connected = rng.chance(1, 3), .acyclic = rng.chance(1, 3)};
      const int expected = bruteForce(b, rules, 3);
      const SolveResult r = solve(b, rules, upTo(3));
      ASSERT_EQ(r.solutions, expected) << size.w << "x" << size.h << " wrap " << size.wrap << " round " << round
                                       << " connected " << rules.connected << " acyclic " << rules.acyclic;
      if (expected > 0) {
        ++positive;
        Board solved = b;
        for (int i = 0; i < b.cellCount(); ++i) solved.setRotation(i, r.solution[static_cast<std::size_t>(i)]);
        EXPECT_TRUE(evaluate(solved, rules).solved);
        EXPECT_EQ(solved.looseEnds(), 0);
      }
      if (expected > 1) ++multiple;
    }
  }
  // The cross-check means little unless it saw solvable and ambiguous boards.
  EXPECT_GT(positive, 100);
  EXPECT_GT(multiple, 30);
}

}  // namespace
}  // namespace hex_solver_test
}  // namespace tileflow
