// LinesFile: Lines levels and packs on disk (docs/lines.md, "Level files"), in the versioned
// YAML family: `lines: 1`, an optional pack header and a list of levels. A level is its size,
// shape, wrap, one row of text per board row (a letter or digit a dot, `.` an empty cell, `#` a
// hole, `+` a bridge on every axis), optional walls, portals, bridges on fewer axes, and what the
// generator recorded: the solution (each line as a `draw` move), the drawing algorithm, whether
// it is perfect, a difficulty and the seed.
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "game/io/LoadError.hpp"
#include "game/lines/LinesLevel.hpp"

namespace tileflow {

// Bigger files are refused before reading; a pack of 40 levels of 14x14 takes about 30 KB.
inline constexpr std::size_t MaxLinesFileBytes = 4u << 20;
inline constexpr std::size_t MaxLinesLevelsPerFile = 1000;

std::string writeLinesFile(const LinesPack& pack);
// The pack, or the line and column in `fileName` of what is wrong: the guarded YAML reader and
// its limits, sizes within LinesBoard's, every row as wide as the width, each symbol exactly
// twice, walls, portals and bridges on cells of the board, a solution that solves the level.
Loaded<LinesPack> parseLinesFile(std::string_view text, const std::string& fileName);
Loaded<LinesPack> loadLinesFile(const std::filesystem::path& path);

}  // namespace tileflow
