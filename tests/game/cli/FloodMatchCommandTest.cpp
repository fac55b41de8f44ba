// Specifications of `tileflow flood match`.
#include <gtest/gtest.h>

#include "tests/game/cli/CliTesting.hpp"

namespace tileflow::cli {
namespace flood_match_command_test {
namespace {

using testing::runCommand;

TEST(FloodMatchCommandTest, PlaysEachBoardTwiceAndCountsBothSides) {
  const auto r = runCommand({"flood", "match", "--a", "medium", "--b", "easy", "--games", "4", "--size", "6x6"});
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("medium vs easy: 4 games, medium won "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("easy vs medium: 4 games, easy won "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("medium think time: mean "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("boards: 6x6 square, 6 colours, seed 1"), std::string::npos) << r.out;
}

TEST(FloodMatchCommandTest, ASeedGivesTheSameResults) {
  const std::vector<std::string> args = {"flood", "match",  "--a", "hard",   "--b", "easy",    "--games",
                                         "4",     "--size", "5x5", "--seed", "9",   "--shape", "hex"};
  const auto first = runCommand(args);
  const auto second = runCommand(args);
  ASSERT_EQ(first.code, 0) << first.err;
  // The first two lines hold the results; the rest are times.
  auto results = [](const std::string& out) { return out.substr(0, out.find("think time")); };
  EXPECT_EQ(results(first.out), results(second.out));
}

TEST(FloodMatchCommandTest, RefusesBadArguments) {
  const std::vector<std::vector<std::string>> bad = {
      {"flood", "match", "--a", "hard"},
      {"flood", "match", "--a", "expert", "--b", "easy"},
      {"flood", "match", "--a", "hard", "--b", "easy", "--games", "0"},
      {"flood", "match", "--a", "hard", "--b", "easy", "--games"},
      {"flood", "match", "--a", "hard", "--b", "easy", "--size", "1x5"},
      {"flood", "match", "--a", "hard", "--b", "easy", "--size", "15"},
      {"flood", "match", "--a", "hard", "--b", "easy", "--colours", "2"},
      {"flood", "match", "--a", "hard", "--b", "easy", "--colours", "11"},
      {"flood", "match", "--a", "hard", "--b", "easy", "--seed", "-1"},
      {"flood", "match", "--a", "hard", "--b", "easy", "--shape", "round"},
      {"flood", "match", "--a", "hard", "--b", "easy", "--fast"},
  };
  for (const auto& args : bad) {
    const auto r = runCommand(args);
    EXPECT_EQ(r.code, 2) << args.back();
    EXPECT_NE(r.err.find("tileflow flood match: "), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("usage: tileflow flood match"), std::string::npos) << r.err;
  }
}

}  // namespace
}  // namespace flood_match_command_test
}  // namespace tileflow::cli
