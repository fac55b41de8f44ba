// WidgetList: the widgets of one screen with a focus for keyboard and gamepad. Arrow keys and
// the d-pad move the focus by the one spatial rule (engine/core/SpatialFocus); taps go to the
// widget hit.
#pragma once

#include <memory>
#include <vector>

#include "engine/input/InputEvent.hpp"
#include "engine/ui/Widget.hpp"

namespace tileflow {

class WidgetList {
 public:
  template <typename W>
  W& add(std::unique_ptr<W> w) {
    W& ref = *w;
    widgets_.push_back(std::move(w));
    return ref;
  }
  void clear() {
    widgets_.clear();
    focus_ = -1;
  }

  // Returns true if the event was used.
  bool handle(const InputEvent& event);
  void draw(UiContext& ui) const;

  Widget* focused() const {
    return focus_ >= 0 && focus_ < size() ? widgets_[static_cast<std::size_t>(focus_)].get() : nullptr;
  }
  void focus(const Widget* w);
  // Keeps the focus on a focusable widget (the first one if the current cannot take it).
  void settleFocus();
  // The focused widget's index, or -1.
  int focusIndex() const { return focused() != nullptr ? focus_ : -1; }
  // Where Up, Down, Left or Right moves the focus from widget `from` (if that widget does not use
  // the direction itself), or -1 for nowhere.
  int neighbour(int from, Action direction) const;
  int size() const { return static_cast<int>(widgets_.size()); }
  Widget& at(int i) const { return *widgets_[static_cast<std::size_t>(i)]; }

 private:
  bool moveFocus(Action direction);

  std::vector<std::unique_ptr<Widget>> widgets_;
  int focus_ = -1;
};

}  // namespace tileflow
