// UiContext: what every screen draws with: the renderer, the asset caches and the current
// metrics. Owned by the program's entry point and handed to screens (no globals).
#pragma once

#include <SDL.h>

#include <vector>

#include "engine/input/InputEvent.hpp"
#include "engine/platform/Assets.hpp"
#include "engine/ui/Metrics.hpp"

namespace tileflow {

struct UiContext {
  SDL_Renderer* renderer = nullptr;
  Assets* assets = nullptr;
  Metrics metrics;
  float uiScale = 1.0f;
  // Set by whoever changes uiScale; the loop re-lays every screen and clears the flag.
  bool relayoutRequested = false;
  // Seconds since start, for animations that need a clock.
  double time = 0;
  // The device the player last used; focus rings show for keys and gamepads.
  Device lastDevice = Device::Mouse;
  // The window has lost the keyboard focus or is minimised: nobody is playing, so clocks hold.
  bool away = false;
  // Where notices were drawn since whoever checks them (the soak) last cleared this: a notice
  // must never lie on a control.
  std::vector<SDL_Rect> noticesDrawn;
};

}  // namespace tileflow
