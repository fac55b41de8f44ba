// SgtFloodId: the game IDs of Simon Tatham's Flood (sgt-flood), read into a square ColourBoard
// and written back. An ID is `WxH:CELLS,MOVES`: the size, one character per cell in rows from the
// top left ('0' to '9' for colours 1 to 10), and the move limit that game's own solver found plus
// its leniency (`sgt-flood --generate N 12x12c6m0` prints limits with no leniency). The size part
// may also carry sgt's `c<colours>` and `m<leniency>`; without `c` a board has as many colours as
// its highest one. See docs/flood.md.
#pragma once

#include <string>
#include <string_view>
#include <variant>

#include "game/flood/ColourBoard.hpp"

namespace tileflow {

struct SgtFloodGame {
  ColourBoard board;
  int moves = 0;  // the ID's move limit
};

struct SgtFloodIdError {
  int column = 1;  // 1-based, in the ID as given
  std::string message;
};

inline constexpr int MaxSgtFloodMoves = 99'999;

// Never throws: anything malformed, too big or out of range is an error naming its column.
// White space around the ID is ignored.
std::variant<SgtFloodGame, SgtFloodIdError> parseSgtFloodId(std::string_view id);

// The ID of a square board with that move limit (which must be 0 to MaxSgtFloodMoves); `c<colours>`
// is written only when the board's colour count is not its highest colour, so parsing the ID
// gives the board back. Throws std::invalid_argument for a hex board or a bad move limit.
std::string formatSgtFloodId(const ColourBoard& board, int moves);

}  // namespace tileflow
