// Action: names for logs and tests.
#include "engine/input/Action.hpp"

namespace tileflow {

const char* actionName(Action action) {
  switch (action) {
    case Action::None:
      return "none";
    case Action::Up:
      return "up";
    case Action::Down:
      return "down";
    case Action::Left:
      return "left";
    case Action::Right:
      return "right";
    case Action::Confirm:
      return "confirm";
    case Action::Secondary:
      return "secondary";
    case Action::RotateCw:
      return "rotate-cw";
    case Action::RotateCcw:
      return "rotate-ccw";
    case Action::Undo:
      return "undo";
    case Action::Redo:
      return "redo";
    case Action::Lock:
      return "lock";
    case Action::Hint:
      return "hint";
    case Action::Back:
      return "back";
    case Action::Menu:
      return "menu";
    case Action::Fullscreen:
      return "fullscreen";
    case Action::Erase:
      return "erase";
    case Action::Quit:
      return "quit";
  }
  return "?";
}

}  // namespace tileflow
