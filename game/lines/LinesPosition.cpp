#include "game/lines/LinesPosition.hpp"

#include <algorithm>
#include <bit>
#include <charconv>

namespace tileflow {

namespace {

std::string linesCellText(int cell, int width) {
  return std::to_string(cell % width) + "," + std::to_string(cell / width);
}

std::optional<int> parseLinesNumber(std::string_view text) {
  int value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc{} || end != text.data() + text.size() || value < 0) return std::nullopt;
  return value;
}

std::vector<std::string_view> linesMoveWords(std::string_view text) {
  std::vector<std::string_view> out;
  std::size_t at = 0;
  while (at < text.size()) {
    while (at < text.size() && text[at] == ' ') ++at;
    const std::size_t start = at;
    while (at < text.size() && text[at] != ' ') ++at;
    if (at > start) out.push_back(text.substr(start, at - start));
  }
  return out;
}

}  // namespace

std::string linesMoveText(const LinesMove& move, int width) {
  std::string out;
  switch (move.kind) {
    case LinesMove::Kind::Draw:
      out = "draw";
      break;
    case LinesMove::Kind::Extend:
      out = "extend";
      break;
    case LinesMove::Kind::Retract:
      out = "retract";
      break;
    case LinesMove::Kind::Clear:
      out = "clear";
      break;
  }
  out += ' ';
  out += linesColourSymbol(move.colour);
  if (move.kind == LinesMove::Kind::Retract) out += " " + std::to_string(move.keep);
  for (int c : move.cells) out += " " + linesCellText(c, width);
  return out;
}

std::optional<LinesMove> parseLinesMove(std::string_view text, int width, int height) {
  const std::vector<std::string_view> w = linesMoveWords(text);
  if (w.size() < 2 || w[1].size() != 1 || linesColourOf(w[1][0]) < 0) return std::nullopt;
  LinesMove move;
  move.colour = linesColourOf(w[1][0]);
  std::size_t first = 2;
  if (w[0] == "draw") {
    move.kind = LinesMove::Kind::Draw;
  } else if (w[0] == "extend") {
    move.kind = LinesMove::Kind::Extend;
  } else if (w[0] == "retract") {
    move.kind = LinesMove::Kind::Retract;
    if (w.size() != 3) return std::nullopt;
    const auto keep = parseLinesNumber(w[2]);
    if (!keep || *keep > width * height) return std::nullopt;
    move.keep = *keep;
    return move;
  } else if (w[0] == "clear") {
    move.kind = LinesMove::Kind::Clear;
    if (w.size() != 2) return std::nullopt;
    return move;
  } else {
    return std::nullopt;
  }
  if (w.size() <= first || w.size() - first > static_cast<std::size_t>(2 * width * height)) return std::nullopt;
  for (std::size_t i = first; i < w.size(); ++i) {
    const auto comma = w[i].find(',');
    if (comma == std::string_view::npos) return std::nullopt;
    const auto x = parseLinesNumber(w[i].substr(0, comma));
    const auto y = parseLinesNumber(w[i].substr(comma + 1));
    if (!x || !y || *x >= width || *y >= height) return std::nullopt;
    move.cells.push_back(*y * width + *x);
  }
  return move;
}

LinesPosition::LinesPosition(const LinesBoard& board) : board_(&board) {
  lines_.resize(static_cast<std::size_t>(std::max(0, board.colours())));
  for (int colour = 0; colour < board.colours(); ++colour) {
    if (board.ends(colour)) ++pairs_;
  }
  for (int c = 0; c < board.cellCount(); ++c) {
    if (!board.present(c)) continue;
    coverable_ += board.bridge(c) ? std::popcount(board.bridgeAxes(c)) : 1;
  }
  rebuild();
}

int LinesPosition::sideTo(int a, int b, int straight, int after) const {
  const LinesBoard& board = *board_;
  // Through a portal two sides of a cell may lead to the same cell: on a bridge the line keeps
  // its side, and into a bridge it takes the side that crosses it on to the next cell.
  if (straight >= 0 && board.bridge(a) && board.next(a, straight) == b) return straight;
  int first = -1;
  for (int s = 0; s < board.sides(); ++s) {
    if (board.next(a, s) != b) continue;
    if (first < 0) first = s;
    if (board.bridge(b) && ((board.bridgeAxes(b) >> board.axisOf(s)) & 1u) != 0 &&
        (after < 0 || board.next(b, s) == after))
      return s;
  }
  return first;
}

std::vector<int> LinesPosition::sidesAlong(const std::vector<int>& cells) const {
  std::vector<int> sides(cells.size(), -1);
  for (std::size_t i = 1; i < cells.size(); ++i)
    sides[i] = sideTo(cells[i - 1], cells[i], sides[i - 1], i + 1 < cells.size() ? cells[i + 1] : -1);
  return sides;
}

