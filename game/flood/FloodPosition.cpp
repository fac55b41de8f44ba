#include "game/flood/FloodPosition.hpp"

#include <bit>
#include <stdexcept>

namespace tileflow {

namespace {

void setBit(std::uint64_t* set, int index) { set[index >> 6] |= std::uint64_t{1} << (index & 63); }

}  // namespace

FloodRegions::FloodRegions(const FloodState& state) {
  if (state.players() != 2) throw std::invalid_argument("the computer players need a two-player Flood game");
  const ColourBoard& board = state.board();
  cells_ = board.cellCount();
  colours_ = board.colours();
  regionOf_.assign(static_cast<std::size_t>(cells_), -1);
  std::vector<int> stack;
  for (int cell = 0; cell < cells_; ++cell) {
    if (regionOf_[static_cast<std::size_t>(cell)] >= 0) continue;
    const int region = count_++;
    const int colour = board.colour(cell);
    const int owner = state.owner(cell);
    size_.push_back(0);
    owner_.push_back(owner);
    regionOf_[static_cast<std::size_t>(cell)] = region;
    stack.push_back(cell);
    while (!stack.empty()) {
      const int c = stack.back();
      stack.pop_back();
      ++size_.back();
      for (int m : board.neighbours(c))
        if (regionOf_[static_cast<std::size_t>(m)] < 0 && board.colour(m) == colour && state.owner(m) == owner) {
          regionOf_[static_cast<std::size_t>(m)] = region;
          stack.push_back(m);
        }
    }
  }
  words_ = (count_ + 63) / 64;
  const auto w = static_cast<std::size_t>(words_);
  colourSets_.assign(static_cast<std::size_t>(colours_) * w, 0);
  neighbourSets_.assign(static_cast<std::size_t>(count_) * w, 0);
  for (int cell = 0; cell < cells_; ++cell) {
    const int r = regionOf(cell);
    if (owner_[static_cast<std::size_t>(r)] == FloodState::Nobody)
      setBit(colourSets_.data() + static_cast<std::size_t>(board.colour(cell)) * w, r);
    for (int m : board.neighbours(cell)) {
      const int s = regionOf(m);
      if (s != r) setBit(neighbourSets_.data() + static_cast<std::size_t>(r) * w, s);
    }
  }
}

int FloodRegions::cellsIn(const std::uint64_t* set) const {
  int total = 0;
  for (int i = 0; i < words_; ++i)
    for (std::uint64_t bits = set[i]; bits != 0; bits &= bits - 1)
      total += size_[static_cast<std::size_t>(i * 64 + std::countr_zero(bits))];
  return total;
}

FloodPosition::FloodPosition(const FloodRegions& regions, const FloodState& state) : regions_(&regions) {
  bits_.assign(static_cast<std::size_t>(SetCount) * static_cast<std::size_t>(regions.words()), 0);
  for (int r = 0; r < regions.count(); ++r) {
    const int owner = regions.owner_[static_cast<std::size_t>(r)];
    if (owner != FloodState::Nobody) take(owner, r);
  }
  for (int p = 0; p < 2; ++p) {
    colour_[p] = state.colourOf(p);
    cells_[p] = state.owned(p);
  }
  turn_ = state.turn();
}

void FloodPosition::take(int player, int region) {
  setBit(set(Owned0 + player), region);
  std::uint64_t* border = set(Border0 + player);
  const std::uint64_t* touching = regions_->neighbourSet(region);
  for (int i = 0; i < regions_->words(); ++i) border[i] |= touching[i];
}

bool FloodPosition::allowed(int colour) const {
  return colour >= 0 && colour < regions_->colours() && !over() && colour != colour_[turn_] &&
         colour != colour_[1 - turn_];
}

int FloodPosition::gain(int colour) const { return allowed(colour) ? reach(turn_, colour) : 0; }

int FloodPosition::reach(int player, int colour) const {
  const std::uint64_t* border = set(Border0 + player);
  const std::uint64_t* mine = set(Owned0);
  const std::uint64_t* theirs = set(Owned1);
  const std::uint64_t* ofColour = regions_->colourSet(colour);
  int total = 0;
  for (int i = 0; i < regions_->words(); ++i)
    for (std::uint64_t bits = border[i] & ofColour[i] & ~mine[i] & ~theirs[i]; bits != 0; bits &= bits - 1)
      total += regions_->size(i * 64 + std::countr_zero(bits));
  return total;
}

int FloodPosition::play(int colour) {
  const int player = turn_;
  const int words = regions_->words();
  const std::uint64_t* ofColour = regions_->colourSet(colour);
  int taken = 0;
  // Taking a region widens the border, but only by regions of other colours (two unowned regions
  // of one colour never touch), so one pass over the old border finds all the new ones.
  for (int i = 0; i < words; ++i) {
    std::uint64_t bits = set(Border0 + player)[i] & ofColour[i] & ~set(Owned0)[i] & ~set(Owned1)[i];
    for (; bits != 0; bits &= bits - 1) {
      const int region = i * 64 + std::countr_zero(bits);
      taken += regions_->size(region);
      take(player, region);
    }
  }
  cells_[player] += taken;
  colour_[player] = colour;
  turn_ = 1 - turn_;
  return taken;
}

void FloodPosition::territory(int (&cells)[2], std::vector<std::uint64_t>& scratch) const {
  const int words = regions_->words();
  const auto w = static_cast<std::size_t>(words);
  scratch.assign(5 * w, 0);
  std::uint64_t* open = scratch.data();  // reached by nobody yet
  std::uint64_t* front[2] = {open + w, open + 2 * w};
  std::uint64_t* next[2] = {open + 3 * w, open + 4 * w};
  for (int i = 0; i < words; ++i) open[i] = ~(set(Owned0)[i] | set(Owned1)[i]);
  if (regions_->count() % 64 != 0) open[words - 1] &= (std::uint64_t{1} << (regions_->count() % 64)) - 1;
  cells[0] = cells[1] = 0;
  // The first step is each border; later ones the neighbours of the last step's regions.
  for (int p = 0; p < 2; ++p)
    for (int i = 0; i < words; ++i) next[p][i] = set(Border0 + p)[i];
  for (bool growing = true; growing;) {
    growing = false;
    for (int i = 0; i < words; ++i) {
      const std::uint64_t a = next[0][i] & open[i];
      const std::uint64_t b = next[1][i] & open[i];
      front[0][i] = a;
      front[1][i] = b;
      open[i] &= ~(a | b);
      growing = growing || (a | b) != 0;
    }
    for (int p = 0; p < 2; ++p) {
      std::uint64_t* mine = front[p];
      const std::uint64_t* theirs = front[1 - p];
      for (int i = 0; i < words; ++i) {
        next[p][i] = 0;
        for (std::uint64_t bits = mine[i] & ~theirs[i]; bits != 0; bits &= bits - 1)
          cells[p] += regions_->size(i * 64 + std::countr_zero(bits));
      }
      for (int i = 0; i < words; ++i)
        for (std::uint64_t bits = mine[i]; bits != 0; bits &= bits - 1) {
          const std::uint64_t* touching = regions_->neighbourSet(i * 64 + std::countr_zero(bits));
          for (int j = 0; j < words; ++j) next[p][j] |= touching[j];
        }
    }
  }
}

}  // namespace tileflow
