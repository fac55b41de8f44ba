// Specifications of `tileflow lines solve FILE [--max N] [--print]` and `generate --mode lines`.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "game/lines/LinesGenerator.hpp"
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

// `generate --mode lines` writes a pack of unique levels that `lines solve` reads level by level;
// the same seed writes the same file.
TEST(LinesCommand, GeneratedPacksSolveLevelByLevel) {
  const std::string path = testing::scratchPath("lines-command-test", "made.yaml").string();
  const Outcome made = runCommand({"generate", "--mode", "lines", "--size", "7x6", "--shape", "hex", "--bridges", "1",
                                   "--seed", "5", "--count", "3", "--out", path});
  ASSERT_EQ(made.code, 0) << made.err;
  const Outcome again = runCommand({"generate", "--mode", "lines", "--size", "7x6", "--shape", "hex", "--bridges", "1",
                                    "--seed", "5", "--count", "3", "--out", "-"});
  ASSERT_EQ(again.code, 0) << again.err;
  std::ifstream in(path, std::ios::binary);
  std::ostringstream written;
  written << in.rdbuf();
  EXPECT_EQ(again.out, written.str());
  const Outcome solved = runCommand({"lines", "solve", path});
  ASSERT_EQ(solved.code, 0) << solved.err;
  for (const char* id : {"lines-7x6-5", "lines-7x6-6", "lines-7x6-7"})
    EXPECT_NE(solved.out.find(std::string("puzzle: ") + id + "\nsolutions: 1\n"), std::string::npos) << solved.out;
  const Outcome wrong = runCommand({"generate", "--mode", "lines", "--size", "7x6", "--env", "meadow"});
  EXPECT_EQ(wrong.code, 2);
  // Boards past the generator's reach are refused at once, with the reason.
  const Outcome huge = runCommand({"generate", "--mode", "lines", "--size", "40x40"});
  EXPECT_EQ(huge.code, 2);
  EXPECT_NE(huge.err.find("at most 1156 cells"), std::string::npos) << huge.err;
  const Outcome hugeHex = runCommand({"generate", "--mode", "lines", "--size", "27x10", "--shape", "hex"});
  EXPECT_EQ(hugeHex.code, 2);
  EXPECT_NE(hugeHex.err.find("at most 26 a side"), std::string::npos) << hugeHex.err;
  // So are choices past the side the generator makes promptly with them, naming that side.
  const Outcome wraps = runCommand({"generate", "--mode", "lines", "--size", "30x30", "--wrap"});
  EXPECT_EQ(wraps.code, 2);
  LinesGenerateOptions wrapping;
  wrapping.wrap = true;
  const int side = linesLargestPromptSide(wrapping).value_or(0);
  const std::string most = std::to_string(side) + "x" + std::to_string(side);
  EXPECT_NE(wraps.err.find("at most " + most), std::string::npos) << wraps.err;
  const Outcome pillars = runCommand({"generate", "--mode", "lines", "--size", "30x16", "--walls", "pillars"});
  EXPECT_EQ(pillars.code, 2) << pillars.err;
  const Outcome broken = runCommand({"lines", "solve", fileWith("broken.yaml", "lines: 1\nlevels:\n  - id: x\n")});
  EXPECT_EQ(broken.code, 2);
  EXPECT_NE(broken.err.find("broken.yaml:3:"), std::string::npos) << broken.err;
}

// `lines import` turns a text file of puzzles into a pack whose levels keep their boards and
// carry a cover; a board with no cover is refused with the reason and nothing is written.
TEST(LinesCommand, ImportMakesLevelsAndRefusesImpossibleBoards) {
  const std::string path = fileWith("Two Puzzles.txt", "A.B.D\n..C.E\n.....\n.B.D.\n.ACE.\n\n3 3\nA..\n...\n..A\n");
  const std::string pack = testing::scratchPath("lines-command-test", "imported.yaml").string();
  const Outcome r = runCommand({"lines", "import", path, "--out", pack});
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("imported 2 levels"), std::string::npos) << r.out;
  EXPECT_NE(r.err.find("(line 7): note: more than one cover"), std::string::npos) << r.err;
  const Outcome solved = runCommand({"lines", "solve", pack});
  ASSERT_EQ(solved.code, 0) << solved.err;
  EXPECT_NE(solved.out.find("puzzle: two-puzzles-1\nsolutions: 1\n"), std::string::npos) << solved.out;
  EXPECT_NE(solved.out.find("puzzle: two-puzzles-2\nsolutions: 2\n"), std::string::npos) << solved.out;
  const std::string crossed = testing::scratchPath("lines-command-test", "crossed.yaml").string();
  const Outcome none = runCommand({"lines", "import", fileWith("crossed.txt", "AB\nBA\n"), "--out", crossed});
  EXPECT_EQ(none.code, 1);
  EXPECT_NE(none.err.find("no cover"), std::string::npos) << none.err;
  EXPECT_FALSE(std::filesystem::exists(crossed));
  const Outcome odd = runCommand({"lines", "import", fileWith("odd.txt", "A.A\n.A.\n")});
  EXPECT_EQ(odd.code, 2);
  EXPECT_NE(odd.err.find("odd.txt:2:2:"), std::string::npos) << odd.err;
}

TEST(LinesCommand, ShareGivesACodeThatImportsAndSolvesAsTheLevel) {
  const std::string pack = testing::scratchPath("lines-command-test", "to-share.yaml").string();
  ASSERT_EQ(
      runCommand({"lines", "import", fileWith("share.txt", "A.B.D\n..C.E\n.....\n.B.D.\n.ACE.\n"), "--out", pack}).code,
      0);
  const Outcome shared = runCommand({"lines", "share", pack});
  ASSERT_EQ(shared.code, 0) << shared.err;
  ASSERT_TRUE(shared.out.starts_with("TL1.")) << shared.out;
  const std::string code = shared.out.substr(0, shared.out.find('\n'));
  const Outcome solved = runCommand({"lines", "solve", code});
  ASSERT_EQ(solved.code, 0) << solved.err;
  EXPECT_NE(solved.out.find("solutions: 1\n"), std::string::npos) << solved.out;
  const Outcome imported = runCommand({"lines", "import", code});
  ASSERT_EQ(imported.code, 0) << imported.err;
  EXPECT_NE(imported.out.find("id: \"share-1\""), std::string::npos) << "the code keeps the level's id\n"
                                                                     << imported.out;
  std::string broken = code;
  broken[6] = broken[6] == 'A' ? 'B' : 'A';
  const Outcome bad = runCommand({"lines", "import", broken});
  EXPECT_EQ(bad.code, 2);
  EXPECT_NE(bad.err.find("<share-code>:1:"), std::string::npos) << bad.err;
  EXPECT_EQ(runCommand({"lines", "share"}).code, 2);
  EXPECT_EQ(runCommand({"lines", "share", "/nonexistent/p.yaml"}).code, 2);
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
