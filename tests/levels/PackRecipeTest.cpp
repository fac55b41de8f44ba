// The recipe remakes the shipped packs byte for byte, so levels/ is what the generator makes.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "tests/levels/ShippedLevels.hpp"

namespace tileflow {
namespace {

std::string readAll(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

TEST(PackRecipe, RegeneratesTheShippedPacksByteForByte) {
  const std::vector<PackRecipe> recipes = test::shippedRecipes();
  ASSERT_FALSE(recipes.empty());
  const std::vector<BuiltPack> built = buildPacks(defaultCatalog(), recipes);
  ASSERT_EQ(built.size(), recipes.size());
  for (const BuiltPack& pack : built) {
    EXPECT_EQ(readAll(test::levelsDir() / pack.file), packFileText(pack))
        << pack.file << " differs: run scripts/make-levels.sh and commit levels/";
  }
}

TEST(PackRecipe, ErrorsNameTheLineAndColumn) {
  const auto bad = parsePackRecipes("format: 1\npacks:\n  - file: a.yaml\n    id: a\n    colour: red\n", "r.yaml");
  ASSERT_FALSE(ok(bad));
  EXPECT_EQ(std::get<LoadError>(bad).text(), "r.yaml:5:5: unknown key 'colour'");
}

}  // namespace
}  // namespace tileflow
