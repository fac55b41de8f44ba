// Move: one player action as a small value with a text form, so undo, saves, replays and tests
// share one path.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace tileflow {

struct Move {
  enum class Kind { Rotate, Lock };
  Kind kind = Kind::Rotate;
  int cell = 0;
  int turns = 1;  // Rotate: clockwise steps (negative = counter-clockwise)

  static Move rotate(int cell, int turns) { return Move{Kind::Rotate, cell, turns}; }
  static Move lock(int cell) { return Move{Kind::Lock, cell, 0}; }
  // The move that takes it back.
  Move inverse() const { return kind == Kind::Rotate ? rotate(cell, -turns) : *this; }

  // "r12+1", "r12-1", "l12".
  std::string text() const;
  static std::optional<Move> parse(std::string_view text);

  bool operator==(const Move&) const = default;
};

}  // namespace tileflow
