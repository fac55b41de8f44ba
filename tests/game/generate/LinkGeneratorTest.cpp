// Specifications of the Link generator: every level it makes has exactly one solution under the
// Link rule, every line end is a landmark, kinds, bridges, warps and portals as asked.
#include <gtest/gtest.h>

#include <stdexcept>
#include <stop_token>
#include <string>
#include <vector>

#include "game/generate/LandmarkSpacing.hpp"
#include "game/generate/LinkGenerator.hpp"
#include "game/io/CatalogFile.hpp"
#include "game/model/Puzzle.hpp"
#include "game/solve/Solver.hpp"

namespace tileflow {
namespace link_generator_test {
namespace {

const Catalog& catalog() { return defaultCatalog(); }

void expectGoodLinkLevel(const Level& level, const LinkOptions& options, const LinkReport& report) {
  const Board& board = level.board;
  ASSERT_TRUE(level.solution.has_value());
  EXPECT_EQ(board.width(), options.width);
  EXPECT_EQ(board.height(), options.height);
  EXPECT_TRUE(board.hasLandmarks());
  EXPECT_FALSE(evaluate(board, level.rules).solved) << "the level starts shuffled";
  const Board solved = level.solvedBoard();
  const Status status = evaluate(solved, level.rules);
  EXPECT_TRUE(status.solved);
  EXPECT_EQ(status.mixedNetworks, 0);
  EXPECT_EQ(status.splitKinds, 0);
  // Exactly the recorded solution, and no other.
  const SolveResult r = solve(board, level.rules);
  EXPECT_EQ(r.solutions, 1);
  // Kinds: as many networks hold landmarks as there are kinds, each of one kind.
  const Networks nets(solved);
  int kinds = 0;
  for (int k = 1; k <= MaxLandmarkKinds; ++k) {
    if (nets.networksHolding(k) > 0) ++kinds;
    EXPECT_LE(nets.networksHolding(k), 1);
  }
  EXPECT_EQ(kinds, report.kinds);
  EXPECT_LE(report.kinds, options.kinds);
  // The drawing is recorded: its algorithm, its lines, and perfect when no rival had fewer.
  ASSERT_TRUE(level.drawn.has_value());
  EXPECT_EQ(level.drawn->algorithm, LineAlgorithmNames[static_cast<std::size_t>(report.algorithm)]);
  EXPECT_NE(report.algorithm, LineAlgorithm::Any);
  EXPECT_EQ(level.drawn->lines, report.lines);
  EXPECT_GE(report.lines, report.fewestLines);
  EXPECT_EQ(level.drawn->perfect, report.lines == report.fewestLines);
  // Every end of a line (a cell with one flow side) holds a landmark.
  for (int c = 0; c < solved.cellCount(); ++c) {
    if (!solved.present(c)) continue;
    int flowSides = 0;
    for (int s = 0; s < solved.sides(); ++s) flowSides += hasFlow(solved.side(c, s)) ? 1 : 0;
    if (flowSides == 1) {
      EXPECT_NE(solved.landmark(c), 0) << "cell " << c;
    }
  }
}

TEST(LinkGenerator, MakesUniqueLinkLevelsOnSquareBoards) {
  int perfect = 0;
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    LinkOptions o;
    o.width = 5 + static_cast<int>(seed % 4);
    o.height = 5 + static_cast<int>(seed % 3);
    o.kinds = 1 + static_cast<int>(seed % 4);
    o.seed = seed;
    LinkReport report;
    const auto level = generateLink(catalog(), o, {}, nullptr, &report);
    ASSERT_TRUE(level.has_value());
    SCOPED_TRACE("seed " + std::to_string(seed));
    expectGoodLinkLevel(*level, o, report);
    perfect += report.perfect ? 1 : 0;
  }
  // Some drawings have the fewest lines of their design, and the record says which.
  EXPECT_GT(perfect, 0);
}

}  // namespace
}  // namespace link_generator_test
}  // namespace tileflow

