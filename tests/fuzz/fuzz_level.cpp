// fuzz_level: libFuzzer target for the level and pack loader with the shipped catalog.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "game/io/LevelFile.hpp"
#include "tests/fuzz/FuzzCatalog.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto& catalog = tileflow::fuzz::shippedCatalog();
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const auto loaded = tileflow::parseLevels(text, "fuzz.yaml", catalog);
  if (const auto* error = std::get_if<tileflow::LoadError>(&loaded)) {
    if (error->line < 1 || error->column < 1 || error->message.empty()) std::abort();
    return 0;
  }
  // Whatever the loader accepts must survive the rest of the game's path: writing it back
  // and reading it again gives the same pack.
  // A level file comes back as a pack without an id, which only writeLevel can express.
  const auto& pack = std::get<tileflow::Pack>(loaded);
  const bool single = pack.id.empty() && pack.levels.size() == 1;
  const std::string written = single ? tileflow::writeLevel(pack.levels.front()) : tileflow::writePack(pack);
  const auto again = tileflow::parseLevels(written, "again.yaml", catalog);
  if (!tileflow::ok(again)) {
    std::fprintf(stderr, "written pack does not load: %s\n", std::get<tileflow::LoadError>(again).text().c_str());
    std::abort();
  }
  return 0;
}
