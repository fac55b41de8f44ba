// SaveKillTest: a process saving progress in a loop is killed with SIGKILL at random moments;
// the save file must always load and hold a whole state, the one before or the one after.
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <string>
#include <thread>

#include "engine/core/Rng.hpp"
#include "game/store/ProgressStore.hpp"
#include "tests/support/TestScale.hpp"

namespace tileflow {
namespace save_kill_test {
namespace {

// Under a sanitizer every save is slower, and a quarter of the kills still land in every phase.
constexpr int kKills = test::scaled(300);
constexpr int kLevelsPerState = 120;  // a few kilobytes, so kills often land inside a write

// State number n: every figure derives from n, so a mixture of two states cannot pass for one.
PlayerProgress stateNumber(int n) {
  PlayerProgress p;
  for (int i = 0; i < kLevelsPerState; ++i) {
    p.levels["level-" + std::to_string(i)] = LevelProgress{n + i + 1, n + 2 * i + 1, 1 + (n + i) % 3};
  }
  p.lastLevel = "state-" + std::to_string(n);
  return p;
}

// The state number a progress claims to be, or -1 when it is not a whole state.
int wholeStateNumber(const PlayerProgress& p) {
  if (p.lastLevel.rfind("state-", 0) != 0) return -1;
  const int n = std::stoi(p.lastLevel.substr(6));
  return p == stateNumber(n) ? n : -1;
}

// The child: continue from what is on disk, saving ever newer states until killed.
[[noreturn]] void saveForever(const std::filesystem::path& file) {
  ProgressStore store(file);
  int n = wholeStateNumber(store.load());
  if (n < 0 || !store.notice().empty()) _exit(3);
  for (;;) {
    if (!store.save(stateNumber(++n))) _exit(4);
  }
}

class TempDir {
 public:
  TempDir() : path_(std::filesystem::temp_directory_path() / ("tileflow-kill-" + std::to_string(::getpid()))) {
    std::filesystem::remove_all(path_);
    std::filesystem::create_directories(path_);
  }
  ~TempDir() { std::filesystem::remove_all(path_); }
  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

TEST(SaveKill, ProgressSurvivesHundredsOfSigkillsWholeOldOrNew) {
  TempDir dir;
  const auto file = dir.path() / "progress.yaml";
  ASSERT_TRUE(ProgressStore(file).save(stateNumber(0)));
  // Kill windows scale with how long a save takes here (fsync, sanitizers, load), so most kills
  // land after the child has saved at least once.
  const auto t0 = std::chrono::steady_clock::now();
  for (int i = 0; i < 5; ++i) ASSERT_TRUE(ProgressStore(file).save(stateNumber(0)));
  const auto saveUs =
      std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - t0).count() / 5;
  const auto windowUs = static_cast<std::uint32_t>(std::clamp<long long>(10 * saveUs + 5000, 20000, 500000));
  Rng rng(7);
  int last = 0;
  int advanced = 0;
  for (int kill = 0; kill < kKills; ++kill) {
    const pid_t child = ::fork();
    ASSERT_GE(child, 0);
    if (child == 0) saveForever(file);
    // Anywhere from before the first save to several saves in (a save with its fsync takes
    // from under a millisecond to tens of milliseconds, depending on the disk and the load).
    std::this_thread::sleep_for(std::chrono::microseconds(rng.below(windowUs)));
    ASSERT_EQ(::kill(child, SIGKILL), 0);
    int status = 0;
    ASSERT_EQ(::waitpid(child, &status, 0), child);
    ASSERT_TRUE(WIFSIGNALED(status)) << "the saver stopped by itself, exit " << WEXITSTATUS(status);

    ProgressStore reader(file);
    const int n = wholeStateNumber(reader.load());
    ASSERT_TRUE(reader.notice().empty()) << "after kill " << kill << ": " << reader.notice();
    ASSERT_GE(n, last) << "after kill " << kill << " the file went back or is not a whole state";
    if (n > last) ++advanced;
    last = n;
  }
  // The kills must have interrupted real saving, not only children still starting up.
  EXPECT_GT(advanced, kKills / 10);
  RecordProperty("kills", kKills);
  RecordProperty("states_saved", last);
  // A kill between creating and renaming the temp file leaves it behind; it never replaces the
  // save, and the next successful save clears what killed writers left.
  ASSERT_TRUE(ProgressStore(file).save(stateNumber(last + 1)));
  int leftovers = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir.path())) leftovers += entry.path() != file;
  EXPECT_EQ(leftovers, 0) << "temp files of killed writers are cleared by the next save";
  RecordProperty("temp_files_left", leftovers);
  std::printf("kills: %d, states saved: %d, advanced after %d kills, temp files left: %d\n", kKills, last, advanced,
              leftovers);
}

}  // namespace
}  // namespace save_kill_test
}  // namespace tileflow
