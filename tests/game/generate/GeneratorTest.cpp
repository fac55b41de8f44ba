// Specifications of the generators: determinism, full boards, unique solutions, shuffle, par,
// progress, cancellation and the blank and wrap options.
#include <gtest/gtest.h>

#include <chrono>
#include <stop_token>
#include <thread>

#include "engine/core/BackgroundTask.hpp"
#include "game/generate/Generator.hpp"
#include "game/generate/OptionIndex.hpp"
#include "game/io/CatalogFile.hpp"
#include "game/model/Orientation.hpp"
#include "game/model/Puzzle.hpp"
#include "game/solve/Solver.hpp"
#include "tests/support/TestCatalog.hpp"

namespace tileflow {
namespace generator_test {
namespace {

using test::testCatalog;

GenerateOptions sized(int w, int h, std::uint64_t seed) {
  GenerateOptions o;
  o.width = w;
  o.height = h;
  o.seed = seed;
  o.environment = "test";
  return o;
}

SolveOptions upTo(int n) {
  SolveOptions o;
  o.maxSolutions = n;
  return o;
}

bool sameLevel(const Level& a, const Level& b) {
  return a.board.sameLayout(b.board) && a.solution == b.solution && a.parMoves == b.parMoves && a.name == b.name &&
         a.difficulty == b.difficulty;
}

// The progress bar covers every phase: each phase's own count (from 0 again) maps into its
// part of the whole, so the bar moves through filling and proving and never jumps back.
TEST(Generator, ProgressRunsThroughEveryPhaseWithoutGoingBack) {
  EXPECT_EQ(0, generationPercent(PhaseFill, 0, 100));
  EXPECT_EQ(0, generationPercent(PhaseFill, 0, 0)) << "nothing counted yet";
  EXPECT_EQ(22, generationPercent(PhaseFill, 50, 100));
  EXPECT_EQ(generationPercent(PhaseFill, 100, 100), generationPercent(PhaseProve, 0, 100));
  EXPECT_EQ(70, generationPercent(PhaseProve, 50, 100));
  EXPECT_EQ(generationPercent(PhaseProve, 100, 100), generationPercent(PhaseShuffle, 100, 100));
  EXPECT_LT(generationPercent(PhaseShuffle, 0, 100), 100) << "done only when the level is there";
  int last = 0;
  for (int phase : {PhaseFill, PhaseProve, PhaseShuffle}) {
    for (int done = 0; done <= 1000; done += 7) {
      const int p = generationPercent(phase, done, 1000);
      EXPECT_GE(p, last) << phase << " " << done;
      last = p;
    }
  }
}

TEST(Generator, TheSameSeedGivesTheSameLevel) {
  for (std::uint64_t seed : {1u, 2u, 99u}) {
    const auto a = generate(testCatalog(), sized(9, 7, seed));
    const auto b = generate(testCatalog(), sized(9, 7, seed));
    ASSERT_TRUE(a && b);
    EXPECT_TRUE(sameLevel(*a, *b)) << "seed " << seed;
  }
  const auto c = generate(testCatalog(), sized(9, 7, 1));
  const auto d = generate(testCatalog(), sized(9, 7, 2));
  EXPECT_FALSE(c->board.sameLayout(d->board));
}

TEST(Generator, FillsEveryCellAndItsSolutionSolvesTheBoard) {
  for (std::uint64_t seed = 1; seed <= 30; ++seed) {
    GenerateOptions o = sized(1 + static_cast<int>(seed % 8), 1 + static_cast<int>(seed * 7 % 9), seed);
    o.wrap = seed % 3 == 0;
    const auto level = generate(testCatalog(), o);
    ASSERT_TRUE(level);
    ASSERT_TRUE(level->solution);
    const Board solved = level->solvedBoard();
    EXPECT_EQ(solved.looseEnds(), 0) << "seed " << seed;
    EXPECT_TRUE(evaluate(solved, level->rules).solved) << "seed " << seed;
  }
}

TEST(Generator, UniqueLevelsHaveExactlyOneSolution) {
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    GenerateOptions o = sized(2 + static_cast<int>(seed % 6), 2 + static_cast<int>(seed * 5 % 7), seed);
    o.wrap = seed % 4 == 1;
    const auto level = generate(testCatalog(), o);
    ASSERT_TRUE(level);
    const SolveResult r = solve(level->board, level->rules, upTo(2));
    EXPECT_EQ(r.solutions, 1) << "seed " << seed;
    // The one solution is the recorded one, picture for picture.
    for (int c = 0; c < level->board.cellCount(); ++c) {
      const TileType& t = level->board.typeAt(c);
      EXPECT_TRUE(
          samePicture(t, r.solution[static_cast<std::size_t>(c)], (*level->solution)[static_cast<std::size_t>(c)]));
    }
  }
}

TEST(Generator, UniqueLevelsOnTheFullCatalogHaveExactlyOneSolution) {
  const Catalog& catalog = defaultCatalog();
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    GenerateOptions o = sized(15, 15, seed);
    o.environment = "all";
    o.wrap = seed % 2 == 0;
    const auto level = generate(catalog, o);
    ASSERT_TRUE(level);
    EXPECT_EQ(solve(level->board, level->rules, upTo(2)).solutions, 1) << "seed " << seed;
    // Repairs change pieces; locking a cell is only the last resort and should not be needed.
    for (int c = 0; c < level->board.cellCount(); ++c) EXPECT_FALSE(level->board.cell(c).locked);
  }
}

TEST(Generator, TheShuffleNeverLeavesTheLevelSolved) {
  for (std::uint64_t seed = 1; seed <= 60; ++seed) {
    GenerateOptions o = sized(2, 2, seed);
    o.unique = seed % 2 == 0;
    const auto level = generate(testCatalog(), o);
    ASSERT_TRUE(level);
    EXPECT_FALSE(evaluate(level->board, level->rules).solved) << "seed " << seed;
  }
}

TEST(Generator, ParCountsTheFewestQuarterTurns) {
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    const auto level = generate(testCatalog(), sized(6, 5, seed));
    ASSERT_TRUE(level);
    int expected = 0;
    for (int c = 0; c < level->board.cellCount(); ++c) {
      const TileType& t = level->board.typeAt(c);
      const int from = level->board.cell(c).rotation;
      int best = 4;
      // Clockwise k turns or counter-clockwise k turns, whichever reaches the picture first.
      for (int k = 0; k <= 2; ++k) {
        const int to = (*level->solution)[static_cast<std::size_t>(c)];
        if (samePicture(t, (from + k) % 4, to) || samePicture(t, (from + 4 - k) % 4, to)) {
          best = k;
          break;
        }
      }
      expected += best;
    }
    EXPECT_EQ(*level->parMoves, expected);
    EXPECT_GT(*level->parMoves, 0);
  }
}

