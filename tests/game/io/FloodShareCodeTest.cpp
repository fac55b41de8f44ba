// Flood share codes: random boards of every size, colour count and shape round-trip exactly with
// their move limit; any one changed character and every truncation is caught; other versions and
// other kinds of code are refused by name; a code is read wherever an sgt-flood game ID is.
#include "game/io/FloodShareCode.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <string>

#include "engine/core/Rng.hpp"
#include "game/flood/SgtFloodId.hpp"
#include "game/io/CodeBits.hpp"
#include "game/io/ShareCode.hpp"

namespace tileflow {
namespace flood_share_code_test {
namespace {

std::string errorOf(std::string_view code) {
  const auto r = decodeFloodShareCode(code);
  return ok(r) ? std::string("decoded") : std::get<LoadError>(r).text();
}

FloodPuzzle randomPuzzle(std::uint64_t seed) {
  Rng rng(seed);
  const int width = 1 + static_cast<int>(rng.below(30));
  const int height = 1 + static_cast<int>(rng.below(30));
  const int colours = ColourBoard::MinColours + static_cast<int>(rng.below(ColourBoard::MaxColours - 1));
  const Shape shape = rng.below(2) == 0 ? Shape::Square : Shape::Hex;
  const int limit = rng.below(3) == 0 ? 0 : 1 + static_cast<int>(rng.below(MaxFloodMoveLimit));
  return FloodPuzzle{randomColourBoard(width, height, colours, shape, seed), limit};
}

TEST(FloodShareCode, RandomBoardsRoundTripExactly) {
  for (std::uint64_t seed = 1; seed <= 400; ++seed) {
    const FloodPuzzle puzzle = randomPuzzle(seed);
    const std::string code = encodeFloodShareCode(puzzle);
    ASSERT_TRUE(code.starts_with("TD1.")) << code;
    const auto back = decodeFloodShareCode(code);
    ASSERT_TRUE(ok(back)) << seed << ": " << std::get<LoadError>(back).text();
    EXPECT_EQ(std::get<FloodPuzzle>(back).board, puzzle.board) << seed;
    EXPECT_EQ(std::get<FloodPuzzle>(back).moveLimit, puzzle.moveLimit) << seed;
  }
}

TEST(FloodShareCode, TheLargestBoardsAndEveryColourCountRoundTrip) {
  for (int colours = ColourBoard::MinColours; colours <= ColourBoard::MaxColours; ++colours) {
    for (const Shape shape : {Shape::Square, Shape::Hex}) {
      const FloodPuzzle puzzle{randomColourBoard(ColourBoard::MaxSide, ColourBoard::MaxSide, colours, shape, 7),
                               MaxFloodMoveLimit};
      const auto back = decodeFloodShareCode(encodeFloodShareCode(puzzle));
      ASSERT_TRUE(ok(back)) << colours << ": " << std::get<LoadError>(back).text();
      EXPECT_EQ(std::get<FloodPuzzle>(back).board, puzzle.board) << colours;
    }
  }
}

// A code fits a QR code a phone reads off a screen: shorter than the sgt-flood ID of the same
// board, about a hundred characters for a 12x12 six-colour board.
TEST(FloodShareCode, ACodeIsShorterThanTheGameId) {
  const auto sgt = parseSgtFloodId(
      "12x12:401105500400243330055042331315531322533524442132325232344233031232121035530022055011244505041542532311010"
      "504545042015302454431142331422541353111,17");
  ASSERT_TRUE(std::holds_alternative<SgtFloodGame>(sgt));
  const SgtFloodGame& game = std::get<SgtFloodGame>(sgt);
  const std::string code = encodeFloodShareCode({game.board, game.moves});
  EXPECT_LE(code.size(), 100u) << code;
  EXPECT_LT(code.size(), formatSgtFloodId(game.board, game.moves).size());
}

TEST(FloodShareCode, ChangingAnyOneCharacterIsCaught) {
  const std::string code = encodeFloodShareCode(randomPuzzle(11));
  for (std::size_t i = FloodShareCodePrefix.size(); i < code.size(); ++i) {
    for (const char c : ShareCodeAlphabet) {
      if (c == code[i]) continue;
      std::string changed = code;
      changed[i] = c;
      EXPECT_FALSE(ok(decodeFloodShareCode(changed))) << "position " << i << " as " << c;
    }
  }
}

TEST(FloodShareCode, EveryTruncationIsCaught) {
  const std::string code = encodeFloodShareCode(randomPuzzle(12));
  for (std::size_t n = 0; n < code.size(); ++n) EXPECT_FALSE(ok(decodeFloodShareCode(code.substr(0, n)))) << n;
}

TEST(FloodShareCode, MalformedInputGetsAClearMessageAtItsColumn) {
  const std::string code = encodeFloodShareCode(randomPuzzle(13));
  EXPECT_EQ(errorOf(""), "<share-code>:1:1: share code: the code is empty");
  EXPECT_EQ(
      errorOf("TD2." + code.substr(4)),
      "<share-code>:1:3: share code: the Flood code is format version 2; this version of Tileflow reads version 1");
  EXPECT_EQ(
      errorOf("  TD9.AAAA"),
      "<share-code>:1:5: share code: the Flood code is format version 9; this version of Tileflow reads version 1");
  EXPECT_EQ(errorOf("TL1.AAAA"), "<share-code>:1:1: share code: expected a Flood code starting with TD1.");
  EXPECT_NE(errorOf(code.substr(0, 8) + "!" + code.substr(9)).find(":1:9:"), std::string::npos)
      << errorOf(code.substr(0, 8) + "!" + code.substr(9));
  EXPECT_NE(errorOf(std::string(MaxShareCodeLength + 1, 'A')).find("at most"), std::string::npos);
  // White space around a code, as pasted, is no trouble.
  EXPECT_EQ(errorOf("\n " + code + " \r\n"), "decoded");
}

// A payload whose checksum is right but whose fields are not: each refused with its reason.
TEST(FloodShareCode, AValidChecksumOverBadFieldsIsStillRefused) {
  const auto codeOf = [](auto write) {
    BitWriter w;
    write(w);
    return std::string(FloodShareCodePrefix) + codeText(w.bytes());
  };
  const auto header = [](BitWriter& w, std::uint64_t flags, std::uint64_t shape, int width, int height, int colours) {
    w.varint(flags);
    w.varint(shape);
    w.bits(static_cast<std::uint64_t>(width - 1), 8);
    w.bits(static_cast<std::uint64_t>(height - 1), 8);
    w.bits(static_cast<std::uint64_t>(colours - 2), 4);
  };
  // 2x1, 3 colours: cells in one group of two, 4 bits (values below 9).
  EXPECT_EQ(errorOf(codeOf([&](BitWriter& w) {
              header(w, 0, 0, 2, 1, 3);
              w.bits(5, 4);
            })),
            "decoded");
  EXPECT_NE(errorOf(codeOf([&](BitWriter& w) {
              header(w, 4, 0, 2, 1, 3);
              w.bits(5, 4);
            })).find("features this version does not know"),
            std::string::npos);
  EXPECT_NE(errorOf(codeOf([&](BitWriter& w) {
              header(w, 0, 2, 2, 1, 3);
              w.bits(5, 4);
            })).find("shape is unknown"),
            std::string::npos);
  EXPECT_NE(errorOf(codeOf([&](BitWriter& w) { header(w, 0, 0, 101, 1, 3); })).find("larger than 100"),
            std::string::npos);
  EXPECT_NE(errorOf(codeOf([&](BitWriter& w) {
              header(w, 0, 0, 2, 1, 11);
              w.bits(5, 4);
            })).find("2 to 10 colours"),
            std::string::npos);
  EXPECT_NE(errorOf(codeOf([&](BitWriter& w) {
              header(w, 0, 0, 2, 1, 3);
              w.bits(9, 4);
            })).find("a colour the board does not have"),
            std::string::npos);
  EXPECT_NE(errorOf(codeOf([&](BitWriter& w) {
              header(w, 1, 0, 2, 1, 3);
              w.bits(5, 4);
              w.varint(0);
            })).find("move limit"),
            std::string::npos);
  EXPECT_NE(errorOf(codeOf([&](BitWriter& w) {
              header(w, 0, 0, 2, 1, 3);
              w.bits(5, 4);
              w.varint(300);
            })),
            "decoded")
      << "bytes left over";
}

TEST(FloodShareCode, ABadMoveLimitCannotBeEncoded) {
  FloodPuzzle puzzle = randomPuzzle(14);
  puzzle.moveLimit = MaxFloodMoveLimit + 1;
  EXPECT_THROW(encodeFloodShareCode(puzzle), std::invalid_argument);
  puzzle.moveLimit = -1;
  EXPECT_THROW(encodeFloodShareCode(puzzle), std::invalid_argument);
}

// The Import screen, `play --flood` and the flood commands read a code wherever they read an ID.
TEST(FloodShareCode, ACodeIsReadWhereverAGameIdIs) {
  const FloodPuzzle puzzle = randomPuzzle(15);
  const std::string code = encodeFloodShareCode(puzzle);
  EXPECT_TRUE(looksLikeFloodShareCode("  " + code));
  EXPECT_FALSE(looksLikeFloodShareCode("TF1.AAAA"));
  EXPECT_FALSE(looksLikeFloodShareCode("12x12:0,1"));
  const auto pasted = readFloodText(" " + code + "\n", "Pasted");
  ASSERT_TRUE(pasted);
  ASSERT_TRUE(ok(*pasted)) << std::get<LoadError>(*pasted).text();
  EXPECT_EQ(std::get<FloodPuzzle>(*pasted).board, puzzle.board);
  const auto fromId = floodPuzzleFromId(code);
  ASSERT_TRUE(ok(fromId));
  EXPECT_EQ(std::get<FloodPuzzle>(fromId).moveLimit, puzzle.moveLimit);
  // A broken code is still a Flood text: refused with the reason, not offered to another import.
  const auto broken = readFloodText(code.substr(0, code.size() - 2), "Pasted");
  ASSERT_TRUE(broken);
  EXPECT_FALSE(ok(*broken));
}

}  // namespace
}  // namespace flood_share_code_test
}  // namespace tileflow
