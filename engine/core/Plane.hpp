// Plane: points and rectangles in a continuous plane, shared by world and screen coordinates.
#pragma once

namespace tileflow {

struct Point {
  double x = 0;
  double y = 0;
};

struct Rect {
  double x = 0;
  double y = 0;
  double w = 0;
  double h = 0;

  double right() const { return x + w; }
  double bottom() const { return y + h; }
  bool contains(Point p) const { return p.x >= x && p.y >= y && p.x < x + w && p.y < y + h; }
  bool empty() const { return w <= 0 || h <= 0; }
};

// The overlap of two rectangles; empty (w or h <= 0) when they do not meet.
inline Rect intersection(const Rect& a, const Rect& b) {
  const double x0 = a.x > b.x ? a.x : b.x;
  const double y0 = a.y > b.y ? a.y : b.y;
  const double x1 = a.right() < b.right() ? a.right() : b.right();
  const double y1 = a.bottom() < b.bottom() ? a.bottom() : b.bottom();
  return Rect{x0, y0, x1 - x0, y1 - y0};
}

}  // namespace tileflow
