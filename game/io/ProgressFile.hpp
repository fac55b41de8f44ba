// ProgressFile: the player's way through the built-in packs (progress.yaml under the per-user
// folder): best moves, best time and stars per level, the level to continue with, the time spent
// on solved games and the best of the generated levels by board size. Also how a win is kept (its
// stars are game/play/Stars') and how solved levels unlock packs (docs/levels.md).
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

// The generated levels of one board size solved so far, and the best of them.
struct SizeProgress {
  int solved = 0;
  int bestMoves = 0;
  int bestSeconds = 0;
  bool operator==(const SizeProgress&) const = default;
};

struct PlayerProgress {
  std::map<std::string, LevelProgress> levels;  // by level id; only solved levels appear
  std::string lastLevel;                        // the level last opened, for "Continue"
  // Seconds on the clock of every solved game, whatever the level (0 in files from before it
  // was kept).
  long long playSeconds = 0;
  // Generated levels solved, by sizeKey ("8x8", "6x5 hex"); empty in files from before.
  std::map<std::string, SizeProgress> generated;
  bool operator==(const PlayerProgress&) const = default;

  int stars(const std::string& levelId) const;
  bool solved(const std::string& levelId) const { return stars(levelId) > 0; }
  int solvedIn(const Pack& pack) const;
  int starsIn(const Pack& pack) const;
};

// Levels of a pack that must be solved to open the next one: two thirds, rounded up (for a pack
// of `levels` levels of any mode).
int levelsToUnlockNext(int levels);
int levelsToUnlockNext(const Pack& pack);
// The first pack is always open, and so is the first pack of the Link series; every other opens
// once enough of the one before is solved.
bool packUnlocked(const std::vector<Pack>& packs, std::size_t index, const PlayerProgress& progress);

// Keeps the best of each figure; returns true when anything improved. The stars are starsFor's
// (a win with hints never earns the top star, a later one without can); moves and time are kept
// from any win, hinted or not, since a hint's turn is a move and the clock runs through it.
bool recordWin(PlayerProgress& progress, const Level& level, int moves, int seconds, int hints);
// The same for a level of any mode under its record's id, with the stars it earned.
bool recordWin(PlayerProgress& progress, const std::string& id, int moves, int seconds, int stars);

// The record id of a Lines level: "lines:" and the level's id (level ids have no colon, so a
// Lines level never shares a record with a Tiles one).
std::string linesProgressId(const std::string& levelId);
bool isLinesProgressId(const std::string& id);
// Counts a win's time in the play time; true when it changed.
bool recordPlayTime(PlayerProgress& progress, int seconds);

// The board size a generated level's record is kept under: "WxH", with " hex" for hex boards.
std::string sizeKey(const Level& level);
// Counts a solved game of any level in the play time and, for a level generated on the spot (no
// id, a generator seed), in its board size's record. Returns true when anything changed.
bool recordPlay(PlayerProgress& progress, const Level& level, int moves, int seconds);

std::string writeProgress(const PlayerProgress& progress);
// The progress, or where and why the text is not a progress file (guarded YAML reader, the
// same limits as level files).
Loaded<PlayerProgress> parseProgress(std::string_view text, const std::string& fileName);

}  // namespace tileflow
