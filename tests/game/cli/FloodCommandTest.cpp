// Specifications of `tileflow flood import ID|CODE [--out PATH]`, `tileflow flood solve ID|CODE|FILE
// [--nodes N | --game-limits] [--threads N]`
// and `tileflow flood share ID|CODE|FILE`.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "game/flood/FloodSolver.hpp"
#include "game/io/FloodFile.hpp"
#include "tests/game/cli/CliTesting.hpp"

namespace tileflow::cli {
namespace flood_command_test {
namespace {

namespace fs = std::filesystem;

using testing::Outcome;
using testing::runCommand;

fs::path scratch(const std::string& name) { return testing::scratchPath("flood-command-test", name); }

// Printed by `sgt-flood --generate 1 12x12c6m0`: its own solver floods it in 17 moves.
constexpr const char* kSgt =
    "12x12:401105500400243330055042331315531322533524442132325232344233031232121035530022055011244505041542532311010504"
    "545042015302454431142331422541353111,17";

std::string field(const std::string& out, const std::string& name) {
  const std::size_t at = out.find(name + ": ");
  if (at == std::string::npos) return "(none)";
  const std::size_t from = at + name.size() + 2;
  return out.substr(from, out.find('\n', from) - from);
}

TEST(FloodCommand, ImportWritesABoardFileThatSolves) {
  const fs::path file = scratch("sgt.yaml");
  const Outcome imported = runCommand({"flood", "import", kSgt, "--out", file.string()});
  ASSERT_EQ(imported.code, 0) << imported.err;
  EXPECT_EQ(imported.out, "");
  std::ifstream in(file);
  std::stringstream text;
  text << in.rdbuf();
  EXPECT_EQ(text.str().rfind("flood: 1\nwidth: 12\nheight: 12\ncolours: 6\nshape: square\nmoves: 17\nrows:\n", 0), 0u)
      << text.str();

  const Outcome fromFile = runCommand({"flood", "solve", file.string()});
  const Outcome fromId = runCommand({"flood", "solve", kSgt});
  ASSERT_EQ(fromFile.code, 0) << fromFile.err;
  ASSERT_EQ(fromId.code, 0) << fromId.err;
  EXPECT_EQ(field(fromFile.out, "moves"), field(fromId.out, "moves"));
  EXPECT_EQ(field(fromFile.out, "sequence"), field(fromId.out, "sequence"));
}

TEST(FloodCommand, SolvePrintsMovesProofTimeAndTheColoursOneBased) {
  const Outcome r = runCommand({"flood", "solve", "3x1:012,2"});
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(field(r.out, "moves"), "2");
  EXPECT_EQ(field(r.out, "proven"), "yes");
  EXPECT_EQ(field(r.out, "sequence"), "2 3");
  EXPECT_NE(field(r.out, "time_ms"), "(none)");
  const Outcome sgt = runCommand({"flood", "solve", kSgt});
  ASSERT_EQ(sgt.code, 0) << sgt.err;
  EXPECT_LE(std::stoi(field(sgt.out, "moves")), 17);
  EXPECT_EQ(field(sgt.out, "proven"), "yes");
}

TEST(FloodCommand, ANodeBudgetOfZeroGivesAnUnprovenAnswer) {
  const Outcome r = runCommand({"flood", "solve", kSgt, "--nodes", "0"});
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(field(r.out, "proven"), "no");
  EXPECT_EQ(field(r.out, "nodes"), "0");
  EXPECT_LE(std::stoi(field(r.out, "moves")), 17);  // sgt's own player, at the least
}

TEST(FloodCommand, GameLimitsSolveWithinTheBudgetTheGameGivesTheBoard) {
  // A 30x30 board of 8 colours, far past what the game's budget proves.
  std::string id = "30x30c8:";
  unsigned x = 12345;
  for (int i = 0; i < 900; ++i) {
    x = x * 1103515245U + 12345U;
    id += static_cast<char>('0' + (x >> 16) % 8);
  }
  id += ",0";
  const Outcome game = runCommand({"flood", "solve", id, "--game-limits"});
  ASSERT_EQ(game.code, 0) << game.err;
  const auto puzzle = floodPuzzleFromId(id);
  ASSERT_TRUE(ok(puzzle));
  const std::int64_t budget = floodGameLimits(std::get<FloodPuzzle>(puzzle).board).nodes;
  EXPECT_LT(budget, FloodSolveLimits{}.nodes);
  EXPECT_EQ(field(game.out, "nodes"), std::to_string(budget));
  EXPECT_EQ(field(game.out, "proven"), "no");
  // On a board the budget proves, the same answer as without it.
  const Outcome small = runCommand({"flood", "solve", kSgt, "--game-limits"});
  ASSERT_EQ(small.code, 0) << small.err;
  EXPECT_EQ(field(small.out, "proven"), "yes");
  EXPECT_EQ(field(small.out, "sequence"), field(runCommand({"flood", "solve", kSgt}).out, "sequence"));
  EXPECT_EQ(runCommand({"flood", "solve", kSgt, "--game-limits", "--nodes", "5"}).code, 2);
}

TEST(FloodCommand, SolveOnSeveralThreadsGivesTheSameProvenCount) {
  const Outcome one = runCommand({"flood", "solve", kSgt});
  const Outcome two = runCommand({"flood", "solve", kSgt, "--threads", "2"});
  ASSERT_EQ(one.code, 0) << one.err;
  ASSERT_EQ(two.code, 0) << two.err;
  EXPECT_EQ(field(two.out, "proven"), "yes");
  EXPECT_EQ(field(two.out, "moves"), field(one.out, "moves"));
}

TEST(FloodCommand, WithoutOutImportPrintsTheBoard) {
  const Outcome r = runCommand({"flood", "import", "2x1:01,1"});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, "flood: 1\nwidth: 2\nheight: 1\ncolours: 2\nshape: square\nmoves: 1\nrows:\n  - \"01\"\n");
}

TEST(FloodCommand, BadIdsAndFilesAreErrorsWithTheirPlace) {
  const Outcome id = runCommand({"flood", "import", "3x1:01,1"});
  EXPECT_EQ(id.code, 2);
  EXPECT_EQ(id.err, "<flood-id>:1:7: a 3x1 board needs 3 cells, found 2\n");
  EXPECT_EQ(id.out, "");
  const Outcome solveId = runCommand({"flood", "solve", "3x1:01,1"});
  EXPECT_EQ(solveId.code, 2);
  EXPECT_EQ(solveId.err, "<flood-id>:1:7: a 3x1 board needs 3 cells, found 2 (nor is there a file of that name)\n");
  const fs::path bad = scratch("bad.yaml");
  {
    std::ofstream out(bad);
    out << "flood: 1\nwidth: 2\nheight: 1\ncolours: 2\nrows: [\"03\"]\n";
  }
  const Outcome file = runCommand({"flood", "solve", bad.string()});
  EXPECT_EQ(file.code, 2);
  EXPECT_EQ(file.err, bad.string() + ":5:10: colour 4 (digit 3) on a board of 2 colours (digits 0 to 1)\n");
}

// `flood share` prints a board's code; the code goes wherever an ID goes and names the same board.
TEST(FloodCommand, ShareGivesACodeThatImportsAndSolvesAsTheId) {
  const Outcome shared = runCommand({"flood", "share", kSgt});
  ASSERT_EQ(shared.code, 0) << shared.err;
  ASSERT_TRUE(shared.out.starts_with("TD1.")) << shared.out;
  ASSERT_EQ(shared.out.back(), '\n');
  const std::string code = shared.out.substr(0, shared.out.size() - 1);
  const Outcome fromCode = runCommand({"flood", "import", code});
  const Outcome fromId = runCommand({"flood", "import", kSgt});
  ASSERT_EQ(fromCode.code, 0) << fromCode.err;
  EXPECT_EQ(fromCode.out, fromId.out);
  const Outcome solved = runCommand({"flood", "solve", code});
  const Outcome solvedId = runCommand({"flood", "solve", kSgt});
  ASSERT_EQ(solved.code, 0) << solved.err;
  EXPECT_EQ(field(solved.out, "sequence"), field(solvedId.out, "sequence"));

  const fs::path file = scratch("shared.yaml");
  ASSERT_EQ(runCommand({"flood", "import", kSgt, "--out", file.string()}).code, 0);
  EXPECT_EQ(runCommand({"flood", "share", file.string()}).out, shared.out);

  const Outcome bad = runCommand({"flood", "share", code.substr(0, code.size() - 3)});
  EXPECT_EQ(bad.code, 2);
  EXPECT_NE(bad.err.find("<share-code>:1:"), std::string::npos) << bad.err;
  EXPECT_EQ(bad.out, "");
}

TEST(FloodCommand, UsageErrorsExitWithTwo) {
  for (const std::vector<std::string>& args : std::vector<std::vector<std::string>>{
           {"flood"},
           {"flood", "race"},
           {"flood", "import"},
           {"flood", "import", "2x1:01,1", "extra"},
           {"flood", "solve"},
           {"flood", "solve", "2x1:01,1", "--nodes"},
           {"flood", "solve", "2x1:01,1", "--nodes", "many"},
           {"flood", "solve", "2x1:01,1", "--nodes", "-3"},
           {"flood", "solve", "2x1:01,1", "--threads"},
           {"flood", "solve", "2x1:01,1", "--threads", "0"},
           {"flood", "solve", "2x1:01,1", "--threads", "17"},
           {"flood", "solve", "2x1:01,1", "--threads", "two"},
           {"flood", "solve", "--fast"},
           {"flood", "share"},
           {"flood", "share", "2x1:01,1", "extra"},
       }) {
    const Outcome r = runCommand(args);
    EXPECT_EQ(r.code, 2) << args.back();
    EXPECT_NE(r.err.find("tileflow flood"), std::string::npos) << args.back() << ": " << r.err;
    EXPECT_EQ(r.out, "");
  }
}

}  // namespace
}  // namespace flood_command_test
}  // namespace tileflow::cli
