// Topology: how many sides a cell has and which cell lies beyond each side. Square boards now,
// hexagonal later; the model, solver and generator only ever ask a Topology.
#pragma once

#include <cstdint>

namespace tileflow {

inline constexpr int MaxSides = 6;

enum class Shape : std::uint8_t { Square, Hex };

// How a board's edges join. Straight wrap joins each edge to the opposite one cell to cell. The
// twisted seam (hex only, Hexapipes' wrap) joins the columns as straight wrap does but the top
// and bottom rows one column apart, so the rows' alternating offset lines up at any height.
enum class Wrap : std::uint8_t { None, Straight, Twisted };
// Straight wrap or none: what a plain wrap switch means.
constexpr Wrap straightWrapIf(bool wrap) { return wrap ? Wrap::Straight : Wrap::None; }

class Topology {
 public:
  static constexpr Topology square() { return Topology(Shape::Square); }
  static constexpr Topology hex() { return Topology(Shape::Hex); }

  constexpr Shape shape() const { return shape_; }
  // Sides are numbered clockwise from north (square: N E S W; hex, pointy rows: NE E SE SW W NW).
  constexpr int sides() const { return shape_ == Shape::Square ? 4 : 6; }
  constexpr int opposite(int side) const { return (side + sides() / 2) % sides(); }
  // Side `side` of a tile turned clockwise `rotation` steps shows the tile's own side
  // (side - rotation).
  constexpr int unrotate(int side, int rotation) const { return ((side - rotation) % sides() + sides()) % sides(); }
  constexpr int normalise(int rotation) const { return ((rotation % sides()) + sides()) % sides(); }

  // Cell offset across `side` for a cell in row y (hex rows are offset on odd rows).
  constexpr void offset(int side, int y, int& dx, int& dy) const {
    if (shape_ == Shape::Square) {
      constexpr int sx[4] = {0, 1, 0, -1};
      constexpr int sy[4] = {-1, 0, 1, 0};
      dx = sx[side];
      dy = sy[side];
      return;
    }
    const bool odd = (y & 1) != 0;
    constexpr int hy[6] = {-1, 0, 1, 1, 0, -1};
    constexpr int evenDx[6] = {0, 1, 0, -1, -1, -1};
    constexpr int oddDx[6] = {1, 1, 1, 0, -1, 0};
    dx = odd ? oddDx[side] : evenDx[side];
    dy = hy[side];
  }

  constexpr bool operator==(const Topology&) const = default;

 private:
  constexpr explicit Topology(Shape s) : shape_(s) {}
  Shape shape_;
};

static_assert(Topology::square().opposite(0) == 2);
static_assert(Topology::hex().opposite(1) == 4);
static_assert(Topology::square().unrotate(1, 1) == 0, "a tile turned once shows its north side to the east");

}  // namespace tileflow
