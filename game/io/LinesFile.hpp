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
#include "game/lines/LinesBoard.hpp"

namespace tileflow {

struct LinesLevel {
  std::string id;    // lower-case letters, digits and '-'
  std::string name;  // shown to players
  LinesBoard board{5, 5};
  // Each colour's line of the solution, from one dot to the other (empty: none recorded).
  std::vector<std::vector<int>> solution;
  std::string algorithm;  // the drawing algorithm's name, or empty
  bool perfect = false;
  double difficulty = 0;
  std::uint64_t seed = 0;
};

struct LinesPack {
  std::string id;  // empty for a file of loose levels
  std::string name;
  std::vector<LinesLevel> levels;
};

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
