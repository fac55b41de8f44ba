// HeartbeatClock: when a connection owes the peer a heartbeat and when a silent peer counts as
// gone. Pure timing on time points handed in, so it is tested without sleeping.
#pragma once

#include <chrono>

namespace tileflow::net {

using NetClock = std::chrono::steady_clock;

class HeartbeatClock {
 public:
  // `interval`: send a heartbeat after this long without sending anything; `silence`: the peer
  // is gone after this long without a byte from it. Both start counting at `now`.
  HeartbeatClock(std::chrono::milliseconds interval, std::chrono::milliseconds silence, NetClock::time_point now)
      : interval_(interval), silence_(silence), lastSent_(now), lastHeard_(now) {}

  // Any bytes written to the peer (a heartbeat or a game frame).
  void sent(NetClock::time_point now) { lastSent_ = now; }
  // Any bytes read from the peer.
  void heard(NetClock::time_point now) { lastHeard_ = now; }

  bool heartbeatDue(NetClock::time_point now) const { return now - lastSent_ >= interval_; }
  bool peerSilent(NetClock::time_point now) const { return now - lastHeard_ >= silence_; }

  // How long the loop may wait before one of the two answers above can change (never negative).
  std::chrono::milliseconds untilNext(NetClock::time_point now) const {
    const auto beat = lastSent_ + interval_ - now;
    const auto gone = lastHeard_ + silence_ - now;
    const auto next = std::chrono::ceil<std::chrono::milliseconds>(beat < gone ? beat : gone);
    return next.count() < 0 ? std::chrono::milliseconds{0} : next;
  }

 private:
  std::chrono::milliseconds interval_;
  std::chrono::milliseconds silence_;
  NetClock::time_point lastSent_;
  NetClock::time_point lastHeard_;
};

}  // namespace tileflow::net
