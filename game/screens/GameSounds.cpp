// GameSounds: the game's effects on SDL's audio device.
#include "game/screens/GameSounds.hpp"

#include <vector>

#include "game/io/DataDir.hpp"

namespace tileflow {

namespace {

// A sound's clip id is its place in AllSounds, which is its value.
constexpr bool inOrder() {
  for (std::size_t i = 0; i < AllSounds.size(); ++i)
    if (static_cast<std::size_t>(AllSounds[i]) != i) return false;
  return true;
}
static_assert(inOrder());

std::vector<std::filesystem::path> soundFiles(const std::filesystem::path& folder) {
  std::vector<std::filesystem::path> files;
  for (Sound s : AllSounds) files.push_back(folder / (std::string(soundName(s)) + ".wav"));
  return files;
}

}  // namespace

std::filesystem::path soundDirectory() {
  const std::filesystem::path dir = findDataDir();
  return (dir.empty() ? std::filesystem::path(".") : dir) / "assets" / "sounds";
}

GameSounds::GameSounds(const std::filesystem::path& folder) : device_(soundFiles(folder)) {}

int GameSounds::balance(Sound sound) {
  switch (sound) {
    case Sound::Button:
      return 45;
    case Sound::Turn:
      return 60;
    case Sound::Lock:
    case Sound::Undo:
    case Sound::Refused:
      return 70;
    case Sound::Flood:
      return 80;
    case Sound::NetworkComplete:
    case Sound::Solved:
      break;
  }
  return 100;
}

void GameSounds::play(Sound sound, int volumePercent) {
  const int id = static_cast<int>(sound);
  const int level = (volumePercent * balance(sound) + 50) / 100;
  // A button's click gives way to the sound its action made (an Undo button: the undo).
  if (sound == Sound::Button) {
    device_.cue(id, level);
  } else {
    device_.play(id, level);
  }
}

}  // namespace tileflow
