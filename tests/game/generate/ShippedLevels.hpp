// ShippedLevels: the built-in packs as the game loads them, read once for all specifications.
#pragma once

#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "game/generate/PackBuilder.hpp"
#include "game/io/CatalogFile.hpp"
#include "game/io/LevelFile.hpp"
#include "game/io/PackRecipeFile.hpp"

namespace tileflow::test {

inline std::filesystem::path levelsDir() { return std::filesystem::path(TILEFLOW_SOURCE_DIR) / "levels"; }

inline std::vector<PackRecipe> shippedRecipes() {
  auto recipes = loadPackRecipes(levelsDir() / "recipes" / "packs.yaml");
  if (!ok(recipes)) {
    ADD_FAILURE() << std::get<LoadError>(recipes).text();
    return {};
  }
  return std::get<std::vector<PackRecipe>>(recipes);
}

// The packs in recipe order (the order the game shows them).
inline const std::vector<Pack>& shippedPacks() {
  static const std::vector<Pack> packs = [] {
    std::vector<Pack> out;
    for (const PackRecipe& recipe : shippedRecipes()) {
      auto loaded = loadLevels(levelsDir() / recipe.file, defaultCatalog());
      if (!ok(loaded)) {
        ADD_FAILURE() << std::get<LoadError>(loaded).text();
        continue;
      }
      out.push_back(std::get<Pack>(std::move(loaded)));
    }
    return out;
  }();
  return packs;
}

}  // namespace tileflow::test
