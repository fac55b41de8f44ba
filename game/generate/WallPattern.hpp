// WallPattern: board patterns for line-drawn (Link) levels, as the wall cells of one board design
// of a given size. The outlines of the Fill generator are patterns too: the cells they cut out.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "game/generate/Outline.hpp"

namespace tileflow {

enum class WallPattern : std::uint8_t {
  None,        // no walls
  Steps,       // one wall on each cell of the diagonal from the top-left corner: two staircases
  BlockSteps,  // 2×2 blocks down the diagonal, one cell apart
  Pillars,     // a single wall in the middle of every 3×3 square
};

// The patterns by the names recipes use, in the order of the enum.
inline constexpr std::array<const char*, 4> WallPatternNames = {"none", "steps", "block-steps", "pillars"};
std::optional<WallPattern> wallPatternNamed(std::string_view name);

// The wall cells (y * width + x, ascending) of `pattern` on a width×height board.
std::vector<int> patternWalls(WallPattern pattern, int width, int height);
// The cells outside `outline` on a width×height board, ascending.
std::vector<int> outlineWalls(Outline outline, int width, int height);

}  // namespace tileflow
