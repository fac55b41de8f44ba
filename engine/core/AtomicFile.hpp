// AtomicFile: replace a file so that a crash or SIGKILL at any moment leaves either the old or
// the new contents, never a torn file (temp file, fsync, rename, fsync of the folder).
#pragma once

#include <filesystem>
#include <string>
#include <string_view>

namespace tileflow {

// Returns an empty string on success, otherwise what failed.
// After a successful write, temp files left beside `path` by writers that were killed mid-save
// (their process is gone) are removed.
std::string writeFileAtomically(const std::filesystem::path& path, std::string_view contents);

// Moves a damaged file out of the way of the next save, to `<name>.corrupt-<time>` (with a
// counter when that name is taken, so a second damaged file in the same second keeps the first).
// Returns the new path, or an empty path if the file could not be moved.
std::filesystem::path moveAside(const std::filesystem::path& path);

}  // namespace tileflow
