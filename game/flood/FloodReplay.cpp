// FloodReplay: the states of a sequence, made once, then stepped through.
#include "game/flood/FloodReplay.hpp"

namespace tileflow {

FloodReplay::FloodReplay(const FloodState& start, const std::vector<int>& moves) {
  states_.push_back(start);
  for (const int colour : moves) {
    if (states_.back().over() || !states_.back().allowed(colour)) break;
    FloodState next = states_.back();
    next.play(colour);
    states_.push_back(std::move(next));
    colours_.push_back(colour);
  }
}

bool FloodReplay::forward() {
  if (atEnd()) return false;
  ++step_;
  return true;
}

bool FloodReplay::back() {
  if (step_ == 0) return false;
  --step_;
  return true;
}

}  // namespace tileflow
