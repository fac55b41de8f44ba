// GeneratorScreen: generation runs on a worker while the screen animates; progress is read
// each frame; cancel is immediate and keeps the choices; errors become text.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <cstdlib>
#include <deque>
#include <map>
#include <thread>
#include <utility>

#include "engine/ui/Stepper.hpp"
#include "game/generate/Generator.hpp"
#include "game/generate/PackBuilder.hpp"
#include "game/screens/ConfirmScreen.hpp"
#include "game/screens/DefaultServices.hpp"
#include "game/screens/ScreenHarness.hpp"
#include "game/screens/TextEntryScreen.hpp"
#include "game/screens/tiles/EditorScreen.hpp"
#include "game/screens/tiles/GeneratorScreen.hpp"
#include "game/screens/tiles/PlayScreen.hpp"
#include "game/store/SampleLevel.hpp"
#include "tests/support/PadNavigation.hpp"
#include "tests/support/TestCatalog.hpp"
#include "tests/support/UiTestSupport.hpp"

namespace tileflow {
namespace generator_screen_test {
namespace {

using test::padTo;

// Steps the focused row `times` to the right with the d-pad.
void padRight(ScreenHarness& h, int times) {
  for (int i = 0; i < times; ++i) h.send(InputEvent::act(Action::Right, Device::Gamepad));
}
void padLeft(ScreenHarness& h, int times) {
  for (int i = 0; i < times; ++i) h.send(InputEvent::act(Action::Left, Device::Gamepad));
}

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

// Stepping through the puzzles shows and hides their own rows, but the Puzzle row itself, and the
// Back and Generate buttons, stay where they are at every size: the next press lands where aimed.
TEST_F(GeneratorScreenTest, ChangingPuzzleMovesNeitherThePuzzleRowNorTheButtons) {
  const std::pair<int, int> sizes[] = {{640, 480},  {480, 320}, {960, 640}, {1280, 720},
                                       {720, 1280}, {320, 240}, {796, 1147}};
  for (const auto& [w, h] : sizes) {
    harness = std::make_unique<ScreenHarness>(w, h, &test::uiTestCatalog());
    harness->app().settings.tiles.generatePuzzle = "classic";
    GeneratorScreen* screen = open();
    const WidgetList& list = screen->widgets();
    ASSERT_EQ("Puzzle", list.at(0).name());
    const SDL_Rect puzzleAt = list.at(0).rect;
    const SDL_Rect backAt = list.at(list.size() - 2).rect;
    const SDL_Rect goAt = list.at(list.size() - 1).rect;
    ASSERT_TRUE(padTo(*harness, list, "Puzzle"));
    for (int step = 0; step < 3; ++step) {
      padRight(*harness, 1);
      harness->step(0);
      const std::string at =
          std::to_string(w) + "x" + std::to_string(h) + " " + harness->app().settings.tiles.generatePuzzle;
      const SDL_Rect now = list.at(0).rect;
      EXPECT_TRUE(SDL_RectEquals(&puzzleAt, &now))
          << at << ": " << puzzleAt.x << "," << puzzleAt.y << " " << puzzleAt.w << "x" << puzzleAt.h << " -> " << now.x
          << "," << now.y << " " << now.w << "x" << now.h;
      EXPECT_TRUE(SDL_RectEquals(&backAt, &list.at(list.size() - 2).rect)) << at;
      EXPECT_TRUE(SDL_RectEquals(&goAt, &list.at(list.size() - 1).rect)) << at;
    }
  }
}

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

// A blank puzzle is solved before the first turn: it opens in the editor even with Edit before
// play off, never as a board already won.
TEST_F(GeneratorScreenTest, ABlankPuzzleOpensInTheEditorEvenWithoutEditBeforePlay) {
  harness->app().settings.tiles.generateWidth = 4;
  harness->app().settings.tiles.generateHeight = 4;
  harness->app().settings.tiles.editBeforePlay = false;
  harness->app().settings.tiles.generatePuzzle = "classic";
  harness->tiles().services.generate = [](const Catalog& c, const GenerateOptions& o, std::stop_token stop,
                                          Progress* p) { return generate(c, o, stop, p); };
  GeneratorScreen* screen = open();
  EXPECT_FALSE(screen->options().blank);
  ASSERT_TRUE(padTo(*harness, screen->widgets(), "Puzzle"));
  padLeft(*harness, 1);  // round from Classic to Blank
  ASSERT_TRUE(screen->options().blank);
  EXPECT_TRUE(harness->app().settings.tiles.generateBlank) << "kept for next time";
  EXPECT_EQ(Rules{}, screen->options().rules);
  screen->generate();
  ASSERT_TRUE(stepUntil([&] { return harness->top<EditorScreen>() != nullptr || harness->top<PlayScreen>(); }));
  EXPECT_EQ(harness->top<PlayScreen>(), nullptr);
  const EditorScreen* editor = harness->top<EditorScreen>();
  ASSERT_NE(editor, nullptr);
  EXPECT_EQ(4, editor->level().board.width());
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
  // Said in a dialog over the choices (this screen has no clear row for a notice); OK goes back.
  harness->drawFrame();
  auto* why = harness->top<ConfirmScreen>();
  ASSERT_NE(why, nullptr);
  EXPECT_NE(std::string::npos, why->detail().find("no tiles for this environment")) << why->detail();
  why->choose(0);
  harness->step(0);
  EXPECT_EQ(screen, harness->stack().top());
}

TEST_F(GeneratorScreenTest, SidesGoToOneHundredByTypingAndTheEstimateFollows) {
  GeneratorScreen* screen = open();
  harness->drawFrame();
  const std::string small = screen->estimate();
  int at = 0;
  while (screen->widgets().at(at).name() != "Width") ++at;
  auto& width = static_cast<Stepper&>(screen->widgets().at(at));
  EXPECT_EQ(MaxMadeSide, width.max);
  const SDL_Rect minus = width.minusRect();
  const SDL_Rect plus = width.plusRect();
  harness->send(
      InputEvent::tap((minus.x + minus.w + plus.x) / 2, width.rect.y + width.rect.h / 2, false, Device::Touch));
  TextEntryScreen* entry = harness->top<TextEntryScreen>();
  ASSERT_NE(entry, nullptr) << "a tap on the value opens the number keys";
  EXPECT_EQ(nullptr, entry->key("Q")) << "digits only";
  entry->erase();
  entry->type("250");
  EXPECT_FALSE(entry->finish());
  EXPECT_NE(std::string::npos, entry->problem().find("from 2 to 100")) << entry->problem();
  entry->erase();
  entry->erase();
  entry->erase();
  entry->type("100");
  EXPECT_TRUE(entry->finish());
  harness->step(0);
  EXPECT_EQ(screen, harness->top<GeneratorScreen>());
  EXPECT_EQ(100, screen->options().width);
  EXPECT_EQ(100, harness->app().settings.tiles.generateWidth) << "saved like a stepped choice";
  EXPECT_NE(small, screen->estimate());
  EXPECT_NE(std::string::npos, screen->estimate().find(std::to_string(100 * screen->options().height) + " tiles"))
      << screen->estimate();
}

TEST(EstimateTest, LargerBoardsTakeLongerAndFifteenSquareIsNearThePacksPars) {
  EXPECT_LT(estimatedParSeconds(5, 5), estimatedParSeconds(15, 15));
  EXPECT_LT(estimatedParSeconds(15, 15), estimatedParSeconds(100, 100));
  // The shipped 15×15 levels' pars run from 295 to 405 s (median 345), with their own moves and difficulty.
  EXPECT_GE(estimatedParSeconds(15, 15), 250);
  EXPECT_LE(estimatedParSeconds(15, 15), 450);
}

// Net and Classic's rules with the d-pad alone: Net's puzzles come from Net's generator with
// Net's rules, and a Classic puzzle takes the rules chosen, saved for next time.
TEST_F(GeneratorScreenTest, NetAndClassicRulesByPadAloneReachTheGenerator) {
  std::optional<GenerateOptions> asked;
  harness->tiles().services.generate = [&](const Catalog& c, const GenerateOptions& o, std::stop_token stop,
                                           Progress* p) -> std::optional<Level> {
    asked = o;
    return generate(c, o, stop, p);
  };
  harness->app().settings.tiles.generateWidth = 5;
  harness->app().settings.tiles.generateHeight = 5;
  GeneratorScreen* screen = open();
  const WidgetList& list = screen->widgets();
  const auto visible = [&](const std::string& name) {
    for (int i = 0; i < list.size(); ++i)
      if (list.at(i).name() == name) return list.at(i).visible;
    return false;
  };
  EXPECT_TRUE(visible("Rules"));
  ASSERT_TRUE(padTo(*harness, list, "Rules"));
  padRight(*harness, 3);  // Ends meet, Connected, No loops, Both
  EXPECT_EQ(Rules::net(), screen->options().rules);
  EXPECT_EQ("connected-acyclic", harness->app().settings.tiles.generateRules);
  padRight(*harness, 2);  // round to Connected
  EXPECT_EQ((Rules{true, false}), screen->options().rules);
  EXPECT_EQ(GeneratorKind::Fill, screen->options().kind);

  ASSERT_TRUE(padTo(*harness, list, "Puzzle"));
  padRight(*harness, 1);
  EXPECT_EQ("net", harness->app().settings.tiles.generatePuzzle);
  EXPECT_FALSE(visible("Rules")) << "Net has Net's rules";
  EXPECT_FALSE(visible("Kinds"));
  screen->generate();
  ASSERT_TRUE(stepUntil([&] { return harness->top<PlayScreen>() != nullptr; }));
  ASSERT_TRUE(asked.has_value());
  EXPECT_EQ(GeneratorKind::Net, asked->kind);
  EXPECT_EQ(Rules::net(), harness->top<PlayScreen>()->level().rules);
  EXPECT_NE(harness->top<PlayScreen>()->level().name.find("Net"), std::string::npos);
}

// Link and its choices with the d-pad alone: the options follow, the choices are saved, the
// level opens for play, and a cancel keeps them as for Classic.
TEST_F(GeneratorScreenTest, LinkAndItsChoicesByPadAloneGenerateALinkLevelAndCancelKeepsThem) {
  std::optional<GenerateOptions> asked;
  harness->tiles().services.generate = [&](const Catalog& c, const GenerateOptions& o, std::stop_token,
                                           Progress* p) -> std::optional<Level> {
    asked = o;
    p->total = 1;
    p->done = 1;
    return makeSampleLevel(c, o.width, o.height, o.seed);
  };
  GeneratorScreen* screen = open();
  const WidgetList& list = screen->widgets();
  for (int i = 0; i < list.size(); ++i) {
    if (list.at(i).name() == "Rules") {
      EXPECT_TRUE(list.at(i).visible);
    }
    if (list.at(i).name() == "Kinds") {
      EXPECT_FALSE(list.at(i).visible) << "Link's rows wait for Link";
    }
  }
  ASSERT_TRUE(padTo(*harness, list, "Puzzle"));
  padRight(*harness, 2);  // Classic, Net, Link
  EXPECT_EQ(GeneratorKind::Link, screen->options().kind);
  for (int i = 0; i < list.size(); ++i)
    if (list.at(i).name() == "Rules") {
      EXPECT_FALSE(list.at(i).visible) << "Link levels have the Link rule";
    }
  const std::pair<const char*, int> steps[] = {{"Kinds", 2},   {"Bridges", 2}, {"Portals", 1},
                                               {"Spacing", 2}, {"Lines", 3},   {"Walls", 3}};
  for (const auto& [name, times] : steps) {
    ASSERT_TRUE(padTo(*harness, list, name)) << name;
    padRight(*harness, times);
  }
  const GenerateOptions o = screen->options();
  EXPECT_EQ(GeneratorKind::Link, o.kind);
  EXPECT_FALSE(o.blank);
  EXPECT_EQ(5, o.link.kinds);
  EXPECT_EQ(2, o.link.bridges);
  EXPECT_EQ(1, o.link.portals);
  EXPECT_EQ(3, o.link.minSpacing);
  EXPECT_EQ(5, o.link.maxSpacing);
  EXPECT_EQ(LineAlgorithm::FollowLines, o.link.algorithm);
  EXPECT_EQ(WallPattern::Pillars, o.link.walls);
  const TilesSettings& t = harness->app().settings.tiles;
  EXPECT_EQ("link", t.generatePuzzle);
  EXPECT_EQ("follow-lines", t.linkLines);
  EXPECT_EQ("pillars", t.linkWalls);
  EXPECT_EQ(GeneratorKind::Link, GeneratorScreen(harness->tiles()).options().kind) << "kept for next time";

  ASSERT_TRUE(padTo(*harness, list, "Generate"));
  harness->send(InputEvent::act(Action::Primary, Device::Gamepad));
  ASSERT_TRUE(stepUntil([&] { return harness->top<PlayScreen>() != nullptr; }));
  ASSERT_TRUE(asked.has_value());
  EXPECT_EQ(o.link, asked->link);
  EXPECT_EQ(GeneratorKind::Link, asked->kind);
  harness->send(InputEvent::act(Action::Back, Device::Gamepad));
  harness->step(0);
  ASSERT_EQ(screen, harness->top<GeneratorScreen>());

  // A slow one cancels at once and keeps every Link choice.
  std::atomic<bool> stopped{false};
  harness->tiles().services.generate = [&](const Catalog&, const GenerateOptions&, std::stop_token stop,
                                           Progress* p) -> std::optional<Level> {
    p->total = 100;
    while (!stop.stop_requested()) std::this_thread::sleep_for(std::chrono::microseconds(200));
    stopped = true;
    return std::nullopt;
  };
  harness->send(InputEvent::act(Action::Menu, Device::Gamepad));
  ASSERT_TRUE(screen->generating());
  harness->step(1.0 / 60);
  harness->drawFrame();
  harness->send(InputEvent::act(Action::Secondary, Device::Gamepad));
  EXPECT_FALSE(screen->generating());
  EXPECT_EQ(screen, harness->stack().top());
  EXPECT_EQ(o.link, screen->options().link);
  EXPECT_EQ(GeneratorKind::Link, screen->options().kind);
  EXPECT_TRUE(stepUntil([&] { return stopped.load() && !screen->animating(); }));
}

TEST_F(GeneratorScreenTest, ALinkBoardUnderThreeIsRefusedWithTheReason) {
  bool called = false;
  harness->tiles().services.generate = [&](const Catalog&, const GenerateOptions&, std::stop_token,
                                           Progress*) -> std::optional<Level> {
    called = true;
    return std::nullopt;
  };
  harness->app().settings.tiles.generatePuzzle = "link";
  harness->app().settings.tiles.generateWidth = 2;
  GeneratorScreen* screen = open();
  screen->generate();
  EXPECT_FALSE(screen->generating());
  EXPECT_FALSE(called);
  EXPECT_NE(std::string::npos, screen->error().find("at least 3")) << screen->error();
  EXPECT_NE(std::string::npos, screen->error().find("Width")) << screen->error();
  harness->drawFrame();
}

TEST_F(GeneratorScreenTest, BackLeavesWhenNothingRuns) {
  open();
  harness->send(InputEvent::act(Action::Back, Device::Keyboard));
  EXPECT_TRUE(harness->stack().empty());
}

}  // namespace
}  // namespace generator_screen_test
}  // namespace tileflow

