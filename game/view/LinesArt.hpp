// LinesArt: how a Lines board looks: a colour per pair (distinct for the first sixteen, spread
// round the colour wheel past them), cells with walls, bridges' lanes, portals and warps marked so
// a new player sees where a line may go, each drawn line in its colour with its cells tinted, the
// dots with their letter for colour-blind players, and the pad's cursor. Cells sit where
// FloodGeometry puts them (square or hex).
#pragma once

#include <SDL.h>

#include <array>
#include <cstdint>
#include <vector>

#include "engine/ui/UiContext.hpp"
#include "game/lines/LinesPosition.hpp"
#include "game/view/FloodArt.hpp"

namespace tileflow {

// The colour of pair `c` (0..MaxLinesColours-1) as 0xRRGGBB.
std::uint32_t linesColour(int c);

struct LinesLook {
  bool symbols = false;  // each dot's letter, for colour-blind players
  int cursor = -1;       // the keyboard's or pad's cell, or -1
  bool holding = false;  // the cursor carries a stroke
  int flash = -1;        // a colour to stand out (the hint's line), or -1
  // What an editor shows beyond the board: holes crossed out, a dot waiting for its twin (its
  // cell, and its colour and letter as it will be numbered) and a portal waiting for its other end.
  bool markHoles = false;
  int waitingDot = -1;
  int waitingColour = -1;
  int pendingPortal = -1;
};

// What one cell shows: its tint (the line covering it), the colour of the line leaving by each
// side, its dot and whether that pair is joined, and whether it is on the hint's line. Each cell
// is drawn alone from its look, so a change redraws only the cells whose look changed.
struct LinesCellLook {
  int tint = -1;
  std::array<std::int8_t, 6> side{-1, -1, -1, -1, -1, -1};
  int dot = -1;
  bool joined = false;
  bool flash = false;
  bool operator==(const LinesCellLook&) const = default;
};
std::vector<LinesCellLook> linesCellLooks(const LinesPosition& position, int flash);
// The same into `out` (its storage kept from frame to frame).
void linesCellLooks(const LinesPosition& position, int flash, std::vector<LinesCellLook>& out);

// Paints a board and, called again with the same geometry on what it painted (a kept texture),
// only the cells whose look changed since.
class LinesPainter {
 public:
  void paint(UiContext& ui, const FloodGeometry& geometry, const LinesPosition& position, int flash);
  // Paints, of the cells in `region`, those whose look in `looks` (linesCellLooks) changed since
  // the last paint (all of them after forget()): one piece of a board drawn in pieces.
  void paint(UiContext& ui, const FloodGeometry& geometry, const LinesBoard& board,
             const std::vector<LinesCellLook>& looks, const std::vector<int>& region);
  // The next paint draws every cell (a new texture, a new size).
  void forget() { looks_.clear(); }
  // Nothing painted since the last forget().
  bool blank() const { return looks_.empty(); }

 private:
  void draw(UiContext& ui, const FloodGeometry& geometry, const LinesBoard& board, const std::vector<int>& cells);

  std::vector<LinesCellLook> looks_;
  // Kept from paint to paint, so painting asks the heap for nothing new.
  std::vector<int> cells_;
  std::vector<int> portalPair_;
  std::vector<std::uint8_t> walled_;
};

// What goes over the painted board each frame: the editor's marks, the cursor, the dots' letters,
// the portals' numbers (those of cells whose centre lies within `within`, the part of the screen
// the board shows in).
void drawLinesTop(UiContext& ui, const FloodGeometry& geometry, const LinesPosition& position, const LinesLook& look,
                  const SDL_Rect& within);

}  // namespace tileflow
