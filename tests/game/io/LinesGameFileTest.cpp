// The Lines game left part-way: written and read back the same, resumed to the same position,
// time and hints, and refused with a line and column when the level's code or a move does not hold.
#include "game/io/LinesGameFile.hpp"

#include <gtest/gtest.h>

#include "game/io/LinesShareCode.hpp"
#include "game/lines/LinesPacks.hpp"

namespace tileflow {
namespace lines_game_file_test {
namespace {

LinesLevel sampleLevel() {
  LinesGenerateOptions o;
  o.width = 6;
  o.height = 5;
  o.seed = 21;
  const auto made = generateLines(o);
  if (!made) throw std::runtime_error("nothing generated");
  return linesLevelOf(*made, "sample", "Sample", 21);
}

TEST(LinesGameFile, AGameInProgressRoundTripsAndResumesAsItWas) {
  const LinesLevel level = sampleLevel();
  LinesGame game(level.board, level.solution);
  ASSERT_TRUE(game.playHint());
  ASSERT_TRUE(game.playHint());
  ASSERT_TRUE(game.undo());
  game.advance(42.5);
  SavedLinesGameFile file;
  file.game = linesGameLeft(level, game);
  EXPECT_EQ(file.game->moves.size(), 1u) << "an undone move is not kept";
  const std::string text = writeLinesGame(file);
  const auto back = parseLinesGame(text, "lines-game.yaml");
  ASSERT_TRUE(ok(back)) << std::get<LoadError>(back).text() << "\n" << text;
  EXPECT_EQ(std::get<SavedLinesGameFile>(back), file);
  const auto resumed = resumeLinesGame(*file.game);
  ASSERT_NE(resumed, nullptr);
  EXPECT_TRUE(resumed->position() == game.position());
  EXPECT_EQ(resumed->seconds(), 42);
  EXPECT_EQ(resumed->hints(), 2);
  EXPECT_EQ(resumed->board(), level.board);
  EXPECT_TRUE(ok(parseLinesGame(writeLinesGame({}), "empty.yaml"))) << "a file with no game";
}

TEST(LinesGameFile, ABadCodeOrMoveIsRefusedWhereItStands) {
  const LinesLevel level = sampleLevel();
  const std::string code = encodeLinesShareCode(level);
  const auto error = [](const std::string& text) {
    const auto r = parseLinesGame(text, "g.yaml");
    return ok(r) ? std::string("loaded") : std::get<LoadError>(r).text();
  };
  EXPECT_EQ(error("lines-game: 2\n"), "g.yaml:1:13: unknown Lines game format");
  EXPECT_NE(error("lines-game: 1\ngame:\n  level: \"TL1.AAAA\"\n").find("g.yaml:3:10: the level's code does not hold"),
            std::string::npos)
      << error("lines-game: 1\ngame:\n  level: \"TL1.AAAA\"\n");
  const std::string first =
      linesMoveText(LinesMove{LinesMove::Kind::Draw, 0, level.solution.at(0), 0}, level.board.width());
  const std::string bad =
      "lines-game: 1\ngame:\n  level: \"" + code + "\"\n  moves:\n    - \"" + first + "\"\n    - \"fly A\"\n";
  EXPECT_NE(error(bad).find("g.yaml:6:7: the move 'fly A' cannot be played there"), std::string::npos) << error(bad);
  const std::string wide = "lines-game: 1\ngame:\n  level: \"" + code + "\"\n  moves: [\"draw A 40,0\"]\n";
  EXPECT_NE(error(wide).find("cannot be played there"), std::string::npos) << error(wide);
  EXPECT_NE(error("lines-game: 1\ngame:\n  level: \"" + code + "\"\n  seconds: -3\n").find("seconds"),
            std::string::npos);
}

}  // namespace
}  // namespace lines_game_file_test
}  // namespace tileflow
