// fuzz_flood_file: libFuzzer target for the Flood board file reader.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

#include "game/io/FloodFile.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const auto loaded = tileflow::parseFloodFile(text, "fuzz.yaml");
  if (const auto* error = std::get_if<tileflow::LoadError>(&loaded)) {
    if (error->line < 1 || error->column < 1 || error->message.empty()) std::abort();
    return 0;
  }
  // What is accepted is written and reads back the same.
  const auto& puzzle = std::get<tileflow::FloodPuzzle>(loaded);
  const auto again = tileflow::parseFloodFile(tileflow::writeFloodFile(puzzle), "again.yaml");
  const auto* back = std::get_if<tileflow::FloodPuzzle>(&again);
  if (back == nullptr || !(back->board == puzzle.board) || back->moveLimit != puzzle.moveLimit) {
    std::fprintf(stderr, "a written Flood board does not read back the same\n");
    std::abort();
  }
  return 0;
}
