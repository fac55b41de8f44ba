// LinesShareCode: packs a Lines level into bits with the share codes' CodeBits.
#include "game/io/LinesShareCode.hpp"

#include <bit>
#include <cstdint>
#include <cstring>
#include <stdexcept>

#include "game/generate/LineDrawing.hpp"
#include "game/io/CodeBits.hpp"
#include "game/io/LinesFile.hpp"
#include "game/io/LoadFailure.hpp"
#include "game/io/ShareCode.hpp"

namespace tileflow {

namespace {

enum LinesCodeFlag : std::uint32_t {
  LinesFlagWrap = 1u << 0,
  LinesFlagHoles = 1u << 1,
  LinesFlagPortals = 1u << 2,
  LinesFlagWalls = 1u << 3,
  LinesFlagBridges = 1u << 4,
  LinesFlagSolution = 1u << 5,
  LinesFlagDifficulty = 1u << 6,
  LinesFlagSeed = 1u << 7,
  LinesFlagPerfect = 1u << 8,
  LinesFlagAlgorithm = 1u << 9,
};
constexpr std::uint32_t LinesKnownFlags = (1u << 10) - 1;

// The side of `from` whose step leads to `to`, or -1.
int linesStepSide(const LinesBoard& board, int from, int to) {
  for (int s = 0; s < board.sides(); ++s)
    if (board.next(from, s) == to) return s;
  return -1;
}

}  // namespace

bool looksLikeLinesShareCode(std::string_view text) { return looksLikeCodeOf(text, LinesShareCodePrefix); }

std::string encodeLinesShareCode(const LinesLevel& level) {
  if (level.name.size() > MaxShareCodeText || level.id.size() > MaxShareCodeText)
    throw std::invalid_argument("share code: names and ids are limited to " + std::to_string(MaxShareCodeText) +
                                " bytes");
  const LinesBoard& b = level.board;
  if (const auto why = b.problem()) throw std::invalid_argument("share code: not a Lines puzzle: " + *why);
  const int cells = b.cellCount();
  bool holes = false;
  bool portals = false;
  bool walls = false;
  bool bridges = false;
  for (int c = 0; c < cells; ++c) {
    holes = holes || !b.present(c);
    portals = portals || b.portalPartner(c) >= 0;
    bridges = bridges || b.bridge(c);
    for (int s = 0; s < b.sides(); ++s) walls = walls || b.wall(c, s);
  }
  const auto algorithm = lineAlgorithmNamed(level.algorithm);
  std::uint32_t flags = 0;
  if (b.wrap()) flags |= LinesFlagWrap;
  if (holes) flags |= LinesFlagHoles;
  if (portals) flags |= LinesFlagPortals;
  if (walls) flags |= LinesFlagWalls;
  if (bridges) flags |= LinesFlagBridges;
  if (!level.solution.empty()) flags |= LinesFlagSolution;
  if (level.difficulty > 0) flags |= LinesFlagDifficulty;
  if (level.seed != 0) flags |= LinesFlagSeed;
  if (level.perfect) flags |= LinesFlagPerfect;
  if (!level.algorithm.empty() && algorithm) flags |= LinesFlagAlgorithm;

  const int cellBits = bitsFor(static_cast<std::size_t>(cells));
  BitWriter w;
  w.varint(flags);
  w.varint(b.shape() == Shape::Hex ? 1 : 0);
  w.bits(static_cast<std::uint64_t>(b.width() - 1), 8);
  w.bits(static_cast<std::uint64_t>(b.height() - 1), 8);
  w.text(level.name);
  w.text(level.id);
  if (holes) {
    for (int c = 0; c < cells; ++c) w.bits(b.present(c) ? 0 : 1, 1);
  }
  if (portals) {
    // Each pair once, from its first cell; a hole without a portal (or a pair's second cell) writes 0.
    for (int c = 0; c < cells; ++c) {
      if (b.present(c)) continue;
      const int partner = b.portalPartner(c);
      w.bits(partner > c ? 1 : 0, 1);
      if (partner > c) w.bits(static_cast<std::uint64_t>(partner), cellBits);
    }
  }
  if (walls) {
    std::vector<std::pair<int, int>> list;
    for (int c = 0; c < cells; ++c)
      for (int s = 0; s < b.sides(); ++s)
        if (b.wall(c, s)) list.emplace_back(c, s);
    w.varint(list.size());
    for (const auto& [c, s] : list) {
      w.bits(static_cast<std::uint64_t>(c), cellBits);
      w.bits(static_cast<std::uint64_t>(s), 3);
    }
  }
  if (bridges) {
    std::vector<int> list;
    for (int c = 0; c < cells; ++c)
      if (b.bridge(c)) list.push_back(c);
    w.varint(list.size());
    for (const int c : list) {
      w.bits(static_cast<std::uint64_t>(c), cellBits);
      w.bits(b.bridgeAxes(c), 3);
    }
  }
  w.varint(static_cast<std::uint64_t>(b.colours()));
  for (int colour = 0; colour < b.colours(); ++colour) {
    const auto ends = b.ends(colour);
    w.bits(static_cast<std::uint64_t>(ends->first), cellBits);
    w.bits(static_cast<std::uint64_t>(ends->second), cellBits);
  }
  if (!level.solution.empty()) {
    // Each colour's line: its first cell, its length and the side of every step.
    const int sideBits = bitsFor(static_cast<std::size_t>(b.sides()));
    for (const std::vector<int>& line : level.solution) {
      w.varint(line.size());
      if (line.empty()) continue;
      w.bits(static_cast<std::uint64_t>(line.front()), cellBits);
      for (std::size_t k = 1; k < line.size(); ++k) {
        const int side = linesStepSide(b, line[k - 1], line[k]);
        if (side < 0) throw std::invalid_argument("share code: the solution steps between cells that do not touch");
        w.bits(static_cast<std::uint64_t>(side), sideBits);
      }
    }
  }
  if (flags & LinesFlagAlgorithm) w.varint(static_cast<std::uint64_t>(*algorithm));
  if (flags & LinesFlagDifficulty) w.bits(std::bit_cast<std::uint64_t>(level.difficulty), 64);
  if (flags & LinesFlagSeed) w.varint(level.seed);
  return std::string(LinesShareCodePrefix) + codeText(w.bytes());
}

Loaded<LinesLevel> decodeLinesShareCode(std::string_view code) {
  std::size_t column = 1;
  Loaded<std::vector<std::uint8_t>> decoded = prefixedCodePayload(code, LinesShareCodePrefix, "Lines", 6, column);
  if (!ok(decoded)) return std::get<LoadError>(decoded);
  const std::vector<std::uint8_t>& bytes = std::get<std::vector<std::uint8_t>>(decoded);
  try {
    BitReader r(bytes.data(), bytes.size());
    const std::uint64_t flags = r.varint();
    if (flags & ~std::uint64_t{LinesKnownFlags}) badCode("the code uses features this version does not know");
    const std::uint64_t shapeCode = r.varint();
    if (shapeCode > 1) badCode("the code's board shape is unknown to this version");
    const int width = static_cast<int>(r.bits(8)) + 1;
    const int height = static_cast<int>(r.bits(8)) + 1;
    if (width > MaxLinesSide || height > MaxLinesSide)
      badCode("the board is larger than " + std::to_string(MaxLinesSide) + " cells a side");
    const Shape shape = shapeCode == 1 ? Shape::Hex : Shape::Square;
    const bool wrap = (flags & LinesFlagWrap) != 0;
    if (wrap && shape == Shape::Hex && height % 2 != 0) badCode("a wrapping hex board needs an even height");
    LinesLevel level;
    level.board = LinesBoard(width, height, shape, wrap);
    LinesBoard& b = level.board;
    level.name = r.text("name", MaxShareCodeText);
    level.id = r.text("id", MaxShareCodeText);
    const int cells = b.cellCount();
    const int cellBits = bitsFor(static_cast<std::size_t>(cells));
    const auto cell = [&](std::string_view what) {
      const auto c = r.bits(cellBits);
      if (c >= static_cast<std::uint64_t>(cells)) badCode("the code holds a " + std::string(what) + " off the board");
      return static_cast<int>(c);
    };
    std::vector<std::uint8_t> hole(static_cast<std::size_t>(cells), 0);
    if (flags & LinesFlagHoles) {
      for (int c = 0; c < cells; ++c) hole[static_cast<std::size_t>(c)] = static_cast<std::uint8_t>(r.bits(1));
    }
    std::vector<std::pair<int, int>> portalPairs;
    if (flags & LinesFlagPortals) {
      std::vector<std::uint8_t> joined(static_cast<std::size_t>(cells), 0);
      for (int c = 0; c < cells; ++c) {
        if (!hole[static_cast<std::size_t>(c)] || !r.bits(1)) continue;
        const int partner = cell("portal");
        if (partner <= c || !hole[static_cast<std::size_t>(partner)] || joined[static_cast<std::size_t>(c)] ||
            joined[static_cast<std::size_t>(partner)])
          badCode("the code holds a bad portal");
        joined[static_cast<std::size_t>(c)] = joined[static_cast<std::size_t>(partner)] = 1;
        portalPairs.emplace_back(c, partner);
      }
    }
    for (const auto& [a, p] : portalPairs) b.addPortal(a, p);
    for (int c = 0; c < cells; ++c)
      if (hole[static_cast<std::size_t>(c)] && b.present(c)) b.removeCell(c);
    if (flags & LinesFlagWalls) {
      const std::uint64_t count = r.varint();
      if (count > static_cast<std::uint64_t>(cells) * 6) badCode("the code holds too many walls");
      for (std::uint64_t k = 0; k < count; ++k) {
        const int c = cell("wall");
        const auto side = r.bits(3);
        if (side >= static_cast<std::uint64_t>(b.sides())) badCode("the code holds a bad wall");
        b.setWall(c, static_cast<int>(side), true);
      }
    }
    if (flags & LinesFlagBridges) {
      const std::uint64_t count = r.varint();
      if (count > static_cast<std::uint64_t>(cells)) badCode("the code holds too many bridges");
      for (std::uint64_t k = 0; k < count; ++k) {
        const int c = cell("bridge");
        const auto axes = static_cast<unsigned>(r.bits(3));
        if (!b.present(c) || b.bridge(c) || (axes & ~b.everyAxis()) != 0 || std::popcount(axes) < 2)
          badCode("the code holds a bad bridge");
        b.setBridge(c, axes);
      }
    }
    const std::uint64_t colours = r.varint();
    if (colours < 1 || colours > static_cast<std::uint64_t>(MaxLinesColours))
      badCode("a Lines board has 1 to " + std::to_string(MaxLinesColours) + " colours");
    for (int colour = 0; colour < static_cast<int>(colours); ++colour) {
      for (int k = 0; k < 2; ++k) {
        const int c = cell("dot");
        if (!b.present(c) || b.bridge(c) || b.endpoint(c) >= 0) badCode("the code holds a dot where none can be");
        b.setEndpoint(c, colour);
      }
    }
    if (flags & LinesFlagSolution) {
      const int sideBits = bitsFor(static_cast<std::size_t>(b.sides()));
      for (int colour = 0; colour < static_cast<int>(colours); ++colour) {
        const std::uint64_t length = r.varint();
        if (length > static_cast<std::uint64_t>(cells) * 4) badCode("the code holds a line longer than the board");
        std::vector<int> line;
        if (length > 0) line.push_back(cell("line"));
        for (std::uint64_t k = 1; k < length; ++k) {
          const auto side = r.bits(sideBits);
          const int next =
              side < static_cast<std::uint64_t>(b.sides()) ? b.next(line.back(), static_cast<int>(side)) : -1;
          if (next < 0) badCode("the code holds a line that leaves the board");
          line.push_back(next);
        }
        level.solution.push_back(std::move(line));
      }
    }
    if (flags & LinesFlagAlgorithm) {
      const std::uint64_t a = r.varint();
      if (a >= LineAlgorithmNames.size()) badCode("the code names an unknown drawing algorithm");
      level.algorithm = LineAlgorithmNames[a];
    }
    level.perfect = (flags & LinesFlagPerfect) != 0;
    if (flags & LinesFlagDifficulty) level.difficulty = std::bit_cast<double>(r.bits(64));
    if (flags & LinesFlagSeed) level.seed = r.varint();
    r.finish();
    // The Lines file reader is the one judge of a valid level (ids, names, a solution that
    // solves, ranges): what decodes can be played.
    // (A level without an id, a generated one shared from play, is judged under a stand-in id.)
    LinesPack pack;
    pack.levels.push_back(level);
    if (pack.levels.back().id.empty()) pack.levels.back().id = "shared";
    const auto check = parseLinesFile(writeLinesFile(pack), std::string(ShareCodeFileName));
    if (!ok(check)) badCode("the level inside is not valid: " + std::get<LoadError>(check).message);
    return level;
  } catch (const LoadFailure& failure) {
    return shareCodeError(column, failure.what());
  } catch (const std::invalid_argument& e) {
    return shareCodeError(column, std::string("the board inside is not valid: ") + e.what());
  }
}

}  // namespace tileflow
