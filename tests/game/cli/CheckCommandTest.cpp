// Specifications of `tileflow check FILE...`.
#include <gtest/gtest.h>

#include <filesystem>
#include <sstream>

#include "game/cli/Cli.hpp"

namespace tileflow::cli {
namespace check_command_test {
namespace {

namespace fs = std::filesystem;

std::string dataFile(const std::string& relative) { return (fs::path(TILEFLOW_SOURCE_DIR) / relative).string(); }

const std::string kGood = dataFile("levels/examples/first-steps.yaml");
const std::string kPack = dataFile("tests/data/good-levels/small-pack.yaml");
const std::string kUnknownTile = dataFile("tests/data/bad-levels/unknown-tile.yaml");
const std::string kEmpty = dataFile("tests/data/bad-levels/empty.yaml");

int check(const std::vector<std::string>& files, std::string& out, std::string& err) {
  std::vector<std::string> args{"check"};
  for (const auto& f : files) args.push_back(f);
  std::ostringstream o;
  std::ostringstream e;
  const int code = run(args, o, e);
  out = o.str();
  err = e.str();
  return code;
}

TEST(CheckCommand, WithoutFilesIsAUsageError) {
  std::string out;
  std::string err;
  EXPECT_EQ(check({}, out, err), 2);
  EXPECT_NE(err.find("usage: tileflow check FILE..."), std::string::npos);
  EXPECT_EQ(out, "");
}

TEST(CheckCommand, ValidFilesExitZeroWithNothingOnStderr) {
  std::string out;
  std::string err;
  EXPECT_EQ(check({kGood, kPack}, out, err), 0);
  EXPECT_EQ(err, "");
  EXPECT_EQ(out, kGood + ": ok (1 level)\n" + kPack + ": ok (2 levels)\n");
}

TEST(CheckCommand, ABadFileExitsTwoWithOneErrorLine) {
  std::string out;
  std::string err;
  EXPECT_EQ(check({kUnknownTile}, out, err), 2);
  EXPECT_EQ(err, kUnknownTile + ":9:18: unknown tile type 'road-teee'\n");
}

TEST(CheckCommand, EveryBadFileGetsItsOwnLineAndGoodOnesStillPass) {
  std::string out;
  std::string err;
  EXPECT_EQ(check({kEmpty, kGood, kUnknownTile}, out, err), 2);
  EXPECT_EQ(err, kEmpty + ":1:1: file is empty\n" + kUnknownTile + ":9:18: unknown tile type 'road-teee'\n");
  EXPECT_EQ(out, kGood + ": ok (1 level)\n");
}

TEST(CheckCommand, ADirectoryOrAMissingFileIsABadFileNotACrash) {
  std::string out;
  std::string err;
  const std::string dir = dataFile("tests/data/bad-levels");
  const std::string missing = dataFile("tests/data/bad-levels/none-such.yaml");
  EXPECT_EQ(check({dir, missing}, out, err), 2);
  EXPECT_EQ(err, dir + ":1:1: is a directory, not a file\n" + missing +
                     ":1:1: cannot open file: No such file or directory\n");
}

}  // namespace
}  // namespace check_command_test
}  // namespace tileflow::cli
