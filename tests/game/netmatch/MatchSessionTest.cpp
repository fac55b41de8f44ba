// Two sessions in one process on 127.0.0.1, pumped as two frame loops would pump them, and raw
// sockets playing a misbehaving device.
#include "game/netmatch/MatchSession.hpp"

#include <arpa/inet.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <chrono>
#include <functional>
#include <stdexcept>
#include <thread>

#include "engine/net/FrameCodec.hpp"
#include "game/flood/FloodState.hpp"
#include "tests/support/TestCatalog.hpp"

namespace tileflow::match {
namespace match_session_test {
namespace {

// Generous: only a broken session takes this long.
constexpr std::chrono::seconds Patience{20};

SessionOptions loopback(std::string name) {
  SessionOptions o;
  o.name = std::move(name);
  o.gameVersion = "test";
  o.connection.listenAddress = "127.0.0.1";
  o.announce = false;
  return o;
}

// Updates every session until `done` or the patience runs out; returns done().
bool pumpUntil(std::initializer_list<MatchSession*> sessions, const std::function<bool()>& done) {
  const auto deadline = std::chrono::steady_clock::now() + Patience;
  for (;;) {
    for (MatchSession* s : sessions) {
      if (s) s->update();
    }
    if (done()) return true;
    if (std::chrono::steady_clock::now() > deadline) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds{1});
  }
}

MatchOffer floodOffer(Side first = Side::Host) {
  FloodOffer f;
  f.size = 8;
  f.colours = 5;
  f.seed = 11;
  f.firstMover = first;
  return MatchOffer{f};
}

MatchOffer raceOffer() {
  RaceOffer r;
  r.options.width = 6;
  r.options.height = 5;
  r.options.environment = "test";
  r.options.seed = 3;
  return MatchOffer{r};
}

// The turns that take `level`'s board to its recorded solution.
std::vector<TileTurn> solvingTurns(const Level& level) {
  std::vector<TileTurn> turns;
  const auto& solution = level.solution.value();
  for (int i = 0; i < level.board.cellCount(); ++i) {
    const int want = solution[static_cast<std::size_t>(i)];
    if (level.board.present(i) && !level.board.cell(i).locked && level.board.cell(i).rotation != want) {
      turns.push_back(TileTurn{static_cast<std::uint32_t>(i), want});
    }
  }
  return turns;
}

struct Pair {
  std::unique_ptr<MatchSession> host;
  std::unique_ptr<MatchSession> joiner;
};

// A host offering `offer` and a joiner connected to it, both greeted, the joiner holding the offer.
Pair offered(const MatchOffer& offer, SessionOptions joinerOptions = loopback("Jo")) {
  Pair p;
  p.host = MatchSession::host(test::testCatalog(), offer, 0, loopback("Hana"));
  EXPECT_NE(p.host->port(), 0);
  p.joiner = MatchSession::join(test::testCatalog(), "127.0.0.1", p.host->port(), std::move(joinerOptions));
  EXPECT_TRUE(pumpUntil({p.host.get(), p.joiner.get()}, [&] {
    return p.joiner->state() == SessionState::Offered || p.joiner->state() == SessionState::Ended;
  }));
  return p;
}

Pair playing(const MatchOffer& offer) {
  Pair p = offered(offer);
  EXPECT_TRUE(p.joiner->accept());
  EXPECT_TRUE(pumpUntil({p.host.get(), p.joiner.get()}, [&] {
    return p.host->state() == SessionState::Playing && p.joiner->state() == SessionState::Playing;
  }));
  return p;
}

const FloodReferee& floodOf(const MatchSession& s) {
  const FloodReferee* f = s.flood();
  if (f == nullptr) throw std::logic_error("no Flood match");
  return *f;
}

const Level& levelOf(const MatchSession& s) {
  const Level* level = s.raceLevel();
  if (level == nullptr) throw std::logic_error("no race level");
  return *level;
}

// The greedy player: the allowed colour that takes most now.
int greedy(const MatchSession& s) { return greediestColours(floodOf(s).state()).at(0); }

// A raw TCP peer connected to a host session's port.
net::UniqueFd rawConnect(std::uint16_t port) {
  net::UniqueFd fd(::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0));
  sockaddr_in to{};
  to.sin_family = AF_INET;
  to.sin_port = htons(port);
  to.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (::connect(fd.get(), reinterpret_cast<const sockaddr*>(&to), sizeof to) != 0) return net::UniqueFd();
  return fd;
}

void rawSend(int fd, const std::vector<std::uint8_t>& bytes) {
  std::size_t at = 0;
  while (at < bytes.size()) {
    const ssize_t put = ::send(fd, bytes.data() + at, bytes.size() - at, MSG_NOSIGNAL);
    ASSERT_GT(put, 0);
    at += static_cast<std::size_t>(put);
  }
}

// Every game payload the raw peer receives until the host closes (heartbeats left out).
std::vector<net::Payload> rawReadAll(int fd) {
  timeval wait{5, 0};
  ::setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &wait, sizeof wait);
  std::vector<net::Payload> payloads;
  net::FrameDecoder decoder;
  std::uint8_t buffer[4096];
  for (;;) {
    const ssize_t got = ::recv(fd, buffer, sizeof buffer, 0);
    if (got <= 0) break;
    decoder.feedAll(std::span<const std::uint8_t>(buffer, static_cast<std::size_t>(got)), [&](net::Payload p) {
      if (!net::isHeartbeat(p)) payloads.push_back(std::move(p));
    });
  }
  return payloads;
}

