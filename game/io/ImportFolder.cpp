// ImportFolder: lists and loads the files a player put into the import folder.
#include "game/io/ImportFolder.hpp"

#include <algorithm>
#include <cctype>
#include <optional>
#include <system_error>

#include "game/io/CodeFile.hpp"
#include "game/io/LevelFile.hpp"

namespace tileflow {

namespace {

// Files copied from a FAT-formatted SD card often arrive as LEVEL.YAML.
std::optional<ImportFile::Kind> kindOf(const std::filesystem::path& path) {
  std::string ext = path.extension().string();
  std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return std::tolower(c); });
  if (ext == ".yaml" || ext == ".yml") return ImportFile::Kind::Levels;
  if (ext == ".txt") return ImportFile::Kind::Codes;
  return std::nullopt;
}

}  // namespace

std::filesystem::path importFolderIn(const std::filesystem::path& prefDir) {
  return prefDir.empty() ? prefDir : prefDir / "import";
}

ImportListing listImportFolder(const std::filesystem::path& dir) {
  ImportListing listing;
  std::error_code ec;
  if (dir.empty() || !std::filesystem::is_directory(dir, ec)) return listing;
  std::filesystem::directory_iterator it(dir, ec);
  for (; !ec && it != std::filesystem::directory_iterator(); it.increment(ec)) {
    const std::filesystem::path& path = it->path();
    const std::string name = path.filename().string();
    std::error_code typeError;
    if (name.empty() || name[0] == '.' || !it->is_regular_file(typeError)) continue;
    if (const auto kind = kindOf(path)) listing.files.push_back(ImportFile{path, *kind});
  }
  std::sort(listing.files.begin(), listing.files.end(),
            [](const ImportFile& a, const ImportFile& b) { return a.path.filename() < b.path.filename(); });
  if (listing.files.size() > MaxImportFiles) {
    listing.leftOut = listing.files.size() - MaxImportFiles;
    listing.files.resize(MaxImportFiles);
  }
  return listing;
}

FileLevels loadImportFile(const ImportFile& file, const Catalog& catalog) {
  if (file.kind == ImportFile::Kind::Codes) return loadCodeFile(file.path, catalog);
  auto loaded = loadLevels(file.path, catalog);
  if (!ok(loaded)) return FileLevels{{}, {std::get<LoadError>(loaded)}};
  return FileLevels{std::move(std::get<Pack>(loaded).levels), {}};
}

}  // namespace tileflow
