// ShareCode: packs a level into bits, adds a CRC-32 and spells it in base32 (docs/share-code.md).
#include "game/io/ShareCode.hpp"

#include <array>
#include <bit>
#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <vector>

#include "game/io/CodeBits.hpp"
#include "game/io/LevelFile.hpp"
#include "game/io/LoadFailure.hpp"
#include "game/model/Neighbour.hpp"

namespace tileflow {

namespace {

const std::string kShareCodeFile(ShareCodeFileName);

// Flags, in the order they are written. Version 1 had a hex flag for bit 10, but no build ever read
// a hex code (and its walls were those of a square), so version 1 now refuses it; version 2 gives
// the shape its own field and bit 10 to absent cells.
enum Flag : std::uint32_t {
  FlagWrap = 1u << 0,
  FlagConnected = 1u << 1,
  FlagAcyclic = 1u << 2,
  FlagWalls = 1u << 3,
  FlagLocks = 1u << 4,
  FlagSolution = 1u << 5,
  FlagParMoves = 1u << 6,
  FlagParSeconds = 1u << 7,
  FlagDifficulty = 1u << 8,
  FlagSeed = 1u << 9,
  FlagAbsent = 1u << 10,     // version 2 only
  FlagPortals = 1u << 11,    // version 2 only
  FlagLandmarks = 1u << 12,  // version 2 only
  FlagTwisted = 1u << 13,    // version 2 only, with FlagWrap: the wrap is the twisted seam
};
constexpr std::uint32_t kKnownFlagsV1 = (1u << 10) - 1;
constexpr std::uint32_t kKnownFlagsV2 = (1u << 14) - 1;

// The shape field of version 2.
constexpr std::uint64_t kSquareShape = 0;
constexpr std::uint64_t kHexShape = 1;

// Version 2 stores each wall once: from a present cell, its sides towards the south-east half
// (square E and S; hex E, SE and SW) and every side facing an edge or an absent cell. The
// decoder, knowing the shape, asks the same question of the same board.
bool storesWall(const Board& board, int cell, int side) {
  return (side >= 1 && side <= board.sides() / 2) || board.neighbourAcross(cell, side) < 0;
}

// Ties a code to the order of the catalog's tiles of the board's shape and of its environments,
// whose indices it stores: a code made against another catalog is refused instead of decoding
// into the wrong tiles. Only tiles of the board's shape count, so adding hex tiles left every
// square code as it was.
std::uint32_t catalogFingerprint(const Catalog& catalog, Shape shape) {
  std::uint32_t h = 2166136261u;
  auto mix = [&](std::string_view s) {
    for (char ch : s) h = (h ^ static_cast<std::uint8_t>(ch)) * 16777619u;
    h = (h ^ 0xFFu) * 16777619u;
  };
  for (int t : catalog.tilesOf(shape)) mix(catalog.tile(t).id);
  for (const Environment& e : catalog.environments()) mix(e.id);
  return h & 0xFFFFu;
}

LoadError errorAt(std::size_t column, std::string message) { return shareCodeError(column, std::move(message)); }

[[noreturn]] void bad(const std::string& message) { badCode(message); }

int environmentIndex(const Level& level, const Catalog& catalog) {
  const auto& envs = catalog.environments();
  for (std::size_t k = 0; k < envs.size(); ++k) {
    if (envs[k].id == level.environment) return static_cast<int>(k) + 1;
  }
  if (level.environment == "all" || level.environment.empty()) return 0;
  throw std::invalid_argument("share code: unknown environment '" + level.environment + "'");
}

}  // namespace

bool looksLikeShareCode(std::string_view text) {
  while (!text.empty() && std::strchr(" \t\r\n", text.front())) text.remove_prefix(1);
  return text.size() >= 3 && text.substr(0, 2) == "TF" && text[2] >= '0' && text[2] <= '9';
}

std::string encodeShareCode(const Level& level, const Catalog& catalog) {
  if (level.name.size() > MaxShareCodeText || level.id.size() > MaxShareCodeText) {
    throw std::invalid_argument("share code: names and ids are limited to " + std::to_string(MaxShareCodeText) +
                                " bytes");
  }
  const Board& board = level.board;
  const int cells = board.cellCount();
  bool walls = false;
  bool locks = false;
  for (int i = 0; i < cells; ++i) {
    walls = walls || board.wallMask(i) != 0;
    locks = locks || board.cell(i).locked;
  }
  std::uint32_t flags = 0;
  if (board.wrap()) flags |= FlagWrap;
  // Only hex boards have the twisted seam, and they travel as version 2.
  if (board.wrapKind() == Wrap::Twisted) flags |= FlagTwisted;
  if (level.rules.connected) flags |= FlagConnected;
  if (level.rules.acyclic) flags |= FlagAcyclic;
  if (walls) flags |= FlagWalls;
  if (locks) flags |= FlagLocks;
  if (level.solution) flags |= FlagSolution;
  if (level.parMoves) flags |= FlagParMoves;
  if (level.parSeconds) flags |= FlagParSeconds;
  if (level.difficulty) flags |= FlagDifficulty;
  if (level.seed) flags |= FlagSeed;
  const Shape shape = board.topology().shape();
  // Square boards without absent cells keep version 1, so their codes never changed.
  const bool v2 = shape != Shape::Square || board.shaped() || board.hasLandmarks();
  if (v2 && board.shaped()) flags |= FlagAbsent;
  if (board.hasPortals()) flags |= FlagPortals;
  if (board.hasLandmarks()) flags |= FlagLandmarks;

  BitWriter w;
  w.varint(flags);
  if (v2) w.varint(shape == Shape::Hex ? kHexShape : kSquareShape);
  w.bits(catalogFingerprint(catalog, shape), 16);
  w.bits(static_cast<std::uint64_t>(board.width() - 1), 8);
  w.bits(static_cast<std::uint64_t>(board.height() - 1), 8);
  w.varint(static_cast<std::uint64_t>(environmentIndex(level, catalog)));
  w.text(level.name);
  w.text(level.id);
  if (flags & FlagAbsent) {
    for (int i = 0; i < cells; ++i) w.bits(board.present(i) ? 0u : 1u, 1);
  }
  const int cellBits = bitsFor(static_cast<std::size_t>(cells));
  if (flags & FlagPortals) {
    // From each absent cell in order: whether it opens a portal to a later cell, and which.
    for (int i = 0; i < cells; ++i) {
      if (board.present(i)) continue;
      const int partner = board.portalPartner(i);
      w.bits(partner > i ? 1u : 0u, 1);
      if (partner > i) w.bits(static_cast<std::uint64_t>(partner), cellBits);
    }
  }
  // A tile is stored as its place among the catalog's tiles of the board's shape.
  const std::vector<int>& types = catalog.tilesOf(shape);
  std::vector<std::uint32_t> placeOf(catalog.tileTypes().size(), 0);
  for (std::size_t k = 0; k < types.size(); ++k)
    placeOf[static_cast<std::size_t>(types[k])] = static_cast<std::uint32_t>(k);
  const int typeBits = bitsFor(types.size());
  const int rotationBits = bitsFor(static_cast<std::size_t>(board.sides()));
  for (int i = 0; i < cells; ++i) {
    if (!board.present(i)) continue;
    const int type = board.cell(i).type;
    if (catalog.tile(type).sideCount != board.sides())
      throw std::invalid_argument("share code: tile '" + catalog.tile(type).id + "' does not fit this board's cells");
    w.bits(placeOf[static_cast<std::size_t>(type)], typeBits);
    w.bits(board.cell(i).rotation, rotationBits);
  }
  if (flags & FlagLandmarks) {
    for (int i = 0; i < cells; ++i)
      if (board.present(i)) w.bits(static_cast<std::uint64_t>(board.landmark(i)), 4);
  }
  if (walls && v2) {
    for (int i = 0; i < cells; ++i) {
      if (!board.present(i)) continue;
      for (int s = 0; s < board.sides(); ++s) {
        if (storesWall(board, i, s)) w.bits(board.wall(i, s), 1);
      }
    }
  } else if (walls) {
    // Each wall between two cells is stored once, as the north or west side of the cell below or
    // right of it; the east and south board edges follow.
    for (int i = 0; i < cells; ++i) {
      w.bits(board.wall(i, 0), 1);
      w.bits(board.wall(i, 3), 1);
    }
    for (int y = 0; y < board.height(); ++y) w.bits(board.wall(board.index(board.width() - 1, y), 1), 1);
    for (int x = 0; x < board.width(); ++x) w.bits(board.wall(board.index(x, board.height() - 1), 2), 1);
  }
  if (locks) {
    for (int i = 0; i < cells; ++i)
      if (board.present(i)) w.bits(board.cell(i).locked, 1);
  }
  if (level.solution) {
    if (level.solution->size() != static_cast<std::size_t>(cells))
      throw std::invalid_argument("share code: the solution does not have one rotation per cell");
    for (int i = 0; i < cells; ++i)
      if (board.present(i)) w.bits((*level.solution)[static_cast<std::size_t>(i)], rotationBits);
  }
  if (level.parMoves) w.varint(static_cast<std::uint64_t>(*level.parMoves));
  if (level.parSeconds) w.varint(static_cast<std::uint64_t>(*level.parSeconds));
  if (level.difficulty) w.bits(std::bit_cast<std::uint64_t>(*level.difficulty), 64);
  if (level.seed) w.varint(*level.seed);

  return std::string(v2 ? ShapedShareCodePrefix : ShareCodePrefix) + codeText(w.bytes());
}

Loaded<Level> decodeShareCode(std::string_view code, const Catalog& catalog) {
  const std::size_t column = trimCode(code);  // of code[0] in the text as given
  if (code.empty()) return errorAt(column, "the code is empty");
  if (code.size() > MaxShareCodeLength) {
    return errorAt(column, "the code is " + std::to_string(code.size()) + " characters long; codes are at most " +
                               std::to_string(MaxShareCodeLength));
  }
  const std::string_view start = code.substr(0, std::min(code.size(), ShareCodePrefix.size()));
  const bool v2 = start == ShapedShareCodePrefix;
  if (start != ShareCodePrefix && !v2) {
    if (looksLikeShareCode(code) && code[2] != ShareCodePrefix[2] && code[2] != ShapedShareCodePrefix[2]) {
      return errorAt(column + 2, std::string("the code is format version ") + code[2] +
                                     "; this version of Tileflow reads versions " + ShareCodePrefix[2] + " and " +
                                     ShapedShareCodePrefix[2]);
    }
    return errorAt(column, "expected a code starting with " + std::string(ShareCodePrefix) + " or " +
                               std::string(ShapedShareCodePrefix));
  }
  const std::string_view body = code.substr(ShareCodePrefix.size());
  const std::size_t bodyColumn = column + ShareCodePrefix.size();
  Loaded<std::vector<std::uint8_t>> decoded = codePayload(body, bodyColumn, column, 6);
  if (!ok(decoded)) return std::get<LoadError>(decoded);
  const std::vector<std::uint8_t>& bytes = std::get<std::vector<std::uint8_t>>(decoded);

  try {
    BitReader r(bytes.data(), bytes.size());
    const std::uint64_t flags = r.varint();
    if (flags & ~std::uint64_t{v2 ? kKnownFlagsV2 : kKnownFlagsV1})
      bad("the code uses features this version does not know");
    bool hex = false;
    if (v2) {
      const std::uint64_t shapeCode = r.varint();
      if (shapeCode != kSquareShape && shapeCode != kHexShape) bad("the code's board shape is unknown to this version");
      hex = shapeCode == kHexShape;
    }
    const Shape shape = hex ? Shape::Hex : Shape::Square;
    if (r.bits(16) != catalogFingerprint(catalog, shape)) {
      bad("the code was made with a different tile catalog (another version of Tileflow?)");
    }
    const int width = static_cast<int>(r.bits(8)) + 1;
    const int height = static_cast<int>(r.bits(8)) + 1;
    if (width > MaxBoardSide || height > MaxBoardSide) {
      bad("the board is larger than " + std::to_string(MaxBoardSide) + " cells a side");
    }
    const std::uint64_t env = r.varint();
    if (env > catalog.environments().size()) bad("the code names an unknown environment");
    Level level;
    level.environment = env == 0 ? "all" : catalog.environments()[env - 1].id;
    level.name = r.text("name", MaxShareCodeText);
    level.id = r.text("id", MaxShareCodeText);
    level.board = Board(catalog, width, height, hex ? Topology::hex() : Topology::square());
    Board& board = level.board;
    Wrap wrap = (flags & FlagWrap) ? Wrap::Straight : Wrap::None;
    if (flags & FlagTwisted) {
      if (!(flags & FlagWrap) || !hex) bad("the code's twisted seam belongs to a wrapping hex board");
      wrap = Wrap::Twisted;
    }
    if (!wrapAllowed(shape, height, wrap)) bad("a hex board that wraps needs an even height");
    board.setWrap(wrap);
    level.rules.connected = flags & FlagConnected;
    level.rules.acyclic = flags & FlagAcyclic;
    const int cells = board.cellCount();
    const std::vector<int>& types = catalog.tilesOf(shape);
    const int typeBits = bitsFor(types.size());
    const int rotationBits = bitsFor(static_cast<std::size_t>(board.sides()));
    if (v2 && (flags & FlagAbsent)) {
      const int blank = catalog.forShape(*catalog.findEnvironment(level.environment), shape).blankTile;
      for (int i = 0; i < cells; ++i) {
        if (!r.bits(1)) continue;
        if (blank < 0) bad("the code leaves cells out, but its environment has no blank tile for them");
        board.removeCell(i, blank);
      }
    }
    if (flags & FlagPortals) {
      const int cellBits = bitsFor(static_cast<std::size_t>(cells));
      for (int i = 0; i < cells; ++i) {
        if (board.present(i) || !r.bits(1)) continue;
        const auto partner = r.bits(cellBits);
        if (partner <= static_cast<std::uint64_t>(i) || partner >= static_cast<std::uint64_t>(cells) ||
            board.present(static_cast<int>(partner)) || board.portalPartner(i) >= 0 ||
            board.portalPartner(static_cast<int>(partner)) >= 0) {
          bad("the code holds a bad portal");
        }
        board.addPortal(i, static_cast<int>(partner), board.cell(i).type);
      }
    }
    for (int i = 0; i < cells; ++i) {
      if (!board.present(i)) continue;
      const auto type = r.bits(typeBits);
      const auto rotation = r.bits(rotationBits);
      if (type >= types.size()) bad("the code names an unknown tile");
      if (rotation >= static_cast<std::uint64_t>(board.sides())) bad("the code holds a bad rotation");
      board.place(i, types[static_cast<std::size_t>(type)], static_cast<int>(rotation));
    }
    if (flags & FlagLandmarks) {
      for (int i = 0; i < cells; ++i) {
        if (!board.present(i)) continue;
        const auto kind = r.bits(4);
        if (kind == 0) continue;
        if (kind > static_cast<std::uint64_t>(MaxLandmarkKinds)) bad("the code holds a bad landmark kind");
        if (board.typeAt(i).channelCount != 1) bad("the code puts a landmark on a tile without exactly one flow");
        board.setLandmark(i, static_cast<int>(kind));
      }
    }
    if ((flags & FlagWalls) && v2) {
      for (int i = 0; i < cells; ++i) {
        if (!board.present(i)) continue;
        for (int s = 0; s < board.sides(); ++s) {
          if (storesWall(board, i, s) && r.bits(1)) board.setWall(i, s, true);
        }
      }
    } else if (flags & FlagWalls) {
      for (int i = 0; i < cells; ++i) {
        if (r.bits(1)) board.setWall(i, 0, true);
        if (r.bits(1)) board.setWall(i, 3, true);
      }
      for (int y = 0; y < height; ++y) {
        if (r.bits(1)) board.setWall(board.index(width - 1, y), 1, true);
      }
      for (int x = 0; x < width; ++x) {
        if (r.bits(1)) board.setWall(board.index(x, height - 1), 2, true);
      }
    }
    if (flags & FlagLocks) {
      for (int i = 0; i < cells; ++i)
        if (board.present(i)) board.setLocked(i, r.bits(1) != 0);
    }
    if (flags & FlagSolution) {
      std::vector<std::uint8_t> solution;
      for (int i = 0; i < cells; ++i) {
        if (!board.present(i)) {
          solution.push_back(0);
          continue;
        }
        const auto rotation = r.bits(rotationBits);
        if (rotation >= static_cast<std::uint64_t>(board.sides())) bad("the code holds a bad rotation");
        solution.push_back(static_cast<std::uint8_t>(rotation));
      }
      level.solution = std::move(solution);
    }
    auto smallInt = [&](std::string_view what) {
      const std::uint64_t v = r.varint();
      if (v > 100000000u) bad("the " + std::string(what) + " is out of range");
      return static_cast<int>(v);
    };
    if (flags & FlagParMoves) level.parMoves = smallInt("par moves");
    if (flags & FlagParSeconds) level.parSeconds = smallInt("par seconds");
    if (flags & FlagDifficulty) level.difficulty = std::bit_cast<double>(r.bits(64));
    if (flags & FlagSeed) level.seed = r.varint();
    r.finish();
    // The level file reader is the one judge of what a valid level is (tiles allowed in the
    // environment, a solution that solves, locks the solution keeps, ranges): a decoded level
    // goes through it, so anything that decodes can be played.
    const auto check = parseLevels(writeLevel(level), kShareCodeFile, catalog);
    if (!ok(check)) bad("the level inside is not valid: " + std::get<LoadError>(check).message);
    return level;
  } catch (const LoadFailure& failure) {
    return errorAt(column, failure.what());
  }
}

}  // namespace tileflow
