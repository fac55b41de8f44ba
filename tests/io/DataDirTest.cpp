// Specifications of finding the data folder.
#include <gtest/gtest.h>

#include <cstdlib>

#include "game/io/DataDir.hpp"

namespace tileflow {
namespace {

TEST(DataDir, EnvironmentVariableWinsWhenItHoldsACatalog) {
  ::setenv("TILEFLOW_DATA_DIR", TILEFLOW_SOURCE_DIR, 1);
  EXPECT_EQ(findDataDir(), std::filesystem::path(TILEFLOW_SOURCE_DIR));
  ::unsetenv("TILEFLOW_DATA_DIR");
}

}  // namespace
}  // namespace tileflow
