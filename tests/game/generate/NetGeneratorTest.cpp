// Specifications of the Net-rules generator and its solver: deterministic, unique, a spanning
// tree, never already solved, cancellable.
#include <gtest/gtest.h>

#include <bit>
#include <chrono>
#include <thread>

#include "game/generate/NetGenerator.hpp"
#include "game/model/NetPieces.hpp"
#include "game/model/Puzzle.hpp"
#include "game/solve/NetSolver.hpp"
#include "game/solve/Solver.hpp"
#include "tests/support/TestCatalog.hpp"

namespace tileflow {
namespace net_generator_test {
namespace {

using test::netTestCatalog;

GenerateOptions netOptions(int w, int h, bool wrap, std::uint64_t seed) {
  GenerateOptions o;
  o.width = w;
  o.height = h;
  o.wrap = wrap;
  o.kind = GeneratorKind::Net;
  o.rules = Rules::net();
  o.seed = seed;
  return o;
}

std::vector<NetMask> masksOf(const Board& b) {
  std::vector<NetMask> m(static_cast<std::size_t>(b.cellCount()));
  for (int i = 0; i < b.cellCount(); ++i) m[static_cast<std::size_t>(i)] = flowMask(b.typeAt(i), b.cell(i).rotation);
  return m;
}

TEST(NetPieces, AreFoundBySidesAndChannelsNotByOrder) {
  const auto pieces = NetPieces::find(netTestCatalog());
  ASSERT_TRUE(pieces);
  EXPECT_EQ(netTestCatalog().flow(pieces->flow()).id, "road");
  EXPECT_EQ(netTestCatalog().tile(pieces->tile(0x1).type).id, "road-end");
  EXPECT_EQ(netTestCatalog().tile(pieces->tile(0x5).type).id, "road-straight");
  EXPECT_EQ(netTestCatalog().tile(pieces->tile(0xA).type).id, "road-straight");
  EXPECT_EQ(netTestCatalog().tile(pieces->tile(0x3).type).id, "road-corner");
  EXPECT_EQ(netTestCatalog().tile(pieces->tile(0x7).type).id, "road-tee");
  EXPECT_EQ(netTestCatalog().tile(pieces->tile(0xF).type).id, "road-cross");
  EXPECT_EQ(netTestCatalog().tile(pieces->tile(0x0).type).id, "blank");
  EXPECT_EQ(pieces->environment(), "roads");
  for (NetMask m = 1; m < 16; ++m) {
    const NetTile& t = pieces->tile(m);
    EXPECT_EQ(flowMask(netTestCatalog().tile(t.type), t.rotation), m) << int(m);
  }
}

TEST(NetGenerator, SameSeedSameLevel) {
  const auto a = generateNet(netTestCatalog(), netOptions(12, 9, false, 42));
  const auto b = generateNet(netTestCatalog(), netOptions(12, 9, false, 42));
  const auto c = generateNet(netTestCatalog(), netOptions(12, 9, false, 43));
  ASSERT_TRUE(a && b && c);
  EXPECT_TRUE(a->board.sameLayout(b->board));
  EXPECT_EQ(a->solution, b->solution);
  EXPECT_FALSE(a->board.sameLayout(c->board));
}

TEST(NetGenerator, SolutionIsOneConnectedTreeAndTheStartIsNot) {
  for (bool wrap : {false, true}) {
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
      const auto level = generateNet(netTestCatalog(), netOptions(9, 7, wrap, seed));
      ASSERT_TRUE(level);
      EXPECT_EQ(level->rules, Rules::net());
      EXPECT_EQ(level->board.wrap(), wrap);
      const Status solved = evaluate(level->solvedBoard(), level->rules);
      EXPECT_TRUE(solved.solved) << "seed " << seed;
      EXPECT_EQ(solved.networks, 1);
      EXPECT_EQ(solved.cycles, 0);
      EXPECT_FALSE(evaluate(level->board, level->rules).solved);
      ASSERT_TRUE(level->parMoves);
      EXPECT_GT(*level->parMoves, 0);
      for (int i = 0; i < level->board.cellCount(); ++i) {
        const int links = std::popcount(static_cast<unsigned>(masksOf(level->board)[static_cast<std::size_t>(i)]));
        EXPECT_TRUE(links >= 1 && links <= 3) << "no crosses, no blanks";
      }
    }
  }
}

TEST(NetGenerator, NetSolverProvesEveryGeneratedLevelUnique) {
  NetSolver solver;
  for (bool wrap : {false, true}) {
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
      const auto level = generateNet(netTestCatalog(), netOptions(15, 15, wrap, seed));
      ASSERT_TRUE(level);
      const auto masks = masksOf(level->board);
      EXPECT_EQ(solver.solve(15, 15, wrap, masks.data()), 0) << "seed " << seed;
      const auto solvedMasks = masksOf(level->solvedBoard());
      for (int i = 0; i < 225; ++i) EXPECT_EQ(solver.orientation(i), solvedMasks[static_cast<std::size_t>(i)]);
    }
  }
}

TEST(NetGenerator, TheGeneralSolverAgreesTheSolutionIsUnique) {
  for (bool wrap : {false, true}) {
    for (std::uint64_t seed = 100; seed < 160; ++seed) {
      const int w = 3 + static_cast<int>(seed % 13);
      const int h = 3 + static_cast<int>((seed * 7) % 13);
      const auto level = generateNet(netTestCatalog(), netOptions(w, h, wrap, seed));
      ASSERT_TRUE(level);
      SolveOptions options;
      options.maxSolutions = 2;
      const SolveResult result = solve(level->board, level->rules, options);
      ASSERT_FALSE(result.cancelled);
      EXPECT_EQ(result.solutions, 1) << "seed " << seed << (wrap ? " wrapping" : "");
      ASSERT_EQ(result.solution.size(), level->solution->size());
      const Board solved = level->solvedBoard();
      for (int i = 0; i < solved.cellCount(); ++i) {
        EXPECT_EQ(flowMask(solved.typeAt(i), result.solution[static_cast<std::size_t>(i)]),
                  flowMask(solved.typeAt(i), solved.cell(i).rotation));
      }
    }
  }
}

TEST(NetGenerator, LargeBoardsAreUniqueToo) {
  NetSolver solver;
  for (int size : {60, 200}) {
    const auto level = generateNet(netTestCatalog(), netOptions(size, size, size == 60, 7));
    ASSERT_TRUE(level);
    const auto masks = masksOf(level->board);
    EXPECT_EQ(solver.solve(size, size, size == 60, masks.data()), 0) << size;
    EXPECT_TRUE(evaluate(level->solvedBoard(), level->rules).solved);
  }
}

TEST(NetGenerator, ReportsProgress) {
  Progress progress;
  ASSERT_TRUE(generateNet(netTestCatalog(), netOptions(20, 20, false, 3), {}, &progress));
  EXPECT_EQ(progress.total.load(), 400);
  EXPECT_EQ(progress.done.load(), 400);
  EXPECT_EQ(progress.phase.load(), PhaseShuffle);
  EXPECT_GE(progress.attempts.load(), 1);
}

TEST(NetGenerator, AStopRequestedBeforehandReturnsNothing) {
  std::stop_source source;
  source.request_stop();
  EXPECT_FALSE(generateNet(netTestCatalog(), netOptions(200, 200, false, 1), source.get_token()));
}

TEST(NetGenerator, AStopWhileProvingA200x200ReturnsNothing) {
  std::stop_source source;
  Progress progress;
  std::optional<Level> result = Level{};
  std::chrono::steady_clock::time_point stopped;
  std::chrono::steady_clock::time_point returned;
  std::thread worker([&] {
    result = generateNet(netTestCatalog(), netOptions(200, 200, true, 9), source.get_token(), &progress);
    returned = std::chrono::steady_clock::now();
  });
  // Stop in the middle of the work: once the first proof has settled some cells.
  while (progress.done.load() == 0) std::this_thread::yield();
  stopped = std::chrono::steady_clock::now();
  source.request_stop();
  worker.join();
  EXPECT_FALSE(result);
  // Only a guard against a generator that ignores its token; the 10 ms budget is measured by
  // `tileflow generate --timeout-ms`, since sanitizers and loaded machines make timed tests lie.
  const double latencyMs = std::chrono::duration<double, std::milli>(returned - stopped).count();
  EXPECT_LT(latencyMs, 2000.0);
}

TEST(NetGenerator, RejectsBadSizes) {
  EXPECT_THROW(generateNet(netTestCatalog(), netOptions(1, 5, false, 1)), std::invalid_argument);
  EXPECT_THROW(generateNet(netTestCatalog(), netOptions(201, 5, false, 1)), std::invalid_argument);
  EXPECT_THROW(generateNet(netTestCatalog(), netOptions(2, 5, true, 1)), std::invalid_argument);
  auto ambiguous = netOptions(2, 5, true, 1);
  ambiguous.unique = false;
  EXPECT_TRUE(generateNet(netTestCatalog(), ambiguous));
}

}  // namespace
}  // namespace net_generator_test
}  // namespace tileflow
