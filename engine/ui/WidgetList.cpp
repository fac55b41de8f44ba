// WidgetList: widgets with keyboard/gamepad focus and tap dispatch.
#include "engine/ui/WidgetList.hpp"

#include <limits>

namespace tileflow {

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

bool WidgetList::moveFocus(Action dir) {
  settleFocus();
  const Widget* from = focused();
  if (from == nullptr) return false;
  const int fx = from->rect.x + from->rect.w / 2;
  const int fy = from->rect.y + from->rect.h / 2;
  int best = -1;
  long long bestScore = std::numeric_limits<long long>::max();
  for (int i = 0; i < size(); ++i) {
    const Widget& w = at(i);
    if (i == focus_ || !w.focusable()) continue;
    const long long dx = w.rect.x + w.rect.w / 2 - fx;
    const long long dy = w.rect.y + w.rect.h / 2 - fy;
    long long along = 0;
    long long across = 0;
    switch (dir) {
      case Action::Up:
        along = -dy;
        across = dx;
        break;
      case Action::Down:
        along = dy;
        across = dx;
        break;
      case Action::Left:
        along = -dx;
        across = dy;
        break;
      case Action::Right:
        along = dx;
        across = dy;
        break;
      default:
        return false;
    }
    if (along <= 0) continue;
    // Straight ahead beats diagonal: sideways distance counts several times over.
    const long long score = along * along + 6 * across * across;
    if (score < bestScore) {
      bestScore = score;
      best = i;
    }
  }
  if (best < 0) {
    // Up/Down wrap around the list, as menus on consoles do.
    if (dir != Action::Up && dir != Action::Down) return false;
    const int step = dir == Action::Down ? 1 : -1;
    for (int k = 1; k < size(); ++k) {
      const int i = ((focus_ + step * k) % size() + size()) % size();
      if (at(i).focusable()) {
        best = i;
        break;
      }
    }
    if (best < 0) return false;
  }
  focus_ = best;
  return true;
}

bool WidgetList::handle(const InputEvent& e) {
  if (e.kind == InputEvent::Kind::Tap) {
    for (int i = size() - 1; i >= 0; --i) {
      Widget& w = at(i);
      if (w.visible && w.enabled && contains(w.rect, e.x, e.y)) {
        if (w.focusable()) focus_ = i;
        return w.tap(e.x, e.y, e.alternate);
      }
    }
    return false;
  }
  if (e.kind == InputEvent::Kind::Pointer) {
    for (int i = size() - 1; i >= 0; --i) {
      Widget& w = at(i);
      if (w.focusable() && contains(w.rect, e.x, e.y)) {
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
    case Action::Down:
      return moveFocus(e.action);
    case Action::Left:
    case Action::Right:
      if (w != nullptr && w->act(e.action)) return true;
      return moveFocus(e.action);
    case Action::Primary:
      return w != nullptr && w->act(e.action);
    default:
      return false;
  }
}

void WidgetList::draw(UiContext& ui) const {
  const Widget* f = focused();
  for (const auto& w : widgets_) w->draw(ui, w.get() == f && f->focusable());
}

}  // namespace tileflow
