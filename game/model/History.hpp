// History: the undo/redo list of moves. A new move after undo drops the redo tail.
#pragma once

#include <cstddef>
#include <optional>
#include <vector>

#include "game/model/Move.hpp"

namespace tileflow {

class History {
 public:
  void push(const Move& move);
  bool canUndo() const { return cursor_ > 0; }
  bool canRedo() const { return cursor_ < moves_.size(); }
  // The move to apply to take back the last one, or nothing.
  std::optional<Move> undo();
  // The move to apply again, or nothing.
  std::optional<Move> redo();
  void clear();
  // Moves currently applied (undone moves do not count).
  std::size_t applied() const { return cursor_; }
  const std::vector<Move>& moves() const { return moves_; }

 private:
  std::vector<Move> moves_;
  std::size_t cursor_ = 0;
};

}  // namespace tileflow
