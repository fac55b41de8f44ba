// Bytes: big-endian reading and writing of binary payloads (network messages, the compiled
// catalog), and the UTF-8 checks their text fields share. ByteReader takes untrusted bytes: it never
// reads past the end and keeps the first error.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace tileflow {

// The length of the UTF-8 character at `at`, or 0 when the bytes there are not a well-formed
// one (overlong forms, surrogates and code points past U+10FFFF included). `code` gets its value.
std::size_t utf8Char(std::string_view s, std::size_t at, std::uint32_t& code);

// Control characters, and the invisible ones that change how the text around them is shown: the
// bidirectional controls (a name with U+202E shows the rest of a line backwards), zero-width
// characters, the byte order mark and the interlinear annotation marks. Never shown to a player.
bool isControl(std::uint32_t code);

// `text` made fit for a text field: cut to `cap` bytes at a character boundary, invalid UTF-8
// and control characters replaced.
std::string fitText(std::string_view text, std::size_t cap);

// 64-bit FNV-1a of the bytes: a checksum, not a defence against anyone.
std::uint64_t fnv1a(std::span<const std::uint8_t> bytes);
inline std::uint64_t fnv1a(std::string_view bytes) {
  return fnv1a({reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size()});
}

// Big-endian writing into a growing payload.
class ByteWriter {
 public:
  void u8(std::uint8_t value) { bytes_.push_back(value); }
  void u16(std::uint16_t value);
  void u32(std::uint32_t value);
  void u64(std::uint64_t value);
  // A u16 length and the bytes of fitText(text, cap).
  void text(std::string_view text, std::size_t cap);
  const std::vector<std::uint8_t>& bytes() const { return bytes_; }
  std::vector<std::uint8_t> take() { return std::move(bytes_); }

 private:
  std::vector<std::uint8_t> bytes_;
};

// Big-endian reading of untrusted bytes. Every read checks what is left; the first failure is
// kept as the error and every read after it fails too, so a decoder may read a whole message and
// look once at the end.
class ByteReader {
 public:
  explicit ByteReader(std::span<const std::uint8_t> bytes) : bytes_(bytes) {}

  bool u8(std::uint8_t& value, const char* what);
  bool u16(std::uint16_t& value, const char* what);
  bool u32(std::uint32_t& value, const char* what);
  bool u64(std::uint64_t& value, const char* what);
  // A u16 length (at most `cap`) and that many bytes of valid UTF-8 without control characters.
  bool text(std::string& value, std::size_t cap, const char* what);
  // A u8 that must lie in [low, high].
  bool number(int& value, int low, int high, const char* what);
  // A u8 that must be 0 or 1.
  bool flag(bool& value, const char* what);
  // Fails unless every byte was read.
  bool finish();
  void fail(std::string error);

  bool ok() const { return error_.empty(); }
  const std::string& error() const { return error_; }
  std::size_t remaining() const { return bytes_.size() - at_; }

 private:
  bool take(std::size_t count, const char* what);

  std::span<const std::uint8_t> bytes_;
  std::size_t at_ = 0;
  std::string error_;
};

}  // namespace tileflow
