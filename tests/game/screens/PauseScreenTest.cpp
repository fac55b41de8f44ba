// The play screen's pause menu: "Copy share code" puts the level as it started on the clipboard
// and keeps the menu open with a line saying so, by tap and by gamepad; the buttons fit every
// target size without overlapping, and the gamepad reaches all of them.
#include <gtest/gtest.h>

#include <SDL.h>

#include <set>
#include <string>
#include <utility>
#include <vector>

#include "engine/core/Translate.hpp"
#include "engine/ui/Button.hpp"
#include "engine/ui/Navigation.hpp"
#include "game/io/ShareCode.hpp"
#include "game/screens/ControlsScreen.hpp"
#include "game/screens/PauseScreen.hpp"
#include "game/screens/ScreenHarness.hpp"
#include "game/screens/tiles/PlayScreen.hpp"
#include "game/store/SampleLevel.hpp"
#include "tests/support/TestCatalog.hpp"
#include "tests/support/UiTestSupport.hpp"

namespace tileflow {
namespace pause_screen_test {
namespace {

const char* const CopyLabel = "Copy share code";

std::string clipboard() {
  char* text = SDL_GetClipboardText();
  std::string out = text != nullptr ? text : "";
  SDL_free(text);
  return out;
}

// The index of the pause menu button with `label`, or -1.
int buttonIndex(const PauseScreen& pause, const std::string& label) {
  for (int i = 0; i < pause.buttons().size(); ++i) {
    const auto* b = dynamic_cast<const Button*>(&pause.buttons().at(i));
    if (b != nullptr && b->label == label) return i;
  }
  return -1;
}

void tapCentre(ScreenHarness& harness, const SDL_Rect& r) {
  harness.send(InputEvent::tap(r.x + r.w / 2, r.y + r.h / 2, false, Device::Touch));
}

class PauseScreenTest : public ::testing::Test {
 protected:
  void open(int width, int height, Level start) {
    test::ensureHeadlessSdl();
    harness = std::make_unique<ScreenHarness>(width, height, &test::uiTestCatalog());
    level = std::move(start);
    auto screen = std::make_unique<PlayScreen>(harness->tiles(), level);
    play = screen.get();
    harness->push(std::move(screen));
  }
  void SetUp() override { open(640, 480, makeSampleLevel(test::uiTestCatalog(), 5, 4, 11)); }

  // Turns the first tile that looks different after a quarter turn, by tapping it.
  void turnATile() {
    const Board& b = play->puzzle().board();
    for (int i = 0; i < b.cellCount(); ++i) {
      if (b.typeAt(i).packs[0] == b.typeAt(i).packs[1]) continue;
      const SDL_Rect r = play->boardView().cellRect(i);
      tapCentre(*harness, r);
      harness->settle();
      return;
    }
    FAIL() << "no tile to turn";
  }

  PauseScreen* openMenuByTap() {
    tapCentre(*harness, play->hud().at(5).rect);  // Menu
    return harness->top<PauseScreen>();
  }

  // Checks the clipboard holds the starting level, not the turned board, and the menu says so.
  void expectStartingLevelCopied(const PauseScreen* pause) {
    ASSERT_EQ(pause, harness->top<PauseScreen>()) << "the menu stays open after copying";
    const std::string code = clipboard();
    ASSERT_TRUE(looksLikeShareCode(code)) << code;
    EXPECT_EQ(encodeShareCode(level, test::uiTestCatalog()), code);
    auto decoded = decodeShareCode(code, test::uiTestCatalog());
    ASSERT_TRUE(ok(decoded)) << std::get<LoadError>(decoded).text();
    const Level& got = std::get<Level>(decoded);
    EXPECT_TRUE(got.board.sameLayout(level.board)) << "the level as the player got it";
    EXPECT_FALSE(got.board.sameLayout(play->puzzle().board())) << "not the player's turned tiles";
    EXPECT_EQ(level.name, got.name);
    EXPECT_EQ(level.solution, got.solution);
    EXPECT_EQ("Share code copied (" + std::to_string(code.size()) + " characters)", pause->message());
    harness->drawFrame();
  }

