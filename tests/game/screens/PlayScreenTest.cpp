// PlayScreen driven by scripted input: clicks at cell centres, keys and gamepad buttons change
// the board exactly as the player expects.
#include <gtest/gtest.h>

#include "engine/platform/DrawProbe.hpp"

#include <algorithm>
#include <cstdint>

#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

#include "engine/platform/OffscreenCanvas.hpp"
#include "engine/platform/SdlHandles.hpp"
#include "engine/platform/TextureLedger.hpp"
#include "game/generate/Generator.hpp"
#include "game/io/LevelFile.hpp"
#include "game/model/Orientation.hpp"
#include "game/screens/ConfirmScreen.hpp"
#include "game/screens/PauseScreen.hpp"
#include "game/screens/ScreenHarness.hpp"
#include "game/screens/WinScreen.hpp"
#include "game/screens/tiles/PlayScreen.hpp"
#include "game/store/SamePuzzle.hpp"
#include "game/store/SampleLevel.hpp"
#include "tests/support/TestCatalog.hpp"
#include "tests/support/UiTestSupport.hpp"

namespace tileflow {
namespace play_screen_test {
namespace {

class PlayScreenTest : public ::testing::Test {
 protected:
  void SetUp() override {
    test::ensureHeadlessSdl();
    harness = std::make_unique<ScreenHarness>(640, 480, &test::uiTestCatalog());
    level = makeSampleLevel(test::uiTestCatalog(), 5, 4, 11);
    auto screen = std::make_unique<PlayScreen>(harness->tiles(), level, [this] { ++nextCalls; });
    play = screen.get();
    harness->push(std::move(screen));
  }

  SDL_Point centreOf(int cell) const {
    const SDL_Rect r = play->boardView().cellRect(cell);
    return {r.x + r.w / 2, r.y + r.h / 2};
  }
  void click(int cell, bool right = false) {
    const SDL_Point p = centreOf(cell);
    harness->send(InputEvent::tap(p.x, p.y, right, Device::Mouse));
  }
  int rotation(int cell) const { return play->puzzle().board().cell(cell).rotation; }
  // First cell whose tile looks different after a quarter turn.
  int turnableCell() const {
    const Board& b = play->puzzle().board();
    for (int i = 0; i < b.cellCount(); ++i)
      if (b.typeAt(i).packs[0] != b.typeAt(i).packs[1]) return i;
    return -1;
  }

