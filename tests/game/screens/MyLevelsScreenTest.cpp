// Specifications of the My levels screen: with Edit on, a level is edited or deleted, and a
// delete is asked twice and lasts.
#include <gtest/gtest.h>

#include <filesystem>
#include <memory>
#include <string>

#include "engine/ui/Button.hpp"
#include "game/generate/Generator.hpp"
#include "game/screens/ConfirmScreen.hpp"
#include "game/screens/ScreenHarness.hpp"
#include "game/screens/tiles/EditorScreen.hpp"
#include "game/screens/tiles/MyLevelsScreen.hpp"
#include "game/screens/tiles/PlayScreen.hpp"
#include "tests/support/ScratchFolder.hpp"
#include "tests/support/UiTestSupport.hpp"

namespace tileflow {
namespace my_levels_screen_test {
namespace {

constexpr int kEdit = 3;  // Back, New, Import, Edit, More, then the levels
constexpr int kFirstLevel = 5;

Level level(std::uint64_t seed, const std::string& name) {
  GenerateOptions o;
  o.width = 4;
  o.height = 4;
  o.seed = seed;
  Level l = *generate(test::shippedCatalog(), o);
  l.id.clear();
  l.name = name;
  return l;
}

struct MyLevelsScreenFixture : ::testing::Test {
  void SetUp() override {
    test::ensureHeadlessSdl();
    store = std::make_shared<MyLevelsStore>(scratch / "my-levels.yaml");
    ASSERT_EQ(store->add(level(1, "Alpha"), test::shippedCatalog()), "");
    ASSERT_EQ(store->add(level(2, "Beta"), test::shippedCatalog()), "");
    harness.push(std::make_unique<MyLevelsScreen>(harness.tiles(), store));
    harness.drawFrame();
    screen = harness.top<MyLevelsScreen>();
    ASSERT_NE(screen, nullptr);
  }

  void tap(const Widget& w) {
    harness.send(InputEvent::tap(w.rect.x + w.rect.w / 2, w.rect.y + w.rect.h / 2, false, Device::Touch));
    harness.drawFrame();
  }
  // Gives an answer to the question on top, as a tap would, and lets the stack act on it.
  void answer(ConfirmScreen* ask, int index) {
    ask->choose(index);
    harness.step(0);
    harness.drawFrame();
  }
  // Turns Edit on and taps the first level: the question about it.
  ConfirmScreen* askAboutFirst() {
    tap(screen->widgets().at(kEdit));
    tap(screen->widgets().at(kFirstLevel));
    return harness.top<ConfirmScreen>();
  }
  int levelButtons() const { return screen->widgets().size() - kFirstLevel; }

  test::ScratchFolder scratch{"mylevelsscreen"};
  ScreenHarness harness{640, 480, &test::shippedCatalog()};
  std::shared_ptr<MyLevelsStore> store;
  MyLevelsScreen* screen = nullptr;
};

TEST_F(MyLevelsScreenFixture, WithEditOffALevelIsPlayed) {
  tap(screen->widgets().at(kFirstLevel));
  EXPECT_NE(harness.top<PlayScreen>(), nullptr);
}

TEST_F(MyLevelsScreenFixture, WithEditOnALevelAsksToEditOrDelete) {
  ConfirmScreen* ask = askAboutFirst();
  ASSERT_NE(ask, nullptr);
  EXPECT_EQ(ask->question(), "Alpha");
  answer(ask, 1);  // Edit
  const EditorScreen* editor = harness.top<EditorScreen>();
  ASSERT_NE(editor, nullptr);
  EXPECT_EQ(editor->level().name, "Alpha");
}

TEST_F(MyLevelsScreenFixture, CancelAndKeepLeaveEveryLevel) {
  ConfirmScreen* ask = askAboutFirst();
  ASSERT_NE(ask, nullptr);
  answer(ask, 0);  // Cancel
  EXPECT_EQ(harness.top<MyLevelsScreen>(), screen);
  EXPECT_EQ(store->pack().levels.size(), 2u);
  // Edit is still on: the level asks again.
  tap(screen->widgets().at(kFirstLevel));
  ask = harness.top<ConfirmScreen>();
  ASSERT_NE(ask, nullptr);
  answer(ask, 2);  // Delete: asked again
  ConfirmScreen* sure = harness.top<ConfirmScreen>();
  ASSERT_NE(sure, nullptr);
  EXPECT_NE(sure->question().find("Alpha"), std::string::npos);
  // B gives the harmless first answer: keep.
  harness.send(InputEvent::act(Action::Secondary, Device::Gamepad));
  harness.drawFrame();
  EXPECT_EQ(harness.top<MyLevelsScreen>(), screen);
  EXPECT_EQ(store->pack().levels.size(), 2u);
  EXPECT_EQ(levelButtons(), 2);
}

TEST_F(MyLevelsScreenFixture, ADeleteAskedTwiceRemovesTheLevelForGood) {
  ConfirmScreen* ask = askAboutFirst();
  ASSERT_NE(ask, nullptr);
  answer(ask, 2);
  ConfirmScreen* sure = harness.top<ConfirmScreen>();
  ASSERT_NE(sure, nullptr);
  answer(sure, 1);
  EXPECT_EQ(harness.top<MyLevelsScreen>(), screen);
  ASSERT_EQ(store->pack().levels.size(), 1u);
  EXPECT_EQ(store->pack().levels[0].name, "Beta");
  EXPECT_EQ(levelButtons(), 1);
  const auto* left = dynamic_cast<const Button*>(&screen->widgets().at(kFirstLevel));
  ASSERT_NE(left, nullptr);
  EXPECT_NE(left->label.find("Beta"), std::string::npos);

  MyLevelsStore reopened(scratch / "my-levels.yaml");
  ASSERT_EQ(reopened.load(test::shippedCatalog()).levels.size(), 1u);
  EXPECT_EQ(reopened.pack().levels[0].name, "Beta");
}

}  // namespace
}  // namespace my_levels_screen_test
}  // namespace tileflow
