#include "game/lines/LinesDrawn.hpp"

#include <stdexcept>

namespace tileflow {

LinesBoard linesBoardOfDrawing(const LineDrawingOptions& options, const LineDrawing& drawing) {
  if (!drawing.complete) throw std::invalid_argument("the drawing does not cover its board");
  if (drawing.lines.size() > static_cast<std::size_t>(MaxLinesColours))
    throw std::invalid_argument("the drawing has more lines than a Lines board has colours");
  LinesBoard board(options.width, options.height, options.shape, options.wrap);
  for (const Portal& portal : options.portals) board.addPortal(portal.a, portal.b);
  for (const int cell : options.walls) {
    if (board.present(cell)) board.removeCell(cell);
  }
  std::vector<unsigned> axes(static_cast<std::size_t>(board.cellCount()), 0);
  for (std::size_t colour = 0; colour < drawing.lines.size(); ++colour) {
    const Line& line = drawing.lines[colour];
    board.setEndpoint(line.cells.front(), static_cast<int>(colour));
    board.setEndpoint(line.cells.back(), static_cast<int>(colour));
    for (std::size_t i = 0; i + 1 < line.cells.size(); ++i) {
      axes[static_cast<std::size_t>(line.cells[i])] |= 1u << board.axisOf(line.sides[i]);
    }
  }
  for (const int cell : drawing.bridges) board.setBridge(cell, axes[static_cast<std::size_t>(cell)]);
  return board;
}

}  // namespace tileflow
