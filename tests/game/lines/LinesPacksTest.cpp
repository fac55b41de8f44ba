// The Lines packs: the recipe remakes levels/lines/ byte for byte (so what ships is what the
// generator makes, on every platform the tests run on), every shipped level has exactly one cover
// and its recorded solution, packs are sorted by the solver's difficulty, near-copies are skipped,
// and the recipe's errors name their line and column.
#include "game/lines/LinesPacks.hpp"

#include <gtest/gtest.h>

#include <set>

#include "game/io/LinesFile.hpp"
#include "game/io/PackRecipeFile.hpp"
#include "game/lines/LinesPosition.hpp"
#include "game/lines/LinesSolver.hpp"
#include "tests/game/generate/ShippedLevels.hpp"
#include "tests/game/io/LevelTesting.hpp"
#include "tests/support/TestScale.hpp"

namespace tileflow {
namespace lines_packs_test {
namespace {

std::filesystem::path linesLevelsDir() { return test::sourceDir() / "levels" / "lines"; }

std::vector<LinesPackRecipe> shippedLinesRecipes() {
  auto recipes = loadLinesPackRecipes(test::sourceDir() / "levels" / "recipes" / "lines-packs.yaml");
  if (!ok(recipes)) {
    ADD_FAILURE() << std::get<LoadError>(recipes).text();
    return {};
  }
  return std::get<std::vector<LinesPackRecipe>>(recipes);
}

const std::vector<LinesPack>& shippedLinesPacks() {
  static const std::vector<LinesPack> packs = [] {
    std::vector<LinesPack> out;
    for (const LinesPackRecipe& recipe : shippedLinesRecipes()) {
      auto loaded = loadLinesFile(linesLevelsDir() / recipe.file);
      if (!ok(loaded)) {
        ADD_FAILURE() << std::get<LoadError>(loaded).text();
        continue;
      }
      out.push_back(std::get<LinesPack>(std::move(loaded)));
    }
    return out;
  }();
  return packs;
}

TEST(LinesPacks, TheRecipeRemakesTheShippedPacksByteForByte) {
  const std::vector<LinesPackRecipe> recipes = shippedLinesRecipes();
  ASSERT_FALSE(recipes.empty());
  if (!test::kCostly) {
    const std::vector<LinesBuiltPack> built = buildLinesPacks(recipes);
    ASSERT_EQ(built.size(), recipes.size());
    for (const LinesBuiltPack& pack : built) {
      EXPECT_EQ(test::readFile(linesLevelsDir() / pack.file), linesPackFileText(pack))
          << pack.file << " differs: run scripts/make-levels.sh and commit levels/lines/";
    }
    return;
  }
  // Under a sanitizer or an emulator each pack is rebuilt on its own after the shipped packs
  // before it, byte for byte still: the same seeds give the same levels on every platform. All
  // but Grand, whose 14x14 ratings take the costly builds minutes (the native run checks it).
  const std::vector<LinesPack>& shipped = shippedLinesPacks();
  ASSERT_EQ(shipped.size(), recipes.size());
  for (std::size_t i = 0; i < recipes.size(); ++i) {
    if (recipes[i].id == "grand") continue;
    const std::vector<LinesPack> earlier(shipped.begin(), shipped.begin() + static_cast<std::ptrdiff_t>(i));
    const std::vector<LinesBuiltPack> built = buildLinesPacks({recipes[i]}, {}, earlier);
    ASSERT_EQ(built.size(), 1u);
    EXPECT_EQ(test::readFile(linesLevelsDir() / built[0].file), linesPackFileText(built[0]))
        << built[0].file << " differs: run scripts/make-levels.sh and commit levels/lines/";
  }
}

TEST(LinesPacks, EveryShippedLevelHasExactlyOneCoverItsSolution) {
  std::size_t levels = 0;
  std::set<std::string> ids;
  std::set<Shape> shapes;
  bool bridges = false;
  bool warps = false;
  bool portals = false;
  bool holes = false;
  for (const LinesPack& pack : shippedLinesPacks()) {
    ASSERT_GE(pack.levels.size(), 20u) << pack.id;
    for (std::size_t i = 0; i < pack.levels.size(); ++i) {
      const LinesLevel& level = pack.levels[i];
      EXPECT_TRUE(ids.insert(level.id).second) << level.id << " is used twice";
      if (i > 0) {
        EXPECT_LE(pack.levels[i - 1].difficulty, level.difficulty) << level.id << ": easiest first";
      }
      const LinesSolveResult count = solveLines(level.board);
      EXPECT_TRUE(count.complete) << level.id;
      EXPECT_EQ(count.solutions, 1) << level.id;
      LinesPosition solved(level.board);
      for (std::size_t colour = 0; colour < level.solution.size(); ++colour) {
        EXPECT_TRUE(solved.setLine(static_cast<int>(colour), level.solution[colour])) << level.id;
      }
      EXPECT_TRUE(solved.solved()) << level.id;
      shapes.insert(level.board.shape());
      warps = warps || level.board.wrap();
      for (int c = 0; c < level.board.cellCount(); ++c) {
        bridges = bridges || level.board.bridge(c);
        portals = portals || level.board.portalPartner(c) >= 0;
        holes = holes || (!level.board.present(c) && level.board.portalPartner(c) < 0);
      }
      ++levels;
    }
  }
  EXPECT_GE(shippedLinesPacks().size(), 5u);
  EXPECT_GE(levels, 150u);
  EXPECT_EQ(shapes.size(), 2u) << "square and hex";
  EXPECT_TRUE(bridges);
  EXPECT_TRUE(warps);
  EXPECT_TRUE(portals);
  EXPECT_TRUE(holes) << "walls and shaped outlines";
}

TEST(LinesPacks, ADrawnLevelIsSolvedByItsDrawingAtEveryBigSize) {
  for (const auto& [side, longest] : {std::pair{30, 40}, std::pair{60, 160}}) {
    const LinesLevel level = linesDrawnLevel(side, longest, 3);
    EXPECT_EQ(level.board.width(), side);
    EXPECT_EQ(level.board.height(), side);
    EXPECT_EQ(level.solution.size(), static_cast<std::size_t>(level.board.colours()));
    LinesPosition solved(level.board);
    for (std::size_t colour = 0; colour < level.solution.size(); ++colour)
      EXPECT_TRUE(solved.setLine(static_cast<int>(colour), level.solution[colour])) << side;
    EXPECT_TRUE(solved.solved()) << side;
    EXPECT_EQ(linesDrawnLevel(side, longest, 3).solution, level.solution) << "the same seed draws the same";
  }
}

// Progress is kept per level id, for Tiles and Lines alike: no Lines id may be a Tiles one.
TEST(LinesPacks, NoLinesLevelSharesAnIdWithATilesLevel) {
  std::set<std::string> tiles;
  for (const Pack& pack : test::shippedPacks()) {
    tiles.insert(pack.id);
    for (const Level& level : pack.levels) tiles.insert(level.id);
  }
  ASSERT_GT(tiles.size(), 100u);
  for (const LinesPack& pack : shippedLinesPacks()) {
    EXPECT_FALSE(tiles.count(pack.id)) << pack.id;
    for (const LinesLevel& level : pack.levels) EXPECT_FALSE(tiles.count(level.id)) << level.id;
  }
}

LinesLevel levelOf(std::uint64_t seed, int width, int height) {
  LinesGenerateOptions o;
  o.width = width;
  o.height = height;
  o.seed = seed;
  const auto made = generateLines(o);
  if (!made) throw std::runtime_error("nothing generated");
  return linesLevelOf(*made, "x", "X", seed);
}

// The level turned a quarter clockwise, or mirrored west-east: cells and solution moved alike.
LinesLevel transformed(const LinesLevel& level, bool quarterTurn) {
  const LinesBoard& b = level.board;
  const int w = b.width();
  const int h = b.height();
  const auto moved = [&](int cell) {
    const int x = cell % w;
    const int y = cell / w;
    return quarterTurn ? x * h + (h - 1 - y) : y * w + (w - 1 - x);
  };
  LinesLevel out = level;
  out.board = quarterTurn ? LinesBoard(h, w) : LinesBoard(w, h);
  for (int c = 0; c < b.cellCount(); ++c) out.board.setEndpoint(moved(c), b.endpoint(c));
  for (auto& line : out.solution)
    for (int& c : line) c = moved(c);
  return out;
}

TEST(LinesPacks, ALevelIsAlikeItsTurnsAndMirrorsAndNotOthers) {
  const LinesLevel a = levelOf(11, 6, 6);
  EXPECT_DOUBLE_EQ(linesSimilarity(a, a), 1.0);
  EXPECT_DOUBLE_EQ(linesSimilarity(a, transformed(a, true)), 1.0);
  EXPECT_DOUBLE_EQ(linesSimilarity(a, transformed(a, false)), 1.0);
  EXPECT_DOUBLE_EQ(linesSimilarity(transformed(transformed(a, true), false), a), 1.0);
  const LinesLevel wide = levelOf(11, 7, 5);
  EXPECT_DOUBLE_EQ(linesSimilarity(wide, transformed(transformed(wide, false), false)), 1.0);
  EXPECT_EQ(linesSimilarity(a, wide), 0.0) << "different sizes";
  const LinesLevel b = levelOf(12, 6, 6);
  EXPECT_LT(linesSimilarity(a, b), LinesNearCopyThreshold);
  LinesLevel unsolved = a;
  unsolved.solution.clear();
  EXPECT_EQ(linesSimilarity(a, unsolved), 0.0);
}

TEST(LinesPacks, ACandidateAlikeAnEarlierLevelIsSkippedForTheNextSeed) {
  LinesPackRecipe first;
  first.file = "a.yaml";
  first.id = "a";
  first.name = "A";
  first.sizes = {{5, 5}};
  first.levels = 3;
  first.seed = 40;
  LinesPackRecipe second = first;
  second.file = "b.yaml";
  second.id = "b";
  const auto built = buildLinesPacks({first, second});
  ASSERT_EQ(built.size(), 2u);
  EXPECT_GE(built[1].report.nearCopies, 3) << "the second pack's first seeds are the first's levels";
  for (const LinesLevel& x : built[0].pack.levels) {
    for (const LinesLevel& y : built[1].pack.levels) {
      EXPECT_NE(x.seed, y.seed);
      EXPECT_LT(linesSimilarity(x, y), LinesNearCopyThreshold);
    }
  }
  EXPECT_EQ(built[1].pack.levels.front().id, "b-01");
  EXPECT_EQ(built[1].pack.levels.front().name, "A 1") << "named after the recipe's name";
}

TEST(LinesPacks, RecipeErrorsNameTheLineAndColumn) {
  const auto text = [](std::string_view body) {
    const auto r = parseLinesPackRecipes(body, "r.yaml");
    return ok(r) ? std::string("ok") : std::get<LoadError>(r).text();
  };
  EXPECT_EQ(text("lines: 1\npacks:\n  - file: a.yaml\n    id: a\n    name: A\n    sizes: [5x5]\n"), "ok");
  EXPECT_EQ(text("format: 1\npacks: []\n"), "r.yaml:1:1: unknown key 'format'");
  EXPECT_EQ(text("packs: []\n"), "r.yaml:1:1: 'lines: 1' is missing");
  EXPECT_EQ(text("lines: 1\npacks:\n  - file: a.yaml\n    id: a\n    name: A\n    sizes: [5x5]\n    colour: red\n"),
            "r.yaml:7:5: unknown key 'colour'");
  EXPECT_EQ(text("lines: 1\npacks:\n  - file: a.yaml\n    id: a\n    name: A\n    sizes: [5x500]\n"),
            "r.yaml:6:13: height must be a whole number from 1 to 100");
  EXPECT_EQ(text("lines: 1\npacks:\n  - file: a.yaml\n    id: a\n    name: A\n    sizes: [5x5]\n    walls: [moat]\n"),
            "r.yaml:7:13: a wall pattern is none, steps, block-steps or pillars");
  EXPECT_EQ(text("lines: 1\npacks:\n  - file: a.yaml\n    id: a\n    sizes: [5x5]\n"),
            "r.yaml:3:5: a pack needs 'name'");
  EXPECT_EQ(text("lines: 1\npacks:\n  - file: a.yaml\n    id: a\n    name: A\n    shape: hex\n    wrap: true\n    "
                 "sizes: [5x5]\n"),
            "r.yaml:8:13: a wrapping hex board needs an even height");
}

}  // namespace
}  // namespace lines_packs_test
}  // namespace tileflow
