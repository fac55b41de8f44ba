// OffscreenCanvas: a software renderer drawing into a memory surface, for screenshots, golden
// images and benchmarks; needs no display.
#pragma once

#include <SDL.h>

#include <string>

#include "engine/platform/SdlHandles.hpp"

namespace tileflow {

class OffscreenCanvas {
 public:
  // Throws std::runtime_error if SDL cannot make the surface or renderer.
  OffscreenCanvas(int width, int height);

  SDL_Renderer* renderer() const { return renderer_.get(); }
  SDL_Surface* surface() const { return surface_.get(); }
  int width() const { return surface_->w; }
  int height() const { return surface_->h; }
  // Returns an empty string on success, otherwise SDL_image's error.
  std::string savePng(const std::string& path) const;

 private:
  SurfacePtr surface_;
  RendererPtr renderer_;
};

}  // namespace tileflow
