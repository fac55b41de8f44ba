// Campaign: the built-in packs and the player's progress through them, shared by the pack and
// level select screens; told about every level opened. Wins reach the same progress through the
// game context (one record of solved levels), which is saved after each change.
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
#include "game/store/SavedProgress.hpp"

namespace tileflow {

struct LevelRef {
  std::size_t pack = 0;
  std::size_t level = 0;
  bool operator==(const LevelRef&) const = default;
};

class Campaign {
 public:
  Campaign(std::vector<Pack> packs, std::shared_ptr<SavedProgress> progress);
  // Progress of its own, read from `progressFile` (empty: in memory only).
  Campaign(std::vector<Pack> packs, const std::filesystem::path& progressFile);

  // The packs levels/NN-*.yaml from the data folder, in file-name order, with the player's
  // progress. Packs that fail to load are skipped and named in notice().
  static std::shared_ptr<Campaign> open(const Catalog& catalog, std::shared_ptr<SavedProgress> progress);
  // The same from packs read already, with what failed to load as loadPacks named it.
  static std::shared_ptr<Campaign> open(std::vector<Pack> packs, const std::string& problems,
                                        std::shared_ptr<SavedProgress> progress);
  // Just the packs; what failed to load is added to `problems`.
  static std::vector<Pack> loadPacks(const Catalog& catalog, std::string& problems);

  const std::vector<Pack>& packs() const { return packs_; }
  const PlayerProgress& progress() const { return progress_->get(); }
  const Level& level(LevelRef at) const { return packs_[at.pack].levels[at.level]; }
  bool unlocked(std::size_t pack) const { return packUnlocked(packs_, pack, progress()); }

  // Where "Continue" leads: the level last opened if it is still unsolved, else the first
  // unsolved level of an open pack from there on; nothing before the first level is opened.
  std::optional<LevelRef> continueAt() const;
  // The level after `at`: the next in its pack, else the first of the next pack if open.
  std::optional<LevelRef> next(LevelRef at) const;

  void opened(LevelRef at);
  // Replaces the progress (tests and screenshots); saved like any change.
  void setProgress(PlayerProgress progress);
  // A player part-way through the second pack, for pictures of the select screens.
  void showSampleProgress();

  // Loading or saving problems for the player, or empty.
  std::string notice() const;

 private:
  std::optional<LevelRef> find(const std::string& id) const;

  std::vector<Pack> packs_;
  std::shared_ptr<SavedProgress> progress_;
  std::string loadProblems_;
};

}  // namespace tileflow
