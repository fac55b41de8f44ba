// LinesFile: the Lines level and pack format, written and read.
#include "game/io/LinesFile.hpp"

#include <cstdio>
#include <stdexcept>
#include <utility>

#include "game/generate/LineDrawing.hpp"
#include "game/io/LoadFailure.hpp"
#include "game/io/TextFile.hpp"
#include "game/io/YamlFields.hpp"
#include "game/io/YamlNode.hpp"
#include "game/lines/LinesPosition.hpp"
#include "game/model/Neighbour.hpp"

namespace tileflow {

namespace {

constexpr int LinesFormat = 1;

[[noreturn]] void failInsideLinesRow(const YamlNode& row, std::size_t index, const std::string& message) {
  // A quoted row's text starts one column after its opening quote.
  throw LoadFailure(row.line, row.column + (row.quoted ? 1 : 0) + static_cast<int>(index), message);
}

// A list of small whole numbers ([x, y, side] and the like), each within its bounds.
std::vector<int> readLinesNumbers(const YamlNode& node, std::string_view what,
                                  const std::vector<std::pair<int, int>>& bounds) {
  const YamlNode& list = expectSequence(node, what);
  if (list.items.size() != bounds.size())
    failAt(list, std::string(what) + " holds " + std::to_string(bounds.size()) + " numbers, not " +
                     std::to_string(list.items.size()));
  std::vector<int> out;
  for (std::size_t i = 0; i < bounds.size(); ++i)
    out.push_back(static_cast<int>(readInt(list.items[i], what, bounds[i].first, bounds[i].second)));
  return out;
}

LinesLevel readLinesLevel(const YamlNode& node) {
  const YamlFields f(node, "Lines level",
                     {"id", "name", "width", "height", "shape", "wrap", "rows", "walls", "portals", "bridges",
                      "solution", "algorithm", "perfect", "difficulty", "seed"});
  LinesLevel level;
  level.id = readId(f.require("id"), "id");
  if (const YamlNode* n = f.find("name")) level.name = readString(*n, "name", 80);
  const int width = static_cast<int>(readInt(f.require("width"), "width", 1, MaxLinesSide));
  const int height = static_cast<int>(readInt(f.require("height"), "height", 1, MaxLinesSide));
  Shape shape = Shape::Square;
  if (const YamlNode* s = f.find("shape")) {
    const std::string name = readString(*s, "shape", 16);
    if (name == "hex") {
      shape = Shape::Hex;
    } else if (name != "square") {
      failAt(*s, "shape " + shown(name) + " is neither 'square' nor 'hex'");
    }
  }
  bool wrap = false;
  if (const YamlNode* w = f.find("wrap")) {
    wrap = readBool(*w, "wrap");
    if (wrap && shape == Shape::Hex && height % 2 != 0) failAt(*w, "a wrapping hex board needs an even height");
  }
  LinesBoard board(width, height, shape, wrap);
  const auto cellOf = [&](int x, int y) { return board.cellAt(x, y); };
  // Portals first: their cells become holes, which the rows then show as '#'.
  if (const YamlNode* list = f.find("portals")) {
    for (const YamlNode& item : expectSequence(*list, "portals").items) {
      const std::vector<int> p = readLinesNumbers(item, "a portal ([x1, y1, x2, y2])",
                                                  {{0, width - 1}, {0, height - 1}, {0, width - 1}, {0, height - 1}});
      const int a = cellOf(p[0], p[1]);
      const int b = cellOf(p[2], p[3]);
      if (a == b || board.portalPartner(a) >= 0 || board.portalPartner(b) >= 0)
        failAt(item, "a portal joins two different cells, each in one portal only");
      board.addPortal(a, b);
    }
  }
  const YamlNode& rows = expectSequence(f.require("rows"), "rows");
  if (rows.items.size() != static_cast<std::size_t>(height))
    failAt(rows, "'rows' should hold " + std::to_string(height) + " rows (the height), not " +
                     std::to_string(rows.items.size()));
  std::vector<int> seen(MaxLinesColours, 0);
  for (int y = 0; y < height; ++y) {
    const YamlNode& row = rows.items[static_cast<std::size_t>(y)];
    const std::string text = readString(row, "row", static_cast<std::size_t>(MaxLinesSide) + 1);
    if (static_cast<int>(text.size()) != width)
      failInsideLinesRow(
          row, std::min(text.size(), static_cast<std::size_t>(width)),
          "the row has " + std::to_string(text.size()) + " cells, not the width, " + std::to_string(width));
    for (int x = 0; x < width; ++x) {
      const char c = text[static_cast<std::size_t>(x)];
      const int cell = cellOf(x, y);
      const bool portal = board.portalPartner(cell) >= 0;
      if (portal && c != '#') failInsideLinesRow(row, static_cast<std::size_t>(x), "a portal's cell shows as '#'");
      if (c == '.' || portal) continue;
      if (c == '#') {
        board.removeCell(cell);
      } else if (c == '+') {
        board.setBridge(cell, board.everyAxis());
      } else if (const int colour = linesColourOf(c); colour >= 0) {
        if (++seen[static_cast<std::size_t>(colour)] > 2)
          failInsideLinesRow(
              row, static_cast<std::size_t>(x),
              std::string("'") + c + "' appears a third time; each letter or digit marks the two ends of one line");
        board.setEndpoint(cell, colour);
      } else {
        failInsideLinesRow(row, static_cast<std::size_t>(x),
                           "a cell is a letter or digit (a dot), '.', '#' (a hole) or '+' (a bridge), not " +
                               shown(std::string(1, c)));
      }
    }
  }
  if (const YamlNode* list = f.find("walls")) {
    for (const YamlNode& item : expectSequence(*list, "walls").items) {
      const std::vector<int> w =
          readLinesNumbers(item, "a wall ([x, y, side])", {{0, width - 1}, {0, height - 1}, {0, board.sides() - 1}});
      board.setWall(cellOf(w[0], w[1]), w[2], true);
    }
  }
  if (const YamlNode* list = f.find("bridges")) {
    for (const YamlNode& item : expectSequence(*list, "bridges").items) {
      const std::vector<int> b = readLinesNumbers(item, "a bridge ([x, y, axes])",
                                                  {{0, width - 1}, {0, height - 1}, {3, shape == Shape::Hex ? 7 : 3}});
      const int cell = cellOf(b[0], b[1]);
      if (!board.bridge(cell)) failAt(item, "a bridge's axes are given for a '+' cell of the rows");
      if (b[2] == 4) failAt(item, "a bridge carries at least two axes (3, 5, 6 or 7 on hex)");
      board.setBridge(cell, static_cast<unsigned>(b[2]));
    }
  }
  if (const auto why = board.problem()) failAt(rows, "the board is not a Lines puzzle: " + *why);
  if (const YamlNode* list = f.find("solution")) {
    const YamlNode& lines = expectSequence(*list, "solution");
    LinesPosition position(board);
    for (const YamlNode& item : lines.items) {
      const std::string text = readString(item, "a line of the solution", 8 * MaxLinesSide * MaxLinesSide);
      const auto move = parseLinesMove(text, width, height);
      if (!move || move->kind != LinesMove::Kind::Draw)
        failAt(item, "a line of the solution is a 'draw' move: " + shown(text));
      if (const auto why = position.whyNot(move->colour, move->cells))
        failAt(item, "this line cannot be drawn: " + *why);
      position.setLine(move->colour, move->cells);
    }
    if (!position.solved()) failAt(lines, "the solution does not solve the level");
    for (int colour = 0; colour < board.colours(); ++colour) level.solution.push_back(position.line(colour));
  }
  if (const YamlNode* a = f.find("algorithm")) {
    level.algorithm = readString(*a, "algorithm", 32);
    if (!lineAlgorithmNamed(level.algorithm)) failAt(*a, "unknown drawing algorithm " + shown(level.algorithm));
  }
  if (const YamlNode* p = f.find("perfect")) level.perfect = readBool(*p, "perfect");
  if (const YamlNode* d = f.find("difficulty")) level.difficulty = readNumber(*d, "difficulty", 0, 1e6);
  if (const YamlNode* s = f.find("seed")) level.seed = readUnsigned(*s, "seed");
  level.board = std::move(board);
  return level;
}

LinesPack readLinesPack(const YamlNode& root) {
  if (!root.isMap()) failAt(root, "the file is not a YAML map");
  const YamlFields f(root, "Lines file", {"lines", "pack", "levels"});
  const YamlNode& format = f.require("lines");
  if (!format.isScalar() || format.value != std::to_string(LinesFormat))
    failAt(format, "unknown Lines file format " + shown(format.value) + "; this version reads 'lines: 1'");
  LinesPack pack;
  if (const YamlNode* header = f.find("pack")) {
    const YamlFields p(*header, "pack", {"id", "name"});
    pack.id = readId(p.require("id"), "id");
    pack.name = readString(p.require("name"), "name", 80);
  }
  const YamlNode& levels = expectSequence(f.require("levels"), "levels");
  if (levels.items.empty()) failAt(levels, "'levels' holds no level");
  if (levels.items.size() > MaxLinesLevelsPerFile)
    failAt(levels, "a Lines file holds at most " + std::to_string(MaxLinesLevelsPerFile) + " levels");
  for (const YamlNode& item : levels.items) {
    pack.levels.push_back(readLinesLevel(item));
    for (std::size_t k = 0; k + 1 < pack.levels.size(); ++k) {
      if (pack.levels[k].id == pack.levels.back().id)
        failAt(item, "a second level with the id " + shown(pack.levels[k].id));
    }
  }
  return pack;
}

std::string quotedLines(const std::string& text) {
  std::string out = "\"";
  for (const char c : text) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out + "\"";
}

}  // namespace

std::string writeLinesFile(const LinesPack& pack) {
  std::string out = "lines: " + std::to_string(LinesFormat) + "\n";
  if (!pack.id.empty()) out += "pack:\n  id: " + quotedLines(pack.id) + "\n  name: " + quotedLines(pack.name) + "\n";
  out += "levels:\n";
  for (const LinesLevel& level : pack.levels) {
    const LinesBoard& b = level.board;
    out += "  - id: " + quotedLines(level.id) + "\n";
    if (!level.name.empty()) out += "    name: " + quotedLines(level.name) + "\n";
    out += "    width: " + std::to_string(b.width()) + "\n";
    out += "    height: " + std::to_string(b.height()) + "\n";
    out += std::string("    shape: ") + (b.shape() == Shape::Hex ? "hex" : "square") + "\n";
    if (b.wrap()) out += "    wrap: true\n";
    out += "    rows:\n";
    for (int y = 0; y < b.height(); ++y) {
      std::string row;
      for (int x = 0; x < b.width(); ++x) {
        const int cell = b.cellAt(x, y);
        row += !b.present(cell)        ? '#'
               : b.bridge(cell)        ? '+'
               : b.endpoint(cell) >= 0 ? linesColourSymbol(b.endpoint(cell))
                                       : '.';
      }
      out += "      - " + quotedLines(row) + "\n";
    }
    std::string walls;
    std::string portals;
    std::string bridges;
    for (int cell = 0; cell < b.cellCount(); ++cell) {
      const std::string at = std::to_string(cell % b.width()) + ", " + std::to_string(cell / b.width());
      for (int side = 0; side < b.sides(); ++side) {
        // Each wall once: from the cell it is written for, the lower-numbered of the two.
        if (!b.wall(cell, side)) continue;
        const int across =
            neighbourCell(b.topology(), cell % b.width(), cell / b.width(), side, b.width(), b.height(), b.wrap());
        if (across >= 0 && across < cell) continue;
        walls += "      - [" + at + ", " + std::to_string(side) + "]\n";
      }
      if (b.portalPartner(cell) > cell) {
        const int p = b.portalPartner(cell);
        portals +=
            "      - [" + at + ", " + std::to_string(p % b.width()) + ", " + std::to_string(p / b.width()) + "]\n";
      }
      if (b.bridge(cell) && b.bridgeAxes(cell) != b.everyAxis())
        bridges += "      - [" + at + ", " + std::to_string(b.bridgeAxes(cell)) + "]\n";
    }
    if (!walls.empty()) out += "    walls:\n" + walls;
    if (!portals.empty()) out += "    portals:\n" + portals;
    if (!bridges.empty()) out += "    bridges:\n" + bridges;
    if (!level.solution.empty()) {
      out += "    solution:\n";
      for (std::size_t colour = 0; colour < level.solution.size(); ++colour) {
        if (level.solution[colour].empty()) continue;
        LinesMove move;
        move.kind = LinesMove::Kind::Draw;
        move.colour = static_cast<int>(colour);
        move.cells = level.solution[colour];
        out += "      - " + quotedLines(linesMoveText(move, b.width())) + "\n";
      }
    }
    if (!level.algorithm.empty()) out += "    algorithm: " + quotedLines(level.algorithm) + "\n";
    if (level.perfect) out += "    perfect: true\n";
    if (level.difficulty > 0) {
      char text[32];
      std::snprintf(text, sizeof text, "%.1f", level.difficulty);
      out += std::string("    difficulty: ") + text + "\n";
    }
    if (level.seed != 0) out += "    seed: " + std::to_string(level.seed) + "\n";
  }
  return out;
}

Loaded<LinesPack> parseLinesFile(std::string_view text, const std::string& fileName) {
  return readYamlAs<LinesPack>(text, fileName, readLinesPack);
}

Loaded<LinesPack> loadLinesFile(const std::filesystem::path& path) {
  return loadTextFileWith(path, MaxLinesFileBytes, parseLinesFile);
}

}  // namespace tileflow
