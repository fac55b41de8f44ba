// Connection: one TCP connection to the other player, run on its own thread with non-blocking
// sockets and poll(). The frame loop never waits on it: send() queues, poll() hands over what
// happened since the last frame. Payloads are opaque bytes (docs/network.md, "Transport").
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <memory>
#include <mutex>
#include <stop_token>
#include <string>
#include <thread>
#include <vector>

#include "engine/net/FrameCodec.hpp"
#include "engine/net/Socket.hpp"

namespace tileflow::net {

inline constexpr std::uint16_t kDefaultMatchPort = 47811;

struct ConnectionOptions {
  // Send a heartbeat after this long without sending anything.
  std::chrono::milliseconds heartbeatInterval{1000};
  // A peer silent this long is gone.
  std::chrono::milliseconds peerTimeout{5000};
  // The join side gives up connecting after this long.
  std::chrono::milliseconds connectTimeout{5000};
  // Bytes queued by send() and not yet taken by the socket; more means the peer is not reading.
  std::size_t sendQueueCap = std::size_t{4} << 20;
  // What was received and not yet taken by poll(), counted as it is stored (each payload's bytes
  // plus what its event and allocation cost, storedSize()) and in messages; past either the
  // connection stops reading (and does not count the pause as the peer's silence) until the
  // frame loop catches up.
  std::size_t receiveQueueCap = std::size_t{1} << 20;
  std::size_t receiveQueueMessages = 4096;
  // Frames (heartbeats too) a peer may send in one second; more is a flood: the connection ends
  // and what it queued is thrown away at once. A player sends a few a second.
  int maxFramesPerSecond = 2000;
  // How long close() keeps trying to hand already queued payloads to the socket.
  std::chrono::milliseconds closeFlush{250};
  // The host side listens on this IPv4 address ("0.0.0.0": every interface; tests use 127.0.0.1).
  std::string listenAddress = "0.0.0.0";
};

struct ConnectionEvent {
  enum class Kind { Connected, Received, Closed };
  Kind kind = Kind::Closed;
  Payload payload;     // Kind::Received: the bytes as the peer sent them (byte 0 is the type)
  std::string reason;  // Kind::Closed: a sentence for the player
};

// The memory a received payload of `bytes` takes while it waits: its bytes, its event and what
// the allocator keeps beside each block.
inline constexpr std::size_t storedSize(std::size_t bytes) { return bytes + sizeof(ConnectionEvent) + 32; }

class Connection {
 public:
  // Host side: listens on `port` (0: any free port, see localPort()), accepts exactly one peer,
  // then closes the listening socket so nobody else can connect. A port that cannot be bound
  // gives a Closed event at once.
  static std::unique_ptr<Connection> listen(std::uint16_t port, ConnectionOptions options = {});
  // Join side: connects to a numeric IPv4 address within options.connectTimeout.
  static std::unique_ptr<Connection> connect(const std::string& address, std::uint16_t port,
                                             ConnectionOptions options = {});

  Connection(const Connection&) = delete;
  Connection& operator=(const Connection&) = delete;
  // Stops the thread within about 100 ms and drops the connection (no Closed event: nobody is
  // left to read it).
  ~Connection();

  // Queues one payload for the peer; never blocks. Refuses (returns false) an empty payload, one
  // over kMaxPayload, one of the transport's type 0, and anything once the connection is closing.
  // A queue grown past sendQueueCap closes the connection. Payloads sent before Connected wait
  // in the queue and go out once the peer is there.
  bool send(Payload payload);
  // Everything that happened since the last call, in order: at most one Connected, payloads, and
  // at most one Closed, always last. Never blocks.
  std::vector<ConnectionEvent> poll();
  // Ends the connection from this side (after trying briefly to send what is queued); poll()
  // then gives one Closed event.
  void close();
  // Closes `connection` and lets it send what is queued (up to its close flush time) on a thread
  // of its own, then drops it: for an owner that goes now and must not wait, such as a frame loop.
  static void closeInBackground(std::unique_ptr<Connection> connection);

  // The host's listening port (the one chosen when listening on port 0); 0 on the join side.
  std::uint16_t localPort() const { return localPort_; }
  // The other side's address once connected ("" before).
  std::string peerAddress() const;
  // The most ever waiting for poll() at once, as stored (storedSize) and in messages.
  std::size_t storedHighWater() const;
  std::size_t messagesHighWater() const;

 private:
  enum class Role { Host, Join };
  Connection(Role role, ConnectionOptions options);

  void run(std::stop_token stop);
  bool acceptPeer(std::stop_token stop, std::string& reason);
  bool connectPeer(std::stop_token stop, std::string& reason);
  std::string exchange(std::stop_token stop);
  void flushOnClose(std::vector<std::uint8_t>& out, std::size_t& outAt, std::stop_token stop);
  bool closing(std::stop_token stop) const;
  void pushEvent(ConnectionEvent event);
  // Past receiveQueueCap or receiveQueueMessages: reading waits for poll().
  bool receiveFull() const;
  // A flood: every received payload still waiting is dropped.
  void dropReceived();
  void finish(const std::string& reason);

  const Role role_;
  const ConnectionOptions options_;
  std::string address_;  // join side: where to connect
  std::uint16_t port_ = 0;
  std::uint16_t localPort_ = 0;
  WakePipe wake_;
  UniqueFd listener_;  // host side, until the one peer arrives
  UniqueFd socket_;

  mutable std::mutex mutex_;
  std::deque<Payload> outgoing_;
  std::size_t outgoingBytes_ = 0;
  bool overflow_ = false;
  bool closeRequested_ = false;
  bool closedEventSent_ = false;
  std::deque<ConnectionEvent> events_;
  std::size_t incomingBytes_ = 0;  // as stored
  std::size_t incomingCount_ = 0;
  std::size_t storedHighWater_ = 0;
  std::size_t messagesHighWater_ = 0;
  std::string peerAddress_;

  std::jthread thread_;  // last: stops and joins before the members above go
};

}  // namespace tileflow::net
