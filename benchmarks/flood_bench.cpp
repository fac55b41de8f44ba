// Flood: one move on a 30x30 board (FloodState::play, as the game makes it), and the solver over
// fixed sets of random boards: 12x12 with 6 colours (sgt-flood's default), 14x14 and 18x18 with
// 6, and 20x20 with 8. A solver case runs once over its whole set and reports the median, 90th
// percentile and largest time per board, the share of boards proven optimal within the default
// node budget, and the mean moves and nodes. The game cases solve 18x18 boards of 6 and 8 colours
// within the game's own limits (floodGameLimits, as its par and hints do). On a shared machine
// the wall times follow the load; median_cpu_ms and max_cpu_ms are the process CPU time per
// board, the solver's own cost.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <ctime>
#include <vector>

#include "game/flood/FloodSolver.hpp"
#include "game/flood/FloodState.hpp"

namespace tileflow {
namespace {

void floodMove30x30(benchmark::State& state) {
  const FloodState start(randomColourBoard(30, 30, 6, Shape::Square, 7), 1);
  FloodState s = start;
  int colour = 0;
  for (auto _ : state) {
    if (s.over()) {
      state.PauseTiming();
      s = start;
      state.ResumeTiming();
    }
    colour = (colour + 1) % 6;
    if (!s.allowed(colour)) colour = (colour + 1) % 6;
    benchmark::DoNotOptimize(s.play(colour));
  }
  state.SetItemsProcessed(state.iterations());
}

void solveBoards(benchmark::State& state, int side, int colours, int boards, bool gameLimits = false, int threads = 1) {
  for (auto _ : state) {
    std::vector<double> ms;
    std::vector<double> cpuMs;
    int proven = 0;
    double moves = 0;
    double nodes = 0;
    for (int seed = 1; seed <= boards; ++seed) {
      const ColourBoard board = randomColourBoard(side, side, colours, Shape::Square, static_cast<std::uint64_t>(seed));
      const auto start = std::chrono::steady_clock::now();
      const std::clock_t cpuStart = std::clock();
      FloodSolveLimits limits = gameLimits ? floodGameLimits(board) : FloodSolveLimits{};
      limits.threads = threads;
      const FloodSolution s = solveFlood(board, limits);
      cpuMs.push_back(1000.0 * static_cast<double>(std::clock() - cpuStart) / CLOCKS_PER_SEC);
      ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
      proven += s.proven ? 1 : 0;
      moves += static_cast<double>(s.moves.size());
      nodes += static_cast<double>(s.nodes);
    }
    std::sort(ms.begin(), ms.end());
    std::sort(cpuMs.begin(), cpuMs.end());
    state.counters["median_cpu_ms"] = cpuMs[cpuMs.size() / 2];
    state.counters["max_cpu_ms"] = cpuMs.back();
    state.counters["median_ms"] = ms[ms.size() / 2];
    state.counters["p90_ms"] = ms[ms.size() * 9 / 10];
    state.counters["max_ms"] = ms.back();
    state.counters["proven"] = proven / static_cast<double>(boards);
    state.counters["moves"] = moves / boards;
    state.counters["nodes"] = nodes / boards;
  }
}

BENCHMARK(floodMove30x30);
BENCHMARK_CAPTURE(solveBoards, 12x12c6, 12, 6, 50)->Iterations(1)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(solveBoards, 14x14c6, 14, 6, 50)->Iterations(1)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(solveBoards, 18x18c6, 18, 6, 20)->Iterations(1)->Unit(benchmark::kMillisecond);
// The search shared by two threads (`flood solve --threads 2`): the same counts, the wall time.
BENCHMARK_CAPTURE(solveBoards, 14x14c6_2threads, 14, 6, 50, false, 2)->Iterations(1)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(solveBoards, 18x18c6_2threads, 18, 6, 20, false, 2)->Iterations(1)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(solveBoards, 20x20c8, 20, 8, 5)->Iterations(1)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(solveBoards, game18x18c6, 18, 6, 20, true)->Iterations(1)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(solveBoards, game18x18c8, 18, 8, 5, true)->Iterations(1)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace tileflow

BENCHMARK_MAIN();
