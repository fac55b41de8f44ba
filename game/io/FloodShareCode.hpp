// FloodShareCode: a Flood board as a share code, "TD1." then base32 (docs/share-code.md, "Flood
// codes"; D for Drench, the game's other name): shape, size, colours, every cell and the move
// limit, with the CRC-32 and checks of the other codes. Unlike an sgt-flood game ID it carries
// hex boards, and it is shorter and scans as a QR code's alphanumeric text.
#pragma once

#include <string>
#include <string_view>

#include "game/io/FloodFile.hpp"
#include "game/io/LoadError.hpp"

namespace tileflow {

inline constexpr std::string_view FloodShareCodePrefix = "TD1.";

// Any board ColourBoard accepts, with a limit of 0 (none) to MaxFloodMoveLimit; throws
// std::invalid_argument for a limit out of that range.
std::string encodeFloodShareCode(const FloodPuzzle& puzzle);

// Any text at all yields either the puzzle that was encoded, exactly, or an error naming file
// "<share-code>", line 1 and the column where the trouble shows; white space around it is ignored.
Loaded<FloodPuzzle> decodeFloodShareCode(std::string_view code);

// True when `text` looks like a Flood share code ("TD" and a digit after white space).
bool looksLikeFloodShareCode(std::string_view text);

}  // namespace tileflow
