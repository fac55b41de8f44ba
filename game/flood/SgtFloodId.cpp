// SgtFloodId: a strict reader for Flood game IDs; every rejection points at its character.
#include "game/flood/SgtFloodId.hpp"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <vector>

namespace tileflow {
namespace {

SgtFloodIdError fail(std::size_t index, std::string message) {
  return SgtFloodIdError{static_cast<int>(index) + 1, std::move(message)};
}

bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }
bool isDigit(char c) { return c >= '0' && c <= '9'; }

std::string shown(char c) {
  if (c == ' ') return "a space";
  if (c >= 0x21 && c <= 0x7e) return std::string("'") + c + "'";
  return "byte " + std::to_string(static_cast<unsigned char>(c));
}

}  // namespace

std::variant<SgtFloodGame, SgtFloodIdError> parseSgtFloodId(std::string_view id) {
  std::size_t pos = 0;
  std::size_t end = id.size();
  while (pos < end && isSpace(id[pos])) ++pos;
  while (end > pos && isSpace(id[end - 1])) --end;
  if (pos == end) return fail(pos, "empty game ID; expected WxH:CELLS,MOVES as `sgt-flood --generate` prints");
  auto found = [&]() { return pos >= end ? std::string("the end of the ID") : shown(id[pos]); };

  // A number from `low` to `high`.
  auto readNumber = [&](const char* what, int low, int high, int& value) -> std::optional<SgtFloodIdError> {
    const std::size_t start = pos;
    if (pos >= end || !isDigit(id[pos]))
      return fail(pos, std::string("expected the ") + what + " (a number), found " + found());
    long v = 0;
    while (pos < end && isDigit(id[pos])) {
      v = v * 10 + (id[pos] - '0');
      if (v > high)
        return fail(start,
                    std::string("the ") + what + " must be " + std::to_string(low) + " to " + std::to_string(high));
      ++pos;
    }
    if (v < low)
      return fail(start,
                  std::string("the ") + what + " must be " + std::to_string(low) + " to " + std::to_string(high));
    value = static_cast<int>(v);
    return std::nullopt;
  };

  int width = 0;
  int height = 0;
  if (auto e = readNumber("width", ColourBoard::MinSide, ColourBoard::MaxSide, width)) return *e;
  height = width;
  if (pos < end && id[pos] == 'x') {
    ++pos;
    if (auto e = readNumber("height", ColourBoard::MinSide, ColourBoard::MaxSide, height)) return *e;
  }
  int colours = 0;  // 0: as many as the highest colour
  std::size_t coloursAt = pos;
  while (pos < end && id[pos] != ':') {
    if (id[pos] == 'c') {
      coloursAt = pos;
      ++pos;
      if (auto e = readNumber("colour count", ColourBoard::MinColours, ColourBoard::MaxColours, colours)) return *e;
    } else if (id[pos] == 'm') {
      ++pos;
      int leniency = 0;
      if (auto e = readNumber("leniency", 0, MaxSgtFloodMoves, leniency)) return *e;
    } else {
      return fail(pos, "expected ':' after the size " + std::to_string(width) + "x" + std::to_string(height) +
                           " (or sgt's c<colours> or m<leniency>), found " + found());
    }
  }
  if (pos >= end) return fail(pos, "expected ':' and the cells after the size, found the end of the ID");
  ++pos;

  const std::size_t cellCount = static_cast<std::size_t>(width) * static_cast<std::size_t>(height);
  std::vector<std::uint8_t> cells;
  cells.reserve(cellCount);
  int highest = 0;
  while (pos < end && id[pos] != ',') {
    const char c = id[pos];
    if (!isDigit(c)) {
      if (c >= 'A' && c <= 'Z')
        return fail(pos, "colour " + std::to_string(c - 'A' + 11) + " (" + shown(c) + ") is more than the " +
                             std::to_string(ColourBoard::MaxColours) + " colours a Flood board may have");
      return fail(pos, "expected a cell's colour ('0' to '9') or ',' before the move limit, found " + shown(c));
    }
    if (cells.size() == cellCount)
      return fail(pos, "more cells than the " + std::to_string(cellCount) + " of a " + std::to_string(width) + "x" +
                           std::to_string(height) + " board");
    const int colour = c - '0';
    if (colours > 0 && colour >= colours)
      return fail(pos, "colour " + std::to_string(colour + 1) + " on a board of " + std::to_string(colours) +
                           " colours (the c" + std::to_string(colours) + " at column " + std::to_string(coloursAt + 1) +
                           ")");
    highest = std::max(highest, colour);
    cells.push_back(static_cast<std::uint8_t>(colour));
    ++pos;
  }
  if (cells.size() < cellCount)
    return fail(pos, "a " + std::to_string(width) + "x" + std::to_string(height) + " board needs " +
                         std::to_string(cellCount) + " cells, found " + std::to_string(cells.size()));
  if (pos >= end) return fail(pos, "expected ',' and the move limit after the cells, found the end of the ID");
  ++pos;
  int moves = 0;
  if (auto e = readNumber("move limit", 0, MaxSgtFloodMoves, moves)) return *e;
  if (pos < end) return fail(pos, "expected the end of the ID after the move limit, found " + shown(id[pos]));

  if (colours == 0) colours = std::max(ColourBoard::MinColours, highest + 1);
  // Every limit ColourBoard checks is checked above, so this does not throw.
  return SgtFloodGame{ColourBoard(width, height, colours, Shape::Square, std::move(cells)), moves};
}

std::string formatSgtFloodId(const ColourBoard& board, int moves) {
  if (board.shape() != Shape::Square) throw std::invalid_argument("Simon Tatham's Flood has square boards only");
  if (moves < 0 || moves > MaxSgtFloodMoves)
    throw std::invalid_argument("a move limit is 0 to " + std::to_string(MaxSgtFloodMoves) + ", not " +
                                std::to_string(moves));
  int highest = 0;
  for (std::uint8_t c : board.cells()) highest = std::max(highest, static_cast<int>(c));
  std::string id = std::to_string(board.width()) + "x" + std::to_string(board.height());
  if (board.colours() != std::max(ColourBoard::MinColours, highest + 1)) id += "c" + std::to_string(board.colours());
  id += ':';
  for (std::uint8_t c : board.cells()) id += static_cast<char>('0' + c);
  id += ',' + std::to_string(moves);
  return id;
}

}  // namespace tileflow
