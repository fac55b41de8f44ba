// The general solver on generated full-catalog levels (15x15 and 50x50, unique), counting up to
// two solutions as the uniqueness proof does, and on a real 40x40 Hexapipes hexagonal puzzle
// (tests/data/hexapipes) read through the game's Hexapipes import.
#include <benchmark/benchmark.h>

#include <filesystem>
#include <string>
#include <variant>
#include <vector>

#include "game/generate/Generator.hpp"
#include "game/io/CatalogFile.hpp"
#include "game/io/HexapipesImport.hpp"
#include "game/io/TextFile.hpp"
#include "game/solve/Solver.hpp"

namespace tileflow {
namespace {

std::vector<Level> levels(int size, bool wrap) {
  std::vector<Level> out;
  GenerateOptions o;
  o.width = size;
  o.height = size;
  o.environment = "all";
  o.wrap = wrap;
  for (std::uint64_t seed = 1; seed <= 16; ++seed) {
    o.seed = seed;
    out.push_back(*generate(defaultCatalog(), o));
  }
  return out;
}

void solveLevels(benchmark::State& state, int size, bool wrap) {
  const std::vector<Level> set = levels(size, wrap);
  std::size_t i = 0;
  for (auto _ : state) {
    const Level& level = set[i++ % set.size()];
    const SolveResult r = solve(level.board, level.rules);
    if (r.solutions != 1) state.SkipWithError("a generated level is not unique");
    benchmark::DoNotOptimize(r);
  }
  state.SetItemsProcessed(state.iterations());
}

// Hexapipes' static/_instances/hexagonal/40x40/0/1.json: hexagonal, not wrapping. The import is
// done once; each iteration solves it and proves it has exactly one solution.
void solveHexapipes40x40(benchmark::State& state) {
  const std::filesystem::path path =
      std::filesystem::path(TILEFLOW_SOURCE_DIR) / "tests" / "data" / "hexapipes" / "hexagonal-40x40-0-1.json";
  const Loaded<std::string> text = readTextFile(path, 1 << 20);
  if (!ok(text)) {
    state.SkipWithError(std::get<LoadError>(text).text().c_str());
    return;
  }
  const Loaded<Level> loaded = importHexapipes(std::get<std::string>(text), path.string(), defaultCatalog());
  if (!ok(loaded)) {
    state.SkipWithError(std::get<LoadError>(loaded).text().c_str());
    return;
  }
  const Level& level = std::get<Level>(loaded);
  if (level.board.topology().shape() != Shape::Hex || level.board.wrap() || level.board.width() != 40 ||
      level.board.height() != 40) {
    state.SkipWithError("the instance is not a 40x40 non-wrapping hex board");
    return;
  }
  SolveOptions options;
  options.maxSolutions = 2;
  for (auto _ : state) {
    const SolveResult r = solve(level.board, level.rules, options);
    if (r.cancelled || r.solutions != 1) {
      state.SkipWithError("the Hexapipes instance did not solve to exactly one solution");
      break;
    }
    benchmark::DoNotOptimize(r);
  }
  state.SetItemsProcessed(state.iterations());
}

BENCHMARK_CAPTURE(solveLevels, 15x15, 15, false)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(solveLevels, 15x15_wrap, 15, true)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(solveLevels, 50x50, 50, false)->Unit(benchmark::kMicrosecond);
BENCHMARK(solveHexapipes40x40)->Unit(benchmark::kMicrosecond);

}  // namespace
}  // namespace tileflow

BENCHMARK_MAIN();
