// Networks: connected components over (cell, channel) nodes, kept up to date after one rotation
// by relabelling only the components that touch the rotated cell.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "game/model/Board.hpp"

namespace tileflow {

struct Network {
  int nodes = 0;
  int edges = 0;      // matched side pairs inside the network
  int looseEnds = 0;  // flow sides of its nodes that do not match
  bool alive = false;
  std::uint8_t kinds = 0;  // landmark kinds it holds, bit k - 1 for kind k
  int landmarks = 0;       // landmarks it holds
  bool complete() const { return looseEnds == 0; }
  bool mixed() const { return (kinds & (kinds - 1)) != 0; }
  bool hasCycle() const { return edges >= nodes; }
};

class Networks {
 public:
  Networks() = default;
  explicit Networks(const Board& board) { recompute(board); }

  void recompute(const Board& board);
  // Call after cell `cell` changed rotation (or type); cost is the size of the networks it touches.
  void update(const Board& board, int cell);

  // Network id of a node, or -1 when the cell has no such channel.
  int networkOf(int cell, int channel) const { return labels_[static_cast<std::size_t>(cell * MaxChannels + channel)]; }
  const Network& network(int id) const { return networks_[static_cast<std::size_t>(id)]; }
  int count() const { return live_; }
  int cycles() const { return cycles_; }
  int looseEnds() const { return looseEnds_; }
  // The Link rule, kept with every update: networks holding landmarks of two kinds or more, and
  // kinds whose landmarks lie in more than one network.
  int mixedNetworks() const { return mixed_; }
  int splitKinds() const { return split_; }
  // Networks holding landmarks of `kind` (1..MaxLandmarkKinds).
  int networksHolding(int kind) const { return holding_[static_cast<std::size_t>(kind - 1)]; }
  // The network a landmark's cell joins (its tile's first channel), or -1.
  int networkOfCell(int cell) const { return networkOf(cell, 0); }
  // Ids of live networks, for drawing.
  std::vector<int> ids() const;

 private:
  int allocate();
  void release(int id);
  void flood(const Board& board, int startNode, int id);

  std::vector<int> labels_;
  std::vector<Network> networks_;
  std::vector<int> free_;
  std::vector<int> stack_;
  std::vector<std::uint32_t> stamp_;
  std::uint32_t generation_ = 0;
  int live_ = 0;
  int cycles_ = 0;
  int looseEnds_ = 0;
  int mixed_ = 0;
  int split_ = 0;
  std::array<int, MaxLandmarkKinds> holding_{};
  void countKinds(std::uint8_t kinds, int delta);
};

}  // namespace tileflow
