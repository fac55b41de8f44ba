// ProgressFile: the player's way through the built-in packs (progress.yaml under the per-user
// folder): best moves, best time and stars per level, and the level to continue with. Also how a
// win is kept (its stars are game/play/Stars') and how solved levels unlock packs (docs/levels.md).
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "game/io/LoadError.hpp"
#include "game/model/Level.hpp"
#include "game/play/Stars.hpp"

namespace tileflow {

struct LevelProgress {
  int bestMoves = 0;               // fewest moves of any win
  std::optional<int> bestSeconds;  // quickest win; unknown for wins from before times were kept
  int stars = 0;                   // starsFor's: 1 solved, 2 within par moves, 3 also par time, no hint
  bool operator==(const LevelProgress&) const = default;
};

struct PlayerProgress {
  std::map<std::string, LevelProgress> levels;  // by level id; only solved levels appear
  std::string lastLevel;                        // the level last opened, for "Continue"
  bool operator==(const PlayerProgress&) const = default;

  int stars(const std::string& levelId) const;
  bool solved(const std::string& levelId) const { return stars(levelId) > 0; }
  int solvedIn(const Pack& pack) const;
  int starsIn(const Pack& pack) const;
};

// Levels of a pack that must be solved to open the next one: two thirds, rounded up.
int levelsToUnlockNext(const Pack& pack);
// The first pack is always open, and so is the first pack of the Link series; every other opens
// once enough of the one before is solved.
bool packUnlocked(const std::vector<Pack>& packs, std::size_t index, const PlayerProgress& progress);

// Keeps the best of each figure; returns true when anything improved. The stars are starsFor's
// (a win with hints never earns the top star, a later one without can); moves and time are kept
// from any win, hinted or not, since a hint's turn is a move and the clock runs through it.
bool recordWin(PlayerProgress& progress, const Level& level, int moves, int seconds, int hints);

std::string writeProgress(const PlayerProgress& progress);
// The progress, or where and why the text is not a progress file (guarded YAML reader, the
// same limits as level files).
Loaded<PlayerProgress> parseProgress(std::string_view text, const std::string& fileName);

}  // namespace tileflow
