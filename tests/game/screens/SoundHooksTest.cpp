// The game's sounds come from where things happen: a turn, a lock, an undo, a closed network, a
// refused move, a solved level, a flood, a control used; at the chosen volume, and never when
// muted or at volume 0. A recording player stands in for the audio device.
#include <gtest/gtest.h>

#include <algorithm>
#include <utility>
#include <vector>

#include "engine/ui/PressCue.hpp"
#include "game/flood/FloodSolver.hpp"
#include "game/screens/ScreenGallery.hpp"
#include "game/screens/ScreenHarness.hpp"
#include "game/screens/SettingsScreen.hpp"
#include "game/screens/WinScreen.hpp"
#include "game/screens/flood/FloodPlayScreen.hpp"
#include "game/screens/tiles/PlayScreen.hpp"
#include "game/store/SampleLevel.hpp"
#include "tests/support/TestCatalog.hpp"
#include "tests/support/UiTestSupport.hpp"

namespace tileflow {
namespace sound_hooks_test {
namespace {

struct Recorder : SoundPlayer {
  std::vector<std::pair<Sound, int>> played;
  void play(Sound sound, int volumePercent) override { played.emplace_back(sound, volumePercent); }
  std::vector<Sound> sounds() const {
    std::vector<Sound> out;
    for (const auto& p : played) out.push_back(p.first);
    return out;
  }
  int count(Sound s) const {
    return static_cast<int>(std::count_if(played.begin(), played.end(), [s](const auto& p) { return p.first == s; }));
  }
};

class SoundHooksTest : public ::testing::Test {
 protected:
  void SetUp() override {
    test::ensureHeadlessSdl();
    harness = std::make_unique<ScreenHarness>(640, 480, &test::uiTestCatalog());
    harness->app().sounds = &recorder;
  }
  void openLevel() {
    level = makeSampleLevel(test::uiTestCatalog(), 5, 4, 11);
    level.parMoves.reset();
    level.parSeconds.reset();
    auto screen = std::make_unique<PlayScreen>(harness->tiles(), level);
    play = screen.get();
    harness->push(std::move(screen));
  }
  void click(int cell) {
    const SDL_Rect r = play->boardView().cellRect(cell);
    harness->send(InputEvent::tap(r.x + r.w / 2, r.y + r.h / 2, false, Device::Mouse));
  }
  // First cell whose tile looks different after a quarter turn.
  int turnableCell() const {
    const Board& b = play->puzzle().board();
    for (int i = 0; i < b.cellCount(); ++i)
      if (b.typeAt(i).packs[0] != b.typeAt(i).packs[1]) return i;
    return -1;
  }

