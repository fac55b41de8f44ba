// PackRecipeFile: levels/recipes/packs.yaml (and lines-packs.yaml), the options and first seeds the built-in packs are
// made from (see docs/levels.md).
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "game/generate/PackBuilder.hpp"
#include "game/io/LoadError.hpp"
#include "game/lines/LinesPacks.hpp"

namespace tileflow {

Loaded<std::vector<PackRecipe>> parsePackRecipes(std::string_view text, const std::string& fileName);
Loaded<std::vector<PackRecipe>> loadPackRecipes(const std::filesystem::path& path);

// levels/recipes/lines-packs.yaml: the Lines packs' recipe (`lines: 1` and `packs`).
Loaded<std::vector<LinesPackRecipe>> parseLinesPackRecipes(std::string_view text, const std::string& fileName);
Loaded<std::vector<LinesPackRecipe>> loadLinesPackRecipes(const std::filesystem::path& path);
std::string linesPackFileText(const LinesBuiltPack& pack);

// The text of a built pack file: a comment naming where it came from, then the pack.
std::string packFileText(const BuiltPack& pack);

}  // namespace tileflow
