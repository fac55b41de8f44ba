#include "engine/core/AtlasShelves.hpp"

#include <algorithm>

namespace tileflow {

AtlasShelves::AtlasShelves(int side, int pageWidth) : side_(side), pageWidth_(pageWidth), pitch_(side + 2 * Gutter) {}

int AtlasShelves::rowsOf(int page) const {
  const int square = std::max(1, pageWidth_ / pitch_);
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
  return AtlasPlace{page, column * pitch_ + Gutter, row * pitch_ + Gutter};
}

}  // namespace tileflow
