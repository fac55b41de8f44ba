// `tileflow import FILE.json` with Hexapipes puzzles: the level it writes checks, solves with one
// solution and shares, wrapping hexagonal ones across the twisted seam; a puzzle it cannot map says why.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "tests/game/cli/CliTesting.hpp"
#include "tests/game/io/LevelTesting.hpp"

namespace tileflow::cli {
namespace hexapipes_command_test {
namespace {

namespace fs = std::filesystem;

using testing::Outcome;
using testing::runCommand;
using testing::scratchPath;

std::string data(const std::string& name) {
  return (fs::path(TILEFLOW_SOURCE_DIR) / "tests" / "data" / "hexapipes" / name).string();
}

// Imports `file` to a level file that checks, solves with one solution and shares; its text.
std::string importCheckSolveShare(const std::string& file) {
  const std::string out = scratchPath("hexapipes-cli", fs::path(file).filename().string() + ".yaml").string();
  const Outcome imported = runCommand({"import", file, "--out", out});
  EXPECT_EQ(imported.code, 0) << imported.err;
  const Outcome checked = runCommand({"check", out});
  EXPECT_EQ(checked.code, 0) << checked.out << checked.err;
  const Outcome solved = runCommand({"solve", out});
  EXPECT_EQ(solved.code, 0) << solved.err;
  EXPECT_NE(solved.out.find("solutions: 1\n"), std::string::npos) << solved.out;
  const Outcome shared = runCommand({"share", out});
  EXPECT_EQ(shared.code, 0) << shared.err;
  EXPECT_EQ(shared.out.rfind("TF", 0), 0u) << shared.out;
  return test::readFile(out);
}

TEST(HexapipesCommand, ImportWritesALevelThatSolvesWithOneSolution) {
  for (const char* name : {"hexagonal-5x5-0-1.json", "hexagonal-7x7-0-1.json", "daily-2023-07-02-square-16x16.json"}) {
    SCOPED_TRACE(name);
    importCheckSolveShare(data(name));
  }
}

TEST(HexapipesCommand, ImportToStandardOutputNamesTheShape) {
  const Outcome r = runCommand({"import", data("hexagonal-5x5-0-1.json")});
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("shape: hex\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("size: 5x5\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("rules: [connected, acyclic]\n"), std::string::npos) << r.out;
}

TEST(HexapipesCommand, AWrappingHexPuzzleImportsWithTheTwistedSeamAndSolvesWithOneSolution) {
  // The daily says `wrap: true`; the instance file says nothing, and its folder says it wraps.
  const fs::path folder = scratchPath("hexapipes-cli", "hexagonal-wrap");
  fs::create_directories(folder);
  const fs::path instance = folder / "1.json";
  fs::copy_file(data("hexagonal-wrap-5x5-0-1.json"), instance, fs::copy_options::overwrite_existing);
  for (const std::string& file : {data("daily-2023-06-04-hexagonal-wrap-12x13.json"), instance.string()}) {
    SCOPED_TRACE(file);
    const std::string text = importCheckSolveShare(file);
    EXPECT_NE(text.find("\nwrap: twisted\n"), std::string::npos) << text;
  }
}

TEST(HexapipesCommand, AnUnmappablePuzzleOrABadFileExitsWithTwoAndTheReason) {
  const fs::path bad = scratchPath("hexapipes-cli", "bad.json");
  std::ofstream(bad) << "{\"grid\": \"triangular\", \"width\": 3, \"height\": 3, \"tiles\": []}\n";
  const Outcome r = runCommand({"import", bad.string()});
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("bad.json:1:10: grid 'triangular' cannot be imported"), std::string::npos) << r.err;

  const fs::path notJson = scratchPath("hexapipes-cli", "not.json");
  std::ofstream(notJson) << "{\"grid\": [\n";
  const Outcome n = runCommand({"import", notJson.string()});
  EXPECT_EQ(n.code, 2);
  EXPECT_NE(n.err.find("not.json:"), std::string::npos) << n.err;
}

}  // namespace
}  // namespace hexapipes_command_test
}  // namespace tileflow::cli