TEST(Generator, ProgressReachesItsTotal) {
  Progress progress;
  const auto level = generate(testCatalog(), sized(8, 8, 3), {}, &progress);
  ASSERT_TRUE(level);
  EXPECT_EQ(progress.total.load(), 64);
  EXPECT_EQ(progress.done.load(), progress.total.load());
  EXPECT_EQ(progress.phase.load(), PhaseShuffle);
}

TEST(Generator, AStopRequestReturnsNothing) {
  std::stop_source source;
  source.request_stop();
  EXPECT_FALSE(generate(testCatalog(), sized(200, 200, 1), source.get_token()));
}

TEST(Generator, CancellingInTheBackgroundEndsTheTask) {
  BackgroundTask<Level> task([](std::stop_token stop, Progress& progress) {
    GenerateOptions o = sized(200, 200, 5);
    o.environment = "all";
    return generate(defaultCatalog(), o, stop, &progress);
  });
  task.cancel();
  task.wait();
  EXPECT_NE(task.state(), TaskState::Running);
  EXPECT_NE(task.state(), TaskState::Failed);
}

// Every kind of generator the game offers, at the largest size it offers, on both cell shapes:
// a cancel ends the work promptly wherever it happens to be (drawing, proving, shuffling). The
// budget is 10 ms (docs/network.md, figures from `tileflow generate --timeout-ms`); the bound here
// is wide so that a loaded machine or a sanitizer build does not fail it, and still catches a
// loop that ignores its stop token (that took seconds).
#if defined(__SANITIZE_THREAD__) || defined(__SANITIZE_ADDRESS__)
constexpr std::chrono::milliseconds CancelBound{4000};  // sanitizers run the work 5 to 50 times slower
#else
constexpr std::chrono::milliseconds CancelBound{400};
#endif

