// PlayResult: what a won level leaves behind, handed once to whoever records results.
#pragma once

#include <optional>
#include <string>

namespace tileflow {

struct PlayResult {
  std::string levelId;  // empty for levels that are not in a pack (generated, imported, test play)
  std::string levelName;
  int moves = 0;
  int seconds = 0;  // whole seconds on the clock
  int hints = 0;
  int stars = 0;  // starsFor's (game/play/Stars): never the top star with a hint
  std::optional<int> parMoves;
  std::optional<int> parSeconds;
};

}  // namespace tileflow
