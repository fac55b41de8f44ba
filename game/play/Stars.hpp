// Stars: what a win earns, judged against the level's pars and the hints it took. One rule for
// the win panel, the saved progress and the migration of old saves (docs/levels.md).
#pragma once

#include "game/model/Level.hpp"

namespace tileflow {

// The most a win can earn.
inline constexpr int TopStars = 3;

// 1 for solving; 2 when also within par moves; 3 when also within par time and without a hint.
// A level without a par gets the stars it cannot be measured against; a hint always costs the
// top star, since it plays a move the player did not find.
int starsFor(const Level& level, int moves, int seconds, int hints);

}  // namespace tileflow
