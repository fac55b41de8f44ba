// Specifications of `tileflow daily`: the day's puzzle as a file anyone can compare, and clear
// refusals of a date or game it does not know.
#include <gtest/gtest.h>

#include "game/io/CatalogFile.hpp"
#include "game/io/FloodFile.hpp"
#include "game/io/LevelFile.hpp"
#include "game/io/LinesFile.hpp"
#include "tests/game/cli/CliTesting.hpp"

namespace tileflow::cli::testing {
namespace {

TEST(DailyCommand, WritesTheDaysPuzzleOfEachGameTheSameEachTime) {
  const Outcome tiles = runCommand({"daily", "--date", "2026-11-27", "--game", "tiles", "--out", "-"});
  ASSERT_EQ(tiles.code, 0) << tiles.err;
  EXPECT_TRUE(ok(parseLevels(tiles.out, "daily.yaml", defaultCatalog())));
  EXPECT_NE(tiles.err.find("daily 2026-11-27 tiles: 10x10"), std::string::npos) << tiles.err;
  EXPECT_EQ(runCommand({"daily", "--game", "tiles", "--date", "2026-11-27"}).out, tiles.out);

  const Outcome flood = runCommand({"daily", "--date", "2026-11-27", "--game", "flood"});
  ASSERT_EQ(flood.code, 0) << flood.err;
  EXPECT_TRUE(ok(parseFloodFile(flood.out, "daily.yaml")));

  const auto path = scratchPath("daily-command-test", "lines.yaml");
  const Outcome lines = runCommand({"daily", "--date", "2026-11-27", "--game", "lines", "--out", path.string()});
  ASSERT_EQ(lines.code, 0) << lines.err;
  EXPECT_NE(lines.out.find("daily 2026-11-27 lines:"), std::string::npos) << lines.out;
  EXPECT_TRUE(ok(loadLinesFile(path)));
}

TEST(DailyCommand, RefusesADateThatDoesNotExistAndAnUnknownGame) {
  const Outcome badDate = runCommand({"daily", "--date", "2026-02-29"});
  EXPECT_EQ(badDate.code, 2);
  EXPECT_NE(badDate.err.find("'2026-02-29' is not a date"), std::string::npos) << badDate.err;
  const Outcome badGame = runCommand({"daily", "--game", "chess"});
  EXPECT_EQ(badGame.code, 2);
  EXPECT_NE(badGame.err.find("unknown game 'chess'"), std::string::npos) << badGame.err;
  EXPECT_EQ(runCommand({"daily", "--date"}).code, 2);
}

}  // namespace
}  // namespace tileflow::cli::testing
