// WidgetList: widgets with keyboard/gamepad focus and tap dispatch.
#include "engine/ui/WidgetList.hpp"

#include "engine/core/SpatialFocus.hpp"
#include "engine/ui/Layout.hpp"

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
