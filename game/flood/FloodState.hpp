// FloodState: the rules of Flood (Drench) for one or two players. Each player holds an area that
// starts as the same-coloured region of their corner (the first player the top-left cell, the
// second the bottom-right one). A move recolours the mover's area, which then takes in every
// touching cell of the new colour, and so on outwards. A player may not pick their own colour,
// nor, with two players, the opponent's (their cells are never taken). Solo, the game is won when
// the area covers the board; with two, it ends when every cell is held, and more cells win.
#pragma once

#include <cstdint>
#include <vector>

#include "game/flood/ColourBoard.hpp"

namespace tileflow {

enum class Forbidden : std::uint8_t { No, NoSuchColour, OwnColour, OpponentsColour, GameOver };

class FloodState {
 public:
  static constexpr int Nobody = -1;

  FloodState() = default;
  // One or two players. Throws std::invalid_argument for other counts, and for two players
  // whose corners start in one region (nobody could tell whose cells they are).
  FloodState(ColourBoard board, int players);

  const ColourBoard& board() const { return board_; }
  int players() const { return players_; }
  int turn() const { return turn_; }    // the player to move
  int moves() const { return moves_; }  // moves made so far, by everyone
  int corner(int player) const { return player == 0 ? 0 : board_.cellCount() - 1; }
  int colourOf(int player) const { return board_.colour(corner(player)); }
  int owner(int cell) const { return owner_[static_cast<std::size_t>(cell)]; }
  int owned(int player) const { return owned_[static_cast<std::size_t>(player)]; }
  int unowned() const;

  // Why the player to move may not pick `colour` now (Forbidden::No when they may).
  Forbidden forbidden(int colour) const;
  bool allowed(int colour) const { return forbidden(colour) == Forbidden::No; }
  std::vector<int> allowedColours() const;
  // The cells the player to move would take with `colour` (0 when it is not allowed).
  int gain(int colour) const;
  // Plays `colour` for the player to move and passes the turn; returns the cells taken.
  // Precondition: allowed(colour).
  int play(int colour);

  bool over() const { return unowned() == 0; }
  // With two players once over: the one holding more cells, or Nobody on a tie.
  int leader() const;

  bool operator==(const FloodState&) const = default;

 private:
  // Takes every unowned cell of the player's colour reachable from their area; returns how many.
  int spread(int player, std::vector<int>& scratch);

  ColourBoard board_;
  std::vector<std::int8_t> owner_;
  std::vector<int> owned_;
  int players_ = 1;
  int turn_ = 0;
  int moves_ = 0;
};

// A short reason for the player, such as "the opponent's colour", in English (the command line,
// the network); marked for the catalogue, so a screen shows tr(forbiddenReason(why)).
const char* forbiddenReason(Forbidden why);

// The greediest colours: those the player to move may pick that take the most cells now, in
// colour order (empty when no colour may be picked, as once the game is over).
std::vector<int> greediestColours(const FloodState& state);

}  // namespace tileflow
