// FrameCodec: the transport's framing. A frame is a 4-byte big-endian payload length N, then N
// payload bytes, 1 <= N <= kMaxPayload. Pure logic: no sockets, so every split and every bad
// length is tested without a network.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace tileflow::net {

using Payload = std::vector<std::uint8_t>;

inline constexpr std::size_t kFrameHeaderSize = 4;
inline constexpr std::size_t kMaxPayload = 65536;
// Payload byte 0 is the message type; type 0 belongs to the transport (a heartbeat is exactly one
// byte 0x00) and never reaches the game.
inline constexpr std::uint8_t kHeartbeatType = 0x00;

// The frame for one payload. The payload must be 1..kMaxPayload bytes (checked by the caller:
// Connection::send refuses anything else).
std::vector<std::uint8_t> encodeFrame(std::span<const std::uint8_t> payload);

// True for a payload the game may send: 1..kMaxPayload bytes and not of the transport's type 0.
bool isGamePayload(std::span<const std::uint8_t> payload);
// True for the transport's heartbeat: exactly the one byte 0x00.
bool isHeartbeat(std::span<const std::uint8_t> payload);

enum class FrameError { None, ZeroLength, OverCap };

// Reads frames from a byte stream fed in chunks of any size. Memory is one header and at most one
// payload in progress (kMaxPayload bytes), whatever the input. After an error the decoder stays
// failed and ignores further input: the connection must close.
class FrameDecoder {
 public:
  // Consumes bytes from the front of `input` until one payload is complete, an error is found or
  // the input ends; returns how many bytes it took. Call takePayload() when hasPayload() is true
  // before feeding more (a decoder holding a payload consumes nothing).
  std::size_t feed(std::span<const std::uint8_t> input);

  bool hasPayload() const { return complete_; }
  Payload takePayload();

  FrameError error() const { return error_; }
  bool failed() const { return error_ != FrameError::None; }
  // The length the bad header declared (for the error message).
  std::uint32_t badLength() const { return badLength_; }
  // A sentence for the player, starting "protocol error".
  std::string errorText() const;

  // Feeds a whole chunk, handing each complete payload to `onPayload` in order. Returns false
  // once the stream is bad (payloads before the bad header were still handed over).
  template <typename OnPayload>
  bool feedAll(std::span<const std::uint8_t> input, OnPayload&& onPayload) {
    while (!failed()) {
      const std::size_t used = feed(input);
      input = input.subspan(used);
      if (hasPayload()) {
        onPayload(takePayload());
        continue;
      }
      if (input.empty()) break;
    }
    return !failed();
  }

 private:
  std::uint8_t header_[kFrameHeaderSize] = {};
  std::size_t headerFill_ = 0;
  std::size_t expected_ = 0;  // payload length once the header is read
  Payload payload_;
  bool complete_ = false;
  FrameError error_ = FrameError::None;
  std::uint32_t badLength_ = 0;
};

std::string frameErrorText(FrameError error, std::uint32_t declaredLength);

}  // namespace tileflow::net
