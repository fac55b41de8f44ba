// TailText: a text too wide for its place shows its end behind an ellipsis; one that fits is
// shown whole.
#include <gtest/gtest.h>

#include <string>

#include "game/screens/ScreenHarness.hpp"
#include "game/screens/TailText.hpp"
#include "tests/support/UiTestSupport.hpp"

namespace tileflow {
namespace tail_text_test {
namespace {

TEST(TailText, AShortTextIsShownWhole) {
  test::ensureHeadlessSdl();
  ScreenHarness harness(480, 320, &test::shippedCatalog());
  Assets& assets = *harness.ui().assets;
  EXPECT_EQ(tailThatFits(assets, "TF1.ABC", FontStyle::Regular, 20, 300), "TF1.ABC");
  EXPECT_EQ(tailThatFits(assets, "", FontStyle::Regular, 20, 300), "");
}

TEST(TailText, ALongTextKeepsItsEndAndFits) {
  test::ensureHeadlessSdl();
  ScreenHarness harness(480, 320, &test::shippedCatalog());
  Assets& assets = *harness.ui().assets;
  for (const std::string& text : {std::string(40, 'I') + "END", std::string(8000, 'W') + "END",
                                  std::string("/home/player/.local/share/tileflow/Tileflow/import")}) {
    const std::string shown = tailThatFits(assets, text, FontStyle::Bold, 16, 200);
    EXPECT_LE(assets.measure(shown, FontStyle::Bold, 16).x, 200) << shown;
    EXPECT_TRUE(shown.starts_with("\xe2\x80\xa6")) << shown;
    EXPECT_TRUE(text.ends_with(shown.substr(3))) << shown;
    EXPECT_GT(assets.measure(shown, FontStyle::Bold, 16).x, 120) << "not cut more than needed: " << shown;
  }
}

}  // namespace
}  // namespace tail_text_test
}  // namespace tileflow
