// Specifications of finding the data folder.
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <vector>

#include "game/io/DataDir.hpp"

namespace tileflow {
namespace data_dir_test {
namespace {

TEST(DataDir, EnvironmentVariableWinsWhenItHoldsACatalog) {
  ::setenv("TILEFLOW_DATA_DIR", TILEFLOW_SOURCE_DIR, 1);
  EXPECT_EQ(findDataDir(), std::filesystem::path(TILEFLOW_SOURCE_DIR));
  ::unsetenv("TILEFLOW_DATA_DIR");
}

TEST(DataDir, YamlFilesInListsOnlyYamlFilesSorted) {
  namespace fs = std::filesystem;
  const fs::path dir = fs::path(TILEFLOW_BINARY_DIR) / "data-dir-test";
  fs::remove_all(dir);
  fs::create_directories(dir);
  for (const char* name : {"b.yaml", "a.yaml", "c.txt", "10-x.yaml"}) std::ofstream(dir / name) << "x\n";
  EXPECT_EQ(yamlFilesIn(dir), (std::vector<fs::path>{dir / "10-x.yaml", dir / "a.yaml", dir / "b.yaml"}));
  fs::remove_all(dir);
}

TEST(DataDir, YamlFilesInAMissingFolderIsEmpty) {
  EXPECT_TRUE(yamlFilesIn(std::filesystem::path(TILEFLOW_BINARY_DIR) / "no-such-folder").empty());
  EXPECT_TRUE(yamlFilesIn({}).empty());
}

}  // namespace
}  // namespace data_dir_test
}  // namespace tileflow
