// LinesDrawn: the Lines board that a complete line drawing makes (the drawing is its answer):
// each line's two ends become a pair of dots, the drawing's walls and portal cells become holes,
// its portals join the same cells, and each bridge carries the axes of the two lines crossing it.
// Pure logic; the generator and the tests build boards this way.
#pragma once

#include "game/generate/LineDrawing.hpp"
#include "game/lines/LinesBoard.hpp"

namespace tileflow {

// Throws std::invalid_argument for an incomplete drawing or one with more lines than colours.
LinesBoard linesBoardOfDrawing(const LineDrawingOptions& options, const LineDrawing& drawing);

}  // namespace tileflow
