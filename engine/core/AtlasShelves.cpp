#include "engine/core/AtlasShelves.hpp"

#include <algorithm>

namespace tileflow {

AtlasShelves::AtlasShelves(int width, int height, int pageWidth)
    : width_(width),
      height_(height),
      pageWidth_(pageWidth),
      pitchX_(width + 2 * Gutter),
      pitchY_(height + 2 * Gutter) {}

int AtlasShelves::rowsOf(int page) const {
  const int square = std::max(1, pageWidth_ / pitchY_);
  return page == 0 ? std::max(1, square / 2) : square;
}

AtlasPlace AtlasShelves::place(int n) const {
  int page = 0;
  while (n >= capacity(page)) {
    n -= capacity(page);
    ++page;
  }
  const int row = n / perRow();
  const int column = n % perRow();
  return AtlasPlace{page, column * pitchX_ + Gutter, row * pitchY_ + Gutter};
}

}  // namespace tileflow
