// Nothing is lost by one press: every Back, B, Esc and cancel in the game, sent as a player
// would, either loses nothing or asks first; the table in docs/game.md lists them. Each test
// checks what is on the stack afterwards and what reached the disk.
#include <gtest/gtest.h>

#include <unistd.h>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>

#include "engine/ui/Button.hpp"
#include "game/screens/ConfirmScreen.hpp"
#include "game/screens/PauseScreen.hpp"
#include "game/screens/ScreenHarness.hpp"
#include "game/screens/TextEntryScreen.hpp"
#include "game/screens/TitleScreen.hpp"
#include "game/screens/tiles/EditorLevelScreen.hpp"
#include "game/screens/tiles/EditorScreen.hpp"
#include "game/screens/tiles/GeneratorScreen.hpp"
#include "game/screens/tiles/PlayScreen.hpp"
#include "game/store/MyLevelsStore.hpp"
#include "game/store/SamePuzzle.hpp"
#include "game/store/SampleLevel.hpp"
#include "game/store/SavedUnfinished.hpp"
#include "game/store/SettingsStore.hpp"
#include "tests/support/TestCatalog.hpp"
#include "tests/support/UiTestSupport.hpp"

namespace tileflow {
namespace lost_work_test {
namespace {

std::string labelOf(const Widget& w) {
  const auto* b = dynamic_cast<const Button*>(&w);
  return b != nullptr ? b->label : std::string();
}

class LostWorkTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir = std::filesystem::temp_directory_path() / ("tileflow-lost-work-" + std::to_string(::getpid()) + "-" +
                                                    ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    level = makeSampleLevel(test::uiTestCatalog(), 5, 4, 11);
  }
  void TearDown() override { std::filesystem::remove_all(dir); }

  void tap(const SDL_Rect& r) { harness.send(InputEvent::tap(r.x + r.w / 2, r.y + r.h / 2, false, Device::Touch)); }
  // Taps the answer or button labelled `label` in `widgets`; fails the test if there is none.
  void tapLabel(const WidgetList& widgets, const std::string& label) {
    for (int i = 0; i < widgets.size(); ++i) {
      if (labelOf(widgets.at(i)) == label) {
        tap(widgets.at(i).rect);
        return;
      }
    }
    ADD_FAILURE() << "no button " << label;
  }
  bool hasLabel(const WidgetList& widgets, const std::string& label) const {
    for (int i = 0; i < widgets.size(); ++i)
      if (labelOf(widgets.at(i)) == label) return true;
    return false;
  }
  // Taps `label` among the top question's answers (or the pause menu's buttons).
  void answer(const std::string& label) {
    if (const ConfirmScreen* q = harness.top<ConfirmScreen>()) {
      tapLabel(q->widgets(), label);
    } else if (const PauseScreen* pause = harness.top<PauseScreen>()) {
      tapLabel(pause->buttons(), label);
    } else {
      ADD_FAILURE() << "no question or menu for " << label;
    }
  }
  std::string question() {
    const ConfirmScreen* q = harness.top<ConfirmScreen>();
    return q != nullptr ? q->question() : "(no question)";
  }
  std::string focusedAnswer() {
    const ConfirmScreen* q = harness.top<ConfirmScreen>();
    const Widget* w = q != nullptr ? q->widgets().focused() : nullptr;
    return w != nullptr ? labelOf(*w) : "(none)";
  }
  std::string fieldText() {
    const TextEntryScreen* field = harness.top<TextEntryScreen>();
    return field != nullptr ? field->text() : "(no field)";
  }
  std::vector<std::string> answers() {
    std::vector<std::string> out;
    if (const ConfirmScreen* q = harness.top<ConfirmScreen>())
      for (int i = 0; i < q->widgets().size(); ++i) out.push_back(labelOf(q->widgets().at(i)));
    return out;
  }

