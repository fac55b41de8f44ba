// ProgressFile: the player's way through the built-in packs (progress.yaml under the per-user
// folder): best moves, best time and stars per level, and the level to continue with. Also the
// rules that turn a win into stars and solved levels into unlocked packs (docs/levels.md).
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "game/io/LoadError.hpp"
#include "game/model/Level.hpp"

namespace tileflow {

struct LevelProgress {
  int bestMoves = 0;               // fewest moves of any win
  std::optional<int> bestSeconds;  // quickest win; unknown for wins from before times were kept
  int stars = 0;                   // 1 solved, 2 within par moves, 3 within par moves and par time
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
// The first pack is always open; every other opens once enough of the one before is solved.
bool packUnlocked(const std::vector<Pack>& packs, std::size_t index, const PlayerProgress& progress);

// Stars a win earns: 1 for solving; 2 when also within par moves; 3 when also within par time.
// A level without a par gets the stars it cannot be measured against.
int starsFor(const Level& level, int moves, int seconds);
// Keeps the best of each figure; returns true when anything improved.
bool recordWin(PlayerProgress& progress, const Level& level, int moves, int seconds);

std::string writeProgress(const PlayerProgress& progress);
// The progress, or where and why the text is not a progress file (guarded YAML reader, the
// same limits as level files).
Loaded<PlayerProgress> parseProgress(std::string_view text, const std::string& fileName);

}  // namespace tileflow
