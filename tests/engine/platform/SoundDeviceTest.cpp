// SoundDevice: opens SDL's dummy audio driver, plays every sound of the game and rests once they
// end; with no driver, no device or no files it is silent, and every call still returns.
#include "engine/platform/SoundDevice.hpp"

#include <gtest/gtest.h>

#include <SDL.h>

#include <chrono>
#include <filesystem>
#include <string>
#include <thread>
#include <vector>

#include "tests/support/AudioDriver.hpp"

namespace tileflow {
namespace sound_device_test {
namespace {

using test::AudioDriver;

std::vector<std::filesystem::path> gameSounds() {
  std::vector<std::filesystem::path> files;
  for (const auto& entry :
       std::filesystem::directory_iterator(std::filesystem::path(TILEFLOW_SOURCE_DIR) / "assets" / "sounds"))
    if (entry.path().extension() == ".wav") files.push_back(entry.path());
  return files;
}

// Waits, up to a generous limit, for the device to pause itself; the limit only keeps a broken
// build from hanging the run, it is no measure of speed.
bool pausesWithin(const SoundDevice& device, std::chrono::seconds limit) {
  const auto until = std::chrono::steady_clock::now() + limit;
  while (!device.paused()) {
    if (std::chrono::steady_clock::now() > until) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return true;
}

TEST(SoundDeviceTest, TheDummyDriverPlaysEverySoundAndTheDeviceRestsWhenTheyEnd) {
  AudioDriver driver("dummy");
  const std::vector<std::filesystem::path> files = gameSounds();
  ASSERT_GE(files.size(), 7u);
  SoundDevice device(files);
  ASSERT_TRUE(device.available()) << device.problem();
  EXPECT_EQ(static_cast<int>(files.size()), device.clipsLoaded());
  EXPECT_TRUE(device.paused()) << "nothing played yet";
  for (int id = 0; id < static_cast<int>(files.size()); ++id) device.play(id, 70);
  EXPECT_LE(device.voices(), SoundMixer::MaxVoices);
  EXPECT_TRUE(pausesWithin(device, std::chrono::seconds(30)));
  EXPECT_EQ(0, device.voices());
  // Awake again for the next sound, and at rest after it.
  device.play(0, 100);
  EXPECT_TRUE(pausesWithin(device, std::chrono::seconds(30)));
}

TEST(SoundDeviceTest, NothingStartsAtVolumeZero) {
  AudioDriver driver("dummy");
  SoundDevice device(gameSounds());
  ASSERT_TRUE(device.available()) << device.problem();
  device.play(0, 0);
  device.cue(1, 0);
  EXPECT_EQ(0, device.voices());
  EXPECT_TRUE(device.paused());
}

TEST(SoundDeviceTest, AnUnknownDriverLeavesItSilentWithAReason) {
  AudioDriver driver("no-such-driver");
  SoundDevice device(gameSounds());
  EXPECT_FALSE(device.available());
  EXPECT_FALSE(device.problem().empty());
  device.play(0, 100);
  device.cue(1, 100);
  device.play(99, 100);
  EXPECT_EQ(0, device.voices());
  EXPECT_TRUE(device.paused());
}

TEST(SoundDeviceTest, MissingFilesLeaveItSilentAndSayWhere) {
  AudioDriver driver("dummy");
  const std::filesystem::path nowhere = std::filesystem::temp_directory_path() / "tileflow-no-sounds-here";
  SoundDevice device({nowhere / "turn.wav", nowhere / "lock.wav"});
  EXPECT_FALSE(device.available());
  EXPECT_NE(device.problem().find("tileflow-no-sounds-here"), std::string::npos) << device.problem();
  device.play(0, 100);
  EXPECT_EQ(0, device.voices());
}

TEST(SoundDeviceTest, AMissingFileLeavesOnlyItsOwnClipSilent) {
  AudioDriver driver("dummy");
  // The missing file first, then the game's own.
  std::vector<std::filesystem::path> files{std::filesystem::temp_directory_path() / "tileflow-no-sounds-here" /
                                           "gone.wav"};
  for (const std::filesystem::path& sound : gameSounds()) files.push_back(sound);
  SoundDevice device(files);
  ASSERT_TRUE(device.available()) << device.problem();
  EXPECT_EQ(static_cast<int>(files.size()) - 1, device.clipsLoaded());
  device.play(0, 100);
  EXPECT_EQ(0, device.voices());
  EXPECT_TRUE(device.paused());
}

}  // namespace
}  // namespace sound_device_test
}  // namespace tileflow
