// Overview: cell states and their picture at the map's size.
#include "game/play/Overview.hpp"

#include <algorithm>

namespace tileflow {

void overviewStates(const Board& board, std::vector<std::uint8_t>& out) {
  out.assign(static_cast<std::size_t>(board.cellCount()), 0);
  for (int cell = 0; cell < board.cellCount(); ++cell) {
    bool flow = false;
    bool loose = false;
    for (int s = 0; s < board.sides(); ++s) {
      if (!hasFlow(board.side(cell, s))) continue;
      flow = true;
      if (!board.matched(cell, s)) {
        loose = true;
        break;
      }
    }
    std::uint8_t state = static_cast<std::uint8_t>(OverviewCell::Empty);
    if (loose) {
      state = static_cast<std::uint8_t>(OverviewCell::Loose);
    } else if (board.landmark(cell) > 0) {
      state = overviewLandmark(board.landmark(cell));
    } else if (flow) {
      state = static_cast<std::uint8_t>(OverviewCell::Tile);
    } else if (board.portalPartner(cell) >= 0) {
      state = static_cast<std::uint8_t>(OverviewCell::Portal);
    }
    out[static_cast<std::size_t>(cell)] = state;
  }
}

OverviewSize overviewSize(int columns, int rows, int maxSide) {
  columns = std::max(1, columns);
  rows = std::max(1, rows);
  maxSide = std::max(1, maxSide);
  const int longest = std::max(columns, rows);
  if (longest <= maxSide) {
    const int perCell = maxSide / longest;
    return {columns * perCell, rows * perCell};
  }
  // Shrunk: the long side gets maxSide pixels and the other keeps the board's shape.
  const auto other = [&](int side) {
    return std::max(1, static_cast<int>(static_cast<long long>(side) * maxSide / longest));
  };
  return columns >= rows ? OverviewSize{maxSide, other(rows)} : OverviewSize{other(columns), maxSide};
}

void overviewPicture(const std::vector<std::uint8_t>& states, int columns, int rows, int w, int h,
                     std::vector<std::uint8_t>& out) {
  out.assign(static_cast<std::size_t>(std::max(0, w) * std::max(0, h)), 0);
  if (w <= 0 || h <= 0 || columns <= 0 || rows <= 0) return;
  // Cell (x, y) lands in pixels [x*w/columns, max(that, (x+1)*w/columns - 1)], and the same down.
  for (int y = 0; y < rows; ++y) {
    const int py0 = static_cast<int>(static_cast<long long>(y) * h / rows);
    const int py1 = std::max(py0, static_cast<int>(static_cast<long long>(y + 1) * h / rows) - 1);
    for (int x = 0; x < columns; ++x) {
      const std::uint8_t s = states[static_cast<std::size_t>(y * columns + x)];
      if (s == 0) continue;
      const int px0 = static_cast<int>(static_cast<long long>(x) * w / columns);
      const int px1 = std::max(px0, static_cast<int>(static_cast<long long>(x + 1) * w / columns) - 1);
      for (int py = py0; py <= py1; ++py)
        for (int px = px0; px <= px1; ++px) {
          std::uint8_t& p = out[static_cast<std::size_t>(py * w + px)];
          p = std::max(p, s);
        }
    }
  }
}

}  // namespace tileflow
