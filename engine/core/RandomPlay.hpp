// RandomPlay: seeded random play as abstract gestures (taps, drags, pinches, wheel, keys, gamepad
// buttons and sticks, text, window resizes, focus changes, quit requests, walks through a screen's
// buttons) at a steady rate, for soaks and memory checks. SDL-free: a thin adapter
// turns each gesture into platform events, so the same seed plays the same game on any driver.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "engine/core/Rng.hpp"

namespace tileflow {

struct Gesture {
  // The kinds after Resize come only with Limits::everyDevice.
  enum class Kind {
    Tap,
    Touch,
    RightTap,
    Drag,
    Wheel,
    Key,
    Pad,
    Text,
    Resize,
    Pinch,
    Stick,
    Focus,
    Quit,
    Navigate,
    Paste
  };
  // A gamepad's analogue axes: the right stick scrolls, the triggers zoom.
  enum class Axis { RightX, RightY, LeftTrigger, RightTrigger };
  enum class Key { Enter, Escape, Up, Down, Left, Right, Tab, Space, Backspace, Undo, Letter };
  enum class Pad { A, B, X, Y, Up, Down, Left, Right, LeftShoulder, RightShoulder, Start, Back };
  Kind kind = Kind::Tap;
  int x = 0;  // in window pixels; a drag ends at (x2, y2)
  int y = 0;
  int x2 = 0;
  int y2 = 0;
  int wheel = 0;  // notches, negative scrolls down
  Key key = Key::Enter;
  Pad pad = Pad::A;
  std::string text;  // typed text, ASCII; for Paste, the clipboard's text pasted with Ctrl+V
  int width = 0;     // a resize's new window size
  int height = 0;
  // A touch held this long is a long press; a stick is held at `axisValue` this long.
  int holdMs = 0;
  // Tap or Key: with Shift held (a Shift-click, Shift and an arrow); Pad: with X held around the
  // button (X and a direction).
  bool shift = false;
  Axis axis = Axis::RightX;
  int axisValue = 0;  // -32768..32767
  // Pinch: two fingers start around (x, y) `spread` pixels apart and end `spread2` apart.
  int spread = 0;
  int spread2 = 0;
  bool focused = true;  // Focus: gained (true) or lost
  // Navigate: the focus moves `steps` times (down, or up when negative) and the focused control is
  // pressed; with `thenBack` a Back follows at once, in the same frame (a generation started and
  // cancelled before it could finish), else `back` alone presses Back instead of the control.
  int steps = 0;
  bool back = false;
  bool thenBack = false;
  // Navigate: instead, ask for this many hints in a row (on a play screen, a likely win).
  int hints = 0;
  // Drag or Touch: with points here, the pointer (the left button or one finger) goes down at
  // (x, y), passes through each point in turn, a frame or so apart, and lifts at the last: a
  // stroke drawn along cells.
  std::vector<std::pair<int, int>> path;
};

class RandomPlay {
 public:
  struct Limits {
    int minWidth = 320;
    int minHeight = 240;
    int maxWidth = 1920;
    int maxHeight = 1080;
    // One gesture in this many is a resize: rare enough that screens are played between them;
    // 0 never resizes.
    int resizeOneIn = 60;
    // Also pinches, sticks and triggers, long presses, focus changes and quit requests.
    bool everyDevice = false;
    // One gesture in this many walks a screen's buttons (Navigate), so screens deep behind menus
    // are reached more often than random taps find them; 0 never.
    int navigateOneIn = 0;
  };

  explicit RandomPlay(std::uint64_t seed) : rng_(seed) {}
  RandomPlay(std::uint64_t seed, Limits limits) : rng_(seed), limits_(limits) {}

  // The next gesture for a window of width×height (both positive).
  Gesture next(int width, int height);

 private:
  // One of the kinds only everyDevice brings (and long presses), on top of `g`'s points.
  Gesture rarer(Gesture g);

  Rng rng_;
  Limits limits_;
};

}  // namespace tileflow
