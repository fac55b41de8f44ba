// The Lines solver counting covers up to two, as a uniqueness proof does, on boards made from
// line drawings (square 10x10 and 14x14, hex 10x10; lines of at most 12 cells): the
// search and the sweeps by turns (Auto), and each alone. The public Flow levels are raced by
// scripts/race-flow-solver.sh, outside the project tree.
#include <benchmark/benchmark.h>

#include <vector>

#include "game/generate/LineDrawing.hpp"
#include "game/lines/LinesDrawn.hpp"
#include "game/lines/LinesSolver.hpp"

namespace tileflow {
namespace {

std::vector<LinesBoard> drawnBoards(Shape shape, int width, int height) {
  std::vector<LinesBoard> out;
  LineDrawingOptions options;
  options.shape = shape;
  options.width = width;
  options.height = height;
  options.maxLineLength = 12;
  for (std::uint64_t seed = 1; out.size() < 8; ++seed) {
    options.seed = seed;
    const LineDrawing drawing = drawLines(options);
    if (drawing.complete && drawing.lines.size() <= static_cast<std::size_t>(MaxLinesColours))
      out.push_back(linesBoardOfDrawing(options, drawing));
  }
  return out;
}

void countCovers(benchmark::State& state, Shape shape, int width, int height, LinesSolveMethod method) {
  const std::vector<LinesBoard> boards = drawnBoards(shape, width, height);
  LinesSolveLimits limits;
  limits.method = method;
  std::size_t i = 0;
  for (auto _ : state) {
    const LinesSolveResult r = solveLines(boards[i++ % boards.size()], limits);
    if (!r.complete || r.solutions < 1) state.SkipWithError("a drawn board was not counted");
    benchmark::DoNotOptimize(r.solutions);
  }
}

BENCHMARK_CAPTURE(countCovers, square_10x10, Shape::Square, 10, 10, LinesSolveMethod::Auto)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(countCovers, square_14x14, Shape::Square, 14, 14, LinesSolveMethod::Auto)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(countCovers, hex_10x10, Shape::Hex, 10, 10, LinesSolveMethod::Auto)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(countCovers, square_14x14_search, Shape::Square, 14, 14, LinesSolveMethod::Search)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(countCovers, square_14x14_sweep, Shape::Square, 14, 14, LinesSolveMethod::Sweep)
    ->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace tileflow

BENCHMARK_MAIN();
