// The controls help: reached from Settings (in the pause menu too), it opens on the device the player
// last used, the d-pad walks every line (the list scrolls to show each), the stepper switches
// device, and Back, B or Esc closes it.
#include <gtest/gtest.h>

#include <string>

#include "engine/ui/Button.hpp"
#include "engine/ui/Stepper.hpp"
#include "game/screens/ControlsScreen.hpp"
#include "game/screens/PauseScreen.hpp"
#include "game/screens/ScreenHarness.hpp"
#include "game/screens/SettingsScreen.hpp"
#include "tests/support/TestCatalog.hpp"
#include "tests/support/UiTestSupport.hpp"

namespace tileflow {
namespace controls_screen_test {
namespace {

class ControlsScreenTest : public ::testing::Test {
 protected:
  void open(int width, int height, Device last = Device::Gamepad, int scale = 100) {
    test::ensureHeadlessSdl();
    Settings settings;
    settings.uiScalePercent = scale;
    harness = std::make_unique<ScreenHarness>(width, height, &test::uiTestCatalog(), settings);
    harness->ui().lastDevice = last;
    harness->push(std::make_unique<SettingsScreen>(harness->app()));
  }
  void press(Action a) { harness->send(InputEvent::act(a, Device::Gamepad)); }
  // From Settings, the d-pad to "Controls" and A, as a gamepad player gets there.
  ControlsScreen* openFromSettings() {
    auto* settings = harness->top<SettingsScreen>();
    if (settings == nullptr) return nullptr;
    // Down the list; on a short screen, pairing them, Statistics is on the way, Controls beside it.
    for (int i = 0; i < settings->widgets().size(); ++i) {
      const Widget* at = settings->widgets().focused();
      if (at == nullptr || at->name() == "Controls") break;
      press(at->name() == "Statistics" ? Action::Right : Action::Down);
    }
    if (settings->widgets().focused() == nullptr || settings->widgets().focused()->name() != "Controls") return nullptr;
    press(Action::Primary);
    return harness->top<ControlsScreen>();
  }
  const Widget* focused(const ControlsScreen& c) const { return c.widgets().focused(); }

  std::unique_ptr<ScreenHarness> harness;
};

TEST_F(ControlsScreenTest, SettingsOpensItOnTheDeviceLastUsed) {
  open(640, 480, Device::Gamepad);
  ControlsScreen* controls = openFromSettings();
  ASSERT_NE(nullptr, controls);
  EXPECT_EQ(Device::Gamepad, controls->device());
  harness->stack().pop();
  harness->stack().applyPending(harness->ui().metrics);
  harness->ui().lastDevice = Device::Touch;
  auto* settings = harness->top<SettingsScreen>();
  ASSERT_NE(nullptr, settings);
  const SDL_Rect r = settings->widgets().at(settings->widgets().size() - 2).rect;
  harness->send(InputEvent::tap(r.x + r.w / 2, r.y + r.h / 2, false, Device::Touch));
  controls = harness->top<ControlsScreen>();
  ASSERT_NE(nullptr, controls) << "a tap on Controls opens it too";
  EXPECT_EQ(Device::Touch, controls->device());
}

TEST_F(ControlsScreenTest, TheDpadWalksEveryLineAndEachIsScrolledIntoView) {
  // The smallest screen at the largest scale: the lines do not all fit and scroll.
  open(320, 240, Device::Gamepad, 150);
  ControlsScreen* controls = openFromSettings();
  ASSERT_NE(nullptr, controls);
  ASSERT_EQ(Device::Gamepad, controls->device());
  const auto lines = ControlsScreen::linesFor(Device::Gamepad);
  for (const auto& line : lines) {
    press(Action::Down);
    const Widget* f = focused(*controls);
    ASSERT_NE(nullptr, f);
    EXPECT_EQ(line.what, f->name());
    EXPECT_FALSE(f->clipped) << line.what << " is scrolled into view";
    EXPECT_GE(f->rect.y, 0);
    EXPECT_LE(f->rect.y + f->rect.h, 240) << line.what;
  }
  // Up walks back to the device stepper, which Left and Right turn.
  for (std::size_t i = 0; i < lines.size(); ++i) press(Action::Up);
  ASSERT_EQ("Device", focused(*controls)->name());
  press(Action::Right);
  EXPECT_EQ(Device::Touch, controls->device()) << "the device choice goes round";
  EXPECT_EQ("Device", focused(*controls)->name()) << "switching keeps the focus on the stepper";
  press(Action::Down);
  EXPECT_EQ(ControlsScreen::linesFor(Device::Touch).front().what, focused(*controls)->name());
}

TEST_F(ControlsScreenTest, BackBAndEscCloseIt) {
  open(480, 320);
  for (const InputEvent& close :
       {InputEvent::act(Action::Secondary, Device::Gamepad), InputEvent::act(Action::Back, Device::Gamepad),
        InputEvent::act(Action::Back, Device::Keyboard)}) {
    ASSERT_NE(nullptr, openFromSettings());
    harness->send(close);
    EXPECT_NE(nullptr, harness->top<SettingsScreen>());
  }
  ControlsScreen* controls = openFromSettings();
  ASSERT_NE(nullptr, controls);
  const SDL_Rect back = controls->widgets().at(0).rect;
  harness->send(InputEvent::tap(back.x + back.w / 2, back.y + back.h / 2, false, Device::Touch));
  EXPECT_NE(nullptr, harness->top<SettingsScreen>()) << "the Back button too";
}

TEST_F(ControlsScreenTest, ThePauseMenuReachesItThroughSettings) {
  open(480, 320);
  harness->stack().pop();
  harness->stack().applyPending(harness->ui().metrics);
  harness->push(std::make_unique<PauseScreen>(harness->app(), PauseScreen::Actions{}));
  auto* pause = harness->top<PauseScreen>();
  ASSERT_NE(nullptr, pause);
  for (int i = 0; i < pause->buttons().size(); ++i) {
    if (pause->buttons().at(i).name() != "Settings") continue;
    const SDL_Rect r = pause->buttons().at(i).rect;
    harness->send(InputEvent::tap(r.x + r.w / 2, r.y + r.h / 2, false, Device::Touch));
  }
  EXPECT_NE(nullptr, openFromSettings());
}

TEST_F(ControlsScreenTest, EveryDeviceListsTurningZoomingAndMovingTheBoard) {
  for (Device d : ControlsScreen::Devices) {
    const auto lines = ControlsScreen::linesFor(d);
    auto has = [&](const std::string& what) {
      for (const auto& line : lines)
        if (line.what.find(what) != std::string::npos) return true;
      return false;
    };
    EXPECT_TRUE(has("Turn a tile")) << ControlsScreen::deviceName(d);
    EXPECT_TRUE(has("Turn it back")) << ControlsScreen::deviceName(d);
    EXPECT_TRUE(has("Zoom")) << ControlsScreen::deviceName(d);
    EXPECT_TRUE(has("Next loose end")) << ControlsScreen::deviceName(d);
  }
}

}  // namespace
}  // namespace controls_screen_test
}  // namespace tileflow
