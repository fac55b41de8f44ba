// SolverState: the solver's working memory in flat arrays. A bitmask of possible rotations per
// cell, arc-consistent propagation of side constraints, an undo trail instead of copies, and an
// incremental union-find over fixed channels for the `connected` and `acyclic` rules and for the
// Link rule on boards with landmarks. The search loop allocates nothing.
#pragma once

#include <array>
#include <cstdint>
#include <stop_token>
#include <utility>
#include <vector>

#include "game/model/Board.hpp"
#include "game/model/Rules.hpp"

namespace tileflow {

class SolverState {
 public:
  SolverState(const Board& board, const Rules& rules);

  // Every cell back to its distinct rotations (locked cells: their own), edges and walls applied,
  // then propagated. False when the board has no solution at all.
  bool reset();

  // A stop request makes propagation and search give up; stopped() then tells it apart from a
  // contradiction.
  void setStop(std::stop_token stop) { stop_ = std::move(stop); }
  bool stopped() const { return stopped_; }

  int cellCount() const { return cellCount_; }
  int mask(int cell) const { return mask_[static_cast<std::size_t>(cell)]; }
  bool fixed(int cell) const { return single(mask(cell)); }
  int fixedCount() const;

  // Narrows `cell` to the rotations in `keep` and propagates; false on a contradiction (the
  // caller undoes to a mark taken before).
  bool restrict(int cell, int keep);
  std::size_t mark() const { return trail_.size(); }
  void undoTo(std::size_t mark);

  struct SearchLimits {
    int maxSolutions = 2;
    int recorded = 2;  // how many solutions to append to `solutions`
    std::int64_t nodeLimit = -1;
    std::stop_token stop;
  };
  struct SearchOutcome {
    int solutions = 0;
    bool cancelled = false;
    int guesses = 0;
    std::int64_t nodes = 0;
  };
  // Counts solutions by branching on `branchCells` (every cell when empty) from the current
  // state, which it leaves unchanged. Cells outside `branchCells` must be fixed or independent of
  // them. When `solutions` is not null, each solution found appends the rotation of every
  // branch cell (every cell when empty), in that order.
  SearchOutcome search(const std::vector<int>& branchCells, const SearchLimits& limits,
                       std::vector<std::uint8_t>* solutions);

 private:
  struct Undo {
    std::int32_t* where;
    std::int32_t old;
  };

  static bool single(int m) { return m != 0 && (m & (m - 1)) == 0; }
  void set(std::int32_t& slot, std::int32_t value) {
    trail_.push_back({&slot, slot});
    slot = value;
  }
  Signature sig(int cell, int rotation, int side) const {
    return sideOfPack(packs_[static_cast<std::size_t>(type_[static_cast<std::size_t>(cell)] * MaxSides + rotation)],
                      side);
  }
  int channel(int cell, int rotation, int side) const;
  bool setMask(int cell, int m);
  bool propagate();
  bool onFixed(int cell);
  int find(int node) const;
  int chooseCell(const std::vector<int>& cells) const;

  const Board* board_;
  Rules rules_;
  bool link_;  // the board has landmarks: the Link rule holds
  bool trackRules_;
  int sides_;
  int cellCount_;
  std::vector<std::uint16_t> type_;
  std::vector<std::int32_t> neighbour_;  // cell * sides + side, -1 past an edge or wall
  std::vector<SidePack> packs_;          // type * MaxSides + rotation
  std::vector<std::int8_t> channels_;    // (type * MaxSides + rotation) * MaxSides + side
  std::vector<std::int32_t> initialMask_;
  std::vector<std::int32_t> mask_;
  std::vector<Undo> trail_;
  std::vector<std::int32_t> queue_;
  std::vector<std::uint8_t> queued_;
  // Union-find over (cell, channel) nodes of fixed cells, no path compression so it can be undone.
  std::vector<std::int32_t> settled_;  // 1 once onFixed ran for the cell
  std::vector<std::int32_t> parent_;
  std::vector<std::int32_t> size_;
  std::vector<std::int32_t> open_;  // flow sides of the component not yet joined to a fixed cell
  std::vector<std::int32_t> channelOpen_;
  int totalNodes_ = 0;
  // Link rule, per union-find root: landmark kinds (bit k - 1) and landmark count.
  std::vector<std::int32_t> kinds_;
  std::vector<std::int32_t> landmarks_;
  std::vector<std::int32_t> nodeKinds_;
  std::vector<std::int32_t> nodeLandmarks_;
  std::array<int, MaxLandmarkKinds> kindTotal_{};
  std::vector<std::int32_t> allCells_;
  struct Frame {
    int cell;
    int remaining;
    std::size_t mark;
  };
  std::vector<Frame> frames_;
  std::stop_token stop_;
  bool stopped_ = false;
};

}  // namespace tileflow
