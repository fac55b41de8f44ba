// fuzz_compiled_catalog: libFuzzer target for the compiled catalog's reader. The input is taken as
// a copy's body and given the checksum it needs, so that mutations reach the reader's checks
// rather than stopping at the checksum; the text hash is the one the body claims.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <vector>

#include "engine/core/Bytes.hpp"
#include "game/io/CompiledCatalog.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::vector<std::uint8_t> bytes(data, data + size);
  tileflow::ByteWriter tail;
  tail.u64(tileflow::fnv1a(bytes));
  bytes.insert(bytes.end(), tail.bytes().begin(), tail.bytes().end());
  std::uint64_t claimed = 0;
  for (std::size_t i = 12; i < 20 && i < size; ++i) claimed = (claimed << 8) | data[i];
  const auto read = tileflow::readCompiledCatalog(bytes, claimed);
  if (const auto* catalog = std::get_if<tileflow::Catalog>(&read)) {
    // Whatever reads is a catalog the game can use: finalised, with tiles and a blank.
    if (catalog->tileTypes().empty()) std::abort();
  } else if (std::get<std::string>(read).empty()) {
    std::abort();  // a refusal always says why
  }
  return 0;
}
