// WallPattern: the wall cells of each board pattern.
#include "game/generate/WallPattern.hpp"

namespace tileflow {

std::optional<WallPattern> wallPatternNamed(std::string_view name) {
  for (std::size_t i = 0; i < WallPatternNames.size(); ++i) {
    if (name == WallPatternNames[i]) return static_cast<WallPattern>(i);
  }
  return std::nullopt;
}

std::vector<int> patternWalls(WallPattern pattern, int width, int height) {
  std::vector<int> walls;
  for (int y = 0; y < height; ++y) {
    for (int x = 0; x < width; ++x) {
      bool wall = false;
      switch (pattern) {
        case WallPattern::None:
          break;
        case WallPattern::Steps:
          wall = x == y;
          break;
        case WallPattern::BlockSteps:
          wall = x / 3 == y / 3 && x % 3 != 2 && y % 3 != 2;
          break;
        case WallPattern::Pillars:
          wall = x % 3 == 1 && y % 3 == 1;
          break;
      }
      if (wall) walls.push_back(y * width + x);
    }
  }
  return walls;
}

std::vector<int> outlineWalls(Outline outline, int width, int height) {
  std::vector<int> walls;
  for (int y = 0; y < height; ++y) {
    for (int x = 0; x < width; ++x) {
      if (outsideOutline(outline, width, height, x, y)) walls.push_back(y * width + x);
    }
  }
  return walls;
}

}  // namespace tileflow
