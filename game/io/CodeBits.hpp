// CodeBits: what every kind of share code is spelled with (docs/share-code.md): bits packed least
// significant first with LEB128 varints and short texts, a CRC-32 over the payload, and RFC 4648
// base32 without padding. The reader throws LoadFailure(1, 1, message) on data that runs out or
// runs long; the caller reports it at the code's column.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "game/io/LoadError.hpp"

namespace tileflow {

// The fewest bits that hold `values` different values (at least 1).
int bitsFor(std::size_t values);

// CRC-32 (IEEE, as zlib): catches every error burst up to 32 bits, so any one changed base32
// character (5 bits) is always caught, not just very likely.
std::uint32_t crc32(const std::uint8_t* data, std::size_t size);

class BitWriter {
 public:
  void bits(std::uint64_t value, int count);
  void varint(std::uint64_t value);
  // Its length in bytes as a varint, then the bytes.
  void text(const std::string& s);
  const std::vector<std::uint8_t>& bytes() const { return bytes_; }

 private:
  std::vector<std::uint8_t> bytes_;
  int used_ = 0;
};

class BitReader {
 public:
  BitReader(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}
  std::uint64_t bits(int count);
  std::uint64_t varint();
  // A text of at most `maxBytes` bytes; `what` names it in the error.
  std::string text(std::string_view what, std::size_t maxBytes);
  // Whatever is left must be the zero bits that fill the last byte.
  void finish();

 private:
  const std::uint8_t* data_;
  std::size_t size_;
  std::size_t pos_ = 0;
};

// Trouble inside the decoded bytes has no column of its own: it is reported at the code's start.
[[noreturn]] void badCode(const std::string& message);

// The payload with its CRC-32 appended, in base32 (the prefix is the caller's).
std::string codeText(const std::vector<std::uint8_t>& payload);

// The file name share-code errors are reported under, and such an error at a column.
inline constexpr std::string_view ShareCodeFileName = "<share-code>";
LoadError shareCodeError(std::size_t column, std::string message);

// Drops white space around `code` (a pasted newline); returns the column of its first character
// in the text as given.
std::size_t trimCode(std::string_view& code);

// The payload of a code's base32 body (after its prefix, `bodyColumn` the column of its first
// character): every character in the alphabet, the spare bits of the last one zero, at least
// `minPayload` bytes and the CRC-32 matching (reported at `column`, the code's start). The CRC's
// four bytes are dropped.
Loaded<std::vector<std::uint8_t>> codePayload(std::string_view body, std::size_t bodyColumn, std::size_t column,
                                              std::size_t minPayload);

// True when `text`, after white space, starts as a code of `prefix`'s kind does: its two letters
// and a version digit ("TL1." is a Lines code's prefix; "TL2" looks like one of another version).
bool looksLikeCodeOf(std::string_view text, std::string_view prefix);

// The payload of a whole code of one kind (`kind` names it in errors: "Lines", "Flood"), white
// space around it dropped: refused when empty, longer than the share codes' limit, of another
// version of the kind ("the Flood code is format version 2; …") or not of the kind at all, then as
// codePayload. `column` gets the column of the code's first character, for errors found inside.
Loaded<std::vector<std::uint8_t>> prefixedCodePayload(std::string_view code, std::string_view prefix,
                                                      std::string_view kind, std::size_t minPayload,
                                                      std::size_t& column);

}  // namespace tileflow
