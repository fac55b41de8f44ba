// LinesBoard: the board of a Lines puzzle (numberlink: join each pair of dots with a line, fill
// every cell). Cells are square or hex through Topology, on a width x height grid with wrap
// (warps: every edge joins the opposite one), holes (cells left out), walls between two cells,
// portals (two holes that join the cells facing them across the same side, as in the line
// drawer) and bridges (cells that two or three lines cross straight, one per axis). Endpoints
// hold a colour, each colour exactly twice. Pure logic: no SDL, no files.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "game/model/Topology.hpp"

namespace tileflow {

// The most colours a Lines board holds: the 26 + 26 letters and 10 digits of the text format.
inline constexpr int MaxLinesColours = 62;
inline constexpr int MaxLinesSide = 100;

// Why a board cannot be a puzzle, as data: the command line words it in English
// (LinesBoard::problem), the game in the player's language (LinesSketch::problem).
struct LinesBoardProblem {
  enum class Kind { BridgeOnEndpoint, BridgeAxes, EndpointCount, NoEndpoints };
  Kind kind = Kind::NoEndpoints;
  int x = 0, y = 0;   // the cell, for the bridges
  int colour = 0;     // the colour, for EndpointCount
  int endpoints = 0;  // how many endpoints it has, for EndpointCount
  bool operator==(const LinesBoardProblem&) const = default;
};

class LinesBoard {
 public:
  // An open board of that size, every cell empty. Throws std::invalid_argument for a side outside
  // 1..MaxLinesSide or a wrapping hex board of odd height.
  LinesBoard(int width, int height, Shape shape = Shape::Square, bool wrap = false);

  int width() const { return width_; }
  int height() const { return height_; }
  int cellCount() const { return width_ * height_; }
  Shape shape() const { return topology_.shape(); }
  const Topology& topology() const { return topology_; }
  int sides() const { return topology_.sides(); }
  bool wrap() const { return wrap_; }
  int cellAt(int x, int y) const { return y * width_ + x; }

  // Holes: cells left out of the board (a portal's cells are holes too).
  bool present(int cell) const { return !hole_[at(cell)]; }
  void removeCell(int cell);
  // A wall between `cell` and the cell across `side` (both ways); nothing crosses it.
  bool wall(int cell, int side) const { return (walls_[at(cell)] >> side) & 1u; }
  void setWall(int cell, int side, bool on);
  // Two cells that become holes and join the cells facing them: a line that enters `a` across
  // side d comes out of `b` across side d, and the other way round.
  void addPortal(int a, int b);
  int portalPartner(int cell) const { return portal_[at(cell)]; }

  // An endpoint of `colour` (0..MaxLinesColours-1) on a present cell, or -1 to clear it.
  void setEndpoint(int cell, int colour);
  int endpoint(int cell) const { return endpoint_[at(cell)]; }
  // The number of colours: one more than the highest colour with an endpoint.
  int colours() const;
  // The two endpoints of a colour (nothing unless it has exactly two).
  std::optional<std::pair<int, int>> ends(int colour) const;

  // A bridge: a present cell without an endpoint that lines cross straight. `axes` is a mask of
  // the axes that each carry one line (axis a joins sides a and a + sides/2): square bridges have
  // both axes (0b11), hex ones two or three (at least two bits). 0 removes the bridge.
  void setBridge(int cell, unsigned axes);
  unsigned bridgeAxes(int cell) const { return bridge_[at(cell)]; }
  // Every axis of a cell of this shape (0b11 square, 0b111 hex): a '+' bridge of the text formats.
  unsigned everyAxis() const { return (1u << (sides() / 2)) - 1; }
  bool bridge(int cell) const { return bridge_[at(cell)] != 0; }

  // The cell a line leaving `cell` across `side` enters (through a wrapped edge or a portal), or
  // -1: an edge without wrap, a wall, a hole or a portal with nothing beyond it.
  int next(int cell, int side) const;
  // The side of `to` a line from `from` across `side` enters by: always the opposite side.
  int opposite(int side) const { return topology_.opposite(side); }
  int axisOf(int side) const { return side % (sides() / 2); }

  // Why the board cannot be a puzzle ("colour b has 3 endpoints", "a bridge on an endpoint"), or
  // nothing: every colour used has exactly two endpoints, colours are numbered from 0 without gaps.
  std::optional<std::string> problem() const;
  // The same, as data.
  std::optional<LinesBoardProblem> problemFound() const;

  bool operator==(const LinesBoard&) const = default;

 private:
  std::size_t at(int cell) const { return static_cast<std::size_t>(cell); }

  int width_;
  int height_;
  Topology topology_;
  bool wrap_;
  std::vector<std::uint8_t> hole_;
  std::vector<std::uint8_t> walls_;
  std::vector<int> portal_;
  std::vector<int> endpoint_;
  std::vector<std::uint8_t> bridge_;
};

// The side a cursor on a cell of row `row` leaves by for a screen direction (dx, dy), one of them
// 0: square N E S W; hex E and W, and up or down to the cell of the same column in the next row
// (NE or NW, SE or SW by the row). -1 for no direction.
int linesSideToward(Shape shape, int row, int dx, int dy);

// "A".."Z", "a".."z", "0".."9" for colours 0..61: the symbol of a colour in the text formats.
char linesColourSymbol(int colour);
// The colour of a symbol, or -1 for anything that is not a letter or a digit.
int linesColourOf(char symbol);

}  // namespace tileflow
