// LevelImport: one entry point for everything a player may paste or name: a share code, a Net
// game ID, a Hexapipes puzzle, level YAML or the path of a level file or Hexapipes file.
#pragma once

#include <string_view>

#include "game/io/LoadError.hpp"
#include "game/model/Catalog.hpp"
#include "game/model/Level.hpp"

namespace tileflow {

enum class ImportSource { ShareCode, NetId, LevelText, LevelFile, Hexapipes };

struct ImportedLevels {
  ImportSource source = ImportSource::ShareCode;
  Pack pack;  // one level, except for a pack file
};

// Tells the kinds apart by their look: `TF<digit>` starts a share code, `format:` or a YAML
// document starts level text, a JSON object with "grid" and "tiles" is a Hexapipes puzzle,
// `W[xH]...:` is a Net ID; anything else is tried as a file path when `allowFiles` (a file
// named *.json, or holding a Hexapipes puzzle, is read as one). The error of the kind it looked like is returned;
// nothing else is touched.
Loaded<ImportedLevels> importLevels(std::string_view text, const Catalog& catalog, bool allowFiles);

}  // namespace tileflow
