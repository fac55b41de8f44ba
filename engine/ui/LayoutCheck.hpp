// LayoutCheck: the layout rules every screen keeps, checked on what one frame drew (a
// DrawProbe): nothing outside the window, no control on top of another, no text on top of a
// control that did not draw it or on other text, text inside the space it was given, and no
// text smaller than the minimum for the window.
#pragma once

#include <SDL.h>

#include <string>
#include <vector>

#include "engine/platform/DrawProbe.hpp"

namespace tileflow {

struct LayoutProblem {
  std::string where;  // the control or text concerned
  std::string what;   // "outside the window", "overlaps 'Back'", …
};

// True if `r` lies wholly inside a width×height window.
bool insideWindow(const SDL_Rect& r, int width, int height);
// True if two rectangles share area (touching edges do not; an empty one meets nothing).
inline bool rectsOverlap(const SDL_Rect& a, const SDL_Rect& b) { return SDL_HasIntersection(&a, &b) == SDL_TRUE; }

std::vector<LayoutProblem> layoutProblems(const DrawProbe& probe, int width, int height);

}  // namespace tileflow
