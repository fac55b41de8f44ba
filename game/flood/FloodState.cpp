#include "game/flood/FloodState.hpp"

#include "engine/core/Translate.hpp"

#include <stdexcept>

namespace tileflow {

FloodState::FloodState(ColourBoard board, int players) : board_(std::move(board)), players_(players) {
  if (players < 1 || players > 2) throw std::invalid_argument("Flood is played by one or two players");
  if (board_.cellCount() < 1) throw std::invalid_argument("a Flood board needs at least one cell");
  owner_.assign(static_cast<std::size_t>(board_.cellCount()), static_cast<std::int8_t>(Nobody));
  owned_.assign(static_cast<std::size_t>(players), 0);
  std::vector<int> scratch;
  for (int p = 0; p < players; ++p) {
    const int start = corner(p);
    if (owner(start) != Nobody)
      throw std::invalid_argument("the two corners start in one region; each player needs a corner of their own");
    owner_[static_cast<std::size_t>(start)] = static_cast<std::int8_t>(p);
    owned_[static_cast<std::size_t>(p)] = 1;
    spread(p, scratch);
  }
}

int FloodState::unowned() const {
  int held = 0;
  for (int n : owned_) held += n;
  return board_.cellCount() - held;
}

Forbidden FloodState::forbidden(int colour) const {
  if (colour < 0 || colour >= board_.colours()) return Forbidden::NoSuchColour;
  if (over()) return Forbidden::GameOver;
  if (colour == colourOf(turn_)) return Forbidden::OwnColour;
  if (players_ == 2 && colour == colourOf(1 - turn_)) return Forbidden::OpponentsColour;
  return Forbidden::No;
}

std::vector<int> FloodState::allowedColours() const {
  std::vector<int> out;
  for (int c = 0; c < board_.colours(); ++c)
    if (allowed(c)) out.push_back(c);
  return out;
}

int FloodState::gain(int colour) const {
  if (!allowed(colour)) return 0;
  // Cells of the new colour reachable from the area through cells of that colour.
  std::vector<char> seen(static_cast<std::size_t>(board_.cellCount()), 0);
  std::vector<int> stack;
  for (int cell = 0; cell < board_.cellCount(); ++cell)
    if (owner(cell) == turn_)
      for (int m : board_.neighbours(cell))
        if (owner(m) == Nobody && board_.colour(m) == colour && !seen[static_cast<std::size_t>(m)]) {
          seen[static_cast<std::size_t>(m)] = 1;
          stack.push_back(m);
        }
  int taken = 0;
  while (!stack.empty()) {
    const int c = stack.back();
    stack.pop_back();
    ++taken;
    for (int m : board_.neighbours(c))
      if (owner(m) == Nobody && board_.colour(m) == colour && !seen[static_cast<std::size_t>(m)]) {
        seen[static_cast<std::size_t>(m)] = 1;
        stack.push_back(m);
      }
  }
  return taken;
}

int FloodState::play(int colour) {
  if (!allowed(colour)) throw std::logic_error("FloodState::play with a colour that is not allowed");
  for (int cell = 0; cell < board_.cellCount(); ++cell)
    if (owner(cell) == turn_) board_.setColour(cell, colour);
  std::vector<int> scratch;
  const int taken = spread(turn_, scratch);
  ++moves_;
  turn_ = (turn_ + 1) % players_;
  return taken;
}

int FloodState::spread(int player, std::vector<int>& stack) {
  const int colour = colourOf(player);
  stack.clear();
  for (int cell = 0; cell < board_.cellCount(); ++cell)
    if (owner(cell) == player) stack.push_back(cell);
  int taken = 0;
  while (!stack.empty()) {
    const int c = stack.back();
    stack.pop_back();
    for (int m : board_.neighbours(c))
      if (owner(m) == Nobody && board_.colour(m) == colour) {
        owner_[static_cast<std::size_t>(m)] = static_cast<std::int8_t>(player);
        ++taken;
        stack.push_back(m);
      }
  }
  owned_[static_cast<std::size_t>(player)] += taken;
  return taken;
}

int FloodState::leader() const {
  if (players_ < 2) return 0;
  if (owned(0) == owned(1)) return Nobody;
  return owned(0) > owned(1) ? 0 : 1;
}

const char* forbiddenReason(Forbidden why) {
  switch (why) {
    case Forbidden::No:
      return "";
    case Forbidden::NoSuchColour:
      return trLater("no such colour");
    case Forbidden::OwnColour:
      return trLater("your own colour");
    case Forbidden::OpponentsColour:
      return trLater("the opponent's colour");
    case Forbidden::GameOver:
      return trLater("the game is over");
  }
  return "";
}

std::vector<int> greediestColours(const FloodState& state) {
  std::vector<int> best;
  int most = -1;
  for (int c : state.allowedColours()) {
    const int g = state.gain(c);
    if (g > most) best.clear();
    if (g >= most) {
      most = g;
      best.push_back(c);
    }
  }
  return best;
}

}  // namespace tileflow