TEST(Generator, EveryKindCancelsPromptlyAtTheLargestSize) {
  for (const GeneratorKind kind :
       {GeneratorKind::Fill, GeneratorKind::Backtrack, GeneratorKind::Net, GeneratorKind::Link}) {
    for (const Shape shape : {Shape::Square, Shape::Hex}) {
      for (const int afterMs : {5, 60}) {
        BackgroundTask<Level> task([kind, shape](std::stop_token stop, Progress& progress) {
          GenerateOptions o = sized(MaxMadeSide, MaxMadeSide, 7);
          o.environment = "countryside";
          o.kind = kind;
          o.shape = shape;
          if (kind == GeneratorKind::Net) o.rules = Rules::net();
          return generate(defaultCatalog(), o, stop, &progress);
        });
        std::this_thread::sleep_for(std::chrono::milliseconds{afterMs});
        const auto asked = std::chrono::steady_clock::now();
        task.cancel();
        while (task.running() && std::chrono::steady_clock::now() - asked < std::chrono::seconds{10})
          std::this_thread::sleep_for(std::chrono::microseconds{200});
        const auto took = std::chrono::steady_clock::now() - asked;
        EXPECT_FALSE(task.running());
        EXPECT_NE(task.state(), TaskState::Failed) << task.error();
        EXPECT_LT(took, CancelBound) << "kind " << static_cast<int>(kind) << (shape == Shape::Hex ? " hex" : " square")
                                     << " after " << afterMs << " ms";
        task.wait();
      }
    }
  }
}

TEST(Generator, ABlankPuzzleHasOnlyTheBlankTile) {
  GenerateOptions o = sized(5, 4, 1);
  o.blank = true;
  const auto level = generate(testCatalog(), o);
  ASSERT_TRUE(level);
  const int blank = testCatalog().findEnvironment("test")->blankTile;
  for (int c = 0; c < level->board.cellCount(); ++c) {
    EXPECT_EQ(level->board.cell(c).type, blank);
    EXPECT_EQ(level->board.cell(c).rotation, 0);
  }
  EXPECT_EQ(*level->parMoves, 0);
}

TEST(Generator, WrapIsKeptAndUsed) {
  int acrossTheEdge = 0;
  for (std::uint64_t seed = 1; seed <= 10; ++seed) {
    GenerateOptions o = sized(6, 6, seed);
    o.wrap = true;
    const auto level = generate(testCatalog(), o);
    ASSERT_TRUE(level);
    EXPECT_TRUE(level->board.wrap());
    const Board solved = level->solvedBoard();
    for (int y = 0; y < 6; ++y) acrossTheEdge += hasFlow(solved.side(solved.index(0, y), 3)) ? 1 : 0;
  }
  EXPECT_GT(acrossTheEdge, 0);
}

TEST(Generator, BacktrackBaselineFillsTheBoardOrGivesUpWithBlanks) {
  GenerateOptions o = sized(15, 15, 4);
  o.kind = GeneratorKind::Backtrack;
  o.environment = "all";
  const auto level = generate(defaultCatalog(), o);
  ASSERT_TRUE(level);
  EXPECT_EQ(level->board.cellCount(), 225);
  const auto again = generate(defaultCatalog(), o);
  EXPECT_TRUE(sameLevel(*level, *again));
}

TEST(Generator, BadOptionsAreRefused) {
  EXPECT_THROW(generate(testCatalog(), sized(0, 5, 1)), std::invalid_argument);
  EXPECT_THROW(generate(testCatalog(), sized(201, 5, 1)), std::invalid_argument);
  GenerateOptions o = sized(5, 5, 1);
  o.environment = "nowhere";
  EXPECT_THROW(generate(testCatalog(), o), std::invalid_argument);
}

TEST(Generator, HexBoardsNeedAnEnvironmentWithHexTiles) {
  GenerateOptions o = sized(5, 4, 1);
  o.shape = Shape::Hex;
  EXPECT_THROW(generate(testCatalog(), o), std::invalid_argument) << "the test catalog has no hex tiles";
}

