// Stars: what a win earns, judged against the level's pars and the hints it took. One rule for
// the win panel, the saved progress and the migration of old saves (docs/levels.md).
#pragma once

#include <array>
#include <optional>
#include <string>

#include "game/model/Level.hpp"

namespace tileflow {

// The most a win can earn.
inline constexpr int TopStars = 3;

// 1 for solving; 2 when also within par moves; 3 when also within par time and without a hint.
// A level without a par gets the stars it cannot be measured against; a hint always costs the
// top star, since it plays a move the player did not find.
int starsFor(const Level& level, int moves, int seconds, int hints);

// One of the three stars of a win, as the win panel shows it: whether this win earned it and, in
// a few words, all it needs ("Solved", "≤ 5 moves", "≤ 5 moves, ≤ 0:30, no hint").
struct StarSlot {
  bool earned = false;
  std::string need;
};
// The three slots, by the same rule as starsFor (which counts the earned ones).
std::array<StarSlot, TopStars> starSlots(std::optional<int> parMoves, std::optional<int> parSeconds, int moves,
                                         int seconds, int hints);

}  // namespace tileflow
