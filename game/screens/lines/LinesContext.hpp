// LinesContext: what the Lines mode's screens need beside the app's shared context: the built-in
// packs (levels/lines, read at the first ask), the one record of solved levels (shared with Tiles,
// under Lines' own ids), the game left part-way and the player's own puzzles.
#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "game/lines/LinesLevel.hpp"
#include "game/screens/AppContext.hpp"
#include "game/store/MyLinesStore.hpp"
#include "game/store/SavedLinesGame.hpp"
#include "game/store/SavedProgress.hpp"

namespace tileflow {

// A level of the built-in packs by its place.
struct LinesLevelRef {
  std::size_t pack = 0;
  std::size_t level = 0;
  bool operator==(const LinesLevelRef&) const = default;
};

struct LinesContext {
  explicit LinesContext(AppContext& shared) : app(shared) {}

  AppContext& app;
  std::shared_ptr<SavedProgress> progress = std::make_shared<SavedProgress>(std::filesystem::path());
  // In memory unless the program gives it a file (lines-game.yaml beside the settings).
  std::shared_ptr<SavedLinesGame> left = std::make_shared<SavedLinesGame>(std::filesystem::path());
  // The player's own puzzles (my-lines.yaml beside the settings; in memory unless given a file).
  std::shared_ptr<MyLinesStore> mine = std::make_shared<MyLinesStore>(std::filesystem::path());
  // Where the packs are read from (a test gives its own folder).
  std::filesystem::path packsFolder;

  // The built-in packs in file order; problems() says which files did not load.
  const std::vector<LinesPack>& packs() const;
  const std::string& problems() const;
  void setPacks(std::vector<LinesPack> packs);

  // Stars earned on a built-in level (0: not solved).
  int stars(const LinesLevel& level) const;
  int solvedIn(const LinesPack& pack) const;
  // The first pack is open; every other opens once two thirds of the one before are solved.
  bool unlocked(std::size_t pack) const;
  // The level after `at` in its pack, or the first of the next pack when that is open.
  std::optional<LinesLevelRef> next(LinesLevelRef at) const;

 private:
  void load() const;
  mutable bool loaded_ = false;
  mutable std::vector<LinesPack> packs_;
  mutable std::string problems_;
};

}  // namespace tileflow
