// BoardGeometry: square and pointy-top hex cell placement in world units.
#include "game/geometry/BoardGeometry.hpp"

#include <algorithm>
#include <cmath>

namespace tileflow {

namespace {
// Pointy-top hexes one unit apart across: circumradius, and the distance between row centres.
const double HexRadius = 1 / std::sqrt(3.0);
const double HexRowPitch = 1.5 * HexRadius;
constexpr double Pi = 3.14159265358979323846;
}  // namespace

BoardGeometry::BoardGeometry(Topology topology, int columns, int rows)
    : topology_(topology), columns_(std::max(1, columns)), rows_(std::max(1, rows)) {}

Rect BoardGeometry::bounds() const {
  if (!hex()) return Rect{0, 0, static_cast<double>(columns_), static_cast<double>(rows_)};
  return Rect{0, 0, columns_ + (rows_ > 1 ? 0.5 : 0.0), 2 * HexRadius + (rows_ - 1) * HexRowPitch};
}

Point BoardGeometry::centre(int cell) const {
  const int x = cell % columns_;
  const int y = cell / columns_;
  if (!hex()) return Point{x + 0.5, y + 0.5};
  return Point{x + 0.5 + ((y & 1) != 0 ? 0.5 : 0.0), HexRadius + y * HexRowPitch};
}

Rect BoardGeometry::cellBounds(int cell) const {
  if (!hex()) return Rect{static_cast<double>(cell % columns_), static_cast<double>(cell / columns_), 1, 1};
  const Point c = centre(cell);
  return Rect{c.x - 0.5, c.y - HexRadius, 1, 2 * HexRadius};
}

CellOutline BoardGeometry::outline(int cell) const {
  CellOutline o;
  o.count = topology_.sides();
  if (!hex()) {
    // Exact corners, so square walls and outlines land on whole pixels.
    const Rect r = cellBounds(cell);
    o.corners[0] = {r.x, r.y};
    o.corners[1] = {r.right(), r.y};
    o.corners[2] = {r.right(), r.bottom()};
    o.corners[3] = {r.x, r.bottom()};
    return o;
  }
  // Side s runs from the corner at -90° + 60°·s to the next, clockwise on screen.
  const Point c = centre(cell);
  for (int k = 0; k < 6; ++k) {
    const double a = (-90.0 + 60.0 * k) * Pi / 180;
    o.corners[static_cast<std::size_t>(k)] = {c.x + HexRadius * std::cos(a), c.y + HexRadius * std::sin(a)};
  }
  return o;
}

Segment BoardGeometry::wallSegment(int cell, int side) const {
  const CellOutline o = outline(cell);
  return Segment{o.corners[static_cast<std::size_t>(side)], o.corners[static_cast<std::size_t>((side + 1) % o.count)]};
}

int BoardGeometry::rowOfY(double y) const {
  return hex() ? static_cast<int>(std::floor((y - HexRadius / 2) / HexRowPitch)) : static_cast<int>(std::floor(y));
}

int BoardGeometry::cellAt(Point p) const {
  if (!hex()) {
    if (p.x < 0 || p.y < 0) return -1;
    const int x = static_cast<int>(p.x);
    const int y = static_cast<int>(p.y);
    if (x >= columns_ || y >= rows_) return -1;
    return y * columns_ + x;
  }
  // Hexes are the cells of their centres' nearest-neighbour regions: take the nearest centre
  // among the rows around the point, then make sure the point is inside that hex (not past the
  // board's ragged edge).
  const int row = rowOfY(p.y);
  int best = -1;
  double bestDistance = 0;
  for (int y = row; y <= row + 1; ++y) {
    if (y < 0 || y >= rows_) continue;
    const int x0 = static_cast<int>(std::floor(p.x - ((y & 1) != 0 ? 0.5 : 0.0)));
    for (int x = x0 - 1; x <= x0 + 1; ++x) {
      if (x < 0 || x >= columns_) continue;
      const Point c = centre(y * columns_ + x);
      const double d = (p.x - c.x) * (p.x - c.x) + (p.y - c.y) * (p.y - c.y);
      if (best < 0 || d < bestDistance) {
        best = y * columns_ + x;
        bestDistance = d;
      }
    }
  }
  if (best < 0) return -1;
  const CellOutline o = outline(best);
  for (int k = 0; k < o.count; ++k) {
    const Point a = o.corners[static_cast<std::size_t>(k)];
    const Point b = o.corners[static_cast<std::size_t>((k + 1) % o.count)];
    // Clockwise on screen (y down): inside points lie to the right of every edge.
    if ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x) < 0) return -1;
  }
  return best;
}

int BoardGeometry::sideAt(int cell, Point p) const {
  const Point c = centre(cell);
  const double dx = p.x - c.x;
  const double dy = p.y - c.y;
  if (!hex()) {
    // A tie between two sides goes to north or south, as the editor always did.
    return std::abs(dx) > std::abs(dy) ? (dx > 0 ? 1 : 3) : (dy > 0 ? 2 : 0);
  }
  // Side s faces the direction -60° + 60°·s; each side owns the 60° around it.
  const double degrees = std::atan2(dy, dx) * 180 / Pi;
  const int s = static_cast<int>(std::floor((degrees + 60 + 30) / 60));
  return ((s % 6) + 6) % 6;
}

void BoardGeometry::cellsIn(const Rect& area, std::vector<int>& out) const {
  if (area.empty()) return;
  const int y0 = std::max(0, rowOfY(area.y) - (hex() ? 1 : 0));
  const int y1 = std::min(rows_ - 1, rowOfY(area.bottom()) + 1);
  for (int y = y0; y <= y1; ++y) {
    const int x0 = std::max(0, static_cast<int>(std::floor(area.x)) - 1);
    const int x1 = std::min(columns_ - 1, static_cast<int>(std::floor(area.right())));
    for (int x = x0; x <= x1; ++x) {
      const Rect b = cellBounds(y * columns_ + x);
      if (!intersection(b, area).empty()) out.push_back(y * columns_ + x);
    }
  }
}

int BoardGeometry::step(int cell, int dx, int dy) const {
  const int x = cell % columns_;
  const int y = cell / columns_;
  const int ny = ((y + dy) % rows_ + rows_) % rows_;
  // On hex, straight up or down keeps the column and so zigzags: from an even row it goes to the
  // lower-right neighbour, from an odd row to the lower-left one, and two steps come back in line.
  int nx = x + dx;
  nx = ((nx % columns_) + columns_) % columns_;
  return ny * columns_ + nx;
}

}  // namespace tileflow
