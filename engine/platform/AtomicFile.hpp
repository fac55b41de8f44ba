// AtomicFile: replace a file so that a crash or SIGKILL at any moment leaves either the old or
// the new contents, never a torn file (temp file, fsync, rename, fsync of the folder).
#pragma once

#include <filesystem>
#include <string>
#include <string_view>

namespace tileflow {

// Returns an empty string on success, otherwise what failed.
std::string writeFileAtomically(const std::filesystem::path& path, std::string_view contents);

}  // namespace tileflow
