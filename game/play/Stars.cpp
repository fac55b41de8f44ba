// Stars: the rule that turns a win into stars.
#include "game/play/Stars.hpp"

#include <algorithm>

namespace tileflow {

int starsFor(const Level& level, int moves, int seconds, int hints) {
  const bool movesOk = !level.parMoves || moves <= *level.parMoves;
  const bool timeOk = !level.parSeconds || seconds <= *level.parSeconds;
  const int stars = movesOk ? (timeOk ? TopStars : 2) : 1;
  return hints > 0 ? std::min(stars, TopStars - 1) : stars;
}

}  // namespace tileflow
