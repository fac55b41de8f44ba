// FloodFile: a Flood board on disk (docs/flood.md, "Board files"): a small versioned YAML file
// with the size, colour count, shape, an optional move limit and one row of digits per line.
#pragma once

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "game/flood/ColourBoard.hpp"
#include "game/io/LoadError.hpp"

namespace tileflow {

struct FloodPuzzle {
  ColourBoard board;
  int moveLimit = 0;  // 0: none given
};

// Bigger files are refused before reading; a 100x100 board takes about 11 KB.
inline constexpr std::size_t MaxFloodFileBytes = 256u << 10;
inline constexpr int MaxFloodMoveLimit = 99'999;

std::string writeFloodFile(const FloodPuzzle& puzzle);
// The puzzle, or the line and column in `fileName` of what is wrong (the guarded YAML reader
// with its limits; sizes, colours and cells within ColourBoard's limits).
Loaded<FloodPuzzle> parseFloodFile(std::string_view text, const std::string& fileName);
Loaded<FloodPuzzle> loadFloodFile(const std::filesystem::path& path);
// An sgt-flood game ID (an error names its column, in "<flood-id>") or a Flood share code ("TD1.…",
// an error in "<share-code>") as a puzzle.
Loaded<FloodPuzzle> floodPuzzleFromId(std::string_view id);
// A text that is a Flood board (a Flood board file, `flood: 1` and its rows; or an sgt-flood game
// ID, "12x12:…", or a Flood share code, "TD1.…", spaces around either allowed) read as one, its errors named after
// `source`; nothing when the text is neither, so the caller may try it as something else.
std::optional<Loaded<FloodPuzzle>> readFloodText(std::string_view text, const std::string& source);
// A board file when `source` names an existing file, otherwise a game ID or share code. `isFile` tells which
// was read (for the wording of an error).
Loaded<FloodPuzzle> loadFloodPuzzle(const std::string& source, bool* isFile = nullptr);

}  // namespace tileflow
