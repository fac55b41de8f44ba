// TitleScreen: a catalog that failed to load is reported on screen, and nothing that needs it
// can be started; with a catalog, Play opens a level and Settings opens settings; the buttons
// come from the registered modes, so a second mode shows up without touching Tiles' screens.
#include <gtest/gtest.h>

#include <algorithm>

#include "engine/core/Translate.hpp"
#include "engine/ui/Button.hpp"
#include "game/model/Networks.hpp"
#include "game/screens/ScreenHarness.hpp"
#include "game/screens/SettingsScreen.hpp"
#include "game/screens/TitleScreen.hpp"
#include "game/screens/tiles/PlayScreen.hpp"
#include "game/screens/tiles/TilesModeEntry.hpp"
#include "game/store/SampleLevel.hpp"
#include "tests/support/TestCatalog.hpp"
#include "tests/support/UiTestSupport.hpp"

namespace tileflow {
namespace title_screen_test {
namespace {

void tapWidget(ScreenHarness& harness, const Widget& w) {
  harness.send(InputEvent::tap(w.rect.x + w.rect.w / 2, w.rect.y + w.rect.h / 2, false, Device::Touch));
}

// The row of tiles under the name leaves no loose end: two closed networks (a road, a river).
TEST(TitleScreenTest, TheBannerRowLeavesNoLooseEnd) {
  const Board banner = titleBanner(test::shippedCatalog());
  ASSERT_EQ(6, banner.cellCount());
  EXPECT_EQ("road-end", banner.typeAt(0).id);
  EXPECT_EQ("river-end", banner.typeAt(5).id);
  const Networks networks(banner);
  EXPECT_EQ(0, networks.looseEnds());
  EXPECT_EQ(2, networks.count());
}

// Two to a row at 320×240, the buttons take the window's width where half the column would cut a
// word (Inondation, Настройки), at every UI scale; a language whose words fit keeps the column.
TEST(TitleScreenTest, PairedButtonsWidenTheColumnWhereAWordWouldBeCut) {
  test::ensureHeadlessSdl();
  for (const int scale : {75, 90, 100, 115, 130, 150}) {
    for (const char* language : {"fr", "ru"}) {
      Settings settings;
      settings.uiScalePercent = scale;
      ScreenHarness harness(320, 240, &test::uiTestCatalog(), settings);
      ASSERT_TRUE(useLanguages(findLocaleDir(), language));
      auto title = std::make_unique<TitleScreen>(harness.app(), harness.modes());
      const TitleScreen* screen = title.get();
      harness.push(std::move(title));
      harness.drawFrame();
      for (int i = 0; i < screen->widgets().size(); ++i) {
        const auto& button = static_cast<const Button&>(screen->widgets().at(i));
        if (button.visible) {
          EXPECT_TRUE(button.labelFits(harness.app().ui)) << language << " " << scale << "%: " << button.name();
        }
      }
      ASSERT_TRUE(useLanguages(findLocaleDir(), "en"));
    }
  }
}

TEST(TitleScreenTest, WithoutACatalogTheErrorShowsAndPlayIsDisabled) {
  test::ensureHeadlessSdl();
  ScreenHarness harness(480, 320, nullptr);
  harness.tiles().catalogError = "The tile catalog could not be loaded: catalog.yaml:3:1: expected a map";
  auto title = std::make_unique<TitleScreen>(harness.app(), harness.modes());
  const TitleScreen* screen = title.get();
  harness.push(std::move(title));
  harness.drawFrame();
  EXPECT_FALSE(screen->widgets().at(0).enabled);
  // Daily stands beside Play (its Flood and Lines puzzles need no catalog); Generate is next.
  ASSERT_EQ(screen->widgets().at(2).name(), "Generate");
  EXPECT_FALSE(screen->widgets().at(2).enabled);
  tapWidget(harness, screen->widgets().at(0));
  EXPECT_EQ(screen, harness.stack().top());
  const ModeEntry* tiles = harness.modes().find("tiles");
  ASSERT_NE(nullptr, tiles);
  ASSERT_TRUE(tiles->notice);
  EXPECT_EQ("The tile catalog could not be loaded: catalog.yaml:3:1: expected a map", tiles->notice());
}

TEST(TitleScreenTest, PlayOpensTheFirstLevelAndGamepadReachesSettings) {
  test::ensureHeadlessSdl();
  ScreenHarness harness(640, 480, &test::uiTestCatalog());
  harness.tiles().services.playLevels = [](const Catalog& c) {
    Level l = makeSampleLevel(c, 4, 4, 2);
    l.id = "one";
    return std::vector<Level>{l};
  };
  auto title = std::make_unique<TitleScreen>(harness.app(), harness.modes());
  const TitleScreen* screen = title.get();
  harness.push(std::move(title));
  harness.send(InputEvent::act(Action::Primary, Device::Gamepad));  // Play has the focus
  const PlayScreen* play = harness.top<PlayScreen>();
  ASSERT_NE(nullptr, play);
  if (play != nullptr) {
    EXPECT_EQ(4, play->puzzle().board().width());
  }
  harness.send(InputEvent::act(Action::Back, Device::Gamepad));
  ASSERT_EQ(screen, harness.stack().top());
  // The menu may stack its buttons or pair them; the d-pad gets there either way.
  auto focusedLabel = [&] {
    const auto* b = dynamic_cast<const Button*>(screen->widgets().focused());
    return b ? b->label : std::string();
  };
  for (int k = 0; k < 8 && focusedLabel() != "Settings"; ++k) {
    const std::string at = focusedLabel();
    harness.send(InputEvent::act(at == "Create" || at == "Lines" ? Action::Left : Action::Down, Device::Gamepad));
  }
  harness.send(InputEvent::act(Action::Primary, Device::Gamepad));
  EXPECT_NE(nullptr, harness.top<SettingsScreen>());
}

std::vector<std::string> labels(const TitleScreen& screen) {
  std::vector<std::string> out;
  for (int i = 0; i < screen.widgets().size(); ++i) {
    const auto* b = dynamic_cast<const Button*>(&screen.widgets().at(i));
    out.push_back(b ? b->label : std::string());
  }
  return out;
}

TEST(TitleScreenTest, PlayAndDailyThenTilesThenFloodsThenLinesThenTheTitlesOwn) {
  test::ensureHeadlessSdl();
  ScreenHarness harness(640, 480, &test::uiTestCatalog());
  TitleScreen title(harness.app(), harness.modes());
  EXPECT_EQ((std::vector<std::string>{"Play", "Daily", "Generate", "Create", "Flood", "Lines", "Settings", "Import",
                                      "Network", "Quit"}),
            labels(title));
}

TEST(TitleScreenTest, NetworkPlayNeedsTheCatalog) {
  test::ensureHeadlessSdl();
  ScreenHarness harness(640, 480, nullptr);
  TitleScreen title(harness.app(), harness.modes());
  const auto names = labels(title);
  const auto at = std::find(names.begin(), names.end(), "Network");
  ASSERT_NE(at, names.end());
  EXPECT_FALSE(title.widgets().at(static_cast<int>(at - names.begin())).enabled);
}

// A screen only the test mode opens.
class LinkTestScreen : public Screen {
 public:
  void layout(const Metrics&) override {}
  void handle(const InputEvent&) override {}
  void draw() override {}
};

TEST(TitleScreenTest, ASecondModesButtonsAppearAndOpenItsScreen) {
  test::ensureHeadlessSdl();
  ScreenHarness harness(640, 480, &test::uiTestCatalog());
  bool bannerDrawn = false;
  ModeEntry link;
  link.buttons = [] {
    std::vector<ModeButton> buttons;
    buttons.push_back(
        {"Link", [](ScreenStack& stack) { stack.push(std::make_unique<LinkTestScreen>()); }, Button::Style::Normal});
    buttons.push_back({"Link scores", [](ScreenStack&) {}, Button::Style::Normal, false, 0, ModeButton::Place::More});
    return buttons;
  };
  link.banner = [&bannerDrawn](UiContext&, const SDL_Rect&) { bannerDrawn = true; };
  harness.modes().add("link", "Link", std::move(link));
  auto title = std::make_unique<TitleScreen>(harness.app(), harness.modes());
  const TitleScreen* screen = title.get();
  harness.push(std::move(title));
  EXPECT_EQ((std::vector<std::string>{"Play", "Daily", "Generate", "Create", "Flood", "Lines", "Link", "Settings",
                                      "Import", "Network", "Link scores", "Quit"}),
            labels(*screen));
  EXPECT_FALSE(screen->widgets().at(10).enabled);
  harness.drawFrame();
  EXPECT_FALSE(bannerDrawn);  // the first mode's banner (Tiles') is the one drawn
  tapWidget(harness, screen->widgets().at(6));
  EXPECT_NE(nullptr, harness.top<LinkTestScreen>());
  const ModeEntry* registered = harness.modes().find("link");
  ASSERT_NE(nullptr, registered);
  EXPECT_EQ("Link", registered->name);
}

}  // namespace
}  // namespace title_screen_test
}  // namespace tileflow
