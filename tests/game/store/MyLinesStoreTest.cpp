// Specifications of My levels, the Lines puzzles a player keeps: kept ones survive a restart, a
// board already kept is counted and not kept twice, a full store refuses whole and a failed save
// keeps nothing, an unreadable file is left alone with a notice.
#include "game/store/MyLinesStore.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "game/lines/LinesGenerator.hpp"
#include "game/lines/LinesPacks.hpp"
#include "tests/support/ScratchFolder.hpp"

namespace tileflow {
namespace my_lines_store_test {
namespace {

LinesLevel puzzle(std::uint64_t seed, bool withSolution = true) {
  LinesGenerateOptions o;
  o.width = o.height = 6;
  o.seed = seed;
  const auto made = generateLines(o);
  if (!made) throw std::runtime_error("no level");
  LinesLevel level = linesLevelOf(*made, "", "Made " + std::to_string(seed), seed);
  if (!withSolution) level.solution.clear();  // as a numberlink text grid comes in
  return level;
}

class MyLinesStoreTest : public ::testing::Test {
 protected:
  test::ScratchFolder scratch{"mylines"};
  std::filesystem::path file = scratch / "prefs" / "my-lines.yaml";
};

TEST_F(MyLinesStoreTest, KeptPuzzlesGetFreshIdsAndSurviveARestart) {
  {
    MyLinesStore store(file);
    EXPECT_EQ(store.add(puzzle(1)), "");
    EXPECT_EQ(store.add(puzzle(2, false)), "");
    ASSERT_EQ(store.load().levels.size(), 2u);
    EXPECT_EQ(store.load().levels[0].id, "mine-1");
    EXPECT_EQ(store.load().levels[1].id, "mine-2");
  }
  MyLinesStore again(file);
  const LinesPack& pack = again.load();
  ASSERT_EQ(pack.levels.size(), 2u);
  EXPECT_EQ(pack.levels[0].board, puzzle(1).board);
  EXPECT_EQ(pack.levels[0].solution, puzzle(1).solution);
  EXPECT_EQ(pack.levels[1].name, "Made 2");
  EXPECT_TRUE(pack.levels[1].solution.empty());
  EXPECT_TRUE(again.notice().empty());
}

TEST_F(MyLinesStoreTest, ABoardAlreadyKeptIsCountedNotKeptTwice) {
  MyLinesStore store(file);
  const ShelfAdded first = store.addNew({puzzle(1), puzzle(2), puzzle(1)});
  EXPECT_EQ(first.added, 2);
  EXPECT_EQ(first.alreadyThere, 1);
  const ShelfAdded second = store.addNew({puzzle(2, false)});
  EXPECT_EQ(second.added, 0);
  EXPECT_EQ(second.alreadyThere, 1) << "the same board without its solution is the same puzzle";
  ASSERT_NE(store.sameBoardAs(puzzle(2)), nullptr);
  EXPECT_EQ(store.sameBoardAs(puzzle(3)), nullptr);
}

TEST_F(MyLinesStoreTest, AFullStoreRefusesWholeAndRemovingMakesRoom) {
  MyLinesStore store(file, 2);
  ASSERT_EQ(store.addNew({puzzle(1), puzzle(2)}).added, 2);
  const ShelfAdded refused = store.addNew({puzzle(3)});
  EXPECT_EQ(refused.added, 0);
  EXPECT_NE(refused.error.find("full"), std::string::npos) << refused.error;
  EXPECT_NE(store.add(puzzle(4)), "");
  EXPECT_EQ(store.load().levels.size(), 2u);
  EXPECT_EQ(store.remove("mine-1"), "");
  EXPECT_EQ(store.add(puzzle(4)), "");
  MyLinesStore again(file);
  EXPECT_EQ(again.load().levels.size(), 2u);
  EXPECT_EQ(again.sameBoardAs(puzzle(1)), nullptr) << "the removal lasts";
}

TEST_F(MyLinesStoreTest, AFailedSaveKeepsNothing) {
  // A folder where the file should be: the atomic write cannot replace it.
  std::filesystem::create_directories(file / "in-the-way");
  MyLinesStore store(file);
  EXPECT_NE(store.add(puzzle(1)), "");
  const ShelfAdded result = store.addNew({puzzle(2)});
  EXPECT_FALSE(result.error.empty());
  EXPECT_EQ(result.added, 0);
}

TEST_F(MyLinesStoreTest, AnUnreadableFileIsNoticedAndLeftAsItWas) {
  std::filesystem::create_directories(file.parent_path());
  {
    std::ofstream out(file);
    out << "lines: 1\npack: [\n";
  }
  MyLinesStore store(file);
  EXPECT_TRUE(store.load().levels.empty());
  EXPECT_NE(store.notice().find("could not be read"), std::string::npos) << store.notice();
  std::ifstream in(file);
  std::ostringstream text;
  text << in.rdbuf();
  EXPECT_EQ(text.str(), "lines: 1\npack: [\n");
}

}  // namespace
}  // namespace my_lines_store_test
}  // namespace tileflow
