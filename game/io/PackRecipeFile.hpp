// PackRecipeFile: levels/recipes/packs.yaml, the options and first seeds the built-in packs are made
// from (see docs/levels.md).
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "game/generate/PackBuilder.hpp"
#include "game/io/LoadError.hpp"

namespace tileflow {

Loaded<std::vector<PackRecipe>> parsePackRecipes(std::string_view text, const std::string& fileName);
Loaded<std::vector<PackRecipe>> loadPackRecipes(const std::filesystem::path& path);

// The text of a built pack file: a comment naming where it came from, then the pack.
std::string packFileText(const BuiltPack& pack);

}  // namespace tileflow
