// RowPanel: the panel behind a settings row (a stepper, a toggle), lit and outlined when focused.
#pragma once

#include <SDL.h>

#include "engine/ui/UiContext.hpp"

namespace tileflow {

void drawRowPanel(UiContext& ui, const SDL_Rect& rect, bool focused);

}  // namespace tileflow
