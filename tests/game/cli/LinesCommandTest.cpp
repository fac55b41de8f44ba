// Specifications of `tileflow lines solve FILE [--max N] [--print]`.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "tests/game/cli/CliTesting.hpp"

namespace tileflow::cli {
namespace lines_command_test {
namespace {

using testing::Outcome;
using testing::runCommand;

std::string fileWith(const std::string& name, const std::string& text) {
  const auto path = testing::scratchPath("lines-command-test", name);
  std::ofstream(path, std::ios::binary) << text;
  return path.string();
}

TEST(LinesCommand, SolveCountsEachPuzzleAndPrintsTheCover) {
  const std::string path = fileWith("two.txt", "A.B.D\n..C.E\n.....\n.B.D.\n.ACE.\n\n3 3\nA..\n...\n..A\n");
  const Outcome r = runCommand({"lines", "solve", path, "--print"});
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("puzzle: line 1\nsolutions: 1\ntime_ms: "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("5 5\nABBDD\nABCDE\nABCDE\nABCDE\nAACEE\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("puzzle: line 7\nsolutions: 2\n"), std::string::npos) << r.out;
  const Outcome many = runCommand({"lines", "solve", path, "--max", "100"});
  ASSERT_EQ(many.code, 0) << many.err;
  EXPECT_NE(many.out.find("puzzle: line 7\nsolutions: 2\n"), std::string::npos)
      << "a corner-to-corner line on 3x3 fills it two ways: " << many.out;
}

TEST(LinesCommand, BadFilesAndUsageAreErrors) {
  const Outcome bad = runCommand({"lines", "solve", fileWith("bad.txt", "A.A\nB..\n")});
  EXPECT_EQ(bad.code, 2);
  EXPECT_NE(bad.err.find("bad.txt:2:1: 'B' appears once"), std::string::npos) << bad.err;
  EXPECT_EQ(runCommand({"lines", "solve", "/nonexistent/p.txt"}).code, 2);
  EXPECT_EQ(runCommand({"lines"}).code, 2);
  EXPECT_EQ(runCommand({"lines", "solve"}).code, 2);
  EXPECT_EQ(runCommand({"lines", "solve", "x", "--max", "0"}).code, 2);
  EXPECT_EQ(runCommand({"lines", "walk", "x"}).code, 2);
}

}  // namespace
}  // namespace lines_command_test
}  // namespace tileflow::cli
