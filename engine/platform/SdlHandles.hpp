// SdlHandles: unique_ptr aliases that free SDL objects with the right function.
#pragma once

#include <SDL.h>
#include <SDL_ttf.h>

#include <memory>

namespace tileflow {

struct SdlDeleter {
  void operator()(SDL_Window* p) const { SDL_DestroyWindow(p); }
  void operator()(SDL_Renderer* p) const { SDL_DestroyRenderer(p); }
  // Defined with the TextureLedger, which counts every texture freed.
  void operator()(SDL_Texture* p) const;
  void operator()(SDL_Surface* p) const { SDL_FreeSurface(p); }
  void operator()(TTF_Font* p) const { TTF_CloseFont(p); }
  void operator()(SDL_GameController* p) const { SDL_GameControllerClose(p); }
};

using WindowPtr = std::unique_ptr<SDL_Window, SdlDeleter>;
using RendererPtr = std::unique_ptr<SDL_Renderer, SdlDeleter>;
using TexturePtr = std::unique_ptr<SDL_Texture, SdlDeleter>;
using SurfacePtr = std::unique_ptr<SDL_Surface, SdlDeleter>;
using FontPtr = std::unique_ptr<TTF_Font, SdlDeleter>;
using ControllerPtr = std::unique_ptr<SDL_GameController, SdlDeleter>;

}  // namespace tileflow