std::optional<Bye> lastBye(const std::vector<net::Payload>& payloads) {
  if (payloads.empty()) return std::nullopt;
  const Decoded d = decode(payloads.back());
  if (!d || !std::holds_alternative<Bye>(*d.message)) return std::nullopt;
  return std::get<Bye>(*d.message);
}

TEST(MatchSessionTest, AWholeFloodMatchEndsWithTheSameResultOnBothDevices) {
  Pair p = playing(floodOffer());
  MatchSession& host = *p.host;
  MatchSession& joiner = *p.joiner;
  EXPECT_EQ(host.peerName(), "Jo");
  EXPECT_EQ(joiner.peerName(), "Hana");
  ASSERT_TRUE(host.flood() && joiner.flood());
  EXPECT_EQ(floodOf(host).state(), floodOf(joiner).state());
  int hostMoves = 0;
  int joinerMoves = 0;
  ASSERT_TRUE(pumpUntil({&host, &joiner}, [&] {
    if (host.myTurn() && host.floodMove(greedy(host))) ++hostMoves;
    if (joiner.myTurn() && joiner.floodMove(greedy(joiner))) ++joinerMoves;
    return host.state() == SessionState::Decided && joiner.state() == SessionState::Decided;
  }));
  ASSERT_TRUE(host.result() && joiner.result());
  EXPECT_EQ(*host.result(), *joiner.result());
  EXPECT_EQ(floodOf(host).state(), floodOf(joiner).state());
  EXPECT_TRUE(floodOf(host).over());
  EXPECT_EQ(static_cast<int>(floodOf(host).moves()), hostMoves + joinerMoves);
  EXPECT_GT(joinerMoves, 0);
  const int h = floodOf(host).cells(Side::Host);
  const int j = floodOf(host).cells(Side::Joiner);
  EXPECT_EQ(host.result().value().winner, h > j ? Winner::Host : h < j ? Winner::Joiner : Winner::Nobody);
  EXPECT_FALSE(host.toMove());
}

