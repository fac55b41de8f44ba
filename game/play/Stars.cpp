// Stars: the rule that turns a win into stars.
#include "game/play/Stars.hpp"

#include <algorithm>

#include "game/play/ClockText.hpp"

namespace tileflow {

std::array<StarSlot, TopStars> starSlots(std::optional<int> parMoves, std::optional<int> parSeconds, int moves,
                                         int seconds, int hints) {
  const bool movesOk = !parMoves || moves <= *parMoves;
  const bool timeOk = !parSeconds || seconds <= *parSeconds;
  std::array<StarSlot, TopStars> slots;
  slots[0] = {true, "Solved"};
  slots[1] = {movesOk, parMoves ? std::to_string(*parMoves) + (*parMoves == 1 ? " move" : " moves") : "Any moves"};
  // The top star also needs the second: par time alone earns nothing without par moves.
  slots[2] = {movesOk && timeOk && hints == 0, parSeconds ? clockText(*parSeconds) + ", no hint" : "No hint"};
  return slots;
}

int starsFor(const Level& level, int moves, int seconds, int hints) {
  const auto slots = starSlots(level.parMoves, level.parSeconds, moves, seconds, hints);
  return static_cast<int>(std::count_if(slots.begin(), slots.end(), [](const StarSlot& s) { return s.earned; }));
}

}  // namespace tileflow
