// The general solver on generated full-catalog levels (15x15 and 50x50, unique), counting up to
// two solutions as the uniqueness proof does.
#include <benchmark/benchmark.h>

#include <vector>

#include "game/generate/Generator.hpp"
#include "game/io/CatalogFile.hpp"
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

BENCHMARK_CAPTURE(solveLevels, 15x15, 15, false)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(solveLevels, 15x15_wrap, 15, true)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(solveLevels, 50x50, 50, false)->Unit(benchmark::kMicrosecond);

}  // namespace
}  // namespace tileflow

BENCHMARK_MAIN();
