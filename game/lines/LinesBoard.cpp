#include "game/lines/LinesBoard.hpp"

#include <bit>
#include <stdexcept>

#include "game/model/Neighbour.hpp"

namespace tileflow {

LinesBoard::LinesBoard(int width, int height, Shape shape, bool wrap)
    : width_(width),
      height_(height),
      topology_(shape == Shape::Hex ? Topology::hex() : Topology::square()),
      wrap_(wrap) {
  if (width < 1 || height < 1 || width > MaxLinesSide || height > MaxLinesSide)
    throw std::invalid_argument("a Lines board is 1x1 to " + std::to_string(MaxLinesSide) + "x" +
                                std::to_string(MaxLinesSide) + ", not " + std::to_string(width) + "x" +
                                std::to_string(height));
  if (wrap && !wrapAllowed(shape, height)) throw std::invalid_argument("a wrapping hex board needs an even height");
  const auto cells = static_cast<std::size_t>(width * height);
  hole_.assign(cells, 0);
  walls_.assign(cells, 0);
  portal_.assign(cells, -1);
  endpoint_.assign(cells, -1);
  bridge_.assign(cells, 0);
}

void LinesBoard::removeCell(int cell) {
  hole_[at(cell)] = 1;
  endpoint_[at(cell)] = -1;
  bridge_[at(cell)] = 0;
}

void LinesBoard::setWall(int cell, int side, bool on) {
  const auto mark = [&](int c, int s) {
    walls_[at(c)] = static_cast<std::uint8_t>(on ? (walls_[at(c)] | (1u << s)) : (walls_[at(c)] & ~(1u << s)));
  };
  mark(cell, side);
  const int across = neighbourCell(topology_, cell % width_, cell / width_, side, width_, height_, wrap_);
  if (across >= 0) mark(across, opposite(side));
}

void LinesBoard::addPortal(int a, int b) {
  if (a == b) throw std::invalid_argument("a portal joins two different cells");
  removeCell(a);
  removeCell(b);
  portal_[at(a)] = b;
  portal_[at(b)] = a;
}

void LinesBoard::setEndpoint(int cell, int colour) {
  if (colour >= MaxLinesColours) throw std::invalid_argument("a Lines board has at most 62 colours");
  endpoint_[at(cell)] = colour < 0 ? -1 : colour;
}

int LinesBoard::colours() const {
  int highest = -1;
  for (int c : endpoint_) highest = std::max(highest, c);
  return highest + 1;
}

std::optional<std::pair<int, int>> LinesBoard::ends(int colour) const {
  int first = -1;
  int second = -1;
  for (int c = 0; c < cellCount(); ++c) {
    if (endpoint_[at(c)] != colour) continue;
    if (first < 0) {
      first = c;
    } else if (second < 0) {
      second = c;
    } else {
      return std::nullopt;
    }
  }
  if (second < 0) return std::nullopt;
  return std::pair{first, second};
}

void LinesBoard::setBridge(int cell, unsigned axes) { bridge_[at(cell)] = static_cast<std::uint8_t>(axes); }

int LinesBoard::next(int cell, int side) const {
  if (wall(cell, side)) return -1;
  int n = neighbourCell(topology_, cell % width_, cell / width_, side, width_, height_, wrap_);
  if (n >= 0 && portal_[at(n)] >= 0) {
    // Out of the partner across the same side: a wall there stops the line too, so that a step
    // through a portal is a step back the other way.
    const int p = portal_[at(n)];
    if (wall(p, side)) return -1;
    n = neighbourCell(topology_, p % width_, p / width_, side, width_, height_, wrap_);
  }
  if (n < 0 || n == cell || hole_[at(n)]) return -1;
  return n;
}

std::optional<LinesBoardProblem> LinesBoard::problemFound() const {
  using Kind = LinesBoardProblem::Kind;
  std::vector<int> count(MaxLinesColours, 0);
  for (int c = 0; c < cellCount(); ++c) {
    if (endpoint_[at(c)] >= 0) ++count[static_cast<std::size_t>(endpoint_[at(c)])];
    const unsigned axes = bridge_[at(c)];
    if (axes == 0) continue;
    if (endpoint_[at(c)] >= 0) return LinesBoardProblem{Kind::BridgeOnEndpoint, c % width_, c / width_};
    if (std::popcount(axes) < 2 || axes >= (1u << (sides() / 2)))
      return LinesBoardProblem{Kind::BridgeAxes, c % width_, c / width_};
  }
  bool any = false;
  for (int colour = 0; colour < MaxLinesColours; ++colour) {
    const int n = count[static_cast<std::size_t>(colour)];
    if (n == 0) continue;
    any = true;
    if (n != 2) return LinesBoardProblem{Kind::EndpointCount, 0, 0, colour, n};
  }
  if (!any) return LinesBoardProblem{Kind::NoEndpoints};
  return std::nullopt;
}

std::optional<std::string> LinesBoard::problem() const {
  const std::optional<LinesBoardProblem> found = problemFound();
  if (!found) return std::nullopt;
  const std::string cell = "(" + std::to_string(found->x) + "," + std::to_string(found->y) + ")";
  switch (found->kind) {
    case LinesBoardProblem::Kind::BridgeOnEndpoint:
      return "a bridge on an endpoint " + cell;
    case LinesBoardProblem::Kind::BridgeAxes:
      return "a bridge needs two or more of the cell's axes " + cell;
    case LinesBoardProblem::Kind::EndpointCount:
      return std::string("colour ") + linesColourSymbol(found->colour) + " has " + std::to_string(found->endpoints) +
             (found->endpoints == 1 ? " endpoint" : " endpoints") + ", not 2";
    case LinesBoardProblem::Kind::NoEndpoints:
      break;
  }
  return "the board has no endpoints";
}

char linesColourSymbol(int colour) {
  if (colour < 0 || colour >= MaxLinesColours) return '?';
  if (colour < 26) return static_cast<char>('A' + colour);
  if (colour < 52) return static_cast<char>('a' + colour - 26);
  return static_cast<char>('0' + colour - 52);
}

int linesColourOf(char symbol) {
  if (symbol >= 'A' && symbol <= 'Z') return symbol - 'A';
  if (symbol >= 'a' && symbol <= 'z') return 26 + symbol - 'a';
  if (symbol >= '0' && symbol <= '9') return 52 + symbol - '0';
  return -1;
}

int linesSideToward(Shape shape, int row, int dx, int dy) {
  const bool odd = row % 2 == 1;
  const bool hex = shape == Shape::Hex;
  if (dy < 0) return hex ? (odd ? 5 : 0) : 0;
  if (dx > 0) return 1;
  if (dy > 0) return hex ? (odd ? 3 : 2) : 2;
  if (dx < 0) return hex ? 4 : 3;
  return -1;
}

}  // namespace tileflow
