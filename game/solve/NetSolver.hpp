// NetSolver: a fast deductive solver for Net's rules (match + connected + acyclic, one flow) on
// square and hex boards, used to prove that a generated Net puzzle has exactly one solution.
#pragma once

#include <cstdint>
#include <stop_token>
#include <vector>

#include "game/model/NetPieces.hpp"
#include "game/model/Topology.hpp"

namespace tileflow {

// Works on flow masks (bit d = side d of the topology with `Sides` sides: N E S W, or NE E SE SW
// W NW on hex). One class per side count keeps the tables and bit sets of the hot loops as small
// as the shape allows. Deductions, all sound for a spanning tree:
// sides must agree across every edge; an edge joining two cells already known to be connected
// would close a loop; an orientation that seals off a dead-end region smaller than the whole
// network is impossible. It never guesses, so "every cell settled" proves the solution unique,
// while cells left open mark the ambiguous regions the generator repairs.
template <int Sides>
class BasicNetSolver {
 public:
  static_assert(Sides == 4 || Sides == 6, "square or hex cells");

  static constexpr int Stopped = -1;
  static constexpr int Contradiction = -2;

  // Sizes every buffer and lays out the board; solve() then allocates nothing. Returns false
  // when `stop` was requested first. solve() calls it too; calling it early lets a caller that
  // can be cancelled pay for the memory at a point where it checks its stop token.
  bool prepare(int width, int height, Wrap wrap, const std::stop_token* stop = nullptr);
  bool prepare(int width, int height, bool wrap, const std::stop_token* stop = nullptr) {
    return prepare(width, height, straightWrapIf(wrap), stop);
  }

  // `walls` (may be null) holds per cell the sides that take no flow; board edges of a
  // non-wrapping board are added here. Returns how many cells still have more than one
  // orientation, Stopped when `stop` was requested, or Contradiction when no solution exists.
  int solve(int width, int height, Wrap wrap, const NetMask* tiles, const std::uint8_t* walls = nullptr,
            const std::stop_token* stop = nullptr);
  int solve(int width, int height, bool wrap, const NetMask* tiles, const std::uint8_t* walls = nullptr,
            const std::stop_token* stop = nullptr) {
    return solve(width, height, straightWrapIf(wrap), tiles, walls, stop);
  }

  bool settled(int cell) const {
    return (candidates_[static_cast<std::size_t>(cell)] & (candidates_[static_cast<std::size_t>(cell)] - 1)) == 0;
  }
  // The first orientation still possible for the cell (its only one once settled).
  NetMask orientation(int cell) const;
  // The cell beyond `side`, -1 past the edge of a non-wrapping board (valid after solve()).
  int neighbour(int cell, int side) const { return neighbours_[static_cast<std::size_t>(cell * Sides + side)]; }
  // All neighbours, cell*Sides+side (valid after prepare()).
  const int* neighbours() const { return neighbours_.data(); }

  // Full passes over the board and cells examined in the last solve (for benchmarks).
  std::int64_t visits() const { return visits_; }

 private:
  int find(int cell);
  void join(int a, int b);
  void push(int cell);
  bool examine(int cell);  // false on contradiction

  int width_ = -1;
  int height_ = -1;
  Wrap wrap_ = Wrap::None;
  int cells_ = 0;
  int area_ = 0;
  const NetMask* tiles_ = nullptr;
  std::vector<std::uint8_t> edges_;       // sides on the edge of a non-wrapping board
  std::vector<int> neighbours_;           // cell*Sides+side, from the topology
  std::vector<std::uint8_t> candidates_;  // bit r: rotation r still possible
  std::vector<std::uint8_t> open_;        // sides known to carry flow
  std::vector<std::uint8_t> closed_;      // sides known to carry none
  std::vector<int> deadEnd_;              // cell*Sides+side: most cells reachable leaving that way
  std::vector<std::uint8_t> bounded_;     // sides whose deadEnd_ is known (at most the area)
  std::vector<int> parent_;               // disjoint sets of cells known to be connected
  std::vector<int> next_;                 // members of each set as a circular list
  std::vector<int> size_;                 // members of a set, at its root
  std::vector<int> queue_;                // ring buffer of cells to examine
  std::vector<std::uint8_t> queued_;
  int tail_ = 0;
  std::int64_t visits_ = 0;
};

extern template class BasicNetSolver<4>;
extern template class BasicNetSolver<6>;

using NetSolver = BasicNetSolver<NetSides>;
using HexNetSolver = BasicNetSolver<HexNetTopology.sides()>;

}  // namespace tileflow
