// WidgetList: widgets with keyboard/gamepad focus and tap dispatch.
#include "engine/ui/WidgetList.hpp"

#include <algorithm>

#include "engine/core/SpatialFocus.hpp"
#include "engine/ui/Layout.hpp"
#include "engine/ui/PressCue.hpp"

namespace tileflow {

namespace {

// A control was used: the program's cue (a click). Touches nothing of the list, which the
// control's action may have replaced.
bool pressed(bool used) {
  if (used) pressCue();
  return used;
}

}  // namespace

void WidgetList::focus(const Widget* w) {
  for (int i = 0; i < size(); ++i)
    if (&at(i) == w) focus_ = i;
}

void WidgetList::settleFocus() {
  if (focused() != nullptr && focused()->focusable()) return;
  focus_ = -1;
  for (int i = 0; i < size(); ++i) {
    if (at(i).focusable()) {
      focus_ = i;
      return;
    }
  }
}

int WidgetList::neighbour(int from, Action direction) const {
  Heading heading = Heading::Up;
  switch (direction) {
    case Action::Up:
      break;
    case Action::Down:
      heading = Heading::Down;
      break;
    case Action::Left:
      heading = Heading::Left;
      break;
    case Action::Right:
      heading = Heading::Right;
      break;
    default:
      return -1;
  }
  std::vector<FocusBox> boxes;
  boxes.reserve(widgets_.size());
  for (const auto& w : widgets_) boxes.push_back(FocusBox{planeRect(w->rect), w->focusable()});
  return spatialNeighbour(boxes, from, heading);
}

bool WidgetList::moveFocus(Action dir) {
  settleFocus();
  if (focused() == nullptr) return false;
  const int next = neighbour(focus_, dir);
  if (next < 0) return false;
  focus_ = next;
  return true;
}

bool WidgetList::scrollFrom(int first, const SDL_Rect& viewport, int last) {
  const int offset = scroll_.offset;
  scroll_ = {};
  if (last < 0 || last > size()) last = size();
  if (first < 0 || first >= last) return false;
  int bottom = viewport.y;
  for (int i = first; i < last; ++i) {
    scroll_.home.push_back(at(i).rect);
    bottom = std::max(bottom, at(i).rect.y + at(i).rect.h);
  }
  scroll_.first = first;
  scroll_.last = last;
  scroll_.viewport = viewport;
  scroll_.range = std::max(0, bottom - (viewport.y + viewport.h));
  // A new layout (a resize, a new scale) keeps the view where it was, as far as it can.
  scroll_.offset = offset;
  scrollToFocus();
  return scroll_.range > 0;
}

void WidgetList::placeScrolled() {
  if (scroll_.first < 0) return;
  const SDL_Rect& v = scroll_.viewport;
  for (int i = scroll_.first; i < scroll_.last; ++i) {
    Widget& w = at(i);
    w.rect = scroll_.home[static_cast<std::size_t>(i - scroll_.first)];
    w.rect.y -= scroll_.offset;
    w.clipped = w.rect.y < v.y || w.rect.y + w.rect.h > v.y + v.h;
  }
}

void WidgetList::scrollBy(int pixels) {
  scroll_.offset = std::clamp(scroll_.offset + pixels, 0, scroll_.range);
  placeScrolled();
}

void WidgetList::scrollToFocus() {
  if (scroll_.first >= 0 && focus_ >= scroll_.first && focus_ < scroll_.last) {
    const SDL_Rect& home = scroll_.home[static_cast<std::size_t>(focus_ - scroll_.first)];
    const SDL_Rect& v = scroll_.viewport;
    // The least scrolling that shows the whole widget.
    if (home.y - scroll_.offset < v.y) scroll_.offset = home.y - v.y;
    if (home.y + home.h - scroll_.offset > v.y + v.h) scroll_.offset = home.y + home.h - (v.y + v.h);
  }
  scrollBy(0);
}

bool WidgetList::handle(const InputEvent& e) {
  const bool inView = scroll_.range > 0 && contains(scroll_.viewport, e.x, e.y);
  if (e.kind == InputEvent::Kind::Wheel && inView) {
    scrollBy(static_cast<int>(-e.steps * scroll_.viewport.h / 4));
    return true;
  }
  if (e.kind == InputEvent::Kind::Drag && inView) {
    scrollBy(-e.dy);
    return true;
  }
  if (e.kind == InputEvent::Kind::Tap) {
    for (int i = size() - 1; i >= 0; --i) {
      Widget& w = at(i);
      if (w.visible && w.enabled && !w.clipped && contains(w.rect, e.x, e.y)) {
        if (w.focusable()) focus_ = i;
        return pressed(w.tap(e.x, e.y, e.alternate));
      }
    }
    return false;
  }
  if (e.kind == InputEvent::Kind::Pointer) {
    for (int i = size() - 1; i >= 0; --i) {
      Widget& w = at(i);
      if (w.focusable() && !w.clipped && contains(w.rect, e.x, e.y)) {
        const bool changed = focus_ != i;
        focus_ = i;
        return changed;
      }
    }
    return false;
  }
  settleFocus();
  Widget* w = focused();
  switch (e.action) {
    case Action::Up:
    case Action::Down: {
      const bool moved = moveFocus(e.action);
      if (moved) scrollToFocus();
      return moved;
    }
    case Action::Left:
    case Action::Right: {
      if (w != nullptr && pressed(w->act(e.action))) return true;
      const bool moved = moveFocus(e.action);
      if (moved) scrollToFocus();
      return moved;
    }
    case Action::Primary:
      return w != nullptr && pressed(w->act(e.action));
    default:
      return false;
  }
}

void WidgetList::draw(UiContext& ui) const {
  const Widget* f = focused();
  DrawProbe* probe = ui.assets != nullptr ? ui.assets->probe : nullptr;
  for (const auto& w : widgets_) {
    if (w->clipped) continue;
    if (probe != nullptr && w->visible) {
      probe->controls.push_back({w->name(), w->rect});
      probe->drawing = static_cast<int>(probe->controls.size()) - 1;
    }
    w->draw(ui, w.get() == f && f->focusable());
    if (probe != nullptr) probe->drawing = -1;
  }
  drawScrollMarks(ui);
}

void WidgetList::drawScrollMarks(UiContext& ui) const {
  if (scroll_.range <= 0) return;
  // A small arrow at the top and bottom of the view where more lies beyond.
  const SDL_Rect& v = scroll_.viewport;
  const int size = std::max(6, ui.metrics.px(7));
  const int cx = v.x + v.w - size * 2;
  SDL_SetRenderDrawBlendMode(ui.renderer, SDL_BLENDMODE_BLEND);
  SDL_SetRenderDrawColor(ui.renderer, 255, 255, 255, 200);
  auto arrow = [&](int tipY, int dir) {
    for (int row = 0; row < size; ++row) {
      const int y = tipY + dir * row;
      SDL_RenderDrawLine(ui.renderer, cx - row, y, cx + row, y);
    }
  };
  if (scroll_.offset > 0) arrow(v.y + size / 2, 1);
  if (scroll_.offset < scroll_.range) arrow(v.y + v.h - size / 2, -1);
}

}  // namespace tileflow
