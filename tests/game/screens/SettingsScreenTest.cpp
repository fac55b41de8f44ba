// Settings tell the truth: every row shows the state in use (fullscreen as the window really is,
// which on a small display differs from the saved choice), and switching works both ways.
#include <gtest/gtest.h>

#include "engine/core/Translate.hpp"
#include "engine/platform/DrawProbe.hpp"
#include "engine/ui/Stepper.hpp"
#include "engine/ui/Toggle.hpp"
#include "game/screens/PlayOptionsScreen.hpp"
#include "game/screens/ScreenHarness.hpp"
#include "game/screens/SettingsScreen.hpp"
#include "tests/support/TestCatalog.hpp"
#include "tests/support/UiTestSupport.hpp"

namespace tileflow {
namespace settings_screen_test {
namespace {

// A window's fullscreen state, switched through the app context as the real one is; `obeys`
// false is a console video driver, which stays fullscreen.
struct FakeWindow {
  bool full = false;
  bool obeys = true;
  int switches = 0;

  void attach(AppContext& app) {
    app.setFullscreen = [this](bool on) {
      ++switches;
      if (obeys) full = on;
    };
    app.isFullscreen = [this] { return full; };
  }
};

class SettingsScreenTest : public ::testing::Test {
 protected:
  void open(const Settings& settings = {}) {
    test::ensureHeadlessSdl();
    harness = std::make_unique<ScreenHarness>(640, 480, &test::uiTestCatalog(), settings);
    window.attach(harness->app());
    auto screen = std::make_unique<SettingsScreen>(harness->app());
    settings_ = screen.get();
    harness->push(std::move(screen));
  }
  const Toggle& fullscreenRow() const { return dynamic_cast<const Toggle&>(settings_->widgets().at(0)); }
  const Stepper& animationRow() const { return dynamic_cast<const Stepper&>(settings_->widgets().at(1)); }
  const Toggle& colourBlindRow() const { return dynamic_cast<const Toggle&>(settings_->widgets().at(2)); }
  const Stepper& scaleRow() const { return dynamic_cast<const Stepper&>(settings_->widgets().at(3)); }
  const Stepper& volumeRow() const { return dynamic_cast<const Stepper&>(settings_->widgets().at(4)); }
  const Toggle& muteRow() const { return dynamic_cast<const Toggle&>(settings_->widgets().at(5)); }
  const Stepper& languageRow() const { return dynamic_cast<const Stepper&>(settings_->widgets().at(6)); }
  // Every text one frame draws, a line each.
  std::string drawnTexts() {
    DrawProbe probe;
    harness->app().ui.assets->probe = &probe;
    harness->drawFrame();
    harness->app().ui.assets->probe = nullptr;
    std::string texts;
    for (const auto& t : probe.texts) texts += (t.full.empty() ? t.text : t.full) + "\n";
    return texts;
  }
  void tapAt(const SDL_Rect& r) { harness->send(InputEvent::tap(r.x + r.w / 2, r.y + r.h / 2, false, Device::Touch)); }
  void tap(const Widget& w) { tapAt(w.rect); }

