// fuzz_flood_id: libFuzzer target for the Simon Tatham's Flood game ID reader.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

#include "game/flood/SgtFloodId.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view id(reinterpret_cast<const char*>(data), size);
  const auto parsed = tileflow::parseSgtFloodId(id);
  if (const auto* error = std::get_if<tileflow::SgtFloodIdError>(&parsed)) {
    // The column must fall inside the ID (or just past its end, for "expected more").
    if (error->column < 1 || static_cast<std::size_t>(error->column) > size + 1) std::abort();
    return 0;
  }
  // A board read must write back to an ID that reads as the same board.
  const auto& game = std::get<tileflow::SgtFloodGame>(parsed);
  const auto again = tileflow::parseSgtFloodId(tileflow::formatSgtFloodId(game.board, game.moves));
  const auto* back = std::get_if<tileflow::SgtFloodGame>(&again);
  if (back == nullptr || !(back->board == game.board) || back->moves != game.moves) {
    std::fprintf(stderr, "the ID does not survive writing and reading\n");
    std::abort();
  }
  return 0;
}
