// Connection: the socket thread. It accepts or connects, then loops on poll() over the socket and
// a wake-up pipe, reading frames, writing queued frames and heartbeats, and watching the peer's
// silence. Every way the connection ends goes through finish(), which reports it exactly once.
#include "engine/net/Connection.hpp"

#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <thread>
#include <utility>
#include <vector>

#include "engine/net/HeartbeatClock.hpp"

namespace tileflow::net {

namespace {

using std::chrono::milliseconds;

// The longest poll() waits, so a stop request is seen promptly even without a wake-up.
constexpr milliseconds kPollSlice{100};
// How much of the send queue is encoded into the write buffer at a time.
constexpr std::size_t kWriteBatch = 256 * 1024;

const char* const kClosedHere = "the connection was closed on this side";
const char* const kPeerLeft = "the other player left";
const char* const kPeerReset = "the connection to the other player was lost (reset)";
const char* const kPeerSilent = "the other player stopped answering";
const char* const kPeerNotReading = "the other player is not taking messages (too much waiting to be sent)";

int pollMs(milliseconds wait) { return static_cast<int>(std::clamp(wait, milliseconds{0}, kPollSlice).count()); }

std::string peerErrorText(int error) {
  if (error == ECONNRESET) return kPeerReset;
  if (error == EPIPE) return kPeerLeft;
  if (error == ETIMEDOUT || error == EHOSTUNREACH || error == ENETUNREACH) return kPeerSilent;
  return "the connection failed: " + errnoText(error);
}

// Connections closed by owners that did not wait: each is dropped once it says Closed (its queue
// sent) or its close flush time is over. One thread for the whole process, started when first
// needed; at exit it still lets each finish (at most its close flush time), so the last words of
// a command that ends right after a match (a result, a goodbye) reach the other device.
class ConnectionCloser {
 public:
  void add(std::unique_ptr<Connection> connection, NetClock::time_point until) {
    std::lock_guard lock(mutex_);
    closing_.push_back({std::move(connection), until});
    if (!thread_.joinable()) thread_ = std::jthread([this](std::stop_token stop) { run(stop); });
  }
  ~ConnectionCloser() {
    {
      std::lock_guard lock(mutex_);
      draining_ = true;
    }
    if (thread_.joinable()) thread_.join();  // run() ends once every connection has closed or timed out
  }

 private:
  struct Closing {
    std::unique_ptr<Connection> connection;
    NetClock::time_point until;
  };
  void run(std::stop_token stop) {
    while (!stop.stop_requested()) {
      std::vector<Closing> done;
      {
        std::lock_guard lock(mutex_);
        const auto now = NetClock::now();
        for (auto it = closing_.begin(); it != closing_.end();) {
          bool closed = false;
          for (const ConnectionEvent& e : it->connection->poll())
            closed = closed || e.kind == ConnectionEvent::Kind::Closed;
          if (closed || now >= it->until) {
            done.push_back(std::move(*it));
            it = closing_.erase(it);
          } else {
            ++it;
          }
        }
      }
      done.clear();  // outside the lock: each stops its thread
      {
        std::lock_guard lock(mutex_);
        if (draining_ && closing_.empty()) return;
      }
      std::this_thread::sleep_for(milliseconds{5});
    }
  }