  // The title with a level played from it, as the Play button opens one.
  PlayScreen* play(std::shared_ptr<MyLevelsStore> keepIn = {}) {
    harness.push(std::make_unique<TitleScreen>(harness.app(), harness.modes()));
    title = harness.top<TitleScreen>();
    auto screen = std::make_unique<PlayScreen>(harness.tiles(), level);
    if (keepIn) screen->offerToKeep(std::move(keepIn));
    harness.push(std::move(screen));
    return harness.top<PlayScreen>();
  }
  // A (gamepad) turns the tile under the cursor: one move.
  void turn(PlayScreen* p) {
    harness.send(InputEvent::act(Action::Primary, Device::Gamepad));
    harness.settle();
    ASSERT_EQ(1, p->puzzle().moves());
  }
  std::shared_ptr<MyLevelsStore> store() { return MyLevelsStore::in(dir); }
  // What my-levels.yaml holds, read afresh as the game reads it at start.
  std::size_t savedCount() { return MyLevelsStore::in(dir)->load(test::uiTestCatalog()).levels.size(); }

  // SDL before the harness, which is built with the fixture.
  struct SdlFirst {
    SdlFirst() { test::ensureHeadlessSdl(); }
  } sdlFirst;
  std::filesystem::path dir;
  Level level;
  ScreenHarness harness{640, 480, &test::uiTestCatalog()};
  TitleScreen* title = nullptr;
};

TEST_F(LostWorkTest, BackBAndEscOnTheTitleAskAndTheSamePressAgainKeepsPlaying) {
  harness.push(std::make_unique<TitleScreen>(harness.app(), harness.modes()));
  const Screen* screen = harness.stack().top();
  const InputEvent presses[] = {InputEvent::act(Action::Back, Device::Keyboard),
                                InputEvent::act(Action::Back, Device::Gamepad),
                                InputEvent::act(Action::Secondary, Device::Gamepad)};
  for (const InputEvent& press : presses) {
    harness.send(press);
    ASSERT_NE(nullptr, harness.top<ConfirmScreen>()) << "one press does not end the game";
    EXPECT_EQ("Quit Tileflow?", question());
    EXPECT_EQ((std::vector<std::string>{"Keep playing", "Quit"}), answers());
    harness.drawFrame();
    harness.send(press);
    EXPECT_EQ(screen, harness.stack().top());
  }
}

TEST_F(LostWorkTest, QuitFromTheTitleQuestionEndsTheGame) {
  harness.push(std::make_unique<TitleScreen>(harness.app(), harness.modes()));
  harness.send(InputEvent::act(Action::Secondary, Device::Gamepad));
  const ConfirmScreen* q = harness.top<ConfirmScreen>();
  ASSERT_NE(nullptr, q);
  ASSERT_EQ(2, q->widgets().size());
  // The d-pad from the harmless answer to Quit (beside it or under it), then A.
  const bool side = q->widgets().at(1).rect.x > q->widgets().at(0).rect.x;
  harness.send(InputEvent::act(side ? Action::Right : Action::Down, Device::Gamepad));
  ASSERT_EQ("Quit", focusedAnswer());
  harness.send(InputEvent::act(Action::Primary, Device::Gamepad));
  EXPECT_TRUE(harness.stack().empty());
}

TEST_F(LostWorkTest, AnUntouchedLevelOrOneUndoneToTheStartLeavesAtOnce) {
  PlayScreen* p = play();
  harness.send(InputEvent::act(Action::Back, Device::Keyboard));
  EXPECT_EQ(title, harness.stack().top());
  p = play();
  turn(p);
  harness.send(InputEvent::act(Action::Undo, Device::Gamepad));
  ASSERT_EQ(0, p->puzzle().moves());
  harness.send(InputEvent::act(Action::Back, Device::Gamepad));
  EXPECT_EQ(title, harness.stack().top()) << "nothing to lose, nothing asked";
}

TEST_F(LostWorkTest, LeavingAKeptLevelWithMovesKeepsTheGameAndOpeningItAgainResumesIt) {
  harness.tiles().unfinished = std::make_shared<SavedUnfinished>(dir / "unfinished.yaml");
  PlayScreen* p = play();
  turn(p);
  harness.send(InputEvent::act(Action::Right, Device::Gamepad));
  harness.send(InputEvent::act(Action::Mark, Device::Gamepad));
  harness.send(InputEvent::act(Action::ZoomIn, Device::Gamepad));
  harness.send(InputEvent::act(Action::ZoomIn, Device::Gamepad));
  harness.settle();
  ASSERT_FALSE(p->boardView().fitted());
  const Board turned = p->puzzle().board();
  const CameraPlace place = p->boardView().place();
  harness.send(InputEvent::act(Action::Back, Device::Gamepad));
  EXPECT_EQ(title, harness.stack().top()) << "nothing is lost by leaving, so nothing is asked";
  EXPECT_EQ(0u, savedCount()) << "a level kept in its pack is not copied into My levels";
  ASSERT_TRUE(std::filesystem::exists(dir / "unfinished.yaml"));

  // As after a restart of the game: the file read afresh.
  harness.tiles().unfinished = std::make_shared<SavedUnfinished>(dir / "unfinished.yaml");
  p = play();
  EXPECT_TRUE(p->puzzle().board().sameLayout(turned)) << "every tile turned and locked as left";
  EXPECT_EQ(1, p->puzzle().moves());
  EXPECT_FALSE(p->boardView().fitted());
  EXPECT_NEAR(place.zoom, p->boardView().place().zoom, 1e-9);
  EXPECT_NEAR(place.centreX, p->boardView().place().centreX, 0.02);
  EXPECT_NEAR(place.centreY, p->boardView().place().centreY, 0.02);
  EXPECT_NE(std::string::npos, p->message().find("Resumed")) << p->message();

  // Restarted, there is nothing to keep and the level opens fresh next time.
  p->restart();
  harness.settle();
  ASSERT_TRUE(p->puzzle().board().sameLayout(level.board));
  harness.send(InputEvent::act(Action::Back, Device::Gamepad));
  EXPECT_EQ(title, harness.stack().top());
  EXPECT_EQ(nullptr, harness.tiles().unfinished->find(puzzleKey(level)));
}

TEST_F(LostWorkTest, LeavingAGeneratedPuzzleWithMovesOffersToSaveIt) {
  PlayScreen* p = play(store());
  turn(p);
  harness.send(InputEvent::act(Action::Back, Device::Gamepad));
  ASSERT_NE(nullptr, harness.top<ConfirmScreen>());
  EXPECT_EQ((std::vector<std::string>{"Stay", "Save to My levels", "Discard"}), answers());
  harness.send(InputEvent::act(Action::Secondary, Device::Gamepad));  // B: stay
  ASSERT_EQ(p, harness.stack().top());
  EXPECT_EQ(0u, savedCount());

  harness.send(InputEvent::act(Action::Back, Device::Gamepad));
  ASSERT_NE(nullptr, harness.top<ConfirmScreen>());
  answer("Save to My levels");
  EXPECT_EQ(title, harness.stack().top());
  const Pack saved = MyLevelsStore::in(dir)->load(test::uiTestCatalog());
  ASSERT_EQ(1u, saved.levels.size());
  EXPECT_TRUE(saved.levels[0].board.sameLayout(level.board)) << "saved as it started, not as turned";
  EXPECT_FALSE(saved.levels[0].id.empty());
  EXPECT_EQ(level.name, saved.levels[0].name);
}

TEST_F(LostWorkTest, SavingAPuzzleAlreadyInMyLevelsAddsNoSecondCopy) {
  // The same size and seed generate the same puzzle: kept once, then met again.
  for (int round = 0; round < 2; ++round) {
    harness.tiles().unfinished = std::make_shared<SavedUnfinished>(std::filesystem::path());  // opens afresh
    PlayScreen* p = play(store());
    turn(p);
    harness.send(InputEvent::act(Action::Back, Device::Gamepad));
    ASSERT_NE(nullptr, harness.top<ConfirmScreen>());
    answer("Save to My levels");
    EXPECT_EQ(title, harness.stack().top()) << "round " << round;
    EXPECT_EQ(1u, savedCount()) << "round " << round;
    harness.stack().clear();
    harness.step(0);
  }
}

TEST_F(LostWorkTest, DiscardLeavesAGeneratedPuzzleAndSavesNothing) {
  PlayScreen* p = play(store());
  turn(p);
  harness.send(InputEvent::act(Action::Back, Device::Keyboard));
  ASSERT_NE(nullptr, harness.top<ConfirmScreen>());
  answer("Discard");
  EXPECT_EQ(title, harness.stack().top());
  EXPECT_FALSE(std::filesystem::exists(dir / "my-levels.yaml"));
  EXPECT_TRUE(harness.tiles().unfinished->get().plays.empty()) << "a discarded game is not kept to resume";
}

TEST_F(LostWorkTest, ASaveThatFailsKeepsThePlayerInThePuzzleAndSaysWhy) {
  // A file where the folder should be: nothing can be written under it.
  std::ofstream(dir / "blocker") << "x";
  PlayScreen* p = play(std::make_shared<MyLevelsStore>(dir / "blocker" / "my-levels.yaml"));
  turn(p);
  harness.send(InputEvent::act(Action::Back, Device::Keyboard));
  ASSERT_NE(nullptr, harness.top<ConfirmScreen>());
  answer("Save to My levels");
  ASSERT_EQ(p, harness.stack().top());
  EXPECT_NE(std::string::npos, p->message().find("Could not save to My levels")) << p->message();
  EXPECT_EQ(1, p->puzzle().moves());
}

TEST_F(LostWorkTest, ThePauseMenusLeaveLevelAsksLikeBack) {
  PlayScreen* p = play(store());
  turn(p);
  harness.send(InputEvent::act(Action::Menu, Device::Gamepad));  // Start
  ASSERT_NE(nullptr, harness.top<PauseScreen>());
  answer("Leave level");
  ASSERT_NE(nullptr, harness.top<ConfirmScreen>());
  EXPECT_EQ(3u, answers().size());
  harness.send(InputEvent::act(Action::Back, Device::Keyboard));
  EXPECT_EQ(p, harness.stack().top());
  EXPECT_EQ(1, p->puzzle().moves());
  // Untouched, it leaves at once as before.
  harness.send(InputEvent::act(Action::Undo, Device::Gamepad));
  harness.send(InputEvent::act(Action::Menu, Device::Gamepad));
  ASSERT_NE(nullptr, harness.top<PauseScreen>());
  answer("Leave level");
  EXPECT_EQ(title, harness.stack().top());
}

TEST_F(LostWorkTest, ThePauseMenuSavesAGeneratedPuzzleAndLeavingThenAsksNothing) {
  PlayScreen* p = play(store());
  turn(p);
  harness.send(InputEvent::act(Action::Menu, Device::Gamepad));
  const PauseScreen* pause = harness.top<PauseScreen>();
  ASSERT_NE(nullptr, pause);
  answer("Save to My levels");
  ASSERT_EQ(pause, harness.top<PauseScreen>()) << "the menu stays open to show the result";
  EXPECT_NE(std::string::npos, pause->message().find("Saved")) << pause->message();
  EXPECT_EQ(1u, savedCount());
  answer("Save to My levels");
  EXPECT_NE(std::string::npos, pause->message().find("already")) << pause->message();
  EXPECT_EQ(1u, savedCount()) << "no second copy";
  answer("Leave level");
  EXPECT_EQ(title, harness.stack().top()) << "saved: nothing to ask";
  // A level from a pack is kept elsewhere: no such button.
  harness.stack().clear();
  harness.step(0);
  play();
  harness.send(InputEvent::act(Action::Menu, Device::Gamepad));
  pause = harness.top<PauseScreen>();
  ASSERT_NE(nullptr, pause);
  for (int i = 0; i < pause->buttons().size(); ++i) EXPECT_NE("Save to My levels", labelOf(pause->buttons().at(i)));
}

TEST_F(LostWorkTest, RestartWithMovesAsksFromTheMenu) {
  PlayScreen* p = play();
  turn(p);
  harness.send(InputEvent::act(Action::Menu, Device::Gamepad));
  ASSERT_NE(nullptr, harness.top<PauseScreen>());
  answer("Restart level");
  ASSERT_NE(nullptr, harness.top<ConfirmScreen>());
  EXPECT_EQ((std::vector<std::string>{"Keep playing", "Restart"}), answers());
  harness.send(InputEvent::act(Action::Secondary, Device::Gamepad));  // B: keep playing
  ASSERT_EQ(p, harness.stack().top());
  EXPECT_EQ(1, p->puzzle().moves());

  EXPECT_FALSE(hasLabel(p->hud(), "Restart")) << "not a tap away on the board's side";
  harness.send(InputEvent::act(Action::Menu, Device::Gamepad));
  answer("Restart level");
  ASSERT_NE(nullptr, harness.top<ConfirmScreen>());
  answer("Restart");
  ASSERT_EQ(p, harness.stack().top());
  EXPECT_EQ(0, p->puzzle().moves());
  EXPECT_TRUE(p->puzzle().board().sameLayout(level.board));
  harness.send(InputEvent::act(Action::Menu, Device::Gamepad));
  answer("Restart level");
  EXPECT_EQ(p, harness.stack().top()) << "nothing to lose: restarts without a question";
}

TEST_F(LostWorkTest, AGeneratedLevelOffersToBeKeptInMyLevels) {
  SettingsStore settings(dir / "settings.yaml");
  harness.app().store = &settings;  // My levels lives beside the settings
  harness.tiles().services.generate = [](const Catalog& c, const GenerateOptions& o, std::stop_token,
                                         Progress* p) -> std::optional<Level> {
    p->total = 1;
    p->done = 1;
    return makeSampleLevel(c, o.width, o.height, o.seed);
  };
  harness.push(std::make_unique<GeneratorScreen>(harness.tiles()));
  GeneratorScreen* generator = harness.top<GeneratorScreen>();
  generator->generate();
  for (int i = 0; i < 400 && harness.top<PlayScreen>() == nullptr; ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
    harness.step(1.0 / 60);
  }
  PlayScreen* p = harness.top<PlayScreen>();
  ASSERT_NE(nullptr, p);
  turn(p);
  harness.send(InputEvent::act(Action::Back, Device::Keyboard));
  ASSERT_NE(nullptr, harness.top<ConfirmScreen>());
  answer("Save to My levels");
  EXPECT_EQ(generator, harness.stack().top());
  EXPECT_EQ(1u, savedCount());
}

TEST_F(LostWorkTest, BackWhileGeneratingCancelsAndKeepsTheChoices) {
  std::atomic<bool> stopped{false};
  harness.tiles().services.generate = [&](const Catalog&, const GenerateOptions&, std::stop_token stop,
                                          Progress*) -> std::optional<Level> {
    while (!stop.stop_requested()) std::this_thread::sleep_for(std::chrono::microseconds(200));
    stopped = true;
    return std::nullopt;
  };
  harness.push(std::make_unique<GeneratorScreen>(harness.tiles()));
  GeneratorScreen* generator = harness.top<GeneratorScreen>();
  harness.app().settings.tiles.generateWidth = 7;
  generator->generate();
  harness.send(InputEvent::act(Action::Back, Device::Gamepad));
  EXPECT_FALSE(generator->generating());
  EXPECT_EQ(generator, harness.stack().top()) << "the first press stops the work, not the screen";
  EXPECT_EQ(7, generator->options().width);
  for (int i = 0; i < 400 && generator->animating(); ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
    harness.step(1.0 / 60);
  }
  EXPECT_TRUE(stopped.load());
}

TEST_F(LostWorkTest, EscInTheNameFieldKeepsTheTypingForNextTimeAndTheNameAsItWas) {
  level.name = "Sample";
  harness.push(std::make_unique<EditorScreen>(harness.tiles(), level, store()));
  EditorScreen* editor = harness.top<EditorScreen>();
  tapLabel(editor->widgets(), "Level");
  ASSERT_NE(nullptr, harness.top<EditorLevelScreen>());
  tapLabel(harness.top<EditorLevelScreen>()->widgets(), "Name");
  ASSERT_NE(nullptr, harness.top<TextEntryScreen>());
  harness.send(InputEvent::typed(" two"));
  harness.send(InputEvent::act(Action::Back, Device::Keyboard));  // Esc
  ASSERT_EQ(editor, harness.stack().top());
  EXPECT_EQ(level.name, editor->level().name) << "cancel renames nothing";
  EXPECT_FALSE(editor->unsaved());
  tapLabel(editor->widgets(), "Level");
  ASSERT_NE(nullptr, harness.top<EditorLevelScreen>());
  tapLabel(harness.top<EditorLevelScreen>()->widgets(), "Name");
  ASSERT_NE(nullptr, harness.top<TextEntryScreen>());
  EXPECT_EQ(level.name + " two", fieldText()) << "the typing is back";
  harness.send(InputEvent::act(Action::Menu, Device::Gamepad));  // Start: done
  ASSERT_EQ(editor, harness.stack().top());
  EXPECT_EQ(level.name + " two", editor->level().name);
  tapLabel(editor->widgets(), "Level");
  ASSERT_NE(nullptr, harness.top<EditorLevelScreen>());
  tapLabel(harness.top<EditorLevelScreen>()->widgets(), "Name");
  ASSERT_NE(nullptr, harness.top<TextEntryScreen>());
  EXPECT_EQ("Sample two", fieldText()) << "the field opens with the name it took";
}

}  // namespace
}  // namespace lost_work_test
}  // namespace tileflow
