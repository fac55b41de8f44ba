// TextFile: reads a whole data file with the checks every loader needs before parsing.
#pragma once

#include <cstddef>
#include <filesystem>
#include <string>
#include <string_view>

#include "game/io/LoadError.hpp"

namespace tileflow {

// The file's name as errors show it: the path as given.
std::string displayName(const std::filesystem::path& path);

// The text without the spaces, tabs and line ends around it.
inline std::string_view trimmedText(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\r' || s.front() == '\n'))
    s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r' || s.back() == '\n'))
    s.remove_suffix(1);
  return s;
}

// Refuses directories, devices, pipes and files over `maxBytes` before reading a byte, so that
// neither /dev/zero nor a named pipe can make a loader hang or fill memory.
Loaded<std::string> readTextFile(const std::filesystem::path& path, std::size_t maxBytes);

// Reads the file as readTextFile does and parses its text under its display name:
// `parse(text, fileName)` gives a Loaded<T>.
template <typename Parse>
auto loadTextFileWith(const std::filesystem::path& path, std::size_t maxBytes, Parse parse)
    -> decltype(parse(std::string(), std::string())) {
  Loaded<std::string> text = readTextFile(path, maxBytes);
  if (!ok(text)) return std::get<LoadError>(text);
  return parse(std::get<std::string>(text), displayName(path));
}

}  // namespace tileflow