  std::unique_ptr<ScreenHarness> harness;
  Level level;
  PlayScreen* play = nullptr;
};

TEST_F(PauseScreenTest, TappingCopyShareCodeCopiesTheStartingLevel) {
  turnATile();
  ASSERT_FALSE(play->puzzle().board().sameLayout(level.board));
  SDL_SetClipboardText("");
  PauseScreen* pause = openMenuByTap();
  ASSERT_NE(nullptr, pause);
  EXPECT_EQ("", pause->message());
  const int copy = buttonIndex(*pause, CopyLabel);
  ASSERT_GE(copy, 0);
  tapCentre(*harness, pause->buttons().at(copy).rect);
  expectStartingLevelCopied(pause);
}

TEST_F(PauseScreenTest, GamepadFocusAndConfirmCopyShareCode) {
  turnATile();
  SDL_SetClipboardText("");
  harness->send(InputEvent::act(Action::Menu, Device::Gamepad));
  auto* pause = harness->top<PauseScreen>();
  ASSERT_NE(nullptr, pause);
  const int copy = buttonIndex(*pause, CopyLabel);
  ASSERT_GE(copy, 0);
  for (int i = 0; i < pause->buttons().size() && pause->buttons().focused() != &pause->buttons().at(copy); ++i)
    harness->send(InputEvent::act(Action::Down, Device::Gamepad));
  ASSERT_EQ(&pause->buttons().at(copy), pause->buttons().focused());
  harness->send(InputEvent::act(Action::Primary, Device::Gamepad));
  expectStartingLevelCopied(pause);
  // B still closes the menu afterwards, onto the board as it was.
  harness->send(InputEvent::act(Action::Secondary, Device::Gamepad));
  EXPECT_EQ(play, harness->stack().top());
  EXPECT_FALSE(play->puzzle().board().sameLayout(level.board));
}

TEST_F(PauseScreenTest, ALevelThatCannotBeSharedSaysWhyAndLeavesTheClipboard) {
  Level named = makeSampleLevel(test::uiTestCatalog(), 5, 4, 11);
  named.name = std::string(MaxShareCodeText + 1, 'x');
  open(640, 480, std::move(named));
  SDL_SetClipboardText("before");
  PauseScreen* pause = openMenuByTap();
  ASSERT_NE(nullptr, pause);
  tapCentre(*harness, pause->buttons().at(buttonIndex(*pause, CopyLabel)).rect);
  EXPECT_EQ(pause, harness->top<PauseScreen>());
  EXPECT_EQ("Cannot copy: names and ids are limited to 255 bytes", pause->message());
  EXPECT_EQ("before", clipboard());
  harness->drawFrame();
  if (test::writePreviews()) {
    EXPECT_EQ("", harness->savePng(test::binaryPath("preview-pause-refused-640x480.png")));
  }
}

TEST_F(PauseScreenTest, WithoutACopyOrHintActionThereIsNoSuchButton) {
  harness->push(std::make_unique<PauseScreen>(harness->app(), PauseScreen::Actions{}));
  auto* pause = harness->top<PauseScreen>();
  ASSERT_NE(nullptr, pause);
  EXPECT_EQ(5, pause->buttons().size()) << "Resume, Restart level, Settings, Controls, Leave level";
  EXPECT_EQ(-1, buttonIndex(*pause, CopyLabel));
  EXPECT_EQ(-1, buttonIndex(*pause, "Hint")) << "a race gives no hints";
}

TEST_F(PauseScreenTest, ControlsOpensTheHelpForTheDeviceInUseAndBackReturns) {
  harness->send(InputEvent::act(Action::Menu, Device::Gamepad));
  auto* pause = harness->top<PauseScreen>();
  ASSERT_NE(nullptr, pause);
  const int controls = buttonIndex(*pause, "Controls");
  ASSERT_GE(controls, 0);
  tapCentre(*harness, pause->buttons().at(controls).rect);
  EXPECT_NE(nullptr, harness->top<ControlsScreen>());
  harness->send(InputEvent::act(Action::Back, Device::Gamepad));
  EXPECT_EQ(pause, harness->top<PauseScreen>());
}

TEST_F(PauseScreenTest, BackBAndStartCloseTheMenu) {
  for (Action a : {Action::Back, Action::Secondary, Action::Menu}) {
    harness->send(InputEvent::act(Action::Menu, Device::Gamepad));
    ASSERT_NE(nullptr, harness->top<PauseScreen>());
    harness->send(InputEvent::act(a, Device::Gamepad));
    EXPECT_EQ(play, harness->stack().top()) << "action " << static_cast<int>(a);
  }
}

// The labels cut short on the pause menu at 320×240 and 150% in `language` (three columns), with
// Save to My levels too for a generated level.
std::vector<std::string> cutOnPauseMenu(const char* language, bool generated) {
  test::ensureHeadlessSdl();
  Settings settings;
  settings.uiScalePercent = 150;
  ScreenHarness harness(320, 240, &test::uiTestCatalog(), settings);
  std::vector<std::string> cut;
  if (!useLanguages(findLocaleDir(), language)) return {"no catalogue"};
  PauseScreen::Actions actions;
  actions.restart = actions.hint = actions.showSolution = actions.leave = [] {};
  actions.copyCode = [] { return std::string(); };
  if (generated) actions.save = [] { return std::string(); };
  harness.push(std::make_unique<PauseScreen>(harness.app(), actions));
  harness.drawFrame();
  auto* pause = harness.top<PauseScreen>();
  for (int i = 0; pause != nullptr && i < pause->buttons().size(); ++i) {
    const auto& button = static_cast<const Button&>(pause->buttons().at(i));
    if (!button.labelFits(harness.app().ui)) cut.push_back(button.label);
  }
  if (pause == nullptr) cut.push_back("no pause menu");
  useLanguages(findLocaleDir(), "en");
  return cut;
}

// A row whose long word would be cut in an equal cell (Pokaż rozwiązanie) shares its width by
// its buttons' words.
TEST(PauseScreenRowsTest, ARowSharesItsWidthByWordsWhereThatCutsFewer) {
  const auto cut = cutOnPauseMenu("pl", false);
  EXPECT_TRUE(cut.empty()) << cut.front();
}

// A row whose words do not fit its share of the panel's inner width even broken in two (de In
// Meine Level speichern; ru Заново beside Сохранить в «Мои уровни» and Управление) takes the
// panel's padding too.
TEST(PauseScreenRowsTest, ARowThatStillCutsAWordTakesThePanelsPadding) {
  for (const char* language : {"de", "ru"}) {
    const auto cut = cutOnPauseMenu(language, true);
    EXPECT_TRUE(cut.empty()) << language << ": " << cut.front();
  }
}

// At every target size: every button on screen and inside the panel, at least a fingertip
// tall, none overlapping another, and the d-pad reaches each one.
TEST_F(PauseScreenTest, ButtonsFitEveryTargetSizeAndTheGamepadReachesThemAll) {
  const std::pair<int, int> sizes[] = {{480, 320}, {640, 480}, {720, 720}, {1280, 720}, {480, 800}};
  for (const auto& [w, h] : sizes) {
    SCOPED_TRACE(std::to_string(w) + "x" + std::to_string(h));
    open(w, h, makeSampleLevel(test::uiTestCatalog(), 6, 6, 4));
    harness->send(InputEvent::act(Action::Menu, Device::Gamepad));
    auto* pause = harness->top<PauseScreen>();
    ASSERT_NE(nullptr, pause);
    const WidgetList& buttons = pause->buttons();
    ASSERT_EQ(8, buttons.size()) << "Resume, Restart, Hint, Copy, Show solution, Settings, Controls, Leave";
    const SDL_Rect screen{0, 0, w, h};
    const SDL_Rect panel = pause->panel();
    for (int i = 0; i < buttons.size(); ++i) {
      const SDL_Rect r = buttons.at(i).rect;
      SCOPED_TRACE("button " + std::to_string(i));
      EXPECT_GE(r.h, Metrics::MinTouchTarget);
      EXPECT_GT(r.w, 0);
      EXPECT_TRUE(r.x >= screen.x && r.y >= screen.y && r.x + r.w <= screen.w && r.y + r.h <= screen.h);
      EXPECT_TRUE(r.x >= panel.x && r.y >= panel.y && r.x + r.w <= panel.x + panel.w && r.y + r.h <= panel.y + panel.h);
      for (int j = i + 1; j < buttons.size(); ++j) {
        const SDL_Rect o = buttons.at(j).rect;
        EXPECT_FALSE(SDL_HasIntersection(&r, &o)) << "overlaps button " << j;
      }
    }
    // The arrows reach every button (from the first, Down walks its column, Right crosses to
    // the next one); Left, Right and Up never leave the menu.
    const std::vector<std::string> problems = navigationProblems(buttons);
    EXPECT_TRUE(problems.empty()) << (problems.empty() ? std::string() : problems.front());
    std::set<const Widget*> seen{buttons.focused()};
    for (const Action across : {Action::None, Action::Right}) {
      if (across != Action::None) {
        harness->send(InputEvent::act(across, Device::Gamepad));
        seen.insert(buttons.focused());
      }
      // Down and back Up: a shorter column is left at its foot for the nearest button below.
      for (const Action along : {Action::Down, Action::Up}) {
        for (int i = 0; i < buttons.size(); ++i) {
          harness->send(InputEvent::act(along, Device::Gamepad));
          seen.insert(buttons.focused());
        }
      }
    }
    EXPECT_EQ(8u, seen.size());
    for (Action a : {Action::Left, Action::Right, Action::Up}) {
      harness->send(InputEvent::act(a, Device::Gamepad));
      EXPECT_NE(nullptr, buttons.focused());
    }
    ASSERT_EQ(pause, harness->top<PauseScreen>());
    // A tap on Copy share code lands, wherever the layout put it.
    SDL_SetClipboardText("");
    tapCentre(*harness, buttons.at(buttonIndex(*pause, CopyLabel)).rect);
    EXPECT_EQ(pause, harness->top<PauseScreen>());
    EXPECT_EQ(encodeShareCode(level, test::uiTestCatalog()), clipboard());
    harness->drawFrame();
    if (test::writePreviews()) {
      EXPECT_EQ("", harness->savePng(test::binaryPath("preview-pause-copied-" + std::to_string(w) + "x" +
                                                      std::to_string(h) + ".png")));
    }
  }
}

}  // namespace
}  // namespace pause_screen_test
}  // namespace tileflow
