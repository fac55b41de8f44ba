// SaveMigration: format-1 settings' solved levels folded into progress.
#include "game/store/SaveMigration.hpp"

#include <algorithm>
#include <climits>

namespace tileflow {

namespace {

const Level* findLevel(const std::vector<Pack>& known, const std::string& id) {
  for (const Pack& pack : known)
    for (const Level& level : pack.levels)
      if (level.id == id) return &level;
  return nullptr;
}

}  // namespace

bool foldSolvedLevels(PlayerProgress& progress, const std::map<std::string, int>& solved,
                      const std::vector<Pack>& known) {
  bool changed = false;
  for (const auto& [id, moves] : solved) {
    const Level* level = findLevel(known, id);
    // No time was kept: a level with a par time cannot be given its time star. Nor were hints,
    // which format 1 did not count.
    const int stars = level ? starsFor(*level, moves, INT_MAX, 0) : 1;
    auto [it, inserted] = progress.levels.try_emplace(id, LevelProgress{moves, std::nullopt, stars});
    if (inserted) {
      changed = true;
      continue;
    }
    LevelProgress& p = it->second;
    const LevelProgress before = p;
    p.bestMoves = std::min(p.bestMoves, moves);
    p.stars = std::max(p.stars, stars);
    changed = changed || !(p == before);
  }
  return changed;
}

bool migrateSolvedLevels(Settings& settings, SettingsStore& settingsStore, SavedProgress& progress,
                         const std::vector<Pack>& known) {
  if (settings.solvedFormat1.empty()) return false;
  PlayerProgress merged = progress.get();
  if (foldSolvedLevels(merged, settings.solvedFormat1, known)) {
    progress.replace(std::move(merged));
    if (!progress.saved()) return false;
  }
  settings.solvedFormat1.clear();
  settingsStore.save(settings);
  return true;
}

}  // namespace tileflow
