// LinesArt: how a Lines board looks: a colour per pair (distinct for the first sixteen, spread
// round the colour wheel past them), cells with walls, bridges' lanes, portals and warps marked so
// a new player sees where a line may go, each drawn line in its colour with its cells tinted, the
// dots with their letter for colour-blind players, and the pad's cursor. Cells sit where
// FloodGeometry puts them (square or hex).
#pragma once

#include <SDL.h>

#include <cstdint>

#include "engine/ui/UiContext.hpp"
#include "game/lines/LinesPosition.hpp"
#include "game/view/FloodArt.hpp"

namespace tileflow {

// The colour of pair `c` (0..MaxLinesColours-1) as 0xRRGGBB.
std::uint32_t linesColour(int c);

// The point where a line leaving `cell` across `side` crosses the cell's edge (its middle).
SDL_FPoint linesEdgeMiddle(const FloodGeometry& geometry, int cell, int side);

struct LinesLook {
  bool symbols = false;  // each dot's letter, for colour-blind players
  int cursor = -1;       // the keyboard's or pad's cell, or -1
  bool holding = false;  // the cursor carries a stroke
  int flash = -1;        // a colour to stand out (the hint's line), or -1
};

// Draws the board of `position` into `geometry`'s bounds.
void drawLinesBoard(UiContext& ui, const FloodGeometry& geometry, const LinesPosition& position, const LinesLook& look);

}  // namespace tileflow
