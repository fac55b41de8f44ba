// TimedText: a line shown for a while goes by itself after its time, says when it will, and a new
// line starts the time again.
#include <gtest/gtest.h>

#include "engine/ui/TimedText.hpp"

namespace tileflow {
namespace {

TEST(TimedTextTest, ALineGoesByItselfAfterItsTimeAndSaysWhen) {
  TimedText line(2.5);
  EXPECT_TRUE(line.empty());
  EXPECT_EQ(line.msUntilGone(), -1) << "nothing up, nothing to wake for";
  EXPECT_FALSE(line.update(1.0));
  line.show("Saved.");
  EXPECT_EQ(line.text(), "Saved.");
  EXPECT_EQ(line.msUntilGone(), 2500);
  EXPECT_FALSE(line.update(1.0));
  EXPECT_EQ(line.msUntilGone(), 1500);
  // A second line takes the whole time again.
  line.show("Nothing to undo");
  EXPECT_EQ(line.msUntilGone(), 2500);
  EXPECT_FALSE(line.update(2.4));
  EXPECT_GE(line.msUntilGone(), 1) << "a wake never asks for zero while the line is up";
  EXPECT_TRUE(line.update(0.2)) << "gone: the screen draws again";
  EXPECT_TRUE(line.empty());
  EXPECT_FALSE(line.update(5.0)) << "gone only once";
}

TEST(TimedTextTest, ClearingTakesTheLineAwayAtOnce) {
  TimedText line(3);
  line.show("Checking");
  line.clear();
  EXPECT_TRUE(line.empty());
  EXPECT_EQ(line.msUntilGone(), -1);
  EXPECT_FALSE(line.update(4));
  line.show("");
  EXPECT_EQ(line.msUntilGone(), -1) << "an empty line is no line";
}

TEST(TimedTextTest, TheSoonerWakeWins) {
  EXPECT_EQ(soonerWake(-1, -1), -1);
  EXPECT_EQ(soonerWake(-1, 40), 40);
  EXPECT_EQ(soonerWake(100, -1), 100);
  EXPECT_EQ(soonerWake(100, 40), 40);
}

}  // namespace
}  // namespace tileflow
