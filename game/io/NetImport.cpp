// NetImport: a strict parser for Net game IDs; every rejection points at its character.
#include "game/io/NetImport.hpp"

#include <optional>
#include <string>

#include "game/model/NetPieces.hpp"

namespace tileflow {

namespace {

constexpr const char* kNetIdFile = "<net-id>";

LoadError fail(std::size_t index, std::string message) {
  return LoadError{kNetIdFile, 1, static_cast<int>(index) + 1, std::move(message)};
}

bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }
bool isDigit(char c) { return c >= '0' && c <= '9'; }

int hexValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

std::string shownIdChar(char c) {
  if (c == ' ') return "a space";
  if (c >= 0x21 && c <= 0x7e) return std::string("'") + c + "'";
  return "byte " + std::to_string(static_cast<unsigned char>(c));
}

// Net's direction bits (1 right, 2 up, 4 left, 8 down) as Tileflow sides (N E S W).
NetMask fromNetBits(int bits) {
  NetMask m = 0;
  if (bits & 1) m |= 0x2;
  if (bits & 2) m |= 0x1;
  if (bits & 4) m |= 0x8;
  if (bits & 8) m |= 0x4;
  return m;
}

}  // namespace

Loaded<Level> importNetId(std::string_view id, const Catalog& catalog) {
  // Surrounding white space is forgiven (IDs get pasted with newlines); columns stay those of
  // the text as given.
  std::size_t pos = 0;
  std::size_t end = id.size();
  while (pos < end && isSpace(id[pos])) ++pos;
  while (end > pos && isSpace(id[end - 1])) --end;
  if (pos == end) return fail(pos, "empty game ID; expected WxH:tiles as `sgt-net --generate` prints");

  auto readNumber = [&](const char* what, int& value) -> std::optional<LoadError> {
    const std::size_t start = pos;
    if (pos >= end || !isDigit(id[pos])) {
      return fail(pos, std::string("expected the ") + what + " (a number), found " +
                           (pos >= end ? std::string("end of ID") : shownIdChar(id[pos])));
    }
    long v = 0;
    while (pos < end && isDigit(id[pos])) {
      v = v * 10 + (id[pos] - '0');
      if (v > MaxBoardSide)
        return fail(start, std::string("the ") + what + " must be 1 to " + std::to_string(MaxBoardSide));
      ++pos;
    }
    if (v < 1) return fail(start, std::string("the ") + what + " must be 1 to " + std::to_string(MaxBoardSide));
    value = static_cast<int>(v);
    return std::nullopt;
  };

  int width = 0;
  int height = 0;
  if (auto e = readNumber("width", width)) return *e;
  if (pos < end && id[pos] == 'x') {
    ++pos;
    if (auto e = readNumber("height", height)) return *e;
  } else {
    height = width;  // Net reads "5" as 5x5
  }
  bool wrap = false;
  while (pos < end && id[pos] != ':') {
    const char c = id[pos];
    if (c == 'w') {
      wrap = true;
      ++pos;
    } else if (c == 'a') {
      ++pos;
    } else if (c == 'b') {
      ++pos;
      while (pos < end && (isDigit(id[pos]) || id[pos] == '.')) ++pos;
    } else if (c == '#') {
      return fail(
          pos,
          "a random-seed ID ('#') cannot be imported; give the game ID (WxH:tiles) that `sgt-net --generate` prints");
    } else {
      return fail(pos, "unexpected " + shownIdChar(c) + " in the parameters; expected 'w', 'b<rate>', 'a' or ':'");
    }
  }
  if (pos >= end) return fail(pos, "expected ':' and the tiles after the parameters, found end of ID");
  if (width * height < 2) return fail(0, "a Net board needs at least 2 tiles");
  ++pos;  // ':'

  const auto pieces = NetPieces::find(catalog);
  if (!pieces) return fail(0, "the catalog has no flow kind with Net's five pieces");

  Level level;
  level.name = "Net " + std::to_string(width) + "x" + std::to_string(height) + (wrap ? " wrapping" : "");
  level.environment = pieces->environment();
  level.rules = Rules::net();
  level.board = Board(catalog, width, height);
  if (wrap) level.board.setWrap(true);
  const int tiles = width * height;
  for (int i = 0; i < tiles; ++i) {
    if (pos >= end) {
      return fail(pos, "expected " + std::to_string(tiles) + " tiles (" + std::to_string(width) + "x" +
                           std::to_string(height) + "), found only " + std::to_string(i));
    }
    const int bits = hexValue(id[pos]);
    if (bits < 0) return fail(pos, "expected a tile (hex digit 0-9, a-f), found " + shownIdChar(id[pos]));
    const NetTile& piece = pieces->tile(fromNetBits(bits));
    if (piece.type < 0) return fail(pos, "the catalog has no blank tile for an empty Net tile");
    level.board.place(i, piece.type, piece.rotation);
    ++pos;
    const int x = i % width;
    const int y = i / width;
    bool right = false;
    bool below = false;
    while (pos < end && (id[pos] == 'v' || id[pos] == 'h')) {
      const bool isRight = id[pos] == 'v';
      if (isRight ? right : below) return fail(pos, std::string("barrier '") + id[pos] + "' repeated on one tile");
      if (isRight && !wrap && x == width - 1) {
        return fail(pos, "barrier 'v' on the right border, where a non-wrapping board has no edge");
      }
      if (!isRight && !wrap && y == height - 1) {
        return fail(pos, "barrier 'h' on the bottom border, where a non-wrapping board has no edge");
      }
      (isRight ? right : below) = true;
      level.board.setWall(i, isRight ? 1 : 2, true);
      ++pos;
    }
  }
  if (pos < end) {
    return fail(pos, "unexpected " + shownIdChar(id[pos]) + " after the last of " + std::to_string(tiles) + " tiles");
  }
  return level;
}

}  // namespace tileflow
