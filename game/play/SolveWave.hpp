// SolveWave: the timing of the celebration that runs over a solved board before the win panel.
// Light spreads from the last tile turned, cell by cell in breadth-first order over the board's
// neighbours (whatever the topology says they are: square, hex, wrap, portals), and each tile it
// reaches flashes and settles with a short bounce. Pure timing, no drawing: the view asks which
// cells are moving at a moment and how.
#pragma once

#include <cstddef>
#include <utility>
#include <vector>

#include "game/model/Board.hpp"

namespace tileflow {

class SolveWave {
 public:
  // From the start cell to the farthest one, however large the board.
  static constexpr double SpreadSeconds = 0.4;
  // One step of the wave takes no longer than this, so a small board's wave still moves briskly.
  static constexpr double MaxStepSeconds = 0.06;
  // How long one tile flashes and bounces once the wave has reached it.
  static constexpr double SettleSeconds = 0.28;
  // How far a bouncing tile grows: its first hop reaches a little over a tenth of its size, the
  // second about a third of that.
  static constexpr double Pop = 0.14;
  // The share of a tile's settle its hops take; it rests, still fading, for the rest.
  static constexpr double BounceShare = 0.6;

  // No wave: done at once (animation off, or nothing to celebrate).
  SolveWave() = default;
  // A wave over `board` from `start`; a start that is out of range or not on the board starts from
  // the first cell that is. Cells the start cannot reach (islands of a shaped board) start their
  // own waves with it. `pace` (> 0) stretches (> 1) or quickens (< 1) every time, for the
  // animation speed.
  SolveWave(const Board& board, int start, double pace = 1);

  // Steps from the start (or the island's first cell) to `cell`; -1 for a cell not on the board.
  int depth(int cell) const;
  int maxDepth() const { return maxDepth_; }
  // Seconds after the start until the wave reaches `cell`; -1 for a cell not on the board.
  double delay(int cell) const;
  // Seconds until the last tile has settled; 0 for no wave.
  double duration() const { return duration_; }
  bool done(double elapsed) const { return elapsed >= duration_; }

  // The wave has reached `cell` (it stays lit).
  bool lit(int cell, double elapsed) const;
  // How bright the flash over `cell` is: 0 before the wave comes and after it passed, up to 1.
  double glow(int cell, double elapsed) const;
  // The size `cell` is drawn at, as a share of its cell: 1 at rest, a little more while it bounces
  // (never less, so the settled picture under it never shows round it).
  double settleScale(int cell, double elapsed) const;

  // The cells on the board, in the order the wave reaches them (nearest first).
  const std::vector<int>& order() const { return order_; }
  // The part of order() that is moving (flashing or bouncing) at `elapsed`, as [first, last):
  // what a frame needs to draw, found in logarithmic time.
  std::pair<std::size_t, std::size_t> moving(double elapsed) const;

 private:
  // 0..1 through the cell's own settle, or a value outside when it is not moving.
  double phase(int cell, double elapsed) const;

  std::vector<int> depth_;  // per cell; -1 off the board
  std::vector<int> order_;
  int maxDepth_ = 0;
  double step_ = 0;    // seconds per step of depth
  double settle_ = 0;  // seconds a tile moves
  double duration_ = 0;
};

}  // namespace tileflow
