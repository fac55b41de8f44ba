// fuzz_flood_share_code: libFuzzer target for the Flood share-code decoder.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "game/io/FloodShareCode.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view code(reinterpret_cast<const char*>(data), size);
  const auto decoded = tileflow::decodeFloodShareCode(code);
  if (const auto* error = std::get_if<tileflow::LoadError>(&decoded)) {
    if (error->line != 1 || error->column < 1 || error->message.empty()) std::abort();
    return 0;
  }
  // A decoded board encodes again to the same board and limit.
  const auto& puzzle = std::get<tileflow::FloodPuzzle>(decoded);
  const auto twice = tileflow::decodeFloodShareCode(tileflow::encodeFloodShareCode(puzzle));
  if (!tileflow::ok(twice) || !(std::get<tileflow::FloodPuzzle>(twice).board == puzzle.board) ||
      std::get<tileflow::FloodPuzzle>(twice).moveLimit != puzzle.moveLimit) {
    std::fprintf(stderr, "a re-encoded Flood code does not decode to the same board\n");
    std::abort();
  }
  return 0;
}
