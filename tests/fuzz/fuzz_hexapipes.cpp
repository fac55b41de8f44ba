// fuzz_hexapipes: libFuzzer target for the Hexapipes puzzle importer with the shipped catalog.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

#include "game/io/HexapipesImport.hpp"
#include "game/io/LevelFile.hpp"
#include "tests/fuzz/FuzzCatalog.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto& catalog = tileflow::fuzz::shippedCatalog();
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const auto loaded = tileflow::importHexapipes(text, "fuzz.json", catalog);
  if (const auto* error = std::get_if<tileflow::LoadError>(&loaded)) {
    if (error->line < 1 || error->column < 1 || error->message.empty()) std::abort();
    return 0;
  }
  // An imported level must be one the level loader accepts.
  const auto again =
      tileflow::parseLevels(tileflow::writeLevel(std::get<tileflow::Level>(loaded)), "hexapipes.yaml", catalog);
  if (!tileflow::ok(again)) {
    std::fprintf(stderr, "imported level does not load: %s\n", std::get<tileflow::LoadError>(again).text().c_str());
    std::abort();
  }
  return 0;
}
