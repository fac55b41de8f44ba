// ShareCode: a level as short, URL-safe text with a checksum (see docs/share-code.md).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "game/io/LoadError.hpp"
#include "game/model/Catalog.hpp"
#include "game/model/Level.hpp"

namespace tileflow {

// Every share code starts with "TF", the format version and a dot. Version 1 carries square boards
// without absent cells, and such levels still get it, so their codes are what they always were;
// version 2 carries any shape (hex, absent cells). Both are read.
inline constexpr std::string_view ShareCodePrefix = "TF1.";
inline constexpr std::string_view ShapedShareCodePrefix = "TF2.";
// The characters after the prefix: RFC 4648 base32, upper-case letters and the digits 2 to 7.
inline constexpr std::string_view ShareCodeAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
// Longer input is refused before any decoding, so a pasted novel costs nothing.
inline constexpr std::size_t MaxShareCodeLength = 8192;
// Names and ids longer than this (in UTF-8 bytes) do not fit a share code.
inline constexpr std::size_t MaxShareCodeText = 255;

// Throws std::invalid_argument when the level cannot be shared: an unknown environment, a name or
// id over MaxShareCodeText bytes.
std::string encodeShareCode(const Level& level, const Catalog& catalog);

// Any text at all yields either the level that was encoded, exactly, or an error naming file
// "<share-code>", line 1 and the column where the trouble shows. Leading and trailing white space
// is ignored (pasted text often carries a newline).
Loaded<Level> decodeShareCode(std::string_view code, const Catalog& catalog);

// True when `text` looks like a share code (starts with the prefix after white space), so an
// importer can tell a code from a file name or a Net game ID.
bool looksLikeShareCode(std::string_view text);

}  // namespace tileflow
