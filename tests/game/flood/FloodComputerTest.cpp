#include "game/flood/FloodComputer.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <stdexcept>

#include "engine/core/BackgroundTask.hpp"
#include "engine/core/Rng.hpp"
#include "game/flood/FloodSolver.hpp"

namespace tileflow {
namespace flood_computer_test {
namespace {

constexpr FloodSkill AllSkills[] = {FloodSkill::Easy, FloodSkill::Medium, FloodSkill::Hard};

TEST(FloodComputerTest, SkillsHaveNames) {
  for (FloodSkill skill : AllSkills) {
    FloodSkill named = FloodSkill::Easy;
    EXPECT_TRUE(skillNamed(skillName(skill), named));
    EXPECT_EQ(named, skill);
  }
  FloodSkill named = FloodSkill::Medium;
  EXPECT_FALSE(skillNamed("expert", named));
  EXPECT_EQ(named, FloodSkill::Medium);
}

TEST(FloodComputerTest, AlwaysPicksAnAllowedColourOnSquareAndHexBoards) {
  Rng rng(7);
  for (std::uint64_t game = 0; game < 24; ++game) {
    const Shape shape = game % 2 ? Shape::Hex : Shape::Square;
    FloodState s;
    try {
      s = FloodState(randomColourBoard(rng.range(2, 9), rng.range(2, 9), rng.range(3, 7), shape, game), 2);
    } catch (const std::invalid_argument&) {
      continue;
    }
    while (!s.over() && s.moves() < 300) {
      const FloodSkill skill = AllSkills[s.moves() % 3];
      const int colour = computerMove(s, skill, game);
      ASSERT_TRUE(s.allowed(colour)) << skillName(skill) << " picked " << colour << " in game " << game;
      s.play(colour);
    }
    EXPECT_TRUE(s.over()) << "game " << game;
  }
}

TEST(FloodComputerTest, ASeedGivesTheSameMoveEveryTime) {
  FloodState s(randomColourBoard(15, 15, 6, Shape::Square, 3), 2);
  for (int i = 0; i < 10; ++i) s.play(computerMove(s, FloodSkill::Medium, 1));
  for (FloodSkill skill : AllSkills)
    for (std::uint64_t seed = 0; seed < 2; ++seed)
      EXPECT_EQ(computerMove(s, skill, seed), computerMove(s, skill, seed)) << skillName(skill) << " seed " << seed;
}

TEST(FloodComputerTest, MediumTakesTheMostCells) {
  Rng rng(5);
  FloodState s(randomColourBoard(12, 12, 6, Shape::Hex, 8), 2);
  while (!s.over()) {
    int most = 0;
    for (int c : s.allowedColours()) most = std::max(most, s.gain(c));
    const int colour = computerMove(s, FloodSkill::Medium, 9);
    ASSERT_EQ(s.gain(colour), most);
    const auto allowed = s.allowedColours();
    s.play(allowed[rng.below(static_cast<std::uint32_t>(allowed.size()))]);
  }
}

TEST(FloodComputerTest, HardTakesTheSharedRegionBeforeTheBiggerSafeOne) {
  //  0 G G G G G G    G (colour 2, 12 cells) touches only the first player, B (colour 1, 9 cells)
  //  B G G G G G G    touches both and hides R (colour 4, 5 cells) from the first player. Taking
  //  B B B B B B B    G first, as the greedy player does, lets the second player take B and then R
  //  R R R R R B 3    and win 15 to 13; taking B first wins, since G and R are then the first
  //                   player's alone.
  const std::vector<std::uint8_t> cells = {0, 2, 2, 2, 2, 2, 2,  //
                                           1, 2, 2, 2, 2, 2, 2,  //
                                           1, 1, 1, 1, 1, 1, 1,  //
                                           4, 4, 4, 4, 4, 1, 3};
  const FloodState s(ColourBoard(7, 4, 5, Shape::Square, cells), 2);
  EXPECT_EQ(computerMove(s, FloodSkill::Medium, 0), 2);
  for (std::uint64_t seed = 0; seed < 4; ++seed) EXPECT_EQ(computerMove(s, FloodSkill::Hard, seed), 1);
}

TEST(FloodComputerTest, HardAskedToStopAnswersWithTheBiggestGainAtOnce) {
  const FloodState s(randomColourBoard(60, 60, 6, Shape::Square, 2), 2);
  int most = 0;
  for (int c : s.allowedColours()) most = std::max(most, s.gain(c));
  std::stop_source stop;
  stop.request_stop();
  const auto start = std::chrono::steady_clock::now();
  const int colour = computerMove(s, FloodSkill::Hard, 0, stop.get_token());
  const auto took = std::chrono::steady_clock::now() - start;
  ASSERT_TRUE(s.allowed(colour));
  EXPECT_EQ(s.gain(colour), most);
  // Generous, for sanitizer builds: cutting the board into regions is all the work left.
  EXPECT_LT(took, std::chrono::seconds(1));
}

}  // namespace
}  // namespace flood_computer_test
}  // namespace tileflow

namespace tileflow {
namespace flood_computer_test {
namespace {

// The play screen runs the computer and the hint on BackgroundTasks and drops them when the
// player leaves: the thinking must end promptly on a stop request from another thread.
TEST(FloodThreadTest, ComputerAndHintOnABackgroundTaskThreadStopWhenCancelled) {
  FloodState duel(randomColourBoard(30, 30, 8, Shape::Square, 5), 2);
  BackgroundTask<int> think([duel](std::stop_token stop, Progress&) -> std::optional<int> {
    const int colour = computerMove(duel, FloodSkill::Hard, 1, stop);
    if (stop.stop_requested()) return std::nullopt;
    return colour;
  });
  const FloodState solo(randomColourBoard(30, 30, 8, Shape::Square, 6), 1);
  BackgroundTask<int> hint([solo](std::stop_token stop, Progress&) -> std::optional<int> {
    const int colour = floodHint(solo, {}, stop);
    if (stop.stop_requested()) return std::nullopt;
    return colour;
  });
  think.cancel();
  hint.cancel();
  think.wait();
  hint.wait();
  EXPECT_NE(think.state(), TaskState::Failed) << think.error();
  EXPECT_NE(hint.state(), TaskState::Failed) << hint.error();
  if (auto colour = think.takeResult()) {
    EXPECT_TRUE(duel.allowed(*colour));
  }
}

}  // namespace
}  // namespace flood_computer_test
}  // namespace tileflow
