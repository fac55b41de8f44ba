// CodeFile: a text file of share codes, one per line (see docs/share-code.md, "Code files").
#pragma once

#include <cstddef>
#include <filesystem>
#include <string>
#include <string_view>

#include "game/io/FileLevels.hpp"
#include "game/model/Catalog.hpp"

namespace tileflow {

// Bigger files are refused before reading: a thousand codes of the largest boards fit easily.
inline constexpr std::size_t MaxCodeFileBytes = 4u << 20;
// Codes after this many are not decoded; the file says so with one error.
inline constexpr std::size_t MaxCodesPerFile = 1000;

// Blank lines and lines starting with '#' are skipped; every other line is one share code
// (white space around it ignored). A bad line becomes an error at its own line and column in
// `fileName`; the good lines still load. Any text at all is safe to give.
FileLevels parseCodeFile(std::string_view text, const std::string& fileName, const Catalog& catalog);
// A file that cannot be read (missing, a directory, over MaxCodeFileBytes) is one error at 1:1.
FileLevels loadCodeFile(const std::filesystem::path& path, const Catalog& catalog);

}  // namespace tileflow
