// SizeText: the "WxH" of --size.
#include "engine/core/SizeText.hpp"

#include <gtest/gtest.h>

namespace tileflow {
namespace size_text_test {
namespace {

TEST(SizeText, ReadsWidthThenHeight) {
  const auto size = parseSize("640x480");
  ASSERT_TRUE(size);
  EXPECT_EQ(size->width, 640);
  EXPECT_EQ(size->height, 480);
}

TEST(SizeText, RejectsAnythingButTwoWholeNumbersAroundOneX) {
  EXPECT_FALSE(parseSize("640"));
  EXPECT_FALSE(parseSize("640x"));
  EXPECT_FALSE(parseSize("x480"));
  EXPECT_FALSE(parseSize("640x480x2"));
  EXPECT_FALSE(parseSize("640X480"));
  EXPECT_FALSE(parseSize("6a0x480"));
  EXPECT_FALSE(parseSize("640x480 "));
}

TEST(SizeText, LeavesTheRangeToTheCommand) {
  const auto size = parseSize("0x-3");
  ASSERT_TRUE(size);
  EXPECT_EQ(size->width, 0);
  EXPECT_EQ(size->height, -3);
}

}  // namespace
}  // namespace size_text_test
}  // namespace tileflow