// Every environment of the game's catalog also lists hex tiles; a square board never gets one,
// whichever generator, rules or options make it.
TEST(Generator, ASquareBoardGetsOnlySquareTilesInEveryEnvironment) {
  const Catalog& catalog = defaultCatalog();
  ASSERT_FALSE(catalog.tilesOf(Shape::Hex).empty());
  std::vector<std::string> environments{"all"};
  for (const Environment& env : catalog.environments()) environments.push_back(env.id);
  for (const std::string& env : environments) {
    for (int variant = 0; variant < 5; ++variant) {
      GenerateOptions o;
      o.width = 6;
      o.height = 5;
      o.seed = 11;
      o.environment = env;
      o.kind = variant == 1 ? GeneratorKind::Backtrack : GeneratorKind::Fill;
      o.blank = variant == 2;
      o.rules.connected = o.rules.acyclic = variant == 3;
      o.unique = variant != 4;
      const auto level = generate(catalog, o);
      ASSERT_TRUE(level);
      for (int c = 0; c < level->board.cellCount(); ++c) {
        EXPECT_EQ(level->board.typeAt(c).sideCount, 4)
            << env << " variant " << variant << ": " << level->board.typeAt(c).id;
      }
    }
  }
}

TEST(Generator, AnOptionIndexHoldsOnlyPiecesThatFitItsCells) {
  const Catalog& catalog = defaultCatalog();
  for (Topology topology : {Topology::square(), Topology::hex()}) {
    const OptionIndex index(catalog, catalog.everything(), topology, false);
    EXPECT_EQ(index.sides(), topology.sides());
    ASSERT_GT(index.size(), 0);
    for (int p = 0; p < index.size(); ++p) EXPECT_EQ(catalog.tile(index.piece(p).type).sideCount, topology.sides());
  }
}

}  // namespace
}  // namespace generator_test
}  // namespace tileflow

namespace tileflow {
namespace generator_test {
namespace {

TEST(GeneratorRules, FillHonoursConnectedAndAcyclic) {
  for (const Rules rules : {Rules{true, false}, Rules{false, true}, Rules::net()}) {
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
      GenerateOptions o;
      o.width = 6;
      o.height = 5;
      o.seed = seed;
      o.environment = "all";
      o.rules = rules;
      o.wrap = seed % 2 == 0;
      const auto level = generate(defaultCatalog(), o);
      ASSERT_TRUE(level);
      EXPECT_TRUE(evaluate(level->solvedBoard(), rules).solved) << "seed " << seed;
      EXPECT_EQ(solve(level->board, rules, upTo(2)).solutions, 1) << "seed " << seed;
    }
  }
}

TEST(Generator, OutlinesCutTheirShapeFromTheRectangle) {
  auto presentAfter = [](Outline outline, int w, int h, Topology topology) {
    Board board(defaultCatalog(), w, h, topology);
    cutOutline(board, outline);
    return board.presentCount();
  };
  EXPECT_EQ(presentAfter(Outline::Full, 6, 5, Topology::square()), 30);
  EXPECT_EQ(presentAfter(Outline::Diamond, 5, 5, Topology::square()), 13);  // |dx| + |dy| <= 2
  EXPECT_EQ(presentAfter(Outline::Ring, 6, 6, Topology::square()), 32);     // the middle 2x2 out
  EXPECT_EQ(presentAfter(Outline::Ring, 9, 9, Topology::square()), 72);     // the middle 3x3 out
  EXPECT_EQ(presentAfter(Outline::Hexagon, 7, 7, Topology::hex()), 37);     // three steps round the middle
}

TEST(Generator, FillsOnlyThePresentCellsOfAnOutlinedBoard) {
  GenerateOptions o;
  o.width = 8;
  o.height = 8;
  o.environment = "coast";
  o.outline = Outline::Diamond;
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    o.seed = seed;
    const auto level = generate(defaultCatalog(), o);
    ASSERT_TRUE(level && level->solution);
    EXPECT_TRUE(level->board.shaped());
    SolveOptions twoAtMost;
    twoAtMost.maxSolutions = 2;
    EXPECT_EQ(solve(level->board, level->rules, twoAtMost).solutions, 1) << seed;
    EXPECT_TRUE(evaluate(level->solvedBoard(), level->rules).solved);
    for (int c = 0; c < level->board.cellCount(); ++c) {
      if (!level->board.present(c)) {
        EXPECT_TRUE(level->board.typeAt(c).blank) << c;
      }
    }
  }
  o.kind = GeneratorKind::Net;
  EXPECT_THROW(generate(defaultCatalog(), o), std::invalid_argument);
}

}  // namespace
}  // namespace generator_test
}  // namespace tileflow
