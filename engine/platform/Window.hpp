// Window: the game window and its renderer (accelerated with vsync when available, software
// otherwise), freed together.
#pragma once

#include <SDL.h>

#include "engine/platform/SdlHandles.hpp"

namespace tileflow {

class Window {
 public:
  // Throws std::runtime_error if no window or renderer can be made. On a console video driver the
  // window is always fullscreen at the display's own resolution and the pointer is hidden.
  Window(const char* title, int width, int height, bool fullscreen);

  SDL_Window* window() const { return window_.get(); }
  SDL_Renderer* renderer() const { return renderer_.get(); }
  // Drawable size in pixels (larger than the window size on HiDPI screens).
  SDL_Point outputSize() const;
  // Window size in screen coordinates, in which mouse events arrive.
  SDL_Point windowSize() const;
  // Ignored (always fullscreen) on a console video driver.
  void setFullscreen(bool on);
  // True for video drivers with no window manager (KMSDRM on handhelds and Pi consoles, rpi,
  // vivante, mali): the window is the whole screen and there is no pointer to show.
  static bool consoleVideoDriver();
  bool vsync() const { return vsync_; }

 private:
  WindowPtr window_;
  RendererPtr renderer_;
  bool vsync_ = false;
};

}  // namespace tileflow
