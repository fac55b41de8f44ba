// Specifications of `tileflow import-net ID [--out PATH]` and `tileflow solve FILE [--max N]`.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "tests/game/cli/CliTesting.hpp"

namespace tileflow::cli {
namespace net_commands_test {
namespace {

namespace fs = std::filesystem;

using testing::Outcome;
using testing::runCommand;

fs::path scratch(const std::string& name) { return testing::scratchPath("net-commands-test", name); }

// A 5x5 wrapping ID as sgt-net printed it, with barriers.
constexpr const char* kWrapped = "5x5w:8vh4h3vav453ed6837538v4hd9hbhb2h2vh3ah";

TEST(ImportNetCommand, WritesALevelWithNetsRulesThatSolvesOnce) {
  const fs::path file = scratch("wrapped.yaml");
  const Outcome imported = runCommand({"import-net", kWrapped, "--out", file.string()});
  ASSERT_EQ(imported.code, 0) << imported.err;
  EXPECT_EQ(imported.out, "");
  std::ifstream in(file);
  std::stringstream text;
  text << in.rdbuf();
  EXPECT_NE(text.str().find("wrap: true"), std::string::npos);
  EXPECT_NE(text.str().find("rules: [connected, acyclic]"), std::string::npos);
  EXPECT_NE(text.str().find("walls:"), std::string::npos);

  const Outcome solved = runCommand({"solve", file.string()});
  ASSERT_EQ(solved.code, 0) << solved.err;
  EXPECT_EQ(solved.out.rfind("solutions: 1\ntime_ms: ", 0), 0u) << solved.out;
}

TEST(ImportNetCommand, WithoutOutPrintsTheLevel) {
  const Outcome r = runCommand({"import-net", "2x1:14"});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out.rfind("format: 1\n", 0), 0u);
}

TEST(ImportNetCommand, ABadIdIsAnErrorWithItsColumn) {
  const Outcome r = runCommand({"import-net", "5x5:41574"});
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.err, "<net-id>:1:10: expected 25 tiles (5x5), found only 5\n");
  EXPECT_EQ(r.out, "");
}

TEST(ImportNetCommand, AnUnwritableOutIsAnErrorAndLeavesTheOldFile) {
  // A folder where the file should go cannot be replaced; nothing is half written.
  const fs::path folder = scratch("taken");
  fs::create_directories(folder);
  const Outcome r = runCommand({"import-net", "2x1:14", "--out", folder.string()});
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(r.err.rfind("tileflow import-net: cannot write " + folder.string() + ": ", 0), 0u) << r.err;
  EXPECT_TRUE(fs::is_directory(folder));
  const Outcome imported = runCommand({"import", "2x1:14", "--out", folder.string()});
  EXPECT_EQ(imported.code, 1);
  EXPECT_EQ(imported.err.rfind("tileflow import: cannot write ", 0), 0u) << imported.err;
}

TEST(ImportNetCommand, AnOutThatIsALinkOrAPipeIsWrittenThroughNotReplaced) {
  // Like /dev/null or a shell's process substitution: what the user named keeps its kind.
  const fs::path target = scratch("link-target.yaml");
  const fs::path link = scratch("link.yaml");
  fs::remove(link);
  std::ofstream(target) << "old\n";
  fs::create_symlink(target.filename(), link);
  const Outcome linked = runCommand({"import-net", "2x1:14", "--out", link.string()});
  ASSERT_EQ(linked.code, 0) << linked.err;
  EXPECT_TRUE(fs::is_symlink(link));
  const Outcome printed = runCommand({"import-net", "2x1:14"});
  std::ifstream in(target, std::ios::binary);
  std::stringstream written;
  written << in.rdbuf();
  EXPECT_EQ(written.str(), printed.out);

  const fs::path pipe = scratch("pipe.yaml");
  fs::remove(pipe);
  ASSERT_EQ(::mkfifo(pipe.c_str(), 0600), 0);
  // A reader that never blocks: the command can open the pipe, and a replaced pipe reads empty.
  const int reader = ::open(pipe.c_str(), O_RDONLY | O_NONBLOCK);
  ASSERT_GE(reader, 0);
  const Outcome piped = runCommand({"import", "2x1:14", "--out", pipe.string()});
  EXPECT_EQ(piped.code, 0) << piped.err;
  std::string received(4096, '\0');
  const ssize_t n = ::read(reader, received.data(), received.size());
  ::close(reader);
  received.resize(n > 0 ? static_cast<std::size_t>(n) : 0);
  EXPECT_EQ(received, printed.out);
  EXPECT_EQ(fs::symlink_status(pipe).type(), fs::file_type::fifo);
  fs::remove(pipe);
}

TEST(ImportNetCommand, MissingIdIsAUsageError) {
  EXPECT_EQ(runCommand({"import-net"}).code, 2);
  EXPECT_EQ(runCommand({"import-net", "2x1:14", "--out"}).code, 2);
}

TEST(SolveCommand, MaxCapsTheCount) {
  // Two tiles that can meet across either of two seams: two solutions.
  const fs::path file = scratch("two.yaml");
  ASSERT_EQ(runCommand({"import-net", "2x1w:14", "--out", file.string()}).code, 0);
  Outcome r = runCommand({"solve", file.string(), "--max", "1"});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out.rfind("solutions: 1\n", 0), 0u) << r.out;
  r = runCommand({"solve", file.string()});
  EXPECT_EQ(r.out.rfind("solutions: 2\n", 0), 0u) << r.out;
}

TEST(SolveCommand, LoadErrorsNameFileLineAndColumn) {
  const fs::path file = scratch("broken.yaml");
  std::ofstream(file) << "format: 1\nsize: banana\n";
  const Outcome r = runCommand({"solve", file.string()});
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.err.rfind(file.string() + ":", 0), 0u) << r.err;
  EXPECT_EQ(r.out, "");
}

TEST(SolveCommand, BadArgumentsAreUsageErrors) {
  EXPECT_EQ(runCommand({"solve"}).code, 2);
  EXPECT_EQ(runCommand({"solve", "x.yaml", "--max", "0"}).code, 2);
  EXPECT_EQ(runCommand({"solve", "x.yaml", "--max"}).code, 2);
}

}  // namespace
}  // namespace net_commands_test
}  // namespace tileflow::cli
