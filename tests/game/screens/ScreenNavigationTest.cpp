// Directional focus on every screen at a small landscape, a tall portrait and a large window:
// every arrow from every focusable widget lands where the one spatial rule says, through the
// screen's own input handling, and every widget can be reached; plus the two slips players met
// (the title's Down from Play skipping Generate; the generator's Left from Generate jumping up
// to a switch that the next Left flipped).
#include <gtest/gtest.h>

#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "engine/ui/Button.hpp"
#include "engine/ui/Navigation.hpp"
#include "engine/ui/Toggle.hpp"
#include "game/screens/ConfirmScreen.hpp"
#include "game/screens/ImportScreen.hpp"
#include "game/screens/PauseScreen.hpp"
#include "game/screens/ScreenHarness.hpp"
#include "game/screens/SettingsScreen.hpp"
#include "game/screens/TextEntryScreen.hpp"
#include "game/screens/TitleScreen.hpp"
#include "game/screens/WinScreen.hpp"
#include "game/screens/tiles/EditorScreen.hpp"
#include "game/screens/tiles/GeneratorScreen.hpp"
#include "game/screens/tiles/LevelSelectScreen.hpp"
#include "game/screens/tiles/MyLevelsScreen.hpp"
#include "game/screens/tiles/PackSelectScreen.hpp"
#include "game/screens/tiles/PlayScreen.hpp"
#include "game/store/Campaign.hpp"
#include "game/store/MyLevelsStore.hpp"
#include "game/store/SampleLevel.hpp"
#include "tests/support/TestCatalog.hpp"
#include "tests/support/UiTestSupport.hpp"

