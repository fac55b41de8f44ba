// LevelShelf: what a player's own collection of levels does, whatever the game: ids numbered in
// the order levels arrive, a level added or replaced by its id, removed, a batch added that skips
// the puzzles already there, and a bound on how many it holds. Pure: the stores (My levels for
// Tiles, My levels for Lines) read and write their files around it.
#pragma once

#include <algorithm>
#include <cstddef>
#include <string>
#include <utility>
#include <vector>

namespace tileflow {

struct ShelfAdded {
  int added = 0;
  int alreadyThere = 0;  // the same puzzle was there (or earlier in the same batch)
  std::string error;     // nothing was added
};

template <typename Level>
class LevelShelf {
 public:
  // `prefix` starts the ids it gives ("my-" makes my-1, my-2, ...); `full` is said when adding
  // would pass `max`.
  LevelShelf(std::string prefix, std::size_t max, std::string full)
      : prefix_(std::move(prefix)), max_(max), full_(std::move(full)) {}

  // The first of prefix1, prefix2, ... from the count up that no level in `levels` has.
  std::string freshId(const std::vector<Level>& levels) const {
    auto n = levels.size() + 1;
    const auto taken = [&](const std::string& id) {
      return std::any_of(levels.begin(), levels.end(), [&](const Level& l) { return l.id == id; });
    };
    while (taken(prefix_ + std::to_string(n))) ++n;
    return prefix_ + std::to_string(n);
  }

  // Adds `level` (a fresh id when it has none) or replaces the one with its id; an empty string,
  // or why not when the shelf is full (`levels` unchanged).
  std::string put(std::vector<Level>& levels, Level level) const {
    if (level.id.empty()) level.id = freshId(levels);
    for (Level& l : levels)
      if (l.id == level.id) {
        l = std::move(level);
        return {};
      }
    if (levels.size() >= max_) return full_;
    levels.push_back(std::move(level));
    return {};
  }

  // Removes the level with this id; false when there was none.
  static bool remove(std::vector<Level>& levels, const std::string& id) {
    const auto gone = std::remove_if(levels.begin(), levels.end(), [&](const Level& l) { return l.id == id; });
    if (gone == levels.end()) return false;
    levels.erase(gone, levels.end());
    return true;
  }

  // Adds each level of `batch` that `same(mine, level)` finds nowhere on the shelf, under a fresh
  // id; the whole batch or none of it (the error says what did not fit, `levels` unchanged).
  template <typename Same>
  ShelfAdded addNew(std::vector<Level>& levels, std::vector<Level> batch, Same same) const {
    ShelfAdded result;
    std::vector<Level> next = levels;
    for (Level& level : batch) {
      if (std::any_of(next.begin(), next.end(), [&](const Level& mine) { return same(mine, level); })) {
        ++result.alreadyThere;
        continue;
      }
      if (next.size() >= max_) return ShelfAdded{0, 0, full_};
      level.id = freshId(next);  // an import never replaces a level already there
      next.push_back(std::move(level));
      ++result.added;
    }
    levels = std::move(next);
    return result;
  }

 private:
  std::string prefix_;
  std::size_t max_;
  std::string full_;
};

}  // namespace tileflow
