// TileArt: composes a tile's picture as an SVG document from per-side pieces, chosen by each
// side's flow art style (road, path, water, rail, pipe, wire), colour and height, joined per
// channel at the centre. Vector art, so SDL_image rasterises it crisply at any cell size.
//
// The ground is the land's (game/view/Land: colour and a light texture that turns with the tile).
// Every flow wears a thin edge that stands out from what lies round it. Heights read without
// colour: low is a narrow flow in a wide dark cutting with hatched banks, normal lies on the
// ground, high rides a white deck with a dark rim, guard rails and a drop shadow. Channels are
// drawn lowest first, so a bridge shows the low flow passing under the high one.
#pragma once

#include <string>

#include "game/model/Catalog.hpp"
#include "game/view/TileLook.hpp"

namespace tileflow {

class TileArt {
 public:
  // The full tile (ground, flows, markers) in a 100×100 view box, turned `rotation` steps.
  static std::string tile(const Catalog& catalog, const TileType& type, int rotation, const TileLook& look);
  // A landmark kind's badge alone, filling a 100×100 view box (a legend's key); `lit` adds the
  // bright ring a joined kind's badges wear.
  static std::string landmarkBadge(const LandmarkKind& kind, bool lit = false);
  // A portal's mark over its hole: a dark well in a coloured ring, the pair's number (1..99) in
  // it; both ends of a pair show the same number and colour. `height` is the cell picture's.
  static std::string portal(int label, double height = 100);
  // The keyboard/gamepad cursor for a cell `cellPx` pixels wide: a white ring between dark ones,
  // cursorMargin(cellPx) pixels larger than the cell on every side; on hex cells a hexagon as tall
  // as the cell's picture (2/√3 of its width) plus the margins.
  static std::string cursor(int cellPx, Shape shape = Shape::Square);
  static int cursorMargin(int cellPx);
  // The tile the last hint turned: a green ring (the tile is in place now) with a glow, unlike
  // the cursor's white, so both can show on one cell.
  static std::string hintMark(Shape shape = Shape::Square);
  // One square of land `land`'s backdrop texture (game/view/Land), clear between its strokes
  // and seamless when repeated; empty for a land without texture.
  static std::string backdropMotif(int land);
};

}  // namespace tileflow
