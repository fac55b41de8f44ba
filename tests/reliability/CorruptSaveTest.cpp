// CorruptSaveTest: a damaged, truncated or unreadable progress or settings file is moved aside
// and reported, defaults take over, and the next save works; never a crash or an exception.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "game/store/ProgressStore.hpp"
#include "game/store/SettingsStore.hpp"

namespace tileflow {
namespace corrupt_save_test {
namespace {

class CorruptSave : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::temp_directory_path() / ("tileflow-corrupt-" + std::to_string(::getpid()) + "-" +
                                                     ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_);
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }

  void write(const std::filesystem::path& file, const std::string& text) {
    std::ofstream(file, std::ios::binary | std::ios::trunc) << text;
  }
  // Files beside `file` whose names start with its name and ".corrupt-".
  std::vector<std::filesystem::path> asides(const std::filesystem::path& file) const {
    std::vector<std::filesystem::path> found;
    for (const auto& entry : std::filesystem::directory_iterator(dir_)) {
      if (entry.path().filename().string().rfind(file.filename().string() + ".corrupt-", 0) == 0)
        found.push_back(entry);
    }
    return found;
  }
  void clearAsides(const std::filesystem::path& file) {
    for (const auto& p : asides(file)) std::filesystem::remove(p);
  }

  std::filesystem::path dir_;
};

PlayerProgress someProgress() {
  PlayerProgress p;
  p.levels["meadow-01"] = {12, 30, 3};
  p.levels["meadow-02"] = {20, 45, 2};
  p.lastLevel = "meadow-03";
  return p;
}

Settings someSettings() {
  Settings s;
  s.animationSpeed = 3;
  s.colourBlind = true;
  s.tiles.generateWidth = 15;
  s.tiles.generateHeight = 15;
  return s;
}

const std::vector<std::string> kGarbage = {std::string("\0\0\0\0", 4),
                                           "\xff\xfe\xfd",
                                           "[unclosed",
                                           "levels: [1, 2",
                                           "- a\n- b\n",
                                           "{a: {b: {c: [",
                                           "lastLevel: [1]\n",
                                           "levels:\n  x: {bestMoves: lots}\n",
                                           "&a [*a, *a]\n",
                                           "\t\t:\n:",
                                           "!!binary AAAA\n"};

TEST_F(CorruptSave, GarbageProgressIsMovedAsideReportedAndReplaced) {
  const auto file = dir_ / "progress.yaml";
  for (const auto& text : kGarbage) {
    write(file, text);
    ProgressStore store(file);
    PlayerProgress loaded;
    ASSERT_NO_THROW(loaded = store.load());
    const auto moved = asides(file);
    // Some odd texts are still well-formed (an empty map); those must load as such, unreported.
    if (store.notice().empty()) {
      EXPECT_TRUE(moved.empty());
      continue;
    }
    EXPECT_EQ(loaded, PlayerProgress{}) << text;
    ASSERT_EQ(moved.size(), 1u) << store.notice();
    EXPECT_FALSE(std::filesystem::exists(file));
    EXPECT_NE(store.notice().find(moved.front().filename().string()), std::string::npos) << store.notice();
    ASSERT_TRUE(store.save(someProgress()));
    EXPECT_EQ(ProgressStore(file).load(), someProgress());
    clearAsides(file);
  }
}

TEST_F(CorruptSave, GarbageSettingsAreMovedAsideReportedAndReplaced) {
  const auto file = dir_ / "settings.yaml";
  for (const auto& text : kGarbage) {
    write(file, text);
    SettingsStore store(file);
    Settings loaded;
    ASSERT_NO_THROW(loaded = store.load());
    const auto moved = asides(file);
    if (store.notice().empty()) {
      EXPECT_TRUE(moved.empty());
      continue;
    }
    EXPECT_EQ(loaded, Settings{}) << text;
    ASSERT_EQ(moved.size(), 1u) << store.notice();
    EXPECT_NE(store.notice().find(moved.front().filename().string()), std::string::npos) << store.notice();
    ASSERT_TRUE(store.save(someSettings()));
    EXPECT_EQ(SettingsStore(file).load(), someSettings());
    clearAsides(file);
  }
}

// A torn write (what a non-atomic save would leave after a kill): every prefix of a real file
// either loads cleanly or is moved aside with a notice; none throws.
TEST_F(CorruptSave, EveryTruncationOfProgressLoadsOrIsMovedAside) {
  const auto file = dir_ / "progress.yaml";
  const std::string full = writeProgress(someProgress());
  int movedAside = 0;
  for (std::size_t cut = 0; cut < full.size(); ++cut) {
    write(file, full.substr(0, cut));
    ProgressStore store(file);
    ASSERT_NO_THROW(store.load()) << "cut at " << cut;
    if (!store.notice().empty()) {
      ++movedAside;
      ASSERT_EQ(asides(file).size(), 1u) << "cut at " << cut;
      clearAsides(file);
    }
  }
  EXPECT_GT(movedAside, 0);
}

TEST_F(CorruptSave, EveryTruncationOfSettingsLoadsOrIsMovedAside) {
  const auto file = dir_ / "settings.yaml";
  const std::string full = writeSettings(someSettings());
  for (std::size_t cut = 0; cut < full.size(); ++cut) {
    write(file, full.substr(0, cut));
    SettingsStore store(file);
    ASSERT_NO_THROW(store.load()) << "cut at " << cut;
    if (!store.notice().empty()) {
      ASSERT_EQ(asides(file).size(), 1u) << "cut at " << cut;
      clearAsides(file);
    }
  }
}

TEST_F(CorruptSave, ADirectoryWhereTheSaveShouldBeIsMovedAsideNotFatal) {
  const auto file = dir_ / "progress.yaml";
  std::filesystem::create_directories(file / "inside");
  ProgressStore store(file);
  ASSERT_NO_THROW(store.load());
  EXPECT_FALSE(store.notice().empty());
  // Either the way is clear again and the save lands, or the failure is reported; never a throw.
  bool saved = false;
  ASSERT_NO_THROW(saved = store.save(someProgress()));
  if (saved) {
    EXPECT_EQ(ProgressStore(file).load(), someProgress());
  } else {
    EXPECT_FALSE(store.notice().empty());
  }
}

}  // namespace
}  // namespace corrupt_save_test
}  // namespace tileflow