namespace tileflow {
namespace generator_screen_test {
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

// The Shape stepper cuts an outline from the rectangle: the estimate counts the cells that are
// there, the choice is kept in the settings, and the shipped generator delivers a board with the
// diamond's corners left out, hex cells too.
TEST(GeneratorScreenRealTest, TheShapeStepperGivesADiamondBoardOfSquareOrHexCells) {
  test::ensureHeadlessSdl();
  for (const bool hex : {false, true}) {
    ScreenHarness harness(640, 480, &test::shippedCatalog());
    harness.tiles().services = defaultServices();
    harness.app().settings.tiles.generateWidth = 9;
    harness.app().settings.tiles.generateHeight = 8;
    harness.app().settings.tiles.generateHex = hex;
    auto s = std::make_unique<GeneratorScreen>(harness.tiles());
    GeneratorScreen* screen = s.get();
    harness.push(std::move(s));
    harness.drawFrame();
    EXPECT_EQ(screen->estimate().rfind("72 tiles", 0), 0u) << screen->estimate();
    const Stepper* shape = nullptr;
    for (int i = 0; i < screen->widgets().size(); ++i)
      if (screen->widgets().at(i).name() == "Shape") shape = static_cast<const Stepper*>(&screen->widgets().at(i));
    ASSERT_NE(shape, nullptr);
    harness.send(InputEvent::tap(shape->plusRect().x + shape->plusRect().w / 2,
                                 shape->plusRect().y + shape->plusRect().h / 2, false, Device::Touch));
    EXPECT_EQ(harness.app().settings.tiles.generateOutline, "diamond");
    const std::string estimate = screen->estimate();
    const int tiles = std::atoi(estimate.c_str());
    EXPECT_GT(tiles, 20) << estimate;
    EXPECT_LT(tiles, 72) << estimate;
    screen->generate();
    for (int i = 0; i < 2000 && harness.top<PlayScreen>() == nullptr && screen->error().empty(); ++i) {
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
      harness.step(1.0 / 60);
    }
    EXPECT_EQ("", screen->error());
    const PlayScreen* play = harness.top<PlayScreen>();
    ASSERT_NE(nullptr, play);
    const Board& board = play->puzzle().board();
    EXPECT_EQ(board.topology().shape(), hex ? Shape::Hex : Shape::Square);
    EXPECT_TRUE(board.shaped());
    EXPECT_FALSE(board.present(0)) << "a diamond leaves its corners out";
    EXPECT_EQ(board.presentCount(), tiles) << "the estimate counted the cells that are there";
  }
}

// The shipped Link generator behind the screen: a Link level with its landmarks opens for play.
TEST(GeneratorScreenRealTest, TheShippedGeneratorDeliversAPlayableLinkLevel) {
  test::ensureHeadlessSdl();
  ScreenHarness harness(640, 480, &test::shippedCatalog());
  harness.tiles().services = defaultServices();
  TilesSettings& t = harness.app().settings.tiles;
  t.generateWidth = 6;
  t.generateHeight = 6;
  t.generatePuzzle = "link";
  t.linkKinds = 2;
  auto s = std::make_unique<GeneratorScreen>(harness.tiles());
  GeneratorScreen* screen = s.get();
  harness.push(std::move(s));
  harness.drawFrame();
  screen->generate();
  for (int i = 0; i < 2000 && harness.top<PlayScreen>() == nullptr && screen->error().empty(); ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
    harness.step(1.0 / 60);
  }
  EXPECT_EQ("", screen->error());
  const PlayScreen* play = harness.top<PlayScreen>();
  ASSERT_NE(nullptr, play);
  EXPECT_EQ(6, play->puzzle().board().width());
  EXPECT_TRUE(play->puzzle().board().hasLandmarks());
  EXPECT_FALSE(play->puzzle().solved());
}

}  // namespace
}  // namespace generator_screen_test
}  // namespace tileflow
