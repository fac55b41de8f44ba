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
    scroll_ = {};
    ++rebuilds_;
  }
  // How many times the list was cleared: a widget made after a clear may sit at the address of
  // one that went, so a pointer is the same widget only within one count.
  int rebuilds() const { return rebuilds_; }

  // Widgets first..last-1 (last -1: to the end) form a column that scrolls inside `viewport`
  // when it is longer than the viewport: call after laying them out in content position (as if
  // the viewport were endless, starting at its top). The list keeps the focused one in view,
  // hides the ones outside and scrolls on the wheel and on drags. Returns true if it must scroll.
  bool scrollFrom(int first, const SDL_Rect& viewport, int last = -1);
  bool scrolls() const { return scroll_.range > 0; }

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
  int rebuilds_ = 0;
  bool moveFocus(Action direction);
  // Scrolls by `pixels` (clamped), or so the focused widget is in view.
  void scrollBy(int pixels);
  void scrollToFocus();
  void placeScrolled();
  void drawScrollMarks(UiContext& ui) const;

  std::vector<std::unique_ptr<Widget>> widgets_;
  int focus_ = -1;
  struct Scroll {
    int first = -1;  // -1: nothing scrolls
    int last = -1;
    SDL_Rect viewport{0, 0, 0, 0};
    std::vector<SDL_Rect> home;  // content positions of widgets first..end
    int offset = 0;
    int range = 0;  // how far the content can scroll
  } scroll_;
};

}  // namespace tileflow
