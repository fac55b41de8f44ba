// HeartbeatClock: a heartbeat is owed after an interval without sending; a peer is gone after a
// silence without a byte. Time points are handed in, so nothing here sleeps.
#include "engine/net/HeartbeatClock.hpp"

#include <gtest/gtest.h>

namespace tileflow::net {
namespace heartbeat_clock_test {
namespace {

using std::chrono::milliseconds;

const NetClock::time_point t0{};

TEST(HeartbeatClock, OwesAHeartbeatOnlyAfterAnIntervalWithoutSending) {
  HeartbeatClock clock(milliseconds{1000}, milliseconds{5000}, t0);
  EXPECT_FALSE(clock.heartbeatDue(t0));
  EXPECT_FALSE(clock.heartbeatDue(t0 + milliseconds{999}));
  EXPECT_TRUE(clock.heartbeatDue(t0 + milliseconds{1000}));
  clock.sent(t0 + milliseconds{800});
  EXPECT_FALSE(clock.heartbeatDue(t0 + milliseconds{1000}));
  EXPECT_TRUE(clock.heartbeatDue(t0 + milliseconds{1800}));
}

TEST(HeartbeatClock, APeerIsGoneOnlyAfterTheWholeSilence) {
  HeartbeatClock clock(milliseconds{1000}, milliseconds{5000}, t0);
  EXPECT_FALSE(clock.peerSilent(t0 + milliseconds{4999}));
  EXPECT_TRUE(clock.peerSilent(t0 + milliseconds{5000}));
  clock.heard(t0 + milliseconds{4000});
  EXPECT_FALSE(clock.peerSilent(t0 + milliseconds{8999}));
  EXPECT_TRUE(clock.peerSilent(t0 + milliseconds{9000}));
}

TEST(HeartbeatClock, SendingDoesNotCountAsHearing) {
  HeartbeatClock clock(milliseconds{1000}, milliseconds{5000}, t0);
  for (int s = 1; s <= 5; ++s) clock.sent(t0 + milliseconds{1000 * s});
  EXPECT_TRUE(clock.peerSilent(t0 + milliseconds{5000}));
}

TEST(HeartbeatClock, WakesForWhicheverComesFirst) {
  HeartbeatClock clock(milliseconds{1000}, milliseconds{5000}, t0);
  EXPECT_EQ(clock.untilNext(t0), milliseconds{1000});
  EXPECT_EQ(clock.untilNext(t0 + milliseconds{300}), milliseconds{700});
  clock.sent(t0 + milliseconds{4500});
  EXPECT_EQ(clock.untilNext(t0 + milliseconds{4600}), milliseconds{400}) << "the silence ends at 5000";
  EXPECT_EQ(clock.untilNext(t0 + milliseconds{7000}), milliseconds{0}) << "never negative";
}

TEST(HeartbeatClock, RoundsAPartialMillisecondUp) {
  HeartbeatClock clock(milliseconds{10}, milliseconds{50}, t0);
  EXPECT_EQ(clock.untilNext(t0 + std::chrono::microseconds{9500}), milliseconds{1});
}

}  // namespace
}  // namespace heartbeat_clock_test
}  // namespace tileflow::net
