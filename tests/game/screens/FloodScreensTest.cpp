// The Flood screens driven as players drive them: a solo game with only a gamepad, a game of two
// on one device with only touch, games against each computer level with only a mouse, the number
// keys, and leaving a game.
#include <gtest/gtest.h>

#include <stdexcept>
#include <utility>

#include "engine/core/Translate.hpp"
#include "engine/ui/Button.hpp"
#include "engine/ui/Stepper.hpp"
#include "game/flood/FloodSolver.hpp"
#include "game/io/FloodShareCode.hpp"
#include "game/screens/ConfirmScreen.hpp"
#include "game/screens/ImportScreen.hpp"
#include "game/screens/QrCardScreen.hpp"
#include "game/screens/ScreenGallery.hpp"
#include "game/screens/ScreenHarness.hpp"
#include "game/screens/TitleScreen.hpp"
#include "game/screens/flood/FloodPlayScreen.hpp"
#include "game/screens/flood/FloodSetupScreen.hpp"
#include "tests/support/TestCatalog.hpp"
#include "tests/support/UiTestSupport.hpp"

namespace tileflow {
namespace flood_screens_test {
namespace {

void tap(ScreenHarness& h, const Widget& w, Device device) {
  h.send(InputEvent::tap(w.rect.x + w.rect.w / 2, w.rect.y + w.rect.h / 2, false, device));
}

// The colour that takes most cells now (the first of a tie).
int greedy(const FloodState& s) { return greediestColours(s).front(); }

FloodPlayScreen& startFrom(ScreenHarness& h, FloodSetup setup) {
  h.flood().keep(setup);
  h.push(std::make_unique<FloodSetupScreen>(h.flood()));
  auto* s = h.top<FloodSetupScreen>();
  EXPECT_EQ(s->setup(), setup);
  s->start();
  h.step(0);
  auto* p = h.top<FloodPlayScreen>();
  if (p == nullptr) throw std::runtime_error("Start opened no game");
  settleFlood(h, *p);
  return *p;
}

bool sameRect(const SDL_Rect& a, const SDL_Rect& b) { return SDL_RectEquals(&a, &b) == SDL_TRUE; }

// Changing Game shows the computer's level or the moves over par, or neither: no control moves,
// so the next tap (on Start, on Game again) lands where the player aims.
TEST(FloodScreensTest, ChangingGameMovesNoControl) {
  test::ensureHeadlessSdl();
  const std::pair<int, int> sizes[] = {{640, 480}, {480, 320}, {1280, 720}, {720, 1280}};
  for (const auto& [w, hgt] : sizes) {
    ScreenHarness h(w, hgt, &test::uiTestCatalog());
    h.push(std::make_unique<FloodSetupScreen>(h.flood()));
    auto* setupScreen = h.top<FloodSetupScreen>();
    ASSERT_NE(setupScreen, nullptr);
    const WidgetList& widgets = setupScreen->widgets();
    const auto& game = static_cast<const Stepper&>(widgets.at(1));
    const Widget& start = widgets.at(widgets.size() - 1);
    const SDL_Rect gameAt = game.rect;
    const SDL_Rect startAt = start.rect;
    for (int kind = 0; kind < 3; ++kind) {
      const SDL_Rect plus = game.plusRect();
      h.send(InputEvent::tap(plus.x + plus.w / 2, plus.y + plus.h / 2, false, Device::Mouse));
      h.step(0);
      EXPECT_TRUE(sameRect(gameAt, game.rect)) << w << "x" << hgt << " kind " << kind;
      EXPECT_TRUE(sameRect(startAt, start.rect)) << w << "x" << hgt << " kind " << kind;
    }
  }
}

TEST(FloodScreensTest, ASoloGameWithOnlyAGamepadFromTheTitle) {
  test::ensureHeadlessSdl();
  ScreenHarness h(640, 480, &test::uiTestCatalog());
  FloodSetup setup;
  setup.size = 8;
  setup.colours = 5;
  h.flood().keep(setup);
  h.push(std::make_unique<TitleScreen>(h.app(), h.modes()));
  // The d-pad reaches Flood on the title.
  auto focused = [&](const WidgetList& w) {
    const auto* b = dynamic_cast<const Button*>(w.focused());
    return b ? b->label : std::string();
  };
  const auto* title = h.top<TitleScreen>();
  for (int k = 0; k < 8 && focused(title->widgets()) != "Flood"; ++k) {
    const std::string at = focused(title->widgets());
    h.send(InputEvent::act(at == "Create" ? Action::Left : Action::Down, Device::Gamepad));
  }
  ASSERT_EQ(focused(title->widgets()), "Flood");
  h.send(InputEvent::act(Action::Primary, Device::Gamepad));
  auto* setupScreen = h.top<FloodSetupScreen>();
  ASSERT_NE(setupScreen, nullptr);
  // The focus starts on Start.
  ASSERT_EQ(focused(setupScreen->widgets()), "Start");
  h.send(InputEvent::act(Action::Primary, Device::Gamepad));
  auto* p = h.top<FloodPlayScreen>();
  ASSERT_NE(p, nullptr);
  settleFlood(h, *p);
  ASSERT_NE(p->game(), nullptr);
  EXPECT_GT(p->game()->par(), 0);
  EXPECT_EQ(p->game()->limit(), p->game()->par() + setup.extraMoves);
  // The focus starts on a colour; the shoulders cycle through the colours that can be picked.
  ASSERT_NE(dynamic_cast<const ColourButton*>(p->widgets().focused()), nullptr);
  // Play the solver's answer with shoulders and A only.
  for (int colour : solveFlood(p->game()->state().board()).moves) {
    for (int k = 0; k < 10; ++k) {
      const auto* b = dynamic_cast<const ColourButton*>(p->widgets().focused());
      if (b != nullptr && b->colour == colour) break;
      h.send(InputEvent::act(Action::Redo, Device::Gamepad));
    }
    const int before = p->game()->state().moves();
    h.send(InputEvent::act(Action::Primary, Device::Gamepad));
    ASSERT_EQ(p->game()->state().moves(), before + 1) << "colour " << colour;
    settleFlood(h, *p);
  }
  EXPECT_TRUE(p->game()->state().over());
  EXPECT_EQ(p->game()->state().moves(), p->game()->par());
  // The result comes up over the board, and the best result is kept.
  h.step(0.1);
  auto* result = h.top<ConfirmScreen>();
  ASSERT_NE(result, nullptr);
  EXPECT_NE(result->question().find("Flooded in"), std::string::npos) << result->question();
  const FloodRecord record = h.flood().records->of(setup);
  EXPECT_EQ(record.played, 1);
  EXPECT_EQ(record.won, 1);
  EXPECT_EQ(record.best, p->game()->par());
}

TEST(FloodScreensTest, TwoPlayersOnOneDeviceWithOnlyTouch) {
  test::ensureHeadlessSdl();
  ScreenHarness h(480, 320, &test::uiTestCatalog());
  FloodSetup setup;
  setup.kind = FloodKind::TwoPlayers;
  setup.size = 7;
  setup.colours = 4;
  FloodPlayScreen& p = startFrom(h, setup);
  ASSERT_NE(p.game(), nullptr);
  int turns = 0;
  while (!p.game()->over() && turns < 200) {
    const FloodState& s = p.game()->state();
    const int mover = s.turn();
    EXPECT_NE(p.statusText().find("Player " + std::to_string(mover + 1) + " to move"), std::string::npos)
        << p.statusText();
    // Both forbidden colours are disabled and say why; a tap on one changes nothing.
    const ColourButton* own = p.colourButton(s.colourOf(mover));
    const ColourButton* theirs = p.colourButton(s.colourOf(1 - mover));
    EXPECT_FALSE(own->enabled);
    EXPECT_EQ(own->reason, "Yours");
    if (s.colourOf(0) != s.colourOf(1)) {
      EXPECT_FALSE(theirs->enabled);
      EXPECT_EQ(theirs->reason, "Theirs");
      tap(h, *theirs, Device::Touch);
      EXPECT_EQ(p.game()->state().moves(), s.moves());
      EXPECT_NE(p.statusText().find("the opponent's colour"), std::string::npos) << p.statusText();
    }
    tap(h, *p.colourButton(greedy(p.game()->state())), Device::Touch);
    ASSERT_EQ(p.game()->state().turn(), 1 - mover);
    settleFlood(h, p);
    ++turns;
  }
  ASSERT_TRUE(p.game()->over());
  const FloodState& s = p.game()->state();
  EXPECT_EQ(s.owned(0) + s.owned(1), 49);
  h.step(0.1);
  auto* result = h.top<ConfirmScreen>();
  ASSERT_NE(result, nullptr);
  if (s.owned(0) == s.owned(1)) {
    EXPECT_NE(result->question().find("A tie"), std::string::npos);
  } else {
    const int winner = s.owned(0) > s.owned(1) ? 1 : 2;
    EXPECT_NE(result->question().find("Player " + std::to_string(winner) + " wins"), std::string::npos)
        << result->question();
  }
}

TEST(FloodScreensTest, AgainstEachComputerLevelWithOnlyAMouse) {
  test::ensureHeadlessSdl();
  for (FloodSkill skill : {FloodSkill::Easy, FloodSkill::Medium, FloodSkill::Hard}) {
    ScreenHarness h(1280, 720, &test::uiTestCatalog());
    FloodSetup setup;
    setup.kind = FloodKind::Computer;
    setup.size = 8;
    setup.colours = 5;
    setup.skill = skill;
    FloodPlayScreen& p = startFrom(h, setup);
    ASSERT_NE(p.game(), nullptr);
    int computerMoves = 0;
    while (!p.game()->over()) {
      ASSERT_EQ(p.game()->state().turn(), 0) << "the computer answers every move";
      const int before = p.game()->state().moves();
      tap(h, *p.colourButton(greedy(p.game()->state())), Device::Mouse);
      ASSERT_EQ(p.game()->state().moves(), before + 1);
      settleFlood(h, p);
      if (p.game()->state().moves() == before + 2) ++computerMoves;
    }
    EXPECT_GT(computerMoves, 0) << skillName(skill);
    h.step(0.1);
    ASSERT_NE(h.top<ConfirmScreen>(), nullptr) << skillName(skill);
    EXPECT_EQ(h.flood().records->of(setup).played, 1);
  }
}

// Why a colour is refused reaches the player in their language, inside "Not {1}: {2}".
TEST(FloodScreensTest, TheReasonAColourIsRefusedIsTranslated) {
  test::ensureHeadlessSdl();
  ScreenHarness h(640, 480, &test::uiTestCatalog());
  FloodSetup setup;
  setup.kind = FloodKind::Computer;
  setup.size = 10;
  setup.colours = 6;
  FloodPlayScreen& p = startFrom(h, setup);
  ASSERT_TRUE(useLanguages(findLocaleDir(), "de"));
  h.send(InputEvent::digit(p.game()->state().colourOf(0) + 1));  // its own colour
  const std::string german = p.statusText();
  ASSERT_TRUE(useLanguages(findLocaleDir(), "en"));
  EXPECT_EQ(p.game()->state().moves(), 0);
  EXPECT_NE(german.find("Nicht "), std::string::npos) << german;
  EXPECT_NE(german.find("deine eigene Farbe"), std::string::npos) << german;
}

TEST(FloodScreensTest, NumberKeysPickColoursAndUndoGoesBackToThePlayersTurn) {
  test::ensureHeadlessSdl();
  ScreenHarness h(640, 480, &test::uiTestCatalog());
  FloodSetup setup;
  setup.kind = FloodKind::Computer;
  setup.size = 10;
  setup.colours = 6;
  FloodPlayScreen& p = startFrom(h, setup);
  const FloodState start = p.game()->state();
  h.send(InputEvent::digit(start.colourOf(0) + 1));  // its own colour: nothing happens
  EXPECT_EQ(p.game()->state().moves(), 0);
  EXPECT_NE(p.statusText().find("your own colour"), std::string::npos) << p.statusText();
  h.send(InputEvent::digit(greedy(start) + 1));
  settleFlood(h, p);
  EXPECT_EQ(p.game()->state().moves(), 2);  // the computer answered
  h.send(InputEvent::act(Action::Undo, Device::Keyboard));
  EXPECT_EQ(p.game()->state(), start);
  h.send(InputEvent::digit(9));  // no ninth colour on this board
  EXPECT_EQ(p.game()->state().moves(), 0);
}

TEST(FloodScreensTest, HintLightsTheSolversNextColourWithTheGamesLimits) {
  test::ensureHeadlessSdl();
  ScreenHarness h(640, 480, &test::uiTestCatalog());
  FloodSetup setup;
  setup.size = 16;
  setup.colours = 7;
  FloodPlayScreen& p = startFrom(h, setup);
  tap(h, *p.colourButton(greedy(p.game()->state())), Device::Touch);
  settleFlood(h, p);
  const FloodState state = p.game()->state();
  h.send(InputEvent::act(Action::Assist, Device::Keyboard));
  settleFlood(h, p);
  const int expected = floodHint(state, floodGameLimits(state.board()));
  ASSERT_GE(expected, 0);
  EXPECT_TRUE(p.colourButton(expected)->flash);
  EXPECT_EQ(p.statusText(), std::string("Try ") + floodColourName(expected));
  EXPECT_EQ(p.game()->hints(), 1);
  // Picking clears the light.
  tap(h, *p.colourButton(expected), Device::Touch);
  EXPECT_FALSE(p.colourButton(expected)->flash);
}

TEST(FloodScreensTest, ABoardFromAGameIdIsPlayedWithItsOwnLimitAndLeftOutOfTheRecords) {
  test::ensureHeadlessSdl();
  ScreenHarness h(640, 480, &test::uiTestCatalog());
  auto puzzle = loadFloodPuzzle("6x6:331211330300212300133330323110121301,10");
  ASSERT_TRUE(ok(puzzle));
  const ColourBoard board = std::get<FloodPuzzle>(puzzle).board;
  h.push(std::make_unique<FloodPlayScreen>(h.flood(), std::get<FloodPuzzle>(puzzle)));
  auto* p = h.top<FloodPlayScreen>();
  settleFlood(h, *p);
  ASSERT_NE(p->game(), nullptr);
  EXPECT_EQ(p->game()->start().board(), board);
  EXPECT_EQ(p->game()->limit(), 10);
  EXPECT_LE(p->game()->par(), 10);  // sgt-flood's own count for this ID is 10
  EXPECT_NE(p->colourButton(3), nullptr);
  EXPECT_EQ(p->colourButton(4), nullptr);  // the board has four colours
  for (int colour : solveFlood(board).moves) {
    p->pick(colour);
    settleFlood(h, *p);
  }
  EXPECT_TRUE(p->game()->state().over());
  h.step(0.1);
  EXPECT_NE(h.top<ConfirmScreen>(), nullptr);
  EXPECT_TRUE(h.flood().records->get().games.empty());
}

// The button of a screen's widgets with that label, or null.
const Widget* buttonNamed(const WidgetList& widgets, const std::string& name) {
  for (int i = 0; i < widgets.size(); ++i)
    if (widgets.at(i).name() == name && widgets.at(i).visible) return &widgets.at(i);
  return nullptr;
}

std::string clipboard() {
  char* clip = SDL_GetClipboardText();
  const std::string copied = clip != nullptr ? clip : "";
  SDL_free(clip);
  return copied;
}

// A game ID typed or pasted on the Import screen opens a solo game of that board; its Code card
// shows the board's share code as a QR code and copies the code or the ID at any time.
TEST(FloodScreensTest, AGameIdOnTheImportScreenOpensTheBoardAndItsCardCopiesTheCodeAndId) {
  test::ensureHeadlessSdl();
  ScreenHarness h(640, 480, &test::uiTestCatalog());
  auto import = std::make_unique<ImportScreen>(h.tiles(), nullptr);
  ImportScreen* screen = import.get();
  h.push(std::move(import));
  const std::string id = "6x6:331211330300212300133330323110121301,10";
  EXPECT_TRUE(screen->importText(id));
  h.step(0);
  auto* p = h.top<FloodPlayScreen>();
  ASSERT_NE(p, nullptr) << "the game ID did not open a Flood game";
  settleFlood(h, *p);
  ASSERT_NE(p->game(), nullptr);
  EXPECT_EQ(p->game()->limit(), 10);
  const std::string code = p->boardCode();
  const auto decoded = decodeFloodShareCode(code);
  ASSERT_TRUE(ok(decoded)) << code;
  EXPECT_EQ(std::get<FloodPuzzle>(decoded).board, p->game()->start().board());
  EXPECT_EQ(std::get<FloodPuzzle>(decoded).moveLimit, 10);

  // Before any move, Code is there; its card carries the code and copies it and the ID.
  const Widget* board = buttonNamed(p->widgets(), "Code");
  ASSERT_NE(board, nullptr);
  ASSERT_TRUE(board->enabled);
  tap(h, *board, Device::Touch);
  h.step(0);
  auto* card = h.top<QrCardScreen>();
  ASSERT_NE(card, nullptr) << "Code opened no card";
  EXPECT_EQ(card->qrText(), code);
  const Widget* copyCode = buttonNamed(card->widgets(), "Copy code");
  const Widget* copyId = buttonNamed(card->widgets(), "Copy ID");
  ASSERT_NE(copyCode, nullptr);
  ASSERT_NE(copyId, nullptr);
  tap(h, *copyCode, Device::Touch);
  EXPECT_NE(card->message().find("Code copied"), std::string::npos) << card->message();
  if (!clipboard().empty()) {
    EXPECT_EQ(clipboard(), code);  // where the video driver has a clipboard
  }
  tap(h, *copyId, Device::Touch);
  EXPECT_NE(card->message().find("Board ID copied"), std::string::npos) << card->message();
  if (!clipboard().empty()) {
    EXPECT_EQ(clipboard(), id);
  }
  // B closes the card, back to the game as it was.
  h.send(InputEvent::act(Action::Secondary, Device::Gamepad));
  h.step(0);
  EXPECT_EQ(h.top<FloodPlayScreen>(), p);
  EXPECT_EQ(p->game()->state().moves(), 0);
}

// A Flood share code typed on the Import screen opens its board, hex ones too; a broken one is
// refused with the reason and opens nothing.
TEST(FloodScreensTest, AShareCodeOnTheImportScreenOpensItsBoard) {
  test::ensureHeadlessSdl();
  ScreenHarness h(640, 480, &test::uiTestCatalog());
  auto import = std::make_unique<ImportScreen>(h.tiles(), nullptr);
  ImportScreen* screen = import.get();
  h.push(std::move(import));
  const FloodPuzzle puzzle{randomColourBoard(7, 6, 5, Shape::Hex, 3), 14};
  const std::string code = encodeFloodShareCode(puzzle);
  EXPECT_FALSE(screen->importText(code.substr(0, code.size() - 1)));
  h.step(0);
  EXPECT_EQ(h.top<ImportScreen>(), screen) << "a broken code opened something";
  EXPECT_TRUE(screen->importText(code));
  h.step(0);
  auto* p = h.top<FloodPlayScreen>();
  ASSERT_NE(p, nullptr) << "the code did not open a Flood game";
  settleFlood(h, *p);
  ASSERT_NE(p->game(), nullptr);
  EXPECT_EQ(p->game()->start().board(), puzzle.board);
  EXPECT_EQ(p->game()->limit(), 14);
  EXPECT_EQ(p->boardCode(), code);
  // A hex board has no sgt-flood ID: its card offers the code alone.
  p->showBoardCard();
  h.step(0);
  auto* card = h.top<QrCardScreen>();
  ASSERT_NE(card, nullptr);
  EXPECT_NE(buttonNamed(card->widgets(), "Copy code"), nullptr);
  EXPECT_EQ(buttonNamed(card->widgets(), "Copy ID"), nullptr);
  // Played part-way and left, it is kept by its code and resumes.
  h.stack().pop();
  h.step(0);
  p->pick(p->game()->state().allowedColours().front());
  settleFlood(h, *p);
  h.send(InputEvent::act(Action::Back, Device::Keyboard));
  h.step(0);
  ASSERT_TRUE(h.flood().left->game());
  EXPECT_EQ(h.flood().left->game()->board, code);
}

// After a solo game, Best plays the solver's moves back on the start board, by itself at a
// readable pace or a step at a time with only a gamepad, and the board is flooded after exactly
// the par's moves; the game and the records stay as they were.
TEST(FloodScreensTest, ShowTheBestReplaysTheSolversMovesAndCountsForNothing) {
  test::ensureHeadlessSdl();
  ScreenHarness h(640, 480, &test::uiTestCatalog());
  FloodSetup setup;
  setup.size = 7;
  setup.colours = 5;
  setup.extraMoves = 0;
  FloodPlayScreen& p = startFrom(h, setup);
  ASSERT_NE(p.game(), nullptr);
  const int par = p.game()->par();
  ASSERT_GT(par, 1);
  // Lose: the greedy colour until the limit (par, with no moves over it) ends the game, unless
  // greed happens to flood it.
  while (!p.game()->over()) {
    p.pick(greedy(p.game()->state()));
    settleFlood(h, p);
  }
  h.step(0.1);
  auto* result = h.top<ConfirmScreen>();
  ASSERT_NE(result, nullptr);
  const FloodState ended = p.game()->state();
  const FloodRecord record = h.flood().records->of(setup);
  const Widget* show = buttonNamed(result->widgets(), "Show the best");
  ASSERT_NE(show, nullptr) << "the result panel offers no Show the best";
  tap(h, *show, Device::Mouse);
  h.step(0);
  ASSERT_EQ(h.top<FloodPlayScreen>(), &p);
  ASSERT_NE(p.replay(), nullptr);
  const FloodReplay& replay = *p.replay();
  EXPECT_EQ(replay.length(), par);
  EXPECT_TRUE(p.autoPlaying());
  EXPECT_EQ(p.statusText(), "Best: " + std::to_string(par) + " moves");
  // Play runs by itself: a move about every ReplayPause seconds, the status naming it.
  int seen = 0;
  for (int frames = 0; frames < 100000 && !replay.atEnd(); ++frames) {
    h.step(0.05);
    if (replay.step() != seen) {
      seen = replay.step();
      const std::string colour = floodColourName(replay.lastColour());
      EXPECT_NE(p.statusText().find("move " + std::to_string(seen) + " of " + std::to_string(par)), std::string::npos)
          << p.statusText();
      EXPECT_NE(p.statusText().find(colour), std::string::npos) << p.statusText();
      for (int c = 0; c < setup.colours; ++c)
        EXPECT_EQ(p.colourButton(c)->chosen, c == replay.lastColour()) << "colour " << c << " at move " << seen;
    }
  }
  ASSERT_TRUE(replay.atEnd());
  EXPECT_TRUE(p.shownState().over()) << "the best did not flood the board";
  EXPECT_EQ(p.shownState().moves(), par);
  settleFlood(h, p);
  h.step(0.1);
  EXPECT_FALSE(p.autoPlaying());
  // Again with only a gamepad: Step (Again at the end) from the start, then X steps.
  const Widget* again = buttonNamed(p.widgets(), "Again");
  ASSERT_NE(again, nullptr);
  for (int k = 0; k < 8 && p.widgets().focused() != again; ++k) h.send(InputEvent::act(Action::Left, Device::Gamepad));
  ASSERT_EQ(p.widgets().focused(), again) << "the d-pad does not reach Again";
  h.send(InputEvent::act(Action::Primary, Device::Gamepad));
  EXPECT_EQ(replay.step(), 0);
  for (int k = 1; k <= par; ++k) {
    h.send(InputEvent::act(Action::Assist, Device::Gamepad));
    settleFlood(h, p);
    EXPECT_EQ(replay.step(), k);
    EXPECT_EQ(p.shownState().over(), k == par) << k;
  }
  EXPECT_FALSE(p.autoPlaying()) << "stepping pauses the play";
  // B goes back to the game as it ended: nothing counted, nothing changed.
  h.send(InputEvent::act(Action::Secondary, Device::Gamepad));
  h.step(0);
  EXPECT_EQ(h.top<FloodPlayScreen>(), &p);
  EXPECT_EQ(p.replay(), nullptr);
  EXPECT_EQ(p.game()->state(), ended);
  EXPECT_EQ(p.shownState(), ended);
  const FloodRecord after = h.flood().records->of(setup);
  EXPECT_EQ(after.played, record.played);
  EXPECT_EQ(after.won, record.won);
  EXPECT_EQ(after.best, record.best);
  // The Best button (Hint's place once the game is over) shows it again.
  const Widget* best = buttonNamed(p.widgets(), "Best");
  ASSERT_NE(best, nullptr);
  EXPECT_TRUE(best->enabled);
  tap(h, *best, Device::Touch);
  ASSERT_NE(p.replay(), nullptr);
  const Widget* done = buttonNamed(p.widgets(), "Done");
  ASSERT_NE(done, nullptr);
  tap(h, *done, Device::Touch);
  EXPECT_EQ(p.replay(), nullptr);
}

// A given board's game left part-way (the day's puzzle, a game ID) is not the setup screen's to
// resume, even when its size and colours are the ones chosen there.
TEST(FloodScreensTest, AGivenBoardLeftPartWayIsNotOfferedAsTheSetupsResume) {
  test::ensureHeadlessSdl();
  ScreenHarness h(640, 480, &test::uiTestCatalog());
  FloodGameLeft given;
  given.setup = h.flood().setup();
  given.moves = {0};
  given.board = "6x6:331211330300212300133330323110121301,10";
  h.flood().left->keep(given);
  h.push(std::make_unique<FloodSetupScreen>(h.flood()));
  h.step(0);
  const WidgetList& choices = h.top<FloodSetupScreen>()->widgets();
  EXPECT_EQ(choices.at(choices.size() - 1).name(), "Start");
}

TEST(FloodScreensTest, BackDuringAGameAsksAndLeavingWhileTheComputerThinksDoesNotWait) {
  test::ensureHeadlessSdl();
  ScreenHarness h(640, 480, &test::uiTestCatalog());
  FloodSetup setup;
  setup.kind = FloodKind::Computer;
  setup.size = 30;
  setup.colours = 8;
  setup.skill = FloodSkill::Hard;
  FloodPlayScreen& p = startFrom(h, setup);
  tap(h, *p.colourButton(greedy(p.game()->state())), Device::Mouse);
  h.step(0);
  ASSERT_TRUE(p.thinking() || p.game()->state().moves() == 2);
  h.send(InputEvent::act(Action::Back, Device::Gamepad));
  auto* ask = h.top<ConfirmScreen>();
  ASSERT_NE(ask, nullptr);
  EXPECT_EQ(ask->question(), "Leave this game?");
  ask->choose(0);  // keep playing
  h.step(0);
  EXPECT_EQ(h.top<FloodPlayScreen>(), &p);
  h.send(InputEvent::act(Action::Back, Device::Keyboard));
  ASSERT_NE(h.top<ConfirmScreen>(), nullptr);
  h.top<ConfirmScreen>()->choose(1);  // leave: the screen goes, and with it the computer's task
  h.step(0);
  EXPECT_NE(h.top<FloodSetupScreen>(), nullptr);
}

// A game closed part-way is neither lost nor escaped: solo and two-player games are kept after
// every move (so even a kill loses nothing) and the next start of that setup resumes them; a
// game against the computer counts as it stands; starting another setup counts the game left.
TEST(FloodScreensTest, AGameClosedPartWayResumesOrCountsAsItStands) {
  test::ensureHeadlessSdl();
  ScreenHarness h(640, 480, &test::uiTestCatalog());
  FloodSetup solo;
  solo.kind = FloodKind::Solo;
  solo.size = 10;
  solo.colours = 6;
  FloodPlayScreen& p = startFrom(h, solo);
  for (int k = 0; k < 2; ++k) {
    h.send(InputEvent::digit(greedy(p.game()->state()) + 1));
    settleFlood(h, p);
  }
  const FloodState played = p.game()->state();
  ASSERT_EQ(played.moves(), 2);
  ASSERT_TRUE(h.flood().left->game().has_value()) << "kept after each move";
  EXPECT_EQ(h.flood().left->game()->moves.size(), 2u);
  h.stack().pop();  // the window closes
  h.step(0);
  ASSERT_TRUE(h.flood().left->game().has_value());
  EXPECT_EQ(h.flood().records->of(solo).played, 0) << "not counted: it resumes";
  h.push(std::make_unique<FloodSetupScreen>(h.flood()));
  h.step(0);
  ASSERT_NE(h.top<FloodSetupScreen>(), nullptr);
  const WidgetList& choices = h.top<FloodSetupScreen>()->widgets();
  EXPECT_EQ(choices.at(choices.size() - 1).name(), "Resume") << "Start says it resumes";
  h.stack().pop();
  h.step(0);

  FloodPlayScreen& again = startFrom(h, solo);
  ASSERT_NE(again.game(), nullptr);
  EXPECT_EQ(again.game()->state(), played) << "the same board, the same moves";
  EXPECT_NE(again.statusText().find("Resumed"), std::string::npos) << again.statusText();
  h.stack().pop();

  // Another setup started: the game left counts as it stands (a solo board not flooded: lost).
  FloodSetup bigger = solo;
  bigger.size = 12;
  startFrom(h, bigger);
  EXPECT_EQ(h.flood().records->of(solo).played, 1);
  EXPECT_EQ(h.flood().records->of(solo).won, 0);
  EXPECT_FALSE(h.flood().left->game().has_value());
  h.stack().pop();

  // Against the computer, closing counts the game as it stands.
  FloodSetup computer = solo;
  computer.kind = FloodKind::Computer;
  FloodPlayScreen& c = startFrom(h, computer);
  h.send(InputEvent::digit(greedy(c.game()->state()) + 1));
  settleFlood(h, c);
  ASSERT_GT(c.game()->state().moves(), 0);
  h.stack().pop();
  h.step(0);
  EXPECT_EQ(h.flood().records->of(computer).played, 1);
  EXPECT_FALSE(h.flood().left->game().has_value());
}

// Leaving a game under way (Back, then Leave) counts it as it stands, and says so first.
TEST(FloodScreensTest, LeavingAGameUnderWayCountsIt) {
  test::ensureHeadlessSdl();
  ScreenHarness h(640, 480, &test::uiTestCatalog());
  FloodSetup solo;
  solo.size = 10;
  FloodPlayScreen& p = startFrom(h, solo);
  h.send(InputEvent::digit(greedy(p.game()->state()) + 1));
  settleFlood(h, p);
  h.send(InputEvent::act(Action::Back, Device::Keyboard));
  auto* ask = h.top<ConfirmScreen>();
  ASSERT_NE(ask, nullptr);
  EXPECT_NE(ask->detail().find("counts as lost"), std::string::npos) << ask->detail();
  ask->choose(1);
  h.step(0);
  EXPECT_EQ(h.flood().records->of(solo).played, 1);
  EXPECT_FALSE(h.flood().left->game().has_value());
}

}  // namespace
}  // namespace flood_screens_test
}  // namespace tileflow
