// FloodShareCode: packs a Flood board into bits with the share codes' CodeBits.
#include "game/io/FloodShareCode.hpp"

#include <algorithm>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "game/io/CodeBits.hpp"
#include "game/io/LoadFailure.hpp"

namespace tileflow {

namespace {

enum FloodCodeFlag : std::uint32_t {
  FloodFlagLimit = 1u << 0,
};
constexpr std::uint32_t FloodKnownFlags = (1u << 1) - 1;
constexpr int MaxGroup = 8;

std::uint64_t power(int base, int exponent) {
  std::uint64_t p = 1;
  for (int k = 0; k < exponent; ++k) p *= static_cast<std::uint64_t>(base);
  return p;
}

// Cells travel in groups of k, each group one number below colours^k: the k (up to 8) with the
// fewest bits a cell, so six colours take 2.6 bits a cell (five in 13 bits) rather than 3.
int groupSize(int colours) {
  int best = 1;
  for (int k = 2; k <= MaxGroup; ++k)
    if (bitsFor(power(colours, k)) * best < bitsFor(power(colours, best)) * k) best = k;
  return best;
}

}  // namespace

bool looksLikeFloodShareCode(std::string_view text) { return looksLikeCodeOf(text, FloodShareCodePrefix); }

std::string encodeFloodShareCode(const FloodPuzzle& puzzle) {
  if (puzzle.moveLimit < 0 || puzzle.moveLimit > MaxFloodMoveLimit)
    throw std::invalid_argument("share code: a move limit is 0 to " + std::to_string(MaxFloodMoveLimit));
  const ColourBoard& b = puzzle.board;
  std::uint32_t flags = 0;
  if (puzzle.moveLimit > 0) flags |= FloodFlagLimit;
  BitWriter w;
  w.varint(flags);
  w.varint(b.shape() == Shape::Hex ? 1 : 0);
  w.bits(static_cast<std::uint64_t>(b.width() - 1), 8);
  w.bits(static_cast<std::uint64_t>(b.height() - 1), 8);
  w.bits(static_cast<std::uint64_t>(b.colours() - ColourBoard::MinColours), 4);
  const int group = groupSize(b.colours());
  const int cells = b.cellCount();
  for (int first = 0; first < cells; first += group) {
    const int count = std::min(group, cells - first);
    std::uint64_t value = 0;
    for (int k = count - 1; k >= 0; --k) value = value * static_cast<std::uint64_t>(b.colours()) + b.colour(first + k);
    w.bits(value, bitsFor(power(b.colours(), count)));
  }
  if (flags & FloodFlagLimit) w.varint(static_cast<std::uint64_t>(puzzle.moveLimit));
  return std::string(FloodShareCodePrefix) + codeText(w.bytes());
}

Loaded<FloodPuzzle> decodeFloodShareCode(std::string_view code) {
  std::size_t column = 1;
  Loaded<std::vector<std::uint8_t>> decoded = prefixedCodePayload(code, FloodShareCodePrefix, "Flood", 4, column);
  if (!ok(decoded)) return std::get<LoadError>(decoded);
  const std::vector<std::uint8_t>& bytes = std::get<std::vector<std::uint8_t>>(decoded);
  try {
    BitReader r(bytes.data(), bytes.size());
    const std::uint64_t flags = r.varint();
    if (flags & ~std::uint64_t{FloodKnownFlags}) badCode("the code uses features this version does not know");
    const std::uint64_t shapeCode = r.varint();
    if (shapeCode > 1) badCode("the code's board shape is unknown to this version");
    const int width = static_cast<int>(r.bits(8)) + 1;
    const int height = static_cast<int>(r.bits(8)) + 1;
    if (width > ColourBoard::MaxSide || height > ColourBoard::MaxSide)
      badCode("the board is larger than " + std::to_string(ColourBoard::MaxSide) + " cells a side");
    const int colours = static_cast<int>(r.bits(4)) + ColourBoard::MinColours;
    if (colours > ColourBoard::MaxColours)
      badCode("a Flood board has " + std::to_string(ColourBoard::MinColours) + " to " +
              std::to_string(ColourBoard::MaxColours) + " colours");
    const int cells = width * height;
    const int group = groupSize(colours);
    std::vector<std::uint8_t> colour;
    colour.reserve(static_cast<std::size_t>(cells));
    for (int first = 0; first < cells; first += group) {
      const int count = std::min(group, cells - first);
      std::uint64_t value = r.bits(bitsFor(power(colours, count)));
      if (value >= power(colours, count)) badCode("the code holds a colour the board does not have");
      for (int k = 0; k < count; ++k) {
        colour.push_back(static_cast<std::uint8_t>(value % static_cast<std::uint64_t>(colours)));
        value /= static_cast<std::uint64_t>(colours);
      }
    }
    FloodPuzzle puzzle;
    if (flags & FloodFlagLimit) {
      const std::uint64_t limit = r.varint();
      if (limit < 1 || limit > static_cast<std::uint64_t>(MaxFloodMoveLimit))
        badCode("the move limit is not 1 to " + std::to_string(MaxFloodMoveLimit));
      puzzle.moveLimit = static_cast<int>(limit);
    }
    r.finish();
    // Every limit ColourBoard checks was checked above, so this does not throw.
    puzzle.board = ColourBoard(width, height, colours, shapeCode == 1 ? Shape::Hex : Shape::Square, std::move(colour));
    return puzzle;
  } catch (const LoadFailure& failure) {
    return shareCodeError(column, failure.what());
  }
}

}  // namespace tileflow