TEST(MatchSessionTest, AMoveOutOfTurnIsRefusedOnTheDeviceThatTriesIt) {
  Pair p = playing(floodOffer(Side::Host));
  const std::uint64_t before = p.joiner->revision();
  EXPECT_FALSE(p.joiner->myTurn());
  EXPECT_FALSE(p.joiner->floodMove(greedy(*p.host)));
  EXPECT_EQ(p.joiner->lastRefusal(), "it is not your turn");
  EXPECT_GT(p.joiner->revision(), before);
  // The host may not pick its own colour.
  EXPECT_FALSE(p.host->floodMove(floodOf(*p.host).state().colourOf(0)));
  EXPECT_FALSE(p.host->lastRefusal().empty());
  EXPECT_EQ(floodOf(*p.host).moves(), 0u);
}

TEST(MatchSessionTest, TheJoinersMoveShowsOnceTheHostConfirmsIt) {
  Pair p = playing(floodOffer(Side::Joiner));
  ASSERT_TRUE(p.joiner->myTurn());
  ASSERT_TRUE(p.joiner->floodMove(greedy(*p.joiner)));
  EXPECT_EQ(floodOf(*p.joiner).moves(), 0u);  // not before the host says so
  EXPECT_FALSE(p.joiner->floodMove(greedy(*p.joiner)));
  ASSERT_TRUE(pumpUntil({p.host.get(), p.joiner.get()}, [&] { return floodOf(*p.joiner).moves() == 1; }));
  EXPECT_EQ(floodOf(*p.host).state(), floodOf(*p.joiner).state());
  EXPECT_TRUE(p.host->myTurn());
  bool moved = false;
  for (const SessionEvent& e : p.joiner->takeEvents()) {
    moved = moved || (e.kind == SessionEvent::Kind::FloodMoved && e.move.mover == Side::Joiner);
  }
  EXPECT_TRUE(moved);
}

TEST(MatchSessionTest, ARaceIsWonByTheFirstToSolveAndTheOtherMayFinish) {
  Pair p = playing(raceOffer());
  MatchSession& host = *p.host;
  MatchSession& joiner = *p.joiner;
  ASSERT_TRUE(host.raceLevel() && joiner.raceLevel());
  EXPECT_EQ(host.preparePercent(), 100);
  const std::vector<TileTurn> turns = solvingTurns(levelOf(joiner));
  ASSERT_GE(turns.size(), 2u);
  // The host makes a start; the joiner plays the whole solution.
  ASSERT_TRUE(host.raceTurn(static_cast<int>(turns[0].cell), turns[0].rotation));
  for (const TileTurn& t : turns) ASSERT_TRUE(joiner.raceTurn(static_cast<int>(t.cell), t.rotation));
  EXPECT_TRUE(joiner.progress(Side::Joiner).solved);  // its own board, counted here
  ASSERT_TRUE(pumpUntil({&host, &joiner}, [&] {
    return host.state() == SessionState::Decided && joiner.state() == SessionState::Decided;
  }));
  ASSERT_TRUE(host.result() && joiner.result());
  EXPECT_EQ(*host.result(), *joiner.result());
  EXPECT_EQ(host.result().value().winner, Winner::Joiner);
  EXPECT_TRUE(host.progress(Side::Joiner).solved);

  // The host finishes after the result; the joiner hears of it and the result stands.
  for (std::size_t i = 1; i < turns.size(); ++i) {
    ASSERT_TRUE(host.raceTurn(static_cast<int>(turns[i].cell), turns[i].rotation)) << host.lastRefusal();
  }
  EXPECT_TRUE(host.progress(Side::Host).solved);
  ASSERT_TRUE(pumpUntil({&host, &joiner}, [&] { return joiner.progress(Side::Host).solved; }));
  EXPECT_EQ(joiner.progress(Side::Host).percent, 100);
  EXPECT_EQ(host.result().value().winner, Winner::Joiner);
  EXPECT_EQ(*host.result(), *joiner.result());
}

TEST(MatchSessionTest, ATurnThatIsNoTurnOfTheBoardIsRefusedAndNotSent) {
  Pair p = playing(raceOffer());
  EXPECT_FALSE(p.joiner->raceTurn(100000, 0));
  EXPECT_FALSE(p.joiner->lastRefusal().empty());
  EXPECT_FALSE(p.host->raceTurn(0, 9));
  EXPECT_FALSE(p.host->lastRefusal().empty());
  EXPECT_EQ(p.host->progress(Side::Host).turns, 0u);
  EXPECT_EQ(p.joiner->state(), SessionState::Playing);
}

