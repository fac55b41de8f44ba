// FloodReplay: a solo board played back from its start along a given sequence of colours (the
// solver's best), one move at a time, forwards and back, for "show the best" after a game. It
// keeps its own states, so a replay never touches the game it was made from.
#pragma once

#include <vector>

#include "game/flood/FloodState.hpp"

namespace tileflow {

class FloodReplay {
 public:
  // Plays `moves` from `start` up front; a colour that may not be picked there ends the sequence
  // (it never happens with a solver's answer for that board, which the tests check).
  FloodReplay(const FloodState& start, const std::vector<int>& moves);

  int length() const { return static_cast<int>(colours_.size()); }
  // Moves shown so far: 0 at the start, length() at the end.
  int step() const { return step_; }
  bool atEnd() const { return step_ >= length(); }
  const FloodState& state() const { return states_[static_cast<std::size_t>(step_)]; }
  // The state before the move last shown (the start at step 0).
  const FloodState& before() const { return states_[static_cast<std::size_t>(step_ > 0 ? step_ - 1 : 0)]; }
  // The colour of the move last shown, -1 at the start.
  int lastColour() const { return step_ > 0 ? colours_[static_cast<std::size_t>(step_ - 1)] : -1; }
  // Shows one more move (false at the end), one fewer (false at the start), or the start again.
  bool forward();
  bool back();
  void restart() { step_ = 0; }

 private:
  std::vector<FloodState> states_;  // states_[k] after k moves
  std::vector<int> colours_;
  int step_ = 0;
};

}  // namespace tileflow
