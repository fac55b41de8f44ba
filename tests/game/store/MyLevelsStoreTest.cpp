// Specifications of My levels as an import target: a level already there is counted, not added
// again, and what is added survives a restart.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "game/io/CatalogFile.hpp"
#include "game/store/MyLevelsStore.hpp"
#include "tests/support/ScratchFolder.hpp"

namespace tileflow {
namespace {

Level puzzle(std::uint64_t seed) {
  Level level = test::generatedLevel(defaultCatalog(), seed, 4, 4);
  level.id.clear();
  return level;
}

class MyLevelsImport : public ::testing::Test {
 protected:
  test::ScratchFolder scratch{"mylevels"};
  // Not made yet: the store makes it on its first save.
  std::filesystem::path dir = scratch / "prefs";
};

TEST_F(MyLevelsImport, NewPuzzlesAreAddedUnderFreshIds) {
  MyLevelsStore store(dir / "my-levels.yaml");
  const auto result = store.addNew({puzzle(1), puzzle(2)}, defaultCatalog());
  EXPECT_TRUE(result.error.empty()) << result.error;
  EXPECT_EQ(result.added, 2);
  EXPECT_EQ(result.alreadyThere, 0);
  ASSERT_EQ(store.pack().levels.size(), 2u);
  EXPECT_EQ(store.pack().levels[0].id, "my-1");
  EXPECT_EQ(store.pack().levels[1].id, "my-2");
}

TEST_F(MyLevelsImport, APuzzleAlreadyThereIsCountedNotAdded) {
  MyLevelsStore store(dir / "my-levels.yaml");
  ASSERT_EQ(store.addNew({puzzle(1)}, defaultCatalog()).added, 1);
  Level renamed = puzzle(1);
  renamed.name = "The same, renamed";
  const auto result = store.addNew({renamed, puzzle(2)}, defaultCatalog());
  EXPECT_EQ(result.added, 1);
  EXPECT_EQ(result.alreadyThere, 1);
  EXPECT_EQ(store.pack().levels.size(), 2u);
  EXPECT_NE(store.samePuzzleAs(renamed, defaultCatalog()), nullptr);
  EXPECT_EQ(store.samePuzzleAs(puzzle(3), defaultCatalog()), nullptr);
}

TEST_F(MyLevelsImport, FourImportsOfOnePuzzleMakeOneEntry) {
  MyLevelsStore store(dir / "my-levels.yaml");
  for (int i = 0; i < 4; ++i) store.addNew({puzzle(5)}, defaultCatalog());
  EXPECT_EQ(store.pack().levels.size(), 1u);
}

TEST_F(MyLevelsImport, RepeatsInsideOneBatchCountOnce) {
  MyLevelsStore store(dir / "my-levels.yaml");
  const auto result = store.addNew({puzzle(1), puzzle(1), puzzle(1)}, defaultCatalog());
  EXPECT_EQ(result.added, 1);
  EXPECT_EQ(result.alreadyThere, 2);
}

TEST_F(MyLevelsImport, TheDuplicateRuleHoldsAfterARestart) {
  {
    MyLevelsStore store(dir / "my-levels.yaml");
    ASSERT_EQ(store.addNew({puzzle(1)}, defaultCatalog()).added, 1);
  }
  MyLevelsStore again(dir / "my-levels.yaml");
  const auto result = again.addNew({puzzle(1)}, defaultCatalog());
  EXPECT_EQ(result.added, 0);
  EXPECT_EQ(result.alreadyThere, 1);
  EXPECT_EQ(again.pack().levels.size(), 1u);
}

TEST_F(MyLevelsImport, AFailedSaveAddsNothing) {
  std::filesystem::create_directories(dir);
  // A folder where the file should be: the atomic write cannot replace it.
  std::filesystem::create_directories(dir / "my-levels.yaml" / "in-the-way");
  MyLevelsStore store(dir / "my-levels.yaml");
  const auto result = store.addNew({puzzle(1)}, defaultCatalog());
  EXPECT_FALSE(result.error.empty());
  EXPECT_EQ(result.added, 0);
  EXPECT_TRUE(store.pack().levels.empty());
}

}  // namespace
}  // namespace tileflow
