// Window: the game window and its renderer.
#include "engine/platform/Window.hpp"

#include <array>
#include <stdexcept>
#include <string>
#include <string_view>

namespace tileflow {

bool Window::consoleVideoDriver() {
  const char* driver = SDL_GetCurrentVideoDriver();
  if (driver == nullptr) return false;
  constexpr std::array<std::string_view, 5> console{"KMSDRM", "kmsdrm", "rpi", "vivante", "mali"};
  for (std::string_view c : console) {
    if (c == driver) return true;
  }
  return false;
}

Window::Window(const char* title, int width, int height, bool fullscreen) {
  Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
  if (fullscreen || consoleVideoDriver()) flags |= SDL_WINDOW_FULLSCREEN_DESKTOP;
  if (consoleVideoDriver()) SDL_ShowCursor(SDL_DISABLE);
  window_.reset(SDL_CreateWindow(title, SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, width, height, flags));
  if (!window_) throw std::runtime_error(std::string("cannot open a window: ") + SDL_GetError());
  // Asked for its software renderer, SDL would still show each frame through an OpenGL texture,
  // loading the whole GL driver (about 60 MB resident with Mesa's llvmpipe) to copy one picture;
  // the window's own framebuffer does that copy without it. SDL_FRAMEBUFFER_ACCELERATION still wins.
  const char* driver = SDL_GetHint(SDL_HINT_RENDER_DRIVER);
  if (driver != nullptr && SDL_strcasecmp(driver, "software") == 0)
    SDL_SetHintWithPriority(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0", SDL_HINT_DEFAULT);
  renderer_.reset(SDL_CreateRenderer(window_.get(), -1, SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC));
  vsync_ = renderer_ != nullptr;
  // Boards without a GPU driver (some Pi images, dummy displays) still get a working game.
  if (!renderer_) renderer_.reset(SDL_CreateRenderer(window_.get(), -1, SDL_RENDERER_SOFTWARE));
  if (!renderer_) throw std::runtime_error(std::string("cannot create a renderer: ") + SDL_GetError());
  SDL_SetRenderDrawBlendMode(renderer_.get(), SDL_BLENDMODE_BLEND);
}

SDL_Point Window::outputSize() const {
  SDL_Point p{0, 0};
  SDL_GetRendererOutputSize(renderer_.get(), &p.x, &p.y);
  return p;
}

SDL_Point Window::windowSize() const {
  SDL_Point p{0, 0};
  SDL_GetWindowSize(window_.get(), &p.x, &p.y);
  return p;
}

void Window::setFullscreen(bool on) {
  if (consoleVideoDriver()) return;
  SDL_SetWindowFullscreen(window_.get(), on ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
}

}  // namespace tileflow
