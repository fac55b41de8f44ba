// Thin shaped boards with the connected rule: a ring two cells high has its middle columns cut
// right through, so its cells fall apart and no one network can join them. The generator says so
// at once instead of contradicting its own solution; a ring that holds together still works.
#include <gtest/gtest.h>

#include "game/generate/Generator.hpp"
#include "game/solve/Solver.hpp"
#include "tests/support/TestCatalog.hpp"

namespace tileflow {
namespace thin_outline_test {
namespace {

TEST(ThinOutlineTest, AnOutlineThatFallsApartIsRefusedForTheConnectedRule) {
  for (const bool acyclic : {false, true}) {
    GenerateOptions o;
    o.width = 7;
    o.height = 2;
    o.outline = Outline::Ring;
    o.environment = "test";
    o.rules.connected = true;
    o.rules.acyclic = acyclic;
    o.seed = 274;
    try {
      generate(test::testCatalog(), o);
      ADD_FAILURE() << "a 7x2 ring is two pieces";
    } catch (const std::invalid_argument& e) {
      EXPECT_NE(std::string(e.what()).find("fall apart in 2 pieces"), std::string::npos) << e.what();
    }
    // Without `connected` each piece has networks of its own.
    o.rules.connected = false;
    for (std::uint64_t seed = 270; seed < 280; ++seed) {
      o.seed = seed;
      EXPECT_NO_THROW(generate(test::testCatalog(), o)) << seed;
    }
  }
}

TEST(ThinOutlineTest, RingsThatHoldTogetherStillMakeConnectedLevels) {
  int made = 0;
  for (const int h : {3, 4, 6}) {
    GenerateOptions o;
    o.width = 7;
    o.height = h;
    o.outline = Outline::Ring;
    o.environment = "test";
    o.rules.connected = true;
    for (std::uint64_t seed = 1; seed < 6; ++seed) {
      o.seed = seed;
      Board board(test::testCatalog(), o.width, o.height, Topology::square());
      cutOutline(board, o.outline);
      ASSERT_EQ(1, cellGroups(board)) << h;
      std::optional<Level> level;
      try {
        level = generate(test::testCatalog(), o);
      } catch (const std::runtime_error&) {
        continue;  // the test pieces cannot build this shape: said, not wrong
      }
      ASSERT_TRUE(level.has_value() && level->solution.has_value());
      Board solved = level->board;
      for (int c = 0; c < solved.cellCount(); ++c)
        solved.setRotation(c, (*level->solution)[static_cast<std::size_t>(c)]);
      EXPECT_EQ(0, solved.looseEnds()) << "the solution closes every end";
      ++made;
    }
  }
  EXPECT_GT(made, 5);
}

}  // namespace
}  // namespace thin_outline_test
}  // namespace tileflow
