// The pack and level select screens driven like a player would: gamepad focus, taps on locked and
// open packs, a level won through the play screen earning stars that are saved and read back.
#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <stdexcept>

#include "game/generate/Generator.hpp"
#include "game/model/Orientation.hpp"
#include "game/screens/ConfirmScreen.hpp"
#include "game/screens/ScreenHarness.hpp"
#include "game/screens/WinScreen.hpp"
#include "game/screens/tiles/LevelSelectScreen.hpp"
#include "game/screens/tiles/PackSelectScreen.hpp"
#include "game/screens/tiles/PlayScreen.hpp"
#include "game/store/Campaign.hpp"
#include "tests/support/UiTestSupport.hpp"

namespace tileflow {
namespace select_screens_test {
namespace {

std::vector<Pack> smallPacks() {
  std::vector<Pack> packs;
  for (int p = 0; p < 3; ++p) {
    Pack pack;
    pack.id = "pack" + std::to_string(p);
    pack.name = "Pack " + std::to_string(p);
    for (int i = 0; i < 3; ++i) {
      GenerateOptions o;
      o.width = 3;
      o.height = 3;
      o.environment = "countryside";
      o.seed = static_cast<std::uint64_t>(100 * p + i + 1);
      Level level = *generate(test::shippedCatalog(), o);
      level.id = pack.id + "-" + std::to_string(i);
      level.parSeconds = 600;
      pack.levels.push_back(std::move(level));
    }
    packs.push_back(std::move(pack));
  }
  return packs;
}

class SelectScreensTest : public ::testing::Test {
 protected:
  void SetUp() override {
    test::ensureHeadlessSdl();
    dir = std::filesystem::temp_directory_path() / ("tileflow-select-" + std::to_string(::getpid()));
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    harness = std::make_unique<ScreenHarness>(480, 320, &test::shippedCatalog());
    // The campaign shares the game's one record of progress, as on the title screen.
    harness->tiles().progress = std::make_shared<SavedProgress>(dir / "progress.yaml");
    campaign = std::make_shared<Campaign>(smallPacks(), harness->tiles().progress);
    harness->push(std::make_unique<PackSelectScreen>(harness->tiles(), campaign));
  }
  void TearDown() override { std::filesystem::remove_all(dir); }

  // The top screen as T; throws (failing the test) when it is another screen.
  template <typename T>
  T& topAs() {
    T* t = harness->top<T>();
    if (t == nullptr) throw std::runtime_error("the top screen is not the one expected");
    return *t;
  }
  void press(Action a) { harness->send(InputEvent::act(a, Device::Gamepad)); }
  void tapCentre(const SDL_Rect& r) {
    harness->send(InputEvent::tap(r.x + r.w / 2, r.y + r.h / 2, false, Device::Touch));
  }
  const CardButton& card(const WidgetList& w, int i) { return dynamic_cast<const CardButton&>(w.at(i)); }

  // Turns every tile of the level on the play screen to its solution and lets the win happen.
  void winShownLevel() {
    PlayScreen* play = &topAs<PlayScreen>();
    const Level& level = play->level();
    for (int c = 0; c < level.board.cellCount(); ++c) {
      const int want = (*level.solution)[static_cast<std::size_t>(c)];
      const int now = play->puzzle().board().cell(c).rotation;
      if (samePicture(level.board.typeAt(c), now, want)) continue;
      const int turns = (want - now + 4) % 4;
      // The shortest way round, one click per quarter turn, so the moves stay within par.
      if (turns == 3) {
        play->rotateAt(c, -1);
      } else {
        for (int t = 0; t < turns; ++t) play->rotateAt(c, 1);
      }
    }
    harness->settle();
  }

