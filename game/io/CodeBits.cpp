// CodeBits: bit packing, CRC-32 and base32 for share codes.
#include "game/io/CodeBits.hpp"

#include <array>
#include <cstdio>
#include <cstring>

#include "game/io/LoadFailure.hpp"
#include "game/io/ShareCode.hpp"

namespace tileflow {

namespace {

constexpr std::array<std::uint32_t, 256> makeCrcTable() {
  std::array<std::uint32_t, 256> table{};
  for (std::uint32_t n = 0; n < 256; ++n) {
    std::uint32_t c = n;
    for (int k = 0; k < 8; ++k) c = (c & 1u) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
    table[n] = c;
  }
  return table;
}
constexpr auto kCrcTable = makeCrcTable();

int base32Value(char ch) {
  if (ch >= 'A' && ch <= 'Z') return ch - 'A';
  if (ch >= '2' && ch <= '7') return ch - '2' + 26;
  return -1;
}

std::string shownCodeChar(char ch) {
  const auto u = static_cast<unsigned char>(ch);
  if (u >= 0x21 && u < 0x7F) return std::string("'") + ch + "'";
  char hex[8];
  std::snprintf(hex, sizeof hex, "0x%02X", u);
  return hex;
}

}  // namespace

int bitsFor(std::size_t values) {
  int bits = 1;
  while ((std::size_t{1} << bits) < values) ++bits;
  return bits;
}

std::uint32_t crc32(const std::uint8_t* data, std::size_t size) {
  std::uint32_t c = 0xFFFFFFFFu;
  for (std::size_t i = 0; i < size; ++i) c = kCrcTable[(c ^ data[i]) & 0xFFu] ^ (c >> 8);
  return c ^ 0xFFFFFFFFu;
}

void BitWriter::bits(std::uint64_t value, int count) {
  for (int i = 0; i < count; ++i) {
    if (used_ == 0) bytes_.push_back(0);
    if ((value >> i) & 1u) bytes_.back() = static_cast<std::uint8_t>(bytes_.back() | (1u << used_));
    used_ = (used_ + 1) % 8;
  }
}

void BitWriter::varint(std::uint64_t value) {
  do {
    const std::uint64_t low = value & 0x7Fu;
    value >>= 7;
    bits(low | (value ? 0x80u : 0u), 8);
  } while (value);
}

void BitWriter::text(const std::string& s) {
  varint(s.size());
  for (char ch : s) bits(static_cast<std::uint8_t>(ch), 8);
}

void badCode(const std::string& message) { throw LoadFailure(1, 1, message); }

std::uint64_t BitReader::bits(int count) {
  std::uint64_t value = 0;
  for (int i = 0; i < count; ++i) {
    if (pos_ >= size_ * 8) badCode("the code ends too soon (cut short?)");
    if ((data_[pos_ / 8] >> (pos_ % 8)) & 1u) value |= std::uint64_t{1} << i;
    ++pos_;
  }
  return value;
}

std::uint64_t BitReader::varint() {
  std::uint64_t value = 0;
  for (int shift = 0; shift < 64; shift += 7) {
    const std::uint64_t b = bits(8);
    value |= (b & 0x7Fu) << shift;
    if (!(b & 0x80u)) return value;
  }
  badCode("a number in the code is too long");
}

std::string BitReader::text(std::string_view what, std::size_t maxBytes) {
  const std::uint64_t size = varint();
  if (size > maxBytes) badCode("the " + std::string(what) + " is longer than " + std::to_string(maxBytes) + " bytes");
  std::string s;
  for (std::uint64_t i = 0; i < size; ++i) s.push_back(static_cast<char>(bits(8)));
  return s;
}

void BitReader::finish() {
  if ((pos_ + 7) / 8 != size_) badCode("the code has data after the level");
  while (pos_ < size_ * 8) {
    if (bits(1)) badCode("the code has data after the level");
  }
}

std::string codeText(const std::vector<std::uint8_t>& payload) {
  std::vector<std::uint8_t> bytes = payload;
  const std::uint32_t crc = crc32(payload.data(), payload.size());
  for (int k = 0; k < 4; ++k) bytes.push_back(static_cast<std::uint8_t>(crc >> (8 * k)));
  std::string out;
  std::uint32_t buffer = 0;
  int held = 0;
  for (std::uint8_t b : bytes) {
    buffer = (buffer << 8) | b;
    held += 8;
    while (held >= 5) {
      out.push_back(ShareCodeAlphabet[(buffer >> (held - 5)) & 31u]);
      held -= 5;
    }
  }
  if (held > 0) out.push_back(ShareCodeAlphabet[(buffer << (5 - held)) & 31u]);
  return out;
}

LoadError shareCodeError(std::size_t column, std::string message) {
  return LoadError{std::string(ShareCodeFileName), 1, static_cast<int>(column), "share code: " + std::move(message)};
}

std::size_t trimCode(std::string_view& code) {
  std::size_t column = 1;
  while (!code.empty() && std::strchr(" \t\r\n", code.front())) {
    code.remove_prefix(1);
    ++column;
  }
  while (!code.empty() && std::strchr(" \t\r\n", code.back())) code.remove_suffix(1);
  return column;
}

Loaded<std::vector<std::uint8_t>> codePayload(std::string_view body, std::size_t bodyColumn, std::size_t column,
                                              std::size_t minPayload) {
  // Base32 leaves 0 to 4 spare bits in its last character; they must be zero, so that changing
  // that character always changes the bytes (and thus fails the checksum).
  std::vector<std::uint8_t> bytes;
  bytes.reserve(body.size() * 5 / 8);
  std::uint32_t buffer = 0;
  int held = 0;
  for (std::size_t k = 0; k < body.size(); ++k) {
    const int v = base32Value(body[k]);
    if (v < 0) {
      return shareCodeError(bodyColumn + k,
                            "unexpected character " + shownCodeChar(body[k]) + " (codes use only A-Z and 2-7)");
    }
    buffer = (buffer << 5) | static_cast<std::uint32_t>(v);
    held += 5;
    if (held >= 8) {
      bytes.push_back(static_cast<std::uint8_t>(buffer >> (held - 8)));
      held -= 8;
    }
  }
  const std::size_t last = bodyColumn + body.size() - 1;  // the code's last character
  if (held >= 5 || (buffer & ((1u << held) - 1u)) != 0)
    return shareCodeError(last, "the code's last character is wrong (cut short or changed?)");
  if (bytes.size() < 4 + minPayload) return shareCodeError(last, "the code is too short to hold a level");
  const std::size_t payload = bytes.size() - 4;
  std::uint32_t stored = 0;
  for (int k = 0; k < 4; ++k)
    stored |= static_cast<std::uint32_t>(bytes[payload + static_cast<std::size_t>(k)]) << (8 * k);
  if (stored != crc32(bytes.data(), payload))
    return shareCodeError(column, "checksum mismatch: the code was mistyped, cut short or changed");
  bytes.resize(payload);
  return bytes;
}

bool looksLikeCodeOf(std::string_view text, std::string_view prefix) {
  trimCode(text);
  return text.size() >= 3 && prefix.size() >= 2 && text.substr(0, 2) == prefix.substr(0, 2) && text[2] >= '0' &&
         text[2] <= '9';
}

Loaded<std::vector<std::uint8_t>> prefixedCodePayload(std::string_view code, std::string_view prefix,
                                                      std::string_view kind, std::size_t minPayload,
                                                      std::size_t& column) {
  column = trimCode(code);
  if (code.empty()) return shareCodeError(column, "the code is empty");
  if (code.size() > MaxShareCodeLength)
    return shareCodeError(column, "the code is " + std::to_string(code.size()) +
                                      " characters long; codes are at most " + std::to_string(MaxShareCodeLength));
  if (code.substr(0, std::min(code.size(), prefix.size())) != prefix) {
    if (looksLikeCodeOf(code, prefix))
      return shareCodeError(column + 2, "the " + std::string(kind) + " code is format version " + code[2] +
                                            "; this version of Tileflow reads version " + prefix[2]);
    return shareCodeError(column, "expected a " + std::string(kind) + " code starting with " + std::string(prefix));
  }
  return codePayload(code.substr(prefix.size()), column + prefix.size(), column, minPayload);
}

}  // namespace tileflow