  std::mutex mutex_;
  std::vector<Closing> closing_;
  bool draining_ = false;  // the process is ending: stop once the list is empty
  std::jthread thread_;    // last: joined before the list goes
};

ConnectionCloser& connectionCloser() {
  static ConnectionCloser instance;
  return instance;
}

}  // namespace

Connection::Connection(Role role, ConnectionOptions options) : role_(role), options_(std::move(options)) {}

void Connection::closeInBackground(std::unique_ptr<Connection> connection) {
  if (!connection) return;
  connection->close();
  const auto until = NetClock::now() + connection->options_.closeFlush + milliseconds{100};
  connectionCloser().add(std::move(connection), until);
}

std::unique_ptr<Connection> Connection::listen(std::uint16_t port, ConnectionOptions options) {
  std::unique_ptr<Connection> c(new Connection(Role::Host, std::move(options)));
  c->port_ = port;
  const std::string where = "could not host on port " + std::to_string(port) + ": ";
  const auto address = parseIpv4(c->options_.listenAddress);
  if (!c->wake_.ok()) {
    c->finish(where + errnoText(errno));
    return c;
  }
  if (!address) {
    c->finish(where + "\"" + c->options_.listenAddress + "\" is not an IPv4 address");
    return c;
  }
  UniqueFd fd(::socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0));
  if (!fd) {
    c->finish(where + errnoText(errno));
    return c;
  }
  const int yes = 1;
  ::setsockopt(fd.get(), SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
  sockaddr_in bindTo{};
  bindTo.sin_family = AF_INET;
  bindTo.sin_port = htons(port);
  bindTo.sin_addr = *address;
  if (::bind(fd.get(), reinterpret_cast<const sockaddr*>(&bindTo), sizeof bindTo) != 0 || ::listen(fd.get(), 1) != 0) {
    c->finish(where + errnoText(errno));
    return c;
  }
  c->localPort_ = boundPort(fd.get());
  c->listener_ = std::move(fd);
  c->thread_ = std::jthread([raw = c.get()](std::stop_token stop) { raw->run(stop); });
  return c;
}

std::unique_ptr<Connection> Connection::connect(const std::string& address, std::uint16_t port,
                                                ConnectionOptions options) {
  std::unique_ptr<Connection> c(new Connection(Role::Join, std::move(options)));
  c->address_ = address;
  c->port_ = port;
  if (!c->wake_.ok()) {
    c->finish("could not connect: " + errnoText(errno));
    return c;
  }
  c->thread_ = std::jthread([raw = c.get()](std::stop_token stop) { raw->run(stop); });
  return c;
}

Connection::~Connection() {
  thread_.request_stop();
  if (wake_.ok()) wake_.wake();
  if (thread_.joinable()) thread_.join();
}

bool Connection::send(Payload payload) {
  if (!isGamePayload(payload)) return false;
  {
    std::lock_guard lock(mutex_);
    if (closeRequested_ || overflow_ || closedEventSent_) return false;
    if (outgoingBytes_ + payload.size() + kFrameHeaderSize > options_.sendQueueCap) {
      overflow_ = true;
    } else {
      outgoingBytes_ += payload.size() + kFrameHeaderSize;
      outgoing_.push_back(std::move(payload));
    }
  }
  if (wake_.ok()) wake_.wake();
  std::lock_guard lock(mutex_);
  return !overflow_;
}

std::vector<ConnectionEvent> Connection::poll() {
  std::vector<ConnectionEvent> out;
  bool wasFull = false;
  {
    std::lock_guard lock(mutex_);
    wasFull = receiveFull();
    out.assign(std::make_move_iterator(events_.begin()), std::make_move_iterator(events_.end()));
    events_.clear();
    incomingBytes_ = 0;
    incomingCount_ = 0;
  }
  if (wasFull && wake_.ok()) wake_.wake();
  return out;
}

void Connection::close() {
  {
    std::lock_guard lock(mutex_);
    closeRequested_ = true;
  }
  if (wake_.ok()) wake_.wake();
}

std::string Connection::peerAddress() const {
  std::lock_guard lock(mutex_);
  return peerAddress_;
}

std::size_t Connection::storedHighWater() const {
  std::lock_guard lock(mutex_);
  return storedHighWater_;
}

std::size_t Connection::messagesHighWater() const {
  std::lock_guard lock(mutex_);
  return messagesHighWater_;
}

bool Connection::receiveFull() const {
  return incomingBytes_ >= options_.receiveQueueCap || incomingCount_ >= options_.receiveQueueMessages;
}

void Connection::dropReceived() {
  std::lock_guard lock(mutex_);
  std::erase_if(events_, [](const ConnectionEvent& e) { return e.kind == ConnectionEvent::Kind::Received; });
  incomingBytes_ = 0;
  incomingCount_ = 0;
}

bool Connection::closing(std::stop_token stop) const {
  if (stop.stop_requested()) return true;
  std::lock_guard lock(mutex_);
  return closeRequested_;
}

void Connection::pushEvent(ConnectionEvent event) {
  std::lock_guard lock(mutex_);
  if (closedEventSent_) return;
  if (event.kind == ConnectionEvent::Kind::Received) {
    incomingBytes_ += storedSize(event.payload.capacity());
    ++incomingCount_;
    storedHighWater_ = std::max(storedHighWater_, incomingBytes_);
    messagesHighWater_ = std::max(messagesHighWater_, incomingCount_);
  }
  if (event.kind == ConnectionEvent::Kind::Closed) closedEventSent_ = true;
  events_.push_back(std::move(event));
}

void Connection::finish(const std::string& reason) {
  listener_.reset();
  socket_.reset();
  pushEvent({ConnectionEvent::Kind::Closed, {}, reason});
}

void Connection::run(std::stop_token stop) {
  std::string reason;
  const bool connected = role_ == Role::Host ? acceptPeer(stop, reason) : connectPeer(stop, reason);
  if (connected) {
    const int yes = 1;
    ::setsockopt(socket_.get(), IPPROTO_TCP, TCP_NODELAY, &yes, sizeof yes);
    pushEvent({ConnectionEvent::Kind::Connected, {}, {}});
    reason = exchange(stop);
  }
  finish(reason);
}

bool Connection::acceptPeer(std::stop_token stop, std::string& reason) {
  for (;;) {
    if (closing(stop)) {
      reason = kClosedHere;
      return false;
    }
    pollfd fds[2] = {{listener_.get(), POLLIN, 0}, {wake_.readFd(), POLLIN, 0}};
    if (::poll(fds, 2, pollMs(kPollSlice)) < 0 && errno != EINTR) {
      reason = "could not wait for the other player: " + errnoText(errno);
      return false;
    }
    wake_.drain();
    if ((fds[0].revents & POLLIN) == 0) continue;
    sockaddr_in from{};
    socklen_t length = sizeof from;
    const int fd =
        ::accept4(listener_.get(), reinterpret_cast<sockaddr*>(&from), &length, SOCK_NONBLOCK | SOCK_CLOEXEC);
    if (fd < 0) {
      if (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR || errno == ECONNABORTED) continue;
      reason = "could not accept the other player: " + errnoText(errno);
      return false;
    }
    // One opponent at a time: nobody else can connect from here on.
    listener_.reset();
    socket_.reset(fd);
    std::lock_guard lock(mutex_);
    peerAddress_ = addressText(from);
    return true;
  }
}

bool Connection::connectPeer(std::stop_token stop, std::string& reason) {
  const std::string where = address_ + ":" + std::to_string(port_);
  const auto address = parseIpv4(address_);
  if (!address) {
    reason = "could not connect: \"" + address_ + "\" is not an IPv4 address";
    return false;
  }
  if (port_ == 0) {
    reason = "could not connect to " + where + ": port 0 is not a port to connect to";
    return false;
  }
  socket_.reset(::socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0));
  if (!socket_) {
    reason = "could not connect: " + errnoText(errno);
    return false;
  }
  sockaddr_in to{};
  to.sin_family = AF_INET;
  to.sin_port = htons(port_);
  to.sin_addr = *address;
  if (::connect(socket_.get(), reinterpret_cast<const sockaddr*>(&to), sizeof to) != 0 && errno != EINPROGRESS) {
    const int error = errno;
    reason = "could not connect to " + where + ": " +
             (error == ECONNREFUSED ? std::string("nobody is hosting there (connection refused)") : errnoText(error));
    return false;
  }
  const auto deadline = NetClock::now() + options_.connectTimeout;
  for (;;) {
    if (closing(stop)) {
      reason = kClosedHere;
      return false;
    }
    const auto now = NetClock::now();
    if (now >= deadline) {
      reason = "could not connect to " + where + ": no answer within " +
               std::to_string(options_.connectTimeout.count()) + " ms";
      return false;
    }
    pollfd fds[2] = {{socket_.get(), POLLOUT, 0}, {wake_.readFd(), POLLIN, 0}};
    if (::poll(fds, 2, pollMs(std::chrono::ceil<milliseconds>(deadline - now))) < 0 && errno != EINTR) {
      reason = "could not connect: " + errnoText(errno);
      return false;
    }
    wake_.drain();
    if (fds[0].revents == 0) continue;
    int error = 0;
    socklen_t length = sizeof error;
    if (::getsockopt(socket_.get(), SOL_SOCKET, SO_ERROR, &error, &length) != 0) error = errno;
    if (error != 0) {
      reason = "could not connect to " + where + ": " +
               (error == ECONNREFUSED ? std::string("nobody is hosting there (connection refused)") : errnoText(error));
      return false;
    }
    std::lock_guard lock(mutex_);
    peerAddress_ = address_;
    return true;
  }
}

