// FrameCodec: frames survive any split of the byte stream, and every bad length is caught.
#include "engine/net/FrameCodec.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

namespace tileflow::net {
namespace frame_codec_test {
namespace {

using Bytes = std::vector<std::uint8_t>;

Bytes payloadOf(std::size_t size, std::uint8_t seed) {
  Bytes p(size);
  for (std::size_t i = 0; i < size; ++i) p[i] = static_cast<std::uint8_t>(seed + i * 7);
  if (!p.empty() && p[0] == 0) p[0] = 1;
  return p;
}

// Feeds `stream` in chunks of the given sizes (cycled) and returns every payload.
std::vector<Bytes> decodeInChunks(const Bytes& stream, const std::vector<std::size_t>& chunks, FrameDecoder& decoder) {
  std::vector<Bytes> out;
  std::size_t at = 0;
  std::size_t which = 0;
  while (at < stream.size()) {
    const std::size_t n = std::min(chunks[which++ % chunks.size()], stream.size() - at);
    decoder.feedAll(std::span(stream).subspan(at, n), [&](Payload&& p) { out.push_back(std::move(p)); });
    at += n;
  }
  return out;
}

TEST(FrameCodec, HeaderIsTheBigEndianLength) {
  const Bytes frame = encodeFrame(Bytes{7, 8, 9});
  EXPECT_EQ(frame, (Bytes{0, 0, 0, 3, 7, 8, 9}));
  const Bytes big = encodeFrame(payloadOf(kMaxPayload, 3));
  ASSERT_EQ(big.size(), kMaxPayload + 4);
  EXPECT_EQ(big[0], 0);
  EXPECT_EQ(big[1], 1);
  EXPECT_EQ(big[2], 0);
  EXPECT_EQ(big[3], 0);
}

TEST(FrameCodec, OneFrameComesBackWhole) {
  FrameDecoder decoder;
  const Bytes payload = payloadOf(300, 5);
  const auto out = decodeInChunks(encodeFrame(payload), {1000}, decoder);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0], payload);
  EXPECT_FALSE(decoder.failed());
}

TEST(FrameCodec, OneByteAtATimeGivesTheSamePayloads) {
  Bytes stream;
  std::vector<Bytes> sent;
  for (std::size_t size : {1u, 2u, 3u, 4u, 5u, 255u, 256u, 1000u}) {
    sent.push_back(payloadOf(size, static_cast<std::uint8_t>(size)));
    const Bytes f = encodeFrame(sent.back());
    stream.insert(stream.end(), f.begin(), f.end());
  }
  FrameDecoder decoder;
  EXPECT_EQ(decodeInChunks(stream, {1}, decoder), sent);
  EXPECT_FALSE(decoder.failed());
}

TEST(FrameCodec, ManyFramesInOneChunkAndOddSplitsGiveTheSamePayloads) {
  Bytes stream;
  std::vector<Bytes> sent;
  for (int i = 0; i < 200; ++i) {
    sent.push_back(payloadOf(static_cast<std::size_t>(1 + (i * 37) % 500), static_cast<std::uint8_t>(i)));
    const Bytes f = encodeFrame(sent.back());
    stream.insert(stream.end(), f.begin(), f.end());
  }
  for (const std::vector<std::size_t>& chunks :
       {std::vector<std::size_t>{stream.size()}, {2}, {3}, {5, 1, 9}, {4}, {7, 4096}, {1, 2, 3, 4, 5, 6, 7}}) {
    FrameDecoder decoder;
    EXPECT_EQ(decodeInChunks(stream, chunks, decoder), sent);
    EXPECT_FALSE(decoder.failed());
  }
}

TEST(FrameCodec, TheLargestPayloadPassesAcrossSplits) {
  const Bytes payload = payloadOf(kMaxPayload, 11);
  for (std::size_t chunk : {std::size_t{1}, std::size_t{3}, std::size_t{4096}, kMaxPayload + 4}) {
    FrameDecoder decoder;
    const auto out = decodeInChunks(encodeFrame(payload), {chunk}, decoder);
    ASSERT_EQ(out.size(), 1u);
    EXPECT_EQ(out[0], payload);
  }
}

TEST(FrameCodec, ALengthOfZeroIsAProtocolError) {
  FrameDecoder decoder;
  const Bytes stream{0, 0, 0, 0, 1, 2, 3};
  EXPECT_FALSE(decoder.feedAll(stream, [](Payload&&) { FAIL() << "no payload expected"; }));
  EXPECT_EQ(decoder.error(), FrameError::ZeroLength);
  EXPECT_NE(decoder.errorText().find("protocol"), std::string::npos);
}

TEST(FrameCodec, ALengthOverTheCapIsAProtocolErrorBeforeAnyPayloadArrives) {
  for (std::uint32_t n : {std::uint32_t{kMaxPayload + 1}, std::uint32_t{0x01000000}, std::uint32_t{0xFFFFFFFF}}) {
    FrameDecoder decoder;
    const Bytes header{static_cast<std::uint8_t>(n >> 24), static_cast<std::uint8_t>(n >> 16),
                       static_cast<std::uint8_t>(n >> 8), static_cast<std::uint8_t>(n)};
    EXPECT_FALSE(decoder.feedAll(header, [](Payload&&) { FAIL() << "no payload expected"; }));
    EXPECT_EQ(decoder.error(), FrameError::OverCap);
    EXPECT_EQ(decoder.badLength(), n);
    EXPECT_NE(decoder.errorText().find("protocol"), std::string::npos);
    EXPECT_NE(decoder.errorText().find(std::to_string(n)), std::string::npos);
  }
}

TEST(FrameCodec, AnErrorSplitAcrossChunksIsStillFound) {
  FrameDecoder decoder;
  std::vector<Bytes> out = decodeInChunks(Bytes{0, 1, 0, 1}, {1}, decoder);
  EXPECT_TRUE(out.empty());
  EXPECT_EQ(decoder.error(), FrameError::OverCap);
}

TEST(FrameCodec, PayloadsBeforeABadHeaderAreHandedOverAndNothingAfter) {
  Bytes stream = encodeFrame(Bytes{4, 4});
  const Bytes bad{0, 0, 0, 0};
  stream.insert(stream.end(), bad.begin(), bad.end());
  const Bytes later = encodeFrame(Bytes{5});
  stream.insert(stream.end(), later.begin(), later.end());
  FrameDecoder decoder;
  std::vector<Bytes> out;
  EXPECT_FALSE(decoder.feedAll(stream, [&](Payload&& p) { out.push_back(std::move(p)); }));
  EXPECT_EQ(out, (std::vector<Bytes>{{4, 4}}));
  EXPECT_EQ(decoder.feed(later), 0u) << "a failed decoder takes no more input";
}

TEST(FrameCodec, AnUnfinishedFrameWaitsForMoreBytes) {
  FrameDecoder decoder;
  const Bytes frame = encodeFrame(Bytes{9, 9, 9});
  EXPECT_EQ(decoder.feed(std::span(frame).first(5)), 5u);
  EXPECT_FALSE(decoder.hasPayload());
  EXPECT_FALSE(decoder.failed());
  EXPECT_EQ(decoder.feed(std::span(frame).subspan(5)), 2u);
  ASSERT_TRUE(decoder.hasPayload());
  EXPECT_EQ(decoder.takePayload(), (Bytes{9, 9, 9}));
}

TEST(FrameCodec, ADecoderHoldingAPayloadTakesNothingUntilItIsTaken) {
  FrameDecoder decoder;
  Bytes stream = encodeFrame(Bytes{1});
  const Bytes second = encodeFrame(Bytes{2});
  stream.insert(stream.end(), second.begin(), second.end());
  EXPECT_EQ(decoder.feed(stream), 5u);
  EXPECT_EQ(decoder.feed(std::span(stream).subspan(5)), 0u);
  EXPECT_EQ(decoder.takePayload(), (Bytes{1}));
  EXPECT_EQ(decoder.feed(std::span(stream).subspan(5)), 5u);
  EXPECT_EQ(decoder.takePayload(), (Bytes{2}));
}

TEST(FrameCodec, HeartbeatsAndGamePayloadsAreToldApart) {
  EXPECT_TRUE(isHeartbeat(Bytes{0}));
  EXPECT_FALSE(isHeartbeat(Bytes{0, 0}));
  EXPECT_FALSE(isHeartbeat(Bytes{1}));
  EXPECT_FALSE(isHeartbeat(Bytes{}));
  EXPECT_TRUE(isGamePayload(Bytes{1}));
  EXPECT_TRUE(isGamePayload(payloadOf(kMaxPayload, 1)));
  EXPECT_FALSE(isGamePayload(payloadOf(kMaxPayload + 1, 1)));
  EXPECT_FALSE(isGamePayload(Bytes{}));
  EXPECT_FALSE(isGamePayload(Bytes{0}));
  EXPECT_FALSE(isGamePayload(Bytes{0, 5}));
}

}  // namespace
}  // namespace frame_codec_test
}  // namespace tileflow::net
