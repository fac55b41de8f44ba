// GestureEvents: one RandomPlay gesture as the platform events a mouse, keyboard, touchscreen,
// gamepad or window manager would send, each at its moment, for drivers that push them through
// SDL_PushEvent into the real loop and the real InputTranslator (the soak, the memory check).
#pragma once

#include <SDL.h>

#include <string>
#include <vector>

#include "engine/core/RandomPlay.hpp"

namespace tileflow::cli {

struct TimedEvent {
  int afterMs = 0;  // from the gesture's start
  SDL_Event event{};
  // A window resize is no event: the driver sets the window's size (0: not a resize).
  int width = 0;
  int height = 0;
  // Put on the clipboard just before the event (a paste).
  std::string clipboard;
};

// The events of `g` in a window of width×height, in order.
std::vector<TimedEvent> gestureEvents(const Gesture& g, int width, int height);

// Pushes one event for the window `window` (or resizes it).
void deliver(const TimedEvent& t, SDL_Window* window);

}  // namespace tileflow::cli
