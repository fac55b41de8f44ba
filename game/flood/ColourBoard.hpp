// ColourBoard: the board of the Flood game, a width×height grid (square or hex) of cells that each
// hold one of a few colours. It knows which cells touch; which cells a player holds and how a move
// floods them is FloodState's business.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "game/model/Topology.hpp"

namespace tileflow {

class ColourBoard {
 public:
  static constexpr int MinSide = 1;
  static constexpr int MaxSide = 100;  // imports go this far; new games offer FloodMode's range
  static constexpr int MinColours = 2;
  static constexpr int MaxColours = 10;  // as many as Simon Tatham's Flood offers

  ColourBoard() = default;
  // Throws std::invalid_argument on a size, colour count or cell outside the limits above, or
  // cells that are not width × height.
  ColourBoard(int width, int height, int colours, Shape shape, std::vector<std::uint8_t> cells);

  int width() const { return width_; }
  int height() const { return height_; }
  int colours() const { return colours_; }
  Shape shape() const { return shape_; }
  int cellCount() const { return width_ * height_; }
  int colour(int cell) const { return cells_[static_cast<std::size_t>(cell)]; }
  void setColour(int cell, int colour) { cells_[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(colour); }
  const std::vector<std::uint8_t>& cells() const { return cells_; }
  // The cells that share a side with `cell` (no wrap: a Flood board has edges).
  std::span<const int> neighbours(int cell) const {
    const auto* a = adjacency_.get();
    return {a->cells.data() + a->start[static_cast<std::size_t>(cell)],
            a->cells.data() + a->start[static_cast<std::size_t>(cell) + 1]};
  }

  // Same size, shape, colour count and cells.
  bool operator==(const ColourBoard& other) const;

 private:
  struct Adjacency {
    std::vector<int> start;  // cellCount + 1 offsets into cells
    std::vector<int> cells;
  };
  int width_ = 0;
  int height_ = 0;
  int colours_ = 0;
  Shape shape_ = Shape::Square;
  std::vector<std::uint8_t> cells_;
  std::shared_ptr<const Adjacency> adjacency_;  // shared by copies: a board is copied per undo step
};

// A board of uniformly random colours; the same arguments give the same board everywhere.
ColourBoard randomColourBoard(int width, int height, int colours, Shape shape, std::uint64_t seed);

// The board's same-colour regions and which of them touch: the graph the solver and the
// computer players search instead of cells.
struct RegionGraph {
  std::vector<int> regionOf;         // per cell
  std::vector<std::uint8_t> colour;  // per region
  std::vector<int> size;             // cells per region
  std::vector<int> start;            // count() + 1 offsets into adjacent
  std::vector<int> adjacent;         // each region's neighbours, ascending, no repeats

  int count() const { return static_cast<int>(colour.size()); }
  std::span<const int> neighbours(int region) const {
    return {adjacent.data() + start[static_cast<std::size_t>(region)],
            adjacent.data() + start[static_cast<std::size_t>(region) + 1]};
  }
};

RegionGraph regionGraph(const ColourBoard& board);

}  // namespace tileflow
