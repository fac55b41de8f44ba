// WindowFit: a window's size and place for a display's usable area.
#include "engine/core/WindowFit.hpp"

#include <algorithm>

namespace tileflow {

ScreenBox fitWindow(const ScreenBox& usable, int width, int height, const WindowFrame& frame) {
  const int roomW = usable.w - frame.left - frame.right;
  const int roomH = usable.h - frame.top - frame.bottom;
  ScreenBox box;
  box.w = std::max(1, std::min(width, roomW));
  box.h = std::max(1, std::min(height, roomH));
  // Centred by the framed window, not the content, so an uneven frame (a title bar) stays inside.
  box.x = usable.x + frame.left + (roomW - box.w) / 2;
  box.y = usable.y + frame.top + (roomH - box.h) / 2;
  return box;
}

}  // namespace tileflow
