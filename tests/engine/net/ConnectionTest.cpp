// Connection: two ends on 127.0.0.1 exchange payloads both ways, and every way a connection can
// end gives exactly one Closed event with a reason. Waits are generous deadlines, never timings.
#include "engine/net/Connection.hpp"

#include <gtest/gtest.h>

#include <cerrno>
#include <memory>
#include <utility>

#include "tests/engine/net/NetTestSupport.hpp"

namespace tileflow::net {
namespace connection_test {
namespace {

using Kind = ConnectionEvent::Kind;
using Bytes = std::vector<std::uint8_t>;

Bytes numbered(std::uint8_t type, std::size_t size, std::uint32_t seed) {
  Bytes p(size);
  p[0] = type;
  for (std::size_t i = 1; i < size; ++i) p[i] = static_cast<std::uint8_t>((seed * 31 + i * 7) & 0xFF);
  return p;
}

std::vector<Bytes> payloadsOf(const std::vector<ConnectionEvent>& events) {
  std::vector<Bytes> out;
  for (const auto& e : events) {
    if (e.kind == Kind::Received) out.push_back(e.payload);
  }
  return out;
}

// A host and a joined peer on loopback, both past Connected.
struct Pair {
  std::unique_ptr<Connection> host;
  std::unique_ptr<Connection> join;
  std::vector<ConnectionEvent> hostEvents;
  std::vector<ConnectionEvent> joinEvents;

