// Specifications of `tileflow card FILE --out PNG`: a real QR reader (zbarimg) gets the level's
// share code back from the picture, exactly, for Tiles and for Lines levels.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <sstream>

#include "game/cli_sdl/DrawingCommands.hpp"
#include "game/io/LinesImport.hpp"
#include "game/io/LinesShareCode.hpp"
#include "game/io/TextFile.hpp"
#include "tests/game/cli/CliTesting.hpp"

namespace tileflow::cli {
namespace card_test {
namespace {

namespace fs = std::filesystem;

using testing::Outcome;
using testing::runCommand;

fs::path scratch(const std::string& name) { return testing::scratchPath("card-test", name); }

bool haveZbar() { return std::system("command -v zbarimg >/dev/null 2>&1") == 0; }

// What zbarimg reads from the picture, without its trailing newline.
std::string readQr(const fs::path& png) {
  const std::string command = "zbarimg --raw -q '" + png.string() + "' 2>/dev/null";
  FILE* pipe = popen(command.c_str(), "r");
  if (!pipe) return {};
  std::string text;
  char buffer[4096];
  while (const std::size_t n = std::fread(buffer, 1, sizeof buffer, pipe)) text.append(buffer, n);
  pclose(pipe);
  while (!text.empty() && (text.back() == '\n' || text.back() == '\r')) text.pop_back();
  return text;
}

std::string cardRoundTrip(const std::string& name, const std::vector<std::string>& generateArgs) {
  const fs::path level = scratch(name + ".yaml");
  std::vector<std::string> args = {"generate", "--seed", "3", "--out", level.string()};
  args.insert(args.end(), generateArgs.begin(), generateArgs.end());
  const Outcome made = runCommand(args, allCommands());
  EXPECT_EQ(made.code, 0) << made.err;
  const Outcome shared = runCommand({"share", level.string()});
  EXPECT_EQ(shared.code, 0) << shared.err;
  std::string code = shared.out;
  while (!code.empty() && code.back() == '\n') code.pop_back();
  const fs::path png = scratch(name + ".png");
  fs::remove(png);
  const Outcome card = runCommand({"card", level.string(), "--out", png.string()}, allCommands());
  EXPECT_EQ(card.code, 0) << card.err;
  EXPECT_TRUE(fs::exists(png));
  EXPECT_EQ(readQr(png), code);
  return card.out;
}

TEST(CardCommand, TheQrCodeReadsBackAsTheShareCode) {
  if (!haveZbar()) GTEST_SKIP() << "zbarimg (zbar-tools) is not installed";
  cardRoundTrip("small", {"--size", "6x5", "--wrap"});
}

TEST(CardCommand, AFullCatalog15x15CardReadsBack) {
  if (!haveZbar()) GTEST_SKIP() << "zbarimg (zbar-tools) is not installed";
  const std::string said = cardRoundTrip("big", {"--size", "15x15"});
  EXPECT_NE(said.find("QR version"), std::string::npos) << said;
}

TEST(CardCommand, ALinesLevelOrTextGridMakesALinesCardThatReadsBack) {
  if (!haveZbar()) GTEST_SKIP() << "zbarimg (zbar-tools) is not installed";
  const fs::path level = scratch("lines.yaml");
  const Outcome made = runCommand(
      {"generate", "--mode", "lines", "--size", "8x8", "--seed", "5", "--out", level.string()}, allCommands());
  ASSERT_EQ(made.code, 0) << made.err;
  const fs::path grid = scratch("grid.txt");
  {
    std::FILE* f = std::fopen(grid.string().c_str(), "w");
    ASSERT_NE(f, nullptr);
    std::fputs("A.B\n...\nA.B\n", f);
    std::fclose(f);
  }
  for (const fs::path& file : {level, grid}) {
    const fs::path png = scratch(file.stem().string() + "-card.png");
    fs::remove(png);
    const Outcome card = runCommand({"card", file.string(), "--out", png.string()}, allCommands());
    ASSERT_EQ(card.code, 0) << card.err;
    const std::string read = readQr(png);
    EXPECT_EQ(read.rfind("TL1.", 0), 0u) << file << ": a Lines share code, read " << read;
    // The code read back opens as the file's board.
    const Loaded<LinesLevel> back = decodeLinesShareCode(read);
    ASSERT_TRUE(ok(back)) << read;
    const Loaded<std::string> text = readTextFile(file, 1 << 20);
    ASSERT_TRUE(ok(text));
    const auto original = importLinesText(std::get<std::string>(text), "card");
    ASSERT_TRUE(original && ok(*original));
    EXPECT_EQ(std::get<LinesLevel>(back).board, std::get<LinesPack>(*original).levels.at(0).board) << file;
  }
}

TEST(CardCommand, WithoutOutOrWithABadFileIsExit2) {
  EXPECT_EQ(runCommand({"card", "x.yaml"}, allCommands()).code, 2);
  EXPECT_EQ(
      runCommand({"card", scratch("missing.yaml").string(), "--out", scratch("m.png").string()}, allCommands()).code,
      2);
}

}  // namespace
}  // namespace card_test
}  // namespace tileflow::cli
