// fuzz_lines_file: libFuzzer target for the Lines level and pack reader.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

#include "game/io/LinesFile.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const auto loaded = tileflow::parseLinesFile(text, "fuzz.yaml");
  if (const auto* error = std::get_if<tileflow::LoadError>(&loaded)) {
    if (error->line < 1 || error->column < 1 || error->message.empty()) std::abort();
    return 0;
  }
  // What is accepted is written and reads back the same.
  const auto& pack = std::get<tileflow::LinesPack>(loaded);
  const auto again = tileflow::parseLinesFile(tileflow::writeLinesFile(pack), "again.yaml");
  const auto* back = std::get_if<tileflow::LinesPack>(&again);
  bool same = back != nullptr && back->levels.size() == pack.levels.size() && back->id == pack.id;
  for (std::size_t i = 0; same && i < pack.levels.size(); ++i)
    same = back->levels[i].board == pack.levels[i].board && back->levels[i].solution == pack.levels[i].solution;
  if (!same) {
    std::fprintf(stderr, "a written Lines file does not read back the same\n");
    std::abort();
  }
  return 0;
}
