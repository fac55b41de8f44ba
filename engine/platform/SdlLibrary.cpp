// SdlLibrary: SDL, SDL_ttf and SDL_image initialised for the lifetime of one object.
#include "engine/platform/SdlLibrary.hpp"

#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>

#include <cstdlib>
#include <stdexcept>
#include <string>

namespace tileflow {

SdlLibrary::SdlLibrary(Mode mode) {
  Uint32 flags = SDL_INIT_VIDEO | SDL_INIT_EVENTS;
  if (mode == Mode::Headless) {
    if (std::getenv("SDL_VIDEODRIVER") == nullptr) SDL_SetHint(SDL_HINT_VIDEODRIVER, "dummy");
  } else {
    flags |= SDL_INIT_GAMECONTROLLER;
  }
  if (SDL_Init(flags) != 0) throw std::runtime_error(std::string("SDL_Init: ") + SDL_GetError());
  if (TTF_Init() != 0) {
    SDL_Quit();
    throw std::runtime_error(std::string("TTF_Init: ") + TTF_GetError());
  }
  ttf_ = true;
  IMG_Init(IMG_INIT_PNG);
}

SdlLibrary::~SdlLibrary() {
  IMG_Quit();
  if (ttf_) TTF_Quit();
  SDL_Quit();
}

}  // namespace tileflow
