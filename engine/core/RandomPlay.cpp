// RandomPlay: seeded random gestures.
#include "engine/core/RandomPlay.hpp"

namespace tileflow {

Gesture RandomPlay::next(int width, int height) {
  Gesture g;
  g.x = rng_.range(0, width - 1);
  g.y = rng_.range(0, height - 1);
  g.x2 = rng_.range(0, width - 1);
  g.y2 = rng_.range(0, height - 1);
  if (limits_.resizeOneIn > 0 && rng_.below(static_cast<std::uint32_t>(limits_.resizeOneIn)) == 0) {
    g.kind = Gesture::Kind::Resize;
    g.width = rng_.range(limits_.minWidth, limits_.maxWidth);
    g.height = rng_.range(limits_.minHeight, limits_.maxHeight);
    return g;
  }
  if (limits_.navigateOneIn > 0 && rng_.below(static_cast<std::uint32_t>(limits_.navigateOneIn)) == 0) {
    g.kind = Gesture::Kind::Navigate;
    const int roll = rng_.range(0, 9);
    if (roll < 2) {
      g.back = true;
    } else if (roll < 5) {
      g.hints = rng_.range(5, 60);
    } else {
      g.steps = rng_.range(-3, 8);
      g.thenBack = roll == 5;
    }
    return g;
  }
  if (limits_.everyDevice && rng_.chance(1, 5)) return rarer(g);
  // Mostly taps: they are what moves between screens; keys and pads reach the rest.
  const int roll = rng_.range(0, 99);
  if (roll < 45) {
    g.kind = Gesture::Kind::Tap;
    g.shift = rng_.chance(1, 10);
  } else if (roll < 50) {
    g.kind = Gesture::Kind::RightTap;
  } else if (roll < 53) {
    g.kind = Gesture::Kind::Touch;
    // Now and then a short slide rather than a tap: across an edge, or a wobble.
    if (rng_.chance(1, 3)) g.path = {{g.x + rng_.range(-40, 40), g.y + rng_.range(-40, 40)}};
  } else if (roll < 60) {
    g.kind = Gesture::Kind::Drag;
  } else if (roll < 65) {
    g.kind = Gesture::Kind::Wheel;
    g.wheel = rng_.chance(1, 2) ? rng_.range(1, 3) : -rng_.range(1, 3);
  } else if (roll < 82) {
    g.kind = Gesture::Kind::Key;
    g.key = static_cast<Gesture::Key>(rng_.range(0, static_cast<int>(Gesture::Key::Letter)));
    if (g.key == Gesture::Key::Letter) g.text = std::string(1, static_cast<char>('a' + rng_.range(0, 25)));
    g.shift = rng_.chance(1, 8);
  } else if (roll < 94) {
    g.kind = Gesture::Kind::Pad;
    g.pad = static_cast<Gesture::Pad>(rng_.range(0, static_cast<int>(Gesture::Pad::Back)));
    g.shift = rng_.chance(1, 8);
  } else {
    g.kind = Gesture::Kind::Text;
    const int length = rng_.range(1, 12);
    for (int i = 0; i < length; ++i) g.text.push_back(static_cast<char>(rng_.range(' ', '~')));
  }
  return g;
}

Gesture RandomPlay::rarer(Gesture g) {
  const int roll = rng_.range(0, 99);
  if (roll < 25) {
    g.kind = Gesture::Kind::Pinch;
    g.spread = rng_.range(10, 300);
    g.spread2 = rng_.range(10, 300);
  } else if (roll < 50) {
    g.kind = Gesture::Kind::Stick;
    g.axis = static_cast<Gesture::Axis>(rng_.range(0, static_cast<int>(Gesture::Axis::RightTrigger)));
    g.axisValue = rng_.range(-32768, 32767);
    g.holdMs = rng_.range(0, 600);
  } else if (roll < 68) {
    g.kind = Gesture::Kind::Touch;  // a long press
    g.holdMs = rng_.range(400, 900);
  } else if (roll < 80) {
    // Pasted text: printable junk, half the time behind a share code's prefix so an import reads
    // past it.
    g.kind = Gesture::Kind::Paste;
    if (rng_.chance(1, 2)) g.text = rng_.chance(1, 2) ? "TF2." : "TF1.";
    const int length = rng_.range(1, 200);
    for (int i = 0; i < length; ++i) g.text.push_back(static_cast<char>(rng_.range(' ', '~')));
  } else if (roll < 95) {
    g.kind = Gesture::Kind::Focus;
    g.focused = rng_.chance(1, 2);
  } else {
    g.kind = Gesture::Kind::Quit;
  }
  return g;
}

}  // namespace tileflow
