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
  // Each label says all its star needs: the top one needs the second's moves too.
  const std::string withinMoves =
      parMoves ? "\xe2\x89\xa4 " + std::to_string(*parMoves) + (*parMoves == 1 ? " move" : " moves") : "";
  const std::string withinTime = parSeconds ? "\xe2\x89\xa4 " + clockText(*parSeconds) : "";
  slots[0] = {true, "Solved"};
  slots[1] = {movesOk, parMoves ? withinMoves : "Any moves"};
  std::string top;
  for (const std::string& part : {withinMoves, withinTime, std::string("no hint")})
    if (!part.empty()) top += (top.empty() ? "" : ", ") + part;
  top[0] = top[0] == 'n' ? 'N' : top[0];
  slots[2] = {movesOk && timeOk && hints == 0, top};
  return slots;
}

int starsFor(const Level& level, int moves, int seconds, int hints) {
  const auto slots = starSlots(level.parMoves, level.parSeconds, moves, seconds, hints);
  return static_cast<int>(std::count_if(slots.begin(), slots.end(), [](const StarSlot& s) { return s.earned; }));
}

}  // namespace tileflow
