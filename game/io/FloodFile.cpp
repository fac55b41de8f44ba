// FloodFile: the Flood board format, written and read.
#include "game/io/FloodFile.hpp"

#include <cstdint>
#include <filesystem>
#include <utility>
#include <vector>

#include "game/flood/SgtFloodId.hpp"
#include "game/io/FloodShareCode.hpp"
#include "game/io/LoadFailure.hpp"
#include "game/io/TextFile.hpp"
#include "game/io/YamlFields.hpp"
#include "game/io/YamlNode.hpp"

namespace tileflow {

namespace {

constexpr int Format = 1;

[[noreturn]] void failInside(const YamlNode& row, std::size_t index, const std::string& message) {
  // A quoted row's text starts one column after its opening quote.
  throw LoadFailure(row.line, row.column + (row.quoted ? 1 : 0) + static_cast<int>(index), message);
}

FloodPuzzle readPuzzle(const YamlNode& root) {
  if (!root.isMap()) failAt(root, "the file is not a YAML map");
  const YamlFields f(root, "Flood board", {"flood", "width", "height", "colours", "shape", "moves", "rows"});
  const YamlNode& format = f.require("flood");
  if (!format.isScalar() || format.value != std::to_string(Format))
    failAt(format, "unknown Flood board format " + shown(format.value) + "; this version reads 'flood: 1'");
  const int width = static_cast<int>(readInt(f.require("width"), "width", ColourBoard::MinSide, ColourBoard::MaxSide));
  const int height =
      static_cast<int>(readInt(f.require("height"), "height", ColourBoard::MinSide, ColourBoard::MaxSide));
  const int colours =
      static_cast<int>(readInt(f.require("colours"), "colours", ColourBoard::MinColours, ColourBoard::MaxColours));
  Shape shape = Shape::Square;
  if (const YamlNode* s = f.find("shape")) {
    const std::string name = readString(*s, "shape", 16);
    if (name == "hex") {
      shape = Shape::Hex;
    } else if (name != "square") {
      failAt(*s, "shape " + shown(name) + " is neither 'square' nor 'hex'");
    }
  }
  int moveLimit = 0;
  if (const YamlNode* m = f.find("moves")) moveLimit = static_cast<int>(readInt(*m, "moves", 0, MaxFloodMoveLimit));
  const YamlNode& rows = expectSequence(f.require("rows"), "rows");
  if (rows.items.size() != static_cast<std::size_t>(height))
    failAt(rows, "'rows' should hold " + std::to_string(height) + " rows (the height), not " +
                     std::to_string(rows.items.size()));
  std::vector<std::uint8_t> cells;
  cells.reserve(static_cast<std::size_t>(width) * static_cast<std::size_t>(height));
  for (const YamlNode& row : rows.items) {
    const std::string text = readString(row, "row", static_cast<std::size_t>(ColourBoard::MaxSide) + 1);
    for (std::size_t i = 0; i < text.size(); ++i) {
      const char c = text[i];
      if (c < '0' || c > '9') failInside(row, i, "a row holds digits, one per cell; found " + shown(text.substr(i, 1)));
      if (c - '0' >= colours)
        failInside(row, i,
                   "colour " + std::to_string(c - '0' + 1) + " (digit " + c + ") on a board of " +
                       std::to_string(colours) + " colours (digits 0 to " + std::to_string(colours - 1) + ")");
      if (static_cast<int>(i) >= width)
        failInside(row, i, "the row is longer than the width, " + std::to_string(width) + " cells");
      cells.push_back(static_cast<std::uint8_t>(c - '0'));
    }
    if (static_cast<int>(text.size()) < width)
      failInside(row, text.size(),
                 "the row has " + std::to_string(text.size()) + " cells, not the width, " + std::to_string(width));
  }
  // Every limit ColourBoard checks is checked above, so this does not throw.
  return FloodPuzzle{ColourBoard(width, height, colours, shape, std::move(cells)), moveLimit};
}

}  // namespace

std::string writeFloodFile(const FloodPuzzle& puzzle) {
  const ColourBoard& b = puzzle.board;
  std::string out = "flood: " + std::to_string(Format) + "\n";
  out += "width: " + std::to_string(b.width()) + "\n";
  out += "height: " + std::to_string(b.height()) + "\n";
  out += "colours: " + std::to_string(b.colours()) + "\n";
  out += std::string("shape: ") + (b.shape() == Shape::Hex ? "hex" : "square") + "\n";
  if (puzzle.moveLimit > 0) out += "moves: " + std::to_string(puzzle.moveLimit) + "\n";
  out += "rows:\n";
  for (int y = 0; y < b.height(); ++y) {
    out += "  - \"";
    for (int x = 0; x < b.width(); ++x) out += static_cast<char>('0' + b.colour(y * b.width() + x));
    out += "\"\n";
  }
  return out;
}

Loaded<FloodPuzzle> parseFloodFile(std::string_view text, const std::string& fileName) {
  return readYamlAs<FloodPuzzle>(text, fileName, readPuzzle);
}

Loaded<FloodPuzzle> loadFloodFile(const std::filesystem::path& path) {
  return loadTextFileWith(path, MaxFloodFileBytes, parseFloodFile);
}

Loaded<FloodPuzzle> floodPuzzleFromId(std::string_view id) {
  if (looksLikeFloodShareCode(id)) return decodeFloodShareCode(id);
  auto parsed = parseSgtFloodId(id);
  if (const auto* e = std::get_if<SgtFloodIdError>(&parsed)) return LoadError{"<flood-id>", 1, e->column, e->message};
  auto& game = std::get<SgtFloodGame>(parsed);
  return FloodPuzzle{std::move(game.board), game.moves};
}

std::optional<Loaded<FloodPuzzle>> readFloodText(std::string_view text, const std::string& source) {
  const std::string_view rest = trimmedText(text);
  if (rest.empty()) return std::nullopt;
  // A board file says so in its first key.
  if (rest.starts_with("flood:") || text.find("\nflood:") != std::string_view::npos)
    return parseFloodFile(text, source);
  if (looksLikeFloodShareCode(rest)) return decodeFloodShareCode(rest);
  // An ID: a size "WxH" then ':'.
  std::size_t i = 0;
  const auto digits = [&] {
    const std::size_t from = i;
    while (i < rest.size() && rest[i] >= '0' && rest[i] <= '9') ++i;
    return i > from;
  };
  if (!digits() || i >= rest.size() || rest[i++] != 'x' || !digits() || i >= rest.size() || rest[i] != ':')
    return std::nullopt;
  return floodPuzzleFromId(rest);
}

Loaded<FloodPuzzle> loadFloodPuzzle(const std::string& source, bool* isFile) {
  // A file of that name wins; anything else is read as a game ID.
  std::error_code ec;
  const bool file = std::filesystem::exists(source, ec);
  if (isFile != nullptr) *isFile = file;
  return file ? loadFloodFile(source) : floodPuzzleFromId(source);
}

}  // namespace tileflow
