// Net rules: generation at the race sizes, square against hex per cell, and the solvers on puzzles
// imported from sgt-net.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "game/generate/NetGenerator.hpp"
#include "game/io/CatalogFile.hpp"
#include "game/io/NetImport.hpp"
#include "game/model/NetPieces.hpp"
#include "game/solve/NetSolver.hpp"
#include "game/solve/Solver.hpp"

namespace tileflow {
namespace {

// What items_per_second counts: puzzles, or cells to compare boards of different shapes.
enum class Items { Puzzles, Cells };

// Net-rules generation with uniqueness proof, a new seed each iteration.
void netGenerate(benchmark::State& state, Shape shape, int width, int height, bool wrap, Items items) {
  const Catalog& catalog = defaultCatalog();
  GenerateOptions options;
  options.kind = GeneratorKind::Net;
  options.shape = shape;
  options.width = width;
  options.height = height;
  options.wrap = wrap;
  options.rules = Rules::net();
  std::uint64_t seed = 1;
  for (auto _ : state) {
    options.seed = seed++;
    auto level = generateNet(catalog, options);
    benchmark::DoNotOptimize(level);
  }
  const std::int64_t perIteration = items == Items::Cells ? std::int64_t{width} * height : 1;
  state.SetItemsProcessed(state.iterations() * perIteration);
}
BENCHMARK_CAPTURE(netGenerate, 15x15, Shape::Square, 15, 15, false, Items::Puzzles)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(netGenerate, 15x15_wrap, Shape::Square, 15, 15, true, Items::Puzzles)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(netGenerate, 50x50, Shape::Square, 50, 50, false, Items::Puzzles)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(netGenerate, 100x100, Shape::Square, 100, 100, false, Items::Puzzles)->Unit(benchmark::kMillisecond);

// Square and hex side by side at the same sizes: items are cells, so items_per_second compares
// the cost per cell of the two shapes (the budget: hex within 1.5 times square). The same
// function as above under the name docs/performance.md quotes.
constexpr auto& netGeneratePerCell = netGenerate;
BENCHMARK_CAPTURE(netGeneratePerCell, square_15x15, Shape::Square, 15, 15, false, Items::Cells)
    ->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(netGeneratePerCell, hex_15x15, Shape::Hex, 15, 15, false, Items::Cells)
    ->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(netGeneratePerCell, square_40x40, Shape::Square, 40, 40, false, Items::Cells)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(netGeneratePerCell, hex_40x40, Shape::Hex, 40, 40, false, Items::Cells)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(netGeneratePerCell, square_100x100, Shape::Square, 100, 100, false, Items::Cells)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(netGeneratePerCell, hex_100x100, Shape::Hex, 100, 100, false, Items::Cells)
    ->Unit(benchmark::kMillisecond);

struct Imported {
  std::vector<Level> levels;
  std::vector<std::vector<NetMask>> masks;
  std::vector<std::vector<std::uint8_t>> walls;
};

// Game IDs straight from sgt-net, so the solvers meet Net's own puzzles.
const Imported& importedPuzzles(const std::string& params) {
  static std::map<std::string, Imported> cache;
  auto [it, fresh] = cache.try_emplace(params);
  if (!fresh) return it->second;
  Imported& out = it->second;
  if (!std::filesystem::exists("/usr/games/sgt-net")) return out;
  const std::string cmd = "/usr/games/sgt-net --generate 50 " + params + " 2>/dev/null";
  FILE* pipe = popen(cmd.c_str(), "r");
  if (!pipe) return out;
  std::string line(1 << 16, '\0');
  while (std::fgets(line.data(), static_cast<int>(line.size()), pipe)) {
    std::string id(line.c_str());
    while (!id.empty() && (id.back() == '\n' || id.back() == '\r')) id.pop_back();
    auto loaded = importNetId(id, defaultCatalog());
    if (!ok(loaded)) continue;
    const Level& level = std::get<Level>(loaded);
    std::vector<NetMask> masks;
    std::vector<std::uint8_t> walls;
    for (int c = 0; c < level.board.cellCount(); ++c) {
      masks.push_back(flowMask(level.board.typeAt(c), level.board.cell(c).rotation));
      walls.push_back(level.board.wallMask(c));
    }
    out.levels.push_back(level);
    out.masks.push_back(std::move(masks));
    out.walls.push_back(std::move(walls));
  }
  pclose(pipe);
  return out;
}

void netSolverOnSgtNet(benchmark::State& state, const std::string& params) {
  const Imported& puzzles = importedPuzzles(params);
  if (puzzles.levels.empty()) {
    state.SkipWithError("sgt-net is not installed");
    return;
  }
  NetSolver solver;
  std::size_t i = 0;
  std::int64_t visits = 0;
  for (auto _ : state) {
    const Board& b = puzzles.levels[i].board;
    const int open = solver.solve(b.width(), b.height(), b.wrap(), puzzles.masks[i].data(), puzzles.walls[i].data());
    benchmark::DoNotOptimize(open);
    visits += solver.visits();
    i = (i + 1) % puzzles.levels.size();
  }
  // Cells examined per cell of the board: how much re-examination the propagation needs.
  state.counters["visits_per_cell"] = static_cast<double>(visits) / static_cast<double>(state.iterations()) /
                                      static_cast<double>(puzzles.levels[0].board.cellCount());
}
BENCHMARK_CAPTURE(netSolverOnSgtNet, 15x15, std::string("15x15"))->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(netSolverOnSgtNet, 15x15_wrap_barriers, std::string("15x15wb0.2"))->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(netSolverOnSgtNet, 50x50, std::string("50x50"))->Unit(benchmark::kMicrosecond);

void generalSolverOnSgtNet(benchmark::State& state, const std::string& params) {
  const Imported& puzzles = importedPuzzles(params);
  if (puzzles.levels.empty()) {
    state.SkipWithError("sgt-net is not installed");
    return;
  }
  std::size_t i = 0;
  SolveOptions options;
  options.maxSolutions = 2;
  for (auto _ : state) {
    const Level& level = puzzles.levels[i];
    auto result = solve(level.board, level.rules, options);
    benchmark::DoNotOptimize(result);
    i = (i + 1) % puzzles.levels.size();
  }
}
BENCHMARK_CAPTURE(generalSolverOnSgtNet, 15x15, std::string("15x15"))->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(generalSolverOnSgtNet, 15x15_wrap_barriers, std::string("15x15wb0.2"))->Unit(benchmark::kMicrosecond);

}  // namespace
}  // namespace tileflow
BENCHMARK_MAIN();
