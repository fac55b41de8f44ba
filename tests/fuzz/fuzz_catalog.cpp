// fuzz_catalog: libFuzzer target for the catalog loader; any text gives a catalog or a located error.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "game/io/CatalogFile.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const auto loaded = tileflow::parseCatalog(text, "fuzz.yaml");
  if (const auto* error = std::get_if<tileflow::LoadError>(&loaded)) {
    // An error must point inside the file so a person can find it.
    if (error->line < 1 || error->column < 1 || error->message.empty()) std::abort();
  }
  return 0;
}
