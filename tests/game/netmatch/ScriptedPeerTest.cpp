// ScriptedPeer: the scripted second device is found by a lobby on 127.0.0.1, plays a Flood match
// to its verdict and a race to its solution against a real session, and hosts again after each.
#include "game/netmatch/ScriptedPeer.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <functional>
#include <thread>

#include "engine/net/Discovery.hpp"
#include "game/flood/FloodState.hpp"
#include "tests/support/TestCatalog.hpp"

namespace tileflow::match {
namespace scripted_peer_test {
namespace {

bool pumpUntil(ScriptedPeer& peer, MatchSession* joiner, const std::function<bool()>& done) {
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds{20};
  while (!done()) {
    if (std::chrono::steady_clock::now() > deadline) return false;
    peer.update();
    if (joiner) joiner->update();
    std::this_thread::sleep_for(std::chrono::milliseconds{1});
  }
  return true;
}

SessionOptions joinerOptions() {
  SessionOptions o;
  o.name = "Player";
  o.announce = false;
  return o;
}

TEST(ScriptedPeerTest, ALobbyHearsItAndItPlaysAFloodMatchThenARaceHostingAgainAfterEach) {
  net::BrowserOptions listen;
  listen.port = 0;
  listen.bindAddress = "127.0.0.1";
  net::DiscoveryBrowser browser(listen);
  ASSERT_EQ("", browser.error());
  ScriptedPeer::Options o;
  o.announcePort = browser.localPort();
  o.environment = "test";
  o.updatesPerRaceTurn = 1;
  o.updatesAfterVerdict = 5;
  ScriptedPeer peer(test::testCatalog(), o);
  ASSERT_TRUE(pumpUntil(peer, nullptr, [&] {
    for (const net::FoundHost& h : browser.hosts())
      if (h.name == "Scripted peer" && h.tcpPort == peer.port()) return true;
    return false;
  })) << "the lobby lists it";

  // A Flood match, the player taking the greediest colour it may.
  auto joiner = MatchSession::join(test::testCatalog(), "127.0.0.1", peer.port(), joinerOptions());
  ASSERT_TRUE(pumpUntil(peer, joiner.get(), [&] { return joiner->state() == SessionState::Offered; }));
  const MatchOffer* offer = joiner->offer();
  ASSERT_NE(offer, nullptr);
  ASSERT_EQ(MatchKind::Flood, offer->kind());
  ASSERT_TRUE(joiner->accept());
  ASSERT_TRUE(pumpUntil(peer, joiner.get(), [&] {
    if (joiner->state() == SessionState::Playing && joiner->myTurn()) {
      const FloodReferee* referee = joiner->flood();
      if (referee == nullptr) return false;
      const FloodState& s = referee->state();
      for (const int c : greediestColours(s))
        if (s.allowed(c)) {
          joiner->floodMove(c);
          break;
        }
    }
    return joiner->result().has_value() || joiner->state() == SessionState::Ended;
  }));
  ASSERT_TRUE(joiner->result().has_value()) << joiner->endReason();
  const FloodReferee* flood = joiner->flood();
  ASSERT_NE(flood, nullptr);
  EXPECT_TRUE(flood->over());
  EXPECT_GT(peer.movesMade(), 0);
  EXPECT_EQ(1, peer.matchesPlayed());
  // The next match, a race, is hosted once the verdict has stood a while.
  ASSERT_TRUE(pumpUntil(peer, joiner.get(), [&] { return peer.matchesHosted() == 2; }));
  joiner = MatchSession::join(test::testCatalog(), "127.0.0.1", peer.port(), joinerOptions());
  ASSERT_TRUE(pumpUntil(peer, joiner.get(), [&] { return joiner->state() == SessionState::Offered; }));
  offer = joiner->offer();
  ASSERT_NE(offer, nullptr);
  ASSERT_EQ(MatchKind::TilesRace, offer->kind());
  ASSERT_TRUE(joiner->accept());
  // The player does nothing: the peer solves its board and wins.
  ASSERT_TRUE(pumpUntil(peer, joiner.get(), [&] { return joiner->result().has_value(); })) << joiner->endReason();
  EXPECT_EQ(Winner::Host, joiner->result()->winner);
  EXPECT_TRUE(pumpUntil(peer, joiner.get(), [&] { return joiner->progress(Side::Host).percent == 100; }));
  EXPECT_EQ(2, peer.matchesPlayed());
}

TEST(ScriptedPeerTest, APlayerWhoLeavesIsFollowedByTheNextMatch) {
  ScriptedPeer::Options o;
  o.environment = "test";
  ScriptedPeer peer(test::testCatalog(), o);
  auto joiner = MatchSession::join(test::testCatalog(), "127.0.0.1", peer.port(), joinerOptions());
  ASSERT_TRUE(pumpUntil(peer, joiner.get(), [&] { return joiner->state() == SessionState::Offered; }));
  joiner->accept();
  ASSERT_TRUE(pumpUntil(peer, joiner.get(), [&] { return peer.matchesPlayed() == 1; }));
  joiner.reset();  // gone, with a goodbye
  ASSERT_TRUE(pumpUntil(peer, nullptr, [&] { return peer.matchesHosted() == 2; }));
  EXPECT_EQ(SessionState::Waiting, peer.session()->state());
}

}  // namespace
}  // namespace scripted_peer_test
}  // namespace tileflow::match
