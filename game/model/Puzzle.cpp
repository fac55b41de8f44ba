// Puzzle: moves keep board, networks and history in step.
#include "game/model/Puzzle.hpp"

#include <algorithm>

namespace tileflow {

Status evaluate(const Rules& rules, const Networks& networks) {
  Status s;
  s.looseEnds = networks.looseEnds();
  s.networks = networks.count();
  s.cycles = networks.cycles();
  s.mixedNetworks = networks.mixedNetworks();
  s.splitKinds = networks.splitKinds();
  s.solved = s.looseEnds == 0 && (!rules.connected || s.networks <= 1) && (!rules.acyclic || s.cycles == 0) &&
             s.mixedNetworks == 0 && s.splitKinds == 0;
  return s;
}

Status evaluate(const Board& board, const Rules& rules) { return evaluate(rules, Networks(board)); }

Puzzle::Puzzle(const Level& level) : level_(level), board_(level.board), rules_(level.rules), networks_(board_) {}

void Puzzle::perform(const Move& move) {
  if (move.kind == Move::Kind::Lock) {
    board_.setLocked(move.cell, !board_.cell(move.cell).locked);
    return;
  }
  board_.rotate(move.cell, move.turns);
  networks_.update(board_, move.cell);
}

int Puzzle::cost(const Move& move) const {
  if (move.kind != Move::Kind::Rotate) return 0;
  const int t = board_.topology().normalise(move.turns);
  return std::min(t, board_.sides() - t);
}

bool Puzzle::apply(const Move& move) {
  if (move.cell < 0 || move.cell >= board_.cellCount() || !board_.present(move.cell)) return false;
  if (move.kind == Move::Kind::Rotate && board_.cell(move.cell).locked) return false;
  perform(move);
  history_.push(move);
  moveCount_ += cost(move);
  return true;
}

std::optional<Move> Puzzle::undo() {
  auto m = history_.undo();
  if (!m) return std::nullopt;
  perform(*m);
  moveCount_ = std::max(0, moveCount_ - cost(*m));
  return m;
}

std::optional<Move> Puzzle::redo() {
  auto m = history_.redo();
  if (!m) return std::nullopt;
  perform(*m);
  moveCount_ += cost(*m);
  return m;
}

bool Puzzle::resume(const Board& board, int moves) {
  const Board& start = level_.board;
  if (board.width() != start.width() || board.height() != start.height() || !(board.topology() == start.topology()))
    return false;
  for (int i = 0; i < start.cellCount(); ++i)
    if (board.cell(i).type != start.cell(i).type || board.present(i) != start.present(i)) return false;
  board_ = board;
  networks_.recompute(board_);
  history_.clear();
  moveCount_ = std::max(0, moves);
  return true;
}

void Puzzle::restart() {
  board_ = level_.board;
  networks_.recompute(board_);
  history_.clear();
  moveCount_ = 0;
}

}  // namespace tileflow
