// Specifications of `tileflow share FILE` and `tileflow import CODE|FILE|NET-ID [--out PATH]`.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "tests/game/cli/CliTesting.hpp"

namespace tileflow::cli {
namespace share_import_test {
namespace {

namespace fs = std::filesystem;

using testing::Outcome;
using testing::runCommand;

fs::path scratch(const std::string& name) { return testing::scratchPath("share-import-test", name); }

std::string readFile(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// A generated level file with the full catalog, written once per test that needs it.
fs::path generatedLevel(const std::string& name, const std::string& size, const std::string& extra = "") {
  const fs::path file = scratch(name);
  std::vector<std::string> args = {"generate", "--size", size, "--seed", "5", "--out", file.string()};
  if (!extra.empty()) args.push_back(extra);
  const Outcome made = runCommand(args);
  EXPECT_EQ(made.code, 0) << made.err;
  return file;
}

std::string trimmed(std::string s) {
  while (!s.empty() && (s.back() == '\n' || s.back() == '\r')) s.pop_back();
  return s;
}

TEST(ShareCommand, PrintsOneCodeThatImportsBackToTheSameLevelFile) {
  const fs::path file = generatedLevel("wrap.yaml", "7x6", "--wrap");
  const Outcome shared = runCommand({"share", file.string()});
  ASSERT_EQ(shared.code, 0) << shared.err;
  EXPECT_EQ(shared.out.rfind("TF1.", 0), 0u);
  EXPECT_EQ(std::count(shared.out.begin(), shared.out.end(), '\n'), 1);
  const Outcome imported = runCommand({"import", trimmed(shared.out)});
  ASSERT_EQ(imported.code, 0) << imported.err;
  EXPECT_EQ(imported.out, readFile(file));
}

TEST(ShareCommand, AFullCatalog15x15CodeRoundTripsThroughAFile) {
  const fs::path file = generatedLevel("big.yaml", "15x15");
  const Outcome shared = runCommand({"share", file.string()});
  ASSERT_EQ(shared.code, 0) << shared.err;
  const fs::path back = scratch("big-back.yaml");
  const Outcome imported = runCommand({"import", trimmed(shared.out), "--out", back.string()});
  ASSERT_EQ(imported.code, 0) << imported.err;
  EXPECT_EQ(imported.out, "");
  EXPECT_EQ(readFile(back), readFile(file));
}

TEST(ShareCommand, ABadFileIsExit2) {
  const Outcome shared = runCommand({"share", scratch("missing.yaml").string()});
  EXPECT_EQ(shared.code, 2);
  EXPECT_FALSE(shared.err.empty());
  EXPECT_EQ(runCommand({"share"}).code, 2);
}

TEST(ImportCommand, AcceptsALevelFilePath) {
  const fs::path file = generatedLevel("plain.yaml", "4x4");
  const Outcome imported = runCommand({"import", file.string()});
  ASSERT_EQ(imported.code, 0) << imported.err;
  EXPECT_EQ(imported.out, readFile(file));
}

TEST(ImportCommand, AcceptsANetGameId) {
  const Outcome imported = runCommand({"import", "5x5w:8vh4h3vav453ed6837538v4hd9hbhb2h2vh3ah"});
  ASSERT_EQ(imported.code, 0) << imported.err;
  EXPECT_NE(imported.out.find("rules: [connected, acyclic]"), std::string::npos);
}

TEST(ImportCommand, ATamperedCodeIsExit2WithAChecksumMessageAndWritesNothing) {
  const fs::path file = generatedLevel("tamper.yaml", "5x5");
  std::string code = trimmed(runCommand({"share", file.string()}).out);
  code[10] = code[10] == 'A' ? 'B' : 'A';
  const fs::path out = scratch("tampered-out.yaml");
  fs::remove(out);
  const Outcome imported = runCommand({"import", code, "--out", out.string()});
  EXPECT_EQ(imported.code, 2);
  EXPECT_NE(imported.err.find("checksum mismatch"), std::string::npos) << imported.err;
  EXPECT_EQ(imported.out, "");
  EXPECT_FALSE(fs::exists(out));
}

TEST(ImportCommand, GarbageTruncatedAndOversizedInputAreExit2) {
  const fs::path file = generatedLevel("cut.yaml", "5x5");
  const std::string code = trimmed(runCommand({"share", file.string()}).out);
  for (const std::string& bad : {std::string("hello"), code.substr(0, code.size() / 2), std::string("TF9.AAAA"),
                                 "TF1." + std::string(10000, 'A'), std::string("5x5:zz")}) {
    const Outcome imported = runCommand({"import", bad});
    EXPECT_EQ(imported.code, 2) << bad.substr(0, 40);
    EXPECT_FALSE(imported.err.empty());
    EXPECT_EQ(imported.out, "");
  }
  EXPECT_EQ(runCommand({"import"}).code, 2);
}

}  // namespace
}  // namespace share_import_test
}  // namespace tileflow::cli
