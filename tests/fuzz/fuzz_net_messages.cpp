// fuzz_net_messages: libFuzzer target for the network match's message decoder. Any payload
// decodes to a message or an error; a message must encode to bytes that decode to itself.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <span>

#include "game/net/Messages.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace tileflow::match;
  const Decoded decoded = decode(std::span<const std::uint8_t>(data, size));
  if (!decoded) {
    if (decoded.error.empty()) std::abort();
    return 0;
  }
  const std::vector<std::uint8_t> bytes = encode(*decoded.message);
  // Every field was read and every text fits its cap, so the encoding is the payload itself.
  if (bytes.size() != size || !std::equal(bytes.begin(), bytes.end(), data)) {
    std::fprintf(stderr, "a %s does not encode back to its payload\n", messageName(typeOf(*decoded.message)));
    std::abort();
  }
  const Decoded again = decode(bytes);
  if (!again || !(*again.message == *decoded.message)) {
    std::fprintf(stderr, "a %s does not survive encoding and decoding\n", messageName(typeOf(*decoded.message)));
    std::abort();
  }
  return 0;
}