  explicit Pair(ConnectionOptions options = loopbackOptions()) {
    host = Connection::listen(0, options);
    EXPECT_NE(host->localPort(), 0);
    join = Connection::connect("127.0.0.1", host->localPort(), options);
    EXPECT_TRUE(waitForConnected(*join, joinEvents)) << closedReason(joinEvents);
    EXPECT_TRUE(waitForConnected(*host, hostEvents)) << closedReason(hostEvents);
  }
};

bool waitForPayloads(Connection& c, std::vector<ConnectionEvent>& events, std::size_t count) {
  return pollUntil(c, events,
                   [count](const auto& es) {
                     return static_cast<std::size_t>(countKind(es, Kind::Received)) >= count ||
                            hasKind(es, Kind::Closed);
                   }) &&
         static_cast<std::size_t>(countKind(events, Kind::Received)) >= count;
}

TEST(Connection, PayloadsTravelBothWaysUnchanged) {
  Pair pair;
  EXPECT_TRUE(pair.host->send(Bytes{1, 2, 3}));
  EXPECT_TRUE(pair.join->send(Bytes{4, 5}));
  ASSERT_TRUE(waitForPayloads(*pair.join, pair.joinEvents, 1)) << closedReason(pair.joinEvents);
  ASSERT_TRUE(waitForPayloads(*pair.host, pair.hostEvents, 1)) << closedReason(pair.hostEvents);
  EXPECT_EQ(payloadsOf(pair.joinEvents), (std::vector<Bytes>{{1, 2, 3}}));
  EXPECT_EQ(payloadsOf(pair.hostEvents), (std::vector<Bytes>{{4, 5}}));
  EXPECT_EQ(pair.host->peerAddress(), "127.0.0.1");
}

TEST(Connection, PayloadsSentBeforeThePeerArrivesWaitForIt) {
  auto host = Connection::listen(0, loopbackOptions());
  EXPECT_TRUE(host->send(Bytes{1, 1}));
  auto join = Connection::connect("127.0.0.1", host->localPort(), loopbackOptions());
  std::vector<ConnectionEvent> events;
  ASSERT_TRUE(waitForPayloads(*join, events, 1)) << closedReason(events);
  EXPECT_EQ(payloadsOf(events), (std::vector<Bytes>{{1, 1}}));
}

TEST(Connection, ConnectedComesFirstAndOnce) {
  Pair pair;
  ASSERT_FALSE(pair.hostEvents.empty());
  EXPECT_EQ(pair.hostEvents.front().kind, Kind::Connected);
  EXPECT_EQ(pair.joinEvents.front().kind, Kind::Connected);
  EXPECT_EQ(countKind(pair.hostEvents, Kind::Connected), 1);
  EXPECT_EQ(countKind(pair.joinEvents, Kind::Connected), 1);
}

TEST(Connection, TheLargestPayloadsTravelBothWays) {
  Pair pair;
  std::vector<Bytes> fromHost;
  std::vector<Bytes> fromJoin;
  for (std::uint32_t i = 0; i < 8; ++i) {
    fromHost.push_back(numbered(7, kMaxPayload, i));
    fromJoin.push_back(numbered(9, kMaxPayload, i + 100));
    EXPECT_TRUE(pair.host->send(fromHost.back()));
    EXPECT_TRUE(pair.join->send(fromJoin.back()));
  }
  ASSERT_TRUE(waitForPayloads(*pair.join, pair.joinEvents, 8)) << closedReason(pair.joinEvents);
  ASSERT_TRUE(waitForPayloads(*pair.host, pair.hostEvents, 8)) << closedReason(pair.hostEvents);
  EXPECT_EQ(payloadsOf(pair.joinEvents), fromHost);
  EXPECT_EQ(payloadsOf(pair.hostEvents), fromJoin);
}

TEST(Connection, ManySmallPayloadsArriveInOrder) {
  ConnectionOptions options = loopbackOptions();
  options.maxFramesPerSecond = 1 << 20;  // ordering is tested here, not the flood limit
  Pair pair(options);
  constexpr std::uint32_t kCount = 5000;
  for (std::uint32_t i = 0; i < kCount; ++i) {
    EXPECT_TRUE(pair.join->send(Bytes{3, static_cast<std::uint8_t>(i >> 8), static_cast<std::uint8_t>(i)}));
  }
  ASSERT_TRUE(waitForPayloads(*pair.host, pair.hostEvents, kCount)) << closedReason(pair.hostEvents);
  const auto got = payloadsOf(pair.hostEvents);
  ASSERT_EQ(got.size(), kCount);
  for (std::uint32_t i = 0; i < kCount; ++i) {
    ASSERT_EQ(got[i], (Bytes{3, static_cast<std::uint8_t>(i >> 8), static_cast<std::uint8_t>(i)})) << i;
  }
}

TEST(Connection, AFrameLoopThatFallsBehindGetsEverythingOnceItCatchesUp) {
  ConnectionOptions options = loopbackOptions();
  options.receiveQueueCap = 500;  // reading pauses after a few payloads
  Pair pair(options);
  std::vector<Bytes> sent;
  for (std::uint32_t i = 0; i < 300; ++i) {
    sent.push_back(numbered(5, 100, i));
    EXPECT_TRUE(pair.join->send(sent.back()));
  }
  // Not polling for a while: the host's queue fills and its reading pauses.
  std::this_thread::sleep_for(std::chrono::milliseconds{100});
  ASSERT_TRUE(waitForPayloads(*pair.host, pair.hostEvents, sent.size())) << closedReason(pair.hostEvents);
  EXPECT_EQ(payloadsOf(pair.hostEvents), sent);
  EXPECT_FALSE(hasKind(pair.hostEvents, Kind::Closed));
}

// The burst that took a host from 13 MiB to 195 MiB: a million tiny frames as fast as a socket
// takes them. The peer is dropped once it passes the frames-per-second limit, what it queued is
// thrown away, and what waited meanwhile never passed the cap as stored.
TEST(Connection, ABurstOfAMillionTinyFramesIsDroppedAndStoresLittle) {
  const ConnectionOptions options = loopbackOptions();
  auto host = Connection::listen(0, options);
  UniqueFd raw = rawConnect(host->localPort());
  ASSERT_TRUE(raw);
  Bytes burst;
  for (int i = 0; i < 100000; ++i) burst.insert(burst.end(), {0, 0, 0, 2, 5, static_cast<std::uint8_t>(i)});
  std::thread sender([fd = raw.get(), &burst] {
    for (int round = 0; round < 10; ++round) {
      if (!rawSendAll(fd, burst)) return;  // dropped
    }
  });
  std::vector<ConnectionEvent> events;
  const auto start = std::chrono::steady_clock::now();
  ASSERT_TRUE(waitForClosed(*host, events));
  const auto took = std::chrono::steady_clock::now() - start;
  ::shutdown(raw.get(), SHUT_RDWR);
  sender.join();
  EXPECT_NE(closedReason(events).find("more than 2000 messages in a second"), std::string::npos)
      << closedReason(events);
  EXPECT_LT(took, std::chrono::seconds{3});
  EXPECT_LE(countKind(events, Kind::Received), options.maxFramesPerSecond);
  EXPECT_LE(host->storedHighWater(), options.receiveQueueCap + storedSize(16384));
  EXPECT_LE(host->messagesHighWater(), options.receiveQueueMessages);
}

// A frame loop that stops polling while the largest payloads keep coming: reading pauses at the
// cap, counted as stored, and nothing is lost once it polls again.
TEST(Connection, WhatWaitsForAStalledFrameLoopStaysUnderTheCapAsStored) {
  ConnectionOptions options = loopbackOptions();
  options.receiveQueueCap = 256 * 1024;
  Pair pair(options);
  std::vector<Bytes> sent;
  for (std::uint32_t i = 0; i < 24; ++i) {
    sent.push_back(numbered(5, kMaxPayload, i));
    EXPECT_TRUE(pair.join->send(sent.back()));
  }
  std::this_thread::sleep_for(std::chrono::milliseconds{300});
  EXPECT_LE(pair.host->storedHighWater(), options.receiveQueueCap + storedSize(kMaxPayload));
  ASSERT_TRUE(waitForPayloads(*pair.host, pair.hostEvents, sent.size())) << closedReason(pair.hostEvents);
  EXPECT_EQ(payloadsOf(pair.hostEvents), sent);
  EXPECT_LE(pair.host->storedHighWater(), options.receiveQueueCap + storedSize(kMaxPayload));
}

// Tiny payloads are counted too: a queue of many small ones pauses at receiveQueueMessages.
TEST(Connection, ManySmallPayloadsPauseReadingAtTheMessageCap) {
  ConnectionOptions options = loopbackOptions();
  options.receiveQueueMessages = 100;
  Pair pair(options);
  for (std::uint32_t i = 0; i < 1000; ++i) EXPECT_TRUE(pair.join->send(Bytes{3, static_cast<std::uint8_t>(i)}));
  std::this_thread::sleep_for(std::chrono::milliseconds{200});
  // One read of the socket may finish the frames it holds past the cap; never a second.
  EXPECT_LE(pair.host->messagesHighWater(), 100u + 16384u / 6u);
  ASSERT_TRUE(waitForPayloads(*pair.host, pair.hostEvents, 1000)) << closedReason(pair.hostEvents);
}

// An owner that goes (a match screen closing) hands its connection over instead of waiting for a
// peer that does not read; what was queued still goes out once the peer reads.
TEST(Connection, ClosingInTheBackgroundReturnsAtOnceAndStillSendsWhatWasQueued) {
  auto host = Connection::listen(0, loopbackOptions());
  UniqueFd raw = rawConnect(host->localPort());
  ASSERT_TRUE(raw);
  std::vector<ConnectionEvent> events;
  ASSERT_TRUE(waitForConnected(*host, events));
  for (std::uint32_t i = 0; i < 64; ++i) ASSERT_TRUE(host->send(numbered(5, 16384, i)));  // 1 MiB, unread
  const auto start = std::chrono::steady_clock::now();
  Connection::closeInBackground(std::move(host));
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::milliseconds{50});
  // The peer reads now: frames arrive, then the end of the stream.
  std::size_t got = 0;
  std::uint8_t buffer[65536];
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds{5};
  for (;;) {
    ASSERT_LT(std::chrono::steady_clock::now(), deadline);
    const ssize_t n = ::recv(raw.get(), buffer, sizeof buffer, 0);
    if (n <= 0) break;
    got += static_cast<std::size_t>(n);
  }
  EXPECT_GT(got, 16384u);
}

TEST(Connection, SendRefusesWhatIsNotAGamePayload) {
  Pair pair;
  EXPECT_FALSE(pair.host->send(Bytes{}));
  EXPECT_FALSE(pair.host->send(Bytes{0}));
  EXPECT_FALSE(pair.host->send(Bytes{0, 1}));
  EXPECT_FALSE(pair.host->send(Bytes(kMaxPayload + 1, 5)));
  EXPECT_TRUE(pair.host->send(Bytes{5}));
  ASSERT_TRUE(waitForPayloads(*pair.join, pair.joinEvents, 1));
  EXPECT_EQ(payloadsOf(pair.joinEvents), (std::vector<Bytes>{{5}}));
}

TEST(Connection, AHostRefusesASecondPeer) {
  Pair pair;
  const std::uint16_t port = pair.host->localPort();
  errno = 0;
  const UniqueFd second = rawConnect(port);
  EXPECT_FALSE(second) << "the listening socket closes once the first peer is in";
  EXPECT_EQ(errno, ECONNREFUSED);
  std::vector<ConnectionEvent> third;
  auto late = Connection::connect("127.0.0.1", port, loopbackOptions());
  ASSERT_TRUE(waitForClosed(*late, third));
  EXPECT_NE(closedReason(third).find("refused"), std::string::npos) << closedReason(third);
  // The first pair still talks.
  EXPECT_TRUE(pair.join->send(Bytes{8}));
  ASSERT_TRUE(waitForPayloads(*pair.host, pair.hostEvents, 1)) << closedReason(pair.hostEvents);
}

TEST(Connection, ClosingHereGivesOneClosedOnEachSide) {
  Pair pair;
  pair.join->close();
  ASSERT_TRUE(waitForClosed(*pair.join, pair.joinEvents));
  ASSERT_TRUE(waitForClosed(*pair.host, pair.hostEvents));
  EXPECT_NE(closedReason(pair.joinEvents).find("closed on this side"), std::string::npos)
      << closedReason(pair.joinEvents);
  EXPECT_EQ(closedReason(pair.hostEvents), "the other player left");
  pair.join->close();
  EXPECT_FALSE(pair.join->send(Bytes{1}));
  for (int i = 0; i < 20; ++i) {
    for (auto& e : pair.join->poll()) pair.joinEvents.push_back(std::move(e));
    for (auto& e : pair.host->poll()) pair.hostEvents.push_back(std::move(e));
    std::this_thread::sleep_for(std::chrono::milliseconds{5});
  }
  EXPECT_EQ(countKind(pair.joinEvents, Kind::Closed), 1);
  EXPECT_EQ(countKind(pair.hostEvents, Kind::Closed), 1);
  EXPECT_EQ(pair.joinEvents.back().kind, Kind::Closed);
}

TEST(Connection, WhatWasSentBeforeClosingStillArrives) {
  Pair pair;
  EXPECT_TRUE(pair.join->send(Bytes{6, 6}));
  EXPECT_TRUE(pair.join->send(numbered(6, kMaxPayload, 1)));
  pair.join->close();
  ASSERT_TRUE(waitForClosed(*pair.host, pair.hostEvents));
  EXPECT_EQ(payloadsOf(pair.hostEvents), (std::vector<Bytes>{{6, 6}, numbered(6, kMaxPayload, 1)}));
  EXPECT_EQ(pair.hostEvents.back().kind, Kind::Closed);
}

TEST(Connection, APeerDestroyedMidGameIsNoticed) {
  Pair pair;
  pair.host.reset();
  ASSERT_TRUE(waitForClosed(*pair.join, pair.joinEvents));
  const std::string reason = closedReason(pair.joinEvents);
  EXPECT_TRUE(reason == "the other player left" || reason.find("lost") != std::string::npos) << reason;
}

TEST(Connection, AResetConnectionIsNoticed) {
  auto host = Connection::listen(0, loopbackOptions());
  UniqueFd raw = rawConnect(host->localPort());
  ASSERT_TRUE(raw);
  std::vector<ConnectionEvent> events;
  ASSERT_TRUE(waitForConnected(*host, events));
  const linger abort{1, 0};  // close with a reset instead of an orderly end
  ::setsockopt(raw.get(), SOL_SOCKET, SO_LINGER, &abort, sizeof abort);
  raw.reset();
  ASSERT_TRUE(waitForClosed(*host, events));
  const std::string reason = closedReason(events);
  EXPECT_TRUE(reason.find("reset") != std::string::npos || reason == "the other player left") << reason;
}

TEST(Connection, ASilentPeerIsGoneAfterTheTimeout) {
  ConnectionOptions options = loopbackOptions();
  options.heartbeatInterval = std::chrono::milliseconds{50};
  options.peerTimeout = std::chrono::milliseconds{300};
  auto host = Connection::listen(0, options);
  UniqueFd raw = rawConnect(host->localPort());  // connects, then never sends a byte
  ASSERT_TRUE(raw);
  std::vector<ConnectionEvent> events;
  ASSERT_TRUE(waitForClosed(*host, events));
  EXPECT_EQ(events.front().kind, Kind::Connected);
  EXPECT_EQ(closedReason(events), "the other player stopped answering");
}

TEST(Connection, HeartbeatsKeepAnIdleConnectionOpenAndNeverReachTheGame) {
  ConnectionOptions options = loopbackOptions();
  options.heartbeatInterval = std::chrono::milliseconds{20};
  options.peerTimeout = std::chrono::milliseconds{1500};
  Pair pair(options);
  // Idle for longer than the timeout: only heartbeats flow.
  std::this_thread::sleep_for(std::chrono::milliseconds{2000});
  EXPECT_TRUE(pair.join->send(Bytes{2}));
  ASSERT_TRUE(waitForPayloads(*pair.host, pair.hostEvents, 1)) << closedReason(pair.hostEvents);
  EXPECT_EQ(payloadsOf(pair.hostEvents), (std::vector<Bytes>{{2}}));
  for (auto& e : pair.join->poll()) pair.joinEvents.push_back(std::move(e));
  EXPECT_FALSE(hasKind(pair.joinEvents, Kind::Closed)) << closedReason(pair.joinEvents);
  EXPECT_FALSE(hasKind(pair.joinEvents, Kind::Received));
}

TEST(Connection, HeartbeatsFromAPeerAreSwallowed) {
  auto host = Connection::listen(0, loopbackOptions());
  UniqueFd raw = rawConnect(host->localPort());
  ASSERT_TRUE(raw);
  ASSERT_TRUE(rawSendAll(raw.get(), Bytes{0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 2, 4, 2}));
  std::vector<ConnectionEvent> events;
  ASSERT_TRUE(waitForPayloads(*host, events, 1));
  EXPECT_EQ(payloadsOf(events), (std::vector<Bytes>{{4, 2}}));
}

TEST(Connection, ABadLengthIsAProtocolError) {
  for (const Bytes& bad : {Bytes{0, 0, 0, 0}, Bytes{0, 1, 0, 1}, Bytes{0xFF, 0xFF, 0xFF, 0xFF}}) {
    auto host = Connection::listen(0, loopbackOptions());
    UniqueFd raw = rawConnect(host->localPort());
    ASSERT_TRUE(raw);
    ASSERT_TRUE(rawSendAll(raw.get(), bad));
    std::vector<ConnectionEvent> events;
    ASSERT_TRUE(waitForClosed(*host, events));
    EXPECT_NE(closedReason(events).find("protocol"), std::string::npos) << closedReason(events);
  }
}

TEST(Connection, ATransportTypeThatIsNotAHeartbeatIsAProtocolError) {
  auto host = Connection::listen(0, loopbackOptions());
  UniqueFd raw = rawConnect(host->localPort());
  ASSERT_TRUE(raw);
  ASSERT_TRUE(rawSendAll(raw.get(), Bytes{0, 0, 0, 2, 0, 7}));
  std::vector<ConnectionEvent> events;
  ASSERT_TRUE(waitForClosed(*host, events));
  EXPECT_NE(closedReason(events).find("protocol"), std::string::npos) << closedReason(events);
  EXPECT_FALSE(hasKind(events, Kind::Received));
}

TEST(Connection, ConnectingToAClosedPortSaysNobodyIsThere) {
  auto join = Connection::connect("127.0.0.1", unusedPort(), loopbackOptions());
  std::vector<ConnectionEvent> events;
  ASSERT_TRUE(waitForClosed(*join, events));
  EXPECT_FALSE(hasKind(events, Kind::Connected));
  EXPECT_NE(closedReason(events).find("refused"), std::string::npos) << closedReason(events);
}

TEST(Connection, ConnectingGivesUpAfterTheTimeout) {
  // A listener whose accept queue is full drops new connection requests unanswered.
  UniqueFd listener(::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0));
  sockaddr_in at{};
  at.sin_family = AF_INET;
  at.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  ASSERT_EQ(::bind(listener.get(), reinterpret_cast<const sockaddr*>(&at), sizeof at), 0);
  ASSERT_EQ(::listen(listener.get(), 0), 0);
  const std::uint16_t port = boundPort(listener.get());
  std::vector<UniqueFd> fillers;
  for (int i = 0; i < 4; ++i) {
    UniqueFd filler(::socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0));
    at.sin_port = htons(port);
    ::connect(filler.get(), reinterpret_cast<const sockaddr*>(&at), sizeof at);
    fillers.push_back(std::move(filler));
  }
  ConnectionOptions options = loopbackOptions();
  options.connectTimeout = std::chrono::milliseconds{300};
  auto join = Connection::connect("127.0.0.1", port, options);
  std::vector<ConnectionEvent> events;
  ASSERT_TRUE(waitForClosed(*join, events));
  EXPECT_FALSE(hasKind(events, Kind::Connected));
  EXPECT_NE(closedReason(events).find("no answer within 300 ms"), std::string::npos) << closedReason(events);
}

