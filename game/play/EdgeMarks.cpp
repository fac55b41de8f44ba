// EdgeMarks: notes on the edges between cells, kept on both sides of each edge.
#include "game/play/EdgeMarks.hpp"

namespace tileflow {

EdgeMarks::EdgeMarks(const Board& board)
    : sides_(board.sides()),
      joined_(static_cast<std::size_t>(board.cellCount()), 0),
      cut_(static_cast<std::size_t>(board.cellCount()), 0) {}

EdgeMark EdgeMarks::at(int cell, int side) const {
  if (cell < 0 || static_cast<std::size_t>(cell) >= joined_.size() || side < 0 || side >= sides_) return EdgeMark::None;
  const auto c = static_cast<std::size_t>(cell);
  if ((joined_[c] >> side) & 1u) return EdgeMark::Joined;
  if ((cut_[c] >> side) & 1u) return EdgeMark::Cut;
  return EdgeMark::None;
}

bool EdgeMarks::markable(const Board& board, int cell, int side) const {
  return cell >= 0 && cell < board.cellCount() && static_cast<std::size_t>(cell) < joined_.size() && side >= 0 &&
         side < board.sides() && board.present(cell) && board.neighbour(cell, side) >= 0;
}

bool EdgeMarks::set(const Board& board, int cell, int side, EdgeMark mark) {
  if (!markable(board, cell, side)) return false;
  const EdgeMark before = at(cell, side);
  if (before == mark) return true;
  auto put = [&](int c, int s) {
    const auto i = static_cast<std::size_t>(c);
    const auto bit = static_cast<std::uint8_t>(1u << s);
    joined_[i] = static_cast<std::uint8_t>(mark == EdgeMark::Joined ? joined_[i] | bit : joined_[i] & ~bit);
    cut_[i] = static_cast<std::uint8_t>(mark == EdgeMark::Cut ? cut_[i] | bit : cut_[i] & ~bit);
  };
  put(cell, side);
  put(board.neighbour(cell, side), board.topology().opposite(side));
  if (before == EdgeMark::None) ++count_;
  if (mark == EdgeMark::None) --count_;
  return true;
}

std::optional<EdgeMark> EdgeMarks::cycle(const Board& board, int cell, int side) {
  if (!markable(board, cell, side)) return std::nullopt;
  const EdgeMark next = at(cell, side) == EdgeMark::None     ? EdgeMark::Joined
                        : at(cell, side) == EdgeMark::Joined ? EdgeMark::Cut
                                                             : EdgeMark::None;
  set(board, cell, side, next);
  return next;
}

void EdgeMarks::clear() {
  std::fill(joined_.begin(), joined_.end(), 0);
  std::fill(cut_.begin(), cut_.end(), 0);
  count_ = 0;
}

char EdgeMarks::digit(int value) { return static_cast<char>(value < 10 ? '0' + value : 'a' + (value - 10)); }

int EdgeMarks::value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'q') return c - 'a' + 10;
  return -1;
}

std::string EdgeMarks::text(const Board& board) const {
  if (empty()) return {};
  std::string out;
  out.reserve(joined_.size());
  const int owned = board.sides() / 2;
  for (int c = 0; c < static_cast<int>(joined_.size()); ++c) {
    int v = 0;
    for (int s = owned - 1; s >= 0; --s) v = v * 3 + static_cast<int>(at(c, s));
    out.push_back(digit(v));
  }
  return out;
}

std::optional<EdgeMarks> EdgeMarks::parse(const Board& board, std::string_view text) {
  EdgeMarks marks(board);
  if (text.empty()) return marks;
  if (text.size() != static_cast<std::size_t>(board.cellCount())) return std::nullopt;
  const int owned = board.sides() / 2;
  int limit = 1;
  for (int s = 0; s < owned; ++s) limit *= 3;
  for (int c = 0; c < board.cellCount(); ++c) {
    int v = value(text[static_cast<std::size_t>(c)]);
    if (v < 0 || v >= limit) return std::nullopt;
    for (int s = 0; s < owned; ++s, v /= 3) {
      const auto mark = static_cast<EdgeMark>(v % 3);
      if (mark != EdgeMark::None && !marks.set(board, c, s, mark)) return std::nullopt;
    }
  }
  return marks;
}

}  // namespace tileflow
