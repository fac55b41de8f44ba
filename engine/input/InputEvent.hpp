// InputEvent: one abstract input for the screens: an Action, or a tap/click at a point given
// in renderer output pixels (so HiDPI and touch need no further scaling), or typed text.
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
  };
  Kind kind = Kind::Action;
  Action action = Action::None;
  int x = 0;
  int y = 0;
  bool alternate = false;
  Device device = Device::Script;
  std::string text;

  // Back (Esc, gamepad Back) or B: what leaves a menu-like screen.
  bool goesBack() const { return kind == Kind::Action && (action == Action::Back || action == Action::Secondary); }

  static InputEvent act(Action a, Device d = Device::Script) { return {Kind::Action, a, 0, 0, false, d, {}}; }
  static InputEvent tap(int px, int py, bool alt = false, Device d = Device::Script) {
    return {Kind::Tap, Action::None, px, py, alt, d, {}};
  }
  static InputEvent pointer(int px, int py) { return {Kind::Pointer, Action::None, px, py, false, Device::Mouse, {}}; }
  static InputEvent typed(std::string utf8, Device d = Device::Keyboard) {
    return {Kind::Text, Action::None, 0, 0, false, d, std::move(utf8)};
  }
};

}  // namespace tileflow
