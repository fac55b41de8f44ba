#include "engine/core/Bytes.hpp"

#include <algorithm>

namespace tileflow {

std::size_t utf8Char(std::string_view s, std::size_t at, std::uint32_t& code) {
  const auto byte = [&](std::size_t i) { return static_cast<std::uint8_t>(s[i]); };
  const std::uint8_t b0 = byte(at);
  std::size_t length = 0;
  std::uint32_t min = 0;
  if (b0 < 0x80) {
    code = b0;
    return 1;
  } else if ((b0 & 0xe0) == 0xc0) {
    length = 2;
    code = b0 & 0x1fu;
    min = 0x80;
  } else if ((b0 & 0xf0) == 0xe0) {
    length = 3;
    code = b0 & 0x0fu;
    min = 0x800;
  } else if ((b0 & 0xf8) == 0xf0) {
    length = 4;
    code = b0 & 0x07u;
    min = 0x10000;
  } else {
    return 0;
  }
  if (s.size() - at < length) return 0;
  for (std::size_t i = 1; i < length; ++i) {
    const std::uint8_t b = byte(at + i);
    if ((b & 0xc0) != 0x80) return 0;
    code = (code << 6) | (b & 0x3fu);
  }
  if (code < min || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return 0;
  return length;
}

bool isControl(std::uint32_t code) {
  return code < 0x20 || (code >= 0x7f && code <= 0x9f) || code == 0x061C || (code >= 0x200B && code <= 0x200F) ||
         (code >= 0x202A && code <= 0x202E) || (code >= 0x2060 && code <= 0x2069) || code == 0xFEFF ||
         (code >= 0xFFF9 && code <= 0xFFFB);
}

std::string fitText(std::string_view text, std::size_t cap) {
  std::string out;
  out.reserve(std::min(text.size(), cap));
  for (std::size_t at = 0; at < text.size();) {
    std::uint32_t code = 0;
    const std::size_t length = utf8Char(text, at, code);
    std::string_view piece = length == 0 ? "?" : isControl(code) ? " " : text.substr(at, length);
    if (out.size() + piece.size() > cap) break;
    out += piece;
    at += length == 0 ? 1 : length;
  }
  return out;
}

std::uint64_t fnv1a(std::span<const std::uint8_t> bytes) {
  std::uint64_t h = 14695981039346656037ull;
  for (const std::uint8_t b : bytes) {
    h ^= b;
    h *= 1099511628211ull;
  }
  return h;
}

void ByteWriter::u16(std::uint16_t value) {
  u8(static_cast<std::uint8_t>(value >> 8));
  u8(static_cast<std::uint8_t>(value));
}

void ByteWriter::u32(std::uint32_t value) {
  u16(static_cast<std::uint16_t>(value >> 16));
  u16(static_cast<std::uint16_t>(value));
}

void ByteWriter::u64(std::uint64_t value) {
  u32(static_cast<std::uint32_t>(value >> 32));
  u32(static_cast<std::uint32_t>(value));
}

void ByteWriter::text(std::string_view text, std::size_t cap) {
  const std::string fitted = fitText(text, std::min<std::size_t>(cap, 0xffff));
  u16(static_cast<std::uint16_t>(fitted.size()));
  bytes_.insert(bytes_.end(), fitted.begin(), fitted.end());
}

bool ByteReader::take(std::size_t count, const char* what) {
  if (!ok()) return false;
  if (remaining() < count) {
    fail(std::string("ends before the ") + what);
    return false;
  }
  return true;
}

bool ByteReader::u8(std::uint8_t& value, const char* what) {
  if (!take(1, what)) return false;
  value = bytes_[at_++];
  return true;
}

bool ByteReader::u16(std::uint16_t& value, const char* what) {
  if (!take(2, what)) return false;
  value = static_cast<std::uint16_t>((bytes_[at_] << 8) | bytes_[at_ + 1]);
  at_ += 2;
  return true;
}

bool ByteReader::u32(std::uint32_t& value, const char* what) {
  if (!take(4, what)) return false;
  value = 0;
  for (int i = 0; i < 4; ++i) value = (value << 8) | bytes_[at_++];
  return true;
}

bool ByteReader::u64(std::uint64_t& value, const char* what) {
  if (!take(8, what)) return false;
  value = 0;
  for (int i = 0; i < 8; ++i) value = (value << 8) | bytes_[at_++];
  return true;
}

bool ByteReader::text(std::string& value, std::size_t cap, const char* what) {
  std::uint16_t length = 0;
  if (!u16(length, what)) return false;
  if (length > cap) {
    fail(std::string(what) + " of " + std::to_string(length) + " bytes is longer than " + std::to_string(cap));
    return false;
  }
  if (!take(length, what)) return false;
  const std::string_view s(reinterpret_cast<const char*>(bytes_.data() + at_), length);
  for (std::size_t i = 0; i < s.size();) {
    std::uint32_t code = 0;
    const std::size_t n = utf8Char(s, i, code);
    if (n == 0) {
      fail(std::string(what) + " is not valid UTF-8");
      return false;
    }
    if (isControl(code)) {
      fail(std::string(what) + " holds a control character");
      return false;
    }
    i += n;
  }
  value.assign(s);
  at_ += length;
  return true;
}

bool ByteReader::number(int& value, int low, int high, const char* what) {
  std::uint8_t v = 0;
  if (!u8(v, what)) return false;
  if (v < low || v > high) {
    fail(std::string(what) + " is " + std::to_string(v) + ", outside " + std::to_string(low) + ".." +
         std::to_string(high));
    return false;
  }
  value = v;
  return true;
}

bool ByteReader::flag(bool& value, const char* what) {
  int v = 0;
  if (!number(v, 0, 1, what)) return false;
  value = v != 0;
  return true;
}

bool ByteReader::finish() {
  if (!ok()) return false;
  if (remaining() != 0) {
    fail(std::to_string(remaining()) + " bytes left over at the end");
    return false;
  }
  return true;
}

void ByteReader::fail(std::string error) {
  if (ok()) error_ = std::move(error);
}

}  // namespace tileflow
