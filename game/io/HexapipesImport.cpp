// HexapipesImport: Hexapipes' side bits and rows mapped onto Tileflow's topology.
#include "game/io/HexapipesImport.hpp"

#include <array>
#include <charconv>

#include "game/io/YamlNode.hpp"
#include "game/model/NetPieces.hpp"

namespace tileflow {

namespace {

// Hexapipes' hexagonal bits (src/lib/puzzle/grids/hexagrid.js): 1 east, 2 north-east,
// 4 north-west, 8 west, 16 south-west, 32 south-east. Tileflow's hex sides: 0 NE, 1 E, 2 SE,
// 3 SW, 4 W, 5 NW.
constexpr std::array<int, 6> kHexSide = {1, 0, 5, 4, 3, 2};
// Hexapipes' square bits (src/lib/puzzle/grids/squaregrid.js): 1 east, 2 north, 4 west,
// 8 south. Tileflow's square sides: 0 N, 1 E, 2 S, 3 W.
constexpr std::array<int, 4> kSquareSide = {1, 0, 3, 2};

LoadError failAt(const std::string& file, const YamlNode& node, std::string message) {
  return LoadError{file, node.line, node.column, std::move(message)};
}

std::string shownNode(const YamlNode& node) {
  if (node.isMap()) return "an object";
  if (node.isSequence()) return "a list";
  if (node.kind == YamlNode::Kind::Null) return "null";
  std::string v = node.value.size() > 40 ? node.value.substr(0, 40) + "…" : node.value;
  return "'" + v + "'";
}

// A plain non-negative integer scalar (JSON number without sign, fraction or exponent).
bool readInt(const YamlNode& node, long& value) {
  if (!node.isScalar() || node.quoted || node.value.empty() || node.value.size() > 9) return false;
  for (char c : node.value)
    if (c < '0' || c > '9') return false;
  const auto* begin = node.value.data();
  return std::from_chars(begin, begin + node.value.size(), value).ec == std::errc{};
}

const YamlNode* member(const YamlNode& root, std::string_view key) {
  for (std::size_t i = 0; i < root.mapSize(); ++i)
    if (root.key(i).isScalar() && root.key(i).value == key) return &root.mapValue(i);
  return nullptr;
}

}  // namespace

bool looksLikeHexapipes(std::string_view text) {
  std::size_t i = 0;
  while (i < text.size() && (text[i] == ' ' || text[i] == '\t' || text[i] == '\r' || text[i] == '\n')) ++i;
  if (i >= text.size() || text[i] != '{') return false;
  return text.find("\"grid\"") != std::string_view::npos && text.find("\"tiles\"") != std::string_view::npos;
}

bool inHexapipesWrapFolder(const std::string& path) {
  std::size_t start = 0;
  while (start <= path.size()) {
    std::size_t end = path.find('/', start);
    if (end == std::string::npos) end = path.size();
    const std::string_view part(path.data() + start, end - start);
    if (end < path.size() && part.size() > 5 && part.ends_with("-wrap")) return true;
    start = end + 1;
  }
  return false;
}

Loaded<Level> importHexapipes(std::string_view text, const std::string& fileName, const Catalog& catalog,
                              bool wrapWhenMissing) {
  // JSON is YAML, except that JSON may indent with tabs (Hexapipes' daily puzzles do) and YAML
  // may not. JSON has no raw tab inside a string, so each becomes a space; columns stay the same.
  std::string spaced(text);
  for (char& c : spaced)
    if (c == '\t') c = ' ';
  auto parsed = readYaml(spaced, fileName);
  if (!ok(parsed)) return std::get<LoadError>(parsed);
  const YamlNode& root = std::get<YamlNode>(parsed);
  if (!root.isMap()) {
    return failAt(
        fileName, root,
        "expected a Hexapipes puzzle: a JSON object with grid, width, height and tiles, found " + shownNode(root));
  }
  auto need = [&](std::string_view key) -> const YamlNode* { return member(root, key); };
  const YamlNode* grid = need("grid");
  const YamlNode* widthNode = need("width");
  const YamlNode* heightNode = need("height");
  const YamlNode* tilesNode = need("tiles");
  const YamlNode* wrapNode = need("wrap");
  for (auto [node, key] : {std::pair{grid, "grid"}, std::pair{widthNode, "width"}, std::pair{heightNode, "height"},
                           std::pair{tilesNode, "tiles"}}) {
    if (!node) return failAt(fileName, root, std::string("missing field \"") + key + "\" of a Hexapipes puzzle");
  }

  if (!grid->isScalar() || (grid->value != "hexagonal" && grid->value != "square")) {
    return failAt(fileName, *grid,
                  "grid " + shownNode(*grid) + " cannot be imported; expected \"hexagonal\" or \"square\"");
  }
  const bool hex = grid->value == "hexagonal";

  long width = 0;
  long height = 0;
  if (!readInt(*widthNode, width) || width < 1 || width > MaxBoardSide)
    return failAt(
        fileName, *widthNode,
        "width must be a whole number 1 to " + std::to_string(MaxBoardSide) + ", found " + shownNode(*widthNode));
  if (!readInt(*heightNode, height) || height < 1 || height > MaxBoardSide)
    return failAt(
        fileName, *heightNode,
        "height must be a whole number 1 to " + std::to_string(MaxBoardSide) + ", found " + shownNode(*heightNode));

  bool wrap = wrapWhenMissing && !wrapNode;
  if (wrapNode && wrapNode->kind != YamlNode::Kind::Null) {
    if (!wrapNode->isScalar() || wrapNode->quoted || (wrapNode->value != "true" && wrapNode->value != "false"))
      return failAt(fileName, *wrapNode, "wrap must be true or false, found " + shownNode(*wrapNode));
    wrap = wrapNode->value == "true";
  }
  const long cells = width * height;
  if (!tilesNode->isSequence())
    return failAt(fileName, *tilesNode, "tiles must be a list of side bitmasks, found " + shownNode(*tilesNode));
  if (static_cast<long>(tilesNode->items.size()) != cells) {
    return failAt(fileName, *tilesNode,
                  "expected " + std::to_string(cells) + " tiles (" + std::to_string(width) + "x" +
                      std::to_string(height) + "), found " + std::to_string(tilesNode->items.size()));
  }

  const Shape shape = hex ? Shape::Hex : Shape::Square;
  const auto pieces = NetPieces::find(catalog, shape);
  if (!pieces) {
    return failAt(fileName, *grid,
                  std::string("the catalog has no flow kind with Net's ") + (hex ? "hex" : "square") + " pieces");
  }
  int blank = -1;
  if (const Environment* env = catalog.findEnvironment(pieces->environment()))
    blank = catalog.forShape(*env, shape).blankTile;
  if (blank < 0) blank = pieces->tile(0).type;

  const int sides = hex ? 6 : 4;
  Level level;
  level.name = std::string("Hexapipes ") + (hex ? "hexagonal " : "square ") + std::to_string(width) + "x" +
               std::to_string(height) + (wrap ? " wrapping" : "");
  level.environment = pieces->environment();
  level.rules = Rules::net();
  level.board =
      Board(catalog, static_cast<int>(width), static_cast<int>(height), hex ? Topology::hex() : Topology::square());
  // hexagrid.js joins row -1 to row height-1 one column further east, and row height to row 0
  // one column west on an even height (the same column on an odd one): Tileflow's twisted seam.
  // Square boards wrap straight.
  if (wrap) level.board.setWrap(hex ? Wrap::Twisted : Wrap::Straight);
  int present = 0;
  for (long i = 0; i < cells; ++i) {
    const YamlNode& item = tilesNode->items[static_cast<std::size_t>(i)];
    long bits = 0;
    if (!readInt(item, bits) || bits >= (1L << sides)) {
      return failAt(fileName, item,
                    "tile " + std::to_string(i) + " must be a side bitmask 0 to " + std::to_string((1 << sides) - 1) +
                        ", found " + shownNode(item));
    }
    const int cell = static_cast<int>(i);
    if (bits == 0) {
      // Hexapipes leaves a cell with no pipes out of the board (abstractgrid.js, emptyCells).
      if (blank < 0) return failAt(fileName, item, "the catalog has no blank tile for a cell left out");
      level.board.removeCell(cell, blank);
      continue;
    }
    NetMask mask = 0;
    for (int b = 0; b < sides; ++b)
      if (bits & (1L << b))
        mask = static_cast<NetMask>(
            mask | (1u << (hex ? kHexSide[static_cast<std::size_t>(b)] : kSquareSide[static_cast<std::size_t>(b)])));
    const NetTile& piece = pieces->tile(mask);
    if (piece.type < 0)
      return failAt(fileName, item, "no Net piece of the catalog shows tile " + std::to_string(i) + "'s sides");
    level.board.place(cell, piece.type, piece.rotation);
    ++present;
  }
  if (present < 2) return failAt(fileName, *tilesNode, "a puzzle needs at least 2 tiles with pipes");
  return level;
}

}  // namespace tileflow
