// fuzz_net_frames: libFuzzer target for the transport's frame decoder and the discovery datagram
// parser, the two places where bytes from the network are read.
//
// Input: byte 0 says how many of the following bytes are chunk sizes (0..15); the stream after
// them is fed to a FrameDecoder in chunks of those sizes (cycled), and again in one piece; the
// whole input is also read as a discovery datagram.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <span>
#include <string_view>
#include <vector>

#include "engine/net/Announcement.hpp"
#include "engine/net/FrameCodec.hpp"

namespace {

using tileflow::net::FrameDecoder;
using tileflow::net::Payload;

[[noreturn]] void fail(const char* what) {
  std::fprintf(stderr, "%s\n", what);
  std::abort();
}

std::vector<Payload> decode(std::span<const std::uint8_t> stream, std::span<const std::uint8_t> chunkSizes,
                            FrameDecoder& decoder) {
  std::vector<Payload> out;
  std::size_t at = 0;
  std::size_t which = 0;
  while (at < stream.size() && !decoder.failed()) {
    std::size_t n = chunkSizes.empty() ? stream.size() : std::size_t{chunkSizes[which++ % chunkSizes.size()]} + 1;
    if (n > stream.size() - at) n = stream.size() - at;
    decoder.feedAll(stream.subspan(at, n), [&](Payload&& p) { out.push_back(std::move(p)); });
    at += n;
  }
  return out;
}

void checkFrames(std::span<const std::uint8_t> data) {
  if (data.empty()) return;
  const std::size_t sizeCount = data[0] % 16;
  if (data.size() < 1 + sizeCount) return;
  const auto chunkSizes = data.subspan(1, sizeCount);
  const auto stream = data.subspan(1 + sizeCount);

  FrameDecoder chunked;
  FrameDecoder whole;
  const auto a = decode(stream, chunkSizes, chunked);
  const auto b = decode(stream, {}, whole);
  if (a != b) fail("the payloads depend on how the stream was split");
  if (chunked.error() != whole.error() || chunked.badLength() != whole.badLength()) {
    fail("the error depends on how the stream was split");
  }

  // The payloads, framed again, are exactly the start of the stream.
  std::size_t at = 0;
  for (const auto& p : a) {
    if (p.empty() || p.size() > tileflow::net::kMaxPayload) fail("a payload outside 1..kMaxPayload");
    const auto frame = tileflow::net::encodeFrame(p);
    if (frame.size() > stream.size() - at || !std::equal(frame.begin(), frame.end(), stream.begin() + at)) {
      fail("the payloads do not frame back into the stream");
    }
    at += frame.size();
  }
  const auto rest = stream.subspan(at);
  if (rest.size() < tileflow::net::kFrameHeaderSize) {
    if (chunked.failed()) fail("an error without a whole header");
    return;
  }
  const std::uint32_t n = (std::uint32_t{rest[0]} << 24) | (std::uint32_t{rest[1]} << 16) |
                          (std::uint32_t{rest[2]} << 8) | std::uint32_t{rest[3]};
  const bool bad = n == 0 || n > tileflow::net::kMaxPayload;
  if (bad != chunked.failed()) fail("the decoder's verdict on the next header is wrong");
  if (bad && chunked.badLength() != n) fail("the error names the wrong length");
  if (!bad && rest.size() >= tileflow::net::kFrameHeaderSize + n) fail("a complete frame was not handed over");
}

void checkAnnouncement(std::span<const std::uint8_t> data) {
  const auto parsed = tileflow::net::parseAnnouncement(data);
  if (!parsed) return;
  if (data.size() > tileflow::net::kMaxAnnouncement) fail("an oversized datagram was accepted");
  if (parsed->tcpPort == 0) fail("port 0 was accepted");
  if (parsed->name.empty() || parsed->name.size() > tileflow::net::kMaxHostName) fail("a bad name length");
  if (parsed->summary.size() > tileflow::net::kMaxSummary) fail("a bad summary length");
  for (char c : parsed->name + parsed->summary) {
    if (c < 0x20 || c > 0x7E) fail("an unprintable character was accepted");
  }
  // What was read writes back to the same datagram (give or take the newline before an empty summary).
  const std::string again = tileflow::net::formatAnnouncement(*parsed);
  const std::string_view input(reinterpret_cast<const char*>(data.data()), data.size());
  if (again != input && again != std::string(input) + "\n") fail("the datagram does not write back the same");
  if (tileflow::net::parseAnnouncement(again) != parsed) fail("the datagram does not survive writing and reading");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::span<const std::uint8_t> input(data, size);
  checkFrames(input);
  checkAnnouncement(input);
  return 0;
}
