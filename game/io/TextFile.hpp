// TextFile: reads a whole data file with the checks every loader needs before parsing.
#pragma once

#include <cstddef>
#include <filesystem>
#include <string>

#include "game/io/LoadError.hpp"

namespace tileflow {

// The file's name as errors show it: the path as given.
std::string displayName(const std::filesystem::path& path);

// Refuses directories, devices, pipes and files over `maxBytes` before reading a byte, so that
// neither /dev/zero nor a named pipe can make a loader hang or fill memory.
Loaded<std::string> readTextFile(const std::filesystem::path& path, std::size_t maxBytes);

}  // namespace tileflow
