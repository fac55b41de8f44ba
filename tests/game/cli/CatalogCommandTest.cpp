// Specifications of `tileflow catalog`.
#include <gtest/gtest.h>

#include <sstream>

#include "game/cli/Cli.hpp"
#include "game/io/CatalogFile.hpp"

namespace tileflow::cli {
namespace {

TEST(CatalogCommand, PrintsTheFourCountsOnePerLine) {
  std::ostringstream out;
  std::ostringstream err;
  EXPECT_EQ(run({"catalog"}, out, err), 0);
  const Catalog& c = defaultCatalog();
  EXPECT_EQ(out.str(), "tile types: " + std::to_string(c.tileTypes().size()) +
                           "\nflow kinds: " + std::to_string(c.flows().size()) +
                           "\nheights: 3\nenvironments: " + std::to_string(c.environments().size()) + "\n");
  EXPECT_EQ(err.str(), "");
}

TEST(CatalogCommand, TheCountsBeatCityFlow) {
  std::ostringstream out;
  std::ostringstream err;
  ASSERT_EQ(run({"catalog"}, out, err), 0);
  std::istringstream lines(out.str());
  std::string label;
  int types = 0;
  int flows = 0;
  int heights = 0;
  int environments = 0;
  lines >> label >> label >> types >> label >> label >> flows >> label >> heights >> label >> environments;
  EXPECT_GT(types, 218);
  EXPECT_GE(types, 250);
  EXPECT_GT(flows, 12);
  EXPECT_EQ(heights, 3);
  EXPECT_GE(environments, 8);
}

TEST(CatalogCommand, RefusesArguments) {
  std::ostringstream out;
  std::ostringstream err;
  EXPECT_EQ(run({"catalog", "extra"}, out, err), 2);
  EXPECT_EQ(out.str(), "");
}

}  // namespace
}  // namespace tileflow::cli
