// Window: the game window and its renderer (accelerated with vsync when available, software
// otherwise), freed together.
#pragma once

#include <SDL.h>

#include "engine/platform/SdlHandles.hpp"

namespace tileflow {

class Window {
 public:
  // Throws std::runtime_error if no window or renderer can be made.
  Window(const char* title, int width, int height, bool fullscreen);

  SDL_Window* window() const { return window_.get(); }
  SDL_Renderer* renderer() const { return renderer_.get(); }
  // Drawable size in pixels (larger than the window size on HiDPI screens).
  SDL_Point outputSize() const;
  // Window size in screen coordinates, in which mouse events arrive.
  SDL_Point windowSize() const;
  void setFullscreen(bool on);
  bool vsync() const { return vsync_; }

 private:
  WindowPtr window_;
  RendererPtr renderer_;
  bool vsync_ = false;
};

}  // namespace tileflow
