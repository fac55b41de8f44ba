// GameSounds: every effect of the game loads and plays on SDL's dummy audio driver; with audio
// failing to open, the game's services and screens work as before, silently.
#include "game/screens/GameSounds.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <string>
#include <thread>

#include "game/screens/ScreenHarness.hpp"
#include "game/screens/tiles/PlayScreen.hpp"
#include "game/store/SampleLevel.hpp"
#include "tests/support/AudioDriver.hpp"
#include "tests/support/TestCatalog.hpp"
#include "tests/support/UiTestSupport.hpp"

namespace tileflow {
namespace game_sounds_test {
namespace {

using test::AudioDriver;

TEST(GameSoundsTest, EverySoundHasAFileInTheDataFolder) {
  for (Sound s : AllSounds) {
    const std::filesystem::path file = soundDirectory() / (std::string(soundName(s)) + ".wav");
    EXPECT_TRUE(std::filesystem::is_regular_file(file)) << file;
    // Short effects, small files: under a second of 16-bit mono at 22050 Hz.
    EXPECT_LT(std::filesystem::file_size(file), 22050u * 2u + 100u) << file;
  }
}

TEST(GameSoundsTest, TheDummyDriverPlaysEveryEffectAndCloses) {
  AudioDriver driver("dummy");
  GameSounds sounds(soundDirectory());
  ASSERT_TRUE(sounds.available()) << sounds.problem();
  EXPECT_EQ(static_cast<int>(AllSounds.size()), sounds.device().clipsLoaded());
  for (Sound s : AllSounds) sounds.play(s, 70);
  EXPECT_LE(sounds.device().voices(), SoundMixer::MaxVoices);
  // Rests once they end (the limit only keeps a broken build from hanging the run).
  const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(30);
  while (!sounds.device().paused() && std::chrono::steady_clock::now() < until)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  EXPECT_TRUE(sounds.device().paused());
}

TEST(GameSoundsTest, TheBalanceKeepsFrequentSoundsBelowRareOnes) {
  EXPECT_LT(GameSounds::balance(Sound::Button), GameSounds::balance(Sound::Solved));
  EXPECT_LT(GameSounds::balance(Sound::Turn), GameSounds::balance(Sound::NetworkComplete));
  for (Sound s : AllSounds) {
    EXPECT_GT(GameSounds::balance(s), 0);
    EXPECT_LE(GameSounds::balance(s), 100);
  }
}

TEST(GameSoundsTest, WithAudioFailingToOpenTheGamePlaysOnSilently) {
  AudioDriver driver("no-such-driver");
  GameSounds sounds(soundDirectory());
  EXPECT_FALSE(sounds.available());
  EXPECT_FALSE(sounds.problem().empty());
  test::ensureHeadlessSdl();
  ScreenHarness harness(640, 480, &test::uiTestCatalog());
  harness.app().sounds = &sounds;
  for (Sound s : AllSounds) harness.app().play(s);
  const Level level = makeSampleLevel(test::uiTestCatalog(), 5, 4, 11);
  auto screen = std::make_unique<PlayScreen>(harness.tiles(), level);
  PlayScreen* play = screen.get();
  harness.push(std::move(screen));
  harness.send(InputEvent::act(Action::Primary, Device::Keyboard));
  harness.send(InputEvent::act(Action::Undo, Device::Keyboard));
  harness.send(InputEvent::act(Action::Redo, Device::Keyboard));
  EXPECT_EQ(1, play->puzzle().moves());
  EXPECT_EQ(0, sounds.device().voices());
}

TEST(GameSoundsTest, AMissingSoundFolderIsSilenceToo) {
  AudioDriver driver("dummy");
  GameSounds sounds(std::filesystem::temp_directory_path() / "tileflow-no-sounds-here");
  EXPECT_FALSE(sounds.available());
  EXPECT_NE(sounds.problem().find("tileflow-no-sounds-here"), std::string::npos) << sounds.problem();
  for (Sound s : AllSounds) sounds.play(s, 100);
  EXPECT_EQ(0, sounds.device().voices());
}

}  // namespace
}  // namespace game_sounds_test
}  // namespace tileflow
