// Network play driven through its screens as two players drive them, both devices in this
// process on 127.0.0.1: one hosts from the lobby, the other joins by typing the address, sees the
// offer and accepts; then a Flood match is played to its verdict, a Tiles race is solved, and a
// host that leaves sends the joiner back to the match screen with the reason.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <functional>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "engine/ui/Button.hpp"
#include "game/flood/FloodSolver.hpp"
#include "game/screens/ConfirmScreen.hpp"
#include "game/screens/PauseScreen.hpp"
#include "game/screens/ScreenHarness.hpp"
#include "game/screens/TextEntryScreen.hpp"
#include "game/screens/TitleScreen.hpp"
#include "game/screens/flood/FloodPlayScreen.hpp"
#include "game/screens/net/NetHostScreen.hpp"
#include "game/screens/net/NetLobbyScreen.hpp"
#include "game/screens/net/NetMatchScreen.hpp"
#include "game/screens/tiles/PlayScreen.hpp"
#include "tests/support/TestCatalog.hpp"
#include "tests/support/UiTestSupport.hpp"

namespace tileflow {
namespace net_screens_test {
namespace {

using match::SessionState;

void tap(ScreenHarness& h, const Widget& w) {
  h.send(InputEvent::tap(w.rect.x + w.rect.w / 2, w.rect.y + w.rect.h / 2, false, Device::Touch));
}

const Button* buttonLabelled(const WidgetList& widgets, const std::string& label) {
  for (int i = 0; i < widgets.size(); ++i)
    if (const auto* b = dynamic_cast<const Button*>(&widgets.at(i)); b != nullptr && b->label == label && b->visible)
      return b;
  return nullptr;
}

// Steps both devices (in game time and, for the sockets, a little real time) until `done`, for
// at most 20 s; false if it never came.
bool stepUntil(ScreenHarness& a, ScreenHarness& b, const std::function<bool()>& done) {
  const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(20);
  while (!done()) {
    if (std::chrono::steady_clock::now() > until) return false;
    a.step(0.02);
    b.step(0.02);
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  return true;
}

struct Devices {
  explicit Devices(const Catalog& catalog) : host(640, 480, &catalog), joiner(480, 320, &catalog) {
    test::ensureHeadlessSdl();
    host.app().settings.network.name = "Ann";
    joiner.app().settings.network.name = "Bob";
  }
  ScreenHarness host;
  ScreenHarness joiner;
};

// The host opens Network play from the title, picks the match and hosts it; the joiner types the
// address the host's screen shows. Returns when the joiner sees the offer.
void meet(Devices& d, bool race) {
  ScreenHarness& h = d.host;
  h.app().settings.network.match = race ? "race" : "flood";
  h.app().settings.network.floodSize = 8;
  h.app().settings.network.floodColours = 4;
  h.app().settings.network.raceSize = 5;
  h.push(std::make_unique<TitleScreen>(h.app(), h.modes()));
  const Button* network = buttonLabelled(h.top<TitleScreen>()->widgets(), "Network");
  ASSERT_NE(network, nullptr);
  tap(h, *network);
  auto* lobby = h.top<NetLobbyScreen>();
  ASSERT_NE(lobby, nullptr);
  tap(h, *buttonLabelled(lobby->widgets(), "Host a match"));
  auto* options = h.top<NetHostScreen>();
  ASSERT_NE(options, nullptr);
  tap(h, *buttonLabelled(options->widgets(), "Host"));
  auto* hosting = h.top<NetMatchScreen>();
  ASSERT_NE(hosting, nullptr);
  EXPECT_EQ("Hosting", hosting->heading());
  const std::uint16_t port = hosting->session().port();
  EXPECT_NE(std::string::npos, hosting->text().find("port " + std::to_string(port))) << hosting->text();

  ScreenHarness& j = d.joiner;
  j.push(std::make_unique<NetLobbyScreen>(j.network()));
  tap(j, *buttonLabelled(j.top<NetLobbyScreen>()->widgets(), "Join by address"));
  ASSERT_NE(j.top<TextEntryScreen>(), nullptr);
  // A number pad, with the dot and the colon an address needs, and no letters.
  const WidgetList& keys = j.top<TextEntryScreen>()->widgets();
  for (const char* key : {"0", "9", ".", ":"}) EXPECT_NE(buttonLabelled(keys, key), nullptr) << key;
  EXPECT_EQ(buttonLabelled(keys, "a"), nullptr);
  for (const char c : "127.0.0.1:" + std::to_string(port)) j.send(InputEvent::typed(std::string(1, c)));
  j.send(InputEvent::act(Action::Primary, Device::Keyboard));
  j.step(0);
  j.step(0);
  auto* joining = j.top<NetMatchScreen>();
  ASSERT_NE(joining, nullptr) << "the typed address opens the match screen";
  ASSERT_TRUE(stepUntil(h, j, [&] { return joining->session().state() == SessionState::Offered; }));
  EXPECT_EQ("Match offered", joining->heading());
  EXPECT_NE(std::string::npos, joining->text().find(race ? "Tiles race on a 5 \xc3\x97 5" : "Flood, 8 \xc3\x97 8, 4"))
      << joining->text();
  EXPECT_NE(std::string::npos, joining->text().find("Ann offers")) << joining->text();
}

// Hosts appearing in the lobby (up to the six it lists) and going again move none of the lobby's
// own rows: the host's button is where the player was about to tap it.
TEST(NetScreensTest, HostsComingAndGoingMoveNoneOfTheLobbysOwnRows) {
  test::ensureHeadlessSdl();
  for (const auto& [w, hgt] : {std::pair<int, int>{640, 480}, std::pair<int, int>{480, 320}}) {
    ScreenHarness h(w, hgt, &test::uiTestCatalog());
    h.network().browse = false;
    h.push(std::make_unique<NetLobbyScreen>(h.network()));
    auto* lobby = h.top<NetLobbyScreen>();
    ASSERT_NE(lobby, nullptr);
    const char* own[] = {"Host a match", "Join by address"};
    std::vector<SDL_Rect> at;
    for (const char* label : own) {
      const Button* b = buttonLabelled(lobby->widgets(), label);
      ASSERT_NE(b, nullptr) << label;
      at.push_back(b->rect);
    }
    for (int count : {1, 6, 9, 0}) {
      std::vector<net::FoundHost> found;
      for (int i = 0; i < count; ++i)
        found.push_back(net::FoundHost{
            "192.168.1." + std::to_string(10 + i), 47999, "Player " + std::to_string(i), "Flood 8x8", {}});
      lobby->showHosts(found);
      h.step(0);
      EXPECT_EQ(static_cast<std::size_t>(std::min(count, 6)), lobby->hosts().size());
      for (std::size_t k = 0; k < at.size(); ++k) {
        const Button* b = buttonLabelled(lobby->widgets(), own[k]);
        ASSERT_NE(b, nullptr);
        EXPECT_TRUE(SDL_RectEquals(&at[k], &b->rect)) << own[k] << " with " << count << " hosts at " << w << "x" << hgt;
      }
    }
  }
}

// Two copies on one machine both took the machine's name ("vm offers… vm wins"): the lobby's
// first visit asks for a name, once, starting from the machine's.
TEST(NetScreensTest, TheFirstVisitAsksForTheNameOnce) {
  test::ensureHeadlessSdl();
  ScreenHarness h(640, 480, &test::uiTestCatalog());
  h.network().browse = false;
  h.app().settings.network.name.clear();
  h.push(std::make_unique<NetLobbyScreen>(h.network()));
  h.step(0);
  h.step(0);
  auto* asked = h.top<TextEntryScreen>();
  ASSERT_NE(asked, nullptr) << "the name is asked for";
  EXPECT_EQ(asked->text(), h.network().playerName()) << "starting from the machine's";
  for (int i = 0; i < 40; ++i) h.send(InputEvent::act(Action::Erase, Device::Keyboard));
  for (const char c : std::string("Ann")) h.send(InputEvent::typed(std::string(1, c)));
  h.send(InputEvent::act(Action::Primary, Device::Keyboard));
  h.step(0);
  h.step(0);
  ASSERT_NE(h.top<NetLobbyScreen>(), nullptr);
  EXPECT_EQ(h.app().settings.network.name, "Ann");
  EXPECT_NE(buttonLabelled(h.top<NetLobbyScreen>()->widgets(), "Your name: Ann"), nullptr);
  // Back to the lobby later: not asked again.
  h.stack().pop();
  h.step(0);
  h.push(std::make_unique<NetLobbyScreen>(h.network()));
  h.step(0);
  h.step(0);
  EXPECT_NE(h.top<NetLobbyScreen>(), nullptr);
}

TEST(NetScreensTest, AFloodMatchFromTheTitleToItsVerdict) {
  Devices d(test::uiTestCatalog());
  ASSERT_NO_FATAL_FAILURE(meet(d, false));
  const NetMatchScreen* offered = d.joiner.top<NetMatchScreen>();
  ASSERT_NE(offered, nullptr);
  const Button* accept = buttonLabelled(offered->widgets(), "Accept");
  ASSERT_NE(accept, nullptr);
  tap(d.joiner, *accept);
  ASSERT_TRUE(stepUntil(d.host, d.joiner, [&] {
    return d.host.top<FloodPlayScreen>() != nullptr && d.joiner.top<FloodPlayScreen>() != nullptr;
  }));
  FloodPlayScreen* annShown = d.host.top<FloodPlayScreen>();
  FloodPlayScreen* bobShown = d.joiner.top<FloodPlayScreen>();
  ASSERT_TRUE(annShown != nullptr && bobShown != nullptr);
  FloodPlayScreen& ann = *annShown;
  FloodPlayScreen& bob = *bobShown;
  EXPECT_NE(std::string::npos, ann.statusText().find("Your turn")) << ann.statusText();
  EXPECT_NE(std::string::npos, bob.statusText().find("Ann's turn")) << bob.statusText();
  // "Yours" is this device's colour on both, whoever moves.
  const ColourButton* bobsOwn = bob.colourButton(bob.game()->state().colourOf(1));
  const ColourButton* annsOwn = bob.colourButton(bob.game()->state().colourOf(0));
  ASSERT_TRUE(bobsOwn != nullptr && annsOwn != nullptr);
  EXPECT_EQ("Yours", bobsOwn->reason);
  EXPECT_EQ("Theirs", annsOwn->reason);
  // Out of turn: refused with the reason, nothing sent.
  bob.pick(greediestColours(bob.game()->state()).front());
  EXPECT_NE(std::string::npos, bob.statusText().find("Wait for Ann")) << bob.statusText();
  // Each plays the colour that takes most, by tapping its button, until the board is full.
  int moves = 0;
  while (!ann.game()->over() && moves < 200) {
    const bool annToMove = ann.game()->state().turn() == 0;
    ScreenHarness& mover = annToMove ? d.host : d.joiner;
    FloodPlayScreen& screen = annToMove ? ann : bob;
    const int colour = greediestColours(screen.game()->state()).front();
    const ColourButton* button = screen.colourButton(colour);
    ASSERT_NE(button, nullptr);
    ASSERT_TRUE(stepUntil(d.host, d.joiner, [&] { return button->enabled; })) << "move " << moves;
    tap(mover, *button);
    const int before = moves++;
    ASSERT_TRUE(stepUntil(d.host, d.joiner,
                          [&] {
                            return static_cast<int>(ann.game()->state().moves()) > before &&
                                   static_cast<int>(bob.game()->state().moves()) > before;
                          }))
        << "move " << before << " reached both boards";
    EXPECT_EQ(ann.game()->state().board().cells(), bob.game()->state().board().cells());
  }
  ASSERT_TRUE(ann.game()->over());
  // Both see the verdict, as the host judged it.
  ASSERT_TRUE(stepUntil(d.host, d.joiner, [&] {
    return d.host.top<ConfirmScreen>() != nullptr && d.joiner.top<ConfirmScreen>() != nullptr;
  }));
  const FloodState& end = ann.game()->state();
  const auto firstBoard = end.board().cells();  // the board closes before the rematch
  const std::string annSees = end.owned(0) > end.owned(1) ? "You win!" : end.owned(0) < end.owned(1) ? "Bob wins" : "";
  const ConfirmScreen* verdict = d.host.top<ConfirmScreen>();
  ASSERT_NE(verdict, nullptr);
  if (!annSees.empty()) {
    EXPECT_EQ(annSees, verdict->question());
  }
  d.joiner.send(InputEvent::act(Action::Back, Device::Gamepad));  // the dialog
  d.joiner.send(InputEvent::act(Action::Back, Device::Gamepad));  // the board
  d.joiner.step(0);
  auto* after = d.joiner.top<NetMatchScreen>();
  ASSERT_NE(after, nullptr);
  EXPECT_TRUE(after->heading() == "You win!" || after->heading() == "You lost" || after->heading() == "A draw")
      << after->heading();

  // A rematch on the same connection: Bob asks, Ann sees it and offers, Bob accepts, and a new
  // board opens on both with Bob moving first.
  const Button* ask = buttonLabelled(after->widgets(), "Rematch");
  ASSERT_NE(ask, nullptr) << "the verdict offers a rematch";
  EXPECT_EQ(after->widgets().focused(), ask) << "focused, for a pad";
  tap(d.joiner, *ask);
  EXPECT_NE(std::string::npos, after->text().find("Asked Ann for a rematch")) << after->text();
  EXPECT_EQ(buttonLabelled(after->widgets(), "Rematch"), nullptr) << "asked once";
  d.host.send(InputEvent::act(Action::Back, Device::Gamepad));  // the dialog
  d.host.send(InputEvent::act(Action::Back, Device::Gamepad));  // the board
  d.host.step(0);
  NetMatchScreen* annAfter = d.host.top<NetMatchScreen>();
  ASSERT_NE(annAfter, nullptr);
  ASSERT_TRUE(stepUntil(d.host, d.joiner, [&] {
    return annAfter->text().find("Bob would like a rematch.") != std::string::npos;
  })) << annAfter->text();
  const Button* offerAgain = buttonLabelled(annAfter->widgets(), "Rematch");
  ASSERT_NE(offerAgain, nullptr);
  tap(d.host, *offerAgain);
  EXPECT_EQ("Rematch offered", annAfter->heading());
  ASSERT_TRUE(stepUntil(d.host, d.joiner, [&] { return after->heading() == "Rematch offered"; }));
  EXPECT_NE(std::string::npos, after->text().find("Ann offers a rematch: Flood, 8 \xc3\x97 8")) << after->text();
  EXPECT_NE(std::string::npos, after->text().find("You move first")) << after->text();
  tap(d.joiner, *buttonLabelled(after->widgets(), "Accept"));
  ASSERT_TRUE(stepUntil(d.host, d.joiner, [&] {
    return d.host.top<FloodPlayScreen>() != nullptr && d.joiner.top<FloodPlayScreen>() != nullptr;
  }));
  FloodPlayScreen& bob2 = *d.joiner.top<FloodPlayScreen>();
  EXPECT_EQ(0u, bob2.game()->state().moves());
  EXPECT_NE(std::string::npos, bob2.statusText().find("Your turn")) << bob2.statusText();
  EXPECT_NE(firstBoard, bob2.game()->state().board().cells()) << "a new board";
}

TEST(NetScreensTest, ATilesRaceIsWonByTheFirstToSolveAndTheOtherSeesIt) {
  Devices d(test::shippedCatalog());
  ASSERT_NO_FATAL_FAILURE(meet(d, true));
  NetMatchScreen* offered = d.joiner.top<NetMatchScreen>();
  ASSERT_NE(offered, nullptr);
  offered->accept();
  ASSERT_TRUE(stepUntil(d.host, d.joiner,
                        [&] { return d.host.top<PlayScreen>() != nullptr && d.joiner.top<PlayScreen>() != nullptr; }));
  PlayScreen* annShown = d.host.top<PlayScreen>();
  PlayScreen* bobShown = d.joiner.top<PlayScreen>();
  ASSERT_TRUE(annShown != nullptr && bobShown != nullptr);
  PlayScreen& ann = *annShown;
  PlayScreen& bob = *bobShown;
  ASSERT_EQ(ann.level().board.cellCount(), bob.level().board.cellCount());
  ASSERT_TRUE(bob.level().solution.has_value());
  EXPECT_FALSE(ann.hint()) << "no hints in a race";
  // Nor does the pause menu offer one, or the share code (it carries the solution).
  ann.openMenu();
  d.host.step(0);
  const auto* menu = d.host.top<PauseScreen>();
  ASSERT_NE(menu, nullptr);
  EXPECT_EQ(buttonLabelled(menu->buttons(), "Hint"), nullptr);
  EXPECT_EQ(buttonLabelled(menu->buttons(), "Copy share code"), nullptr);
  EXPECT_NE(buttonLabelled(menu->buttons(), "Resume"), nullptr);
  d.host.stack().pop();
  d.host.step(0);
  ASSERT_EQ(d.host.top<PlayScreen>(), &ann);
  // Bob turns every tile to its solved picture with taps, a turn at a time.
  const std::vector<std::uint8_t>& solution = *bob.level().solution;
  for (int c = 0; c < bob.puzzle().board().cellCount(); ++c) {
    for (int k = 0; k < 6 && bob.puzzle().board().cell(c).rotation != solution[static_cast<std::size_t>(c)] &&
                    d.joiner.top<PlayScreen>() == &bob;
         ++k)
      bob.rotateAt(c, 1);
    d.joiner.step(0.02);
  }
  // Solving closes the board; the match screen waits for the host's verdict, then shows it.
  ASSERT_TRUE(stepUntil(d.host, d.joiner, [&] {
    const auto* m = d.joiner.top<NetMatchScreen>();
    return m != nullptr && m->heading() == "You win!";
  }));
  const std::string verdict = d.joiner.top<NetMatchScreen>()->text();
  EXPECT_EQ(std::string::npos, verdict.find("win")) << "the heading says it once: " << verdict;
  EXPECT_NE(std::string::npos, verdict.find("You solved it first")) << verdict;
  // The host saw Bob's bar fill, and hears it was beaten; it may still finish.
  ASSERT_TRUE(stepUntil(d.host, d.joiner, [&] { return ann.race()->resultLine() == "Bob solved it first"; }));
  EXPECT_EQ(100, ann.race()->opponentPercent());
  // The loser gets a verdict panel too, over the board, which stays to look at.
  ASSERT_TRUE(stepUntil(d.host, d.joiner, [&] { return d.host.top<ConfirmScreen>() != nullptr; }));
  auto* lost = d.host.top<ConfirmScreen>();
  EXPECT_EQ(lost->question(), "Bob wins");
  EXPECT_NE(std::string::npos, lost->detail().find("Bob solved it first")) << lost->detail();
  lost->choose(0);  // look at the board
  d.host.step(0);
  EXPECT_EQ(d.host.top<PlayScreen>(), &ann) << "the loser's board stays open";
  d.host.step(0.1);
  EXPECT_EQ(d.host.top<PlayScreen>(), &ann) << "the panel is shown once";
}

TEST(NetScreensTest, AHostThatLeavesSendsTheJoinerBackWithTheReason) {
  Devices d(test::uiTestCatalog());
  ASSERT_NO_FATAL_FAILURE(meet(d, false));
  NetMatchScreen* offered = d.joiner.top<NetMatchScreen>();
  ASSERT_NE(offered, nullptr);
  offered->accept();
  ASSERT_TRUE(stepUntil(d.host, d.joiner, [&] {
    return d.host.top<FloodPlayScreen>() != nullptr && d.joiner.top<FloodPlayScreen>() != nullptr;
  }));
  // Back on the host's board asks first; Leave leaves.
  d.host.send(InputEvent::act(Action::Back, Device::Gamepad));
  auto* ask = d.host.top<ConfirmScreen>();
  ASSERT_NE(ask, nullptr);
  EXPECT_EQ("Leave this match?", ask->question());
  tap(d.host, *buttonLabelled(ask->widgets(), "Leave"));
  d.host.step(0);
  ASSERT_NE(d.host.top<NetMatchScreen>(), nullptr);
  ASSERT_TRUE(stepUntil(d.host, d.joiner, [&] { return d.joiner.top<NetMatchScreen>() != nullptr; }))
      << "the joiner's board closes";
  const auto* back = d.joiner.top<NetMatchScreen>();
  EXPECT_EQ("Match over", back->heading());
  EXPECT_NE(std::string::npos, back->text().find("left")) << back->text();
  // Done returns to the lobby.
  tap(d.joiner, *buttonLabelled(back->widgets(), "Done"));
  d.joiner.step(0);
  EXPECT_NE(d.joiner.top<NetLobbyScreen>(), nullptr);
}

}  // namespace
}  // namespace net_screens_test
}  // namespace tileflow
