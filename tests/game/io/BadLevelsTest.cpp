// Specifications of the loader on hostile and broken level files: every file in
// tests/data/bad-levels yields exactly the error line stored beside it in NAME.expected.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <vector>

#include "game/io/CatalogFile.hpp"
#include "game/io/LevelFile.hpp"
#include "tests/game/io/LevelTesting.hpp"

namespace tileflow {
namespace bad_levels_test {
namespace {

namespace fs = std::filesystem;
using test::errorText;
using test::readFile;
using test::sourceDir;

fs::path badLevels() { return sourceDir() / "tests" / "data" / "bad-levels"; }

std::vector<fs::path> badFiles() {
  std::vector<fs::path> files;
  for (const auto& entry : fs::directory_iterator(badLevels())) {
    if (entry.path().extension() == ".yaml") files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  return files;
}

// The error as the file's bare name would show it, so expectations do not depend on where the
// source tree lives.
std::string errorFor(const fs::path& path) {
  auto loaded = loadLevels(path, defaultCatalog());
  if (ok(loaded)) return "(loaded without error)";
  LoadError error = std::get<LoadError>(loaded);
  error.file = path.filename().string();
  return error.text();
}

std::string expectedFor(const fs::path& path) {
  fs::path expected = path;
  expected.replace_extension(".expected");
  std::string text = readFile(expected);
  while (!text.empty() && (text.back() == '\n' || text.back() == '\r')) text.pop_back();
  return text;
}

TEST(BadLevels, TheFolderCoversAtLeastTwentyFiveCases) { EXPECT_GE(badFiles().size(), 25u); }

TEST(BadLevels, EveryBadFileHasItsExpectedErrorBesideIt) {
  for (const auto& path : badFiles()) {
    fs::path expected = path;
    expected.replace_extension(".expected");
    EXPECT_TRUE(fs::exists(expected)) << expected;
  }
}

TEST(BadLevels, EveryBadFileGivesExactlyItsExpectedErrorLine) {
  for (const auto& path : badFiles()) {
    SCOPED_TRACE(path.filename().string());
    EXPECT_EQ(errorFor(path), expectedFor(path));
  }
}

class GeneratedFile {
 public:
  GeneratedFile(const std::string& name, const std::string& content) : path_(fs::path(TILEFLOW_BINARY_DIR) / name) {
    std::ofstream out(path_, std::ios::binary);
    out << content;
  }
  ~GeneratedFile() {
    std::error_code ec;
    fs::remove(path_, ec);
  }
  const fs::path& path() const { return path_; }

 private:
  fs::path path_;
};

TEST(BadLevels, AFileOverFourMebibytesIsRefusedBeforeParsing) {
  GeneratedFile file("huge-scalar.yaml", "format: 1\nname: \"" + std::string(5u << 20, 'x') + "\"\n");
  EXPECT_EQ(errorFor(file.path()), "huge-scalar.yaml:1:1: file is larger than the limit of 4 MiB");
}

TEST(BadLevels, AMultiMegabyteScalarUnderTheFileLimitIsRefusedAtItsPosition) {
  GeneratedFile file("long-scalar.yaml", "format: 1\nsize: 1x1\nname: \"" + std::string(3u << 20, 'x') + "\"\n");
  EXPECT_EQ(errorFor(file.path()), "long-scalar.yaml:3:7: level name is longer than 200 bytes");
}

TEST(BadLevels, TenThousandNestedBracketsStopAtTheDepthLimit) {
  GeneratedFile file("deep.yaml", "format: 1\nname: " + std::string(10000, '[') + std::string(10000, ']') + "\n");
  EXPECT_EQ(errorFor(file.path()), "deep.yaml:2:70: nesting is deeper than 64 levels");
}

TEST(BadLevels, AMillionValuesStopAtTheNodeLimit) {
  std::string text = "format: 1\nname: [";
  for (int i = 0; i < 700000; ++i) text += "1,";
  text += "1]\n";
  GeneratedFile file("wide.yaml", text);
  EXPECT_EQ(errorFor(file.path()), "wide.yaml:2:999998: too many values (the limit is 500000)");
}

TEST(BadLevels, ADirectoryIsNotALevelFile) {
  auto loaded = loadLevels(badLevels(), defaultCatalog());
  EXPECT_EQ(errorText(loaded), badLevels().string() + ":1:1: is a directory, not a file");
}

TEST(BadLevels, AMissingFileIsReportedNotThrown) {
  auto loaded = loadLevels(badLevels() / "no-such-file.yaml", defaultCatalog());
  EXPECT_EQ(errorText(loaded),
            (badLevels() / "no-such-file.yaml").string() + ":1:1: cannot open file: No such file or directory");
}

TEST(BadLevels, ADeviceThatNeverEndsIsRefusedWithoutReading) {
  auto loaded = loadLevels("/dev/zero", defaultCatalog());
  EXPECT_EQ(errorText(loaded), "/dev/zero:1:1: is not a regular file");
}

}  // namespace
}  // namespace bad_levels_test
}  // namespace tileflow
