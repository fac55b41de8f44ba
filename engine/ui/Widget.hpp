// Widget: a control in a screen's layout; knows its rect, how to draw itself focused or not,
// and what taps and actions do to it.
#pragma once

#include <SDL.h>

#include <string>

#include "engine/input/Action.hpp"
#include "engine/ui/UiContext.hpp"

namespace tileflow {

inline bool contains(const SDL_Rect& r, int x, int y) { return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h; }

class Widget {
 public:
  virtual ~Widget() = default;

  virtual void draw(UiContext& ui, bool focused) const = 0;
  virtual bool focusable() const { return enabled && visible; }
  // Returns true if the action was used (Primary on a button, Left/Right on a stepper).
  virtual bool act(Action /*action*/) { return false; }
  // True if Left and Right change this widget (a stepper, a switch) rather than move the focus.
  virtual bool usesLeftRight() const { return false; }
  // A tap inside rect; `alternate` for a right click or long press.
  virtual bool tap(int /*x*/, int /*y*/, bool /*alternate*/) { return false; }
  // Whether the words it shows are whole in its rect (a label not cut short), in the language in use.
  virtual bool saysWhole(UiContext& /*ui*/) const { return true; }
  // What the player would call it, for layout reports.
  virtual std::string name() const { return "control"; }

  SDL_Rect rect{0, 0, 0, 0};
  bool enabled = true;
  bool visible = true;
  // Scrolled out of its list's view: not drawn and not tappable, but the focus can still move
  // to it (and the list then scrolls it into view).
  bool clipped = false;
};

}  // namespace tileflow
