// Specifications of the loader's hard rule on arbitrary input: mutated and random files yield a
// pack or an error with a position, never a crash, a hang or an exception.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdlib>
#include <string>

#include "game/io/CatalogFile.hpp"
#include "game/io/LevelFile.hpp"
#include "tests/game/io/LevelTesting.hpp"

namespace tileflow {
namespace level_fuzz_test {
namespace {

// SplitMix64: a tiny fixed generator so every run tries the same inputs.
class Mixer {
 public:
  explicit Mixer(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  std::size_t below(std::size_t n) { return n == 0 ? 0 : static_cast<std::size_t>(next() % n); }

 private:
  std::uint64_t state_;
};

int iterations() {
  // TILEFLOW_FUZZ_ITERATIONS lets a developer run a long session; the suite stays quick.
  const char* env = std::getenv("TILEFLOW_FUZZ_ITERATIONS");
  return env ? std::atoi(env) : 3000;
}

void expectPackOrPositionedError(const std::string& text) {
  Loaded<Pack> loaded = parseLevels(text, "fuzz.yaml", defaultCatalog());
  if (ok(loaded)) return;
  const LoadError& e = std::get<LoadError>(loaded);
  EXPECT_EQ(e.file, "fuzz.yaml");
  EXPECT_GE(e.line, 1);
  EXPECT_GE(e.column, 1);
  EXPECT_FALSE(e.message.empty());
}

std::string mutate(std::string text, Mixer& rng) {
  static const std::string pieces[] = {"[",  "]",           "{",   "}",     ":",   "- ", "&a ",   "*a", "!!str ",
                                       "\"", "'",           "\n",  "  ",    "\t",  "#",  "---\n", "?",  "|",
                                       ">",  "%YAML 1.2\n", "0x0", "99999", ":-1", ",",  "~"};
  const std::size_t edits = 1 + rng.below(4);
  for (std::size_t k = 0; k < edits && !text.empty(); ++k) {
    const std::size_t at = rng.below(text.size());
    switch (rng.below(4)) {
      case 0:
        text.erase(at, 1 + rng.below(8));
        break;
      case 1:
        text.insert(at, pieces[rng.below(std::size(pieces))]);
        break;
      case 2:
        text[at] = static_cast<char>(rng.below(256));
        break;
      default:
        text.insert(at, text.substr(rng.below(text.size()), rng.below(16)));
        break;
    }
  }
  return text;
}

TEST(LevelFuzz, MutatedLevelsLoadOrFailWithAPosition) {
  const std::string seed = test::readFile(test::sourceDir() / "levels" / "examples" / "first-steps.yaml");
  Mixer rng(20261122);
  for (int i = 0; i < iterations(); ++i) expectPackOrPositionedError(mutate(seed, rng));
}

TEST(LevelFuzz, MutatedPacksLoadOrFailWithAPosition) {
  const std::string seed = test::readFile(test::sourceDir() / "tests" / "data" / "good-levels" / "small-pack.yaml");
  Mixer rng(7);
  for (int i = 0; i < iterations(); ++i) expectPackOrPositionedError(mutate(seed, rng));
}

// Whatever loads from a mutated hex (straight, twisted), shaped or Link level also writes back to the same level.
TEST(LevelFuzz, MutatedHexShapedAndLinkLevelsLoadOrFailWithAPositionAndRoundTrip) {
  for (const char* name :
       {"hexagon.yaml", "hex-road.yaml", "hex-twisted.yaml", "shaped-ring.yaml", "link-portal.yaml"}) {
    const std::string seed = test::readFile(test::sourceDir() / "tests" / "data" / "good-levels" / name);
    Mixer rng(20261124);
    for (int i = 0; i < iterations() / 3; ++i) {
      const std::string text = mutate(seed, rng);
      expectPackOrPositionedError(text);
      const auto loaded = parseLevels(text, "fuzz.yaml", defaultCatalog());
      if (!ok(loaded) || std::get<Pack>(loaded).levels.size() != 1) continue;
      const Level& level = std::get<Pack>(loaded).levels.front();
      const auto again = parseLevels(writeLevel(level), "again.yaml", defaultCatalog());
      ASSERT_TRUE(ok(again)) << test::errorText(again) << "\n" << text;
      test::expectSameLevel(level, std::get<Pack>(again).levels.front());
    }
  }
}

TEST(LevelFuzz, RandomBytesLoadOrFailWithAPosition) {
  Mixer rng(42);
  for (int i = 0; i < iterations() / 3; ++i) {
    std::string text(rng.below(200), '\0');
    for (char& c : text) c = static_cast<char>(rng.below(4) == 0 ? rng.below(256) : 32 + rng.below(95));
    expectPackOrPositionedError(text);
  }
}

}  // namespace
}  // namespace level_fuzz_test
}  // namespace tileflow
