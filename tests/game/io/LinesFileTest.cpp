// Lines level files: what the generator makes writes and reads back the same (square, hex,
// wrap, walls, portals, bridges on fewer axes, the solution), and every malformed file names the
// line and column of its first problem.
#include "game/io/LinesFile.hpp"

#include <gtest/gtest.h>

#include <string>

#include "engine/core/Rng.hpp"
#include "game/lines/LinesGenerator.hpp"
#include "game/lines/LinesPosition.hpp"

namespace tileflow {
namespace lines_file_test {
namespace {

LinesLevel generatedLevel(const LinesGenerateOptions& options) {
  const std::optional<LinesGenerated> made = generateLines(options);
  EXPECT_TRUE(made.has_value());
  LinesLevel level;
  level.id = "made-" + std::to_string(options.seed);
  level.name = "Made";
  level.board = made->board;
  level.solution = made->solution;
  level.algorithm = LineAlgorithmNames[static_cast<std::size_t>(made->algorithm)];
  level.perfect = made->perfect;
  level.difficulty = made->difficulty;
  level.seed = options.seed;
  return level;
}

LoadError errorOf(const std::string& text) {
  const Loaded<LinesPack> loaded = parseLinesFile(text, "p.yaml");
  EXPECT_FALSE(ok(loaded)) << text;
  return ok(loaded) ? LoadError{} : std::get<LoadError>(loaded);
}

TEST(LinesFile, WhatIsWrittenReadsBackTheSame) {
  LinesPack pack;
  pack.id = "mixed";
  pack.name = "Mixed \"boards\"";
  LinesGenerateOptions square;
  square.width = 7;
  square.height = 6;
  square.walls = WallPattern::Steps;
  pack.levels.push_back(generatedLevel(square));
  LinesGenerateOptions hex;
  hex.shape = Shape::Hex;
  hex.width = 7;
  hex.height = 6;
  hex.wrap = true;
  hex.bridges = 2;
  hex.portals = 1;
  hex.seed = 4;
  pack.levels.push_back(generatedLevel(hex));
  // A wall between two cells, which generated boards do not have.
  pack.levels.back().id = "hex-4";
  pack.levels.front().board.setWall(pack.levels.front().board.cellAt(0, 0), 0, true);
  const std::string text = writeLinesFile(pack);
  const Loaded<LinesPack> back = parseLinesFile(text, "p.yaml");
  ASSERT_TRUE(ok(back)) << std::get<LoadError>(back).text() << "\n" << text;
  const LinesPack& read = std::get<LinesPack>(back);
  EXPECT_EQ(read.id, pack.id);
  EXPECT_EQ(read.name, pack.name);
  ASSERT_EQ(read.levels.size(), 2u);
  for (std::size_t i = 0; i < 2; ++i) {
    EXPECT_EQ(read.levels[i].board, pack.levels[i].board) << i;
    EXPECT_EQ(read.levels[i].solution, pack.levels[i].solution) << i;
    EXPECT_EQ(read.levels[i].algorithm, pack.levels[i].algorithm);
    EXPECT_EQ(read.levels[i].seed, pack.levels[i].seed);
  }
  EXPECT_EQ(writeLinesFile(read), text);
}

TEST(LinesFile, MalformedFilesNameTheirPlace) {
  const std::string head = "lines: 1\nlevels:\n  - id: a\n    width: 3\n    height: 2\n    rows:\n";
  EXPECT_EQ(errorOf("lines: 2\nlevels: []\n").line, 1);
  LoadError e = errorOf(head + "      - \"A.A\"\n      - \"B.\"\n");
  EXPECT_EQ(e.line, 8);
  EXPECT_NE(e.message.find("not the width"), std::string::npos) << e.message;
  e = errorOf(head + "      - \"AAA\"\n      - \"...\"\n");
  EXPECT_EQ(e.line, 7);
  EXPECT_EQ(e.column, 12);
  EXPECT_NE(e.message.find("third time"), std::string::npos) << e.message;
  e = errorOf(head + "      - \"A*A\"\n      - \"...\"\n");
  EXPECT_EQ(e.column, 11);
  e = errorOf(head + "      - \"A.A\"\n      - \"B..\"\n");
  EXPECT_NE(e.message.find("not a Lines puzzle"), std::string::npos) << e.message;
  e = errorOf(head + "      - \"A.A\"\n      - \"B.B\"\n    walls:\n      - [0, 0, 4]\n");
  EXPECT_EQ(e.line, 10);
  e = errorOf(head + "      - \"A.A\"\n      - \"B.B\"\n    solution:\n      - \"draw A 0,0 0,1 2,0\"\n");
  EXPECT_EQ(e.line, 10);
  EXPECT_NE(e.message.find("cannot be drawn"), std::string::npos) << e.message;
  e = errorOf(head + "      - \"A.A\"\n      - \"B.B\"\n    solution:\n      - \"draw A 0,0 1,0 2,0\"\n");
  EXPECT_NE(e.message.find("does not solve"), std::string::npos) << e.message;
  e = errorOf(head + "      - \"A.A\"\n      - \"B.B\"\n    portals:\n      - [1, 0, 1, 1]\n");
  EXPECT_NE(e.message.find("'#'"), std::string::npos) << e.message;
  // The same level twice.
  e = errorOf(head + "      - \"A.A\"\n      - \"B.B\"\n  - id: a\n    width: 3\n    height: 1\n    rows: [\"A.A\"]\n");
  EXPECT_EQ(e.line, 9);
}

// Random damage to a good file is read or refused, never more.
TEST(LinesFile, DamagedFilesReadOrFailCleanly) {
  LinesGenerateOptions hex;
  hex.shape = Shape::Hex;
  hex.width = 6;
  hex.height = 6;
  hex.bridges = 1;
  hex.portals = 1;
  LinesPack pack;
  pack.levels.push_back(generatedLevel(hex));
  const std::string good = writeLinesFile(pack);
  Rng rng(9);
  int read = 0;
  for (int round = 0; round < 3000; ++round) {
    std::string text = good;
    for (int k = 1 + static_cast<int>(rng.below(3)); k > 0; --k) {
      const std::size_t at = rng.below(static_cast<std::uint32_t>(text.size()));
      text[at] = "AB.#+019,[] -:\n\"x"[rng.below(18)];
    }
    const Loaded<LinesPack> loaded = parseLinesFile(text, "p.yaml");
    if (ok(loaded)) {
      ++read;
      continue;
    }
    const LoadError& e = std::get<LoadError>(loaded);
    EXPECT_GE(e.line, 1);
    EXPECT_GE(e.column, 1);
    EXPECT_FALSE(e.message.empty());
  }
  EXPECT_GT(read, 10) << "some damage is harmless (a name, a difficulty)";
}

}  // namespace
}  // namespace lines_file_test
}  // namespace tileflow
