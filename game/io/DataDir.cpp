// DataDir: search order for the data folder.
#include "game/io/DataDir.hpp"

#include <algorithm>
#include <cstdlib>
#include <system_error>
#include <vector>

namespace tileflow {

std::filesystem::path findDataDir() {
  namespace fs = std::filesystem;
  std::vector<fs::path> candidates;
  if (const char* env = std::getenv("TILEFLOW_DATA_DIR"); env && *env) candidates.emplace_back(env);
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (!ec) {
    const fs::path dir = exe.parent_path();
    candidates.push_back(dir);
    candidates.push_back(dir.parent_path());
    candidates.push_back(dir.parent_path() / "share" / "tileflow");
  }
#ifdef TILEFLOW_SOURCE_DIR
  candidates.emplace_back(TILEFLOW_SOURCE_DIR);
#endif
  for (const auto& c : candidates) {
    if (fs::is_regular_file(c / "assets" / "catalog.yaml", ec)) return c;
  }
  return {};
}

std::vector<std::filesystem::path> yamlFilesIn(const std::filesystem::path& dir) {
  std::vector<std::filesystem::path> files;
  std::error_code ec;
  if (dir.empty() || !std::filesystem::is_directory(dir, ec)) return files;
  for (const auto& entry : std::filesystem::directory_iterator(dir, ec))
    if (entry.path().extension() == ".yaml") files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  return files;
}

}  // namespace tileflow
