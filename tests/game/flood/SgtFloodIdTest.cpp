#include "game/flood/SgtFloodId.hpp"

#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

namespace tileflow {
namespace sgt_flood_id_test {
namespace {

SgtFloodGame parsed(std::string_view id) {
  auto result = parseSgtFloodId(id);
  if (auto* error = std::get_if<SgtFloodIdError>(&result)) {
    ADD_FAILURE() << id << ": column " << error->column << ": " << error->message;
    return {};
  }
  return std::get<SgtFloodGame>(result);
}

SgtFloodIdError refused(std::string_view id) {
  auto result = parseSgtFloodId(id);
  if (auto* error = std::get_if<SgtFloodIdError>(&result)) return *error;
  ADD_FAILURE() << id << " was accepted";
  return {};
}

// Printed by `sgt-flood --generate 1 5x4c3m2`.
constexpr const char* kSmall = "5x4:22212010102200221022,6";

TEST(SgtFloodIdTest, ReadsTheSizeCellsAndMoveLimit) {
  const SgtFloodGame game = parsed(kSmall);
  EXPECT_EQ(game.board.width(), 5);
  EXPECT_EQ(game.board.height(), 4);
  EXPECT_EQ(game.board.shape(), Shape::Square);
  EXPECT_EQ(game.board.colours(), 3);
  EXPECT_EQ(game.moves, 6);
  EXPECT_EQ(game.board.colour(0), 2);
  EXPECT_EQ(game.board.colour(5), 0);  // second row, first cell
  EXPECT_EQ(game.board.colour(19), 2);
}

TEST(SgtFloodIdTest, ASingleSideMeansASquareAndSgtsParametersAreRead) {
  const SgtFloodGame square = parsed("2:0110,3");
  EXPECT_EQ(square.board.width(), 2);
  EXPECT_EQ(square.board.height(), 2);
  const SgtFloodGame full = parsed("2x2c6m0:0110,3");
  EXPECT_EQ(full.board.colours(), 6);
  EXPECT_EQ(parsed("  3x1:012,2\n").board.cellCount(), 3);
  EXPECT_EQ(parsed("2x1:00,0").board.colours(), ColourBoard::MinColours);
}

TEST(SgtFloodIdTest, WritesWhatItReads) {
  EXPECT_EQ(formatSgtFloodId(parsed(kSmall).board, 6), kSmall);
  for (std::uint64_t seed = 0; seed < 20; ++seed) {
    const ColourBoard board =
        randomColourBoard(3 + static_cast<int>(seed % 7), 4, 2 + static_cast<int>(seed % 9), Shape::Square, seed);
    const SgtFloodGame back = parsed(formatSgtFloodId(board, static_cast<int>(seed)));
    EXPECT_EQ(back.board, board) << formatSgtFloodId(board, 0);
    EXPECT_EQ(back.moves, static_cast<int>(seed));
  }
  EXPECT_EQ(formatSgtFloodId(ColourBoard(2, 1, 6, Shape::Square, {0, 1}), 1), "2x1c6:01,1");
}

TEST(SgtFloodIdTest, RefusesToWriteWhatSgtCannotRead) {
  EXPECT_THROW(formatSgtFloodId(randomColourBoard(3, 3, 3, Shape::Hex, 1), 2), std::invalid_argument);
  EXPECT_THROW(formatSgtFloodId(randomColourBoard(3, 3, 3, Shape::Square, 1), -1), std::invalid_argument);
}

TEST(SgtFloodIdTest, EveryMalformedIdIsRefusedAtItsColumn) {
  struct Case {
    const char* id;
    int column;
    const char* says;
  };
  const Case cases[] = {
      {"", 1, "empty"},
      {"   ", 4, "empty"},
      {"x4:0,1", 1, "expected the width"},
      {"0x4:0,1", 1, "width must be 1 to 100"},
      {"101x1:0,1", 1, "width must be 1 to 100"},
      {"99999999999999999999x1:0,1", 1, "width must be 1 to 100"},
      {"3x:000,1", 3, "expected the height"},
      {"3x0:000,1", 3, "height must be 1 to 100"},
      {"3x1", 4, "expected ':'"},
      {"3x1q:000,1", 4, "expected ':' after the size 3x1"},
      {"3x1c11:000,1", 5, "colour count must be 2 to 10"},
      {"3x1c:000,1", 5, "expected the colour count"},
      {"3x1m:000,1", 5, "expected the leniency"},
      {"3x1:00,1", 7, "needs 3 cells, found 2"},
      {"3x1:0000,1", 8, "more cells than the 3"},
      {"3x1:0a0,1", 6, "found 'a'"},
      {"3x1:0A0,1", 6, "colour 11"},
      {"3x1c2:020,1", 8, "colour 3 on a board of 2 colours"},
      {"3x1:000", 8, "expected ',' and the move limit"},
      {"3x1:000,", 9, "expected the move limit"},
      {"3x1:000,x", 9, "expected the move limit"},
      {"3x1:000,100000", 9, "move limit must be 0 to 99999"},
      {"3x1:000,1 2", 10, "expected the end of the ID"},
      {"3x1:0 00,1", 6, "found a space"},
      {"3x1:0\x01"
       "00,1",
       6, "byte 1"},
  };
  for (const Case& c : cases) {
    const SgtFloodIdError e = refused(c.id);
    EXPECT_EQ(e.column, c.column) << c.id << ": " << e.message;
    EXPECT_NE(e.message.find(c.says), std::string::npos) << c.id << ": " << e.message;
  }
}

TEST(SgtFloodIdTest, TheLargestBoardIsReadAndOneLargerIsNot) {
  const std::string big = "100x100:" + std::string(10000, '5') + ",0";
  EXPECT_EQ(parsed(big).board.cellCount(), 10000);
  const std::string tooBig = "100x101:" + std::string(10100, '5') + ",0";
  EXPECT_EQ(refused(tooBig).column, 5);
}

}  // namespace
}  // namespace sgt_flood_id_test
}  // namespace tileflow
