// Full-catalog generation: the Fill generator with uniqueness proof at 5x5 to 100x100, and the
// City Flow backtracking baseline at 15x15. Every iteration is a new seed, so the figures are per
// puzzle; the per-puzzle median is reported as a counter by the `median` benchmarks. Landmark
// spacing on its own: as many landmarks as fit at s = 3, l = 5 on square and hex boards. The Link
// line drawer (lines only, no tiles or proof) is timed the same way at 7x7, 15x15 and 30x30, and so
// are whole Link levels (drawing, pieces, uniqueness proof, shuffle) with the share of drawings
// that became unique levels.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <vector>

#include "game/generate/Generator.hpp"
#include "game/generate/LandmarkSpacing.hpp"
#include "game/generate/LineDrawing.hpp"
#include "game/generate/LinkGenerator.hpp"
#include "game/io/CatalogFile.hpp"
#include "game/lines/LinesGenerator.hpp"

namespace tileflow {
namespace {

GenerateOptions fullCatalog(int size, GeneratorKind kind, bool wrap) {
  GenerateOptions o;
  o.width = size;
  o.height = size;
  o.environment = "all";
  o.kind = kind;
  o.wrap = wrap;
  o.unique = true;
  return o;
}

void generateLevels(benchmark::State& state, int size, GeneratorKind kind, bool wrap) {
  const Catalog& catalog = defaultCatalog();
  GenerateOptions options = fullCatalog(size, kind, wrap);
  std::vector<double> times;
  std::uint64_t seed = 1;
  for (auto _ : state) {
    options.seed = seed++;
    const auto start = std::chrono::steady_clock::now();
    auto level = generate(catalog, options);
    times.push_back(std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count());
    benchmark::DoNotOptimize(level);
  }
  std::nth_element(times.begin(), times.begin() + static_cast<std::ptrdiff_t>(times.size() / 2), times.end());
  state.counters["median_us"] = times[times.size() / 2];
  state.SetItemsProcessed(state.iterations());
}

BENCHMARK_CAPTURE(generateLevels, fill_5x5, 5, GeneratorKind::Fill, false)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(generateLevels, fill_15x15, 15, GeneratorKind::Fill, false)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(generateLevels, fill_15x15_wrap, 15, GeneratorKind::Fill, true)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(generateLevels, fill_50x50, 50, GeneratorKind::Fill, false)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(generateLevels, fill_100x100, 100, GeneratorKind::Fill, false)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(generateLevels, backtrack_15x15, 15, GeneratorKind::Backtrack, false)->Unit(benchmark::kMicrosecond);

void placeSpacedLandmarks(benchmark::State& state, int size, Shape shape) {
  const Board board(defaultCatalog(), size, size, shape == Shape::Hex ? Topology::hex() : Topology::square());
  SpacingOptions options;
  options.minDistance = 3;
  options.maxDistance = 5;
  options.kinds = 4;
  std::size_t placed = 0;
  for (auto _ : state) {
    ++options.seed;
    const LandmarkPlacement placement = placeLandmarks(board, options);
    placed += placement.landmarks.size();
    benchmark::DoNotOptimize(placement);
  }
  state.counters["landmarks"] = static_cast<double>(placed) / static_cast<double>(state.iterations());
}

BENCHMARK_CAPTURE(placeSpacedLandmarks, square_30x30, 30, Shape::Square)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(placeSpacedLandmarks, hex_30x30, 30, Shape::Hex)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(placeSpacedLandmarks, square_100x100, 100, Shape::Square)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(placeSpacedLandmarks, hex_100x100, 100, Shape::Hex)->Unit(benchmark::kMicrosecond);
void drawLineBoards(benchmark::State& state, int size, LineAlgorithm algorithm, int bridges) {
  LineDrawingOptions options;
  options.width = size;
  options.height = size;
  options.algorithm = algorithm;
  options.bridges = bridges;
  std::vector<double> times;
  double lines = 0;
  std::uint64_t seed = 1;
  for (auto _ : state) {
    options.seed = seed++;
    const auto start = std::chrono::steady_clock::now();
    const LineDrawing drawing = drawLines(options);
    times.push_back(std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count());
    lines += static_cast<double>(drawing.lines.size());
    benchmark::DoNotOptimize(drawing);
  }
  std::nth_element(times.begin(), times.begin() + static_cast<std::ptrdiff_t>(times.size() / 2), times.end());
  state.counters["median_us"] = times[times.size() / 2];
  state.counters["lines"] = lines / static_cast<double>(state.iterations());
  state.SetItemsProcessed(state.iterations());
}

BENCHMARK_CAPTURE(drawLineBoards, any_7x7, 7, LineAlgorithm::Any, 0)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(drawLineBoards, any_15x15, 15, LineAlgorithm::Any, 0)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(drawLineBoards, any_30x30, 30, LineAlgorithm::Any, 0)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(drawLineBoards, random_30x30, 30, LineAlgorithm::Random, 0)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(drawLineBoards, follow_edges_30x30_bridges, 30, LineAlgorithm::FollowEdges, 8)
    ->Unit(benchmark::kMicrosecond);

// Whole Link levels, four kinds. `unique_share`: unique levels made per drawing tried (a drawing
// whose pieces are not unique is repaired with locks; one that cannot be is drawn again);
// `unique_as_drawn`: the share of levels that needed no lock.
void generateLinkLevels(benchmark::State& state, int size, LineAlgorithm algorithm, int bridges, int portals) {
  const Catalog& catalog = defaultCatalog();
  LinkOptions options;
  options.width = size;
  options.height = size;
  options.kinds = 4;
  options.algorithm = algorithm;
  options.bridges = bridges;
  options.portals = portals;
  std::vector<double> times;
  double drawings = 0;
  double asDrawn = 0;
  double lines = 0;
  std::uint64_t seed = 1;
  for (auto _ : state) {
    options.seed = seed++;
    LinkReport report;
    const auto start = std::chrono::steady_clock::now();
    auto level = generateLink(catalog, options, {}, nullptr, &report);
    times.push_back(std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count());
    drawings += report.drawings;
    asDrawn += report.locks == 0 ? 1 : 0;
    lines += report.lines;
    benchmark::DoNotOptimize(level);
  }
  const auto n = static_cast<double>(state.iterations());
  std::nth_element(times.begin(), times.begin() + static_cast<std::ptrdiff_t>(times.size() / 2), times.end());
  state.counters["median_us"] = times[times.size() / 2];
  state.counters["unique_share"] = n / drawings;
  state.counters["unique_as_drawn"] = asDrawn / n;
  state.counters["lines"] = lines / n;
  state.SetItemsProcessed(state.iterations());
}

BENCHMARK_CAPTURE(generateLinkLevels, any_7x7, 7, LineAlgorithm::Any, 0, 0)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(generateLinkLevels, any_15x15, 15, LineAlgorithm::Any, 0, 0)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(generateLinkLevels, any_30x30, 30, LineAlgorithm::Any, 0, 0)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(generateLinkLevels, random_15x15, 15, LineAlgorithm::Random, 0, 0)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(generateLinkLevels, random_30x30, 30, LineAlgorithm::Random, 0, 0)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(generateLinkLevels, random_15x15_bridges_portals, 15, LineAlgorithm::Random, 4, 2)
    ->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(generateLinkLevels, random_30x30_bridges_portals, 30, LineAlgorithm::Random, 8, 3)
    ->Unit(benchmark::kMillisecond);

// Whole Lines levels (generateLines: drawing, the uniqueness count, cuts, rivals for "perfect"),
// a new seed per iteration. `cuts`: lines cut in two per level; `lines`: pairs per level.
void generateLinesChosen(benchmark::State& state, LinesGenerateOptions options) {
  std::vector<double> times;
  double cuts = 0;
  double lines = 0;
  std::uint64_t seed = 1;
  for (auto _ : state) {
    options.seed = seed++;
    const auto start = std::chrono::steady_clock::now();
    const std::optional<LinesGenerated> level = generateLines(options);
    times.push_back(std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count());
    if (!level) {
      state.SkipWithError("no level");
      break;
    }
    cuts += level->cuts;
    lines += level->lines;
  }
  const auto n = static_cast<double>(state.iterations());
  std::nth_element(times.begin(), times.begin() + static_cast<std::ptrdiff_t>(times.size() / 2), times.end());
  state.counters["median_us"] = times[times.size() / 2];
  state.counters["cuts"] = cuts / n;
  state.counters["lines"] = lines / n;
}

LinesGenerateOptions linesOptions(Shape shape, int width, int height, int bridges, int portals) {
  LinesGenerateOptions options;
  options.shape = shape;
  options.width = width;
  options.height = height;
  options.bridges = bridges;
  options.portals = portals;
  return options;
}

void generateLinesLevels(benchmark::State& state, Shape shape, int width, int height, int bridges, int portals) {
  generateLinesChosen(state, linesOptions(shape, width, height, bridges, portals));
}

// Choices at the largest side the generator screen makes with them (linesLargestPromptSide).
LinesGenerateOptions linesChosen(Shape shape, int side, bool wrap, int bridges, WallPattern walls) {
  LinesGenerateOptions options = linesOptions(shape, side, side, bridges, 0);
  options.wrap = wrap;
  options.walls = walls;
  return options;
}

BENCHMARK_CAPTURE(generateLinesLevels, square_10x10, Shape::Square, 10, 10, 0, 0)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(generateLinesLevels, square_15x15, Shape::Square, 15, 15, 0, 0)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(generateLinesLevels, hex_15x15, Shape::Hex, 15, 15, 0, 0)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(generateLinesLevels, square_15x15_bridges_portals, Shape::Square, 15, 15, 4, 2)
    ->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(generateLinesLevels, square_30x30, Shape::Square, 30, 30, 0, 0)->Unit(benchmark::kMillisecond);
// The wide board drawn on its mirror, and the largest boards the generator makes (40x40 is past
// them: linesGenerateSizeProblem).
BENCHMARK_CAPTURE(generateLinesLevels, square_40x20, Shape::Square, 40, 20, 0, 0)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(generateLinesLevels, square_34x34, Shape::Square, 34, 34, 0, 0)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(generateLinesLevels, hex_26x26, Shape::Hex, 26, 26, 0, 0)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(generateLinesChosen, square_18x18_wrap, linesChosen(Shape::Square, 18, true, 0, WallPattern::None))
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(generateLinesChosen, square_22x22_pillars,
                  linesChosen(Shape::Square, 22, false, 0, WallPattern::Pillars))
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(generateLinesChosen, hex_12x12_wrap, linesChosen(Shape::Hex, 12, true, 0, WallPattern::None))
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(generateLinesChosen, hex_14x14_bridges_12, linesChosen(Shape::Hex, 14, false, 12, WallPattern::None))
    ->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace tileflow

BENCHMARK_MAIN();
