// SoundDevice: the default audio output through SDL's own audio (a callback, no SDL2_mixer), the
// clips loaded from WAV files and converted once to the device's rate, and a SoundMixer between
// them. Playing from the frame loop only takes the device's lock for the moment it takes to
// start a voice. While nothing sounds the device is paused. When audio cannot be had at all (no
// driver, no device, no files), the object is silent and every call does nothing.
#pragma once

#include <SDL.h>

#include <condition_variable>
#include <filesystem>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "engine/core/SoundMixer.hpp"

namespace tileflow {

class SoundDevice {
 public:
  // Opens the default output and loads `files` as clips 0, 1, ... in that order; a file that is
  // missing or unreadable leaves its clip empty (silent). Needs no other SDL subsystem.
  explicit SoundDevice(const std::vector<std::filesystem::path>& files);
  ~SoundDevice();
  SoundDevice(const SoundDevice&) = delete;
  SoundDevice& operator=(const SoundDevice&) = delete;

  // Whether sound reaches a device; if not, problem() says why in one line.
  bool available() const { return device_ != 0; }
  const std::string& problem() const { return problem_; }
  // Clips that loaded with sound in them.
  int clipsLoaded() const { return loaded_; }

  // Starts clip `id` at `volumePercent` (0..100); see SoundMixer::play and cue.
  void play(int id, int volumePercent);
  void cue(int id, int volumePercent);
  // Voices sounding now (0 when silent).
  int voices() const;
  // True while the device is paused (nothing to play) or absent.
  bool paused() const;

 private:
  static void fill(void* self, Uint8* stream, int length);
  void start(int id, int volumePercent, bool asCue);
  // Runs while voices sound: looks every few milliseconds and pauses the device once they end,
  // then sleeps until the next play(). It exists so the frame loop, asleep in SDL_WaitEvent,
  // need not wake to pause the device.
  void watch(std::stop_token stop);

  SDL_AudioDeviceID device_ = 0;
  bool subsystem_ = false;
  int channels_ = 1;
  int loaded_ = 0;
  std::string problem_;
  SoundMixer mixer_;  // under the device's lock once the device is open

  std::mutex watchMutex_;
  std::condition_variable_any wake_;
  bool sounding_ = false;  // under watchMutex_: play() was called since the last pause
  std::jthread watcher_;   // last: joined before anything it uses goes
};

}  // namespace tileflow
