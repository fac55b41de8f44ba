// The statistics screen: reached from the title through Settings by the d-pad, it shows the
// figures the records hold (a win played on a generated board included), the d-pad walks every
// figure while the list scrolls to show it, and Back, B or Esc returns to Settings (and from there
// to the title).
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <tuple>

#include "engine/ui/Button.hpp"
#include "game/screens/ScreenHarness.hpp"
#include "game/screens/SettingsScreen.hpp"
#include "game/screens/StatisticsScreen.hpp"
#include "game/screens/TitleScreen.hpp"
#include "game/store/SampleLevel.hpp"
#include "tests/support/TestCatalog.hpp"
#include "tests/support/UiTestSupport.hpp"

namespace tileflow {
namespace statistics_screen_test {
namespace {

class StatisticsScreenTest : public ::testing::Test {
 protected:
  void open(int width, int height, int scale = 100) {
    test::ensureHeadlessSdl();
    Settings chosen;
    chosen.uiScalePercent = scale;
    harness = std::make_unique<ScreenHarness>(width, height, &test::uiTestCatalog(), chosen);
    auto screen = std::make_unique<TitleScreen>(harness->app(), harness->modes());
    title = screen.get();
    harness->push(std::move(screen));
  }
  void press(Action a) { harness->send(InputEvent::act(a, Device::Gamepad)); }
  std::string focusedName(const WidgetList& widgets) const {
    return widgets.focused() != nullptr ? widgets.focused()->name() : std::string();
  }
  // The d-pad from wherever the focus is to the widget called `name`, step by step towards it on
  // screen, whether the screen stacks its widgets or pairs them.
  bool focusNamed(const WidgetList& w, const std::string& name) {
    int target = -1;
    for (int i = 0; i < w.size(); ++i)
      if (w.at(i).name() == name) target = i;
    if (target < 0) return false;
    for (int k = 0; k < 2 * w.size() && w.focused() != &w.at(target); ++k) {
      const Widget* now = w.focused();
      if (now == nullptr) return false;
      const SDL_Rect to = w.at(target).rect;
      const SDL_Rect at = now->rect;
      press(to.y >= at.y + at.h   ? Action::Down
            : to.y + to.h <= at.y ? Action::Up
            : to.x > at.x         ? Action::Right
                                  : Action::Left);
    }
    return w.focused() == &w.at(target);
  }
  // Title, Settings, Statistics, by the d-pad and A.
  StatisticsScreen* openByPad() {
    if (!focusNamed(title->widgets(), "Settings")) return nullptr;
    press(Action::Primary);
    settings = harness->top<SettingsScreen>();
    if (settings == nullptr || !focusNamed(settings->widgets(), "Statistics")) return nullptr;
    press(Action::Primary);
    return harness->top<StatisticsScreen>();
  }

