// Window: the game window and its renderer.
#include "engine/platform/Window.hpp"

#include <algorithm>
#include <array>
#include <stdexcept>
#include <string>
#include <string_view>

#include "engine/core/WindowFit.hpp"
#include "engine/platform/DrawPacing.hpp"

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

namespace {

// The usable area of a display (the screen less panels and docks), if SDL knows it.
bool usableArea(int display, ScreenBox& box) {
  SDL_Rect r;
  if (SDL_GetDisplayUsableBounds(display, &r) != 0 || r.w <= 0 || r.h <= 0) return false;
  box = ScreenBox{r.x, r.y, r.w, r.h};
  return true;
}

}  // namespace

SDL_Point Window::fittingSize(int width, int height) {
  ScreenBox usable;
  if (!usableArea(0, usable)) return SDL_Point{width, height};
  const ScreenBox box = fitWindow(usable, width, height, TypicalFrame);
  return SDL_Point{box.w, box.h};
}

Window::Window(const char* title, int width, int height, bool fullscreen) : made_{width, height} {
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
  // Boards without a GPU driver (some Pi images, dummy displays) still get a working game.
  if (!renderer_) renderer_.reset(SDL_CreateRenderer(window_.get(), -1, SDL_RENDERER_SOFTWARE));
  if (!renderer_) throw std::runtime_error(std::string("cannot create a renderer: ") + SDL_GetError());
  SDL_SetRenderDrawBlendMode(renderer_.get(), SDL_BLENDMODE_BLEND);
  notePacing(renderer_.get());
}

Window::~Window() { pacePretending(renderer_.get(), nullptr); }

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

bool Window::fullscreen() const { return (SDL_GetWindowFlags(window_.get()) & SDL_WINDOW_FULLSCREEN) != 0; }

void Window::setFullscreen(bool on) {
  if (consoleVideoDriver()) return;
  SDL_SetWindowFullscreen(window_.get(), on ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
  if (!on) fitToDisplay();
}

void Window::fitToDisplay() {
  ScreenBox usable;
  if (!usableArea(std::max(0, SDL_GetWindowDisplayIndex(window_.get())), usable)) return;
  // The frame comes back a moment after fullscreen ends, announced by the window manager; until
  // SDL has heard of it, a position would place the frame rather than the content. A short wait
  // (a quarter of a second at most, once per switch) gets the real frame; failing that, a
  // typical one is kept free.
  WindowFrame frame = TypicalFrame;
  for (int wait = 0; wait <= 25; ++wait) {
    int top = 0;
    int left = 0;
    int bottom = 0;
    int right = 0;
    if (SDL_GetWindowBordersSize(window_.get(), &top, &left, &bottom, &right) != 0) break;  // never known here
    if (top + left + bottom + right > 0) {
      frame = WindowFrame{top, left, bottom, right};
      break;
    }
    if (wait == 25) break;
    SDL_Delay(10);
    SDL_PumpEvents();
  }
  const ScreenBox box = fitWindow(usable, made_.x, made_.y, frame);
  SDL_SetWindowSize(window_.get(), box.w, box.h);
  SDL_SetWindowPosition(window_.get(), box.x, box.y);
}

}  // namespace tileflow