namespace tileflow {
namespace link_generator_test {
namespace {

TEST(LinkGenerator, BridgesWarpsPortalsWallsAndHexBoardsAreUniqueToo) {
  struct Case {
    const char* what;
    LinkOptions options;
  };
  std::vector<Case> cases;
  auto add = [&cases](const char* what, auto change) {
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
      LinkOptions o;
      o.width = 9;
      o.height = 8;
      o.kinds = 4;
      o.seed = seed;
      change(o);
      cases.push_back({what, o});
    }
  };
  add("bridges", [](LinkOptions& o) { o.bridges = 3; });
  add("warps", [](LinkOptions& o) { o.wrap = true; });
  add("portals", [](LinkOptions& o) { o.portals = 2; });
  add("pillars", [](LinkOptions& o) { o.walls = WallPattern::Pillars; });
  add("ring", [](LinkOptions& o) { o.outline = Outline::Ring; });
  add("random lines, eight kinds", [](LinkOptions& o) {
    o.algorithm = LineAlgorithm::Random;
    o.kinds = 8;
  });
  add("hex with bridges", [](LinkOptions& o) {
    o.shape = Shape::Hex;
    o.bridges = 2;
  });
  for (const Case& c : cases) {
    SCOPED_TRACE(std::string(c.what) + ", seed " + std::to_string(c.options.seed));
    LinkReport report;
    const auto level = generateLink(catalog(), c.options, {}, nullptr, &report);
    ASSERT_TRUE(level.has_value());
    expectGoodLinkLevel(*level, c.options, report);
    const Board& b = level->board;
    if (c.options.portals > 0) {
      int portalCells = 0;
      for (int i = 0; i < b.cellCount(); ++i) portalCells += b.portalPartner(i) >= 0 ? 1 : 0;
      EXPECT_EQ(portalCells, 2 * c.options.portals);
    }
    if (c.options.bridges > 0) {
      int bridges = 0;
      for (int i = 0; i < b.cellCount(); ++i) bridges += b.typeAt(i).channelCount == 2 ? 1 : 0;
      EXPECT_EQ(bridges, c.options.bridges);
    }
    if (c.options.wrap) {
      EXPECT_TRUE(b.wrap());
    }
  }
}

// With spacing, landmarks are as many as fit with each one's nearest other landmark s to l steps
// away (walls, holes and portals as the board answers them), and the level is still unique.
TEST(LinkGenerator, SpacedLandmarksKeepBothBoundsAndTheLevelIsUnique) {
  int levels = 0;
  for (std::uint64_t seed = 1; seed <= 16; ++seed) {
    LinkOptions o;
    o.width = 8 + static_cast<int>(seed % 4);
    o.height = 8;
    o.kinds = 4;
    o.minSpacing = 2 + static_cast<int>(seed % 2);
    o.maxSpacing = o.minSpacing + 2;
    o.portals = seed % 3 == 0 ? 1 : 0;
    o.walls = seed % 4 == 0 ? WallPattern::Pillars : WallPattern::None;
    o.seed = seed;
    SCOPED_TRACE("seed " + std::to_string(seed));
    LinkReport report;
    std::optional<Level> level;
    try {
      level = generateLink(catalog(), o, {}, nullptr, &report);
    } catch (const std::runtime_error&) {
      continue;  // counted below: most seeds must make a level
    }
    ASSERT_TRUE(level.has_value());
    ++levels;
    const Board& b = level->board;
    std::vector<int> cells;
    for (int c = 0; c < b.cellCount(); ++c)
      if (b.landmark(c) != 0) cells.push_back(c);
    ASSERT_GE(cells.size(), 2u);
    for (int d : nearestLandmarkDistances(b, cells)) {
      EXPECT_GE(d, o.minSpacing);
      EXPECT_LE(d, o.maxSpacing);
    }
    EXPECT_EQ(solve(b, level->rules).solutions, 1);
    EXPECT_TRUE(evaluate(level->solvedBoard(), level->rules).solved);
  }
  EXPECT_GE(levels, 12);
}

TEST(LinkGenerator, TheSameSeedGivesTheSameLevel) {
  LinkOptions o;
  o.width = 8;
  o.height = 8;
  o.bridges = 2;
  o.portals = 1;
  o.seed = 99;
  const auto a = generateLink(catalog(), o);
  const auto b = generateLink(catalog(), o);
  ASSERT_TRUE(a && b);
  EXPECT_TRUE(a->board.sameLayout(b->board));
}

TEST(LinkGenerator, BadOptionsAreRefusedWithAReason) {
  LinkOptions o;
  o.kinds = 0;
  EXPECT_THROW(generateLink(catalog(), o), std::invalid_argument);
  o.kinds = MaxLandmarkKinds + 1;
  EXPECT_THROW(generateLink(catalog(), o), std::invalid_argument);
  o = LinkOptions{};
  o.width = 2;
  EXPECT_THROW(generateLink(catalog(), o), std::invalid_argument);
  o = LinkOptions{};
  o.environment = "nowhere";
  EXPECT_THROW(generateLink(catalog(), o), std::invalid_argument);
  o = LinkOptions{};
  o.shape = Shape::Hex;
  o.height = 7;
  o.wrap = true;
  EXPECT_THROW(generateLink(catalog(), o), std::invalid_argument);
}

TEST(LinkGenerator, AStopRequestEndsItWithNothing) {
  std::stop_source source;
  source.request_stop();
  LinkOptions o;
  o.width = 30;
  o.height = 30;
  EXPECT_FALSE(generateLink(catalog(), o, source.get_token()).has_value());
}

}  // namespace
}  // namespace link_generator_test
}  // namespace tileflow