  std::filesystem::path dir;
  std::unique_ptr<ScreenHarness> harness;
  std::shared_ptr<Campaign> campaign;
};

TEST_F(SelectScreensTest, OnlyTheFirstPackIsOpenAtFirstAndLockedOnesSayWhy) {
  const auto* packs = &topAs<PackSelectScreen>();
  EXPECT_FALSE(card(packs->widgets(), 2).locked);
  EXPECT_TRUE(card(packs->widgets(), 3).locked);
  EXPECT_EQ(card(packs->widgets(), 3).detail, "Locked: solve 2 more");
  tapCentre(packs->widgets().at(3).rect);
  // A locked pack does not open: a dialog says what opens it, and OK goes back to the packs.
  auto* why = harness->top<ConfirmScreen>();
  ASSERT_NE(why, nullptr);
  EXPECT_NE(why->question().find("is locked"), std::string::npos) << why->question();
  EXPECT_NE(why->detail().find("Solve 2 more levels in"), std::string::npos) << why->detail();
  why->choose(0);
  harness->step(0);
  EXPECT_NE(harness->top<PackSelectScreen>(), nullptr);
}

TEST_F(SelectScreensTest, EveryCardIsAFingertipHighAtTheSmallestScreen) {
  const auto* packs = &topAs<PackSelectScreen>();
  for (int i = 0; i < packs->widgets().size(); ++i)
    EXPECT_GE(packs->widgets().at(i).rect.h, Metrics::MinTouchTarget) << i;
  tapCentre(packs->widgets().at(2).rect);
  const auto* levels = &topAs<LevelSelectScreen>();
  for (int i = 0; i < levels->widgets().size(); ++i)
    EXPECT_GE(levels->widgets().at(i).rect.h, Metrics::MinTouchTarget) << i;
}

TEST_F(SelectScreensTest, TheGamepadReachesAPackAndALevelAndWinningEarnsStarsThatAreSaved) {
  // Focus starts on Continue (Start for a new player); down reaches the first pack.
  press(Action::Down);
  press(Action::Primary);
  topAs<LevelSelectScreen>();
  press(Action::Primary);  // the focused card is the first level
  topAs<PlayScreen>();
  EXPECT_EQ(campaign->progress().lastLevel, "pack0-0");
  winShownLevel();
  topAs<WinScreen>();
  EXPECT_EQ(campaign->progress().stars("pack0-0"), 3) << "solved by the shortest way, well inside par time";

  Campaign reloaded(smallPacks(), dir / "progress.yaml");
  EXPECT_EQ(reloaded.progress().stars("pack0-0"), 3);
  ASSERT_TRUE(reloaded.continueAt().has_value());
  EXPECT_EQ(*reloaded.continueAt(), (LevelRef{0, 1})) << "continue goes on to the next unsolved level";
}

TEST_F(SelectScreensTest, SolvingTwoThirdsOfAPackOpensTheNext) {
  PlayerProgress p;
  recordWin(p, campaign->level({0, 0}), 1, 1, 0);
  recordWin(p, campaign->level({0, 2}), 1, 1, 0);
  campaign->setProgress(p);
  EXPECT_TRUE(campaign->unlocked(1));
  EXPECT_FALSE(campaign->unlocked(2));
  harness->drawFrame();
  EXPECT_FALSE(card(topAs<PackSelectScreen>().widgets(), 3).locked);
}

TEST_F(SelectScreensTest, ACorruptProgressFileIsMovedAsideAndThePlayerIsTold) {
  {
    std::ofstream bad(dir / "progress.yaml");
    bad << "format: 1\nlevels: [not, a, map]\n";
  }
  Campaign fresh(smallPacks(), dir / "progress.yaml");
  EXPECT_TRUE(fresh.progress().levels.empty());
  EXPECT_NE(fresh.notice().find("could not be read"), std::string::npos) << fresh.notice();
  EXPECT_FALSE(std::filesystem::exists(dir / "progress.yaml"));
  int aside = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir))
    aside += entry.path().filename().string().starts_with("progress.yaml.corrupt-") ? 1 : 0;
  EXPECT_EQ(aside, 1);
}

}  // namespace
}  // namespace select_screens_test
}  // namespace tileflow