namespace tileflow {
namespace screen_navigation_test {
namespace {

struct Shape {
  int width;
  int height;
};
const Shape Shapes[] = {{480, 320}, {720, 1280}, {1920, 1080}};

std::string joined(const std::vector<std::string>& lines) {
  std::string out;
  for (const std::string& line : lines) out += "\n  " + line;
  return out;
}

std::vector<Pack> packs(int count, int levelsEach) {
  std::vector<Pack> out;
  for (int p = 0; p < count; ++p) {
    Pack pack;
    pack.id = "pack" + std::to_string(p);
    pack.name = "Pack " + std::to_string(p);
    for (int i = 0; i < levelsEach; ++i) {
      Level level = makeSampleLevel(test::uiTestCatalog(), 3, 3, static_cast<std::uint64_t>(10 * p + i + 1));
      level.id = pack.id + "-" + std::to_string(i);
      pack.levels.push_back(std::move(level));
    }
    out.push_back(std::move(pack));
  }
  return out;
}

// A screen put on a harness; `list` is the widgets the arrows move among.
struct Opened {
  std::function<const WidgetList&()> list;
};

using Opener = std::function<Opened(ScreenHarness&)>;

struct ScreenCase {
  const char* name;
  Opener open;
};

std::shared_ptr<Campaign> campaignFor(ScreenHarness& h) {
  h.tiles().progress = std::make_shared<SavedProgress>(std::filesystem::path());
  return std::make_shared<Campaign>(packs(4, 11), h.tiles().progress);
}

PlayScreen* pushPlay(ScreenHarness& h) {
  auto play = std::make_unique<PlayScreen>(h.tiles(), makeSampleLevel(test::uiTestCatalog(), 6, 5, 3), [] {});
  PlayScreen* p = play.get();
  h.push(std::move(play));
  return p;
}

template <typename T>
Opened topList(ScreenHarness& h, const WidgetList& (T::*list)() const) {
  T* screen = h.top<T>();
  if (screen == nullptr) throw std::runtime_error("the screen did not open");
  return Opened{[screen, list]() -> const WidgetList& { return (screen->*list)(); }};
}

std::vector<ScreenCase> screens() {
  return {
      {"title",
       [](ScreenHarness& h) {
         h.push(std::make_unique<TitleScreen>(h.app(), h.modes()));
         return topList(h, &TitleScreen::widgets);
       }},
      {"packs",
       [](ScreenHarness& h) {
         h.push(std::make_unique<PackSelectScreen>(h.tiles(), campaignFor(h)));
         return topList(h, &PackSelectScreen::widgets);
       }},
      {"level select",
       [](ScreenHarness& h) {
         h.push(std::make_unique<LevelSelectScreen>(h.tiles(), campaignFor(h), 0));
         return topList(h, &LevelSelectScreen::widgets);
       }},
      {"pause",
       [](ScreenHarness& h) {
         pushPlay(h);
         PauseScreen::Actions actions;
         actions.restart = [] {};
         actions.hint = [] {};
         actions.copyCode = [] { return std::string("copied"); };
         h.push(std::make_unique<PauseScreen>(h.app(), std::move(actions)));
         return topList(h, &PauseScreen::buttons);
       }},
      {"win",
       [](ScreenHarness& h) {
         pushPlay(h);
         WinScreen::Summary summary;
         summary.moves = 12;
         summary.parMoves = 10;
         summary.seconds = 30;
         h.push(std::make_unique<WinScreen>(h.app(), summary, [] {}));
         return topList(h, &WinScreen::widgets);
       }},
      {"generator",
       [](ScreenHarness& h) {
         h.push(std::make_unique<GeneratorScreen>(h.tiles()));
         return topList(h, &GeneratorScreen::widgets);
       }},
      {"editor",
       [](ScreenHarness& h) {
         h.push(std::make_unique<EditorScreen>(h.tiles(), EditorScreen::blankLevel(test::uiTestCatalog(), 5, 5),
                                               std::make_shared<MyLevelsStore>(std::filesystem::path())));
         return topList(h, &EditorScreen::widgets);
       }},
      {"my levels",
       [](ScreenHarness& h) {
         auto store = std::make_shared<MyLevelsStore>(std::filesystem::path());
         for (int i = 0; i < 3; ++i) {
           Level level = makeSampleLevel(test::uiTestCatalog(), 4, 4, static_cast<std::uint64_t>(i + 1));
           level.name = "Mine " + std::to_string(i);
           store->add(std::move(level), test::uiTestCatalog());
         }
         h.push(std::make_unique<MyLevelsScreen>(h.tiles(), store));
         return topList(h, &MyLevelsScreen::widgets);
       }},
      {"import",
       [](ScreenHarness& h) {
         h.push(std::make_unique<ImportScreen>(h.tiles(), std::make_shared<MyLevelsStore>(std::filesystem::path())));
         return topList(h, &ImportScreen::widgets);
       }},
      {"settings",
       [](ScreenHarness& h) {
         h.push(std::make_unique<SettingsScreen>(h.app()));
         return topList(h, &SettingsScreen::widgets);
       }},
      {"confirm",
       [](ScreenHarness& h) {
         std::vector<ConfirmScreen::Choice> choices{{"Keep editing", {}, Button::Style::Primary},
                                                    {"Save and quit", {}, Button::Style::Normal},
                                                    {"Quit", {}, Button::Style::Danger}};
         h.push(std::make_unique<ConfirmScreen>(h.app(), "Quit?", "The level is not saved.", std::move(choices)));
         return topList(h, &ConfirmScreen::widgets);
       }},
      {"text entry",
       [](ScreenHarness& h) {
         TextEntryScreen::Options o;
         o.title = "Level name";
         o.initial = "Meadow";
         h.push(std::make_unique<TextEntryScreen>(h.app(), o));
         return topList(h, &TextEntryScreen::widgets);
       }},
  };
}

std::string where(const char* screen, const Shape& s) {
  return std::string(screen) + " at " + std::to_string(s.width) + "x" + std::to_string(s.height);
}

TEST(ScreenNavigation, EveryScreenFollowsTheRuleAndReachesEveryWidget) {
  test::ensureHeadlessSdl();
  for (const ScreenCase& c : screens()) {
    for (const Shape& s : Shapes) {
      ScreenHarness h(s.width, s.height, &test::uiTestCatalog());
      const Opened opened = c.open(h);
      const std::vector<std::string> problems = navigationProblems(opened.list());
      EXPECT_TRUE(problems.empty()) << where(c.name, s) << ":" << joined(problems);
      int focusable = 0;
      for (int i = 0; i < opened.list().size(); ++i) focusable += opened.list().at(i).focusable() ? 1 : 0;
      EXPECT_GE(focusable, 1) << where(c.name, s);
    }
  }
}

// The arrows sent to the screen itself (not only to its list) move the focus as the rule says,
// so no screen keeps an arrow for something else while its menu has the focus.
TEST(ScreenNavigation, EveryScreenPassesItsArrowsToTheRule) {
  test::ensureHeadlessSdl();
  const Action directions[] = {Action::Up, Action::Down, Action::Left, Action::Right};
  for (const ScreenCase& c : screens()) {
    for (const Shape& s : Shapes) {
      ScreenHarness h(s.width, s.height, &test::uiTestCatalog());
      const Opened opened = c.open(h);
      const WidgetList& list = opened.list();
      const Screen* top = h.stack().top();
      for (int i = 0; i < list.size(); ++i) {
        const Widget& w = list.at(i);
        if (!w.focusable()) continue;
        for (const Action dir : directions) {
          if (w.usesLeftRight() && (dir == Action::Left || dir == Action::Right)) continue;
          // Hovering puts the focus on a widget without pressing it.
          h.send(InputEvent::pointer(w.rect.x + w.rect.w / 2, w.rect.y + w.rect.h / 2));
          ASSERT_EQ(i, list.focusIndex()) << where(c.name, s) << ": hovering " << describeWidget(list, i);
          h.send(InputEvent::act(dir, Device::Gamepad));
          ASSERT_EQ(top, h.stack().top()) << where(c.name, s) << ": an arrow left the screen";
          const int expected = list.neighbour(i, dir);
          EXPECT_EQ(expected < 0 ? i : expected, list.focusIndex())
              << where(c.name, s) << ": from " << describeWidget(list, i) << " the arrow went to "
              << describeWidget(list, list.focusIndex()) << ", not " << describeWidget(list, expected);
        }
      }
    }
  }
}

// On the play screen the arrows move the board cursor and never a focus among the buttons (those
// are for touch and mouse; a gamepad has shoulder buttons and Start); the buttons still follow the
// rule, so a layout check can list them like any menu.
TEST(ScreenNavigation, ThePlayScreensArrowsMoveTheCursorAndItsButtonsFollowTheRule) {
  test::ensureHeadlessSdl();
  for (const Shape& s : Shapes) {
    ScreenHarness h(s.width, s.height, &test::uiTestCatalog());
    PlayScreen* play = pushPlay(h);
    const std::vector<std::string> problems = navigationProblems(play->hud());
    EXPECT_TRUE(problems.empty()) << where("play", s) << ":" << joined(problems);
    const int focus = play->hud().focusIndex();
    for (const Action dir : {Action::Right, Action::Down, Action::Left, Action::Up}) {
      const int before = play->cursor();
      h.send(InputEvent::act(dir, Device::Gamepad));
      EXPECT_NE(before, play->cursor()) << where("play", s);
      EXPECT_EQ(focus, play->hud().focusIndex()) << where("play", s);
    }
  }
}

std::string focusedLabel(const WidgetList& list) {
  const auto* b = dynamic_cast<const Button*>(list.focused());
  return b != nullptr ? b->label : std::string();
}

// Daily stands under Play where the buttons make one column, and beside it where they pair up:
// Down from Play lands on the button under it, Right on Daily when it is beside.
TEST(ScreenNavigation, DownFromPlayOnTheTitleLandsOnTheButtonUnderIt) {
  test::ensureHeadlessSdl();
  for (const Shape& s : Shapes) {
    ScreenHarness h(s.width, s.height, &test::uiTestCatalog());
    h.push(std::make_unique<TitleScreen>(h.app(), h.modes()));
    const WidgetList& list = h.top<TitleScreen>()->widgets();
    ASSERT_EQ("Play", focusedLabel(list)) << where("title", s);
    ASSERT_EQ("Daily", list.at(1).name());
    const bool beside = list.at(1).rect.y == list.at(0).rect.y;
    h.send(InputEvent::act(Action::Down, Device::Gamepad));
    EXPECT_EQ(beside ? "Generate" : "Daily", focusedLabel(list)) << where("title", s);
    h.send(InputEvent::act(Action::Up, Device::Gamepad));
    EXPECT_EQ("Play", focusedLabel(list)) << where("title", s);
    if (!beside) continue;
    h.send(InputEvent::act(Action::Right, Device::Gamepad));
    EXPECT_EQ("Daily", focusedLabel(list)) << where("title", s);
  }
}

std::vector<bool> toggleValues(const WidgetList& list) {
  std::vector<bool> out;
  for (int i = 0; i < list.size(); ++i)
    if (const auto* t = dynamic_cast<const Toggle*>(&list.at(i))) out.push_back(t->value);
  return out;
}

TEST(ScreenNavigation, LeftFromGenerateStaysInItsRowAndFlipsNoSwitch) {
  test::ensureHeadlessSdl();
  for (const Shape& s : Shapes) {
    for (const bool on : {false, true}) {
      Settings settings;
      settings.tiles.editBeforePlay = on;
      settings.tiles.generateBlank = on;
      settings.tiles.generateWrap = on;
      ScreenHarness h(s.width, s.height, &test::uiTestCatalog(), settings);
      h.push(std::make_unique<GeneratorScreen>(h.tiles()));
      const WidgetList& list = h.top<GeneratorScreen>()->widgets();
      const std::vector<bool> before = toggleValues(list);
      ASSERT_EQ(3u, before.size());  // hex cells, wrap, edit before play
      ASSERT_EQ("Generate", focusedLabel(list)) << where("generator", s);
      h.send(InputEvent::act(Action::Left, Device::Gamepad));
      EXPECT_EQ("Back", focusedLabel(list)) << where("generator", s);
      h.send(InputEvent::act(Action::Left, Device::Gamepad));
      EXPECT_EQ("Back", focusedLabel(list)) << where("generator", s);
      EXPECT_EQ(before, toggleValues(list)) << where("generator", s);
      h.send(InputEvent::act(Action::Right, Device::Gamepad));
      EXPECT_EQ("Generate", focusedLabel(list)) << where("generator", s);
      h.send(InputEvent::act(Action::Right, Device::Gamepad));
      EXPECT_EQ("Generate", focusedLabel(list)) << where("generator", s);
      EXPECT_EQ(before, toggleValues(list)) << where("generator", s);
    }
  }
}

// A press that moves the focus only moves it: from every widget of every screen, no arrow that
// carries the focus away (onto a switch or anywhere else) changes a switch.
TEST(ScreenNavigation, AnArrowThatMovesTheFocusFlipsNoSwitch) {
  test::ensureHeadlessSdl();
  for (const ScreenCase& c : screens()) {
    for (const Shape& s : Shapes) {
      ScreenHarness h(s.width, s.height, &test::uiTestCatalog());
      const Opened opened = c.open(h);
      const WidgetList& list = opened.list();
      const std::vector<bool> before = toggleValues(list);
      for (int i = 0; i < list.size(); ++i) {
        const Widget& w = list.at(i);
        if (!w.focusable()) continue;
        for (const Action dir : {Action::Up, Action::Down, Action::Left, Action::Right}) {
          if (w.usesLeftRight() && (dir == Action::Left || dir == Action::Right)) continue;
          h.send(InputEvent::pointer(w.rect.x + w.rect.w / 2, w.rect.y + w.rect.h / 2));
          h.send(InputEvent::act(dir, Device::Gamepad));
          EXPECT_EQ(before, toggleValues(list)) << where(c.name, s) << ": moving from " << describeWidget(list, i)
                                                << " to " << describeWidget(list, list.focusIndex());
        }
      }
    }
  }
}

}  // namespace
}  // namespace screen_navigation_test
}  // namespace tileflow
