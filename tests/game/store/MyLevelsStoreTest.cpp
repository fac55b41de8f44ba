// Specifications of My levels as an import target: a level already there is counted, not added
// again, and what is added survives a restart.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "game/io/CatalogFile.hpp"
#include "game/store/MyLevelsStore.hpp"
#include "tests/support/ScratchFolder.hpp"

namespace tileflow {
namespace my_levels_store_test {
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

TEST_F(MyLevelsImport, AFullStoreRefusesNewLevelsAndChangesNothing) {
  MyLevelsStore store(dir / "my-levels.yaml", 2);
  ASSERT_EQ(store.addNew({puzzle(1), puzzle(2)}, defaultCatalog()).added, 2);
  const auto before = std::filesystem::last_write_time(dir / "my-levels.yaml");
  const auto refused = store.addNew({puzzle(3)}, defaultCatalog());
  EXPECT_EQ(refused.added, 0);
  EXPECT_NE(refused.error.find("full"), std::string::npos) << refused.error;
  const std::string error = store.add(puzzle(4), defaultCatalog());
  EXPECT_NE(error.find("Delete"), std::string::npos) << error;
  EXPECT_EQ(store.pack().levels.size(), 2u);
  EXPECT_EQ(std::filesystem::last_write_time(dir / "my-levels.yaml"), before);
  // Saving a level already there again is not adding: the editor's Save still works when full.
  Level again = store.pack().levels[0];
  again.name = "Renamed";
  EXPECT_EQ(store.add(again, defaultCatalog()), "");
  EXPECT_EQ(store.pack().levels[0].name, "Renamed");
}

TEST_F(MyLevelsImport, AnImportThatDoesNotFitIsRefusedWhole) {
  MyLevelsStore store(dir / "my-levels.yaml", 3);
  ASSERT_EQ(store.addNew({puzzle(1), puzzle(2)}, defaultCatalog()).added, 2);
  const auto result = store.addNew({puzzle(3), puzzle(4)}, defaultCatalog());
  EXPECT_EQ(result.added, 0);
  EXPECT_FALSE(result.error.empty());
  EXPECT_EQ(store.pack().levels.size(), 2u);
}

TEST_F(MyLevelsImport, RemovingALevelMakesRoomAndLasts) {
  MyLevelsStore store(dir / "my-levels.yaml", 2);
  ASSERT_EQ(store.addNew({puzzle(1), puzzle(2)}, defaultCatalog()).added, 2);
  const std::string gone = store.pack().levels[0].id;
  const std::string kept = store.pack().levels[1].id;
  EXPECT_EQ(store.remove(gone, defaultCatalog()), "");
  EXPECT_EQ(store.remove("no-such-level", defaultCatalog()), "");
  ASSERT_EQ(store.pack().levels.size(), 1u);
  EXPECT_EQ(store.pack().levels[0].id, kept);
  EXPECT_EQ(store.addNew({puzzle(3)}, defaultCatalog()).added, 1);

  MyLevelsStore reopened(dir / "my-levels.yaml");
  const Pack& pack = reopened.load(defaultCatalog());
  ASSERT_EQ(pack.levels.size(), 2u);
  EXPECT_EQ(pack.levels[0].id, kept);
  EXPECT_NE(pack.levels[1].id, kept);
}

}  // namespace
}  // namespace my_levels_store_test
}  // namespace tileflow
