// Lines share codes: every shipped Lines level (square, hex, wrap, holes, portals, bridges) and
// boards with walls round-trip exactly; any one changed character and every truncation is
// caught; malformed codes get a message with a column; a valid checksum over a board that is no
// puzzle is still refused.
#include "game/io/LinesShareCode.hpp"

#include <gtest/gtest.h>

#include <cctype>
#include <filesystem>

#include "game/io/CodeBits.hpp"
#include "game/io/LinesFile.hpp"
#include "game/io/ShareCode.hpp"
#include "game/lines/LinesGenerator.hpp"
#include "game/lines/LinesPacks.hpp"
#include "tests/game/io/LevelTesting.hpp"
#include "tests/game/lines/LinesTesting.hpp"

namespace tileflow {
namespace lines_share_code_test {
namespace {

void expectSameLevel(const LinesLevel& a, const LinesLevel& b) {
  EXPECT_EQ(a.id, b.id);
  EXPECT_EQ(a.name, b.name);
  EXPECT_TRUE(a.board == b.board) << a.id;
  EXPECT_EQ(a.solution, b.solution) << a.id;
  EXPECT_EQ(a.algorithm, b.algorithm);
  EXPECT_EQ(a.perfect, b.perfect);
  EXPECT_EQ(a.difficulty, b.difficulty);
  EXPECT_EQ(a.seed, b.seed);
}

std::string errorOf(std::string_view code) {
  const auto r = decodeLinesShareCode(code);
  return ok(r) ? std::string("decoded") : std::get<LoadError>(r).text();
}

LinesLevel generatedLevel(std::uint64_t seed, int bridges = 0) {
  LinesGenerateOptions o;
  o.width = 7;
  o.height = 6;
  o.bridges = bridges;
  o.seed = seed;
  const auto made = generateLines(o);
  if (!made) throw std::runtime_error("nothing generated");
  return linesLevelOf(*made, "shared-7", "Shared 7", seed);
}

TEST(LinesShareCode, EveryShippedLevelRoundTripsExactly) {
  int levels = 0;
  std::size_t longest = 0;
  for (const auto& entry : std::filesystem::directory_iterator(test::sourceDir() / "levels" / "lines")) {
    const auto pack = loadLinesFile(entry.path());
    ASSERT_TRUE(ok(pack)) << std::get<LoadError>(pack).text();
    for (const LinesLevel& level : std::get<LinesPack>(pack).levels) {
      const std::string code = encodeLinesShareCode(level);
      ASSERT_TRUE(code.starts_with("TL1.")) << code;
      longest = std::max(longest, code.size());
      const auto back = decodeLinesShareCode(code);
      ASSERT_TRUE(ok(back)) << level.id << ": " << std::get<LoadError>(back).text();
      expectSameLevel(std::get<LinesLevel>(back), level);
      EXPECT_EQ(encodeLinesShareCode(std::get<LinesLevel>(back)), code) << "one code per level";
      ++levels;
    }
  }
  EXPECT_GE(levels, 150);
  // A 14x14 level with its solution fits a QR code easily (docs/share-code.md, "Lines codes").
  EXPECT_LT(longest, 400u);
}

TEST(LinesShareCode, WallsBridgesAndAPlainBoardRoundTrip) {
  LinesLevel level;
  level.id = "walls";
  level.board = lines_testing::boardOf("AB.\n...\nA.B\n");
  level.board.setWall(level.board.cellAt(1, 1), 1, true);
  const auto back = decodeLinesShareCode(encodeLinesShareCode(level));
  ASSERT_TRUE(ok(back)) << std::get<LoadError>(back).text();
  expectSameLevel(std::get<LinesLevel>(back), level);
  EXPECT_TRUE(std::get<LinesLevel>(back).board.wall(level.board.cellAt(2, 1), 3)) << "both sides of the wall";

  const LinesLevel bridged = generatedLevel(5, 2);
  const auto again = decodeLinesShareCode(encodeLinesShareCode(bridged));
  ASSERT_TRUE(ok(again)) << std::get<LoadError>(again).text();
  expectSameLevel(std::get<LinesLevel>(again), bridged);
}

TEST(LinesShareCode, ALevelWithoutAnIdRoundTrips) {
  // A generated level shared from play has a name and no id.
  LinesLevel level;
  level.name = "Generated 3x3";
  level.board = lines_testing::boardOf("A.A\nB.B\nC.C\n");
  const auto back = decodeLinesShareCode(encodeLinesShareCode(level));
  ASSERT_TRUE(ok(back)) << std::get<LoadError>(back).text();
  expectSameLevel(std::get<LinesLevel>(back), level);
  EXPECT_TRUE(std::get<LinesLevel>(back).id.empty());
}

TEST(LinesShareCode, SurroundingWhiteSpaceIsIgnoredAndTheKindsAreTold) {
  const std::string code = encodeLinesShareCode(generatedLevel(3));
  EXPECT_TRUE(ok(decodeLinesShareCode("  \t" + code + "\r\n")));
  EXPECT_TRUE(looksLikeLinesShareCode(" " + code));
  EXPECT_FALSE(looksLikeShareCode(code)) << "a Lines code is not a Tiles code";
  EXPECT_FALSE(looksLikeLinesShareCode("TF1.AAAA"));
}

TEST(LinesShareCode, ChangingAnyOneCharacterIsCaught) {
  const std::string code = encodeLinesShareCode(generatedLevel(4));
  for (std::size_t k = 0; k < code.size(); ++k) {
    for (char ch : ShareCodeAlphabet) {
      if (ch == code[k]) continue;
      std::string changed = code;
      changed[k] = ch;
      EXPECT_FALSE(ok(decodeLinesShareCode(changed))) << "position " << k << " as " << ch;
    }
    std::string lower = code;
    lower[k] = static_cast<char>(std::tolower(static_cast<unsigned char>(lower[k])));
    if (lower != code) {
      EXPECT_FALSE(ok(decodeLinesShareCode(lower)));
    }
  }
}

TEST(LinesShareCode, EveryTruncationIsCaught) {
  const std::string code = encodeLinesShareCode(generatedLevel(6));
  for (std::size_t n = 0; n < code.size(); ++n) EXPECT_FALSE(ok(decodeLinesShareCode(code.substr(0, n)))) << n;
  EXPECT_FALSE(ok(decodeLinesShareCode(code + "A")));
  EXPECT_FALSE(ok(decodeLinesShareCode(code + "AAAAAAAA")));
}

TEST(LinesShareCode, MalformedInputGetsAClearMessage) {
  EXPECT_NE(errorOf("").find("empty"), std::string::npos);
  EXPECT_NE(errorOf("hello").find("expected a Lines code starting with TL1."), std::string::npos);
  EXPECT_NE(errorOf("TL2.AAAA").find("<share-code>:1:3: share code: the Lines code is format version 2"),
            std::string::npos)
      << errorOf("TL2.AAAA");
  EXPECT_NE(errorOf("TL1.AB!D").find("<share-code>:1:7: share code: unexpected character '!'"), std::string::npos)
      << errorOf("TL1.AB!D");
  EXPECT_NE(errorOf("TL1.AA").find("too short"), std::string::npos) << errorOf("TL1.AA");
  EXPECT_NE(errorOf("TL1." + std::string(9000, 'A')).find("at most 8192"), std::string::npos);
}

// A payload written by hand, with a correct checksum, over a board the rules refuse.
TEST(LinesShareCode, AValidChecksumOverABoardThatIsNoPuzzleIsStillRefused) {
  const auto codeOf = [](const std::function<void(BitWriter&)>& body) {
    BitWriter w;
    body(w);
    return std::string(LinesShareCodePrefix) + codeText(w.bytes());
  };
  const auto header = [](BitWriter& w, std::uint64_t flags) {
    w.varint(flags);
    w.varint(0);   // square
    w.bits(2, 8);  // 3 wide
    w.bits(2, 8);  // 3 high
    w.text("bad");
    w.text("bad");
  };
  // One colour whose two dots sit on the same cell.
  const std::string sameCell = codeOf([&](BitWriter& w) {
    header(w, 0);
    w.varint(1);
    w.bits(4, 4);
    w.bits(4, 4);
  });
  EXPECT_NE(errorOf(sameCell).find("a dot where none can be"), std::string::npos) << errorOf(sameCell);
  // A solution that does not solve: A's line stops short of its other dot.
  const std::string shortLine = codeOf([&](BitWriter& w) {
    header(w, 1u << 5);
    w.varint(1);
    w.bits(0, 4);
    w.bits(8, 4);
    w.varint(2);
    w.bits(0, 4);
    w.bits(1, 2);  // east
  });
  EXPECT_NE(errorOf(shortLine).find("the level inside is not valid"), std::string::npos) << errorOf(shortLine);
  // Unknown flags.
  const std::string future = codeOf([&](BitWriter& w) { header(w, 1u << 20); });
  EXPECT_NE(errorOf(future).find("features this version does not know"), std::string::npos) << errorOf(future);
}

TEST(LinesShareCode, ANameTooLongOrABoardWithAProblemIsRefusedWhenEncoding) {
  LinesLevel level = generatedLevel(8);
  level.name = std::string(300, 'x');
  EXPECT_THROW(encodeLinesShareCode(level), std::invalid_argument);
  LinesLevel odd;
  odd.id = "odd";
  odd.board = LinesBoard(3, 3);
  odd.board.setEndpoint(0, 0);
  EXPECT_THROW(encodeLinesShareCode(odd), std::invalid_argument);
}

}  // namespace
}  // namespace lines_share_code_test
}  // namespace tileflow
