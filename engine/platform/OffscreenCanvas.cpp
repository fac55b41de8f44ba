// OffscreenCanvas: a software renderer drawing into a memory surface.
#include "engine/platform/OffscreenCanvas.hpp"

#include <SDL_image.h>

#include <stdexcept>

namespace tileflow {

OffscreenCanvas::OffscreenCanvas(int width, int height) {
  surface_.reset(SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888));
  if (!surface_) throw std::runtime_error(std::string("cannot create a surface: ") + SDL_GetError());
  renderer_.reset(SDL_CreateSoftwareRenderer(surface_.get()));
  if (!renderer_) throw std::runtime_error(std::string("cannot create a software renderer: ") + SDL_GetError());
  SDL_SetRenderDrawBlendMode(renderer_.get(), SDL_BLENDMODE_BLEND);
}

std::string OffscreenCanvas::savePng(const std::string& path) const {
  if (IMG_SavePNG(surface_.get(), path.c_str()) != 0) return IMG_GetError();
  return {};
}

}  // namespace tileflow
