// LevelFile: level and pack files (YAML, format 1; see docs/level-format.md).
#pragma once

#include <filesystem>
#include <string>
#include <string_view>

#include "game/io/LoadError.hpp"
#include "game/model/Catalog.hpp"
#include "game/model/Level.hpp"

namespace tileflow {

// A level file yields a pack of one level (pack id and name empty); a pack file yields the pack.
// Any input whatsoever yields either a valid pack or an error; never a crash, hang or runaway memory.
Loaded<Pack> parseLevels(std::string_view text, const std::string& fileName, const Catalog& catalog);
Loaded<Pack> loadLevels(const std::filesystem::path& path, const Catalog& catalog);

// YAML text, format 1, that parseLevels reads back to an equal level.
std::string writeLevel(const Level& level);
std::string writePack(const Pack& pack);

}  // namespace tileflow
