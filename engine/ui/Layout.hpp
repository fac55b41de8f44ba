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

// Widths for a row of controls that want `wants` pixels each (their labels' natural widths) in
// `width` with `gap` between them: each gets its want and an equal share of what is left over;
// where the wants do not fit, each is cut in proportion, never below `least` while the row has
// room for that (else all are equal). So a long word takes room from a short one.
inline std::vector<int> shareRow(int width, const std::vector<int>& wants, int gap, int least) {
  const int n = static_cast<int>(wants.size());
  std::vector<int> out(wants.size(), 0);
  if (n == 0) return out;
  const int room = std::max(0, width - (n - 1) * gap);
  long long sum = 0;
  for (int w : wants) sum += std::max(0, w);
  if (least * n >= room || sum <= 0) {
    std::fill(out.begin(), out.end(), room / n);
    return out;
  }
  if (sum <= room) {
    for (int i = 0; i < n; ++i)
      out[static_cast<std::size_t>(i)] =
          std::max(0, wants[static_cast<std::size_t>(i)]) + static_cast<int>((room - sum) / n);
    return out;
  }
  // Cut in proportion; those that would fall below `least` keep it, the others share the rest.
  std::vector<bool> floored(wants.size(), false);
  for (bool again = true; again;) {
    again = false;
    long long rest = room;
    long long wanted = 0;
    for (int i = 0; i < n; ++i) {
      if (floored[static_cast<std::size_t>(i)])
        rest -= least;
      else
        wanted += std::max(0, wants[static_cast<std::size_t>(i)]);
    }
    for (int i = 0; i < n; ++i) {
      const auto k = static_cast<std::size_t>(i);
      if (floored[k]) {
        out[k] = least;
        continue;
      }
      out[k] = wanted > 0 ? static_cast<int>(std::max(0, wants[k]) * rest / wanted) : 0;
      if (out[k] < least) {
        floored[k] = true;
        again = true;
      }
    }
  }
  return out;
}

// A row of rects in `row` (its full height) with the widths shareRow gives, centred.
inline std::vector<SDL_Rect> sharedRowRects(const SDL_Rect& row, const std::vector<int>& wants, int gap, int least) {
  const std::vector<int> widths = shareRow(row.w, wants, gap, least);
  int total = 0;
  for (int w : widths) total += w;
  total += std::max(0, static_cast<int>(widths.size()) - 1) * gap;
  std::vector<SDL_Rect> out;
  int x = row.x + std::max(0, (row.w - total) / 2);
  for (int w : widths) {
    out.push_back(SDL_Rect{x, row.y, w, row.h});
    x += w + gap;
  }
  return out;
}

// Controls in rows of `columns` (as gridRects) while each one's want (its label's natural width)
// fits its equal cell; else each row shares its width by its controls' wants (sharedRowRects), so
// a long word takes room from a short one in a language of long words.
inline std::vector<SDL_Rect> gridByWants(const SDL_Rect& area, const std::vector<int>& wants, int columns, int rowH,
                                         int gap, int least) {
  const int count = static_cast<int>(wants.size());
  std::vector<SDL_Rect> out = gridRects(area, count, columns, rowH, gap);
  bool fits = true;
  for (std::size_t i = 0; i < out.size(); ++i) fits = fits && wants[i] <= out[i].w;
  if (fits) return out;
  columns = std::max(1, columns);
  for (int first = 0; first < count; first += columns) {
    const auto from = wants.begin() + first;
    const auto to = wants.begin() + std::min(count, first + columns);
    const SDL_Rect row{area.x, out[static_cast<std::size_t>(first)].y, area.w, out[static_cast<std::size_t>(first)].h};
    const auto shared = sharedRowRects(row, std::vector<int>(from, to), gap, least);
    std::copy(shared.begin(), shared.end(), out.begin() + first);
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
