// History: undo/redo cursor over a list of moves.
#include "game/model/History.hpp"

namespace tileflow {

void History::push(const Move& move) {
  moves_.resize(cursor_);
  moves_.push_back(move);
  ++cursor_;
}

std::optional<Move> History::undo() {
  if (!canUndo()) return std::nullopt;
  return moves_[--cursor_].inverse();
}

std::optional<Move> History::redo() {
  if (!canRedo()) return std::nullopt;
  return moves_[cursor_++];
}

void History::clear() {
  moves_.clear();
  cursor_ = 0;
}

}  // namespace tileflow
