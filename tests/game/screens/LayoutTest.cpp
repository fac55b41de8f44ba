// Layout: at every target screen size the board and every control fit on screen, do not
// overlap, and controls stay large enough for a fingertip.
#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "engine/ui/LayoutCheck.hpp"
#include "game/screens/ScreenHarness.hpp"
#include "game/screens/SettingsScreen.hpp"
#include "game/screens/TitleScreen.hpp"
#include "game/screens/tiles/GeneratorScreen.hpp"
#include "game/screens/tiles/PlayScreen.hpp"
#include "game/store/SampleLevel.hpp"
#include "tests/support/TestCatalog.hpp"
#include "tests/support/UiTestSupport.hpp"

namespace tileflow {
namespace layout_test {
namespace {

const std::vector<std::pair<int, int>> Sizes = {{480, 320},  {640, 480},  {800, 480},   {720, 720},
                                                {1280, 720}, {720, 1280}, {1920, 1080}, {3840, 2160}};

std::string name(int w, int h) { return std::to_string(w) + "x" + std::to_string(h); }

void expectControlsFit(const WidgetList& widgets, int w, int h) {
  for (int i = 0; i < widgets.size(); ++i) {
    if (!widgets.at(i).visible) continue;  // a hidden row takes no room
    const SDL_Rect r = widgets.at(i).rect;
    EXPECT_TRUE(insideWindow(r, w, h)) << name(w, h) << " control " << i;
    EXPECT_GE(r.h, Metrics::MinTouchTarget) << name(w, h) << " control " << i;
    EXPECT_GE(r.w, Metrics::MinTouchTarget) << name(w, h) << " control " << i;
    for (int j = i + 1; j < widgets.size(); ++j)
      EXPECT_FALSE(widgets.at(j).visible && rectsOverlap(r, widgets.at(j).rect))
          << name(w, h) << " controls " << i << " and " << j;
  }
}

TEST(LayoutTest, PlayScreenBoardAndButtonsFitEverySize) {
  test::ensureHeadlessSdl();
  for (const auto& [w, h] : Sizes) {
    for (int side : {5, 15}) {
      ScreenHarness harness(w, h, &test::uiTestCatalog());
      auto screen =
          std::make_unique<PlayScreen>(harness.tiles(), makeSampleLevel(test::uiTestCatalog(), side, side, 3));
      PlayScreen* play = screen.get();
      harness.push(std::move(screen));
      const SDL_Rect board = play->boardView().boardRect();
      EXPECT_TRUE(insideWindow(board, w, h)) << name(w, h);
      EXPECT_EQ(side * play->boardView().cellSize(), board.w);
      // A 15×15 board on the smallest panel still gets cells a stylus or thumb can hit.
      EXPECT_GE(play->boardView().cellSize(), 18) << name(w, h) << " " << side;
      expectControlsFit(play->hud(), w, h);
      for (int i = 0; i < play->hud().size(); ++i)
        EXPECT_FALSE(rectsOverlap(board, play->hud().at(i).rect)) << name(w, h) << " button " << i;
    }
  }
}

TEST(LayoutTest, MenuScreensFitEverySize) {
  test::ensureHeadlessSdl();
  for (const auto& [w, h] : Sizes) {
    ScreenHarness harness(w, h, &test::uiTestCatalog());
    auto title = std::make_unique<TitleScreen>(harness.app(), harness.modes());
    const TitleScreen* t = title.get();
    harness.push(std::move(title));
    expectControlsFit(t->widgets(), w, h);
    auto generator = std::make_unique<GeneratorScreen>(harness.tiles());
    const GeneratorScreen* g = generator.get();
    harness.push(std::move(generator));
    expectControlsFit(g->widgets(), w, h);
    auto settings = std::make_unique<SettingsScreen>(harness.app());
    const SettingsScreen* s = settings.get();
    harness.push(std::move(settings));
    expectControlsFit(s->widgets(), w, h);
  }
}

TEST(LayoutTest, MetricsFollowTheShapeOfTheScreen) {
  EXPECT_EQ(Orientation::Landscape, Metrics::of(1280, 720, 1).orientation);
  EXPECT_EQ(Orientation::Portrait, Metrics::of(720, 1280, 1).orientation);
  EXPECT_EQ(Orientation::Square, Metrics::of(720, 720, 1).orientation);
  EXPECT_GT(Metrics::of(3840, 2160, 1).scale, Metrics::of(1920, 1080, 1).scale) << "HiDPI output gets bigger UI";
  EXPECT_GE(Metrics::of(480, 320, 0.75f).touch(), Metrics::MinTouchTarget);
}

}  // namespace
}  // namespace layout_test
}  // namespace tileflow
