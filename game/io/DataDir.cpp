// DataDir: search order for the data folder.
#include "game/io/DataDir.hpp"

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

}  // namespace tileflow
