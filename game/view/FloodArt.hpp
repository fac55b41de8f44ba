// FloodArt: how a Flood board looks: the colour palette, a symbol per colour for colour-blind
// play, where each cell sits in a rectangle (square or hex cells) and drawing the board with
// each player's area outlined.
#pragma once

#include <SDL.h>

#include <cstdint>
#include <string>
#include <vector>

#include "engine/ui/UiContext.hpp"
#include "game/flood/FloodState.hpp"

namespace tileflow {

// The fill of colour `c` (0..ColourBoard::MaxColours-1) as 0xRRGGBB.
std::uint32_t floodColour(int c);
// The colour's name for players ("red").
const char* floodColourName(int c);
// A w×h SVG of colour c's symbol (circle, square, triangle…), white on a dark outline, drawn over
// the colour in colour-blind mode.
std::string floodSymbolSvg(int c, int w, int h);

// Where a board's cells sit inside a rectangle: square cells in a grid, hex cells in rows with
// the odd rows shifted half a cell (the game's hex topology).
class FloodGeometry {
 public:
  FloodGeometry() = default;
  // The largest board of the shape that fits `area`, centred in it.
  FloodGeometry(const SDL_Rect& area, int width, int height, Shape shape);
  // The board with its top-left corner at `origin` and cells `cellSize` across (a zoomed view).
  FloodGeometry(SDL_FPoint origin, float cellSize, int width, int height, Shape shape);
  // The board's width and height in cells across (square: its side; hex: across the flats).
  static SDL_FPoint extent(int width, int height, Shape shape);

  const SDL_FRect& bounds() const { return bounds_; }
  float cellSize() const { return cell_; }  // square: side; hex: width across the flats
  SDL_FPoint centre(int cell) const;
  // The cell's outline, clockwise from its north-west (square) or top (hex) corner.
  std::vector<SDL_FPoint> corners(int cell) const;
  // The cell under (x, y), or -1.
  int cellAt(float x, float y) const;
  int width() const { return width_; }
  int height() const { return height_; }
  Shape shape() const { return shape_; }

 private:
  SDL_FRect bounds_{0, 0, 0, 0};
  float cell_ = 0;
  float radius_ = 0;  // hex: centre to corner
  int width_ = 0;
  int height_ = 0;
  Shape shape_ = Shape::Square;
};

struct FloodLook {
  // The colour each cell shows now (during a flood animation, cells not yet reached show their
  // old colour); empty: the board's own colours.
  std::vector<std::uint8_t> shown;
  bool symbols = false;  // colour-blind symbols on every cell
  bool outlineAreas = true;
};

// Draws the board of `state` into `geometry`'s bounds: every cell filled with one batch of
// triangles, symbols when asked, and each player's area outlined in white.
void drawFloodBoard(UiContext& ui, const FloodGeometry& geometry, const FloodState& state, const FloodLook& look);

}  // namespace tileflow