TEST(MatchSessionTest, DecliningEndsTheSessionOnBothDevices) {
  Pair p = offered(floodOffer());
  ASSERT_TRUE(p.joiner->offer());
  EXPECT_EQ(p.joiner->offer() ? p.joiner->offer()->kind() : MatchKind::TilesRace, MatchKind::Flood);
  EXPECT_TRUE(p.joiner->offer() && *p.joiner->offer() == floodOffer());
  EXPECT_EQ(p.host->state(), SessionState::Offered);
  ASSERT_TRUE(p.joiner->decline("not now"));
  EXPECT_EQ(p.joiner->state(), SessionState::Ended);
  ASSERT_TRUE(pumpUntil({p.host.get()}, [&] { return p.host->state() == SessionState::Ended; }));
  EXPECT_EQ(p.host->endReason(), "The other player declined the match: not now");
  EXPECT_FALSE(p.host->result());
}

TEST(MatchSessionTest, AJoinerThatCannotMakeTheRaceLevelSaysWhyInsteadOfAccepting) {
  auto host = MatchSession::host(test::testCatalog(), raceOffer(), 0, loopback("Hana"));
  const Catalog lacking;  // no land called "test"
  auto joiner = MatchSession::join(lacking, "127.0.0.1", host->port(), loopback("Jo"));
  ASSERT_TRUE(pumpUntil({host.get(), joiner.get()}, [&] { return joiner->state() == SessionState::Offered; }));
  joiner->accept();
  ASSERT_TRUE(pumpUntil({host.get(), joiner.get()}, [&] {
    return host->state() == SessionState::Ended && joiner->state() == SessionState::Ended;
  }));
  EXPECT_NE(joiner->endReason().find("cannot play that match"), std::string::npos) << joiner->endReason();
  EXPECT_NE(host->endReason().find("declined"), std::string::npos) << host->endReason();
  EXPECT_NE(host->endReason().find("'test'"), std::string::npos) << host->endReason();
}

TEST(MatchSessionTest, DifferentVersionsRefuseEachOtherClearlyOnBothDevices) {
  SessionOptions newer = loopback("Jo");
  newer.protocol = ProtocolVersion + 1;
  Pair p = offered(floodOffer(), newer);
  ASSERT_TRUE(pumpUntil({p.host.get(), p.joiner.get()}, [&] {
    return p.host->state() == SessionState::Ended && p.joiner->state() == SessionState::Ended;
  }));
  EXPECT_EQ(p.host->endReason(), versionMismatchText(ProtocolVersion + 1, ProtocolVersion));
  EXPECT_EQ(p.joiner->endReason(), versionMismatchText(ProtocolVersion, ProtocolVersion + 1));
  EXPECT_NE(p.joiner->endReason().find("version"), std::string::npos);
}

TEST(MatchSessionTest, AJoinerThatGoesAwayMidMatchEndsTheHostsSession) {
  Pair p = playing(floodOffer());
  ASSERT_TRUE(p.host->floodMove(greedy(*p.host)));
  p.joiner.reset();
  ASSERT_TRUE(pumpUntil({p.host.get()}, [&] { return p.host->state() == SessionState::Ended; }));
  EXPECT_EQ(p.host->endReason(), "The other player left.");
  EXPECT_FALSE(p.host->result());
  EXPECT_FALSE(p.host->floodMove(0));
}

TEST(MatchSessionTest, AJoinerThatLeavesEndsBothSessions) {
  Pair p = playing(raceOffer());
  p.joiner->leave();
  EXPECT_EQ(p.joiner->state(), SessionState::Ended);
  EXPECT_EQ(p.joiner->endReason(), "You left the match.");
  ASSERT_TRUE(pumpUntil({p.host.get()}, [&] { return p.host->state() == SessionState::Ended; }));
  EXPECT_EQ(p.host->endReason(), "The other player left.");
}

