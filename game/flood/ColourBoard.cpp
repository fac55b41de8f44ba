#include "game/flood/ColourBoard.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

#include "engine/core/Rng.hpp"
#include "game/model/Neighbour.hpp"

namespace tileflow {

ColourBoard::ColourBoard(int width, int height, int colours, Shape shape, std::vector<std::uint8_t> cells)
    : width_(width), height_(height), colours_(colours), shape_(shape), cells_(std::move(cells)) {
  if (width < MinSide || width > MaxSide || height < MinSide || height > MaxSide)
    throw std::invalid_argument("a Flood board is 1 to " + std::to_string(MaxSide) + " cells a side, not " +
                                std::to_string(width) + "x" + std::to_string(height));
  if (colours < MinColours || colours > MaxColours)
    throw std::invalid_argument("a Flood board has " + std::to_string(MinColours) + " to " +
                                std::to_string(MaxColours) + " colours, not " + std::to_string(colours));
  if (cells_.size() != static_cast<std::size_t>(width) * static_cast<std::size_t>(height))
    throw std::invalid_argument("a " + std::to_string(width) + "x" + std::to_string(height) + " board needs " +
                                std::to_string(width * height) + " cells, not " + std::to_string(cells_.size()));
  for (std::uint8_t c : cells_)
    if (c >= colours)
      throw std::invalid_argument("colour " + std::to_string(c + 1) + " on a board of " + std::to_string(colours) +
                                  " colours");
  auto adjacency = std::make_shared<Adjacency>();
  const Topology topology = shape == Shape::Hex ? Topology::hex() : Topology::square();
  adjacency->start.reserve(cells_.size() + 1);
  adjacency->cells.reserve(cells_.size() * static_cast<std::size_t>(topology.sides()));
  for (int y = 0; y < height; ++y)
    for (int x = 0; x < width; ++x) {
      adjacency->start.push_back(static_cast<int>(adjacency->cells.size()));
      for (int side = 0; side < topology.sides(); ++side) {
        const int n = neighbourCell(topology, x, y, side, width, height, false);
        if (n >= 0) adjacency->cells.push_back(n);
      }
    }
  adjacency->start.push_back(static_cast<int>(adjacency->cells.size()));
  adjacency_ = std::move(adjacency);
}

bool ColourBoard::operator==(const ColourBoard& other) const {
  return width_ == other.width_ && height_ == other.height_ && colours_ == other.colours_ && shape_ == other.shape_ &&
         cells_ == other.cells_;
}

ColourBoard randomColourBoard(int width, int height, int colours, Shape shape, std::uint64_t seed) {
  Rng rng(seed);
  std::vector<std::uint8_t> cells(static_cast<std::size_t>(std::max(0, width * height)));
  for (auto& c : cells) c = static_cast<std::uint8_t>(rng.below(static_cast<std::uint32_t>(std::max(1, colours))));
  return ColourBoard(width, height, colours, shape, std::move(cells));
}

RegionGraph regionGraph(const ColourBoard& board) {
  RegionGraph g;
  const int n = board.cellCount();
  g.regionOf.assign(static_cast<std::size_t>(n), -1);
  std::vector<int> stack;
  for (int cell = 0; cell < n; ++cell) {
    if (g.regionOf[static_cast<std::size_t>(cell)] >= 0) continue;
    const int region = g.count();
    const int colour = board.colour(cell);
    g.colour.push_back(static_cast<std::uint8_t>(colour));
    g.size.push_back(0);
    g.regionOf[static_cast<std::size_t>(cell)] = region;
    stack.push_back(cell);
    while (!stack.empty()) {
      const int c = stack.back();
      stack.pop_back();
      ++g.size.back();
      for (int m : board.neighbours(c))
        if (g.regionOf[static_cast<std::size_t>(m)] < 0 && board.colour(m) == colour) {
          g.regionOf[static_cast<std::size_t>(m)] = region;
          stack.push_back(m);
        }
    }
  }
  std::vector<std::vector<int>> lists(static_cast<std::size_t>(g.count()));
  for (int cell = 0; cell < n; ++cell) {
    const int r = g.regionOf[static_cast<std::size_t>(cell)];
    for (int m : board.neighbours(cell)) {
      const int s = g.regionOf[static_cast<std::size_t>(m)];
      if (s != r) lists[static_cast<std::size_t>(r)].push_back(s);
    }
  }
  g.start.reserve(lists.size() + 1);
  for (auto& list : lists) {
    std::sort(list.begin(), list.end());
    list.erase(std::unique(list.begin(), list.end()), list.end());
    g.start.push_back(static_cast<int>(g.adjacent.size()));
    g.adjacent.insert(g.adjacent.end(), list.begin(), list.end());
  }
  g.start.push_back(static_cast<int>(g.adjacent.size()));
  return g;
}

}  // namespace tileflow
