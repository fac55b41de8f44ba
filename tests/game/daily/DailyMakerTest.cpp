// DailyMaker: the day's puzzles made on workers are the very ones the daily functions make; asking
// for the same day again keeps them, another day starts afresh, and no catalog leaves only the
// Tiles puzzle unmade, with the reason.
#include "game/daily/DailyMaker.hpp"

#include <gtest/gtest.h>

#include "game/io/CatalogFile.hpp"
#include "game/io/LevelFile.hpp"

namespace tileflow {
namespace daily_maker_test {
namespace {

constexpr CalendarDate Day{2026, 11, 27};

TEST(DailyMakerTest, MakesTheDaysThreePuzzlesAsTheDailyFunctionsDo) {
  DailyMaker maker;
  EXPECT_FALSE(maker.date());
  maker.start(&defaultCatalog(), Day);
  EXPECT_EQ(maker.date(), Day);
  maker.wait();
  for (DailyGame game : {DailyGame::Tiles, DailyGame::Flood, DailyGame::Lines}) {
    EXPECT_TRUE(maker.ready(game)) << dailyGameName(game);
    EXPECT_FALSE(maker.making(game));
    EXPECT_EQ(maker.problem(game), "");
  }
  ASSERT_NE(maker.tiles(), nullptr);
  ASSERT_NE(maker.flood(), nullptr);
  ASSERT_NE(maker.lines(), nullptr);
  EXPECT_EQ(writeLevel(*maker.tiles()), writeLevel(*dailyTiles(defaultCatalog(), Day)));
  const DailyFlood flood = *dailyFlood(Day);
  EXPECT_EQ(maker.flood()->board, flood.board);
  EXPECT_EQ(maker.flood()->moveLimit, flood.moveLimit);
  const LinesLevel lines = *dailyLines(Day);
  EXPECT_EQ(maker.lines()->id, lines.id);
  EXPECT_EQ(maker.lines()->solution, lines.solution);
  EXPECT_EQ(maker.size(DailyGame::Flood),
            std::to_string(flood.board.width()) + "\xc3\x97" + std::to_string(flood.board.height()));
}

TEST(DailyMakerTest, TheSameDayKeepsWhatWasMadeAndAnotherDayStartsAfresh) {
  DailyMaker maker;
  maker.start(&defaultCatalog(), Day);
  maker.wait();
  const Level* made = maker.tiles();
  ASSERT_NE(made, nullptr);
  maker.start(&defaultCatalog(), Day);
  EXPECT_EQ(maker.tiles(), made) << "the same day's puzzle was made again";
  EXPECT_FALSE(maker.making(DailyGame::Tiles));

  const CalendarDate next{2026, 11, 28};
  maker.start(&defaultCatalog(), next);
  EXPECT_EQ(maker.date(), next);
  EXPECT_FALSE(maker.ready(DailyGame::Flood)) << "yesterday's board offered for today";
  maker.wait();
  ASSERT_NE(maker.tiles(), nullptr);
  EXPECT_EQ(maker.tiles()->id, dailyId(next));
}

TEST(DailyMakerTest, WithoutACatalogTheTilesPuzzleSaysWhyAndTheOthersAreMade) {
  DailyMaker maker;
  maker.start(nullptr, Day);
  maker.wait();
  EXPECT_FALSE(maker.ready(DailyGame::Tiles));
  EXPECT_NE(maker.problem(DailyGame::Tiles), "");
  EXPECT_EQ(maker.size(DailyGame::Tiles), "");
  EXPECT_TRUE(maker.ready(DailyGame::Flood));
  EXPECT_TRUE(maker.ready(DailyGame::Lines));
}

TEST(DailyMakerTest, AnotherDayAskedForWhileMakingStopsTheOldWork) {
  DailyMaker maker;
  maker.start(&defaultCatalog(), Day);
  maker.start(&defaultCatalog(), CalendarDate{2026, 11, 29});  // Sunday's big boards
  maker.wait();
  ASSERT_NE(maker.lines(), nullptr);
  EXPECT_EQ(maker.lines()->id, dailyLines(CalendarDate{2026, 11, 29})->id);
}

}  // namespace
}  // namespace daily_maker_test
}  // namespace tileflow
