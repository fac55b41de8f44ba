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

#include "engine/core/Rng.hpp"
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

const MatchOffer& offerOf(const MatchSession& s) {
  const MatchOffer* offer = s.offer();
  if (offer == nullptr) throw std::logic_error("no offer");
  return *offer;
}

// Plays a Flood match greedily on both devices until both know the result.
void playFloodToTheEnd(MatchSession& host, MatchSession& joiner) {
  ASSERT_TRUE(pumpUntil({&host, &joiner}, [&] {
    if (host.myTurn()) host.floodMove(greedy(host));
    if (joiner.myTurn()) joiner.floodMove(greedy(joiner));
    return host.state() == SessionState::Decided && joiner.state() == SessionState::Decided;
  }));
}

TEST(MatchSessionTest, AfterAFloodMatchTheJoinerAsksAndTheHostOffersARematchOnTheSameConnection) {
  Pair p = playing(floodOffer(Side::Host));
  MatchSession& host = *p.host;
  MatchSession& joiner = *p.joiner;
  EXPECT_FALSE(joiner.askRematch()) << "not before the match is decided";
  EXPECT_FALSE(host.offerRematch());
  ASSERT_NO_FATAL_FAILURE(playFloodToTheEnd(host, joiner));
  const FloodOffer first = std::get<FloodOffer>(offerOf(host).match);
  EXPECT_EQ(host.matchNumber(), 1);
  EXPECT_EQ(joiner.matchNumber(), 1);

  EXPECT_FALSE(host.askRematch()) << "the host offers; it does not ask";
  ASSERT_TRUE(joiner.askRematch());
  EXPECT_TRUE(joiner.rematchAsked());
  EXPECT_FALSE(joiner.askRematch()) << "once is enough";
  host.takeEvents();
  ASSERT_TRUE(pumpUntil({&host, &joiner}, [&] { return host.rematchAsked(); }));
  bool heard = false;
  for (const SessionEvent& e : host.takeEvents())
    heard = heard || (e.kind == SessionEvent::Kind::RematchAsked && e.text == "Jo");
  EXPECT_TRUE(heard);
  EXPECT_EQ(host.state(), SessionState::Decided);

  ASSERT_TRUE(host.offerRematch());
  EXPECT_EQ(host.state(), SessionState::Offered);
  EXPECT_FALSE(host.result());
  ASSERT_TRUE(pumpUntil({&host, &joiner}, [&] { return joiner.state() == SessionState::Offered; }));
  EXPECT_EQ(joiner.matchNumber(), 2);
  EXPECT_FALSE(joiner.rematchAsked());
  EXPECT_FALSE(joiner.result()) << "the last result is forgotten with the new offer";
  EXPECT_EQ(offerOf(joiner), offerOf(host));
  const FloodOffer second = std::get<FloodOffer>(offerOf(joiner).match);
  EXPECT_EQ(second.firstMover, Side::Joiner) << "the other player starts";
  EXPECT_NE(second.seed, first.seed);
  EXPECT_EQ(second.size, first.size);

  ASSERT_TRUE(joiner.accept());
  ASSERT_TRUE(pumpUntil({&host, &joiner}, [&] {
    return host.state() == SessionState::Playing && joiner.state() == SessionState::Playing;
  }));
  EXPECT_EQ(floodOf(host).moves(), 0u);
  EXPECT_EQ(floodOf(host).state(), floodOf(joiner).state());
  EXPECT_TRUE(joiner.myTurn());
  ASSERT_NO_FATAL_FAILURE(playFloodToTheEnd(host, joiner));
  EXPECT_EQ(*host.result(), *joiner.result());
}

