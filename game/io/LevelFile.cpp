// LevelFile: reads and writes level and pack files (docs/level-format.md). Reading checks every
// value against the catalog and the rules, so a level that loads can always be played.
#include "game/io/LevelFile.hpp"

#include <algorithm>
#include <charconv>
#include <optional>
#include <set>
#include <system_error>

#include "game/io/LoadFailure.hpp"
#include "game/io/TextFile.hpp"
#include "game/io/YamlFields.hpp"
#include "game/io/YamlNode.hpp"
#include "game/model/Neighbour.hpp"
#include "game/model/Puzzle.hpp"

namespace tileflow {

namespace {

// Side names in side order, clockwise from north (square) or north-east (hex, pointy rows).
const std::vector<std::string_view> kSquareSides = {"N", "E", "S", "W"};
const std::vector<std::string_view> kHexSides = {"NE", "E", "SE", "SW", "W", "NW"};
// A cell left out of a shaped board, in the tiles and solution rows.
constexpr std::string_view kAbsent = ".";
constexpr int kMaxParMoves = 1000000;
constexpr int kMaxParSeconds = 10000000;

const std::vector<std::string_view> kLevelKeys = {
    "id",    "name",  "environment", "shape",     "size",     "width", "height",     "wrap", "rules", "tiles",
    "walls", "locks", "portals",     "landmarks", "solution", "par",   "difficulty", "seed", "drawn"};

std::vector<std::string_view> levelFileKeys() {
  std::vector<std::string_view> keys{"format"};
  keys.insert(keys.end(), kLevelKeys.begin(), kLevelKeys.end());
  return keys;
}

std::string shapeName(int sides) { return sides == 6 ? "hex" : "square"; }

std::string cellText(int x, int y) { return "(" + std::to_string(x) + ", " + std::to_string(y) + ")"; }

const std::vector<std::string_view>& sideNames(const Board& board) {
  return board.sides() == 6 ? kHexSides : kSquareSides;
}

class LevelReader {
 public:
  explicit LevelReader(const Catalog& catalog) : catalog_(catalog) {}

  Level read(const YamlFields& f) {
    Level level;
    if (const YamlNode* id = f.find("id")) level.id = readId(*id, "level id");
    if (const YamlNode* name = f.find("name")) level.name = readString(*name, "level name");
    level.environment = "all";
    const Environment* env = &catalog_.everything();
    if (const YamlNode* envNode = f.find("environment")) {
      level.environment = readId(*envNode, "environment");
      env = catalog_.findEnvironment(level.environment);
      if (!env) failAt(*envNode, "unknown environment " + shown(level.environment));
    }
    int width = 0;
    int height = 0;
    readSize(f, width, height);
    const Topology topology = readShape(f.find("shape"));
    level.board = Board(catalog_, width, height, topology);
    Board& board = level.board;
    if (const YamlNode* wrap = f.find("wrap")) board.setWrap(readWrap(*wrap, board));
    if (const YamlNode* rules = f.find("rules")) level.rules = readRules(*rules);
    readTiles(f.require("tiles"), *env, level);
    if (const YamlNode* portals = f.find("portals")) readPortals(*portals, board);
    if (const YamlNode* walls = f.find("walls")) readWalls(*walls, board);
    if (const YamlNode* locks = f.find("locks")) readLocks(*locks, board);
    if (const YamlNode* landmarks = f.find("landmarks")) readLandmarks(*landmarks, board);
    if (const YamlNode* solution = f.find("solution")) readSolution(*solution, level);
    if (const YamlNode* par = f.find("par")) {
      YamlFields p(*par, "par", {"moves", "seconds"});
      if (const YamlNode* moves = p.find("moves"))
        level.parMoves = static_cast<int>(readInt(*moves, "par moves", 0, kMaxParMoves));
      if (const YamlNode* seconds = p.find("seconds")) {
        level.parSeconds = static_cast<int>(readInt(*seconds, "par seconds", 0, kMaxParSeconds));
      }
    }
    if (const YamlNode* difficulty = f.find("difficulty"))
      level.difficulty = readNumber(*difficulty, "difficulty", 0, 1000);
    if (const YamlNode* seed = f.find("seed")) level.seed = readUnsigned(*seed, "seed");
    if (const YamlNode* drawn = f.find("drawn")) level.drawn = readDrawn(*drawn);
    return level;
  }

