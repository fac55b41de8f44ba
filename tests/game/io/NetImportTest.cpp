// Specifications of importing Net game IDs: exact tile mapping, barriers as walls, wrap, strict
// errors that point at the character, and every ID sgt-net prints having exactly one solution.
#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

#include "engine/core/Rng.hpp"
#include "game/io/NetImport.hpp"
#include "game/model/NetPieces.hpp"
#include "game/solve/NetSolver.hpp"
#include "game/solve/Solver.hpp"
#include "tests/support/TestCatalog.hpp"

namespace tileflow {
namespace net_import_test {
namespace {

using test::netTestCatalog;

constexpr int N = 0, E = 1, S = 2, W = 3;

Level imported(const std::string& id) {
  auto loaded = importNetId(id, netTestCatalog());
  if (!ok(loaded)) ADD_FAILURE() << id << ": " << std::get<LoadError>(loaded).text();
  return ok(loaded) ? std::get<Level>(loaded) : Level{};
}

std::string errorOf(const std::string& id) {
  auto loaded = importNetId(id, netTestCatalog());
  return ok(loaded) ? std::string("no error") : std::get<LoadError>(loaded).text();
}

NetMask shownAt(const Board& b, int cell) { return flowMask(b.typeAt(cell), b.cell(cell).rotation); }

TEST(NetImport, MapsEachHexDigitToThePieceShowingThoseSides) {
  // Net's bits: 1 right, 2 up, 4 left, 8 down. One row holding every digit 1..f.
  const Level l = imported("15x1:123456789abcdef");
  ASSERT_EQ(l.board.cellCount(), 15);
  for (int digit = 1; digit <= 15; ++digit) {
    NetMask want = 0;
    if (digit & 1) want |= 1u << E;
    if (digit & 2) want |= 1u << N;
    if (digit & 4) want |= 1u << W;
    if (digit & 8) want |= 1u << S;
    EXPECT_EQ(shownAt(l.board, digit - 1), want) << "digit " << digit;
  }
  EXPECT_EQ(l.board.typeAt(0).id, "road-end");
  EXPECT_EQ(l.board.typeAt(4).id, "road-straight");
  EXPECT_EQ(l.board.typeAt(2).id, "road-corner");
  EXPECT_EQ(l.board.typeAt(6).id, "road-tee");
  EXPECT_EQ(l.board.typeAt(14).id, "road-cross");
  EXPECT_EQ(l.rules, Rules::net());
  EXPECT_FALSE(l.board.wrap());
  EXPECT_EQ(l.environment, "roads");
}

TEST(NetImport, AnEmptyTileBecomesTheBlankAndUpperCaseHexIsRead) {
  const Level l = imported("3x1:0AF");
  EXPECT_TRUE(l.board.typeAt(0).blank);
  EXPECT_EQ(shownAt(l.board, 1), (1u << N) | (1u << S));
  EXPECT_EQ(l.board.typeAt(2).id, "road-cross");
}

TEST(NetImport, BarriersBecomeWallsOnBothSides) {
  // 3x2: a barrier right of (0,0) and one below (2,0).
  const Level l = imported("3x2:1v5ah8a4");
  const Board& b = l.board;
  EXPECT_TRUE(b.wall(b.index(0, 0), E));
  EXPECT_TRUE(b.wall(b.index(1, 0), W));
  EXPECT_TRUE(b.wall(b.index(2, 0), S));
  EXPECT_TRUE(b.wall(b.index(2, 1), N));
  int walls = 0;
  for (int c = 0; c < b.cellCount(); ++c) walls += __builtin_popcount(b.wallMask(c));
  EXPECT_EQ(walls, 4);
}

TEST(NetImport, WrappingBoardsTakeBarriersAcrossTheSeam) {
  const Level l = imported("3x3w:1v45h5a5a5a");
  const Board& b = l.board;
  EXPECT_TRUE(b.wrap());
  EXPECT_EQ(l.name, "Net 3x3 wrapping");
  EXPECT_TRUE(b.wall(b.index(0, 0), E));
  EXPECT_TRUE(b.wall(b.index(2, 0), S));
  EXPECT_TRUE(b.wall(b.index(2, 1), N));
  EXPECT_EQ(b.neighbourAcross(b.index(2, 0), E), b.index(0, 0));
}

TEST(NetImport, AcceptsNetsParameterFormsAndSurroundingSpace) {
  EXPECT_EQ(imported("2:1442").board.width(), 2);
  EXPECT_EQ(imported("2:1442").board.height(), 2);
  EXPECT_TRUE(imported("3x3wb0.5a:5a5a5a5a5").board.wrap());
  EXPECT_EQ(imported("  2x1:14\n").board.cellCount(), 2);
}

TEST(NetImport, BadIdsSayWhatAndWhere) {
  EXPECT_EQ(errorOf(""), "<net-id>:1:1: empty game ID; expected WxH:tiles as `sgt-net --generate` prints");
  EXPECT_EQ(errorOf("x5:1"), "<net-id>:1:1: expected the width (a number), found 'x'");
  EXPECT_EQ(errorOf("0x5:1"), "<net-id>:1:1: the width must be 1 to 200");
  EXPECT_EQ(errorOf("5x201:1"), "<net-id>:1:3: the height must be 1 to 200");
  EXPECT_EQ(errorOf("99999999999999999999x2:1"), "<net-id>:1:1: the width must be 1 to 200");
  EXPECT_EQ(errorOf("5x:1"), "<net-id>:1:3: expected the height (a number), found ':'");
  EXPECT_EQ(errorOf("5x5"), "<net-id>:1:4: expected ':' and the tiles after the parameters, found end of ID");
  EXPECT_EQ(errorOf("5x5q:1"), "<net-id>:1:4: unexpected 'q' in the parameters; expected 'w', 'b<rate>', 'a' or ':'");
  EXPECT_EQ(errorOf("5x5#123"),
            "<net-id>:1:4: a random-seed ID ('#') cannot be imported; give the game ID (WxH:tiles) that `sgt-net "
            "--generate` prints");
  EXPECT_EQ(errorOf("1x1:1"), "<net-id>:1:1: a Net board needs at least 2 tiles");
  EXPECT_EQ(errorOf("2x1:1"), "<net-id>:1:6: expected 2 tiles (2x1), found only 1");
  EXPECT_EQ(errorOf("2x1:"), "<net-id>:1:5: expected 2 tiles (2x1), found only 0");
  EXPECT_EQ(errorOf("2x1:1g"), "<net-id>:1:6: expected a tile (hex digit 0-9, a-f), found 'g'");
  EXPECT_EQ(errorOf("2x1:1 4"), "<net-id>:1:6: expected a tile (hex digit 0-9, a-f), found a space");
  EXPECT_EQ(errorOf("2x1:14v"),
            "<net-id>:1:7: barrier 'v' on the right border, where a non-wrapping board has no edge");
  EXPECT_EQ(errorOf("2x1:1h4"),
            "<net-id>:1:6: barrier 'h' on the bottom border, where a non-wrapping board has no edge");
  EXPECT_EQ(errorOf("2x1:1vv4"), "<net-id>:1:7: barrier 'v' repeated on one tile");
  EXPECT_EQ(errorOf("2x1:144"), "<net-id>:1:7: unexpected '4' after the last of 2 tiles");
  EXPECT_EQ(errorOf("2x1:14:"), "<net-id>:1:7: unexpected ':' after the last of 2 tiles");
  EXPECT_EQ(errorOf(std::string("2x1:1\x01")), "<net-id>:1:6: expected a tile (hex digit 0-9, a-f), found byte 1");
}

TEST(NetImport, AnyMangledIdGivesALevelOrAnErrorAtAColumnInsideIt) {
  const std::string seeds[] = {"5x5w:8vh4h3vav453ed6837538v4hd9hbhb2h2vh3ah", "15x1:123456789abcdef", "3x2:1v5ah8a4"};
  const std::string alphabet = "0123456789abcdefABCDEFvhwx:#b.a -\x01";
  Rng rng(5);
  for (int i = 0; i < 5000; ++i) {
    std::string id = seeds[rng.below(3)];
    const int edits = rng.range(1, 4);
    for (int e = 0; e < edits; ++e) {
      const auto at = rng.below(static_cast<std::uint32_t>(id.size() + 1));
      const char c = alphabet[rng.below(static_cast<std::uint32_t>(alphabet.size()))];
      switch (rng.below(3)) {
        case 0:
          id.insert(at, 1, c);
          break;
        case 1:
          if (at < id.size()) id.erase(at, 1);
          break;
        default:
          if (at < id.size()) id[at] = c;
          break;
      }
    }
    const auto loaded = importNetId(id, netTestCatalog());
    if (ok(loaded)) {
      EXPECT_GE(std::get<Level>(loaded).board.cellCount(), 2);
    } else {
      const LoadError& e = std::get<LoadError>(loaded);
      EXPECT_EQ(e.line, 1);
      EXPECT_GE(e.column, 1);
      EXPECT_LE(e.column, static_cast<int>(id.size()) + 1) << id;
    }
  }
}

// IDs printed by the real sgt-net, for every size 3..15 in both directions, wrapping or not,
// with and without barriers.
std::vector<std::string> sgtNetIds() {
  std::vector<std::string> ids;
  const std::array<const char*, 4> variants = {"", "w", "b0.3", "wb0.2"};
  const std::array<std::pair<int, int>, 8> sizes = {
      {{3, 3}, {4, 3}, {3, 7}, {5, 5}, {8, 6}, {10, 10}, {13, 9}, {15, 15}}};
  for (const auto& [w, h] : sizes) {
    for (const char* v : variants) {
      const std::string cmd =
          "/usr/games/sgt-net --generate 7 " + std::to_string(w) + "x" + std::to_string(h) + v + " 2>/dev/null";
      FILE* pipe = popen(cmd.c_str(), "r");
      if (!pipe) continue;
      char line[4096];
      while (std::fgets(line, sizeof line, pipe)) {
        std::string id(line);
        while (!id.empty() && (id.back() == '\n' || id.back() == '\r')) id.pop_back();
        if (!id.empty()) ids.push_back(id);
      }
      pclose(pipe);
    }
  }
  return ids;
}

TEST(NetImport, EveryIdSgtNetPrintsHasExactlyOneSolution) {
  if (!std::filesystem::exists("/usr/games/sgt-net")) GTEST_SKIP() << "sgt-net is not installed (package sgt-puzzles)";
  const auto ids = sgtNetIds();
  ASSERT_GE(ids.size(), 200u);
  int wrapped = 0;
  int walled = 0;
  NetSolver netSolver;
  for (const auto& id : ids) {
    auto loaded = importNetId(id, netTestCatalog());
    ASSERT_TRUE(ok(loaded)) << id << ": " << std::get<LoadError>(loaded).text();
    const Level& level = std::get<Level>(loaded);
    wrapped += level.board.wrap() ? 1 : 0;
    std::vector<NetMask> masks(static_cast<std::size_t>(level.board.cellCount()));
    std::vector<std::uint8_t> walls(masks.size());
    bool anyWall = false;
    for (int c = 0; c < level.board.cellCount(); ++c) {
      masks[static_cast<std::size_t>(c)] = shownAt(level.board, c);
      walls[static_cast<std::size_t>(c)] = level.board.wallMask(c);
      anyWall = anyWall || walls[static_cast<std::size_t>(c)] != 0;
    }
    walled += anyWall ? 1 : 0;
    SolveOptions options;
    options.maxSolutions = 2;
    const SolveResult result = solve(level.board, level.rules, options);
    EXPECT_FALSE(result.cancelled) << id;
    EXPECT_EQ(result.solutions, 1) << id;
    // Net's own generator proves uniqueness with deductions like NetSolver's, so it settles them too.
    EXPECT_EQ(
        netSolver.solve(level.board.width(), level.board.height(), level.board.wrap(), masks.data(), walls.data()), 0)
        << id;
  }
  EXPECT_GT(wrapped, 50);
  EXPECT_GT(walled, 50);
}

}  // namespace
}  // namespace net_import_test
}  // namespace tileflow
