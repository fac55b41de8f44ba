// Layout: placing rows and grids of controls inside a rect, centred, with whole-pixel sizes.
#pragma once

#include <SDL.h>

#include <algorithm>
#include <vector>

#include "engine/core/Plane.hpp"

namespace tileflow {

// `count` rows of height rowH (shrunk to fit if needed, never below minRowH) stacked with `gap`,
// centred vertically in `area`, full width.
inline std::vector<SDL_Rect> columnRects(const SDL_Rect& area, int count, int rowH, int gap, int minRowH = 0) {
  std::vector<SDL_Rect> out;
  if (count <= 0) return out;
  const int fit = (area.h - (count - 1) * gap) / count;
  const int h = std::max(minRowH, std::min(rowH, fit));
  const int total = count * h + (count - 1) * gap;
  int y = area.y + std::max(0, (area.h - total) / 2);
  for (int i = 0; i < count; ++i, y += h + gap) out.push_back(SDL_Rect{area.x, y, area.w, h});
  return out;
}

// `count` cells in rows of `columns`, each rowH high, centred vertically in `area`.
inline std::vector<SDL_Rect> gridRects(const SDL_Rect& area, int count, int columns, int rowH, int gap,
                                       int minRowH = 0) {
  std::vector<SDL_Rect> out;
  columns = std::max(1, columns);
  const int rows = (count + columns - 1) / columns;
  const auto rowRects = columnRects(area, rows, rowH, gap, minRowH);
  const int w = (area.w - (columns - 1) * gap) / columns;
  for (int i = 0; i < count; ++i) {
    const SDL_Rect& row = rowRects[static_cast<std::size_t>(i / columns)];
    out.push_back(SDL_Rect{area.x + (i % columns) * (w + gap), row.y, w, row.h});
  }
  return out;
}

// A rect of at most w×h centred in `area`.
inline SDL_Rect centred(const SDL_Rect& area, int w, int h) {
  w = std::min(w, area.w);
  h = std::min(h, area.h);
  return SDL_Rect{area.x + (area.w - w) / 2, area.y + (area.h - h) / 2, w, h};
}

// The same rect in the continuous plane (engine/core works without SDL).
inline Rect planeRect(const SDL_Rect& r) {
  return Rect{static_cast<double>(r.x), static_cast<double>(r.y), static_cast<double>(r.w), static_cast<double>(r.h)};
}

}  // namespace tileflow