TEST(MatchSessionTest, AHostThatGoesAwayEndsTheJoinersSession) {
  Pair p = playing(floodOffer());
  p.host.reset();
  ASSERT_TRUE(pumpUntil({p.joiner.get()}, [&] { return p.joiner->state() == SessionState::Ended; }));
  EXPECT_EQ(p.joiner->endReason(), "The other player left.");
}

TEST(MatchSessionTest, APeerThatStopsAnsweringIsNoticedWithinTheHeartbeatTimeOut) {
  SessionOptions o = loopback("Hana");
  o.connection.heartbeatInterval = std::chrono::milliseconds{50};
  o.connection.peerTimeout = std::chrono::milliseconds{300};
  auto host = MatchSession::host(test::testCatalog(), floodOffer(), 0, o);
  net::UniqueFd peer = rawConnect(host->port());
  ASSERT_TRUE(peer);
  rawSend(peer.get(), net::encodeFrame(encode(Hello{ProtocolVersion, "test", "Mute"})));
  // The raw peer says hello and then nothing, not even a heartbeat.
  ASSERT_TRUE(pumpUntil({host.get()}, [&] { return host->state() == SessionState::Ended; }));
  EXPECT_EQ(host->peerName(), "Mute");
  EXPECT_EQ(host->endReason(), "The other player stopped answering.");
}

TEST(MatchSessionTest, BytesThatAreNoMessageEndTheSessionWithAReasonAndAGoodbye) {
  auto host = MatchSession::host(test::testCatalog(), floodOffer(), 0, loopback("Hana"));
  net::UniqueFd peer = rawConnect(host->port());
  ASSERT_TRUE(peer);
  rawSend(peer.get(), net::encodeFrame(std::vector<std::uint8_t>{0xEE, 1, 2, 3}));
  ASSERT_TRUE(pumpUntil({host.get()}, [&] { return host->state() == SessionState::Ended; }));
  EXPECT_NE(host->endReason().find("cannot read"), std::string::npos) << host->endReason();
  const auto bye = lastBye(rawReadAll(peer.get()));
  ASSERT_TRUE(bye);
  EXPECT_NE(bye->reason.find("could not read"), std::string::npos) << bye->reason;
}

TEST(MatchSessionTest, ThousandsOfTurnsAtOnceAreEveryOneCounted) {
  auto host = MatchSession::host(test::testCatalog(), raceOffer(), 0, loopback("Hana"));
  net::UniqueFd peer = rawConnect(host->port());
  ASSERT_TRUE(peer);
  rawSend(peer.get(), net::encodeFrame(encode(Hello{ProtocolVersion, "test", "Flood"})));
  ASSERT_TRUE(pumpUntil({host.get()}, [&] { return host->state() == SessionState::Offered; }));
  std::vector<std::uint8_t> bytes = net::encodeFrame(encode(OfferReply{true, {}}));
  constexpr int Turns = 5000;
  for (int i = 0; i < Turns; ++i) {
    const auto frame = net::encodeFrame(encode(TileTurn{0, i % 4}));
    bytes.insert(bytes.end(), frame.begin(), frame.end());
  }
  rawSend(peer.get(), bytes);
  ASSERT_TRUE(
      pumpUntil({host.get()},
                [&] { return host->state() != SessionState::Offered && host->progress(Side::Joiner).turns == Turns; }))
      << sessionStateName(host->state()) << " " << host->endReason();
  EXPECT_EQ(host->state(), SessionState::Playing);
}

