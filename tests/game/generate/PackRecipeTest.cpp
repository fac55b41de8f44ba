// The recipe remakes the shipped packs byte for byte, so levels/ is what the generator makes.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "game/generate/Similarity.hpp"
#include "tests/game/generate/ShippedLevels.hpp"

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

TEST(PackRecipe, ACandidateAlikeAnEarlierLevelIsSkippedForTheNextSeed) {
  // The second pack asks for exactly the levels of the first: every one of its first candidates
  // is a copy, so it must move on to later seeds.
  PackRecipe first;
  first.file = "a.yaml";
  first.id = "a";
  first.name = "A";
  first.environments = {"town"};
  first.sizes = {{4, 4}};
  first.levels = 3;
  first.seed = 40;
  PackRecipe second = first;
  second.file = "b.yaml";
  second.id = "b";
  const auto built = buildPacks(defaultCatalog(), {first, second});
  ASSERT_EQ(built.size(), 2u);
  EXPECT_EQ(built[0].report.nearCopies, 0);
  EXPECT_GE(built[1].report.nearCopies, 3);
  for (const Level& a : built[0].pack.levels) {
    for (const Level& b : built[1].pack.levels) {
      EXPECT_NE(a.seed, b.seed);
      EXPECT_LT(similarity(a, b), NearCopyThreshold);
    }
  }
  // And the skipping is part of the recipe's output: building again gives the same seeds.
  const auto again = buildPacks(defaultCatalog(), {first, second});
  for (std::size_t i = 0; i < 3; ++i) EXPECT_EQ(again[1].pack.levels[i].seed, built[1].pack.levels[i].seed);
}

TEST(PackRecipe, ErrorsNameTheLineAndColumn) {
  const auto bad = parsePackRecipes("format: 1\npacks:\n  - file: a.yaml\n    id: a\n    colour: red\n", "r.yaml");
  ASSERT_FALSE(ok(bad));
  EXPECT_EQ(std::get<LoadError>(bad).text(), "r.yaml:5:5: unknown key 'colour'");
}

}  // namespace
}  // namespace tileflow
