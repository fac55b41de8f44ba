// Specifications of `tileflow generate --generator link`: Link levels with bridges, portals and
// walls that check and solve with one solution; Link-only options without it are refused.
#include <gtest/gtest.h>

#include "tests/game/cli/CliTesting.hpp"

namespace tileflow::cli {
namespace generate_link_test {
namespace {

using testing::runCommand;

TEST(GenerateCommand, LinkLevelsCheckAndSolveWithOneSolution) {
  for (const std::vector<std::string>& extra :
       {std::vector<std::string>{"--bridges", "2", "--portals", "1"},
        std::vector<std::string>{"--walls", "pillars", "--algorithm", "random", "--kinds", "6"},
        std::vector<std::string>{"--shape", "hex", "--wrap", "--outline", "full"},
        std::vector<std::string>{"--spacing", "2,4", "--kinds", "3"}}) {
    const std::filesystem::path file = testing::scratchPath("generate-link", "link.yaml");
    std::vector<std::string> args = {"generate", "--generator", "link",    "--size", "8x8",
                                     "--seed",   "5",           "--stats", "--out",  file.string()};
    args.insert(args.end(), extra.begin(), extra.end());
    const auto made = runCommand(args);
    ASSERT_EQ(made.code, 0) << made.err;
    EXPECT_NE(made.out.find("link: algorithm "), std::string::npos) << made.out;
    const auto checked = runCommand({"check", file.string()});
    EXPECT_EQ(checked.code, 0) << checked.out << checked.err;
    const auto solved = runCommand({"solve", file.string()});
    EXPECT_NE(solved.out.find("solutions: 1"), std::string::npos) << solved.out;
  }
}

TEST(GenerateCommand, LinkOptionsNeedTheLinkGenerator) {
  auto r = runCommand({"generate", "--size", "6x6", "--kinds", "3"});
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("need --generator link"), std::string::npos) << r.err;
  r = runCommand({"generate", "--generator", "link", "--size", "6x6", "--kinds", "9"});
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("--kinds needs 1 to 8"), std::string::npos) << r.err;
  r = runCommand({"generate", "--generator", "link", "--size", "6x6", "--algorithm", "sideways"});
  EXPECT_NE(r.err.find("--algorithm must be one of any, follow-edges"), std::string::npos) << r.err;
  r = runCommand({"generate", "--generator", "link", "--size", "6x6", "--rules", "net"});
  EXPECT_NE(r.err.find("Link rule"), std::string::npos) << r.err;
  r = runCommand({"generate", "--generator", "link", "--size", "2x6"});
  EXPECT_NE(r.err.find("at least 3x3"), std::string::npos) << r.err;
  r = runCommand({"generate", "--generator", "link", "--size", "6x6", "--spacing", "4,2"});
  EXPECT_NE(r.err.find("--spacing needs S,L with 1 <= S <= L"), std::string::npos) << r.err;
  r = runCommand({"generate", "--size", "6x6", "--outline", "star"});
  EXPECT_NE(r.err.find("--outline must be full, diamond, ring or hexagon"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace generate_link_test
}  // namespace tileflow::cli
