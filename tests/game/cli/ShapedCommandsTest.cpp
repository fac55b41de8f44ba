// Specifications of `tileflow check`, `solve`, `share` and `import` on hex and shaped boards.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "tests/game/cli/CliTesting.hpp"

namespace tileflow::cli {
namespace shaped_commands_test {
namespace {

namespace fs = std::filesystem;

using testing::Outcome;
using testing::runCommand;

fs::path good(const std::string& name) {
  return fs::path(TILEFLOW_SOURCE_DIR) / "tests" / "data" / "good-levels" / name;
}

std::string trimmed(std::string s) {
  while (!s.empty() && (s.back() == '\n' || s.back() == '\r')) s.pop_back();
  return s;
}

const char* const kShaped[] = {"hex-road.yaml", "hexagon.yaml", "shaped-ring.yaml"};

TEST(ShapedCommands, CheckAcceptsHexAndShapedLevels) {
  for (const char* name : kShaped) {
    const Outcome r = runCommand({"check", good(name).string()});
    EXPECT_EQ(r.code, 0) << name << ": " << r.err;
  }
}

TEST(ShapedCommands, SolveFindsTheOneSolutionWithoutTurningTheHoles) {
  for (const char* name : kShaped) {
    const Outcome r = runCommand({"solve", good(name).string()});
    EXPECT_EQ(r.code, 0) << name << ": " << r.err;
    EXPECT_NE(r.out.find("solutions: 1\n"), std::string::npos) << name << ": " << r.out;
  }
}

TEST(ShapedCommands, ShareMakesAVersion2CodeThatImportsToTheSameLevel) {
  for (const char* name : kShaped) {
    const Outcome shared = runCommand({"share", good(name).string()});
    ASSERT_EQ(shared.code, 0) << shared.err;
    EXPECT_EQ(shared.out.rfind("TF2.", 0), 0u) << shared.out;
    const Outcome imported = runCommand({"import", trimmed(shared.out), "--out", "-"});
    ASSERT_EQ(imported.code, 0) << imported.err;
    // The imported file holds the same tiles, holes and walls: sharing it again gives the same code.
    const fs::path back = testing::scratchPath("shaped-commands-test", name);
    std::ofstream(back, std::ios::binary) << imported.out;
    const Outcome again = runCommand({"share", back.string()});
    EXPECT_EQ(again.out, shared.out) << name;
  }
}

}  // namespace
}  // namespace shaped_commands_test
}  // namespace tileflow::cli
