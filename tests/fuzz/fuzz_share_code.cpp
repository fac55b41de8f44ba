// fuzz_share_code: libFuzzer target for the share-code decoder with the shipped catalog.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <string>
#include <string_view>

#include "game/io/ShareCode.hpp"
#include "tests/fuzz/FuzzCatalog.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto& catalog = tileflow::fuzz::shippedCatalog();
  const std::string_view code(reinterpret_cast<const char*>(data), size);
  const auto decoded = tileflow::decodeShareCode(code, catalog);
  if (const auto* error = std::get_if<tileflow::LoadError>(&decoded)) {
    if (error->line != 1 || error->column < 1 || error->message.empty()) std::abort();
    return 0;
  }
  // A decoded level encodes again to a code that decodes to a level (the code is canonical, so
  // it need not be the same text, but it must work).
  std::string again;
  try {
    again = tileflow::encodeShareCode(std::get<tileflow::Level>(decoded), catalog);
  } catch (const std::invalid_argument& e) {
    std::fprintf(stderr, "decoded level cannot be shared again: %s\n", e.what());
    std::abort();
  }
  const auto twice = tileflow::decodeShareCode(again, catalog);
  if (!tileflow::ok(twice)) {
    std::fprintf(stderr, "re-encoded code does not decode: %s\n", std::get<tileflow::LoadError>(twice).text().c_str());
    std::abort();
  }
  return 0;
}
