// InputEvent: one abstract input for the screens: an Action, a tap/click, drag, wheel turn or
// pinch at a point given in renderer output pixels (so HiDPI and touch need no further scaling),
// or typed text.
#pragma once

#include <string>

#include "engine/input/Action.hpp"

namespace tileflow {

enum class Device { Keyboard, Mouse, Touch, Gamepad, Script };

struct InputEvent {
  enum class Kind {
    Action,   // `action` holds it
    Tap,      // a click or short touch at (x, y); `alternate` for right click or long press
    Pointer,  // the mouse moved to (x, y), for hover feedback only
    Text,     // `text` was typed or pasted (UTF-8); only while the top screen wants text
    Drag,     // a pointer or finger moved while down, past the tap threshold: `phase`, now at
              // (x, y), moved (dx, dy) since the previous Drag event; it never also gives a Tap
    Wheel,    // the mouse wheel turned `steps` notches (positive away from the player) over (x, y)
    Pinch,    // two fingers moved: their spread changed by the factor `scale` about their midpoint
              // (x, y), which moved (dx, dy) since the previous Pinch
    Scroll,   // the right stick is held: move the view by (dx, dy) pixels (content goes the other way)
    Hold,     // a finger has rested on (x, y) for a long press and is still down; only while the
              // top screen asks for it (Screen::dragsAfterHold): the long press's Tap then comes
              // when the finger lifts, and a Drag that follows instead carries `alternate`
  };
  enum class Phase { Start, Move, End };

  Kind kind = Kind::Action;
  Action action = Action::None;
  int x = 0;
  int y = 0;
  bool alternate = false;  // a Tap: right click or long press; a Drag: begun by a long press
  // A direction with Shift (keyboard) or X (gamepad) held: mark the edge on that side of the
  // focused thing rather than move. A Tap: a click with Shift or Ctrl held: mark the edge nearest.
  bool edge = false;
  Device device = Device::Script;
  std::string text;
  Phase phase = Phase::Start;
  int dx = 0;
  int dy = 0;
  double steps = 0;
  double scale = 1;
  int number = 0;  // Action::Number: the digit, 1 to 9

  // Back (Esc, gamepad Back) or B: what leaves a menu-like screen.
  bool goesBack() const { return kind == Kind::Action && (action == Action::Back || action == Action::Secondary); }

  static InputEvent act(Action a, Device d = Device::Script) { return make(Kind::Action, a, 0, 0, d); }
  static InputEvent tap(int px, int py, bool alt = false, Device d = Device::Script) {
    InputEvent e = make(Kind::Tap, Action::None, px, py, d);
    e.alternate = alt;
    return e;
  }
  static InputEvent pointer(int px, int py) { return make(Kind::Pointer, Action::None, px, py, Device::Mouse); }
  static InputEvent digit(int n, Device d = Device::Keyboard) {
    InputEvent e = make(Kind::Action, Action::Number, 0, 0, d);
    e.number = n;
    return e;
  }
  static InputEvent typed(std::string utf8, Device d = Device::Keyboard) {
    InputEvent e = make(Kind::Text, Action::None, 0, 0, d);
    e.text = std::move(utf8);
    return e;
  }
  static InputEvent drag(Phase phase, int px, int py, int mx, int my, Device d = Device::Script) {
    InputEvent e = make(Kind::Drag, Action::None, px, py, d);
    e.phase = phase;
    e.dx = mx;
    e.dy = my;
    return e;
  }
  static InputEvent wheel(double notches, int px, int py, Device d = Device::Mouse) {
    InputEvent e = make(Kind::Wheel, Action::None, px, py, d);
    e.steps = notches;
    return e;
  }
  static InputEvent scroll(int mx, int my, Device d = Device::Gamepad) {
    InputEvent e = make(Kind::Scroll, Action::None, 0, 0, d);
    e.dx = mx;
    e.dy = my;
    return e;
  }
  static InputEvent hold(int px, int py, Device d = Device::Touch) { return make(Kind::Hold, Action::None, px, py, d); }
  static InputEvent pinch(double factor, int px, int py, Device d = Device::Touch) {
    InputEvent e = make(Kind::Pinch, Action::None, px, py, d);
    e.scale = factor;
    return e;
  }

 private:
  static InputEvent make(Kind k, Action a, int px, int py, Device d) {
    InputEvent e;
    e.kind = k;
    e.action = a;
    e.x = px;
    e.y = py;
    e.device = d;
    return e;
  }
};

}  // namespace tileflow
