// MyLevelsStore: the player's own levels (made in the editor or imported) in one pack file,
// my-levels.yaml under the preferences folder, rewritten atomically after every change.
#pragma once

#include <cstddef>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "game/model/Catalog.hpp"
#include "game/model/Level.hpp"
#include "game/store/LevelShelf.hpp"

namespace tileflow {

class MyLevelsStore {
 public:
  // An empty path keeps the levels in memory only (screenshots, tests).
  explicit MyLevelsStore(std::filesystem::path file, std::size_t maxLevels = MaxLevels)
      : file_(std::move(file)), maxLevels_(maxLevels) {}

  // The most levels My levels holds: room for any player's own collection, and a bound on the
  // file, which the game reads whole. Adding past it is refused with a sentence that says what to
  // do (nothing changes); replacing a level already there is not adding.
  static constexpr std::size_t MaxLevels = 300;
  // The game's file, my-levels.yaml in the per-user folder beside the settings; in memory when
  // there is no such folder (screenshots, tests).
  static std::shared_ptr<MyLevelsStore> in(const std::filesystem::path& prefDir);

  // Reads the file (a missing file is an empty pack; an unreadable one leaves a notice).
  const Pack& load(const Catalog& catalog);
  // Adds the level (or replaces the one with its id) and saves; an empty string on success,
  // otherwise why it failed (and nothing changed on disk).
  std::string add(Level level, const Catalog& catalog);

  using Imported = ShelfAdded;
  // Adds each level whose puzzle is not in My levels yet, under a fresh id, and saves once.
  Imported addNew(std::vector<Level> levels, const Catalog& catalog);
  // Removes the level with this id and saves; an empty string on success (or when there is no
  // such level), otherwise why it failed (and nothing changed).
  std::string remove(const std::string& id, const Catalog& catalog);
  // The level in My levels that is the same puzzle (samePuzzle), or nullptr.
  const Level* samePuzzleAs(const Level& level, const Catalog& catalog);

  const Pack& pack() const { return pack_; }
  const std::string& notice() const { return notice_; }

 private:
  LevelShelf<Level> shelf() const;
  std::string save(Pack next);

  std::filesystem::path file_;
  std::size_t maxLevels_;
  Pack pack_;
  bool loaded_ = false;
  std::string notice_;
};

}  // namespace tileflow
