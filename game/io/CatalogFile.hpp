// CatalogFile: reads assets/catalog.yaml into a Catalog.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "game/io/LoadError.hpp"
#include "game/model/Catalog.hpp"

namespace tileflow {

Loaded<Catalog> parseCatalog(std::string_view text, const std::string& fileName);
Loaded<Catalog> loadCatalog(const std::filesystem::path& path);
// The game's catalog.yaml, in the data folder findDataDir() finds; throws std::runtime_error
// when there is none.
std::filesystem::path defaultCatalogPath();
// Where the compiled copy of the catalog at `yaml` lives: catalog.bin beside it.
std::filesystem::path compiledCatalogPath(const std::filesystem::path& yaml);
// The compiled catalog at `path` (see CompiledCatalog.hpp) when it was made from `yamlText`;
// nothing when it is missing, damaged, of another version or made from other text.
std::optional<Catalog> readCompiledCatalogFile(const std::filesystem::path& path, std::string_view yamlText);
// The game's catalog from findDataDir(), loaded once; throws std::runtime_error with the
// FILE:LINE:COL message if it cannot be loaded.
const Catalog& defaultCatalog();

}  // namespace tileflow
