// ClockText: the "m:ss" of the play and win screens.
#include "game/play/ClockText.hpp"

#include <gtest/gtest.h>

namespace tileflow {
namespace clock_text_test {
namespace {

TEST(ClockText, PadsSecondsToTwoDigits) {
  EXPECT_EQ(clockText(0), "0:00");
  EXPECT_EQ(clockText(7), "0:07");
  EXPECT_EQ(clockText(59), "0:59");
}

TEST(ClockText, CountsWholeMinutesWithoutWrappingAtAnHour) {
  EXPECT_EQ(clockText(60), "1:00");
  EXPECT_EQ(clockText(125), "2:05");
  EXPECT_EQ(clockText(3600), "60:00");
}

}  // namespace
}  // namespace clock_text_test
}  // namespace tileflow
