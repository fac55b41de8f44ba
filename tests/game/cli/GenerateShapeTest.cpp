// Specifications of `tileflow generate --shape`: square is generated, other shapes are refused.
#include <gtest/gtest.h>

#include "tests/game/cli/CliTesting.hpp"

namespace tileflow::cli {
namespace {

using testing::runCommand;

TEST(GenerateCommand, ShapeSquareGeneratesASquareLevel) {
  const auto r = runCommand({"generate", "--size", "3x3", "--shape", "square", "--seed", "2"});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("size: 3x3"), std::string::npos);
  EXPECT_EQ(r.out.find("shape:"), std::string::npos) << "square files leave the shape out";
}

TEST(GenerateCommand, ShapeHexIsRefusedWithAClearMessage) {
  const auto r = runCommand({"generate", "--size", "3x4", "--shape", "hex"});
  EXPECT_NE(r.code, 0);
  EXPECT_NE(r.err.find("--shape hex is not supported yet"), std::string::npos) << r.err;
  EXPECT_TRUE(r.out.empty());
}

TEST(GenerateCommand, UnknownShapeIsRefused) {
  const auto r = runCommand({"generate", "--size", "3x4", "--shape", "round"});
  EXPECT_NE(r.code, 0);
  EXPECT_NE(r.err.find("--shape must be 'square'"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace tileflow::cli
