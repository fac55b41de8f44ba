// Sound: the game's sound effects, named by what happened, and the one interface the screens
// play them through (AppContext::play). Screens never see how or whether sound is made.
#pragma once

#include <array>

namespace tileflow {

enum class Sound {
  Turn,             // a tile turned
  Lock,             // a tile locked or unlocked
  Undo,             // a move undone or redone
  NetworkComplete,  // a turn closed a network: no loose ends left in it
  Solved,           // a level solved, a Flood game won
  Button,           // a menu control used
  Flood,            // a colour flooded in (Flood)
  Refused,          // a move the game will not make (a locked tile, a colour not allowed)
};

inline constexpr std::array<Sound, 8> AllSounds = {Sound::Turn,   Sound::Lock,   Sound::Undo,  Sound::NetworkComplete,
                                                   Sound::Solved, Sound::Button, Sound::Flood, Sound::Refused};

// The file stem under assets/sounds/ (made by scripts/make-sounds.py).
constexpr const char* soundName(Sound sound) {
  switch (sound) {
    case Sound::Turn:
      return "turn";
    case Sound::Lock:
      return "lock";
    case Sound::Undo:
      return "undo";
    case Sound::NetworkComplete:
      return "network";
    case Sound::Solved:
      return "solved";
    case Sound::Button:
      return "button";
    case Sound::Flood:
      return "flood";
    case Sound::Refused:
      return "refused";
  }
  return "";
}

class SoundPlayer {
 public:
  virtual ~SoundPlayer() = default;
  // Starts `sound` at `volumePercent` (1..100) of full; returns at once, never waits on the device.
  virtual void play(Sound sound, int volumePercent) = 0;
};

}  // namespace tileflow
