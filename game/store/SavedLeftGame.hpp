// SavedLeftGame: a game left part-way (Flood's flood-game.yaml, Lines' lines-game.yaml beside the
// settings), kept in memory and saved atomically whenever it changes, like the unfinished Tiles
// levels. A damaged file is moved aside with a notice, and no game resumes. `Format` is a
// StoredFile format whose value holds the game as `std::optional<...> game`.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <utility>

#include "game/store/StoredFile.hpp"

namespace tileflow {

template <class Format>
class SavedLeftGame {
 public:
  using File = typename Format::Value;
  using Left = typename decltype(File::game)::value_type;

  // Reads the file at once; an empty path keeps the game in memory only.
  explicit SavedLeftGame(std::filesystem::path file) : store_(std::move(file)), value_(store_.load()) {}

  const std::optional<Left>& game() const { return value_.game; }
  // Keeps `game` as the one to resume (replacing any other) and saves.
  void keep(Left game) {
    value_.game = std::move(game);
    store_.save(value_);
  }
  // Forgets the game left (resumed, finished or counted) and saves.
  void drop() {
    if (!value_.game) return;
    value_.game.reset();
    store_.save(value_);
  }
  const std::string& notice() const { return store_.notice(); }

 private:
  StoredFile<Format> store_;
  File value_;
};

}  // namespace tileflow
