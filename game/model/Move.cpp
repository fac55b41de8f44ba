// Move: text encoding.
#include "game/model/Move.hpp"

#include <charconv>

namespace tileflow {

std::string Move::text() const {
  if (kind == Kind::Lock) return "l" + std::to_string(cell);
  return "r" + std::to_string(cell) + (turns >= 0 ? "+" : "") + std::to_string(turns);
}

std::optional<Move> Move::parse(std::string_view text) {
  if (text.size() < 2 || (text[0] != 'r' && text[0] != 'l')) return std::nullopt;
  const char* p = text.data() + 1;
  const char* end = text.data() + text.size();
  int cell = 0;
  auto [afterCell, ec] = std::from_chars(p, end, cell);
  if (ec != std::errc() || cell < 0) return std::nullopt;
  if (text[0] == 'l') {
    if (afterCell != end) return std::nullopt;
    return lock(cell);
  }
  if (afterCell == end || (*afterCell != '+' && *afterCell != '-')) return std::nullopt;
  const bool negative = *afterCell == '-';
  int turns = 0;
  auto [afterTurns, ec2] = std::from_chars(afterCell + 1, end, turns);
  if (ec2 != std::errc() || afterTurns != end || turns > 6) return std::nullopt;
  return rotate(cell, negative ? -turns : turns);
}

}  // namespace tileflow
