// Stars: the rule that turns a win into stars.
#include "game/play/Stars.hpp"

#include <algorithm>

#include "engine/core/LocaleFormat.hpp"
#include "engine/core/Translate.hpp"

namespace tileflow {

std::array<StarSlot, TopStars> starSlots(std::optional<int> parMoves, std::optional<int> parSeconds, int moves,
                                         int seconds, int hints) {
  const bool movesOk = !parMoves || moves <= *parMoves;
  const bool timeOk = !parSeconds || seconds <= *parSeconds;
  std::array<StarSlot, TopStars> slots;
  // Each label says all its star needs: the top one needs the second's moves too.
  const std::string withinMoves =
      parMoves ? "\xe2\x89\xa4 " + formatText(trn("{1} move", "{1} moves", *parMoves), *parMoves) : "";
  const std::string withinTime = parSeconds ? "\xe2\x89\xa4 " + formatClock(*parSeconds) : "";
  slots[0] = {true, tr("Solved")};
  slots[1] = {movesOk, parMoves ? withinMoves : std::string(tr("Any moves"))};
  // TRANSLATORS: the top star's need, the last of a list ("≤ 12 moves, ≤ 1:30, no hint"), or alone
  // ("No hint") when the level has no par.
  std::string top;
  for (const std::string& part : {withinMoves, withinTime})
    if (!part.empty()) top += (top.empty() ? "" : ", ") + part;
  top = top.empty() ? std::string(tr("No hint")) : formatText(tr("{1}, no hint"), top);
  slots[2] = {movesOk && timeOk && hints == 0, top};
  return slots;
}

int starsFor(const Level& level, int moves, int seconds, int hints) {
  const auto slots = starSlots(level.parMoves, level.parSeconds, moves, seconds, hints);
  return static_cast<int>(std::count_if(slots.begin(), slots.end(), [](const StarSlot& s) { return s.earned; }));
}

}  // namespace tileflow
