// Text in a space: one line when it fits, else two lines when the space is tall enough, and
// only then cut short; a cut is recorded for the layout check, and a screen can pick the
// longest of several forms that shows whole.
#include "engine/ui/Paint.hpp"

#include <gtest/gtest.h>

#include <string>

#include "engine/platform/DrawProbe.hpp"
#include "engine/platform/OffscreenCanvas.hpp"
#include "game/screens/ScreenHarness.hpp"
#include "tests/support/UiTestSupport.hpp"

namespace tileflow {
namespace paint_text_test {
namespace {

struct Canvas {
  OffscreenCanvas canvas{320, 240};
  Assets assets{canvas.renderer(), fontDirectory()};
  Canvas() { test::ensureHeadlessSdl(); }
  int width(const std::string& text, int px) { return assets.measure(text, FontStyle::Bold, px).x; }
};

TEST(PaintTextTest, TextThatFitsStaysOnOneLineWithItsBreakAsASpace) {
  Canvas c;
  const TextFit fit = fitTextIn(c.assets, "Size\n12", FontStyle::Bold, 14, SDL_Rect{0, 0, 300, 40});
  ASSERT_EQ(fit.lines.size(), 1u);
  EXPECT_EQ(fit.lines[0], "Size 12");
  EXPECT_EQ(fit.pixels, 14);
  EXPECT_FALSE(fit.cut);
}

TEST(PaintTextTest, TooWideForOneLineGoesOnTwoAtItsBreak) {
  Canvas c;
  // Wide enough for "Moves over par" at the smallest size, not for it and the value.
  const SDL_Rect r{0, 0, c.width("Moves over par", MinTextPixels) + 2, 40};
  const TextFit fit = fitTextIn(c.assets, "Moves over par\n5", FontStyle::Bold, 18, r);
  EXPECT_FALSE(fit.cut);
  ASSERT_EQ(fit.lines.size(), 2u);
  EXPECT_EQ(fit.lines[0], "Moves over par");
  EXPECT_EQ(fit.lines[1], "5");
  // Narrower than its first line: cut short, on one line.
  const SDL_Rect narrower{0, 0, c.width("Moves over", MinTextPixels) + 2, 40};
  EXPECT_TRUE(fitTextIn(c.assets, "Moves over par\n5", FontStyle::Bold, 18, narrower).cut);
}

TEST(PaintTextTest, TwoLinesBreakAtTheSpaceThatMakesTheLongerLineShortest) {
  Canvas c;
  const SDL_Rect r{0, 0, c.width("Copy code", MinTextPixels) * 2 / 3, 40};
  const TextFit fit = fitTextIn(c.assets, "Copy code", FontStyle::Bold, 20, r);
  ASSERT_EQ(fit.lines.size(), 2u);
  EXPECT_EQ(fit.lines[0], "Copy");
  EXPECT_EQ(fit.lines[1], "code");
  EXPECT_FALSE(fit.cut);
  EXPECT_GE(fit.pixels, MinTextPixels);
}

TEST(PaintTextTest, ASpaceTooLowForTwoLinesCutsTheTextAndTheProbeSaysSo) {
  Canvas c;
  const SDL_Rect r{0, 0, c.width("Copy code", MinTextPixels) * 2 / 3, MinTextPixels + 4};
  const TextFit fit = fitTextIn(c.assets, "Copy code", FontStyle::Bold, 20, r);
  ASSERT_EQ(fit.lines.size(), 1u);
  EXPECT_TRUE(fit.cut);
  EXPECT_NE(fit.lines[0].find("\xe2\x80\xa6"), std::string::npos);

  DrawProbe probe;
  c.assets.probe = &probe;
  drawTextIn(c.assets, "Copy code", FontStyle::Bold, 20, 0xffffff, r);
  drawTextIn(c.assets, "Copy code", FontStyle::Bold, 20, 0xffffff, SDL_Rect{0, 100, 300, 40});
  c.assets.probe = nullptr;
  ASSERT_EQ(probe.texts.size(), 2u);
  EXPECT_EQ(probe.texts[0].full, "Copy code");
  EXPECT_EQ(probe.texts[1].full, "") << "text drawn whole is not recorded as cut";
}

TEST(PaintTextTest, TheFirstFormThatShowsWholeIsChosen) {
  Canvas c;
  const SDL_Rect narrow{0, 0, c.width("0:10 / 0:35", MinTextPixels) + 2, MinTextPixels + 4};
  EXPECT_EQ(firstWhole(c.assets, {"Time 0:10 / 0:35", "0:10 / 0:35", "0:10"}, FontStyle::Bold, 17, narrow),
            "0:10 / 0:35");
  const SDL_Rect wide{0, 0, 300, 30};
  EXPECT_EQ(firstWhole(c.assets, {"Time 0:10 / 0:35", "0:10 / 0:35", "0:10"}, FontStyle::Bold, 17, wide),
            "Time 0:10 / 0:35");
  const SDL_Rect tiny{0, 0, 4, MinTextPixels + 4};
  EXPECT_EQ(firstWhole(c.assets, {"Time 0:10", "0:10"}, FontStyle::Bold, 17, tiny), "0:10") << "none fits: the last";
}

// Text cut short loses whole characters, never half of one: Russian, Polish and accented
// letters take two bytes in UTF-8, and a lone first byte would be drawn as a box.
TEST(PaintTextTest, TextCutShortEndsOnAWholeCharacter) {
  Canvas c;
  const auto whole = [](const std::string& s) {
    std::size_t i = 0;
    while (i < s.size()) {
      const auto b = static_cast<unsigned char>(s[i]);
      const std::size_t n = b < 0x80 ? 1 : (b >> 5) == 0x6 ? 2 : (b >> 4) == 0xE ? 3 : (b >> 3) == 0x1E ? 4 : 0;
      if (n == 0 || i + n > s.size()) return false;
      for (std::size_t k = 1; k < n; ++k)
        if ((static_cast<unsigned char>(s[i + k]) & 0xC0) != 0x80) return false;
      i += n;
    }
    return true;
  };
  for (const std::string text : {"ВЫКЛ", "Масштаб интерфейса", "WYŁĄCZ", "Zurück ↶↶↶"}) {
    for (int width = 1; width <= c.width(text, 16); width += 3) {
      const std::string shown = ellipsize(c.assets, text, FontStyle::Bold, 16, width);
      EXPECT_TRUE(whole(shown)) << text << " at " << width << " px";
    }
  }
}

}  // namespace
}  // namespace paint_text_test
}  // namespace tileflow
