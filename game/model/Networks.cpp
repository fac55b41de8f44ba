// Networks: flood fill over (cell, channel) nodes with flat arrays; see Networks.hpp.
#include "game/model/Networks.hpp"

#include <algorithm>

namespace tileflow {

int Networks::allocate() {
  int id;
  if (!free_.empty()) {
    id = free_.back();
    free_.pop_back();
    networks_[static_cast<std::size_t>(id)] = Network{};
  } else {
    id = static_cast<int>(networks_.size());
    networks_.emplace_back();
  }
  networks_[static_cast<std::size_t>(id)].alive = true;
  ++live_;
  return id;
}

void Networks::countKinds(std::uint8_t kinds, int delta) {
  if (kinds == 0) return;
  if ((kinds & (kinds - 1)) != 0) mixed_ += delta;
  for (int k = 0; k < MaxLandmarkKinds; ++k) {
    if (((kinds >> k) & 1) == 0) continue;
    int& h = holding_[static_cast<std::size_t>(k)];
    const bool wasSplit = h > 1;
    h += delta;
    split_ += (h > 1) - wasSplit;
  }
}

void Networks::release(int id) {
  Network& n = networks_[static_cast<std::size_t>(id)];
  if (!n.alive) return;
  countKinds(n.kinds, -1);
  if (n.hasCycle()) --cycles_;
  looseEnds_ -= n.looseEnds;
  n.alive = false;
  --live_;
  free_.push_back(id);
}

void Networks::flood(const Board& board, int startNode, int id) {
  Network& net = networks_[static_cast<std::size_t>(id)];
  int halfEdges = 0;
  stack_.clear();
  stack_.push_back(startNode);
  labels_[static_cast<std::size_t>(startNode)] = id;
  stamp_[static_cast<std::size_t>(startNode)] = generation_;
  const int sides = board.sides();
  while (!stack_.empty()) {
    const int node = stack_.back();
    stack_.pop_back();
    ++net.nodes;
    const int cell = node / MaxChannels;
    const int ch = node % MaxChannels;
    if (ch == 0) {
      if (const int kind = board.landmark(cell); kind != 0) {
        net.kinds = static_cast<std::uint8_t>(net.kinds | (1u << (kind - 1)));
        ++net.landmarks;
      }
    }
    for (int s = 0; s < sides; ++s) {
      if (board.channel(cell, s) != ch) continue;
      if (!board.matched(cell, s)) {
        ++net.looseEnds;
        continue;
      }
      ++halfEdges;
      const int other = board.neighbour(cell, s);
      const int next = other * MaxChannels + board.channel(other, board.topology().opposite(s));
      if (stamp_[static_cast<std::size_t>(next)] != generation_) {
        stamp_[static_cast<std::size_t>(next)] = generation_;
        labels_[static_cast<std::size_t>(next)] = id;
        stack_.push_back(next);
      }
    }
  }
  net.edges = halfEdges / 2;
  if (net.hasCycle()) ++cycles_;
  countKinds(net.kinds, +1);
  looseEnds_ += net.looseEnds;
}

void Networks::recompute(const Board& board) {
  const auto nodes = static_cast<std::size_t>(board.cellCount() * MaxChannels);
  labels_.assign(nodes, -1);
  networks_.clear();
  free_.clear();
  live_ = cycles_ = looseEnds_ = mixed_ = split_ = 0;
  holding_.fill(0);
  stamp_.assign(nodes, 0);
  generation_ = 1;
  for (int c = 0; c < board.cellCount(); ++c) {
    for (int ch = 0; ch < board.typeAt(c).channelCount; ++ch) {
      const int node = c * MaxChannels + ch;
      if (stamp_[static_cast<std::size_t>(node)] != generation_) flood(board, node, allocate());
    }
  }
}

void Networks::update(const Board& board, int cell) {
  if (labels_.size() != static_cast<std::size_t>(board.cellCount() * MaxChannels)) {
    recompute(board);
    return;
  }
  if (++generation_ == 0) {  // the stamp wrapped: start clean
    recompute(board);
    return;
  }
  // Every node of a network that touched `cell` before the change is reachable, after it, from
  // the cell's own nodes or from the neighbours' nodes facing it: those are the seeds, and only
  // their networks are released and flooded again.
  int seeds[MaxChannels + MaxSides];
  int seedCount = 0;
  for (int ch = 0; ch < MaxChannels; ++ch) {
    const auto idx = static_cast<std::size_t>(cell * MaxChannels + ch);
    if (labels_[idx] >= 0) release(labels_[idx]);
    labels_[idx] = -1;
    if (ch < board.typeAt(cell).channelCount) seeds[seedCount++] = cell * MaxChannels + ch;
  }
  for (int s = 0; s < board.sides(); ++s) {
    const int other = board.neighbourAcross(cell, s);
    if (other < 0) continue;
    const int ch = board.channel(other, board.topology().opposite(s));
    if (ch == NoChannel) continue;
    const int node = other * MaxChannels + ch;
    if (labels_[static_cast<std::size_t>(node)] >= 0) release(labels_[static_cast<std::size_t>(node)]);
    seeds[seedCount++] = node;
  }
  for (int i = 0; i < seedCount; ++i) {
    if (stamp_[static_cast<std::size_t>(seeds[i])] != generation_) flood(board, seeds[i], allocate());
  }
}

std::vector<int> Networks::ids() const {
  std::vector<int> out;
  for (std::size_t i = 0; i < networks_.size(); ++i) {
    if (networks_[i].alive) out.push_back(static_cast<int>(i));
  }
  return out;
}

}  // namespace tileflow