TEST(MatchSessionTest, AMessageOutOfPlaceEndsTheSessionNamingIt) {
  auto host = MatchSession::host(test::testCatalog(), floodOffer(), 0, loopback("Hana"));
  net::UniqueFd peer = rawConnect(host->port());
  ASSERT_TRUE(peer);
  rawSend(peer.get(), net::encodeFrame(encode(FloodMove{0, 1})));
  ASSERT_TRUE(pumpUntil({host.get()}, [&] { return host->state() == SessionState::Ended; }));
  EXPECT_NE(host->endReason().find("FloodMove"), std::string::npos) << host->endReason();
  const auto bye = lastBye(rawReadAll(peer.get()));
  ASSERT_TRUE(bye);
  EXPECT_NE(bye->reason.find("FloodMove"), std::string::npos) << bye->reason;
}

TEST(MatchSessionTest, ABadFrameEndsTheSessionWithTheTransportsReason) {
  auto host = MatchSession::host(test::testCatalog(), floodOffer(), 0, loopback("Hana"));
  net::UniqueFd peer = rawConnect(host->port());
  ASSERT_TRUE(peer);
  rawSend(peer.get(), {0xFF, 0xFF, 0xFF, 0xFF, 1, 2, 3});
  ASSERT_TRUE(pumpUntil({host.get()}, [&] { return host->state() == SessionState::Ended; }));
  EXPECT_EQ(host->endReason().rfind("Protocol error", 0), 0u) << host->endReason();
}

TEST(MatchSessionTest, JoiningWhereNobodyHostsEndsWithTheReason) {
  // A port bound for a moment and closed again: nobody listens there.
  net::UniqueFd probe(::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0));
  sockaddr_in at{};
  at.sin_family = AF_INET;
  at.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  ASSERT_EQ(::bind(probe.get(), reinterpret_cast<const sockaddr*>(&at), sizeof at), 0);
  const std::uint16_t port = net::boundPort(probe.get());
  probe.reset();
  auto joiner = MatchSession::join(test::testCatalog(), "127.0.0.1", port, loopback("Jo"));
  EXPECT_EQ(joiner->state(), SessionState::Connecting);
  ASSERT_TRUE(pumpUntil({joiner.get()}, [&] { return joiner->state() == SessionState::Ended; }));
  EXPECT_EQ(joiner->endReason().rfind("Could not connect", 0), 0u) << joiner->endReason();
}

TEST(MatchSessionTest, HostingOnAPortInUseEndsWithTheReason) {
  auto first = MatchSession::host(test::testCatalog(), floodOffer(), 0, loopback("Hana"));
  ASSERT_NE(first->port(), 0);
  auto second = MatchSession::host(test::testCatalog(), floodOffer(), first->port(), loopback("Ben"));
  ASSERT_TRUE(pumpUntil({second.get()}, [&] { return second->state() == SessionState::Ended; }));
  EXPECT_EQ(second->endReason().rfind("Could not host on port " + std::to_string(first->port()), 0), 0u)
      << second->endReason();
  first->update();
  EXPECT_EQ(first->state(), SessionState::Waiting);
}

TEST(MatchSessionTest, AWaitingHostIsHeardOnTheLocalNetwork) {
  net::BrowserOptions b;
  b.port = 0;
  b.bindAddress = "127.0.0.1";
  net::DiscoveryBrowser browser(b);
  ASSERT_EQ(browser.error(), "");
  SessionOptions o = loopback("Hana");
  o.announce = true;
  o.announcer.destinations = {"127.0.0.1"};
  o.announcer.interfaceBroadcasts = false;
  o.announcer.port = browser.localPort();
  o.announcer.interval = std::chrono::milliseconds{50};
  auto host = MatchSession::host(test::testCatalog(), floodOffer(), 0, o);
  EXPECT_EQ(host->state(), SessionState::Waiting);
  ASSERT_TRUE(pumpUntil({host.get()}, [&] { return !browser.hosts().empty(); }));
  const net::FoundHost found = browser.hosts().front();
  EXPECT_EQ(found.tcpPort, host->port());
  EXPECT_EQ(found.name, "Hana");
  EXPECT_EQ(found.summary, "Flood 8x8, 5 colours");
}

}  // namespace
}  // namespace match_session_test
}  // namespace tileflow::match
