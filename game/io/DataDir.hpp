// DataDir: where the game's read-only data (assets/, levels/) lives.
#pragma once

#include <filesystem>

namespace tileflow {

// In order: $TILEFLOW_DATA_DIR; the folder of the executable (portable install) or its parent
// (build tree); <exe>/../share/tileflow (installed); the source tree this binary was built from.
// The first that holds assets/catalog.yaml wins; an empty path if none does.
std::filesystem::path findDataDir();

}  // namespace tileflow
