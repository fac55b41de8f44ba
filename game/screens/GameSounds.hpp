// GameSounds: the SoundPlayer the game runs with: the effects in assets/sounds/ played through
// SDL's audio (engine/platform/SoundDevice). Without audio it is silent and says why once.
#pragma once

#include <filesystem>
#include <string>

#include "engine/platform/SoundDevice.hpp"
#include "game/screens/Sound.hpp"

namespace tileflow {

// assets/sounds/ in the data folder (game/io/DataDir).
std::filesystem::path soundDirectory();

class GameSounds : public SoundPlayer {
 public:
  // Loads every Sound from `folder`/<soundName>.wav and opens the default output.
  explicit GameSounds(const std::filesystem::path& folder);

  void play(Sound sound, int volumePercent) override;

  bool available() const { return device_.available(); }
  // Why there is no sound (empty when there is).
  const std::string& problem() const { return device_.problem(); }
  const SoundDevice& device() const { return device_; }

  // Each sound's level beside the others, in percent: the files all peak at -6 dBFS, but a click
  // heard a hundred times a level should sit below a chime heard once.
  static int balance(Sound sound);

 private:
  SoundDevice device_;
};

}  // namespace tileflow
