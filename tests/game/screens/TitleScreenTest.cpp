// TitleScreen: a catalog that failed to load is reported on screen, and nothing that needs it
// can be started; with a catalog, Play opens a level and Settings opens settings.
#include <gtest/gtest.h>

#include "engine/ui/Button.hpp"
#include "game/screens/PlayScreen.hpp"
#include "game/screens/ScreenHarness.hpp"
#include "game/screens/SettingsScreen.hpp"
#include "game/screens/TitleScreen.hpp"
#include "game/store/SampleLevel.hpp"
#include "tests/support/TestCatalog.hpp"
#include "tests/support/UiTestSupport.hpp"

namespace tileflow {
namespace {

void tapWidget(ScreenHarness& harness, const Widget& w) {
  harness.send(InputEvent::tap(w.rect.x + w.rect.w / 2, w.rect.y + w.rect.h / 2, false, Device::Touch));
}

TEST(TitleScreenTest, WithoutACatalogTheErrorShowsAndPlayIsDisabled) {
  test::ensureHeadlessSdl();
  ScreenHarness harness(480, 320, nullptr);
  harness.game().catalogError = "The tile catalog could not be loaded: catalog.yaml:3:1: expected a map";
  auto title = std::make_unique<TitleScreen>(harness.game());
  const TitleScreen* screen = title.get();
  harness.push(std::move(title));
  harness.drawFrame();
  EXPECT_FALSE(screen->widgets().at(0).enabled);
  EXPECT_FALSE(screen->widgets().at(1).enabled);
  tapWidget(harness, screen->widgets().at(0));
  EXPECT_EQ(screen, harness.stack().top());
  EXPECT_EQ("The tile catalog could not be loaded: catalog.yaml:3:1: expected a map", harness.game().notice());
}

TEST(TitleScreenTest, PlayOpensTheFirstLevelAndGamepadReachesSettings) {
  test::ensureHeadlessSdl();
  ScreenHarness harness(640, 480, &test::uiTestCatalog());
  harness.game().services.playLevels = [](const Catalog& c) {
    Level l = makeSampleLevel(c, 4, 4, 2);
    l.id = "one";
    return std::vector<Level>{l};
  };
  auto title = std::make_unique<TitleScreen>(harness.game());
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
  for (int k = 0; k < 6 && focusedLabel() != "Settings"; ++k) {
    harness.send(InputEvent::act(focusedLabel() == "Create" ? Action::Left : Action::Down, Device::Gamepad));
  }
  harness.send(InputEvent::act(Action::Primary, Device::Gamepad));
  EXPECT_NE(nullptr, harness.top<SettingsScreen>());
}

}  // namespace
}  // namespace tileflow