std::string Connection::exchange(std::stop_token stop) {
  HeartbeatClock clock(options_.heartbeatInterval, options_.peerTimeout, NetClock::now());
  FrameDecoder decoder;
  std::vector<std::uint8_t> out;  // encoded frames being written
  std::size_t outAt = 0;
  std::uint8_t buffer[16384];
  auto windowStart = NetClock::now();  // the second whose frames are being counted
  int framesInWindow = 0;
  for (;;) {
    if (stop.stop_requested()) return kClosedHere;
    bool closeNow = false;
    bool readingPaused = false;
    {
      std::lock_guard lock(mutex_);
      if (overflow_) return kPeerNotReading;
      closeNow = closeRequested_;
      if (outAt == out.size()) {
        out.clear();
        outAt = 0;
        while (!outgoing_.empty() && out.size() < kWriteBatch) {
          const auto frame = encodeFrame(outgoing_.front());
          out.insert(out.end(), frame.begin(), frame.end());
          outgoingBytes_ -= outgoing_.front().size() + kFrameHeaderSize;
          outgoing_.pop_front();
        }
      }
      readingPaused = receiveFull();
    }
    if (closeNow) {
      flushOnClose(out, outAt, stop);
      return kClosedHere;
    }
    auto now = NetClock::now();
    // A frame loop that has not caught up is our delay, not the peer's silence.
    if (readingPaused) clock.heard(now);
    if (clock.peerSilent(now)) return kPeerSilent;
    if (outAt == out.size() && clock.heartbeatDue(now)) {
      const std::uint8_t beat[] = {kHeartbeatType};
      out = encodeFrame(beat);
      outAt = 0;
    }
    const bool writing = outAt < out.size();
    // While reading is paused and nothing is to be written, the socket is left out of poll(): a
    // hang-up would otherwise wake it again and again until the frame loop catches up.
    const int watched = readingPaused && !writing ? -1 : socket_.get();
    pollfd fds[2] = {{watched, static_cast<short>((readingPaused ? 0 : POLLIN) | (writing ? POLLOUT : 0)), 0},
                     {wake_.readFd(), POLLIN, 0}};
    if (::poll(fds, 2, pollMs(clock.untilNext(now))) < 0 && errno != EINTR) {
      return "the connection failed: " + errnoText(errno);
    }
    wake_.drain();
    const short ready = fds[0].revents;
    if (!readingPaused && (ready & (POLLIN | POLLHUP | POLLERR)) != 0) {
      for (int reads = 0; reads < 64; ++reads) {
        {
          // What was read so far fills the queue: the rest waits in the socket.
          std::lock_guard lock(mutex_);
          if (receiveFull()) break;
        }
        const ssize_t got = ::recv(socket_.get(), buffer, sizeof buffer, 0);
        if (got == 0) return kPeerLeft;
        if (got < 0) {
          if (errno == EINTR) continue;
          if (errno == EAGAIN || errno == EWOULDBLOCK) break;
          return peerErrorText(errno);
        }
        const auto heardAt = NetClock::now();
        clock.heard(heardAt);
        bool badType = false;
        bool flooding = false;
        decoder.feedAll(std::span(buffer, static_cast<std::size_t>(got)), [&](Payload&& payload) {
          if (heardAt - windowStart >= std::chrono::seconds{1}) {
            windowStart = heardAt;
            framesInWindow = 0;
          }
          if (++framesInWindow > options_.maxFramesPerSecond) flooding = true;
          if (flooding) return;
          if (isHeartbeat(payload)) return;
          if (payload[0] == kHeartbeatType) {
            badType = true;
            return;
          }
          if (!badType) pushEvent({ConnectionEvent::Kind::Received, std::move(payload), {}});
        });
        if (flooding) {
          dropReceived();
          return "the other device sent more than " + std::to_string(options_.maxFramesPerSecond) +
                 " messages in a second";
        }
        if (decoder.failed()) return decoder.errorText();
        if (badType) return "protocol error: the other side sent a transport message of unknown form";
      }
    }
    if (writing && (ready & (POLLOUT | POLLERR | POLLHUP)) != 0) {
      while (outAt < out.size()) {
        const ssize_t put = ::send(socket_.get(), out.data() + outAt, out.size() - outAt, MSG_NOSIGNAL | MSG_DONTWAIT);
        if (put < 0) {
          if (errno == EINTR) continue;
          if (errno == EAGAIN || errno == EWOULDBLOCK) break;
          return peerErrorText(errno);
        }
        outAt += static_cast<std::size_t>(put);
        clock.sent(NetClock::now());
      }
    }
  }
}

void Connection::flushOnClose(std::vector<std::uint8_t>& out, std::size_t& outAt, std::stop_token stop) {
  const auto deadline = NetClock::now() + options_.closeFlush;
  for (;;) {
    if (outAt == out.size()) {
      std::lock_guard lock(mutex_);
      if (outgoing_.empty()) break;
      out = encodeFrame(outgoing_.front());
      outAt = 0;
      outgoingBytes_ -= outgoing_.front().size() + kFrameHeaderSize;
      outgoing_.pop_front();
    }
    const auto now = NetClock::now();
    if (stop.stop_requested() || now >= deadline) return;
    pollfd fd{socket_.get(), POLLOUT, 0};
    if (::poll(&fd, 1, pollMs(std::chrono::ceil<milliseconds>(deadline - now))) <= 0) continue;
    const ssize_t put = ::send(socket_.get(), out.data() + outAt, out.size() - outAt, MSG_NOSIGNAL | MSG_DONTWAIT);
    if (put < 0) {
      if (errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK) continue;
      return;
    }
    outAt += static_cast<std::size_t>(put);
  }
  // An orderly end: the peer reads everything sent, then sees the stream end.
  ::shutdown(socket_.get(), SHUT_WR);
}

}  // namespace tileflow::net
