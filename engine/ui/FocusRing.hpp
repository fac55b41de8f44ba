// FocusRing: the highlight drawn around the control the keyboard or gamepad acts on.
#pragma once

#include <SDL.h>

#include "engine/ui/UiContext.hpp"

namespace tileflow {

void drawFocusRing(UiContext& ui, const SDL_Rect& rect, double radius);

}  // namespace tileflow
