// Campaign: the built-in packs and the player's progress through them, shared by the pack and
// level select screens; told about every level opened and won, and saved after each.
#pragma once

#include <cstddef>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "game/io/ProgressFile.hpp"
#include "game/model/Catalog.hpp"
#include "game/model/Level.hpp"
#include "game/store/ProgressStore.hpp"

namespace tileflow {

struct LevelRef {
  std::size_t pack = 0;
  std::size_t level = 0;
  bool operator==(const LevelRef&) const = default;
};

class Campaign {
 public:
  // An empty progress file keeps progress in memory only.
  Campaign(std::vector<Pack> packs, const std::filesystem::path& progressFile);

  // The packs levels/NN-*.yaml from the data folder, in file-name order, with progress.yaml
  // from `prefDir` (empty: in memory). Packs that fail to load are skipped and named in notice().
  static std::shared_ptr<Campaign> open(const Catalog& catalog, const std::filesystem::path& prefDir);

  const std::vector<Pack>& packs() const { return packs_; }
  const PlayerProgress& progress() const { return progress_; }
  const Level& level(LevelRef at) const { return packs_[at.pack].levels[at.level]; }
  bool unlocked(std::size_t pack) const { return packUnlocked(packs_, pack, progress_); }

  // Where "Continue" leads: the level last opened if it is still unsolved, else the first
  // unsolved level of an open pack from there on; nothing before the first level is opened.
  std::optional<LevelRef> continueAt() const;
  // The level after `at`: the next in its pack, else the first of the next pack if open.
  std::optional<LevelRef> next(LevelRef at) const;

  void opened(LevelRef at);
  void won(LevelRef at, int moves, int seconds);
  // Replaces the progress (tests and screenshots); saved like any change.
  void setProgress(PlayerProgress progress);
  // A player part-way through the second pack, for pictures of the select screens.
  void showSampleProgress();

  // Loading or saving problems for the player, or empty.
  std::string notice() const;

 private:
  std::optional<LevelRef> find(const std::string& id) const;
  void save();

  std::vector<Pack> packs_;
  ProgressStore store_;
  PlayerProgress progress_;
  std::string loadProblems_;
};

}  // namespace tileflow