 private:
  static void readSize(const YamlFields& f, int& width, int& height) {
    const YamlNode* size = f.find("size");
    const YamlNode* w = f.find("width");
    const YamlNode* h = f.find("height");
    const std::string range = " is out of range 1.." + std::to_string(MaxBoardSide);
    if (size) {
      if (w || h) failAt(*size, "give either size or width and height, not both");
      const std::string& text = expectScalar(*size, "size");
      const auto x = text.find('x');
      auto number = [&](std::string_view digits, int& out) {
        long long value = 0;
        auto [ptr, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
        if (digits.empty() || ptr != digits.data() + digits.size() ||
            (ec != std::errc() && ec != std::errc::result_out_of_range)) {
          failAt(*size, "expected size as WIDTHxHEIGHT like 5x4, found " + shown(text));
        }
        if (ec == std::errc::result_out_of_range || value < 1 || value > MaxBoardSide)
          failAt(*size, "size " + shown(text) + range);
        out = static_cast<int>(value);
      };
      if (x == std::string::npos) failAt(*size, "expected size as WIDTHxHEIGHT like 5x4, found " + shown(text));
      number(std::string_view(text).substr(0, x), width);
      number(std::string_view(text).substr(x + 1), height);
      return;
    }
    if (!w && !h) failAt(f.node(), "missing key 'size' in level (or width and height)");
    width = static_cast<int>(readInt(f.require("width"), "width", 1, MaxBoardSide));
    height = static_cast<int>(readInt(f.require("height"), "height", 1, MaxBoardSide));
  }

  // `true` (straight wrap), `false` or `twisted`. Board refuses a wrap that its shape and height
  // cannot have too; saying so here points at the line.
  static Wrap readWrap(const YamlNode& node, const Board& board) {
    const std::string& v = expectScalar(node, "wrap");
    Wrap wrap = Wrap::Twisted;
    if (v != "twisted") {
      const std::optional<bool> on = boolText(v);
      if (!on) failAt(node, "expected wrap as true, false or twisted, found " + shown(v));
      wrap = *on ? Wrap::Straight : Wrap::None;
    }
    const Shape shape = board.topology().shape();
    if (wrapAllowed(shape, board.height(), wrap)) return wrap;
    if (wrap == Wrap::Twisted) failAt(node, "wrap: twisted joins the rows of a hex board only (shape: hex)");
    failAt(node, "a hex board that wraps needs an even height, not " + std::to_string(board.height()) +
                     " (wrap: twisted fits every height)");
  }

  // Absent means square; a shape this version does not know is refused by name rather than
  // misread as square.
  static Topology readShape(const YamlNode* node) {
    if (node == nullptr) return Topology::square();
    const std::string& name = expectScalar(*node, "shape");
    if (name == "square") return Topology::square();
    if (name == "hex") return Topology::hex();
    failAt(*node, "unknown shape " + shown(name) + " (expected square or hex)");
  }

  // drawn: {algorithm: follow-walls, lines: 9, perfect: true}
  static LevelDrawing readDrawn(const YamlNode& node) {
    YamlFields d(node, "drawn", {"algorithm", "lines", "perfect"});
    LevelDrawing drawn;
    const YamlNode& algorithm = d.require("algorithm");
    drawn.algorithm = readString(algorithm, "drawing algorithm", 32);
    const bool named =
        !drawn.algorithm.empty() && std::all_of(drawn.algorithm.begin(), drawn.algorithm.end(),
                                                [](char c) { return (c >= 'a' && c <= 'z') || c == '-'; });
    if (!named)
      failAt(algorithm, "a drawing algorithm is named in lower-case letters and dashes, not " + shown(drawn.algorithm));
    drawn.lines = static_cast<int>(readInt(d.require("lines"), "lines drawn", 1, 1000000));
    if (const YamlNode* perfect = d.find("perfect")) drawn.perfect = readBool(*perfect, "perfect");
    return drawn;
  }

  static Rules readRules(const YamlNode& node) {
    Rules rules;
    for (const YamlNode& r : expectSequence(node, "rules").items) {
      const std::string& name = expectScalar(r, "rule");
      if (name == "connected") {
        rules.connected = true;
      } else if (name == "acyclic") {
        rules.acyclic = true;
      } else {
        failAt(r, "unknown rule " + shown(name) + " (expected connected or acyclic)");
      }
    }
    return rules;
  }

  // `what` names the grid ("tiles"), `items` what one row holds ("tiles", "rotations").
  static const YamlNode& expectRows(const YamlNode& node, std::string_view what, std::string_view items,
                                    const Board& board) {
    expectSequence(node, what);
    if (node.items.size() != static_cast<std::size_t>(board.height())) {
      failAt(node, "expected " + std::to_string(board.height()) + " rows of " + std::string(what) + ", found " +
                       std::to_string(node.items.size()));
    }
    for (const YamlNode& row : node.items) {
      expectSequence(row, std::string(what) + " row");
      if (row.items.size() != static_cast<std::size_t>(board.width())) {
        failAt(row, "expected " + std::to_string(board.width()) + " " + std::string(items) + " in this row, found " +
                        std::to_string(row.items.size()));
      }
    }
    return node;
  }

  void readTiles(const YamlNode& node, const Environment& env, Level& level) {
    Board& board = level.board;
    expectRows(node, "tiles", "tiles", board);
    // The environment's tiles for this board's cells: a hex tile never lies on a square board.
    const Environment fitting = catalog_.forShape(env, board.topology().shape());
    std::vector<bool> allowed(catalog_.tileTypes().size(), false);
    for (int t : fitting.tiles) allowed[static_cast<std::size_t>(t)] = true;
    if (fitting.blankTile >= 0) allowed[static_cast<std::size_t>(fitting.blankTile)] = true;
    for (int y = 0; y < board.height(); ++y) {
      const YamlNode& row = node.items[static_cast<std::size_t>(y)];
      for (int x = 0; x < board.width(); ++x) {
        const YamlNode& cell = row.items[static_cast<std::size_t>(x)];
        const std::string& text = expectScalar(cell, "tile");
        if (text == kAbsent) {
          // An absent cell holds the environment's blank of the board's shape.
          if (fitting.blankTile < 0) {
            failAt(cell, "environment " + shown(level.environment) + " has no blank " + shapeName(board.sides()) +
                             " tile, so its boards cannot leave cells out");
          }
          board.removeCell(board.index(x, y), fitting.blankTile);
          continue;
        }
        const auto colon = text.rfind(':');
        if (colon == std::string::npos)
          failAt(cell, "expected tile as TILE:ROTATION like road-corner:1, found " + shown(text));
        const std::string id = text.substr(0, colon);
        const auto type = catalog_.findTile(id);
        if (!type) failAt(cell, "unknown tile type " + shown(id));
        const int sides = catalog_.tile(*type).sideCount;
        if (sides != board.sides()) {
          failAt(cell, "tile type " + shown(id) + " is a " + shapeName(sides) + " tile; this " +
                           shapeName(board.sides()) + " board needs " + shapeName(board.sides()) + " tiles");
        }
        if (!allowed[static_cast<std::size_t>(*type)]) {
          failAt(cell, "tile type " + shown(id) + " is not part of environment " + shown(level.environment));
        }
        const std::string_view rot = std::string_view(text).substr(colon + 1);
        int rotation = 0;
        auto [ptr, ec] = std::from_chars(rot.data(), rot.data() + rot.size(), rotation);
        if (rot.empty() || ec != std::errc() || ptr != rot.data() + rot.size() || rotation < 0 || rotation >= sides) {
          failAt(cell, "rotation " + shown(rot) + " of tile " + shown(id) + " is out of range 0.." +
                           std::to_string(sides - 1));
        }
        board.place(board.index(x, y), *type, rotation);
      }
    }
    if (board.presentCount() == 0) failAt(node, "every cell is left out ('.'); a board needs at least one tile");
  }

  // Walls and locks belong to cells of the board, not to the holes in it.
  static void expectPresent(const YamlNode& node, const Board& board, int x, int y, std::string_view what) {
    if (!board.present(board.index(x, y))) {
      failAt(node, "the cell at " + cellText(x, y) + " is left out of the board ('.'), so it cannot have " +
                       std::string(what));
    }
  }

  static int readCoordinate(const YamlNode& node, std::string_view what, int size) {
    return static_cast<int>(readInt(node, what, 0, size - 1));
  }

  static void readWalls(const YamlNode& node, Board& board) {
    for (const YamlNode& wall : expectSequence(node, "walls").items) {
      expectSequence(wall, "wall");
      if (wall.items.size() != 3) failAt(wall, "expected a wall as [x, y, side] like [2, 0, E]");
      const int x = readCoordinate(wall.items[0], "wall x", board.width());
      const int y = readCoordinate(wall.items[1], "wall y", board.height());
      const YamlNode& sideNode = wall.items[2];
      const std::string& side = expectScalar(sideNode, "wall side");
      const auto& names = sideNames(board);
      int s = -1;
      for (std::size_t k = 0; k < names.size(); ++k) {
        if (side == names[k]) s = static_cast<int>(k);
      }
      if (s < 0) {
        std::string expected;
        for (std::size_t k = 0; k < names.size(); ++k)
          expected += std::string(k == 0 ? "" : k + 1 == names.size() ? " or " : ", ") + std::string(names[k]);
        failAt(sideNode, "expected wall side as " + expected + " on a " + shapeName(board.sides()) + " board, found " +
                             shown(side));
      }
      expectPresent(wall, board, x, y, "walls");
      board.setWall(board.index(x, y), s, true);
    }
  }

  // Portals join two cells left out of the board ('.' in the tiles).
  static void readPortals(const YamlNode& node, Board& board) {
    for (const YamlNode& portal : expectSequence(node, "portals").items) {
      expectSequence(portal, "portal");
      if (portal.items.size() != 4) failAt(portal, "expected a portal as [x1, y1, x2, y2] like [1, 2, 5, 0]");
      int cells[2];
      for (int k = 0; k < 2; ++k) {
        const int x = readCoordinate(portal.items[static_cast<std::size_t>(2 * k)], "portal x", board.width());
        const int y = readCoordinate(portal.items[static_cast<std::size_t>(2 * k + 1)], "portal y", board.height());
        const int i = board.index(x, y);
        if (board.present(i)) {
          failAt(portal,
                 "the portal cell at " + cellText(x, y) + " holds a tile; a portal cell is written '.' in the tiles");
        }
        if (board.portalPartner(i) >= 0) failAt(portal, "the cell at " + cellText(x, y) + " is already a portal");
        cells[k] = i;
      }
      if (cells[0] == cells[1]) failAt(portal, "a portal joins two different cells");
      // The cell keeps the blank it holds as a hole.
      board.addPortal(cells[0], cells[1], board.cell(cells[0]).type);
    }
  }

  static void readLandmarks(const YamlNode& node, Board& board) {
    for (const YamlNode& landmark : expectSequence(node, "landmarks").items) {
      expectSequence(landmark, "landmark");
      if (landmark.items.size() != 3) failAt(landmark, "expected a landmark as [x, y, kind] like [0, 3, 1]");
      const int x = readCoordinate(landmark.items[0], "landmark x", board.width());
      const int y = readCoordinate(landmark.items[1], "landmark y", board.height());
      const auto kind = static_cast<int>(readInt(landmark.items[2], "landmark kind", 1, MaxLandmarkKinds));
      expectPresent(landmark, board, x, y, "a landmark");
      const int i = board.index(x, y);
      if (board.typeAt(i).channelCount != 1) {
        failAt(landmark, "the landmark at " + cellText(x, y) + " needs a tile with one flow (" +
                             shown(board.typeAt(i).id) + " has " + std::to_string(board.typeAt(i).channelCount) + ")");
      }
      if (board.landmark(i) != 0) failAt(landmark, "the cell at " + cellText(x, y) + " already has a landmark");
      board.setLandmark(i, kind);
    }
  }

  static void readLocks(const YamlNode& node, Board& board) {
    for (const YamlNode& lock : expectSequence(node, "locks").items) {
      expectSequence(lock, "lock");
      if (lock.items.size() != 2) failAt(lock, "expected a lock as [x, y] like [0, 3]");
      const int x = readCoordinate(lock.items[0], "lock x", board.width());
      const int y = readCoordinate(lock.items[1], "lock y", board.height());
      expectPresent(lock, board, x, y, "a lock");
      board.setLocked(board.index(x, y), true);
    }
  }

  static void readSolution(const YamlNode& node, Level& level) {
    const Board& board = level.board;
    expectRows(node, "solution", "rotations", board);
    std::vector<std::uint8_t> solution;
    solution.reserve(static_cast<std::size_t>(board.cellCount()));
    for (int y = 0; y < board.height(); ++y) {
      const YamlNode& row = node.items[static_cast<std::size_t>(y)];
      for (int x = 0; x < board.width(); ++x) {
        const YamlNode& entry = row.items[static_cast<std::size_t>(x)];
        const int i = board.index(x, y);
        const bool dot = entry.isScalar() && entry.value == kAbsent;
        if (!board.present(i)) {
          if (!dot)
            failAt(entry,
                   "the cell at " + cellText(x, y) + " is left out of the board ('.'), so its solution is '.' too");
          solution.push_back(0);
          continue;
        }
        if (dot)
          failAt(entry, "the cell at " + cellText(x, y) + " holds a tile, so its solution is a rotation, not '.'");
        const auto rotation = static_cast<int>(readInt(entry, "solution rotation", 0, board.sides() - 1));
        const TileType& type = board.typeAt(i);
        // A locked tile cannot turn, so the solution must show it as it starts (or as a turn that
        // looks the same).
        if (board.cell(i).locked &&
            type.packs[static_cast<std::size_t>(rotation)] != type.packs[board.cell(i).rotation]) {
          failAt(entry, "the tile at " + cellText(x, y) + " is locked, so the solution cannot turn it");
        }
        solution.push_back(static_cast<std::uint8_t>(rotation));
      }
    }
    level.solution = std::move(solution);
    const Board solved = level.solvedBoard();
    const Status status = evaluate(solved, level.rules);
    if (!status.solved) {
      std::string why;
      if (status.looseEnds > 0) {
        // Point at the first tile that does not fit, where a level maker would start looking.
        int first = 0;
        while (first < solved.cellCount() && solved.looseEnds(first) == 0) ++first;
        const int x = solved.xOf(first);
        const int y = solved.yOf(first);
        failAt(node.items[static_cast<std::size_t>(y)].items[static_cast<std::size_t>(x)],
               "the solution does not solve the level: it leaves " + std::to_string(status.looseEnds) + " loose end" +
                   (status.looseEnds == 1 ? "" : "s") + ", the first at " + cellText(x, y));
      } else if (status.mixedNetworks > 0) {
        why = "it joins landmarks of different kinds in one network";
      } else if (status.splitKinds > 0) {
        why = "it leaves landmarks of one kind in separate networks";
      } else if (level.rules.connected && status.networks > 1) {
        why = "it leaves " + std::to_string(status.networks) + " separate networks and the rules ask for one";
      } else {
        why = "it has a loop and the rules forbid loops";
      }
      failAt(node, "the solution does not solve the level: " + why);
    }
  }

  const Catalog& catalog_;
};

void checkFormat(const YamlFields& f) {
  const YamlNode& format = f.require("format");
  const auto version = readInt(format, "format", 0, 1000000);
  if (version != 1 && version != 2) {
    failAt(format, "unsupported format " + std::to_string(version) + " (this version reads formats 1 and 2)");
  }
}

Pack readPack(const YamlNode& root, const Catalog& catalog) {
  if (root.isMap()) {
    for (std::size_t i = 0; i < root.mapSize(); ++i) {
      if (root.key(i).isScalar() && root.key(i).value == "pack") {
        YamlFields f(root, "pack file", {"format", "pack", "levels"});
        checkFormat(f);
        Pack pack;
        YamlFields about(f.require("pack"), "pack", {"id", "name"});
        pack.id = readId(about.require("id"), "pack id");
        pack.name = readString(about.require("name"), "pack name");
        const YamlNode& levels = expectSequence(f.require("levels"), "levels");
        if (levels.items.empty()) failAt(levels, "a pack needs at least one level");
        std::set<std::string> ids;
        for (const YamlNode& n : levels.items) {
          YamlFields lf(n, "level", kLevelKeys);
          Level level = LevelReader(catalog).read(lf);
          if (!level.id.empty() && !ids.insert(level.id).second)
            failAt(*lf.find("id"), "duplicate level id " + shown(level.id) + " in this pack");
          pack.levels.push_back(std::move(level));
        }
        return pack;
      }
    }
  }
  YamlFields f(root, "level", levelFileKeys());
  checkFormat(f);
  Pack pack;
  pack.levels.push_back(LevelReader(catalog).read(f));
  return pack;
}

// Every string is written double-quoted, so no name can be mistaken for a number, a null or
// YAML syntax. Control characters are escaped, the C1 ones (U+0080 to U+009F) and the line and
// paragraph separators too: YAML reads NEL, U+2028 and U+2029 as line breaks when they stand raw.
std::string quote(std::string_view text) {
  constexpr char hex[] = "0123456789ABCDEF";
  std::string out = "\"";
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char ch = text[i];
    const auto c = static_cast<unsigned char>(ch);
    const auto next = i + 1 < text.size() ? static_cast<unsigned char>(text[i + 1]) : 0u;
    if (ch == '"' || ch == '\\') {
      out += '\\';
      out += ch;
    } else if (c < 0x20 || c == 0x7F) {
      out += "\\x";
      out += hex[c >> 4];
      out += hex[c & 0xF];
    } else if (c == 0xC2 && next >= 0x80 && next <= 0x9F) {
      out += "\\x";
      out += hex[next >> 4];
      out += hex[next & 0xF];
      ++i;
    } else if (c == 0xE2 && next == 0x80 && i + 2 < text.size() &&
               (static_cast<unsigned char>(text[i + 2]) == 0xA8 || static_cast<unsigned char>(text[i + 2]) == 0xA9)) {
      out += static_cast<unsigned char>(text[i + 2]) == 0xA8 ? "\\u2028" : "\\u2029";
      i += 2;
    } else {
      out += ch;
    }
  }
  return out + "\"";
}

std::string numberText(double value) {
  char buffer[64];
  auto [ptr, ec] = std::to_chars(buffer, buffer + sizeof buffer, value);
  return ec == std::errc() ? std::string(buffer, ptr) : std::string("0");
}

std::vector<std::string> levelLines(const Level& level) {
  std::vector<std::string> lines;
  const Board& board = level.board;
  if (!level.id.empty()) lines.push_back("id: " + quote(level.id));
  if (!level.name.empty()) lines.push_back("name: " + quote(level.name));
  lines.push_back("environment: " + quote(level.environment.empty() ? std::string("all") : level.environment));
  if (board.topology().shape() != Shape::Square) lines.push_back("shape: hex");
  lines.push_back("size: " + std::to_string(board.width()) + "x" + std::to_string(board.height()));
  if (board.wrap()) lines.push_back(board.wrapKind() == Wrap::Twisted ? "wrap: twisted" : "wrap: true");
  if (level.rules.connected || level.rules.acyclic) {
    std::string rules = "rules: [";
    if (level.rules.connected) rules += "connected";
    if (level.rules.connected && level.rules.acyclic) rules += ", ";
    if (level.rules.acyclic) rules += "acyclic";
    lines.push_back(rules + "]");
  }
  lines.push_back("tiles:");
  for (int y = 0; y < board.height(); ++y) {
    std::string row = "  - [";
    for (int x = 0; x < board.width(); ++x) {
      const int i = board.index(x, y);
      if (x > 0) row += ", ";
      row +=
          board.present(i) ? board.typeAt(i).id + ":" + std::to_string(board.cell(i).rotation) : std::string(kAbsent);
    }
    lines.push_back(row + "]");
  }
  std::vector<std::string> walls;
  std::vector<std::string> locks;
  std::vector<std::string> portals;
  std::vector<std::string> landmarks;
  for (int i = 0; i < board.cellCount(); ++i) {
    const std::string at = std::to_string(board.xOf(i)) + ", " + std::to_string(board.yOf(i));
    if (const int p = board.portalPartner(i); p > i) {
      portals.push_back("  - [" + at + ", " + std::to_string(board.xOf(p)) + ", " + std::to_string(board.yOf(p)) + "]");
    }
    if (const int kind = board.landmark(i); kind != 0)
      landmarks.push_back("  - [" + at + ", " + std::to_string(kind) + "]");
    for (int s = 0; s < board.sides(); ++s) {
      // A wall between two cells is written once, from the cell west or north of it (its E and S
      // sides; on hex E, SE and SW).
      const bool mine = (s >= 1 && s <= board.sides() / 2) || board.neighbourAcross(i, s) < 0;
      if (board.wall(i, s) && mine)
        walls.push_back("  - [" + at + ", " + std::string(sideNames(board)[static_cast<std::size_t>(s)]) + "]");
    }
    if (board.cell(i).locked) locks.push_back("  - [" + at + "]");
  }
  if (!portals.empty()) {
    lines.emplace_back("portals:");
    lines.insert(lines.end(), portals.begin(), portals.end());
  }
  if (!walls.empty()) {
    lines.emplace_back("walls:");
    lines.insert(lines.end(), walls.begin(), walls.end());
  }
  if (!locks.empty()) {
    lines.emplace_back("locks:");
    lines.insert(lines.end(), locks.begin(), locks.end());
  }
  if (!landmarks.empty()) {
    lines.emplace_back("landmarks:");
    lines.insert(lines.end(), landmarks.begin(), landmarks.end());
  }
  if (level.solution && level.solution->size() == static_cast<std::size_t>(board.cellCount())) {
    lines.emplace_back("solution:");
    for (int y = 0; y < board.height(); ++y) {
      std::string row = "  - [";
      for (int x = 0; x < board.width(); ++x) {
        if (x > 0) row += ", ";
        const int i = board.index(x, y);
        row += board.present(i) ? std::to_string((*level.solution)[static_cast<std::size_t>(i)]) : std::string(kAbsent);
      }
      lines.push_back(row + "]");
    }
  }
  if (level.parMoves || level.parSeconds) {
    std::string par = "par: {";
    if (level.parMoves) par += "moves: " + std::to_string(*level.parMoves);
    if (level.parMoves && level.parSeconds) par += ", ";
    if (level.parSeconds) par += "seconds: " + std::to_string(*level.parSeconds);
    lines.push_back(par + "}");
  }
  if (level.difficulty) lines.push_back("difficulty: " + numberText(*level.difficulty));
  if (level.seed) lines.push_back("seed: " + std::to_string(*level.seed));
  if (level.drawn) {
    lines.push_back("drawn: {algorithm: " + level.drawn->algorithm + ", lines: " + std::to_string(level.drawn->lines) +
                    ", perfect: " + (level.drawn->perfect ? "true" : "false") + "}");
  }
  return lines;
}

}  // namespace

Loaded<Pack> parseLevels(std::string_view text, const std::string& fileName, const Catalog& catalog) {
  try {
    auto tree = readYaml(text, fileName);
    if (!ok(tree)) return std::get<LoadError>(tree);
    return readPack(std::get<YamlNode>(tree), catalog);
  } catch (const LoadFailure& f) {
    return LoadError{fileName, f.line(), f.column(), f.what()};
  } catch (const std::bad_alloc&) {
    return LoadError{fileName, 1, 1, "out of memory while reading the file"};
  } catch (const std::exception& e) {
    return LoadError{fileName, 1, 1, e.what()};
  }
}

Loaded<Pack> loadLevels(const std::filesystem::path& path, const Catalog& catalog) {
  auto text = readTextFile(path, YamlLimits{}.maxBytes);
  if (!ok(text)) return std::get<LoadError>(text);
  return parseLevels(std::get<std::string>(text), displayName(path), catalog);
}

namespace {
// Format 2 adds landmarks, portals, the drawing record and the twisted seam; a level without them
// is still written as format 1, so earlier versions of the game keep reading it.
int formatOf(const Level& level) {
  const Board& b = level.board;
  return b.hasLandmarks() || b.hasPortals() || level.drawn || b.wrapKind() == Wrap::Twisted ? 2 : 1;
}
}  // namespace

std::string writeLevel(const Level& level) {
  std::string out = "format: " + std::to_string(formatOf(level)) + "\n";
  for (const auto& line : levelLines(level)) out += line + "\n";
  return out;
}

std::string writePack(const Pack& pack) {
  int format = 1;
  for (const Level& level : pack.levels) format = std::max(format, formatOf(level));
  std::string out = "format: " + std::to_string(format) + "\npack:\n  id: " + quote(pack.id) +
                    "\n  name: " + quote(pack.name) + "\nlevels:\n";
  for (const Level& level : pack.levels) {
    bool first = true;
    for (const auto& line : levelLines(level)) {
      out += (first ? "  - " : "    ") + line + "\n";
      first = false;
    }
  }
  return out;
}

}  // namespace tileflow