std::optional<std::string> LinesPosition::whyNot(int colour, const std::vector<int>& cells) const {
  const LinesBoard& b = *board_;
  if (colour < 0 || colour >= b.colours() || !b.ends(colour)) return "no such colour on this board";
  if (cells.empty()) return std::nullopt;
  for (const int c : cells)
    if (c < 0 || c >= b.cellCount() || !b.present(c)) return "a cell that is not on the board";
  if (b.endpoint(cells.front()) != colour) return "a line starts at one of its colour's dots";
  std::vector<unsigned> used(static_cast<std::size_t>(b.cellCount()), 0);  // axes used by this line, or 1 for a cell
  const std::vector<int> sides = sidesAlong(cells);
  int lastSide = -1;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    const int c = cells[i];
    if (i > 0) {
      const int side = sides[i];
      if (side < 0) return "two cells of the line do not touch";
      if (b.bridge(cells[i - 1]) && side != lastSide) return "a line crosses a bridge straight";
      lastSide = side;
    }
    const int dot = b.endpoint(c);
    if (dot >= 0 && dot != colour) return "a line never enters another colour's dot";
    if (i > 0 && dot == colour) {
      if (c == cells.front()) return "a line does not come back to its start";
      if (i + 1 != cells.size()) return "a line ends at its other dot";
    }
    if (b.bridge(c)) {
      if (i == 0 || i + 1 == cells.size()) return "a line does not stop on a bridge";
      const unsigned axis = 1u << b.axisOf(lastSide);
      if ((b.bridgeAxes(c) & axis) == 0) return "that bridge has no lane that way";
      if (used[static_cast<std::size_t>(c)] & axis) return "a line crosses a bridge once each way";
      used[static_cast<std::size_t>(c)] |= axis;
    } else {
      if (used[static_cast<std::size_t>(c)] != 0) return "a line does not cross itself";
      used[static_cast<std::size_t>(c)] = 1;
    }
  }
  return std::nullopt;
}

bool LinesPosition::setLine(int colour, std::vector<int> cells) {
  if (whyNot(colour, cells)) return false;
  const LinesBoard& b = *board_;
  // Cut every other line this one crosses, just before the first cell (or bridge lane) it shares.
  const std::vector<int> sides = sidesAlong(cells);
  for (std::size_t i = 0; i < cells.size(); ++i) {
    const int c = cells[i];
    const int lastSide = sides[i];
    const int other = b.bridge(c) ? owner(c, lastSide) : owner_[static_cast<std::size_t>(c)];
    if (other < 0 || other == colour) continue;
    std::vector<int>& theirs = lines_[static_cast<std::size_t>(other)];
    const std::vector<int> theirSides = sidesAlong(theirs);
    for (std::size_t k = 0; k < theirs.size(); ++k) {
      const int theirSide = theirSides[k];
      const bool same = theirs[k] == c && (!b.bridge(c) || b.axisOf(theirSide) == b.axisOf(lastSide));
      if (!same) continue;
      theirs.resize(k);
      break;
    }
    // A cut line that would now stop on a bridge goes back before it.
    while (!theirs.empty() && b.bridge(theirs.back())) theirs.pop_back();
    rebuild();
  }
  lines_[static_cast<std::size_t>(colour)] = std::move(cells);
  rebuild();
  return true;
}

bool LinesPosition::apply(const LinesMove& move) {
  if (move.colour < 0 || move.colour >= static_cast<int>(lines_.size())) return false;
  const std::vector<int>& now = lines_[static_cast<std::size_t>(move.colour)];
  switch (move.kind) {
    case LinesMove::Kind::Draw:
      return setLine(move.colour, move.cells);
    case LinesMove::Kind::Extend: {
      if (now.empty()) return false;
      std::vector<int> longer = now;
      longer.insert(longer.end(), move.cells.begin(), move.cells.end());
      return setLine(move.colour, std::move(longer));
    }
    case LinesMove::Kind::Retract: {
      if (move.keep >= static_cast<int>(now.size())) return false;
      std::vector<int> shorter(now.begin(), now.begin() + move.keep);
      while (!shorter.empty() && board_->bridge(shorter.back())) shorter.pop_back();
      return setLine(move.colour, std::move(shorter));
    }
    case LinesMove::Kind::Clear:
      if (now.empty()) return false;
      return setLine(move.colour, {});
  }
  return false;
}

void LinesPosition::rebuild() {
  const LinesBoard& b = *board_;
  owner_.assign(static_cast<std::size_t>(b.cellCount()), -1);
  lanes_.assign(static_cast<std::size_t>(b.cellCount() * 3), -1);
  for (int colour = 0; colour < static_cast<int>(lines_.size()); ++colour) {
    const std::vector<int>& cells = lines_[static_cast<std::size_t>(colour)];
    const std::vector<int> sides = sidesAlong(cells);
    for (std::size_t i = 0; i < cells.size(); ++i) {
      const int c = cells[i];
      const int side = sides[i];
      if (b.bridge(c)) {
        lanes_[static_cast<std::size_t>(c * 3 + b.axisOf(side))] = colour;
      } else {
        owner_[static_cast<std::size_t>(c)] = colour;
      }
    }
  }
}

int LinesPosition::owner(int cell, int side) const {
  if (!board_->bridge(cell)) return owner_[static_cast<std::size_t>(cell)];
  return lanes_[static_cast<std::size_t>(cell * 3 + board_->axisOf(std::max(0, side)))];
}

bool LinesPosition::joined(int colour) const {
  const std::vector<int>& cells = line(colour);
  if (cells.size() < 2) return false;
  const auto ends = board_->ends(colour);
  return ends && board_->endpoint(cells.back()) == colour && cells.back() != cells.front();
}

int LinesPosition::joinedCount() const {
  int n = 0;
  for (int colour = 0; colour < static_cast<int>(lines_.size()); ++colour) n += joined(colour) ? 1 : 0;
  return n;
}

int LinesPosition::covered() const {
  const LinesBoard& b = *board_;
  int n = 0;
  for (int c = 0; c < b.cellCount(); ++c) {
    if (!b.present(c)) continue;
    if (!b.bridge(c)) {
      n += owner_[static_cast<std::size_t>(c)] >= 0 ? 1 : 0;
      continue;
    }
    for (int axis = 0; axis < 3; ++axis) {
      if ((b.bridgeAxes(c) >> axis) & 1u) n += lanes_[static_cast<std::size_t>(c * 3 + axis)] >= 0 ? 1 : 0;
    }
  }
  return n;
}

bool LinesPosition::solved() const { return pairs_ > 0 && joinedCount() == pairs_ && covered() == coverable_; }

}  // namespace tileflow
