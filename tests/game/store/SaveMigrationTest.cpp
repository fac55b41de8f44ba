// Saves written before progress.yaml became the one record of solved levels (settings format 1
// kept its own `solved:` map) load without losing a solved level or a star, and are rewritten
// in the current formats. The fixtures in tests/data/saves/v1 were written by that version.
#include <gtest/gtest.h>
#include <unistd.h>

#include <climits>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "game/io/CatalogFile.hpp"
#include "game/io/LevelFile.hpp"
#include "game/store/Campaign.hpp"
#include "game/store/SaveMigration.hpp"

namespace tileflow {
namespace save_migration_test {
namespace {

const std::filesystem::path kFixtures = std::filesystem::path(TILEFLOW_SOURCE_DIR) / "tests/data/saves/v1";

std::string readAll(const std::filesystem::path& file) {
  std::ifstream in(file);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

class SaveMigration : public ::testing::Test {
 protected:
  void SetUp() override {
    dir = std::filesystem::temp_directory_path() / ("tileflow-migrate-" + std::to_string(::getpid()) + "-" +
                                                    ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    for (const char* name : {"settings.yaml", "progress.yaml"})
      std::filesystem::copy_file(kFixtures / name, dir / name);
    std::string problems;
    known = Campaign::loadPacks(defaultCatalog(), problems);
    ASSERT_TRUE(problems.empty()) << problems;
    auto examples =
        loadLevels(std::filesystem::path(TILEFLOW_SOURCE_DIR) / "levels/examples/first-steps.yaml", defaultCatalog());
    ASSERT_TRUE(ok(examples)) << std::get<LoadError>(examples).text();
    known.push_back(std::get<Pack>(examples));
  }
  void TearDown() override { std::filesystem::remove_all(dir); }

  const Level& level(const std::string& id) const {
    for (const Pack& pack : known)
      for (const Level& l : pack.levels)
        if (l.id == id) return l;
    throw std::runtime_error("no level " + id);
  }

  std::filesystem::path dir;
  std::vector<Pack> known;
};

TEST_F(SaveMigration, TodaysFixturesStillLoadAsTheyWereWritten) {
  SettingsStore settingsStore(dir / "settings.yaml");
  const Settings settings = settingsStore.load();
  ASSERT_TRUE(settingsStore.notice().empty()) << settingsStore.notice();
  EXPECT_EQ(settings.uiScalePercent, 125);
  EXPECT_EQ(settings.tiles.generateEnvironment, "town");
  EXPECT_EQ(settings.solvedFormat1.size(), 6u);
  SavedProgress progress(dir / "progress.yaml");
  ASSERT_TRUE(progress.notice().empty()) << progress.notice();
  EXPECT_EQ(progress.get().levels.size(), 4u);
  EXPECT_EQ(progress.get().lastLevel, "meadow-06");
}

TEST_F(SaveMigration, NoSolvedLevelAndNoStarIsLost) {
  SettingsStore settingsStore(dir / "settings.yaml");
  Settings settings = settingsStore.load();
  const std::map<std::string, int> solvedBefore = settings.solvedFormat1;
  const PlayerProgress progressBefore = SavedProgress(dir / "progress.yaml").get();
  SavedProgress progress(dir / "progress.yaml");

  ASSERT_TRUE(migrateSolvedLevels(settings, settingsStore, progress, known));

  // Read back from disk, as the next start would.
  const PlayerProgress after = SavedProgress(dir / "progress.yaml").get();
  for (const auto& [id, before] : progressBefore.levels) {
    ASSERT_TRUE(after.solved(id)) << id;
    EXPECT_GE(after.stars(id), before.stars) << id;
    EXPECT_LE(after.levels.at(id).bestMoves, before.bestMoves) << id;
    EXPECT_EQ(after.levels.at(id).bestSeconds, before.bestSeconds) << id << ": settings never kept times";
  }
  for (const auto& [id, moves] : solvedBefore) {
    ASSERT_TRUE(after.solved(id)) << id;
    EXPECT_LE(after.levels.at(id).bestMoves, moves) << id;
  }
  EXPECT_EQ(after.lastLevel, progressBefore.lastLevel);
  EXPECT_EQ(after.levels.size(), 8u) << "two levels in both files, two only in progress, four only in settings";

  // Stars are what the settings' moves earn against the level's par, never fewer than before.
  EXPECT_EQ(after.stars("meadow-02"), starsFor(level("meadow-02"), 3, INT_MAX, 0))
      << "3 moves are within par: more stars than the 1 progress had";
  EXPECT_GT(after.stars("meadow-02"), progressBefore.stars("meadow-02"));
  EXPECT_EQ(after.levels.at("meadow-02").bestMoves, 3);
  EXPECT_EQ(after.stars("meadow-01"), 3) << "progress's 3 stars stay though the settings alone would give 2";
  EXPECT_EQ(after.stars("meadow-03"), 1) << "over par";
  EXPECT_EQ(after.stars("meadow-04"), starsFor(level("meadow-04"), 9, INT_MAX, 0));
  EXPECT_EQ(after.stars("first-steps"), starsFor(level("first-steps"), 5, INT_MAX, 0));
  EXPECT_EQ(after.stars("my-bridge"), 1) << "a level no longer known still counts as solved";
  EXPECT_FALSE(after.levels.at("meadow-03").bestSeconds.has_value()) << "no time is made up";

  // The settings are rewritten without the old record, in the current format, and keep the rest.
  const std::string text = readAll(dir / "settings.yaml");
  EXPECT_EQ(text.find("solved"), std::string::npos) << text;
  EXPECT_NE(text.find("format: 2"), std::string::npos) << text;
  SettingsStore again(dir / "settings.yaml");
  const Settings reread = again.load();
  ASSERT_TRUE(again.notice().empty()) << again.notice();
  EXPECT_TRUE(reread.solvedFormat1.empty());
  EXPECT_EQ(reread.uiScalePercent, 125);
  EXPECT_TRUE(reread.tiles.generateWrap);
  // Every other value of the format-1 file is kept; the generator's now in the Tiles section.
  EXPECT_NE(text.find("tiles:\n  generator:"), std::string::npos) << text;
  EXPECT_FALSE(reread.fullscreen);
  EXPECT_EQ(reread.animationSpeed, 1);
  EXPECT_TRUE(reread.colourBlind);
  EXPECT_EQ(reread.tiles.generateWidth, 9);
  EXPECT_EQ(reread.tiles.generateHeight, 7);
  EXPECT_EQ(reread.tiles.generateEnvironment, "town");
  EXPECT_FALSE(reread.tiles.generateBlank);
  EXPECT_FALSE(reread.tiles.editBeforePlay);
  EXPECT_TRUE(reread.otherSections.empty());
}

TEST_F(SaveMigration, MigratingTwiceChangesNothing) {
  SettingsStore settingsStore(dir / "settings.yaml");
  Settings settings = settingsStore.load();
  const std::map<std::string, int> solved = settings.solvedFormat1;
  SavedProgress progress(dir / "progress.yaml");
  ASSERT_TRUE(migrateSolvedLevels(settings, settingsStore, progress, known));
  PlayerProgress once = progress.get();
  // As if the game had been killed after saving progress and before saving settings.
  EXPECT_FALSE(foldSolvedLevels(once, solved, known));
  EXPECT_EQ(once, progress.get());
}

TEST_F(SaveMigration, SettingsStayUntouchedWhenProgressCannotBeSaved) {
  SettingsStore settingsStore(dir / "settings.yaml");
  Settings settings = settingsStore.load();
  std::filesystem::remove(dir / "progress.yaml");
  std::filesystem::create_directories(dir / "progress.yaml" / "in-the-way");
  SavedProgress progress(dir / "progress.yaml");  // moves the folder aside
  std::filesystem::create_directories(dir / "progress.yaml" / "in-the-way");
  EXPECT_FALSE(migrateSolvedLevels(settings, settingsStore, progress, known));
  EXPECT_NE(readAll(dir / "settings.yaml").find("solved"), std::string::npos)
      << "the old record stays until progress holds its levels";
}

TEST_F(SaveMigration, TheCurrentSettingsFormatRefusesTheOldRecord) {
  const auto parsed = parseSettings("format: 2\nsolved: {meadow-01: 3}\n", "settings.yaml");
  ASSERT_FALSE(ok(parsed));
  EXPECT_EQ(std::get<LoadError>(parsed).line, 2);
}

}  // namespace
}  // namespace save_migration_test
}  // namespace tileflow
