// FloodGameFile: a game left part-way reads back as written; anything a game cannot be is refused
// with where and why.
#include "game/io/FloodGameFile.hpp"

#include <gtest/gtest.h>

#include <string>

namespace tileflow {
namespace flood_game_file_test {
namespace {

FloodGameLeft sample() {
  FloodGameLeft g;
  g.setup.kind = FloodKind::Computer;
  g.setup.size = 14;
  g.setup.colours = 8;
  g.setup.shape = Shape::Hex;
  g.setup.skill = FloodSkill::Hard;
  g.setup.extraMoves = 3;
  g.seed = 18446744073709551615ull;
  g.moves = {0, 7, 3, 2};
  g.seconds = 95;
  g.hints = 1;
  return g;
}

TEST(FloodGameFile, AGameAndNoGameReadBackAsWritten) {
  SavedFloodGameFile file;
  file.game = sample();
  const std::string text = writeFloodGame(file);
  EXPECT_NE(text.find("moves: [1, 8, 4, 3]"), std::string::npos) << text;
  const auto back = parseFloodGame(text, "flood-game.yaml");
  ASSERT_TRUE(ok(back)) << std::get<LoadError>(back).message;
  EXPECT_EQ(std::get<SavedFloodGameFile>(back), file);
  const auto none = parseFloodGame(writeFloodGame(SavedFloodGameFile{}), "flood-game.yaml");
  ASSERT_TRUE(ok(none));
  EXPECT_FALSE(std::get<SavedFloodGameFile>(none).game.has_value());
}

// A given board (the day's puzzle, a game ID) is kept as its ID with the limit, and read back.
TEST(FloodGameFile, AGivenBoardsGameReadsBackWithItsBoard) {
  SavedFloodGameFile file;
  FloodGameLeft g;
  g.setup.size = 6;
  g.setup.colours = 4;
  g.moves = {2, 0};
  g.board = "6x6:331211330300212300133330323110121301,10";
  file.game = g;
  const std::string text = writeFloodGame(file);
  EXPECT_NE(text.find("board: \"6x6:331211330300212300133330323110121301,10\""), std::string::npos) << text;
  const auto back = parseFloodGame(text, "flood-game.yaml");
  ASSERT_TRUE(ok(back)) << std::get<LoadError>(back).message;
  EXPECT_EQ(std::get<SavedFloodGameFile>(back), file);
}

TEST(FloodGameFile, WhatNoGameCanBeIsRefusedWithWhereAndWhy) {
  const std::string head = "format: 1\ngame:\n  kind: solo\n  size: 10\n  colours: 6\n  shape: square\n  seed: 5\n";
  const struct {
    std::string text;
    std::string why;
  } cases[] = {
      {"format: 2\n", "unknown Flood game format"},
      {"format: 1\ngame:\n  kind: chess\n  size: 10\n  colours: 6\n  shape: square\n  seed: 5\n", "chess"},
      {head + "  moves: [1, 7]\n", "colour"},
      {head + "  moves: [0]\n", "colour"},
      {"format: 1\ngame:\n  kind: solo\n  size: 31\n  colours: 6\n  shape: square\n  seed: 5\n", "size"},
      {"format: 1\ngame:\n  kind: solo\n  size: 10\n  colours: 6\n  shape: round\n  seed: 5\n", "shape"},
      {"format: 1\ngame:\n  kind: solo\n  size: 10\n  colours: 6\n  shape: square\n", "seed"},
      {head + "  skill: genius\n", "skill"},
      {head + "  seconds: -4\n", "seconds"},
      {head + "  colour: 3\n", "colour"},
      {head + "  board: \"6x6:3312\"\n", "board"},
      {head + "  moves: [6]\n  board: \"6x6:331211330300212300133330323110121301,10\"\n", "not on the board"},
  };
  for (const auto& c : cases) {
    const auto loaded = parseFloodGame(c.text, "flood-game.yaml");
    ASSERT_FALSE(ok(loaded)) << c.text;
    const LoadError& e = std::get<LoadError>(loaded);
    EXPECT_NE(e.message.find(c.why), std::string::npos) << e.message;
    EXPECT_GE(e.line, 1);
  }
  std::string many = head + "  moves: [";
  for (std::size_t i = 0; i <= MaxFloodGameMoves; ++i) many += i == 0 ? "1" : ", 1";
  many += "]\n";
  const auto tooMany = parseFloodGame(many, "flood-game.yaml");
  ASSERT_FALSE(ok(tooMany));
  EXPECT_NE(std::get<LoadError>(tooMany).message.find("moves"), std::string::npos);
}

}  // namespace
}  // namespace flood_game_file_test
}  // namespace tileflow
