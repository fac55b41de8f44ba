// LinesGestures: gestures that play Lines on purpose, for the drivers that play the real game (the
// soak, the memory check): strokes from a dot or a line's end along a random walk of cells (going
// back over themselves and across other lines, so they retract and cut), taps that cut or clear a
// line, the pad's cursor and A, Undo, Redo and Hint, zoom and pan. Chosen from the board on
// screen with the driver's seeded Rng, so a run replays exactly.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "engine/core/RandomPlay.hpp"
#include "engine/core/Rng.hpp"
#include "game/screens/lines/LinesPlayScreen.hpp"

namespace tileflow::cli {

struct LinesPlayCounts {
  enum Kind { Stroke, Tap, Pad, UndoRedoHint, View, Kinds };
  std::array<std::int64_t, Kinds> played{};
  // "lines: strokes 12, taps 4, pad 9, undo/redo/hint 3, zoom/pan 2"
  std::string line() const;
};

// A gesture for `play` as it is on screen now, counted in `counts`.
Gesture linesGesture(const LinesPlayScreen& play, Rng& rng, LinesPlayCounts& counts);

}  // namespace tileflow::cli