  FakeWindow window;
  std::unique_ptr<ScreenHarness> harness;
  SettingsScreen* settings_ = nullptr;
};

TEST_F(SettingsScreenTest, FullscreenShowsTheWindowNotTheSavedChoice) {
  window.full = true;  // a small display started fullscreen; the saved choice says windowed
  open();
  ASSERT_FALSE(harness->app().settings.fullscreen);
  EXPECT_TRUE(fullscreenRow().value);
}

TEST_F(SettingsScreenTest, SwitchingFullscreenOffAndOnWorksFromWhatTheWindowIs) {
  window.full = true;
  open();
  tap(fullscreenRow());
  EXPECT_FALSE(window.full) << "the first switch leaves fullscreen";
  EXPECT_FALSE(fullscreenRow().value);
  EXPECT_FALSE(harness->app().settings.fullscreen);
  tap(fullscreenRow());
  EXPECT_TRUE(window.full);
  EXPECT_TRUE(fullscreenRow().value);
  EXPECT_TRUE(harness->app().settings.fullscreen) << "and the choice is kept";
  EXPECT_EQ(window.switches, 2);
}

TEST_F(SettingsScreenTest, TheToggleFollowsASwitchMadeElsewhere) {
  open();
  EXPECT_FALSE(fullscreenRow().value);
  harness->app().toggleFullscreen();  // the fullscreen key while Settings is open
  ASSERT_TRUE(window.full);
  harness->drawFrame();
  EXPECT_TRUE(fullscreenRow().value);
}

TEST_F(SettingsScreenTest, AWindowThatStaysFullscreenShowsOn) {
  window.full = true;
  window.obeys = false;
  open();
  tap(fullscreenRow());
  EXPECT_EQ(window.switches, 1);
  EXPECT_TRUE(fullscreenRow().value) << "a console video driver cannot leave fullscreen";
}

TEST_F(SettingsScreenTest, TheFullscreenKeySwitchesFromWhatTheWindowIs) {
  window.full = true;
  open();
  harness->app().toggleFullscreen();
  EXPECT_FALSE(window.full);
  harness->app().toggleFullscreen();
  EXPECT_TRUE(window.full);
  EXPECT_TRUE(harness->app().settings.fullscreen);
}

TEST_F(SettingsScreenTest, WithoutAWindowTheSavedChoiceIsShown) {
  Settings s;
  s.fullscreen = true;
  test::ensureHeadlessSdl();
  ScreenHarness bare(640, 480, &test::uiTestCatalog(), s);
  SettingsScreen screen(bare.app());
  EXPECT_TRUE(dynamic_cast<const Toggle&>(screen.widgets().at(0)).value);
}

TEST_F(SettingsScreenTest, TheOtherRowsShowTheSettingsInUse) {
  Settings s;
  s.animationSpeed = 0;
  s.colourBlind = true;
  s.uiScalePercent = 130;
  open(s);
  EXPECT_EQ(animationRow().format(animationRow().value), "Off");
  EXPECT_TRUE(colourBlindRow().value);
  EXPECT_EQ(scaleRow().format(scaleRow().value), "130%");
}

TEST_F(SettingsScreenTest, AScaleBetweenTheStepsIsShownAsItIs) {
  Settings s;
  s.uiScalePercent = 80;  // edited into the file; the screens use 80 %
  open(s);
  EXPECT_EQ(scaleRow().format(scaleRow().value), "80%");
  tapAt(scaleRow().plusRect());
  EXPECT_EQ(harness->app().settings.uiScalePercent, 90);
  tapAt(scaleRow().minusRect());
  tapAt(scaleRow().minusRect());
  EXPECT_EQ(harness->app().settings.uiScalePercent, 75);
  EXPECT_EQ(scaleRow().format(scaleRow().value), "75%");
}

TEST_F(SettingsScreenTest, TheSoundRowsShowTheVolumeAndTheMuteInUse) {
  open();
  EXPECT_EQ(volumeRow().format(volumeRow().value), "70%");
  EXPECT_FALSE(muteRow().value);
  Settings s;
  s.sound.effectsVolume = 0;
  s.sound.muted = true;
  open(s);
  EXPECT_EQ(volumeRow().format(volumeRow().value), "Off");
  EXPECT_TRUE(muteRow().value);
}

TEST_F(SettingsScreenTest, TheVolumeStepsByTenWithTouchAndTheDpadAndStopsAtItsEnds) {
  open();
  tapAt(volumeRow().plusRect());
  EXPECT_EQ(80, harness->app().settings.sound.effectsVolume);
  tapAt(volumeRow().minusRect());
  tapAt(volumeRow().minusRect());
  EXPECT_EQ(60, harness->app().settings.sound.effectsVolume);
  // The d-pad: down to the volume row, then left and right.
  for (int i = 0; i < 10 && settings_->widgets().focusIndex() != 4; ++i)
    harness->send(InputEvent::act(Action::Down, Device::Gamepad));
  ASSERT_EQ(4, settings_->widgets().focusIndex());
  for (int i = 0; i < 12; ++i) harness->send(InputEvent::act(Action::Right, Device::Gamepad));
  EXPECT_EQ(100, harness->app().settings.sound.effectsVolume);
  for (int i = 0; i < 12; ++i) harness->send(InputEvent::act(Action::Left, Device::Gamepad));
  EXPECT_EQ(0, harness->app().settings.sound.effectsVolume);
  EXPECT_EQ(volumeRow().format(volumeRow().value), "Off");
}

TEST_F(SettingsScreenTest, MuteSwitchesWithATapAndWithPrimary) {
  open();
  tap(muteRow());
  EXPECT_TRUE(harness->app().settings.sound.muted);
  EXPECT_TRUE(muteRow().value);
  for (int i = 0; i < 10 && settings_->widgets().focusIndex() != 5; ++i)
    harness->send(InputEvent::act(Action::Down, Device::Gamepad));
  ASSERT_EQ(5, settings_->widgets().focusIndex());
  harness->send(InputEvent::act(Action::Primary, Device::Gamepad));
  EXPECT_FALSE(harness->app().settings.sound.muted);
}

// Play options opens a page of its own whose switches show the settings in use and change
// them at once; Back returns to Settings.
TEST_F(SettingsScreenTest, PlayOptionsShowAndChangeTheTilesPlayChoices) {
  Settings s;
  s.tiles.halfTurnOther = true;
  open(s);
  const Widget* button = nullptr;
  for (int i = 0; i < settings_->widgets().size(); ++i)
    if (settings_->widgets().at(i).name() == "Play options") button = &settings_->widgets().at(i);
  ASSERT_NE(button, nullptr);
  tap(*button);
  auto* page = harness->top<PlayOptionsScreen>();
  ASSERT_NE(page, nullptr);
  const auto& reverse = dynamic_cast<const Toggle&>(page->widgets().at(1));
  const auto& half = dynamic_cast<const Toggle&>(page->widgets().at(2));
  const auto& clock = dynamic_cast<const Toggle&>(page->widgets().at(3));
  const auto& assistant = dynamic_cast<const Toggle&>(page->widgets().at(4));
  EXPECT_FALSE(reverse.value);
  EXPECT_TRUE(half.value);
  EXPECT_TRUE(clock.value);
  EXPECT_FALSE(assistant.value) << "the assistant is off until the player turns it on";
  tap(reverse);
  tap(clock);
  tap(assistant);
  EXPECT_TRUE(harness->app().settings.tiles.reverseTurn);
  EXPECT_TRUE(harness->app().settings.tiles.hideClock);
  EXPECT_TRUE(harness->app().settings.tiles.assistant);
  harness->send(InputEvent::act(Action::Back, Device::Gamepad));
  EXPECT_EQ(harness->top<SettingsScreen>(), settings_);
}

// The Language row switches the words on the screen at once, with no restart, and back: here
// with the German catalogue on a system with only the C locales. English is put back after.
class LanguageSwitchTest : public SettingsScreenTest {
 protected:
  void TearDown() override { useLanguages(findLocaleDir(), "en"); }
};

TEST_F(LanguageSwitchTest, TheLanguageRowSwitchesTheScreenLiveAndIsSaved) {
  open();
  EXPECT_EQ("System", languageRow().format(languageRow().value));
  std::string texts = drawnTexts();
  ASSERT_NE(std::string::npos, texts.find("Settings\n")) << texts;
  // System, English, Deutsch: two steps on.
  tapAt(languageRow().plusRect());
  EXPECT_EQ("English", languageRow().format(languageRow().value));
  EXPECT_EQ("en", harness->app().settings.language);
  tapAt(languageRow().plusRect());
  EXPECT_EQ("de", harness->app().settings.language);
  EXPECT_EQ("de", languagesInUse());
  texts = drawnTexts();
  EXPECT_NE(std::string::npos, texts.find("Optionen\n")) << texts;
  EXPECT_NE(std::string::npos, texts.find("Sprache")) << texts;
  EXPECT_NE(std::string::npos, texts.find("Deutsch")) << texts;
  EXPECT_NE(std::string::npos, texts.find("Zurück\n")) << texts;
  EXPECT_EQ(std::string::npos, texts.find("Settings\n")) << texts;
  // The control keeps its English name (test ids, layout reports) whatever it shows.
  EXPECT_EQ("Language", languageRow().name());
  // Back to English: one step back.
  tapAt(languageRow().minusRect());
  EXPECT_EQ("en", harness->app().settings.language);
  texts = drawnTexts();
  EXPECT_NE(std::string::npos, texts.find("Settings\n")) << texts;
  EXPECT_NE(std::string::npos, texts.find("Language")) << texts;
  EXPECT_EQ(std::string::npos, texts.find("Optionen")) << texts;
}

}  // namespace
}  // namespace settings_screen_test
}  // namespace tileflow
