// ImportFolder: the folder a player copies level files and code files into (from a PC or an SD
// card) to import them on a device without a clipboard: import/ in the per-user folder.
#pragma once

#include <cstddef>
#include <filesystem>
#include <string>
#include <vector>

#include "game/io/FileLevels.hpp"
#include "game/model/Catalog.hpp"

namespace tileflow {

// More files than this are not listed (the listing says how many were left out).
inline constexpr std::size_t MaxImportFiles = 500;

struct ImportFile {
  enum class Kind { Levels, Codes };
  std::filesystem::path path;
  Kind kind = Kind::Levels;
  std::string name() const { return path.filename().string(); }
};

struct ImportListing {
  std::vector<ImportFile> files;  // sorted by name
  std::size_t leftOut = 0;        // files past MaxImportFiles
};

// <prefDir>/import; empty when there is no per-user folder.
std::filesystem::path importFolderIn(const std::filesystem::path& prefDir);

// The level files (*.yaml, *.yml) and code files (*.txt) directly in `dir`, any letter case;
// hidden files, folders and other names are passed over. A missing or unreadable folder lists
// nothing.
ImportListing listImportFolder(const std::filesystem::path& dir);

// The levels of one listed file, with its loader's errors (file, line, column); never throws.
FileLevels loadImportFile(const ImportFile& file, const Catalog& catalog);

}  // namespace tileflow