TEST(Connection, ConnectingToANameThatIsNotAnAddressSaysSo) {
  auto join = Connection::connect("not an address", 47811, loopbackOptions());
  std::vector<ConnectionEvent> events;
  ASSERT_TRUE(waitForClosed(*join, events));
  EXPECT_NE(closedReason(events).find("not an IPv4 address"), std::string::npos) << closedReason(events);
}

TEST(Connection, HostingOnABusyPortSaysSo) {
  auto first = Connection::listen(0, loopbackOptions());
  auto second = Connection::listen(first->localPort(), loopbackOptions());
  std::vector<ConnectionEvent> events;
  ASSERT_TRUE(waitForClosed(*second, events));
  EXPECT_NE(closedReason(events).find("could not host"), std::string::npos) << closedReason(events);
}

TEST(Connection, APeerThatDoesNotReadFillsTheQueueAndIsDropped) {
  ConnectionOptions options = loopbackOptions();
  options.sendQueueCap = 256 * 1024;
  options.peerTimeout = std::chrono::seconds{60};
  auto host = Connection::listen(0, options);
  UniqueFd raw = rawConnect(host->localPort());  // never reads
  ASSERT_TRUE(raw);
  std::vector<ConnectionEvent> events;
  ASSERT_TRUE(waitForConnected(*host, events));
  const auto deadline = std::chrono::steady_clock::now() + kPatience;
  bool refused = false;
  while (!refused && std::chrono::steady_clock::now() < deadline) {
    refused = !host->send(numbered(4, kMaxPayload, 0));
  }
  ASSERT_TRUE(refused);
  ASSERT_TRUE(waitForClosed(*host, events));
  EXPECT_NE(closedReason(events).find("not taking messages"), std::string::npos) << closedReason(events);
}

TEST(Connection, ClosingAHostStillWaitingEndsIt) {
  auto host = Connection::listen(0, loopbackOptions());
  const std::uint16_t port = host->localPort();
  host->close();
  std::vector<ConnectionEvent> events;
  ASSERT_TRUE(waitForClosed(*host, events));
  EXPECT_FALSE(hasKind(events, Kind::Connected));
  errno = 0;
  EXPECT_FALSE(rawConnect(port)) << "nobody listens once the host closed";
}

TEST(Connection, DestroyingAWaitingConnectionReturns) {
  auto host = Connection::listen(0, loopbackOptions());
  auto join = Connection::connect("127.0.0.1", unusedPort(), loopbackOptions());
  host.reset();
  join.reset();
  SUCCEED();
}

}  // namespace
}  // namespace connection_test
}  // namespace tileflow::net