  std::unique_ptr<ScreenHarness> harness;
  TitleScreen* title = nullptr;
  SettingsScreen* settings = nullptr;
};

TEST_F(StatisticsScreenTest, SettingsOpensItByGamepadAndBackReturns) {
  for (const auto& [w, h, scale] :
       {std::tuple{640, 480, 100}, std::tuple{480, 320, 150}, std::tuple{480, 320, 100}, std::tuple{480, 800, 100}}) {
    open(w, h, scale);
    auto* stats = openByPad();
    ASSERT_NE(nullptr, stats) << w << "x" << h;
    harness->drawFrame();
    press(Action::Back);
    ASSERT_EQ(settings, harness->stack().top()) << "B returns to Settings, " << w << "x" << h;
    EXPECT_EQ("Statistics", focusedName(settings->widgets())) << "with the focus where it was";
    press(Action::Back);
    EXPECT_EQ(title, harness->stack().top()) << "and B again to the title";
  }
}

TEST_F(StatisticsScreenTest, WithoutStatisticsOfferedSettingsHasNoSuchButton) {
  open(640, 480);
  harness->app().openStatistics = {};
  SettingsScreen bare(harness->app());
  for (int i = 0; i < bare.widgets().size(); ++i) EXPECT_NE("Statistics", bare.widgets().at(i).name());
}

TEST_F(StatisticsScreenTest, ItShowsTheRecordsAWinOnAGeneratedBoardIncluded) {
  open(640, 480);
  Level made = makeSampleLevel(test::uiTestCatalog(), 5, 4, 3);
  made.id.clear();
  made.seed = 11;
  harness->tiles().recordWin(made, 17, 75, 0);
  FloodSetup computer;
  computer.kind = FloodKind::Computer;
  harness->flood().records->record(computer, true, 90, 0);
  harness->flood().records->record(computer, false, 40, 0);
  const std::vector<StatisticsRow> rows = statisticsRows(currentStatistics(harness->tiles(), harness->flood()));
  auto value = [&](const std::string& label) {
    for (const StatisticsRow& row : rows)
      if (row.label == label) return row.value;
    return std::string("(no row)");
  };
  EXPECT_EQ("1 min", value("Time solving"));
  EXPECT_EQ("1:15 \xc2\xb7 17 moves", value("5x4 (1 solved)"));
  EXPECT_EQ("1 won \xc2\xb7 1 lost", value("Against the computer"));
  // The screen Settings opens shows those rows, one widget each after Back.
  auto* stats = openByPad();
  ASSERT_NE(nullptr, stats);
  ASSERT_EQ(static_cast<int>(rows.size()) + StatisticsScreen::FirstRow, stats->widgets().size());
  for (std::size_t i = 0; i < rows.size(); ++i)
    EXPECT_EQ(rows[i].label, stats->widgets().at(StatisticsScreen::FirstRow + static_cast<int>(i)).name());
}

TEST_F(StatisticsScreenTest, TheDpadWalksEveryFigureAndTheListScrollsToIt) {
  open(480, 320, 150);  // the smallest screen: the rows cannot all show at once
  // Records in every part, so each has rows of its own.
  for (const int size : {4, 5, 6}) {
    Level made = makeSampleLevel(test::uiTestCatalog(), size, size, 3);
    made.id.clear();
    made.seed = 1;
    harness->tiles().recordWin(made, 10 * size, 20 * size, 0);
  }
  for (const FloodKind kind : {FloodKind::Solo, FloodKind::Computer, FloodKind::TwoPlayers}) {
    FloodSetup setup;
    setup.kind = kind;
    harness->flood().records->record(setup, true, 20, 30);
  }
  harness->app().times->add(recordKey("tiles", 4, 4), 40, 20);
  auto* stats = openByPad();
  ASSERT_NE(nullptr, stats);
  const WidgetList& w = stats->widgets();
  EXPECT_EQ("Back", focusedName(w)) << "the focus starts on Back";
  std::set<const Widget*> figures;
  for (int i = StatisticsScreen::FirstRow; i < w.size(); ++i) {
    if (w.at(i).focusable()) figures.insert(&w.at(i));
  }
  ASSERT_EQ(9u, figures.size()) << "levels, time, three sizes, three kinds of Flood game, one record";
  std::set<const Widget*> visited;
  for (int k = 0; k < 3 * w.size(); ++k) {
    press(Action::Down);
    const Widget* at = w.focused();
    ASSERT_NE(nullptr, at);
    if (visited.count(at) != 0 || figures.count(at) == 0) break;  // round again, or back on Back
    visited.insert(at);
    EXPECT_FALSE(at->clipped) << at->name() << " is scrolled into view";
    EXPECT_GE(at->rect.y, 0) << at->name();
    EXPECT_LE(at->rect.y + at->rect.h, 320) << at->name();
  }
  EXPECT_EQ(figures, visited) << "every figure, and no heading, takes the focus in turn";
  EXPECT_TRUE(w.scrolls()) << "at 480x320 and 150% the list is longer than the screen";
  harness->send(InputEvent::act(Action::Back, Device::Keyboard));
  EXPECT_EQ(settings, harness->stack().top()) << "Esc returns too";
}

}  // namespace
}  // namespace statistics_screen_test
}  // namespace tileflow
