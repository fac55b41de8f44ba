// SdlLibrary: SDL, SDL_ttf and SDL_image initialised for the lifetime of one object. Objects may
// nest (a command run inside a test program that already holds one): SDL is shut down only when
// the last of them goes, so an inner one never pulls the video subsystem from under an outer one.
#pragma once

#include <cstdint>

namespace tileflow {

class SdlLibrary {
 public:
  enum class Mode { Windowed, Headless };
  // Headless selects the dummy video driver when no display is configured, so tests and the
  // screenshot command run anywhere. Throws std::runtime_error with SDL's message on failure.
  explicit SdlLibrary(Mode mode);
  ~SdlLibrary();
  SdlLibrary(const SdlLibrary&) = delete;
  SdlLibrary& operator=(const SdlLibrary&) = delete;

  // How many SdlLibrary objects are alive in this process.
  static int live();

 private:
  std::uint32_t subsystems_ = 0;
};

}  // namespace tileflow
