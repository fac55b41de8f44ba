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
    case Action::Primary:
      return "primary";
    case Action::Secondary:
      return "secondary";
    case Action::Tertiary:
      return "tertiary";
    case Action::Quaternary:
      return "quaternary";
    case Action::Undo:
      return "undo";
    case Action::Redo:
      return "redo";
    case Action::Mark:
      return "mark";
    case Action::Assist:
      return "assist";
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
