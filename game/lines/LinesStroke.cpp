#include "game/lines/LinesStroke.hpp"

#include <algorithm>
#include <cstdlib>

namespace tileflow {

LinesStroke::LinesStroke(const LinesPosition& before, int colour, std::vector<int> cells)
    : before_(&before), colour_(colour), shown_(before) {
  show(std::move(cells));
}

std::optional<LinesStroke> LinesStroke::begin(const LinesPosition& before, int cell) {
  const LinesBoard& b = before.board();
  if (cell < 0 || cell >= b.cellCount() || !b.present(cell) || b.bridge(cell)) return std::nullopt;
  if (const int dot = b.endpoint(cell); dot >= 0) return LinesStroke(before, dot, {cell});
  const int colour = before.owner(cell);
  if (colour < 0) return std::nullopt;
  const std::vector<int>& line = before.line(colour);
  const auto at = std::find(line.begin(), line.end(), cell);
  return LinesStroke(before, colour, std::vector<int>(line.begin(), at + 1));
}

bool LinesStroke::show(std::vector<int> cells) {
  LinesPosition next = *before_;
  // A stroke on its bare dot shows no line (as its move, "clear", leaves none).
  if (!next.setLine(colour_, cells.size() > 1 ? cells : std::vector<int>{})) return false;
  cells_ = std::move(cells);
  shown_ = std::move(next);
  return true;
}

bool LinesStroke::moveTo(int cell) {
  const LinesBoard& b = before_->board();
  if (cell < 0 || cell >= b.cellCount() || cell == end()) return false;
  // Back over its own line: retract to that cell (a bridge is left whole: back to the cell before it).
  const auto back = std::find(cells_.begin(), cells_.end(), cell);
  if (back != cells_.end()) {
    std::vector<int> shorter(cells_.begin(), back + 1);
    while (shorter.size() > 1 && b.bridge(shorter.back())) shorter.pop_back();
    return shorter.size() != cells_.size() && show(std::move(shorter));
  }
  // A line that has reached its other dot is finished.
  if (cells_.size() > 1 && b.endpoint(end()) == colour_) return false;
  for (int s = 0; s < b.sides(); ++s) {
    if (b.next(end(), s) != cell) continue;
    std::vector<int> longer = cells_;
    longer.push_back(cell);
    // Over a bridge the line goes straight on.
    for (int across = cell; b.bridge(across);) {
      across = b.next(across, s);
      if (across < 0) break;
      longer.push_back(across);
    }
    if (show(std::move(longer))) return true;
  }
  return false;
}

std::optional<LinesMove> LinesStroke::move() const {
  const std::vector<int>& was = before_->line(colour_);
  const bool bare = cells_.size() <= 1;
  if (bare ? was.empty() : was == cells_) return std::nullopt;
  if (bare) return LinesMove{LinesMove::Kind::Clear, colour_, {}, 0};
  return LinesMove{LinesMove::Kind::Draw, colour_, cells_, 0};
}

std::vector<int> cellsBetween(const LinesBoard& board, int from, int to) {
  std::vector<int> out;
  if (from == to || board.shape() != Shape::Square) {
    if (from != to) out.push_back(to);
    return out;
  }
  // Steps along the straight segment between the two centres: each step crosses one side, the
  // one whose border the segment reaches first (ties go across x first).
  int x = from % board.width();
  int y = from / board.width();
  const int tx = to % board.width();
  const int ty = to / board.width();
  const int dx = std::abs(tx - x);
  const int dy = std::abs(ty - y);
  const int sx = tx > x ? 1 : -1;
  const int sy = ty > y ? 1 : -1;
  // Progress along the segment measured in 2·dx·dy units per step of each axis.
  long nextX = dx == 0 ? -1 : static_cast<long>(dy);  // (2k+1)·dy: crossing the k-th vertical border
  long nextY = dy == 0 ? -1 : static_cast<long>(dx);
  for (int steps = 0; steps < dx + dy; ++steps) {
    const bool alongX = nextY < 0 || (nextX >= 0 && nextX <= nextY);
    if (alongX) {
      x += sx;
      nextX = x == tx ? -1 : nextX + 2L * dy;
    } else {
      y += sy;
      nextY = y == ty ? -1 : nextY + 2L * dx;
    }
    out.push_back(board.cellAt(x, y));
  }
  return out;
}

}  // namespace tileflow
