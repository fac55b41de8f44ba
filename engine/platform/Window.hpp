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
  ~Window();
  Window(const Window&) = delete;
  Window& operator=(const Window&) = delete;

  SDL_Window* window() const { return window_.get(); }
  SDL_Renderer* renderer() const { return renderer_.get(); }
  // Drawable size in pixels (larger than the window size on HiDPI screens).
  SDL_Point outputSize() const;
  // Window size in screen coordinates, in which mouse events arrive.
  SDL_Point windowSize() const;
  // Whether the window really is fullscreen now (always, on a console video driver).
  bool fullscreen() const;
  // Ignored (always fullscreen) on a console video driver. Leaving fullscreen gives the size the
  // window was made with, shrunk to fit the usable area of its display, and centres it there.
  void setFullscreen(bool on);
  // `width`×`height`, shrunk so the window and a typical frame fit the usable area of the first
  // display (unchanged when that cannot be asked): the size for a window about to be made.
  static SDL_Point fittingSize(int width, int height);
  // True for video drivers with no window manager (KMSDRM on handhelds and Pi consoles, rpi,
  // vivante, mali): the window is the whole screen and there is no pointer to show.
  static bool consoleVideoDriver();

 private:
  void fitToDisplay();

  WindowPtr window_;
  RendererPtr renderer_;
  SDL_Point made_{0, 0};  // the size asked for, which leaving fullscreen returns to if it fits
};

}  // namespace tileflow