  std::unique_ptr<ScreenHarness> harness;
  Level level;
  PlayScreen* play = nullptr;
  int nextCalls = 0;
};

TEST_F(PlayScreenTest, LeftClickAtACellCentreTurnsItClockwise) {
  const int before = rotation(7);
  click(7);
  EXPECT_EQ((before + 1) % 4, rotation(7));
  EXPECT_EQ(1, play->puzzle().moves());
}

// Time counts only while somebody plays: not before the first turn (the board or its lesson being
// read), nor while the window is unfocused or minimised, which the status line says.
TEST_F(PlayScreenTest, TheClockWaitsForTheFirstTurnAndHoldsWhileTheWindowIsAway) {
  harness->step(12);
  EXPECT_DOUBLE_EQ(0, play->session().seconds());
  click(turnableCell());
  harness->step(2);
  EXPECT_DOUBLE_EQ(2, play->session().seconds());
  harness->ui().away = true;
  harness->step(18);
  EXPECT_DOUBLE_EQ(2, play->session().seconds());
  EXPECT_TRUE(play->session().paused());
  EXPECT_EQ(-1, play->msUntilWake()) << "nothing to wake for while away";
  harness->drawFrame();
  if (test::writePreviews()) {
    EXPECT_EQ("", harness->savePng(test::binaryPath("preview-play-paused-640x480.png")));
  }
  harness->ui().away = false;
  harness->step(1);
  EXPECT_DOUBLE_EQ(3, play->session().seconds());
  EXPECT_EQ("", play->brokenInvariant());
}

TEST_F(PlayScreenTest, ItsNetworksAgreeWithARecountAfterEveryTurnUndoAndHint) {
  EXPECT_EQ(play->brokenInvariant(), "");
  for (int cell = 0; cell < play->puzzle().board().cellCount(); ++cell) {
    click(cell, cell % 2 == 1);
    ASSERT_EQ(play->brokenInvariant(), "") << "after turning cell " << cell;
  }
  harness->send(InputEvent::act(Action::Undo, Device::Keyboard));
  EXPECT_EQ(play->brokenInvariant(), "");
  harness->send(InputEvent::act(Action::Assist, Device::Keyboard));
  EXPECT_EQ(play->brokenInvariant(), "");
}

TEST_F(PlayScreenTest, RightClickTurnsCounterClockwise) {
  const int before = rotation(3);
  click(3, true);
  EXPECT_EQ((before + 3) % 4, rotation(3));
}

TEST_F(PlayScreenTest, ClickOutsideTheBoardTurnsNothing) {
  const Board before = play->puzzle().board();
  harness->send(InputEvent::tap(1, 1, false, Device::Mouse));
  EXPECT_TRUE(play->puzzle().board().sameLayout(before));
  EXPECT_EQ(0, play->puzzle().moves());
}

TEST_F(PlayScreenTest, ArrowKeysMoveTheCursorAndEnterTurnsTheTileUnderIt) {
  const int start = play->cursor();
  harness->send(InputEvent::act(Action::Right, Device::Keyboard));
  harness->send(InputEvent::act(Action::Down, Device::Keyboard));
  const Board& b = play->puzzle().board();
  const int expected = b.index((b.xOf(start) + 1) % b.width(), (b.yOf(start) + 1) % b.height());
  ASSERT_EQ(expected, play->cursor());
  const int before = rotation(expected);
  harness->send(InputEvent::act(Action::Primary, Device::Keyboard));
  EXPECT_EQ((before + 1) % 4, rotation(expected));
  harness->send(InputEvent::act(Action::Quaternary, Device::Keyboard));
  EXPECT_EQ(before, rotation(expected));
}

TEST_F(PlayScreenTest, UndoAndRedoFromKeysAndShoulderButtons) {
  const int before = rotation(5);
  click(5);
  harness->send(InputEvent::act(Action::Undo, Device::Keyboard));
  EXPECT_EQ(before, rotation(5));
  EXPECT_EQ(0, play->puzzle().moves());
  harness->send(InputEvent::act(Action::Redo, Device::Gamepad));
  EXPECT_EQ((before + 1) % 4, rotation(5));
  harness->send(InputEvent::act(Action::Undo, Device::Gamepad));
  EXPECT_EQ(before, rotation(5));
}

// The settings turn the other way round: the main click and A anticlockwise, and the other
// button (right click, B) a half turn in one press rather than a turn back.
TEST_F(PlayScreenTest, TheTurnSettingsReverseTheMainTurnAndMakeTheOtherAHalfTurn) {
  harness->app().settings.tiles.reverseTurn = true;
  int before = rotation(7);
  click(7);
  EXPECT_EQ((before + 3) % 4, rotation(7));
  before = rotation(7);
  click(7, true);
  EXPECT_EQ((before + 1) % 4, rotation(7)) << "the other button still turns the other way";
  harness->app().settings.tiles.halfTurnOther = true;
  before = rotation(7);
  const int moves = play->puzzle().moves();
  click(7, true);
  EXPECT_EQ((before + 2) % 4, rotation(7));
  EXPECT_EQ(moves + 2, play->puzzle().moves()) << "a half turn counts its two quarter turns, as par does";
  const int c = play->cursor();
  before = rotation(c);
  harness->send(InputEvent::act(Action::Secondary, Device::Gamepad));
  EXPECT_EQ((before + 2) % 4, rotation(c));
  harness->send(InputEvent::act(Action::Primary, Device::Gamepad));
  EXPECT_EQ((before + 1) % 4, rotation(c));
}

TEST_F(PlayScreenTest, GamepadBTurnsCounterClockwiseOnTheBoard) {
  const int c = play->cursor();
  const int before = rotation(c);
  harness->send(InputEvent::act(Action::Secondary, Device::Gamepad));
  EXPECT_EQ((before + 3) % 4, rotation(c));
  EXPECT_EQ(play, harness->stack().top()) << "B turns a tile on the board; it does not leave";
}

TEST_F(PlayScreenTest, ALockedTileRefusesToTurnUntilUnlocked) {
  const int c = play->cursor();
  const int before = rotation(c);
  harness->send(InputEvent::act(Action::Mark, Device::Gamepad));
  EXPECT_TRUE(play->puzzle().board().cell(c).locked);
  harness->send(InputEvent::act(Action::Primary, Device::Gamepad));
  EXPECT_EQ(before, rotation(c));
  harness->send(InputEvent::act(Action::Mark, Device::Gamepad));
  harness->send(InputEvent::act(Action::Primary, Device::Gamepad));
  EXPECT_EQ((before + 1) % 4, rotation(c));
}

TEST_F(PlayScreenTest, LockButtonMakesTapsPinTiles) {
  const Widget& lock = play->hud().at(4);
  harness->send(InputEvent::tap(lock.rect.x + lock.rect.w / 2, lock.rect.y + lock.rect.h / 2, false, Device::Touch));
  ASSERT_TRUE(play->lockMode());
  click(2);
  EXPECT_TRUE(play->puzzle().board().cell(2).locked);
  EXPECT_EQ(0, play->puzzle().moves()) << "locking is not a move";
}

TEST_F(PlayScreenTest, HintTurnsOneTileIntoItsSolvedPicture) {
  const Board& b = play->puzzle().board();
  auto wrong = [&] {
    int n = 0;
    for (int i = 0; i < b.cellCount(); ++i)
      if (b.pack(i) != b.typeAt(i).packs[(*level.solution)[static_cast<std::size_t>(i)]]) ++n;
    return n;
  };
  const int before = wrong();
  ASSERT_GT(before, 0);
  harness->send(InputEvent::act(Action::Assist, Device::Keyboard));
  EXPECT_EQ(before - 1, wrong());
}

// The colour drawn at a point of the last frame.
SDL_Color pixelAt(const OffscreenCanvas& canvas, int x, int y) {
  SurfacePtr argb(SDL_ConvertSurfaceFormat(canvas.surface(), SDL_PIXELFORMAT_ARGB8888, 0));
  const auto* row = static_cast<const Uint8*>(argb->pixels) + y * argb->pitch;
  Uint32 value = 0;
  std::memcpy(&value, row + x * 4, sizeof value);
  SDL_Color c{};
  SDL_GetRGBA(value, argb->format, &c.r, &c.g, &c.b, &c.a);
  return c;
}

bool closeTo(SDL_Color c, std::uint32_t rgb) {
  const int want[] = {static_cast<int>(rgb >> 16 & 0xff), static_cast<int>(rgb >> 8 & 0xff),
                      static_cast<int>(rgb & 0xff)};
  return std::abs(c.r - want[0]) <= 16 && std::abs(c.g - want[1]) <= 16 && std::abs(c.b - want[2]) <= 16;
}

TEST_F(PlayScreenTest, ATappedHintMarksTheTileItTurned) {
  constexpr std::uint32_t HintGreen = 0x74e39a;  // TileArt::hintMark's ring
  harness->app().settings.animationSpeed = 0;
  const Board before = play->puzzle().board();
  const SDL_Rect button = play->hud().at(2).rect;  // Hint
  harness->send(InputEvent::tap(button.x + button.w / 2, button.y + button.h / 2, false, Device::Touch));
  int turned = -1;
  for (int i = 0; i < before.cellCount(); ++i)
    if (before.cell(i).rotation != play->puzzle().board().cell(i).rotation) turned = i;
  ASSERT_GE(turned, 0) << "the Hint button turned a tile";
  EXPECT_EQ(play->session().hintsUsed(), 1);
  EXPECT_EQ(play->boardDrawOptions().hinted, turned);
  EXPECT_EQ(play->boardDrawOptions().cursor, -1) << "no cursor under a finger";

  // The ring runs a tenth of a cell inside the cell's edge.
  harness->settle();
  harness->drawFrame();
  const SDL_Rect cell = play->boardView().cellRect(turned);
  const int x = cell.x + cell.w / 10;
  const int y = cell.y + cell.h / 2;
  EXPECT_TRUE(closeTo(pixelAt(harness->canvas(), x, y), HintGreen)) << "the hinted tile is drawn marked";

  // The player's own next move takes the mark away.
  click(turned);
  EXPECT_EQ(play->boardDrawOptions().hinted, -1);
  harness->settle();
  harness->drawFrame();
  EXPECT_FALSE(closeTo(pixelAt(harness->canvas(), x, y), HintGreen));
}

TEST_F(PlayScreenTest, AKeyHintMarksTheTileAndPutsTheCursorOnIt) {
  harness->send(InputEvent::act(Action::Assist, Device::Keyboard));
  const int hinted = play->session().hintedCell();
  ASSERT_GE(hinted, 0);
  EXPECT_EQ(play->boardDrawOptions().hinted, hinted);
  EXPECT_EQ(play->boardDrawOptions().cursor, hinted);
}

TEST_F(PlayScreenTest, ASolveByTheHintButtonSaysSoAndKeepsTwoStars) {
  const SDL_Rect button = play->hud().at(2).rect;  // Hint
  for (int k = 0; k < 40 && !play->session().won(); ++k) {
    harness->send(InputEvent::tap(button.x + button.w / 2, button.y + button.h / 2, false, Device::Touch));
    harness->settle();
  }
  ASSERT_TRUE(play->session().won());
  const int hints = play->session().hintsUsed();
  ASSERT_GT(hints, 1);
  auto* win = harness->top<WinScreen>();
  ASSERT_NE(nullptr, win);
  const std::vector<std::string> lines = win->lines();
  ASSERT_EQ(lines.size(), 3u);
  EXPECT_EQ(lines[2], std::to_string(hints) + " hints  \xc2\xb7  no third star");
  EXPECT_EQ(harness->tiles().progress->get().stars(level.id), 2) << "hints turn tiles straight into place, within par";
  // The panel's three slots: the two earned filled, the top one empty, as saved.
  const std::vector<StarSlot> stars = win->stars();
  ASSERT_EQ(stars.size(), 3u);
  EXPECT_TRUE(stars[0].earned);
  EXPECT_TRUE(stars[1].earned);
  EXPECT_FALSE(stars[2].earned);
  EXPECT_NE(stars[2].need.find("no hint"), std::string::npos) << stars[2].need;
}

TEST_F(PlayScreenTest, ASolveWithoutHintsKeepsTheTopStarAndNamesNoHints) {
  // Without a par, clicking each tile round into place earns every star there is.
  Level free = level;
  free.parMoves.reset();
  free.parSeconds.reset();
  auto screen = std::make_unique<PlayScreen>(harness->tiles(), free);
  play = screen.get();
  harness->push(std::move(screen));
  const auto& solution = *level.solution;
  for (int i = 0; i < play->puzzle().board().cellCount(); ++i) {
    const TileType& t = play->puzzle().board().typeAt(i);
    for (int k = 0; k < 4 && play->puzzle().board().pack(i) != t.packs[solution[static_cast<std::size_t>(i)]]; ++k)
      click(i);
  }
  harness->settle();
  auto* win = harness->top<WinScreen>();
  ASSERT_NE(nullptr, win);
  EXPECT_EQ(win->lines().size(), 2u) << "moves and time only";
  EXPECT_EQ(harness->tiles().progress->get().stars(level.id), 3);
  for (const StarSlot& star : win->stars()) EXPECT_TRUE(star.earned) << star.need;
  // Confetti and stars popping in, unless animations are off: then the panel opens still.
  WinScreen moving(harness->app(), WinScreen::Summary{}, {});
  EXPECT_TRUE(moving.animating());
  harness->app().settings.animationSpeed = 0;
  WinScreen still(harness->app(), WinScreen::Summary{}, {});
  EXPECT_FALSE(still.animating());
}

// The first levels teach by doing: "turn a tile" until a tile is turned, then "every end meets
// its twin" until the level is solved or the status panel is tapped; done lessons stay done.
TEST_F(PlayScreenTest, LessonsShowUntilDoneAndNeverAgain) {
  ASSERT_EQ(Lesson::Turn, play->lesson());
  harness->app().ui.lastDevice = Device::Touch;
  EXPECT_NE(std::string::npos, play->lessonShown().find("Tap a tile")) << play->lessonShown();
  harness->app().ui.lastDevice = Device::Gamepad;
  EXPECT_NE(std::string::npos, play->lessonShown().find("press A")) << play->lessonShown();
  click(0);
  EXPECT_EQ(1u, harness->app().settings.lessonsDone.count("turn"));
  ASSERT_EQ(Lesson::Twins, play->lesson()) << "the next lesson this level calls for";
  const SDL_Rect panel = play->infoRect();
  harness->send(InputEvent::tap(panel.x + panel.w / 2, panel.y + panel.h / 2, false, Device::Touch));
  EXPECT_EQ(1u, harness->app().settings.lessonsDone.count("twins")) << "a tap on the panel puts it away";
  EXPECT_NE(Lesson::Twins, play->lesson());
  // Whatever else this board teaches (heights, bridges) goes the same way.
  for (int k = 0; k < LessonCount && play->lesson(); ++k)
    harness->send(InputEvent::tap(panel.x + panel.w / 2, panel.y + panel.h / 2, false, Device::Touch));
  EXPECT_EQ(std::nullopt, play->lesson());
  // The same kind of level again: nothing left to teach.
  auto again = std::make_unique<PlayScreen>(harness->tiles(), level);
  EXPECT_EQ(std::nullopt, again->lesson());
}

// A lesson shows beside what is left to do, never instead of it; it says how it goes away, and
// for keys and pads (which cannot point at it) it goes by itself after a few turns.
TEST_F(PlayScreenTest, ALessonNeverHidesTheStatusAndSaysHowItGoes) {
  click(0);  // the turning lesson is done: the next one shows
  ASSERT_TRUE(play->lesson().has_value());
  const Lesson second = *play->lesson();
  ASSERT_NE(Lesson::Turn, second);
  auto frameText = [](ScreenHarness& h) {
    DrawProbe probe;
    h.app().ui.assets->probe = &probe;
    h.drawFrame();
    h.app().ui.assets->probe = nullptr;
    std::string all;
    for (const auto& t : probe.texts) all += t.text + "\n";
    return all;
  };
  const std::string words = lessonShortText(second, LessonDevice::Mouse);
  ASSERT_GT(play->puzzle().status().looseEnds, 0);
  // A wide window: the lesson in full with how it goes, below the loose ends.
  ScreenHarness wide(1280, 720, &test::uiTestCatalog());
  wide.app().settings.lessonsDone = harness->app().settings.lessonsDone;
  wide.push(std::make_unique<PlayScreen>(wide.tiles(), level));
  wide.app().ui.lastDevice = Device::Mouse;
  const std::string full = frameText(wide);
  EXPECT_NE(std::string::npos, full.find("loose end")) << full;
  EXPECT_NE(std::string::npos, full.find("Click here to hide")) << full;
  wide.app().ui.lastDevice = Device::Gamepad;
  const std::string pad = frameText(wide);
  EXPECT_NE(std::string::npos, pad.find("Goes after " + std::to_string(LessonTurns) + " turns")) << pad;
  // This window's narrow panel: the short form, marked to close, and the loose ends still there.
  harness->app().ui.lastDevice = Device::Mouse;
  const std::string narrow = frameText(*harness);
  EXPECT_NE(std::string::npos, narrow.find("loose end")) << narrow;
  EXPECT_NE(std::string::npos, narrow.find(words + " \xe2\x9c\x95")) << narrow;

  for (int k = 0; k < LessonTurns && !play->puzzle().status().solved; ++k)
    harness->send(InputEvent::act(Action::Primary, Device::Gamepad));
  EXPECT_NE(std::optional<Lesson>(second), play->lesson());
  EXPECT_EQ(1u, harness->app().settings.lessonsDone.count(LessonIds[static_cast<std::size_t>(second)]));
}

// A big board's first frame does not make all its pictures at once (a 100×100 hex board took
// over a second, the frame loop stalled and clicks piled up): they are made over the next
// frames while the status says how far, and then the board shows.
TEST(PlayScreenOpening, ABigBoardSetsOutItsTilesOverSeveralFramesAndSaysSo) {
  test::ensureHeadlessSdl();
  ScreenHarness h(640, 480, &test::uiTestCatalog());
  const Level big = makeSampleLevel(test::uiTestCatalog(), 40, 40, 5);
  ASSERT_GT(big.board.presentCount(), BoardView::WarmCells);
  auto screen = std::make_unique<PlayScreen>(h.tiles(), big);
  PlayScreen* play = screen.get();
  h.push(std::move(screen));
  DrawProbe probe;
  h.app().ui.assets->probe = &probe;
  h.drawFrame();
  h.app().ui.assets->probe = nullptr;
  ASSERT_TRUE(play->boardView().warming().has_value());
  std::string texts;
  for (const auto& t : probe.texts) texts += t.text + "\n";
  EXPECT_NE(std::string::npos, texts.find("Setting out the tiles")) << texts;
  EXPECT_EQ(0, h.stack().msUntilWake()) << "more frames are wanted";
  int frames = 0;
  while (frames < 500 && h.stack().msUntilWake() == 0) {
    h.drawFrame();
    ++frames;
  }
  EXPECT_FALSE(play->boardView().warming().has_value()) << "shown after " << frames << " frames";
  EXPECT_NE(0, h.stack().msUntilWake());
  // A small board shows at once, as always.
  ScreenHarness small(640, 480, &test::uiTestCatalog());
  auto quick = std::make_unique<PlayScreen>(small.tiles(), makeSampleLevel(test::uiTestCatalog(), 6, 6, 5));
  PlayScreen* quickPlay = quick.get();
  small.push(std::move(quick));
  small.drawFrame();
  EXPECT_FALSE(quickPlay->boardView().warming().has_value());
}

TEST_F(PlayScreenTest, RestartReturnsTheFirstBoard) {
  click(1);
  click(2, true);
  harness->send(InputEvent::act(Action::Menu, Device::Gamepad));
  ASSERT_NE(play, harness->stack().top()) << "Start opens the pause menu";
  harness->send(InputEvent::act(Action::Back, Device::Gamepad));
  ASSERT_EQ(play, harness->stack().top());
  play->restart();
  EXPECT_TRUE(play->puzzle().board().sameLayout(level.board));
  EXPECT_EQ(0, play->puzzle().moves());
}

TEST_F(PlayScreenTest, TappingEveryTileIntoPlaceWinsAndNextLevelIsOffered) {
  const auto& solution = *level.solution;
  for (int i = 0; i < play->puzzle().board().cellCount(); ++i) {
    const TileType& t = play->puzzle().board().typeAt(i);
    for (int k = 0; k < 4 && play->puzzle().board().pack(i) != t.packs[solution[static_cast<std::size_t>(i)]]; ++k)
      click(i);
  }
  ASSERT_TRUE(play->puzzle().solved());
  harness->settle();
  auto* win = harness->top<WinScreen>();
  ASSERT_NE(nullptr, win) << "the celebration opens once the last turn has finished";
  harness->send(InputEvent::act(Action::Primary, Device::Gamepad));  // Next level has the focus
  EXPECT_EQ(1, nextCalls);
  EXPECT_TRUE(harness->stack().empty()) << "win screen and play screen are gone";
}

// Turns every tile into its solved place by clicks; returns the cell of the last turn.
int solveByClicks(PlayScreen& play, const Level& level, const std::function<void(int)>& click) {
  const auto& solution = *level.solution;
  int last = -1;
  for (int i = 0; i < play.puzzle().board().cellCount(); ++i) {
    const TileType& t = play.puzzle().board().typeAt(i);
    for (int k = 0; k < 4 && play.puzzle().board().pack(i) != t.packs[solution[static_cast<std::size_t>(i)]]; ++k) {
      click(i);
      last = i;
    }
  }
  return last;
}

// The summed brightness of a cell's middle half on the canvas.
long brightness(OffscreenCanvas& canvas, const SDL_Rect& cell) {
  long sum = 0;
  for (int y = cell.y + cell.h / 4; y < cell.y + cell.h * 3 / 4; ++y) {
    for (int x = cell.x + cell.w / 4; x < cell.x + cell.w * 3 / 4; ++x) {
      const SDL_Color c = pixelAt(canvas, x, y);
      sum += c.r + c.g + c.b;
    }
  }
  return sum;
}

TEST_F(PlayScreenTest, SolvingLightsTheBoardInAWaveFromTheLastTurnThenThePanelOpens) {
  harness->app().settings.animationSpeed = 2;
  const int last = solveByClicks(*play, level, [this](int cell) { click(cell); });
  ASSERT_TRUE(play->puzzle().solved());
  ASSERT_GE(last, 0);
  for (int k = 0; k < 120 && !play->celebrating(); ++k) harness->step(1.0 / 60);
  ASSERT_TRUE(play->celebrating()) << "the wave starts once the last turn has finished";
  EXPECT_EQ(play, harness->stack().top()) << "no panel yet";
  EXPECT_TRUE(play->animating());
  EXPECT_EQ(0, play->solveWave().depth(last)) << "from the last tile turned";
  EXPECT_EQ(static_cast<std::size_t>(play->puzzle().board().cellCount()), play->solveWave().order().size());
  // The start cell at the top of its flash is brighter than the same cell at rest.
  harness->drawFrame();
  const SDL_Rect cell = play->boardView().cellRect(last);
  const long rest = brightness(harness->canvas(), cell);
  harness->step(SolveWave::SettleSeconds * 0.15 * play->wavePace());
  ASSERT_TRUE(play->celebrating());
  harness->drawFrame();
  EXPECT_GT(brightness(harness->canvas(), cell), rest + rest / 20) << "the flash lights the tile";
  // Well under a second later the panel is up, and the play screen asks for no more frames.
  double waited = 0;
  while (harness->top<WinScreen>() == nullptr && waited < 2) {
    harness->step(1.0 / 60);
    waited += 1.0 / 60;
  }
  ASSERT_NE(nullptr, harness->top<WinScreen>());
  EXPECT_LT(waited, 0.9);
  EXPECT_FALSE(play->celebrating());
  EXPECT_FALSE(play->animating()) << "nothing moves under the panel once the wave is done";
}

TEST_F(PlayScreenTest, WithAnimationOffThereIsNoWaveAndThePanelOpensAtOnce) {
  harness->app().settings.animationSpeed = 0;
  solveByClicks(*play, level, [this](int cell) { click(cell); });
  ASSERT_TRUE(play->puzzle().solved());
  harness->step(0);
  EXPECT_NE(nullptr, harness->top<WinScreen>());
  EXPECT_FALSE(play->celebrating());
}

TEST_F(PlayScreenTest, ARotationAnimatesAndSettles) {
  harness->app().settings.animationSpeed = 2;
  click(turnableCell());
  harness->step(0);
  EXPECT_TRUE(play->animating());
  harness->settle();
  EXPECT_FALSE(play->animating());
}

TEST_F(PlayScreenTest, IdleBoardAsksForNoFramesButTheClockTicksOncePerSecond) {
  harness->settle();
  harness->drawFrame();
  EXPECT_FALSE(play->animating());
  EXPECT_EQ(-1, play->msUntilWake()) << "the clock starts at the first turn";
  click(turnableCell());
  harness->settle();
  harness->drawFrame();
  const int wake = play->msUntilWake();
  EXPECT_GT(wake, 0);
  EXPECT_LE(wake, 1000);
}

TEST_F(PlayScreenTest, LeavingAPlayScreenLetsItsRenderTargetsGoAndTheCountsReturn) {
  const TextureCounts before = TextureLedger::counts();
  harness->drawFrame();
  const TextureCounts shown = TextureLedger::counts();
  ASSERT_GT(shown.targets, before.targets);  // the board keeps its settled tiles in render targets
  for (int round = 0; round < 3; ++round) {
    harness->stack().pop();
    harness->stack().applyPending(harness->ui().metrics);
    const TextureCounts left = TextureLedger::counts();
    EXPECT_EQ(left.targets, before.targets);   // no view holds any: the pool lets them go
    EXPECT_LT(left.textures, shown.textures);  // the board's tiles are gone
    auto screen = std::make_unique<PlayScreen>(harness->tiles(), level);
    play = screen.get();
    harness->push(std::move(screen));
    harness->drawFrame();
    const TextureCounts again = TextureLedger::counts();
    EXPECT_EQ(again.targets, shown.targets);
    EXPECT_EQ(again.textures, shown.textures);
  }
}

// A generated hex level of the shipped catalog (nothing when the generator gives none).
std::optional<Level> hexLevel(int width, int height, std::uint64_t seed) {
  GenerateOptions o;
  o.shape = Shape::Hex;
  o.width = width;
  o.height = height;
  o.seed = seed;
  return generate(test::shippedCatalog(), o);
}

TEST(PlayScreenHexTest, AClickInsideAHexTurnsThatHexASixthAndATapNearItsPointTurnsTheRightOne) {
  test::ensureHeadlessSdl();
  const std::optional<Level> level = hexLevel(6, 5, 3);
  ASSERT_TRUE(level);
  ScreenHarness harness(640, 480, &test::shippedCatalog());
  auto screen = std::make_unique<PlayScreen>(harness.tiles(), *level);
  PlayScreen* play = screen.get();
  harness.push(std::move(screen));
  harness.settle();
  const Board& board = play->puzzle().board();
  const int cell = board.index(2, 1);  // an odd row: shifted half a cell right
  ASSERT_FALSE(board.cell(cell).locked);
  const int before = board.cell(cell).rotation;
  const SDL_Rect r = play->boardView().cellRect(cell);
  harness.send(InputEvent::tap(r.x + r.w / 2, r.y + r.h / 2, false, Device::Mouse));
  EXPECT_EQ(board.cell(cell).rotation, (before + 1) % 6);
  harness.settle();
  // Just inside the hex's bottom point, which lies inside the rectangles of the row below too.
  const int below = board.index(2, 2);
  const int belowBefore = board.cell(below).rotation;
  const int now = board.cell(cell).rotation;
  harness.send(InputEvent::tap(r.x + r.w / 2, r.y + r.h - 3, false, Device::Mouse));
  EXPECT_EQ(board.cell(cell).rotation, (now + 1) % 6);
  EXPECT_EQ(board.cell(below).rotation, belowBefore);
  harness.settle();
  harness.drawFrame();
}

// A hex board is laid out as hex from the start, so a zoom asked for before the first frame, or
// kept through a new layout (a window resize), is not undone by the first draw finding the
// board's shape different from the layout's.
TEST(PlayScreenHexTest, AZoomedHexBoardStaysZoomedThroughItsFirstFrameAndANewLayout) {
  test::ensureHeadlessSdl();
  const std::optional<Level> level = hexLevel(30, 30, 7);
  ASSERT_TRUE(level);
  ScreenHarness harness(640, 480, &test::shippedCatalog());
  auto screen = std::make_unique<PlayScreen>(harness.tiles(), *level);
  PlayScreen* play = screen.get();
  harness.push(std::move(screen));
  const int fitted = play->boardView().cellSize();
  for (int k = 0; k < 4; ++k) harness.send(InputEvent::act(Action::ZoomIn, Device::Keyboard));
  harness.settle();
  harness.drawFrame();
  const int zoomed = play->boardView().drawnCellSize();
  EXPECT_GT(zoomed, 2 * fitted) << "four zoom steps in";
  EXPECT_FALSE(play->boardView().camera().fitted());
  const CameraPlace place = play->boardView().place();
  play->layout(harness.ui().metrics);
  harness.drawFrame();
  EXPECT_EQ(play->boardView().drawnCellSize(), zoomed) << "a new layout keeps the zoom";
  EXPECT_NEAR(play->boardView().place().zoom, place.zoom, 1e-9);
  EXPECT_NEAR(play->boardView().place().centreX, place.centreX, 1e-6);
  EXPECT_NEAR(play->boardView().place().centreY, place.centreY, 1e-6);
}

// The bar for hex: a 15×15 hex level won with the gamepad alone on a handheld screen and
// with the mouse alone on a desktop one.
TEST(PlayScreenHexTest, A15By15HexLevelIsWonWithTheGamepadAloneAndWithTheMouseAlone) {
  test::ensureHeadlessSdl();
  const std::optional<Level> level = hexLevel(15, 15, 21);
  ASSERT_TRUE(level && level->solution);
  // Clockwise sixth turns each tile needs.
  auto turnsNeeded = [&](const Board& board, int i) {
    const TileType& t = board.typeAt(i);
    const auto want = t.packs[(*level->solution)[static_cast<std::size_t>(i)]];
    int k = 0;
    while (k < 6 && t.packs[static_cast<std::size_t>((board.cell(i).rotation + k) % 6)] != want) ++k;
    return k;
  };
  for (const bool gamepad : {true, false}) {
    ScreenHarness harness(gamepad ? 480 : 1920, gamepad ? 320 : 1080, &test::shippedCatalog());
    harness.app().settings.animationSpeed = 0;
    auto screen = std::make_unique<PlayScreen>(harness.tiles(), *level);
    PlayScreen* play = screen.get();
    harness.push(std::move(screen));
    harness.settle();
    const Board& board = play->puzzle().board();
    auto press = [&](Action a) { harness.send(InputEvent::act(a, Device::Gamepad)); };
    int asked = 0;
    for (int cell = 0; cell < board.cellCount(); ++cell) {
      const int n = turnsNeeded(board, cell);
      ASSERT_LT(n, 6) << "cell " << cell;
      if (n == 0) continue;
      if (gamepad) {
        // Left and right along the row, up and down to the same column of the next row.
        for (int guard = 0; guard < 64 && play->cursor() != cell; ++guard) {
          const int dx = board.xOf(cell) - board.xOf(play->cursor());
          const int dy = board.yOf(cell) - board.yOf(play->cursor());
          press(dy > 0 ? Action::Down : dy < 0 ? Action::Up : dx > 0 ? Action::Right : Action::Left);
        }
        ASSERT_EQ(play->cursor(), cell);
        for (int k = 0; k < n; ++k) press(Action::Primary);
      } else {
        const SDL_Rect r = play->boardView().cellRect(cell);
        ASSERT_EQ(play->boardView().cellAt(r.x + r.w / 2, r.y + r.h / 2), cell);
        for (int k = 0; k < n; ++k) harness.send(InputEvent::tap(r.x + r.w / 2, r.y + r.h / 2, false, Device::Mouse));
      }
      asked += n;
    }
    EXPECT_EQ(asked, play->puzzle().moves()) << (gamepad ? "gamepad" : "mouse");
    EXPECT_TRUE(play->session().won()) << (gamepad ? "gamepad" : "mouse");
    harness.settle();
    harness.drawFrame();
  }
}

TEST(PlayScreenHexTest, TappingEveryHexIntoPlaceWinsWithTouchAtHandheldSize) {
  test::ensureHeadlessSdl();
  const std::optional<Level> level = hexLevel(7, 6, 11);
  ASSERT_TRUE(level && level->solution);
  ScreenHarness harness(480, 320, &test::shippedCatalog());
  auto screen = std::make_unique<PlayScreen>(harness.tiles(), *level);
  PlayScreen* play = screen.get();
  harness.push(std::move(screen));
  harness.settle();
  const Board& board = play->puzzle().board();
  const auto& solution = *level->solution;
  for (int i = 0; i < board.cellCount(); ++i) {
    const TileType& t = board.typeAt(i);
    for (int k = 0; k < 6 && board.pack(i) != t.packs[solution[static_cast<std::size_t>(i)]]; ++k) {
      const SDL_Rect r = play->boardView().cellRect(i);
      harness.send(InputEvent::tap(r.x + r.w / 2, r.y + r.h / 2, false, Device::Touch));
    }
  }
  ASSERT_TRUE(play->puzzle().solved());
  harness.settle();
  EXPECT_NE(nullptr, harness.top<WinScreen>());
}

TEST(PlayScreenShapedTest, TheCursorPassesOverAHoleToTheNextCellThatIsThere) {
  test::ensureHeadlessSdl();
  auto pack = loadLevels(test::sourcePath("tests/data/good-levels/shaped-ring.yaml"), test::shippedCatalog());
  ASSERT_TRUE(ok(pack));
  const Level level = std::get<Pack>(pack).levels.at(0);
  ScreenHarness harness(640, 480, &test::shippedCatalog());
  auto screen = std::make_unique<PlayScreen>(harness.tiles(), level);
  PlayScreen* play = screen.get();
  harness.push(std::move(screen));
  harness.settle();
  const Board& board = play->puzzle().board();
  ASSERT_FALSE(board.present(board.index(1, 1)));
  EXPECT_TRUE(board.present(play->cursor())) << "the cursor never starts on the hole";
  for (int n = 0; n < 9 && board.yOf(play->cursor()) != 0; ++n)
    harness.send(InputEvent::act(Action::Up, Device::Gamepad));
  for (int n = 0; n < 9 && play->cursor() != board.index(1, 0); ++n)
    harness.send(InputEvent::act(Action::Right, Device::Gamepad));
  ASSERT_EQ(play->cursor(), board.index(1, 0));
  harness.send(InputEvent::act(Action::Down, Device::Gamepad));
  EXPECT_EQ(play->cursor(), board.index(1, 2)) << "over the hole in the middle";
}

TEST_F(PlayScreenTest, FromTheSecondFrameTheBoardsTilePicturesShareOnePage) {
  // The frame that makes a tile's picture draws it from a texture of its own; the next frame
  // moves it into the atlas page of its size, so a board's copies no longer change texture.
  harness->drawFrame();
  const std::int64_t first = TextureLedger::counts().textures;
  harness->drawFrame();
  const std::int64_t second = TextureLedger::counts().textures;
  EXPECT_LE(second, first - 8);
  harness->drawFrame();
  EXPECT_EQ(TextureLedger::counts().textures, second);
}

TEST_F(PlayScreenTest, TheWheelZoomsTheBoardAndTurnsNothing) {
  const Board before = play->puzzle().board();
  const SDL_Point p = centreOf(7);
  harness->send(InputEvent::wheel(2, p.x, p.y, Device::Mouse));
  EXPECT_FALSE(play->boardView().fitted());
  EXPECT_GT(play->boardView().drawnCellSize(), play->boardView().cellSize());
  EXPECT_TRUE(play->puzzle().board().sameLayout(before));
  EXPECT_EQ(0, play->puzzle().moves());
}

TEST_F(PlayScreenTest, ADragOnTheZoomedBoardPansAndTurnsNothing) {
  // A board large enough to be wider and taller than the view when zoomed in.
  auto screen = std::make_unique<PlayScreen>(harness->tiles(), makeSampleLevel(test::uiTestCatalog(), 12, 12, 5));
  play = screen.get();
  harness->push(std::move(screen));
  harness->send(InputEvent::wheel(4, centreOf(78).x, centreOf(78).y, Device::Mouse));
  const Board before = play->puzzle().board();
  const SDL_Rect was = play->boardView().cellRect(78);
  const SDL_Point p = centreOf(78);
  const int far = play->boardView().drawnCellSize() + 12;  // a finger pans past a tile's width
  harness->send(InputEvent::drag(InputEvent::Phase::Start, p.x - 12, p.y + 9, -12, 9, Device::Touch));
  harness->send(InputEvent::drag(InputEvent::Phase::Move, p.x - far, p.y + 9, 12 - far, 0, Device::Touch));
  harness->send(InputEvent::drag(InputEvent::Phase::End, p.x - far, p.y + 9, 0, 0, Device::Touch));
  EXPECT_EQ(was.x - far, play->boardView().cellRect(78).x);
  EXPECT_EQ(was.y + 9, play->boardView().cellRect(78).y);
  EXPECT_TRUE(play->puzzle().board().sameLayout(before));
  EXPECT_EQ(0, play->puzzle().moves());
}

TEST_F(PlayScreenTest, AFingerThatWobblesLessThanATileStillTurnsIt) {
  auto screen = std::make_unique<PlayScreen>(harness->tiles(), makeSampleLevel(test::uiTestCatalog(), 12, 12, 5));
  play = screen.get();
  harness->push(std::move(screen));
  harness->send(InputEvent::wheel(4, centreOf(78).x, centreOf(78).y, Device::Mouse));
  const SDL_Rect was = play->boardView().cellRect(78);
  const int before = rotation(78);
  const SDL_Point p = centreOf(78);
  // Past the translator's tap threshold, so a drag, but short of a tile's width.
  harness->send(InputEvent::drag(InputEvent::Phase::Start, p.x - 12, p.y + 9, -12, 9, Device::Touch));
  harness->send(InputEvent::drag(InputEvent::Phase::End, p.x - 12, p.y + 9, 0, 0, Device::Touch));
  const SDL_Rect now = play->boardView().cellRect(78);
  EXPECT_TRUE(was.x == now.x && was.y == now.y && was.w == now.w) << "the board did not move";
  EXPECT_EQ(1, play->puzzle().moves());
  EXPECT_EQ((before + 1) % 4, rotation(78)) << "the tile where the finger went down turned";
}

TEST_F(PlayScreenTest, AClickOnTheZoomedBoardTurnsTheTileUnderIt) {
  harness->send(InputEvent::wheel(3, centreOf(0).x, centreOf(0).y, Device::Mouse));
  const int cell = turnableCell();
  ASSERT_GE(cell, 0);
  harness->send(InputEvent::act(Action::ZoomIn, Device::Keyboard));
  // Wherever the zoom left it, bring it into view by its cursor and click its centre.
  for (int guard = 0; guard < 50 && play->cursor() != cell; ++guard) {
    const Board& b = play->puzzle().board();
    const int dx = b.xOf(cell) - b.xOf(play->cursor());
    const int dy = b.yOf(cell) - b.yOf(play->cursor());
    harness->send(InputEvent::act(dx > 0   ? Action::Right
                                  : dx < 0 ? Action::Left
                                  : dy > 0 ? Action::Down
                                           : Action::Up,
                                  Device::Keyboard));
  }
  ASSERT_EQ(cell, play->cursor());
  const SDL_Point p = centreOf(cell);
  ASSERT_EQ(cell, play->boardView().cellAt(p.x, p.y));
  const int before = rotation(cell);
  click(cell);
  EXPECT_EQ((before + 1) % 4, rotation(cell));
}

TEST_F(PlayScreenTest, ZoomedInTheCursorNeverLeavesTheView) {
  for (int i = 0; i < 8; ++i) harness->send(InputEvent::act(Action::ZoomIn, Device::Gamepad));
  ASSERT_FALSE(play->boardView().fitted());
  const Rect& view = play->boardView().camera().view();
  const Action walk[] = {Action::Right, Action::Down, Action::Left, Action::Up};
  for (Action a : walk) {
    for (int step = 0; step < 6; ++step) {
      harness->send(InputEvent::act(a, Device::Gamepad));
      const SDL_Rect r = play->boardView().cellRect(play->cursor());
      EXPECT_GE(r.x, view.x);
      EXPECT_GE(r.y, view.y);
      EXPECT_LE(r.x + r.w, view.x + view.w);
      EXPECT_LE(r.y + r.h, view.y + view.h);
    }
  }
  harness->send(InputEvent::act(Action::ZoomFit, Device::Keyboard));
  EXPECT_TRUE(play->boardView().fitted());
}

// Pixels of two surfaces that differ (any colour channel), counted.
int differingPixels(SDL_Surface* a, SDL_Surface* b) {
  SurfacePtr x(SDL_ConvertSurfaceFormat(a, SDL_PIXELFORMAT_ARGB8888, 0));
  SurfacePtr y(SDL_ConvertSurfaceFormat(b, SDL_PIXELFORMAT_ARGB8888, 0));
  if (!x || !y || x->w != y->w || x->h != y->h) return -1;
  int n = 0;
  for (int row = 0; row < x->h; ++row) {
    const auto* p = static_cast<const std::uint32_t*>(
        static_cast<const void*>(static_cast<const Uint8*>(x->pixels) + row * x->pitch));
    const auto* q = static_cast<const std::uint32_t*>(
        static_cast<const void*>(static_cast<const Uint8*>(y->pixels) + row * y->pitch));
    for (int i = 0; i < x->w; ++i) n += (p[i] & 0xffffffu) != (q[i] & 0xffffffu) ? 1 : 0;
  }
  return n;
}

// The zoomed board's layer is kept while the view pans (only the part coming into view is
// painted) and repaired where tiles change: after a long pan and turns in view, the screen is
// exactly what a fresh view of the same place draws.
TEST(PlayScreenPanTest, APannedBoardDrawsExactlyAsAFreshViewOfThePlace) {
  test::ensureHeadlessSdl();
  const Level level = makeSampleLevel(test::uiTestCatalog(), 40, 40, 5);
  auto run = [&](ScreenHarness& h, bool drawOnTheWay, int zoomSteps) {
    auto screen = std::make_unique<PlayScreen>(h.tiles(), level);
    PlayScreen* p = screen.get();
    p->freezeClock();
    h.push(std::move(screen));
    for (int i = 0; i < zoomSteps; ++i) h.send(InputEvent::act(Action::ZoomIn, Device::Gamepad));
    if (drawOnTheWay) h.drawFrame();
    for (int i = 0; i < 90; ++i) {
      h.send(InputEvent::scroll(7, 5));
      if (drawOnTheWay) h.drawFrame();
    }
    // Turn every tile in the middle of the view once (neighbours' loose ends change too).
    const Rect v = p->boardView().camera().view();
    const int cell = p->boardView().cellAt(static_cast<int>(v.x + v.w / 2), static_cast<int>(v.y + v.h / 2));
    for (int k = 0; k < 3; ++k) p->rotateAt(cell + k, 1);
    for (int k = 0; k < 40 && drawOnTheWay; ++k) {  // frames while the tiles turn
      h.step(0.01);
      h.drawFrame();
    }
    h.settle();
    for (int i = 0; i < 4; ++i) {  // the turned tiles stay in view
      h.send(InputEvent::scroll(-9, -3));
      if (drawOnTheWay) h.drawFrame();
    }
    h.drawSettled();
    return p;
  };
  // Zoomed in (the layer fixed to the board) and fitted (the layer fixed to the screen).
  for (const int zoomSteps : {6, 0}) {
    ScreenHarness kept(640, 480, &test::uiTestCatalog());
    ScreenHarness fresh(640, 480, &test::uiTestCatalog());
    const PlayScreen* a = run(kept, true, zoomSteps);
    const PlayScreen* b = run(fresh, false, zoomSteps);
    ASSERT_EQ(zoomSteps == 0, a->boardView().fitted());
    ASSERT_EQ(3, a->puzzle().moves());
    ASSERT_EQ(a->boardView().boardRect().x, b->boardView().boardRect().x);
    ASSERT_EQ(a->boardView().boardRect().y, b->boardView().boardRect().y);
    EXPECT_EQ(0, differingPixels(kept.canvas().surface(), fresh.canvas().surface())) << zoomSteps << " zoom steps";
  }
}

// A zoom step shows the old picture scaled while the new size's pictures are made and the layer
// painted, a budget a frame; a tile turned part-way makes the painting look again. Once sharp,
// the screen is exactly what a fresh view at the same zoom draws: in, out (still zoomed, the
// layer fixed to the board) and out to the fitted board (the layer fixed to the screen).
TEST(PlayScreenZoomTest, AZoomStepEndsExactlyAsAFreshViewOfThePlace) {
  test::ensureHeadlessSdl();
  const Level level = makeSampleLevel(test::uiTestCatalog(), 150, 150, 7);
  auto open = [&](ScreenHarness& h) {
    auto screen = std::make_unique<PlayScreen>(h.tiles(), level);
    PlayScreen* p = screen.get();
    p->freezeClock();
    h.push(std::move(screen));
    return p;
  };
  ScreenHarness kept(1280, 720, &test::uiTestCatalog());
  PlayScreen* a = open(kept);
  kept.drawFrame();
  int turned = 0;
  auto untilSharp = [&](bool turnOnTheWay) {
    int frames = 0;
    for (; frames < 2000; ++frames) {
      if (turnOnTheWay && frames == 3) {
        const Rect v = a->boardView().camera().view();
        a->rotateAt(a->boardView().cellAt(static_cast<int>(v.x + v.w / 2), static_cast<int>(v.y + v.h / 2)), 1);
        ++turned;
      }
      kept.drawFrame();
      kept.step(1.0 / 60);
      if (frames > 3 && !a->boardView().animating() && !a->boardView().sharpening()) break;
    }
    kept.drawFrame();
    return frames;
  };
  // zoom steps from fitted after each move: 3 in, 1 out, 2 out (fitted)
  const std::vector<std::pair<Action, int>> moves = {{Action::ZoomIn, 3}, {Action::ZoomOut, 1}, {Action::ZoomOut, 2}};
  int steps = 0;
  for (const auto& [action, count] : moves) {
    for (int i = 0; i < count; ++i) kept.send(InputEvent::act(action, Device::Gamepad));
    steps += action == Action::ZoomIn ? count : -count;
    EXPECT_LT(untilSharp(action == Action::ZoomOut), 2000) << "the zoom step ends";
    ScreenHarness fresh(1280, 720, &test::uiTestCatalog());
    PlayScreen* b = open(fresh);
    // (one step more and back: the gamepad's cursor shows as it does on the other)
    for (int i = 0; i <= steps; ++i) fresh.send(InputEvent::act(Action::ZoomIn, Device::Gamepad));
    fresh.send(InputEvent::act(Action::ZoomOut, Device::Gamepad));
    // The same turns, on the fresh board.
    for (int k = 0; k < a->puzzle().board().cellCount(); ++k)
      for (int t = 0; t < 4 && b->puzzle().board().cell(k).rotation != a->puzzle().board().cell(k).rotation; ++t)
        b->rotateAt(k, 1);
    fresh.settle();
    fresh.drawSettled();
    ASSERT_EQ(steps == 0, a->boardView().fitted());
    ASSERT_EQ(a->boardView().boardRect().x, b->boardView().boardRect().x) << steps;
    ASSERT_EQ(a->boardView().boardRect().w, b->boardView().boardRect().w) << steps;
    EXPECT_EQ(0, differingPixels(kept.canvas().surface(), fresh.canvas().surface())) << steps << " zoom steps";
  }
  EXPECT_EQ(2, turned);
}

// Zooming again while a zoom step is still moving goes on from the picture as it shows: the
// frame right after the second press (no time passed) shows the board where the frame before it
// did, rather than jumping back to where the first step began.
TEST(PlayScreenZoomTest, ASecondZoomMidwayStartsFromWhereThePictureIs) {
  test::ensureHeadlessSdl();
  ScreenHarness h(640, 480, &test::uiTestCatalog());
  auto screen = std::make_unique<PlayScreen>(h.tiles(), makeSampleLevel(test::uiTestCatalog(), 100, 100, 3));
  PlayScreen* p = screen.get();
  p->freezeClock();
  h.push(std::move(screen));
  h.send(InputEvent::act(Action::ZoomIn, Device::Gamepad));
  h.send(InputEvent::act(Action::ZoomIn, Device::Gamepad));
  for (int i = 0; i < 200 && (p->boardView().animating() || p->boardView().sharpening()); ++i) {
    h.drawFrame();
    h.step(1.0 / 60);
  }
  h.drawFrame();
  h.send(InputEvent::act(Action::ZoomIn, Device::Gamepad));
  for (int i = 0; i < 4; ++i) {  // part-way through the transition
    h.drawFrame();
    h.step(1.0 / 60);
  }
  ASSERT_TRUE(p->boardView().animating());
  h.drawFrame();
  SurfacePtr before(SDL_DuplicateSurface(h.canvas().surface()));
  const SDL_Rect mapBefore = p->boardView().overviewRect();
  h.send(InputEvent::act(Action::ZoomIn, Device::Gamepad));
  h.drawFrame();
  const SDL_Rect mapAfter = p->boardView().overviewRect();
  // The board's area, less the overview map (its frame follows the camera at once).
  const Rect view = p->boardView().camera().view();
  SurfacePtr a(SDL_ConvertSurfaceFormat(before.get(), SDL_PIXELFORMAT_ARGB8888, 0));
  SurfacePtr b(SDL_ConvertSurfaceFormat(h.canvas().surface(), SDL_PIXELFORMAT_ARGB8888, 0));
  int differing = 0;
  int compared = 0;
  for (int y = static_cast<int>(view.y); y < static_cast<int>(view.bottom()); ++y)
    for (int x = static_cast<int>(view.x); x < static_cast<int>(view.right()); ++x) {
      const SDL_Point q{x, y};
      if (SDL_PointInRect(&q, &mapBefore) || SDL_PointInRect(&q, &mapAfter)) continue;
      const auto pa = static_cast<const std::uint32_t*>(a->pixels)[y * a->pitch / 4 + x];
      const auto pb = static_cast<const std::uint32_t*>(b->pixels)[y * b->pitch / 4 + x];
      ++compared;
      differing += (pa & 0xffffffu) != (pb & 0xffffffu) ? 1 : 0;
    }
  EXPECT_GT(compared, 10000);
  EXPECT_EQ(0, differing);
}

TEST(PlayScreenSeekTest, NextLooseEndVisitsEachUnsolvedPlaceOnABigZoomedBoard) {
  test::ensureHeadlessSdl();
  ScreenHarness harness(480, 320, &test::uiTestCatalog());
  auto screen = std::make_unique<PlayScreen>(harness.tiles(), makeSampleLevel(test::uiTestCatalog(), 40, 40, 5));
  PlayScreen* play = screen.get();
  harness.push(std::move(screen));
  for (int i = 0; i < 12; ++i) harness.send(InputEvent::act(Action::ZoomIn, Device::Gamepad));
  ASSERT_FALSE(play->boardView().fitted());
  const Board& board = play->puzzle().board();
  const Rect& view = play->boardView().camera().view();
  std::vector<int> visited;
  for (int i = 0; i < 6; ++i) {
    harness.send(InputEvent::act(Action::Seek, Device::Gamepad));
    const int at = play->cursor();
    EXPECT_GT(board.looseEnds(at), 0) << "step " << i;
    EXPECT_EQ(visited.end(), std::find(visited.begin(), visited.end(), at)) << "no cell twice in a round";
    visited.push_back(at);
    const SDL_Rect r = play->boardView().cellRect(at);
    EXPECT_TRUE(view.contains(Point{r.x + r.w / 2.0, r.y + r.h / 2.0})) << "the view follows";
  }
  EXPECT_EQ(0, play->puzzle().moves()) << "seeking turns nothing";
  // A turn starts the round again: the nearest loose end may be visited anew.
  harness.send(InputEvent::act(Action::Primary, Device::Gamepad));
  EXPECT_EQ(1, play->puzzle().moves());

  // The Find button does the same for a finger, and rings the cell it found.
  const SDL_Rect find = play->hud().at(3).rect;
  harness.send(InputEvent::tap(find.x + find.w / 2, find.y + find.h / 2, false, Device::Touch));
  EXPECT_GT(board.looseEnds(play->cursor()), 0);
  EXPECT_EQ(play->cursor(), play->boardDrawOptions().cursor);
}

TEST_F(PlayScreenTest, InLockModeADragLocksEveryTileItCrossesAndFromALockedTileUnlocks) {
  const SDL_Rect lock = play->hud().at(4).rect;
  harness->send(InputEvent::tap(lock.x + lock.w / 2, lock.y + lock.h / 2, false, Device::Touch));
  ASSERT_TRUE(play->lockMode());
  const Board& board = play->puzzle().board();
  // Row 1 of the 5×4 board, from cell 5 to cell 9, in one fast move.
  const SDL_Point from = centreOf(5);
  const SDL_Point to = centreOf(9);
  harness->send(InputEvent::drag(InputEvent::Phase::Start, from.x + 8, from.y, 8, 0, Device::Touch));
  harness->send(InputEvent::drag(InputEvent::Phase::Move, to.x, to.y, to.x - from.x - 8, 0, Device::Touch));
  harness->send(InputEvent::drag(InputEvent::Phase::End, to.x, to.y, 0, 0, Device::Touch));
  for (int c = 5; c <= 9; ++c) EXPECT_TRUE(board.cell(c).locked) << "cell " << c;
  EXPECT_FALSE(board.cell(0).locked);
  EXPECT_FALSE(board.cell(10).locked);
  // Begun on a locked tile, the drag unlocks; it stops where the finger stops.
  const SDL_Point mid = centreOf(7);
  harness->send(InputEvent::drag(InputEvent::Phase::Start, to.x - 8, to.y, -8, 0, Device::Mouse));
  harness->send(InputEvent::drag(InputEvent::Phase::End, mid.x, mid.y, mid.x - to.x + 8, 0, Device::Mouse));
  EXPECT_TRUE(board.cell(5).locked);
  EXPECT_TRUE(board.cell(6).locked);
  for (int c = 7; c <= 9; ++c) EXPECT_FALSE(board.cell(c).locked) << "cell " << c;
  // Out of lock mode the same drag locks nothing.
  harness->send(InputEvent::tap(lock.x + lock.w / 2, lock.y + lock.h / 2, false, Device::Touch));
  ASSERT_FALSE(play->lockMode());
  harness->send(InputEvent::drag(InputEvent::Phase::Start, to.x - 8, to.y, -8, 0, Device::Mouse));
  harness->send(InputEvent::drag(InputEvent::Phase::End, mid.x, mid.y, mid.x - to.x + 8, 0, Device::Mouse));
  for (int c = 7; c <= 9; ++c) EXPECT_FALSE(board.cell(c).locked) << "cell " << c;
}

TEST_F(PlayScreenTest, ALongPressThenADragLocksTheTilesItCrossesAndTurnsNone) {
  EXPECT_TRUE(play->dragsAfterHold()) << "the loop reports held fingers to the play screen";
  const Board& board = play->puzzle().board();
  const Board before = board;
  const SDL_Point from = centreOf(5);
  const SDL_Point to = centreOf(9);
  harness->send(InputEvent::hold(from.x, from.y));
  EXPECT_EQ(5, play->boardDrawOptions().cursor) << "the held tile is ringed";
  EXPECT_EQ(0, play->puzzle().moves()) << "holding turns nothing yet";
  InputEvent start = InputEvent::drag(InputEvent::Phase::Start, from.x + 8, from.y, 8, 0, Device::Touch);
  InputEvent move = InputEvent::drag(InputEvent::Phase::Move, to.x, to.y, to.x - from.x - 8, 0, Device::Touch);
  InputEvent end = InputEvent::drag(InputEvent::Phase::End, to.x, to.y, 0, 0, Device::Touch);
  for (InputEvent* e : {&start, &move, &end}) {
    e->alternate = true;  // begun by the long press
    harness->send(*e);
  }
  for (int c = 5; c <= 9; ++c) EXPECT_TRUE(board.cell(c).locked) << "cell " << c;
  EXPECT_FALSE(board.cell(4).locked);
  EXPECT_FALSE(board.cell(10).locked);
  EXPECT_EQ(0, play->puzzle().moves());
  for (int c = 0; c < board.cellCount(); ++c) EXPECT_EQ(before.cell(c).rotation, rotation(c)) << "cell " << c;
  EXPECT_FALSE(play->lockMode());
  EXPECT_EQ(-1, play->boardDrawOptions().cursor) << "the ring goes with the finger";
  // Begun again on a locked tile, the drag unlocks.
  harness->send(InputEvent::hold(to.x, to.y));
  start = InputEvent::drag(InputEvent::Phase::Start, to.x - 8, to.y, -8, 0, Device::Touch);
  end = InputEvent::drag(InputEvent::Phase::End, from.x, from.y, from.x - to.x + 8, 0, Device::Touch);
  for (InputEvent* e : {&start, &end}) {
    e->alternate = true;
    harness->send(*e);
  }
  for (int c = 5; c <= 9; ++c) EXPECT_FALSE(board.cell(c).locked) << "cell " << c;
  EXPECT_EQ(0, play->puzzle().moves());
}

// The gamepad's and keyboard's way: moves made while Mark (Y, L) is held arrive marked
// alternate, and each tile the cursor reaches takes the lock state Mark gave the first.
TEST_F(PlayScreenTest, MovingTheCursorWithMarkHeldLocksOrUnlocksEveryTileReached) {
  const Board& board = play->puzzle().board();
  auto move = [&](Action a, bool markHeld) {
    InputEvent e = InputEvent::act(a, Device::Gamepad);
    e.alternate = markHeld;
    harness->send(e);
  };
  move(Action::Down, false);
  const int first = play->cursor();
  harness->send(InputEvent::act(Action::Mark, Device::Gamepad));
  ASSERT_TRUE(board.cell(first).locked);
  move(Action::Right, true);
  move(Action::Right, true);
  EXPECT_EQ(first + 2, play->cursor());
  for (int c = first; c <= first + 2; ++c) EXPECT_TRUE(board.cell(c).locked) << "cell " << c;
  move(Action::Down, false);  // Mark let go
  EXPECT_FALSE(board.cell(play->cursor()).locked);
  // Begun on a locked tile, the same unlocks.
  move(Action::Up, false);
  harness->send(InputEvent::act(Action::Mark, Device::Gamepad));
  ASSERT_FALSE(board.cell(first + 2).locked);
  move(Action::Left, true);
  EXPECT_FALSE(board.cell(first + 1).locked);
  EXPECT_TRUE(board.cell(first).locked);
  EXPECT_EQ(0, play->puzzle().moves()) << "locking turns nothing";
}

TEST_F(PlayScreenTest, ALongPressLiftedWithoutMovingStillTurnsBack) {
  const int cell = turnableCell();
  const int before = rotation(cell);
  const SDL_Point p = centreOf(cell);
  harness->send(InputEvent::hold(p.x, p.y));
  EXPECT_EQ(before, rotation(cell));
  harness->send(InputEvent::tap(p.x, p.y, true, Device::Touch));  // the finger lifts
  EXPECT_EQ((before + 3) % 4, rotation(cell));
  EXPECT_EQ(1, play->puzzle().moves());
  EXPECT_FALSE(play->puzzle().board().cell(cell).locked);
}

TEST_F(PlayScreenTest, ALongPressAndDragFromTheOverviewMapLocksNothing) {
  auto screen = std::make_unique<PlayScreen>(harness->tiles(), makeSampleLevel(test::uiTestCatalog(), 12, 12, 5));
  play = screen.get();
  harness->push(std::move(screen));
  harness->send(InputEvent::wheel(4, centreOf(78).x, centreOf(78).y, Device::Mouse));
  const SDL_Rect map = play->boardView().overviewRect();
  ASSERT_GT(map.w, 0);
  const SDL_Point p{map.x + map.w / 2, map.y + map.h / 2};
  harness->send(InputEvent::hold(p.x, p.y));
  EXPECT_EQ(-1, play->boardDrawOptions().cursor) << "no tile under the map is ringed";
  const int far = 3 * play->boardView().drawnCellSize();
  InputEvent start = InputEvent::drag(InputEvent::Phase::Start, p.x - 12, p.y, -12, 0, Device::Touch);
  InputEvent end = InputEvent::drag(InputEvent::Phase::End, p.x - far, p.y, 12 - far, 0, Device::Touch);
  for (InputEvent* e : {&start, &end}) {
    e->alternate = true;
    harness->send(*e);
  }
  const Board& board = play->puzzle().board();
  for (int c = 0; c < board.cellCount(); ++c) ASSERT_FALSE(board.cell(c).locked) << "cell " << c;
  EXPECT_EQ(0, play->puzzle().moves());
}

TEST_F(PlayScreenTest, ADragWithoutALongPressStillPansAndLocksNothing) {
  auto screen = std::make_unique<PlayScreen>(harness->tiles(), makeSampleLevel(test::uiTestCatalog(), 12, 12, 5));
  play = screen.get();
  harness->push(std::move(screen));
  harness->send(InputEvent::wheel(4, centreOf(78).x, centreOf(78).y, Device::Mouse));
  const SDL_Rect was = play->boardView().cellRect(78);
  const SDL_Point p = centreOf(78);
  const int far = play->boardView().drawnCellSize() + 12;
  harness->send(InputEvent::drag(InputEvent::Phase::Start, p.x - 12, p.y, -12, 0, Device::Touch));
  harness->send(InputEvent::drag(InputEvent::Phase::Move, p.x - far, p.y, 12 - far, 0, Device::Touch));
  harness->send(InputEvent::drag(InputEvent::Phase::End, p.x - far, p.y, 0, 0, Device::Touch));
  EXPECT_EQ(was.x - far, play->boardView().cellRect(78).x) << "the board followed the finger";
  const Board& board = play->puzzle().board();
  for (int c = 0; c < board.cellCount(); ++c) ASSERT_FALSE(board.cell(c).locked) << "cell " << c;
  EXPECT_EQ(0, play->puzzle().moves());
}

TEST_F(PlayScreenTest, APannedBoardIsDrawnAsIfItHadOpenedThere) {
  // Drawn, zoomed, drawn, panned, drawn: the settled-tile layer must follow the camera.
  play->freezeClock();
  auto act = [](PlayScreen* screen, ScreenHarness& h, bool drawBetween) {
    const SDL_Rect r = screen->boardView().cellRect(6);
    h.send(InputEvent::wheel(3, r.x + r.w / 2, r.y + r.h / 2, Device::Mouse));
    if (drawBetween) h.drawFrame();
    h.send(InputEvent::drag(InputEvent::Phase::Start, r.x + 30, r.y + 20, 30, 20, Device::Mouse));
    h.send(InputEvent::drag(InputEvent::Phase::End, r.x + 30, r.y + 20, 0, 0, Device::Mouse));
    h.drawFrame();
    // The zoom's transition runs to its end and its pictures are all made.
    for (int i = 0; i < 600 && (screen->boardView().animating() || screen->boardView().sharpening()); ++i) {
      h.step(1.0 / 60);
      h.drawFrame();
    }
    h.drawFrame();  // the view at rest: drawn from the layer
  };
  harness->drawFrame();
  act(play, *harness, true);

  ScreenHarness fresh(640, 480, &test::uiTestCatalog());
  auto screen = std::make_unique<PlayScreen>(fresh.tiles(), level);
  PlayScreen* other = screen.get();
  fresh.push(std::move(screen));
  other->freezeClock();
  act(other, fresh, false);

  const SDL_Rect a = play->boardView().boardRect();
  const SDL_Rect b = other->boardView().boardRect();
  ASSERT_TRUE(SDL_RectEquals(&a, &b) == SDL_TRUE);
  SDL_Surface* one = harness->canvas().surface();
  SDL_Surface* two = fresh.canvas().surface();
  ASSERT_EQ(one->pitch, two->pitch);
  EXPECT_EQ(0, std::memcmp(one->pixels, two->pixels, static_cast<std::size_t>(one->pitch * one->h)));
}

// Edge marks from every device: a Shift-click near an edge, a finger's short drag from one tile
// into the next, Shift with an arrow key or X with the d-pad. They turn nothing and are no moves.
TEST_F(PlayScreenTest, EveryDeviceMarksTheEdgeBetweenTwoTiles) {
  const Board& b = play->puzzle().board();
  const EdgeMarks& marks = play->session().marks();
  const SDL_Rect r7 = play->boardView().cellRect(7);  // (2, 1): east of it is 8, south 12
  InputEvent shiftClick = InputEvent::tap(r7.x + r7.w - 3, r7.y + r7.h / 2, false, Device::Mouse);
  shiftClick.edge = true;
  const Board before = b;
  harness->send(shiftClick);
  EXPECT_EQ(marks.at(7, 1), EdgeMark::Joined);
  EXPECT_EQ(marks.at(8, 3), EdgeMark::Joined);
  harness->send(shiftClick);
  EXPECT_EQ(marks.at(7, 1), EdgeMark::Cut);
  harness->send(shiftClick);
  EXPECT_EQ(marks.at(7, 1), EdgeMark::None);
  EXPECT_TRUE(b.sameLayout(before)) << "a mark turns nothing";

  // A finger from inside 7 to inside 12, shorter than a tile: the edge it crossed.
  const SDL_Point from{r7.x + r7.w / 2, r7.y + r7.h * 3 / 4};
  const SDL_Point to{from.x, from.y + r7.h / 2};
  harness->send(InputEvent::drag(InputEvent::Phase::Start, from.x, from.y + 12, 0, 12, Device::Touch));
  harness->send(InputEvent::drag(InputEvent::Phase::End, to.x, to.y, 0, to.y - from.y - 12, Device::Touch));
  EXPECT_EQ(marks.at(7, 2), EdgeMark::Joined);
  EXPECT_EQ(marks.at(12, 0), EdgeMark::Joined);

  const int c = play->cursor();
  InputEvent right = InputEvent::act(Action::Right, Device::Gamepad);
  right.edge = true;
  harness->send(right);
  EXPECT_EQ(c, play->cursor()) << "X with a direction marks; the cursor stays";
  EXPECT_EQ(marks.at(c, 1), EdgeMark::Joined);
  InputEvent up = InputEvent::act(Action::Up, Device::Keyboard);
  up.edge = true;
  harness->send(up);
  EXPECT_EQ(marks.at(c, 0), EdgeMark::Joined);
  EXPECT_TRUE(b.sameLayout(before));
  EXPECT_EQ(0, play->puzzle().moves());
  // The border takes none, and says so.
  while (b.yOf(play->cursor()) > 0) harness->send(InputEvent::act(Action::Up, Device::Keyboard));
  harness->send(up);
  EXPECT_NE(play->message().find("No edge to mark"), std::string::npos) << play->message();
  // Kept with the game to resume.
  play->keepUnfinished();
  const UnfinishedPlay* kept = harness->tiles().unfinished->find(puzzleKey(level));
  ASSERT_NE(kept, nullptr);
  EXPECT_EQ(kept->marks, marks.text(b));
}

// The assistant (a setting, off at first): locking the last neighbour that pins a tile down
// turns and locks it.
TEST_F(PlayScreenTest, TheAssistantTurnsAndLocksATileItsLockedNeighboursPinDown) {
  ASSERT_TRUE(level.solution);
  const Board& b = play->puzzle().board();
  const auto solvedTurns = [&](int cell) {
    return signedTurnsTo(b.typeAt(cell), b.cell(cell).rotation, (*level.solution)[static_cast<std::size_t>(cell)]);
  };
  int target = -1;
  for (int i = 0; i < b.cellCount() && target < 0; ++i)
    if (solvedTurns(i) != 0) target = i;
  ASSERT_GE(target, 0);
  auto settleAllBut = [&](int keep) {
    for (int i = 0; i < b.cellCount(); ++i) {
      if (i == keep || b.cell(i).locked) continue;
      if (const int t = solvedTurns(i); t != 0) play->rotateAt(i, t);
      play->toggleLock(i);
    }
  };
  settleAllBut(target);
  EXPECT_FALSE(b.cell(target).locked) << "the assistant is off until the player turns it on";
  EXPECT_NE(solvedTurns(target), 0);
  harness->app().settings.tiles.assistant = true;
  int neighbour = -1;
  for (int s = 0; s < b.sides() && neighbour < 0; ++s) neighbour = b.neighbour(target, s);
  ASSERT_GE(neighbour, 0);
  play->toggleLock(neighbour);
  play->toggleLock(neighbour);  // locked again: the assistant looks around it
  EXPECT_TRUE(b.cell(target).locked);
  EXPECT_EQ(solvedTurns(target), 0);
  EXPECT_TRUE(play->session().won());
}

// Show solution, from the pause menu, asks first; the board then shows the solution, and the
// level is not counted as solved nor kept to resume.
TEST_F(PlayScreenTest, ShowSolutionAsksFirstAndTheLevelIsNotCounted) {
  const int cell = turnableCell();
  play->rotateAt(cell, 1);
  harness->send(InputEvent::act(Action::Menu, Device::Gamepad));
  auto* pause = harness->top<PauseScreen>();
  ASSERT_NE(pause, nullptr);
  int show = -1;
  for (int i = 0; i < pause->buttons().size(); ++i)
    if (pause->buttons().at(i).name() == "Show solution") show = i;
  ASSERT_GE(show, 0);
  const SDL_Rect r = pause->buttons().at(show).rect;
  harness->send(InputEvent::tap(r.x + r.w / 2, r.y + r.h / 2, false, Device::Touch));
  auto* ask = harness->top<ConfirmScreen>();
  ASSERT_NE(ask, nullptr) << "it asks first";
  EXPECT_FALSE(play->session().revealed());
  const SDL_Rect yes = ask->widgets().at(1).rect;
  harness->send(InputEvent::tap(yes.x + yes.w / 2, yes.y + yes.h / 2, false, Device::Touch));
  EXPECT_EQ(harness->stack().top(), play);
  EXPECT_TRUE(play->session().revealed());
  EXPECT_TRUE(play->puzzle().solved());
  for (int i = 0; i < 20; ++i) harness->step(0.1);
  EXPECT_EQ(harness->top<WinScreen>(), nullptr) << "no win";
  EXPECT_EQ(harness->tiles().progress->get().stars(level.id), 0) << "not counted as solved";
  EXPECT_EQ(harness->tiles().unfinished->find(puzzleKey(level)), nullptr) << "nothing to resume";
  const int before = rotation(cell);
  click(cell);
  EXPECT_EQ(before, rotation(cell)) << "no more moves";
}

}  // namespace
}  // namespace play_screen_test
}  // namespace tileflow
