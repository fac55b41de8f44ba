// RandomPlay: seeded random play as abstract gestures (taps, drags, wheel, keys, gamepad buttons,
// text, window resizes) at a steady rate, for soaks and memory checks. SDL-free: a thin adapter
// turns each gesture into platform events, so the same seed plays the same game on any driver.
#pragma once

#include <cstdint>
#include <string>

#include "engine/core/Rng.hpp"

namespace tileflow {

struct Gesture {
  enum class Kind { Tap, Touch, RightTap, Drag, Wheel, Key, Pad, Text, Resize };
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
  std::string text;  // typed text, ASCII
  int width = 0;     // a resize's new window size
  int height = 0;
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
  };

  explicit RandomPlay(std::uint64_t seed) : rng_(seed) {}
  RandomPlay(std::uint64_t seed, Limits limits) : rng_(seed), limits_(limits) {}

  // The next gesture for a window of width×height (both positive).
  Gesture next(int width, int height);

 private:
  Rng rng_;
  Limits limits_;
};

}  // namespace tileflow