TEST(MatchSessionTest, ARaceRematchMakesANewLevelOnBothDevices) {
  Pair p = playing(raceOffer());
  MatchSession& host = *p.host;
  MatchSession& joiner = *p.joiner;
  for (const TileTurn& t : solvingTurns(levelOf(host)))
    ASSERT_TRUE(host.raceTurn(static_cast<int>(t.cell), t.rotation));
  ASSERT_TRUE(pumpUntil({&host, &joiner}, [&] { return joiner.state() == SessionState::Decided; }));
  const std::vector<std::uint8_t> before = levelOf(joiner).solution.value();
  // The host offers without being asked; the joiner's late turns of the last race may cross it.
  ASSERT_TRUE(host.offerRematch());
  const std::vector<TileTurn> late = solvingTurns(levelOf(joiner));
  ASSERT_FALSE(late.empty());
  ASSERT_TRUE(joiner.raceTurn(static_cast<int>(late[0].cell), late[0].rotation));
  ASSERT_TRUE(pumpUntil({&host, &joiner}, [&] { return joiner.state() == SessionState::Offered; }));
  ASSERT_TRUE(joiner.accept());
  ASSERT_TRUE(pumpUntil({&host, &joiner}, [&] {
    return host.state() == SessionState::Playing && joiner.state() == SessionState::Playing;
  }));
  EXPECT_EQ(levelOf(host).solution, levelOf(joiner).solution);
  EXPECT_NE(levelOf(joiner).solution.value(), before) << "a new level";
  EXPECT_EQ(host.progress(Side::Joiner).turns, 0u) << "the late turn belonged to the last race";
  for (const TileTurn& t : solvingTurns(levelOf(joiner)))
    ASSERT_TRUE(joiner.raceTurn(static_cast<int>(t.cell), t.rotation));
  ASSERT_TRUE(pumpUntil({&host, &joiner}, [&] { return host.state() == SessionState::Decided; }));
  EXPECT_EQ(host.result().value().winner, Winner::Joiner);
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
  ASSERT_TRUE(pumpUntil({p.host.get(), p.joiner.get()},
                        [&] { return p.host->turnedAway() == 1 && p.joiner->state() == SessionState::Ended; }));
  // The host says why and goes on waiting for a player who speaks its version.
  EXPECT_EQ(p.host->turnedAwayReason(), versionMismatchText(ProtocolVersion + 1, ProtocolVersion));
  EXPECT_EQ(p.host->state(), SessionState::Waiting);
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

// A player who joins now is greeted and offered the match: the host is free again.
void servesAPlayerNext(MatchSession& host) {
  auto joiner = MatchSession::join(test::testCatalog(), "127.0.0.1", host.port(), loopback("Jo"));
  ASSERT_TRUE(pumpUntil({&host, joiner.get()}, [&] { return joiner->state() == SessionState::Offered; }))
      << sessionStateName(joiner->state()) << ": " << joiner->endReason();
  EXPECT_EQ(host.peerName(), "Jo");
}

TEST(MatchSessionTest, BytesThatAreNoMessageTurnTheDeviceAwayWithAReasonAndAGoodbye) {
  auto host = MatchSession::host(test::testCatalog(), floodOffer(), 0, loopback("Hana"));
  net::UniqueFd peer = rawConnect(host->port());
  ASSERT_TRUE(peer);
  rawSend(peer.get(), net::encodeFrame(std::vector<std::uint8_t>{0xEE, 1, 2, 3}));
  ASSERT_TRUE(pumpUntil({host.get()}, [&] { return host->turnedAway() == 1; }));
  EXPECT_NE(host->turnedAwayReason().find("cannot read"), std::string::npos) << host->turnedAwayReason();
  const auto bye = lastBye(rawReadAll(peer.get()));
  ASSERT_TRUE(bye);
  EXPECT_NE(bye->reason.find("could not read"), std::string::npos) << bye->reason;
  servesAPlayerNext(*host);
}

TEST(MatchSessionTest, AThousandTurnsAtOnceAreEveryOneCounted) {
  auto host = MatchSession::host(test::testCatalog(), raceOffer(), 0, loopback("Hana"));
  net::UniqueFd peer = rawConnect(host->port());
  ASSERT_TRUE(peer);
  rawSend(peer.get(), net::encodeFrame(encode(Hello{ProtocolVersion, "test", "Flood"})));
  ASSERT_TRUE(pumpUntil({host.get()}, [&] { return host->state() == SessionState::Offered; }));
  std::vector<std::uint8_t> bytes = net::encodeFrame(encode(OfferReply{true, {}}));
  constexpr int Turns = 1500;  // under the transport's 2000 frames a second
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

// A million Flood moves in a burst mid-match: the joiner is dropped with the reason within a
// moment, instead of the host working through a backlog for seconds.
TEST(MatchSessionTest, AFloodOfMovesMidMatchEndsTheMatchAtOnce) {
  auto host = MatchSession::host(test::testCatalog(), floodOffer(Side::Joiner), 0, loopback("Hana"));
  net::UniqueFd peer = rawConnect(host->port());
  ASSERT_TRUE(peer);
  rawSend(peer.get(), net::encodeFrame(encode(Hello{ProtocolVersion, "test", "Flood"})));
  ASSERT_TRUE(pumpUntil({host.get()}, [&] { return host->state() == SessionState::Offered; }));
  rawSend(peer.get(), net::encodeFrame(encode(OfferReply{true, {}})));
  ASSERT_TRUE(pumpUntil({host.get()}, [&] { return host->state() == SessionState::Playing; }));
  std::vector<std::uint8_t> burst;
  for (int i = 0; i < 100000; ++i) {
    const auto frame = net::encodeFrame(encode(FloodMove{static_cast<std::uint32_t>(i), 1}));
    burst.insert(burst.end(), frame.begin(), frame.end());
  }
  std::thread sender([fd = peer.get(), &burst] {
    for (int round = 0; round < 10; ++round) {
      std::size_t at = 0;
      while (at < burst.size()) {
        const ssize_t put = ::send(fd, burst.data() + at, burst.size() - at, MSG_NOSIGNAL);
        if (put <= 0) return;  // dropped
        at += static_cast<std::size_t>(put);
      }
    }
  });
  const auto start = std::chrono::steady_clock::now();
  const bool ended = pumpUntil({host.get()}, [&] {
    std::uint8_t junk[65536];
    while (::recv(peer.get(), junk, sizeof junk, MSG_DONTWAIT) > 0) {
    }
    return host->state() == SessionState::Ended;
  });
  const auto took = std::chrono::steady_clock::now() - start;
  ::shutdown(peer.get(), SHUT_RDWR);
  sender.join();
  ASSERT_TRUE(ended);
  EXPECT_LT(took, std::chrono::seconds{3});
  EXPECT_NE(host->endReason().find("more than 2000 messages in a second"), std::string::npos) << host->endReason();
}

TEST(MatchSessionTest, AMessageOutOfPlaceBeforeTheHelloTurnsTheDeviceAwayNamingIt) {
  auto host = MatchSession::host(test::testCatalog(), floodOffer(), 0, loopback("Hana"));
  net::UniqueFd peer = rawConnect(host->port());
  ASSERT_TRUE(peer);
  rawSend(peer.get(), net::encodeFrame(encode(FloodMove{0, 1})));
  ASSERT_TRUE(pumpUntil({host.get()}, [&] { return host->turnedAway() == 1; }));
  EXPECT_NE(host->turnedAwayReason().find("FloodMove"), std::string::npos) << host->turnedAwayReason();
  const auto bye = lastBye(rawReadAll(peer.get()));
  ASSERT_TRUE(bye);
  EXPECT_NE(bye->reason.find("FloodMove"), std::string::npos) << bye->reason;
  servesAPlayerNext(*host);
}

TEST(MatchSessionTest, ABadFrameTurnsTheDeviceAwayWithTheTransportsReason) {
  auto host = MatchSession::host(test::testCatalog(), floodOffer(), 0, loopback("Hana"));
  net::UniqueFd peer = rawConnect(host->port());
  ASSERT_TRUE(peer);
  rawSend(peer.get(), {0xFF, 0xFF, 0xFF, 0xFF, 1, 2, 3});
  ASSERT_TRUE(pumpUntil({host.get()}, [&] { return host->turnedAway() == 1; }));
  EXPECT_EQ(host->turnedAwayReason().rfind("Protocol error", 0), 0u) << host->turnedAwayReason();
  servesAPlayerNext(*host);
}

// The attack that held a host for ever: a device that sends a heartbeat now and then but never
// says hello. Bytes do not extend the hello's deadline.
TEST(MatchSessionTest, AHeartbeatOnlyPeerIsDroppedAtTheHelloDeadlineAndTheHostServesTheNext) {
  SessionOptions o = loopback("Hana");
  o.helloTimeout = std::chrono::milliseconds{400};
  auto host = MatchSession::host(test::testCatalog(), floodOffer(), 0, o);
  net::UniqueFd peer = rawConnect(host->port());
  ASSERT_TRUE(peer);
  const auto start = std::chrono::steady_clock::now();
  const std::vector<std::uint8_t> beat = {0, 0, 0, 1, 0};
  bool dropped = false;
  while (!dropped && std::chrono::steady_clock::now() - start < std::chrono::seconds{5}) {
    rawSend(peer.get(), beat);
    for (int i = 0; i < 20 && !dropped; ++i) {
      host->update();
      dropped = host->turnedAway() == 1;
      std::this_thread::sleep_for(std::chrono::milliseconds{2});
    }
  }
  ASSERT_TRUE(dropped);
  const auto took = std::chrono::steady_clock::now() - start;
  EXPECT_GE(took, std::chrono::milliseconds{390});
  EXPECT_LT(took, std::chrono::milliseconds{2000});
  EXPECT_NE(host->turnedAwayReason().find("did not say hello"), std::string::npos) << host->turnedAwayReason();
  EXPECT_EQ(host->state(), SessionState::Waiting);
  servesAPlayerNext(*host);
}

// A scripted hostile device, seeded: each seed picks an attack and its bytes (garbage, a real
// session's opening with bytes flipped, a frame far over the cap, messages out of place, a
// heartbeat-only or silent device, a hello cut short). Whatever it does, the host turns it away
// within the hello deadline, never crashes, and then serves a real player at once.
TEST(MatchSessionTest, SeededHostilePeersNeverHoldTheHostAndTheNextPlayerIsServed) {
  SessionOptions o = loopback("Hana");
  o.helloTimeout = std::chrono::milliseconds{250};
  auto host = MatchSession::host(test::testCatalog(), floodOffer(), 0, o);
  const std::vector<std::uint8_t> hello = net::encodeFrame(encode(Hello{ProtocolVersion, "test", "Real"}));
  for (std::uint64_t seed = 1; seed <= 24; ++seed) {
    Rng rng(seed);
    net::UniqueFd peer = rawConnect(host->port());
    ASSERT_TRUE(peer) << "seed " << seed;
    std::vector<std::uint8_t> bytes;
    const int attack = static_cast<int>(seed % 6);
    switch (attack) {
      case 0:  // garbage
        for (int i = 0, n = 1 + rng.range(0, 300); i < n; ++i)
          bytes.push_back(static_cast<std::uint8_t>(rng.below(256)));
        break;
      case 1: {  // a real opening with one to four of its frame, type and version bytes flipped
        bytes = hello;
        for (int i = 0, n = 1 + rng.range(0, 3); i < n; ++i)
          bytes[rng.below(7)] ^= static_cast<std::uint8_t>(1 + rng.below(255));
        break;
      }
      case 2:  // a frame that claims far more than the cap
        bytes = {0x7f, static_cast<std::uint8_t>(rng.below(256)), 0, 0, 1, 2, 3};
        break;
      case 3: {  // messages that only the host sends, or that come later
        const Message out[] = {HelloReply{}, MatchResult{}, FloodMove{}, Rematch{}, OfferReply{true, {}}};
        bytes = net::encodeFrame(encode(out[rng.below(5)]));
        break;
      }
      case 4:  // heartbeats only
        for (int i = 0; i < 5; ++i) bytes.insert(bytes.end(), {0, 0, 0, 1, 0});
        break;
      default:  // a hello cut short, then silence
        bytes.assign(hello.begin(), hello.begin() + 1 + rng.below(static_cast<std::uint32_t>(hello.size() - 1)));
        break;
    }
    const int before = host->turnedAway();
    ::send(peer.get(), bytes.data(), bytes.size(), MSG_NOSIGNAL);
    ASSERT_TRUE(pumpUntil({host.get()}, [&] { return host->turnedAway() > before; }))
        << "seed " << seed << " attack " << attack << ": " << sessionStateName(host->state());
    EXPECT_EQ(host->state(), SessionState::Waiting) << "seed " << seed;
  }
  servesAPlayerNext(*host);
}

// A hello sent a byte at a time, slower than the deadline, is dropped the same way.
TEST(MatchSessionTest, ASlowHelloIsDroppedAtTheDeadline) {
  SessionOptions o = loopback("Hana");
  o.helloTimeout = std::chrono::milliseconds{300};
  auto host = MatchSession::host(test::testCatalog(), floodOffer(), 0, o);
  net::UniqueFd peer = rawConnect(host->port());
  ASSERT_TRUE(peer);
  const std::vector<std::uint8_t> hello = net::encodeFrame(encode(Hello{ProtocolVersion, "test", "Slow"}));
  for (std::size_t i = 0; i < hello.size() && host->turnedAway() == 0; ++i) {
    rawSend(peer.get(), {hello[i]});
    for (int k = 0; k < 25; ++k) {
      host->update();
      std::this_thread::sleep_for(std::chrono::milliseconds{2});
    }
  }
  ASSERT_TRUE(pumpUntil({host.get()}, [&] { return host->turnedAway() == 1; }));
  EXPECT_TRUE(host->peerName().empty());
  servesAPlayerNext(*host);
}

// A joiner whose host accepts the connection and then says nothing gives up at the deadline.
TEST(MatchSessionTest, AJoinerWhoseHostNeverAnswersGivesUpAtTheDeadline) {
  net::UniqueFd listener(::socket(AF_INET, SOCK_STREAM, 0));
  ASSERT_TRUE(listener);
  sockaddr_in at{};
  at.sin_family = AF_INET;
  at.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  ASSERT_EQ(::bind(listener.get(), reinterpret_cast<sockaddr*>(&at), sizeof at), 0);
  ASSERT_EQ(::listen(listener.get(), 1), 0);
  socklen_t length = sizeof at;
  ASSERT_EQ(::getsockname(listener.get(), reinterpret_cast<sockaddr*>(&at), &length), 0);
  SessionOptions o = loopback("Jo");
  o.helloTimeout = std::chrono::milliseconds{300};
  o.connection.heartbeatInterval = std::chrono::milliseconds{50};
  auto joiner = MatchSession::join(test::testCatalog(), "127.0.0.1", ntohs(at.sin_port), o);
  net::UniqueFd silent(::accept(listener.get(), nullptr, nullptr));
  ASSERT_TRUE(silent);
  const auto start = std::chrono::steady_clock::now();
  ASSERT_TRUE(pumpUntil({joiner.get()}, [&] {
    std::uint8_t junk[256];
    (void)::recv(silent.get(), junk, sizeof junk, MSG_DONTWAIT);  // reads, so the joiner is never blocked
    return joiner->state() == SessionState::Ended;
  }));
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds{3});
  EXPECT_NE(joiner->endReason().find("did not answer"), std::string::npos) << joiner->endReason();
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
