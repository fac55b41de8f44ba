// FrameCodec: length-prefixed frames in, payloads out, with the cap checked before any memory is
// taken for a payload.
#include "engine/net/FrameCodec.hpp"

#include <algorithm>
#include <utility>

namespace tileflow::net {

std::vector<std::uint8_t> encodeFrame(std::span<const std::uint8_t> payload) {
  const auto n = static_cast<std::uint32_t>(payload.size());
  std::vector<std::uint8_t> frame;
  frame.reserve(kFrameHeaderSize + payload.size());
  frame.push_back(static_cast<std::uint8_t>(n >> 24));
  frame.push_back(static_cast<std::uint8_t>(n >> 16));
  frame.push_back(static_cast<std::uint8_t>(n >> 8));
  frame.push_back(static_cast<std::uint8_t>(n));
  frame.insert(frame.end(), payload.begin(), payload.end());
  return frame;
}

bool isGamePayload(std::span<const std::uint8_t> payload) {
  return !payload.empty() && payload.size() <= kMaxPayload && payload[0] != kHeartbeatType;
}

bool isHeartbeat(std::span<const std::uint8_t> payload) { return payload.size() == 1 && payload[0] == kHeartbeatType; }

std::size_t FrameDecoder::feed(std::span<const std::uint8_t> input) {
  if (failed() || complete_) return 0;
  std::size_t used = 0;
  if (headerFill_ < kFrameHeaderSize) {
    const std::size_t take = std::min(kFrameHeaderSize - headerFill_, input.size());
    std::copy_n(input.begin(), take, header_ + headerFill_);
    headerFill_ += take;
    used += take;
    if (headerFill_ < kFrameHeaderSize) return used;
    const std::uint32_t n = (std::uint32_t{header_[0]} << 24) | (std::uint32_t{header_[1]} << 16) |
                            (std::uint32_t{header_[2]} << 8) | std::uint32_t{header_[3]};
    if (n == 0 || n > kMaxPayload) {
      error_ = n == 0 ? FrameError::ZeroLength : FrameError::OverCap;
      badLength_ = n;
      return used;
    }
    expected_ = n;
    payload_.clear();
    payload_.reserve(expected_);
  }
  const std::size_t take = std::min(expected_ - payload_.size(), input.size() - used);
  payload_.insert(payload_.end(), input.begin() + static_cast<std::ptrdiff_t>(used),
                  input.begin() + static_cast<std::ptrdiff_t>(used + take));
  used += take;
  if (payload_.size() == expected_) complete_ = true;
  return used;
}

Payload FrameDecoder::takePayload() {
  if (!complete_) return {};
  complete_ = false;
  headerFill_ = 0;
  expected_ = 0;
  return std::exchange(payload_, {});
}

std::string FrameDecoder::errorText() const { return frameErrorText(error_, badLength_); }

std::string frameErrorText(FrameError error, std::uint32_t declaredLength) {
  switch (error) {
    case FrameError::None:
      return {};
    case FrameError::ZeroLength:
      return "protocol error: the other side sent an empty frame";
    case FrameError::OverCap:
      return "protocol error: the other side sent a frame of " + std::to_string(declaredLength) +
             " bytes, over the limit of " + std::to_string(kMaxPayload);
  }
  return "protocol error";
}

}  // namespace tileflow::net
