// fuzz_lines_share_code: libFuzzer target for the Lines share-code decoder.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <string>
#include <string_view>

#include "game/io/LinesShareCode.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view code(reinterpret_cast<const char*>(data), size);
  const auto decoded = tileflow::decodeLinesShareCode(code);
  if (const auto* error = std::get_if<tileflow::LoadError>(&decoded)) {
    if (error->line != 1 || error->column < 1 || error->message.empty()) std::abort();
    return 0;
  }
  // A decoded level encodes again to the same level.
  std::string again;
  try {
    again = tileflow::encodeLinesShareCode(std::get<tileflow::LinesLevel>(decoded));
  } catch (const std::invalid_argument& e) {
    std::fprintf(stderr, "decoded level cannot be shared again: %s\n", e.what());
    std::abort();
  }
  const auto twice = tileflow::decodeLinesShareCode(again);
  if (!tileflow::ok(twice) ||
      !(std::get<tileflow::LinesLevel>(twice).board == std::get<tileflow::LinesLevel>(decoded).board)) {
    std::fprintf(stderr, "a re-encoded Lines code does not decode to the same board\n");
    std::abort();
  }
  return 0;
}
