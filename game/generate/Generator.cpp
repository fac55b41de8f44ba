// Generator: checks options, runs the chosen generator, proves uniqueness, shuffles and fills in
// the level (solution, par moves, difficulty); see docs/generator.md.
#include "game/generate/Generator.hpp"

#include <bit>
#include <stdexcept>
#include <string>

#include "engine/core/Rng.hpp"
#include "game/generate/BacktrackGenerator.hpp"
#include "game/generate/FillGenerator.hpp"
#include "game/generate/NetGenerator.hpp"
#include "game/generate/OptionIndex.hpp"
#include "game/generate/RulesRepair.hpp"
#include "game/generate/Shuffle.hpp"
#include "game/generate/UniquenessRepair.hpp"
#include "game/solve/Solver.hpp"
#include "game/solve/SolverState.hpp"

namespace tileflow {

namespace {

int freeCells(const Board& board) {
  int count = 0;
  for (int c = 0; c < board.cellCount(); ++c) {
    if (!board.cell(c).locked && std::popcount(static_cast<unsigned>(board.typeAt(c).distinctRotations)) > 1) ++count;
  }
  return count;
}

// Statistics of propagation alone, for boards whose uniqueness was not asked for.
SolveStats propagationStats(const Board& board, const Rules& rules, std::stop_token stop) {
  SolveStats stats;
  stats.cells = board.cellCount();
  SolverState state(board, rules);
  state.setStop(stop);
  if (state.reset()) stats.settledByPropagation = state.fixedCount();
  return stats;
}

void setPhase(Progress* progress, int phase) {
  if (progress) progress->phase.store(phase, std::memory_order_relaxed);
}

}  // namespace

std::optional<Level> generate(const Catalog& catalog, const GenerateOptions& options, std::stop_token stop,
                              Progress* progress) {
  if (options.kind == GeneratorKind::Net) return generateNet(catalog, options, stop, progress);
  if (options.width < 1 || options.height < 1 || options.width > MaxBoardSide || options.height > MaxBoardSide) {
    throw std::invalid_argument("board size must be 1x1 to " + std::to_string(MaxBoardSide) + "x" +
                                std::to_string(MaxBoardSide));
  }
  const Environment* env = catalog.findEnvironment(options.environment);
  if (!env) throw std::invalid_argument("unknown environment '" + options.environment + "'");

  Rng rng(options.seed);
  Level level;
  level.environment = env->id;
  level.rules = options.rules;
  level.seed = options.seed;
  level.name = "Generated " + std::to_string(options.width) + "x" + std::to_string(options.height) + " #" +
               std::to_string(options.seed);
  Board board(catalog, options.width, options.height);
  board.setWrap(options.wrap);
  SolveStats stats;
  stats.cells = board.cellCount();
  setPhase(progress, PhaseFill);

  if (options.blank) {
    // A blank board is a canvas for the editor: every picture of it is the same.
    for (int c = 0; c < board.cellCount(); ++c) board.place(c, env->blankTile, 0);
    if (progress) {
      progress->total.store(board.cellCount(), std::memory_order_relaxed);
      progress->done.store(board.cellCount(), std::memory_order_relaxed);
    }
  } else if (options.kind == GeneratorKind::Backtrack) {
    const OptionIndex index(catalog, *env, true);
    BacktrackGenerator generator(index, env->blankTile, rng);
    if (!generator.fill(board, stop, progress)) return std::nullopt;
    stats = propagationStats(board, options.rules, stop);
  } else {
    const OptionIndex index(catalog, *env, false);
    FillGenerator generator(index, rng);
    if (!generator.fill(board, stop, progress)) return std::nullopt;
    if (options.rules.connected || options.rules.acyclic) {
      RulesRepair rulesRepair(index, options.rules, rng);
      if (!rulesRepair.run(board, stop, progress)) return std::nullopt;
    }
    if (options.unique) {
      setPhase(progress, PhaseProve);
      UniquenessRepair repair(index, options.rules, rng);
      if (!repair.run(board, stop, progress)) return std::nullopt;
      stats = repair.stats();
    } else {
      stats = propagationStats(board, options.rules, stop);
    }
  }
  if (stop.stop_requested()) return std::nullopt;

  setPhase(progress, PhaseShuffle);
  std::vector<std::uint8_t> solution(static_cast<std::size_t>(board.cellCount()));
  for (int c = 0; c < board.cellCount(); ++c) solution[static_cast<std::size_t>(c)] = board.cell(c).rotation;
  // The baseline may have given up on cells: then it has no solution to record.
  const bool solvable = board.looseEnds() == 0;
  shuffleBoard(board, options.rules, rng);
  if (solvable) {
    level.parMoves = parMoves(board, solution);
    level.solution = std::move(solution);
  }
  level.difficulty = rateDifficulty(stats, freeCells(board));
  level.board = std::move(board);
  return level;
}

}  // namespace tileflow
