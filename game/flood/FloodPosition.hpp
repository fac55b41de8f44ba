// FloodPosition: a two-player Flood position kept as sets of regions instead of cells, for the
// computer players' search. FloodState walks every cell on each move; here the board is cut once
// into regions of one colour and one owner (FloodRegions), each player's area is a bitset of
// regions, and a move ORs in the unowned regions of the new colour that touch the area. Unowned
// regions never change colour and two of one colour never touch, so one step takes exactly the
// cells FloodState's flood takes; the tests play both side by side to hold them to that.
#pragma once

#include <cstdint>
#include <vector>

#include "game/flood/FloodState.hpp"

namespace tileflow {

// The fixed part: the regions of a position, their sizes, colours and neighbours as bitsets.
class FloodRegions {
 public:
  // Cuts `state`'s board into regions of one colour and one owner. Precondition: two players.
  explicit FloodRegions(const FloodState& state);

  int count() const { return count_; }
  int words() const { return words_; }  // 64-bit words per region set
  int colours() const { return colours_; }
  int cells() const { return cells_; }
  int size(int region) const { return size_[static_cast<std::size_t>(region)]; }
  int regionOf(int cell) const { return regionOf_[static_cast<std::size_t>(cell)]; }
  // The unowned regions of `colour` when the state was cut (they keep it for the whole game).
  const std::uint64_t* colourSet(int colour) const {
    return colourSets_.data() + static_cast<std::size_t>(colour) * static_cast<std::size_t>(words_);
  }
  const std::uint64_t* neighbourSet(int region) const {
    return neighbourSets_.data() + static_cast<std::size_t>(region) * static_cast<std::size_t>(words_);
  }
  // Sum of the sizes of the regions in `set`.
  int cellsIn(const std::uint64_t* set) const;

 private:
  friend class FloodPosition;
  int count_ = 0;
  int words_ = 0;
  int colours_ = 0;
  int cells_ = 0;
  std::vector<int> regionOf_;
  std::vector<int> size_;
  std::vector<int> owner_;  // per region, at the cut
  std::vector<std::uint64_t> colourSets_;
  std::vector<std::uint64_t> neighbourSets_;
};

// The changing part: who holds which regions, their colours and whose turn it is. Copying one
// into another of the same regions reuses its storage, so a search can keep one per depth.
class FloodPosition {
 public:
  FloodPosition() = default;
  // The position of `state` over `regions`, which must have been cut from the same state.
  FloodPosition(const FloodRegions& regions, const FloodState& state);

  int turn() const { return turn_; }
  int colourOf(int player) const { return colour_[player]; }
  int owned(int player) const { return cells_[player]; }
  int unowned() const { return regions_->cells() - cells_[0] - cells_[1]; }
  bool over() const { return unowned() == 0; }
  bool owns(int player, int region) const { return (set(Owned0 + player)[region >> 6] >> (region & 63)) & 1U; }
  // The same answers as FloodState's.
  bool allowed(int colour) const;
  int gain(int colour) const;
  // The cells `player` would take with `colour` were it their turn and the colour theirs to
  // pick: what a move of that colour by the other player keeps from them for a turn.
  int reach(int player, int colour) const;
  int play(int colour);  // returns the cells taken; precondition: allowed(colour)

  // The unowned regions each player reaches first, counting steps from region to region
  // (regions both reach at once count for neither), in cells per player: an estimate of the
  // territory each will end up with.
  void territory(int (&cells)[2], std::vector<std::uint64_t>& scratch) const;

 private:
  enum Set { Owned0, Owned1, Border0, Border1, SetCount };
  std::uint64_t* set(int which) {
    return bits_.data() + static_cast<std::size_t>(which) * static_cast<std::size_t>(regions_->words());
  }
  const std::uint64_t* set(int which) const {
    return bits_.data() + static_cast<std::size_t>(which) * static_cast<std::size_t>(regions_->words());
  }
  void take(int player, int region);

  const FloodRegions* regions_ = nullptr;
  std::vector<std::uint64_t> bits_;  // SetCount sets; a border holds every region touching the area
  int colour_[2] = {0, 0};
  int cells_[2] = {0, 0};
  int turn_ = 0;
};

}  // namespace tileflow
