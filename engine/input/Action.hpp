// Action: what a key, button, click or tap means to a screen, whatever device it came from. The
// engine knows no game: the face-button roles (Primary..Quaternary, Mark, Assist) are named by
// where they sit on a gamepad and keyboard, and each screen maps them to its own commands (see
// docs/controls.md).
#pragma once

namespace tileflow {

enum class Action {
  None,
  Up,
  Down,
  Left,
  Right,
  Primary,     // A, Enter, Space: press the focused button; the main verb on the focused thing
  Secondary,   // B: the opposite verb, elsewhere go back
  Tertiary,    // X key: the main verb again, for keyboard players who keep Space for menus
  Quaternary,  // Z key: the opposite verb again
  Undo,        // U, left shoulder
  Redo,        // R, right shoulder
  Mark,        // L, gamepad Y: toggle a mark on the focused thing
  Assist,      // H, gamepad X: ask the game for help
  Back,        // Esc, gamepad Back
  Menu,        // gamepad Start, F10
  Fullscreen,  // F11
  Erase,       // Backspace: delete the character before the caret in a text field
  ZoomIn,      // + (or =), right trigger: show the board larger
  ZoomOut,     // -, left trigger: show more of the board
  ZoomFit,     // 0: the whole board again
  Seek,        // N, a stick pressed in: go to the nearest place that still needs work
  Number,      // 1 to 9 (top row or keypad): pick the choice of that number; InputEvent::number holds it
  Quit,        // window closed
};

}  // namespace tileflow
