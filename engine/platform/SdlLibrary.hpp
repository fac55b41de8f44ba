// SdlLibrary: SDL, SDL_ttf and SDL_image initialised for the lifetime of one object.
#pragma once

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

 private:
  bool ttf_ = false;
};

}  // namespace tileflow
