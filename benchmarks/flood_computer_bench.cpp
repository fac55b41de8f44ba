// Think time of the Flood computer players per skill level on 15×15 boards of 6 colours, at the
// opening and after 10 and 20 moves of a game between two Medium players, over four boards.
// Hard's budget: 200 ms a move.
#include <benchmark/benchmark.h>

#include <stdexcept>
#include <vector>

#include "game/flood/FloodComputer.hpp"

namespace tileflow {
namespace {

std::vector<FloodState> positions(Shape shape, int afterMoves) {
  std::vector<FloodState> out;
  for (std::uint64_t seed = 1; out.size() < 4; ++seed) {
    FloodState s;
    try {
      s = FloodState(randomColourBoard(15, 15, 6, shape, seed), 2);
    } catch (const std::invalid_argument&) {
      continue;  // corners in one region
    }
    while (s.moves() < afterMoves && !s.over()) s.play(computerMove(s, FloodSkill::Medium, seed));
    if (!s.over()) out.push_back(s);
  }
  return out;
}

void think(benchmark::State& state, FloodSkill skill, Shape shape, int afterMoves) {
  const std::vector<FloodState> set = positions(shape, afterMoves);
  std::size_t i = 0;
  for (auto _ : state) {
    const FloodState& s = set[i % set.size()];
    const int colour = computerMove(s, skill, i++);
    if (!s.allowed(colour)) state.SkipWithError("the computer picked a colour it may not");
    benchmark::DoNotOptimize(colour);
  }
  state.SetItemsProcessed(state.iterations());
}

BENCHMARK_CAPTURE(think, easy_opening, FloodSkill::Easy, Shape::Square, 0)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(think, medium_opening, FloodSkill::Medium, Shape::Square, 0)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(think, medium_move10, FloodSkill::Medium, Shape::Square, 10)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(think, hard_opening, FloodSkill::Hard, Shape::Square, 0)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(think, hard_move10, FloodSkill::Hard, Shape::Square, 10)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(think, hard_move20, FloodSkill::Hard, Shape::Square, 20)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(think, hard_hex_opening, FloodSkill::Hard, Shape::Hex, 0)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(think, hard_hex_move10, FloodSkill::Hard, Shape::Hex, 10)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace tileflow

BENCHMARK_MAIN();
