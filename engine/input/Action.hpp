// Action: what a key, button, click or tap means to a screen, whatever device it came from.
#pragma once

namespace tileflow {

enum class Action {
  None,
  Up,
  Down,
  Left,
  Right,
  Confirm,     // A, Enter, Space: press the focused button; on the board, rotate clockwise
  Secondary,   // B: on the board rotate counter-clockwise, elsewhere go back
  RotateCw,    // X key
  RotateCcw,   // Z key
  Undo,        // U, left shoulder
  Redo,        // R, right shoulder
  Lock,        // L, gamepad Y: lock or unlock the tile under the cursor
  Hint,        // H, gamepad X
  Back,        // Esc, gamepad Back
  Menu,        // gamepad Start, F10
  Fullscreen,  // F11
  Erase,       // Backspace: delete the character before the caret in a text field
  Quit,        // window closed
};

const char* actionName(Action action);

}  // namespace tileflow
