// SdlLibrary: SDL, SDL_ttf and SDL_image initialised for the lifetime of one object.
#include "engine/platform/SdlLibrary.hpp"

#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>

#include <cstdlib>
#include <stdexcept>
#include <string>

namespace tileflow {
namespace {

// SDL is used from the main thread only, so a plain count will do.
int liveLibraries = 0;

}  // namespace

SdlLibrary::SdlLibrary(Mode mode) {
  Uint32 flags = SDL_INIT_VIDEO | SDL_INIT_EVENTS;
  if (mode == Mode::Headless) {
    if (std::getenv("SDL_VIDEODRIVER") == nullptr) SDL_SetHint(SDL_HINT_VIDEODRIVER, "dummy");
  } else {
    flags |= SDL_INIT_GAMECONTROLLER;
  }
  // SDL_InitSubSystem and TTF_Init count their callers, so nested objects each take a share and
  // give it back in the destructor.
  if (SDL_InitSubSystem(flags) != 0) throw std::runtime_error(std::string("SDL_Init: ") + SDL_GetError());
  if (TTF_Init() != 0) {
    SDL_QuitSubSystem(flags);
    if (liveLibraries == 0) SDL_Quit();
    throw std::runtime_error(std::string("TTF_Init: ") + TTF_GetError());
  }
  subsystems_ = flags;
  if (liveLibraries++ == 0) IMG_Init(IMG_INIT_PNG);
}

SdlLibrary::~SdlLibrary() {
  TTF_Quit();
  SDL_QuitSubSystem(subsystems_);
  if (--liveLibraries == 0) {
    IMG_Quit();
    SDL_Quit();
  }
}

int SdlLibrary::live() { return liveLibraries; }

}  // namespace tileflow
