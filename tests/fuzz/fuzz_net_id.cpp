// fuzz_net_id: libFuzzer target for the Net game ID importer with the shipped catalog.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

#include "game/io/LevelFile.hpp"
#include "game/io/NetImport.hpp"
#include "tests/fuzz/FuzzCatalog.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto& catalog = tileflow::fuzz::shippedCatalog();
  const std::string_view id(reinterpret_cast<const char*>(data), size);
  const auto loaded = tileflow::importNetId(id, catalog);
  if (const auto* error = std::get_if<tileflow::LoadError>(&loaded)) {
    // The column must fall inside the ID (or just past its end, for "expected more").
    if (error->line != 1 || error->column < 1 || static_cast<std::size_t>(error->column) > size + 1) std::abort();
    return 0;
  }
  // An imported level must be one the level loader accepts.
  const auto again =
      tileflow::parseLevels(tileflow::writeLevel(std::get<tileflow::Level>(loaded)), "net.yaml", catalog);
  if (!tileflow::ok(again)) {
    std::fprintf(stderr, "imported level does not load: %s\n", std::get<tileflow::LoadError>(again).text().c_str());
    std::abort();
  }
  return 0;
}