  Recorder recorder;
  std::unique_ptr<ScreenHarness> harness;
  Level level;
  PlayScreen* play = nullptr;
};

TEST_F(SoundHooksTest, ATurnClicksAtTheChosenVolume) {
  harness->app().settings.sound.effectsVolume = 40;
  openLevel();
  click(turnableCell());
  ASSERT_EQ(1u, recorder.played.size());
  EXPECT_TRUE(recorder.played[0].first == Sound::Turn || recorder.played[0].first == Sound::NetworkComplete);
  EXPECT_EQ(40, recorder.played[0].second);
}

TEST_F(SoundHooksTest, LockUndoAndARefusedTurnEachHaveTheirSound) {
  openLevel();
  const int cell = turnableCell();
  harness->send(InputEvent::act(Action::Mark, Device::Keyboard));  // locks the tile under the cursor
  EXPECT_EQ((std::vector<Sound>{Sound::Lock}), recorder.sounds());
  harness->send(InputEvent::act(Action::Primary, Device::Keyboard));  // turning it is refused
  EXPECT_EQ(1, recorder.count(Sound::Refused));
  harness->send(InputEvent::act(Action::Mark, Device::Keyboard));
  EXPECT_EQ(2, recorder.count(Sound::Lock));
  click(cell);
  recorder.played.clear();
  harness->send(InputEvent::act(Action::Undo, Device::Keyboard));
  harness->send(InputEvent::act(Action::Redo, Device::Keyboard));
  EXPECT_EQ((std::vector<Sound>{Sound::Undo, Sound::Undo}), recorder.sounds());
  harness->send(InputEvent::act(Action::Redo, Device::Keyboard));  // nothing to redo: no sound
  EXPECT_EQ(2u, recorder.played.size());
}

TEST_F(SoundHooksTest, SolvingClosesNetworksAndEndsWithTheChimeOnce) {
  openLevel();
  const auto& solution = *level.solution;
  for (int i = 0; i < play->puzzle().board().cellCount(); ++i) {
    const TileType& t = play->puzzle().board().typeAt(i);
    for (int k = 0; k < 4 && play->puzzle().board().pack(i) != t.packs[solution[static_cast<std::size_t>(i)]]; ++k)
      click(i);
  }
  EXPECT_GE(recorder.count(Sound::NetworkComplete), 1) << "the last turn at least closed a network";
  EXPECT_EQ(0, recorder.count(Sound::Solved)) << "the chime waits for the last turn to finish";
  harness->settle();
  ASSERT_NE(nullptr, harness->top<WinScreen>());
  EXPECT_EQ(1, recorder.count(Sound::Solved));
  EXPECT_EQ(Sound::Solved, recorder.sounds().back());
}

TEST_F(SoundHooksTest, MutedOrAtVolumeZeroNothingIsPlayed) {
  harness->app().settings.sound.muted = true;
  openLevel();
  click(turnableCell());
  harness->send(InputEvent::act(Action::Mark, Device::Keyboard));
  harness->app().settings.sound.muted = false;
  harness->app().settings.sound.effectsVolume = 0;
  harness->send(InputEvent::act(Action::Mark, Device::Keyboard));
  click(turnableCell());
  EXPECT_TRUE(recorder.played.empty());
  EXPECT_EQ(2, play->puzzle().moves()) << "the game itself goes on";
}

TEST_F(SoundHooksTest, WithNoPlayerTheGameIsSilentAndPlaysOn) {
  harness->app().sounds = nullptr;
  openLevel();
  click(turnableCell());
  EXPECT_EQ(1, play->puzzle().moves());
}

TEST_F(SoundHooksTest, AControlUsedInAMenuCuesTheButtonSound) {
  // As GameMain installs it.
  setPressCue([this] { harness->app().play(Sound::Button); });
  auto screen = std::make_unique<SettingsScreen>(harness->app());
  SettingsScreen* settings = screen.get();
  harness->push(std::move(screen));
  const Widget& colourBlind = settings->widgets().at(2);
  harness->send(InputEvent::tap(colourBlind.rect.x + colourBlind.rect.w / 2,
                                colourBlind.rect.y + colourBlind.rect.h / 2, false, Device::Touch));
  harness->send(InputEvent::act(Action::Down, Device::Gamepad));  // a focus move: no click
  setPressCue({});
  EXPECT_EQ((std::vector<Sound>{Sound::Button}), recorder.sounds());
}

TEST_F(SoundHooksTest, AFloodSoundsWithEveryColourAndAWonGameChimes) {
  auto puzzle = loadFloodPuzzle("6x6:331211330300212300133330323110121301,10");
  ASSERT_TRUE(ok(puzzle));
  const ColourBoard board = std::get<FloodPuzzle>(puzzle).board;
  harness->push(std::make_unique<FloodPlayScreen>(harness->flood(), std::get<FloodPuzzle>(puzzle)));
  auto* p = harness->top<FloodPlayScreen>();
  settleFlood(*harness, *p);
  ASSERT_NE(p->game(), nullptr);
  const std::vector<int> moves = solveFlood(board).moves;
  for (int colour : moves) {
    p->pick(colour);
    settleFlood(*harness, *p);
  }
  EXPECT_EQ(static_cast<int>(moves.size()), recorder.count(Sound::Flood));
  harness->step(0.1);
  EXPECT_EQ(1, recorder.count(Sound::Solved));
}

}  // namespace
}  // namespace sound_hooks_test
}  // namespace tileflow
