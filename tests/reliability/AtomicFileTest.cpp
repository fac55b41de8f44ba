// Specifications of the atomic save's housekeeping: orphaned temp files and moved-aside files.
#include <gtest/gtest.h>

#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "engine/core/AtomicFile.hpp"

namespace tileflow {
namespace atomic_file_test {
namespace {

namespace fs = std::filesystem;

class AtomicFileTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("tileflow-atomic-" + std::to_string(::getpid()));
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }
  static void touch(const fs::path& p, const char* text = "x") { std::ofstream(p) << text; }
  fs::path dir_;
};

// The pid of a process that has ended.
int deadPid() {
  const pid_t child = ::fork();
  if (child == 0) ::_exit(0);
  int status = 0;
  ::waitpid(child, &status, 0);
  return child;
}

TEST_F(AtomicFileTest, ASaveRemovesTempFilesOfKilledWriters) {
  const fs::path file = dir_ / "progress.yaml";
  const fs::path orphan = dir_ / ("progress.yaml.tmp-" + std::to_string(deadPid()));
  const fs::path live = dir_ / ("progress.yaml.tmp-" + std::to_string(::getppid()));  // a running process
  const fs::path other = dir_ / "settings.yaml.tmp-1x";
  touch(orphan);
  touch(live);
  touch(other);
  ASSERT_EQ(writeFileAtomically(file, "a: 1\n"), "");
  EXPECT_FALSE(fs::exists(orphan));
  EXPECT_TRUE(fs::exists(live)) << "a writer still running may be mid-save";
  EXPECT_TRUE(fs::exists(other)) << "only this file's temps are touched";
  std::ifstream in(file);
  std::string key, value;
  in >> key >> value;
  EXPECT_EQ(key + value, "a:1");
}

TEST_F(AtomicFileTest, TwoDamagedFilesInOneSecondAreBothKept) {
  const fs::path file = dir_ / "settings.yaml";
  touch(file, "first");
  const fs::path a = moveAside(file);
  touch(file, "second");
  const fs::path b = moveAside(file);
  ASSERT_FALSE(a.empty());
  ASSERT_FALSE(b.empty());
  EXPECT_NE(a, b);
  EXPECT_FALSE(fs::exists(file));
  std::ifstream ina(a), inb(b);
  std::string ta, tb;
  ina >> ta;
  inb >> tb;
  EXPECT_EQ(ta, "first");
  EXPECT_EQ(tb, "second");
}

TEST_F(AtomicFileTest, MovingAsideAMissingFileReportsFailure) { EXPECT_TRUE(moveAside(dir_ / "nothing.yaml").empty()); }

}  // namespace
}  // namespace atomic_file_test
}  // namespace tileflow
