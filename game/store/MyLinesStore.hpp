// MyLinesStore: the Lines puzzles a player keeps ("My levels" on the Lines screen): generated
// ones saved from play and imported ones (share codes, Lines files, numberlink text grids), in
// my-lines.yaml beside the settings, a Lines pack file like the shipped ones. Saved atomically:
// a failed save changes nothing and says why.
#pragma once

#include <cstddef>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "game/lines/LinesLevel.hpp"
#include "game/store/LevelShelf.hpp"

namespace tileflow {

class MyLinesStore {
 public:
  // An empty path keeps the puzzles in memory only (screenshots, tests).
  explicit MyLinesStore(std::filesystem::path file, std::size_t maxLevels = MaxLevels)
      : file_(std::move(file)), maxLevels_(maxLevels) {}
  static constexpr std::size_t MaxLevels = 300;
  static std::shared_ptr<MyLinesStore> in(const std::filesystem::path& prefDir);

  // Reads the file once (a missing file is no puzzle; an unreadable one leaves a notice and is
  // not written over until the player saves anew).
  const LinesPack& load();
  // Keeps the puzzle (a fresh id when it has none, else replacing the one with its id); an empty
  // string on success, otherwise why not (nothing changed).
  std::string add(LinesLevel level);
  // Keeps each puzzle whose board is not kept yet, under a fresh id; saves once.
  ShelfAdded addNew(std::vector<LinesLevel> levels);
  std::string remove(const std::string& id);
  // The kept puzzle with the same board, or nullptr.
  const LinesLevel* sameBoardAs(const LinesLevel& level);

  const std::string& notice() const { return notice_; }

 private:
  LevelShelf<LinesLevel> shelf() const;
  std::string save(LinesPack next);

  std::filesystem::path file_;
  std::size_t maxLevels_;
  LinesPack pack_;
  bool loaded_ = false;
  std::string notice_;
};

}  // namespace tileflow
