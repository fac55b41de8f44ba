// LinesShareCode: a Lines level as a share code, "TL1." then base32 (docs/share-code.md, "Lines
// codes"): the board (shape, size, wrap, holes, portals, walls, bridges, each colour's two dots),
// and what the file records (solution, algorithm, perfect, difficulty, seed), with a CRC-32.
#pragma once

#include <string>
#include <string_view>

#include "game/io/LoadError.hpp"
#include "game/lines/LinesLevel.hpp"

namespace tileflow {

inline constexpr std::string_view LinesShareCodePrefix = "TL1.";

// Throws std::invalid_argument when the level cannot be shared: a board with a problem(), a name
// or id over MaxShareCodeText bytes.
std::string encodeLinesShareCode(const LinesLevel& level);

// Any text at all yields either the level that was encoded, exactly, or an error naming file
// "<share-code>", line 1 and the column where the trouble shows; white space around it is ignored.
// The decoded level goes through the Lines file reader, so anything that decodes can be played.
Loaded<LinesLevel> decodeLinesShareCode(std::string_view code);

// True when `text` looks like a Lines share code ("TL" and a digit after white space).
bool looksLikeLinesShareCode(std::string_view text);

}  // namespace tileflow
