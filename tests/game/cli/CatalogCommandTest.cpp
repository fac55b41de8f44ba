// Specifications of `tileflow catalog`.
#include <gtest/gtest.h>

#include <sstream>
#include <string>

#include "game/cli/Cli.hpp"
#include "game/io/CatalogFile.hpp"

namespace tileflow::cli {
namespace catalog_command_test {
namespace {

// "tile types" counts the square tiles, as it did before hex tiles came; the hex count follows
// on a line of its own after the four lines DESIGN.md promises.
TEST(CatalogCommand, PrintsTheFourCountsOnePerLineThenTheHexCount) {
  std::ostringstream out;
  std::ostringstream err;
  EXPECT_EQ(run({"catalog"}, out, err), 0);
  const Catalog& c = defaultCatalog();
  EXPECT_EQ(out.str(), "tile types: " + std::to_string(c.tilesOf(Shape::Square).size()) +
                           "\nflow kinds: " + std::to_string(c.flows().size()) +
                           "\nheights: 3\nenvironments: " + std::to_string(c.environments().size()) +
                           "\nhex tile types: " + std::to_string(c.tilesOf(Shape::Hex).size()) + "\n");
  EXPECT_EQ(c.tilesOf(Shape::Square).size() + c.tilesOf(Shape::Hex).size(), c.tileTypes().size());
  EXPECT_EQ(err.str(), "");
}

TEST(CatalogCommand, TheSquareCountIsTheOneBeforeHexTilesCame) {
  std::ostringstream out;
  std::ostringstream err;
  ASSERT_EQ(run({"catalog"}, out, err), 0);
  EXPECT_EQ(out.str().rfind("tile types: 303\n", 0), 0u) << out.str();
}

TEST(CatalogCommand, PrintsAtLeastOneHundredFiftyHexTileTypes) {
  std::ostringstream out;
  std::ostringstream err;
  ASSERT_EQ(run({"catalog"}, out, err), 0);
  const std::string text = out.str();
  const std::string label = "\nhex tile types: ";
  const auto at = text.find(label);
  ASSERT_NE(at, std::string::npos) << text;
  EXPECT_GE(std::stoi(text.substr(at + label.size())), 150);
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
}  // namespace catalog_command_test
}  // namespace tileflow::cli
