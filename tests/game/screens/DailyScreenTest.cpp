// DailyScreen: the title's Daily button stands beside Play and opens today's first unsolved puzzle
// in one press; a solve is recorded on the day it was made, the card shows it with the streak, and
// the result line is what the record's line says; a day that passes while the screen is open
// brings the new day's puzzles.
#include "game/screens/daily/DailyScreen.hpp"

#include <gtest/gtest.h>

#include "game/flood/FloodSolver.hpp"
#include "game/screens/ScreenGallery.hpp"
#include "game/screens/ScreenHarness.hpp"
#include "game/screens/TitleScreen.hpp"
#include "game/screens/flood/FloodPlayScreen.hpp"
#include "game/screens/tiles/PlayScreen.hpp"
#include "tests/support/UiTestSupport.hpp"

namespace tileflow {
namespace daily_screen_test {
namespace {

void tap(ScreenHarness& h, const Widget& w) {
  h.send(InputEvent::tap(w.rect.x + w.rect.w / 2, w.rect.y + w.rect.h / 2, false, Device::Touch));
}

TEST(DailyScreenTest, TheDailyButtonStandsBesidePlayAndOpensTodaysFirstPuzzleInOnePress) {
  test::ensureHeadlessSdl();
  ScreenHarness h(480, 320, &test::shippedCatalog());
  h.push(std::make_unique<TitleScreen>(h.app(), h.modes()));
  const auto& title = *h.top<TitleScreen>();
  const Widget& daily = title.widgets().at(1);
  ASSERT_EQ(daily.name(), "Daily");
  EXPECT_EQ(daily.rect.y, title.widgets().at(0).rect.y) << "Daily is not in Play's row on a short screen";
  tap(h, daily);
  ASSERT_NE(h.top<DailyScreen>(), nullptr);
  h.daily().maker.wait();
  h.step(1.0 / 60);
  auto* play = h.top<PlayScreen>();
  ASSERT_NE(play, nullptr) << "today's Tiles puzzle did not open";
  EXPECT_EQ(play->level().id, dailyId(CalendarDate{2026, 11, 27}));
  h.stack().pop();
  h.step(0);
  ASSERT_NE(h.top<DailyScreen>(), nullptr) << "Back from the puzzle did not come to the daily screen";
  h.step(1.0 / 60);
  EXPECT_NE(h.top<DailyScreen>(), nullptr) << "the puzzle opened again by itself";
}

TEST(DailyScreenTest, ASolveIsRecordedOnItsDayAndItsResultLineIsShared) {
  test::ensureHeadlessSdl();
  ScreenHarness h(640, 480, &test::shippedCatalog());
  DailyContext& daily = h.daily();
  const CalendarDate today = daily.today();
  h.push(std::make_unique<DailyScreen>(daily, false));
  auto* screen = h.top<DailyScreen>();
  ASSERT_NE(screen, nullptr);
  EXPECT_FALSE(screen->widgets().at(4).enabled) << "Copy result before any solve";
  daily.maker.wait();
  h.step(1.0 / 60);
  EXPECT_EQ(h.top<DailyScreen>(), screen) << "a puzzle opened without being asked";
  ASSERT_TRUE(screen->card(DailyGame::Flood).enabled);
  tap(h, screen->card(DailyGame::Flood));
  auto* play = h.top<FloodPlayScreen>();
  ASSERT_NE(play, nullptr);
  settleFlood(h, *play);
  ASSERT_NE(play->game(), nullptr);
  EXPECT_EQ(play->game()->start().board(), daily.maker.flood()->board);
  EXPECT_EQ(play->game()->limit(), daily.maker.flood()->moveLimit);
  for (int colour : solveFlood(daily.maker.flood()->board).moves) {
    play->pick(colour);
    settleFlood(h, *play);
  }
  ASSERT_TRUE(play->game()->state().over());
  const auto solve = daily.record->get().solveOf(today, DailyGame::Flood);
  ASSERT_TRUE(solve);
  EXPECT_TRUE(solve->counts);
  EXPECT_FALSE(solve->hinted);
  EXPECT_EQ(daily.record->get().streak(DailyGame::Flood, today), 1);

  while (h.top<DailyScreen>() == nullptr && h.stack().size() > 1) {
    h.stack().pop();
    h.step(0);
  }
  ASSERT_EQ(h.top<DailyScreen>(), screen);
  EXPECT_EQ(screen->card(DailyGame::Flood).detail.rfind("\xe2\x9c\x93 ", 0), 0u)
      << screen->card(DailyGame::Flood).detail;
  EXPECT_NE(screen->card(DailyGame::Flood).detail.find("streak 1"), std::string::npos);
  EXPECT_EQ(screen->results(), dailyResultLine(*solve, daily.maker.size(DailyGame::Flood)));
  EXPECT_TRUE(screen->widgets().at(4).enabled);
  tap(h, screen->widgets().at(5));
  EXPECT_NE(h.top<DailyCardScreen>(), nullptr) << "Result card did not open";
}

// The day's Flood is a given board, kept after every move by its game ID: a kill loses nothing,
// Back keeps it without asking, and opening it again resumes it; none of it enters the records.
TEST(DailyScreenTest, TheDaysFloodLeftPartWayResumesWhereItWasLeft) {
  test::ensureHeadlessSdl();
  ScreenHarness h(640, 480, &test::shippedCatalog());
  DailyContext& daily = h.daily();
  h.push(std::make_unique<DailyScreen>(daily, false));
  auto* screen = h.top<DailyScreen>();
  daily.maker.wait();
  h.step(1.0 / 60);
  tap(h, screen->card(DailyGame::Flood));
  auto* play = h.top<FloodPlayScreen>();
  ASSERT_NE(play, nullptr);
  settleFlood(h, *play);
  ASSERT_NE(play->game(), nullptr);
  const std::vector<int> best = solveFlood(daily.maker.flood()->board).moves;
  ASSERT_GE(best.size(), 3u);
  const std::vector<int> firstTwo(best.begin(), best.begin() + 2);
  for (int colour : firstTwo) {
    play->pick(colour);
    settleFlood(h, *play);
  }
  const auto& left = h.flood().left->game();
  ASSERT_TRUE(left) << "the moves were not kept as they were made";
  EXPECT_EQ(left->moves, firstTwo);
  EXPECT_FALSE(left->board.empty());

  h.send(InputEvent::act(Action::Back, Device::Gamepad));
  h.step(0);
  ASSERT_EQ(h.top<DailyScreen>(), screen) << "Back asked instead of keeping the day's board";
  tap(h, screen->card(DailyGame::Flood));
  auto* again = h.top<FloodPlayScreen>();
  ASSERT_NE(again, nullptr);
  settleFlood(h, *again);
  ASSERT_NE(again->game(), nullptr);
  EXPECT_EQ(again->game()->played(), firstTwo);
  EXPECT_EQ(again->game()->start().board(), daily.maker.flood()->board);
  EXPECT_TRUE(h.flood().records->get().games.empty());
}

TEST(DailyScreenTest, ADayThatPassesWhileTheScreenIsOpenBringsTheNewDaysPuzzles) {
  test::ensureHeadlessSdl();
  ScreenHarness h(640, 480, &test::shippedCatalog());
  DailyContext& daily = h.daily();
  CalendarDate clock{2026, 11, 27};
  daily.today = [&clock] { return clock; };
  h.push(std::make_unique<DailyScreen>(daily, false));
  auto* screen = h.top<DailyScreen>();
  daily.maker.wait();
  h.step(1.0 / 60);
  tap(h, screen->card(DailyGame::Lines));
  ASSERT_NE(h.top<Screen>(), screen);
  clock = CalendarDate{2026, 11, 28};
  h.stack().pop();
  h.step(0);
  ASSERT_EQ(h.top<DailyScreen>(), screen);
  EXPECT_EQ(screen->day(), clock);
  EXPECT_EQ(daily.maker.date(), clock);
  EXPECT_EQ(daily.record->get().lastSeen(), clock);
}

}  // namespace
}  // namespace daily_screen_test
}  // namespace tileflow
