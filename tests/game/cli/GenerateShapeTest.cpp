// Specifications of `tileflow generate --shape`: square and hex are generated (a hex level checks
// and solves with one solution, also across the twisted seam), other shapes are refused.
#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "tests/game/cli/CliTesting.hpp"

namespace tileflow::cli {
namespace generate_shape_test {
namespace {

using testing::runCommand;

TEST(GenerateCommand, ShapeSquareGeneratesASquareLevel) {
  const auto r = runCommand({"generate", "--size", "3x3", "--shape", "square", "--seed", "2"});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("size: 3x3"), std::string::npos);
  EXPECT_EQ(r.out.find("shape:"), std::string::npos) << "square files leave the shape out";
}

TEST(GenerateCommand, ShapeHexMakesAHexLevelThatChecksAndSolvesWithOneSolution) {
  for (const std::vector<std::string>& extra :
       {std::vector<std::string>{}, std::vector<std::string>{"--rules", "net"}, std::vector<std::string>{"--wrap"}}) {
    const std::filesystem::path file = testing::scratchPath("generate-shape", "hex.yaml");
    std::vector<std::string> args = {"generate", "--size", "7x6",   "--shape",    "hex",
                                     "--seed",   "4",      "--out", file.string()};
    args.insert(args.end(), extra.begin(), extra.end());
    const auto made = runCommand(args);
    ASSERT_EQ(made.code, 0) << made.err;
    const auto shown = runCommand({"generate", "--size", "7x6", "--shape", "hex", "--seed", "4", "--out", "-"});
    EXPECT_NE(shown.out.find("shape: hex"), std::string::npos) << shown.out;
    const auto checked = runCommand({"check", file.string()});
    EXPECT_EQ(checked.code, 0) << checked.out << checked.err;
    const auto solved = runCommand({"solve", file.string()});
    EXPECT_EQ(solved.code, 0) << solved.err;
    EXPECT_NE(solved.out.find("solutions: 1"), std::string::npos) << solved.out;
  }
}

TEST(GenerateCommand, WrapTwistedMakesAHexLevelAcrossTheTwistedSeamOfAnyHeight) {
  for (const char* generator : {"fill", "net"}) {
    SCOPED_TRACE(generator);
    const std::filesystem::path file = testing::scratchPath("generate-shape", "twisted.yaml");
    const auto made = runCommand({"generate", "--size", "7x5", "--shape", "hex", "--wrap", "twisted", "--generator",
                                  generator, "--seed", "3", "--out", file.string()});
    ASSERT_EQ(made.code, 0) << made.err;
    const auto shown = runCommand({"generate", "--size", "7x5", "--shape", "hex", "--wrap", "twisted", "--generator",
                                   generator, "--seed", "3", "--out", "-"});
    EXPECT_NE(shown.out.find("\nwrap: twisted\n"), std::string::npos) << shown.out;
    const auto checked = runCommand({"check", file.string()});
    EXPECT_EQ(checked.code, 0) << checked.out << checked.err;
    const auto solved = runCommand({"solve", file.string()});
    EXPECT_NE(solved.out.find("solutions: 1"), std::string::npos) << solved.out;
  }
  // `--wrap straight` is `--wrap`; an odd height needs the twisted seam on hex.
  const auto straight = runCommand({"generate", "--size", "7x5", "--shape", "hex", "--wrap", "straight"});
  EXPECT_NE(straight.code, 0);
  EXPECT_NE(straight.err.find("even height"), std::string::npos) << straight.err;
}

TEST(GenerateCommand, WrapTwistedIsRefusedOffHexTilesBoards) {
  const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
      {{"--size", "5x5", "--wrap", "twisted"}, "--wrap twisted needs --shape hex"},
      {{"--size", "6x6", "--shape", "hex", "--wrap", "twisted", "--generator", "link"},
       "Link levels wrap straight only"},
      {{"--mode", "lines", "--size", "6x6", "--shape", "hex", "--wrap", "twisted"}, "Lines levels wrap straight only"}};
  for (const auto& [args, reason] : cases) {
    std::vector<std::string> command = {"generate"};
    command.insert(command.end(), args.begin(), args.end());
    const auto r = runCommand(command);
    EXPECT_NE(r.code, 0);
    EXPECT_NE(r.err.find(reason), std::string::npos) << r.err;
  }
}

TEST(GenerateCommand, UnknownShapeIsRefused) {
  const auto r = runCommand({"generate", "--size", "3x4", "--shape", "round"});
  EXPECT_NE(r.code, 0);
  EXPECT_NE(r.err.find("--shape must be 'square' or 'hex'"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace generate_shape_test
}  // namespace tileflow::cli
