// DataDir: where the game's read-only data (assets/, levels/) lives, and the level files in its folders.
#pragma once

#include <filesystem>
#include <vector>

namespace tileflow {

// In order: $TILEFLOW_DATA_DIR; the folder of the executable (portable install) or its parent
// (build tree); <exe>/../share/tileflow (installed); the source tree this binary was built from.
// The first that holds assets/catalog.yaml wins; an empty path if none does.
std::filesystem::path findDataDir();

// The *.yaml files directly in `dir`, sorted by path so packs and examples keep a stable order;
// none when the folder is missing or unreadable.
std::vector<std::filesystem::path> yamlFilesIn(const std::filesystem::path& dir);

}  // namespace tileflow
