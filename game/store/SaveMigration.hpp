// SaveMigration: brings the player's files written by older versions up to date without losing
// a solved level or a star. Settings of format 1 kept their own record of solved levels (level
// id -> fewest moves) beside progress.yaml; since format 2 progress is the one record.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "game/io/ProgressFile.hpp"
#include "game/io/SettingsFile.hpp"
#include "game/model/Level.hpp"
#include "game/store/SavedProgress.hpp"
#include "game/store/SettingsStore.hpp"

namespace tileflow {

// Folds `solved` (level id -> fewest moves) into `progress`. A level in both keeps the fewer
// moves and the more stars; a level only in `solved` gets its moves and the stars those moves
// earn against the level's par among `known` (the time was never kept, so never the time
// star when the level has a par time), at least one. Returns true when anything changed.
bool foldSolvedLevels(PlayerProgress& progress, const std::map<std::string, int>& solved,
                      const std::vector<Pack>& known);

// When `settings` came from a format-1 file with solved levels: folds them into `progress`,
// saves the progress, and only once that is on disk saves the settings without them (so a kill
// or a failed save in between loses nothing; folding twice changes nothing). Returns true
// when it migrated.
bool migrateSolvedLevels(Settings& settings, SettingsStore& settingsStore, SavedProgress& progress,
                         const std::vector<Pack>& known);

}  // namespace tileflow
