// GeneratorScreen: generation runs on a worker while the screen animates; progress is read
// each frame; cancel is immediate and keeps the choices; errors become text.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <thread>

#include "game/screens/ConfirmScreen.hpp"
#include "game/screens/DefaultServices.hpp"
#include "game/screens/EditorScreen.hpp"
#include "game/screens/GeneratorScreen.hpp"
#include "game/screens/PlayScreen.hpp"
#include "game/screens/ScreenHarness.hpp"
#include "game/store/SampleLevel.hpp"
#include "tests/support/TestCatalog.hpp"
#include "tests/support/UiTestSupport.hpp"

namespace tileflow {
namespace {

class GeneratorScreenTest : public ::testing::Test {
 protected:
  void SetUp() override {
    test::ensureHeadlessSdl();
    harness = std::make_unique<ScreenHarness>(640, 480, &test::uiTestCatalog());
  }
  GeneratorScreen* open() {
    auto s = std::make_unique<GeneratorScreen>(harness->tiles());
    GeneratorScreen* raw = s.get();
    harness->push(std::move(s));
    return raw;
  }
  // Steps frames until `done` or a second passes.
  template <typename F>
  bool stepUntil(F done) {
    for (int i = 0; i < 200 && !done(); ++i) {
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
      harness->step(1.0 / 60);
    }
    return done();
  }
  std::unique_ptr<ScreenHarness> harness;
};

TEST_F(GeneratorScreenTest, ASlowGenerationShowsProgressAndCancelsAtOnce) {
  std::atomic<bool> stopped{false};
  harness->tiles().services.generate = [&](const Catalog&, const GenerateOptions&, std::stop_token stop,
                                           Progress* p) -> std::optional<Level> {
    p->total = 1000;
    while (!stop.stop_requested()) {
      if (p->done < 500) ++p->done;
      std::this_thread::sleep_for(std::chrono::microseconds(200));
    }
    stopped = true;
    return std::nullopt;
  };
  GeneratorScreen* screen = open();
  harness->app().settings.tiles.generateWidth = 9;
  screen->generate();
  ASSERT_TRUE(screen->generating());
  EXPECT_TRUE(screen->animating()) << "the screen keeps drawing frames while the worker runs";
  harness->step(1.0 / 60);
  harness->drawFrame();  // draws the progress panel from the live counters
  harness->send(InputEvent::act(Action::Secondary, Device::Gamepad));  // B cancels
  EXPECT_FALSE(screen->generating()) << "cancel returns at once";
  EXPECT_EQ(screen, harness->stack().top()) << "cancel leaves the generator screen open";
  EXPECT_EQ(9, screen->options().width) << "choices are kept";
  EXPECT_TRUE(stepUntil([&] { return stopped.load() && !screen->animating(); }));
}

TEST_F(GeneratorScreenTest, AnInjectedSizeGoesPastTheSteppers) {
  harness->app().settings.tiles.generateWidth = 9;
  harness->app().settings.tiles.generateHeight = 8;
  EXPECT_EQ(9, open()->options().width) << "without a size of its own, the saved choice";
  harness->tiles().services.generateSize = std::pair{120, 40};
  GeneratorScreen* screen = open();
  EXPECT_EQ(120, screen->options().width);
  EXPECT_EQ(40, screen->options().height);
}

TEST_F(GeneratorScreenTest, AFinishedLevelOpensForPlay) {
  harness->tiles().services.generate = [](const Catalog& c, const GenerateOptions& o, std::stop_token,
                                          Progress* p) -> std::optional<Level> {
    p->total = 1;
    p->done = 1;
    return makeSampleLevel(c, o.width, o.height, o.seed);
  };
  GeneratorScreen* screen = open();
  screen->generate();
  ASSERT_TRUE(stepUntil([&] { return harness->top<PlayScreen>() != nullptr; }));
  const PlayScreen* play = harness->top<PlayScreen>();
  EXPECT_EQ(harness->app().settings.tiles.generateWidth, play->puzzle().board().width());
}

TEST_F(GeneratorScreenTest, EditBeforePlayOpensTheEditorOnTheGeneratedLevel) {
  harness->tiles().services.generate = [](const Catalog& c, const GenerateOptions& o, std::stop_token,
                                          Progress* p) -> std::optional<Level> {
    p->total = 1;
    p->done = 1;
    return makeSampleLevel(c, o.width, o.height, o.seed);
  };
  harness->app().settings.tiles.generateWidth = 6;
  harness->app().settings.tiles.generateHeight = 5;
  harness->app().settings.tiles.editBeforePlay = true;
  GeneratorScreen* screen = open();
  screen->generate();
  ASSERT_TRUE(stepUntil([&] { return harness->top<EditorScreen>() != nullptr; }));
  EditorScreen* editor = harness->top<EditorScreen>();
  EXPECT_EQ(6, editor->level().board.width());
  EXPECT_EQ(5, editor->level().board.height());
  EXPECT_FALSE(editor->level().name.empty()) << "a generated level arrives with a name";
  EXPECT_FALSE(editor->unsaved()) << "nothing edited yet";
  harness->drawFrame();
  // Edited there, it plays from the editor's Test button, and Back returns to the generator.
  editor->setTool(EditorScreen::Tool::Rotate);
  const SDL_Rect cell = editor->cellRect(0);
  harness->send(InputEvent::tap(cell.x + cell.w / 2, cell.y + cell.h / 2, false, Device::Touch));
  ASSERT_TRUE(editor->testPlay()) << editor->message();
  harness->step(0);
  ASSERT_NE(harness->top<PlayScreen>(), nullptr);
  harness->send(InputEvent::act(Action::Back, Device::Keyboard));
  ASSERT_EQ(harness->top<EditorScreen>(), editor);
  harness->send(InputEvent::act(Action::Back, Device::Keyboard));
  ASSERT_NE(harness->top<ConfirmScreen>(), nullptr) << "the edit is not saved yet";
  harness->top<ConfirmScreen>()->choose(2);
  harness->step(0);
  EXPECT_EQ(harness->top<GeneratorScreen>(), screen);
}

TEST_F(GeneratorScreenTest, AFailureIsShownAsText) {
  harness->tiles().services.generate = [](const Catalog&, const GenerateOptions&, std::stop_token,
                                          Progress*) -> std::optional<Level> {
    throw std::invalid_argument("no tiles for this environment");
  };
  GeneratorScreen* screen = open();
  screen->generate();
  ASSERT_TRUE(stepUntil([&] { return !screen->generating(); }));
  EXPECT_NE(std::string::npos, screen->error().find("no tiles for this environment"));
  harness->drawFrame();
  EXPECT_EQ(screen, harness->stack().top());
}

TEST_F(GeneratorScreenTest, BackLeavesWhenNothingRuns) {
  open();
  harness->send(InputEvent::act(Action::Back, Device::Keyboard));
  EXPECT_TRUE(harness->stack().empty());
}

}  // namespace
}  // namespace tileflow

namespace tileflow {
namespace {

// The real generator behind the screen: a 15×15 from the shipped catalog arrives while the
// screen keeps stepping, and opens for play.
TEST(GeneratorScreenRealTest, TheShippedGeneratorDeliversAPlayableLevel) {
  test::ensureHeadlessSdl();
  ScreenHarness harness(640, 480, &test::shippedCatalog());
  harness.tiles().services = defaultServices();
  harness.app().settings.tiles.generateWidth = 15;
  harness.app().settings.tiles.generateHeight = 15;
  auto s = std::make_unique<GeneratorScreen>(harness.tiles());
  GeneratorScreen* screen = s.get();
  harness.push(std::move(s));
  screen->generate();
  for (int i = 0; i < 2000 && harness.top<PlayScreen>() == nullptr && screen->error().empty(); ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
    harness.step(1.0 / 60);
    harness.drawFrame();
  }
  EXPECT_EQ("", screen->error());
  const PlayScreen* play = harness.top<PlayScreen>();
  ASSERT_NE(nullptr, play);
  EXPECT_EQ(15, play->puzzle().board().width());
  EXPECT_FALSE(play->puzzle().solved());
}

}  // namespace
}  // namespace tileflow
