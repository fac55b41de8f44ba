// Stepper: held steps speed up on number steppers, land on round numbers, stop at the range; a
// choice list and a slow tapper step one at a time; a tap on the value asks for typing.
#include "engine/ui/Stepper.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <vector>

namespace tileflow {
namespace stepper_test {
namespace {

struct Held {
  std::uint32_t now = 1000;
  std::vector<int> seen;
  Stepper stepper{"Width", 6, 2, 100, [this](int v) { seen.push_back(v); }};
  Held() {
    stepper.accelerates = true;
    stepper.clock = [this] { return now; };
    stepper.rect = SDL_Rect{0, 0, 400, 50};
  }
  // One press every `gapMs`, as a held d-pad repeats.
  void hold(Action direction, int presses, std::uint32_t gapMs = 90) {
    for (int i = 0; i < presses; ++i) {
      now += gapMs;
      stepper.act(direction);
    }
  }
};

TEST(StepperTest, AHeldStepSpeedsUpToRoundNumbersAndStopsAtTheTop) {
  Held h;
  h.hold(Action::Right, 8);
  EXPECT_EQ(14, h.stepper.value) << "the first eight steps go one by one";
  h.hold(Action::Right, 1);
  EXPECT_EQ(15, h.stepper.value) << "then to the next multiple of five";
  h.hold(Action::Right, 1);
  EXPECT_EQ(20, h.stepper.value);
  h.hold(Action::Right, 14);
  EXPECT_EQ(90, h.stepper.value) << "after 24 quick steps, ten at a time";
  h.hold(Action::Right, 5);
  EXPECT_EQ(100, h.stepper.value) << "clamped at the top, and onChange is not told again";
  EXPECT_EQ(100, h.seen.back());
  EXPECT_EQ(1, std::count(h.seen.begin(), h.seen.end(), 100));
  // From 2 to 100 took fewer than 40 presses: 4 seconds of holding at the d-pad's repeat rate.
}

TEST(StepperTest, APauseOrATurnStartsSlowAgain) {
  Held h;
  h.hold(Action::Right, 12);
  const int fast = h.stepper.value;
  h.hold(Action::Right, 1, Stepper::HoldGapMs + 1);
  EXPECT_EQ(fast + 1, h.stepper.value) << "a pause longer than the hold gap steps by one";
  h.hold(Action::Right, 10);
  const int before = h.stepper.value;
  h.hold(Action::Left, 1);
  EXPECT_EQ(before - 1, h.stepper.value) << "turning round steps by one";
}

TEST(StepperTest, GoingDownLandsOnRoundNumbersAndStopsAtTheBottom) {
  Held h;
  h.stepper.value = 47;
  h.hold(Action::Left, 9);
  EXPECT_EQ(35, h.stepper.value) << "eight ones, then the multiple of five below 39";
  h.hold(Action::Left, 40);
  EXPECT_EQ(2, h.stepper.value);
}

TEST(StepperTest, AChoiceListNeverSkipsAChoice) {
  std::uint32_t now = 0;
  Stepper s("Land", 0, 0, 9, nullptr);
  s.wraps = true;
  s.accelerates = true;
  s.clock = [&] { return now; };
  for (int i = 0; i < 30; ++i) {
    now += 50;
    s.act(Action::Right);
  }
  EXPECT_EQ(0, s.value) << "30 single steps round a list of 10";
}

TEST(StepperTest, ATapOnTheValueAsksForTypingAndSetKeepsTheRange) {
  Held h;
  int asked = 0;
  h.stepper.onType = [&] { ++asked; };
  const SDL_Rect minus = h.stepper.minusRect();
  const SDL_Rect plus = h.stepper.plusRect();
  h.stepper.tap(plus.x + 2, plus.y + 2, false);
  EXPECT_EQ(7, h.stepper.value);
  EXPECT_EQ(0, asked);
  const int between = (minus.x + minus.w + plus.x) / 2;
  EXPECT_TRUE(h.stepper.tap(between, 10, false));
  EXPECT_EQ(1, asked);
  EXPECT_EQ(7, h.stepper.value) << "a tap on the value does not step";
  h.stepper.set(250);
  EXPECT_EQ(100, h.stepper.value);
  h.stepper.set(-3);
  EXPECT_EQ(2, h.stepper.value);
}

}  // namespace
}  // namespace stepper_test
}  // namespace tileflow
