// SavedProgress: the player's one record of solved levels (progress.yaml: best moves, best time
// and stars per level, the level to continue with, the time spent on solved games, the generated
// levels' bests by board size), kept in memory and saved after every change.
// One object is shared by the game context, through which every play screen records its wins,
// and the campaign screens that show stars and unlock packs.
#pragma once

#include <filesystem>
#include <string>

#include "game/io/ProgressFile.hpp"
#include "game/model/Level.hpp"
#include "game/store/ProgressStore.hpp"

namespace tileflow {

class SavedProgress {
 public:
  // Reads the file at once; an empty path keeps the progress in memory only (screenshots, tests).
  explicit SavedProgress(std::filesystem::path file);

  const PlayerProgress& get() const { return progress_; }
  // Keeps the best of each figure and saves when anything improved (a win with hints never
  // stores the top star). Every win adds to the play time; a level without an id has no record
  // of its own, but one generated on the spot counts in its board size's (recordPlay).
  void recordWin(const Level& level, int moves, int seconds, int hints);
  // A Lines win: its time, and for a level with an id its record (linesProgressId) with `stars`.
  void recordLinesWin(const std::string& levelId, int moves, int seconds, int stars);
  // Remembers the level for "Continue".
  void opened(const std::string& levelId);
  // Replaces the progress (tests, screenshots, migration); saved like any change.
  void replace(PlayerProgress progress);

  const std::filesystem::path& file() const { return store_.file(); }
  // Loading or saving problems for the player, or empty.
  const std::string& notice() const { return store_.notice(); }
  // False when the last save failed.
  bool saved() const { return saved_; }

 private:
  void save();

  ProgressStore store_;
  PlayerProgress progress_;
  bool saved_ = true;
};

}  // namespace tileflow
