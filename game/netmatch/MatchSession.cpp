#include "game/netmatch/MatchSession.hpp"

#include <chrono>
#include <exception>
#include <stdexcept>
#include <thread>
#include <type_traits>
#include <utility>
#include <variant>

#include "engine/core/Translate.hpp"

namespace tileflow::match {

namespace {

constexpr std::size_t MaxEvents = 256;
// Messages handled per update(); the rest wait for the next frame.
constexpr std::size_t MaxMessagesPerUpdate = 256;
// Turns of a race the host keeps while its own copy of the level is still being made; a joiner
// sending more before the host could even look at them is not playing.
constexpr std::size_t MaxEarlyTurns = 20000;

const char* const LeftText = trLater("The other player left.");

std::string capitalised(std::string text) {
  if (!text.empty() && text[0] >= 'a' && text[0] <= 'z') text[0] = static_cast<char>(text[0] - 'a' + 'A');
  return text;
}

}  // namespace

std::string offerSummary(const MatchOffer& offer) {
  if (const auto* f = std::get_if<FloodOffer>(&offer.match)) {
    return "Flood " + std::to_string(f->size) + "x" + std::to_string(f->size) + ", " + std::to_string(f->colours) +
           " colours";
  }
  const auto& o = std::get<RaceOffer>(offer.match).options;
  return "Tiles race " + std::to_string(o.width) + "x" + std::to_string(o.height);
}

const char* sessionStateName(SessionState state) {
  switch (state) {
    case SessionState::Waiting:
      return "waiting";
    case SessionState::Connecting:
      return "connecting";
    case SessionState::Greeting:
      return "greeting";
    case SessionState::Offered:
      return "offered";
    case SessionState::Preparing:
      return "preparing";
    case SessionState::Playing:
      return "playing";
    case SessionState::Decided:
      return "decided";
    case SessionState::Ended:
      return "ended";
  }
  return "ended";
}

MatchSession::MatchSession(const Catalog& catalog, Side self, SessionOptions options)
    : catalog_(catalog), self_(self), options_(std::move(options)), conversation_(self) {}

std::unique_ptr<MatchSession> MatchSession::host(const Catalog& catalog, MatchOffer offer, std::uint16_t port,
                                                 SessionOptions options) {
  std::unique_ptr<MatchSession> s(new MatchSession(catalog, Side::Host, std::move(options)));
  s->offer_ = std::move(offer);
  s->matchNumber_ = 1;
  s->port_ = port;
  s->listenAgain();
  if (s->offer_->kind() == MatchKind::TilesRace) s->startPreparing();
  return s;
}

void MatchSession::listenAgain() {
  state_ = SessionState::Waiting;
  connection_ = net::Connection::listen(port_, options_.connection);
  port_ = connection_->localPort();
  backlog_.clear();
  closedPolled_ = false;
  conversation_ = Conversation(self_);
  peerName_.clear();
  if (options_.announce && port_ != 0) {
    announcer_ = std::make_unique<net::DiscoveryAnnouncer>(
        net::Announcement{port_, net::printableText(options_.name, net::kMaxHostName), offerSummary(*offer_)},
        options_.announcer);
  }
  changed();
}

void MatchSession::turnAway(std::string why) {
  net::Connection::closeInBackground(std::move(connection_));  // the refusal, if any, still goes out
  ++turnedAway_;
  turnedAwayReason_ = std::move(why);
  listenAgain();
  event(SessionEvent::Kind::TurnedAway, turnedAwayReason_);
}

bool MatchSession::turnedAwayInstead(const std::string& why) {
  if (self_ != Side::Host || state_ != SessionState::Greeting) return false;
  turnAway(why);
  return true;
}

void MatchSession::checkHelloDeadline() {
  if (state_ != SessionState::Greeting) return;
  if (std::chrono::steady_clock::now() - connectedAt_ < options_.helloTimeout) return;
  const std::string seconds = std::to_string((options_.helloTimeout.count() + 999) / 1000);
  if (self_ == Side::Host) {
    turnAway("it did not say hello within " + seconds + (seconds == "1" ? " second." : " seconds."));
  } else {
    fail("No answer to the hello.",
         "The host did not answer within " + seconds + (seconds == "1" ? " second." : " seconds."));
  }
}

void MatchSession::stepRetired() {
  std::erase_if(retired_, [](const auto& task) { return !task->running(); });
}

void MatchSession::retirePreparing() {
  if (!preparing_) return;
  preparing_->cancel();
  retired_.push_back(std::move(preparing_));
}

std::unique_ptr<MatchSession> MatchSession::join(const Catalog& catalog, std::string address, std::uint16_t port,
                                                 SessionOptions options) {
  std::unique_ptr<MatchSession> s(new MatchSession(catalog, Side::Joiner, std::move(options)));
  s->state_ = SessionState::Connecting;
  s->connection_ = net::Connection::connect(address, port, s->options_.connection);
  // Queued until the connection is up.
  s->sendMessage(Hello{s->options_.protocol, s->options_.gameVersion, s->options_.name});
  return s;
}

MatchSession::~MatchSession() {
  leave();
  // The goodbye goes out (or the close flush time passes) on the transport's own closing thread:
  // the frame loop that drops a session never waits for a peer that does not read.
  net::Connection::closeInBackground(std::move(connection_));
}

std::vector<SessionEvent> MatchSession::takeEvents() {
  std::vector<SessionEvent> out(std::make_move_iterator(events_.begin()), std::make_move_iterator(events_.end()));
  events_.clear();
  return out;
}

SessionEvent& MatchSession::event(SessionEvent::Kind kind, std::string text) {
  if (events_.size() >= MaxEvents) events_.pop_front();
  SessionEvent e;
  e.kind = kind;
  e.text = std::move(text);
  events_.push_back(std::move(e));
  changed();
  return events_.back();
}

void MatchSession::update() {
  stepRetired();
  if (!connection_) return;
  // Whatever arrived is taken only once the last batch is handled, so the connection's cap on
  // what waits to be read still holds, and a flood of messages costs each frame a bounded share.
  if (backlog_.empty() && !closedPolled_) {
    for (net::ConnectionEvent& e : connection_->poll()) {
      closedPolled_ = closedPolled_ || e.kind == net::ConnectionEvent::Kind::Closed;
      backlog_.push_back(std::move(e));
    }
  }
  for (std::size_t handled = 0; handled < MaxMessagesPerUpdate && !backlog_.empty(); ++handled) {
    const net::ConnectionEvent e = std::move(backlog_.front());
    backlog_.pop_front();
    if (state_ == SessionState::Ended) {
      backlog_.clear();  // what comes after the end is dropped
      break;
    }
    switch (e.kind) {
      case net::ConnectionEvent::Kind::Connected:
        handleConnected();
        break;
      case net::ConnectionEvent::Kind::Received:
        handlePayload(e.payload);
        break;
      case net::ConnectionEvent::Kind::Closed: {
        const std::string why = capitalised(e.reason) + (e.reason.empty() || e.reason.back() == '.' ? "" : ".");
        if (!turnedAwayInstead(why)) end(why);
        break;
      }
    }
    if (state_ == SessionState::Waiting) break;  // a device was turned away: what it sent went with it
  }
  if (state_ != SessionState::Ended) checkHelloDeadline();
  if (state_ != SessionState::Ended) checkPrepared();
  if (state_ != SessionState::Ended) sendProgress();
}

void MatchSession::handleConnected() {
  announcer_.reset();  // the one opponent is here
  if (state_ == SessionState::Waiting || state_ == SessionState::Connecting) state_ = SessionState::Greeting;
  connectedAt_ = std::chrono::steady_clock::now();
  changed();
}

void MatchSession::handlePayload(const net::Payload& payload) {
  if (self_ == Side::Host && conversation_.stage() == Stage::Greeting) {
    if (const auto theirs = helloProtocol(payload); theirs && *theirs != options_.protocol) {
      // Another version: its hello may not even decode here, but it gets a clear answer.
      conversation_.receive(Hello{*theirs, {}, {}});
      HelloReply reply;
      reply.protocol = options_.protocol;
      reply.name = fitText(options_.name, MaxNameBytes);
      reply.reason = versionMismatchText(options_.protocol, *theirs);
      sendMessage(reply);
      turnAway(versionMismatchText(*theirs, options_.protocol));
      return;
    }
  }
  const Decoded decoded = decode(payload);
  if (!decoded) {
    fail("This device could not read a message from yours (" + decoded.error + ").",
         "The other device sent a message this one cannot read (" + decoded.error + ").");
    return;
  }
  const Message& message = *decoded.message;
  // A refused hello reply names the host's version; the joiner says so in its own words.
  if (const auto* reply = std::get_if<HelloReply>(&message); reply && !reply->accepted && self_ == Side::Joiner) {
    conversation_.receive(message);
    connection_->close();
    end(reply->protocol != options_.protocol ? versionMismatchText(reply->protocol, options_.protocol)
                                             : "The host refused: " + reply->reason);
    return;
  }
  // Turns of a decided race that cross the next offer belong to the race before.
  const bool lateTurn = std::holds_alternative<TileTurn>(message) && conversation_.stage() == Stage::Offered;
  if (const auto why = conversation_.receive(message)) {
    fail(capitalised(*why) + ".", "The other device broke the order of the match: " + *why + ".");
    return;
  }
  if (lateTurn) return;
  handleMessage(message);
}

void MatchSession::handleMessage(const Message& message) {
  std::visit(
      [this](const auto& m) {
        using T = std::decay_t<decltype(m)>;
        if constexpr (std::is_same_v<T, Hello>) {
          handleHello(m);
        } else if constexpr (std::is_same_v<T, HelloReply>) {
          handleHelloReply(m);
        } else if constexpr (std::is_same_v<T, MatchOffer>) {
          handleOffer(m);
        } else if constexpr (std::is_same_v<T, OfferReply>) {
          handleOfferReply(m);
        } else if constexpr (std::is_same_v<T, FloodMove>) {
          handleFloodMove(m);
        } else if constexpr (std::is_same_v<T, FloodMoveResult>) {
          handleFloodMoveResult(m);
        } else if constexpr (std::is_same_v<T, TileTurn>) {
          handleTileTurn(m);
        } else if constexpr (std::is_same_v<T, RaceProgress>) {
          handleRaceProgress(m);
        } else if constexpr (std::is_same_v<T, MatchResult>) {
          handleResult(m);
        } else if constexpr (std::is_same_v<T, Rematch>) {
          handleRematch();
        } else if constexpr (std::is_same_v<T, Bye>) {
          connection_->close();
          end(m.reason.empty() ? std::string(LeftText) : m.reason);
        }
      },
      message);
}

void MatchSession::handleHello(const Hello& hello) {
  // Same version (checked before decoding): answer, and offer the match at once.
  Hello same = hello;
  same.protocol = ProtocolVersion;
  HelloReply reply = answerHello(same, options_.name);
  reply.protocol = options_.protocol;
  sendMessage(reply);
  if (!reply.accepted) {
    turnAway("The other player was refused: " + reply.reason);
    return;
  }
  peerName_ = hello.name;
  event(SessionEvent::Kind::Connected, peerName_);
  sendMessage(*offer_);
  state_ = SessionState::Offered;
  event(SessionEvent::Kind::Offered);
}

void MatchSession::handleHelloReply(const HelloReply& reply) {
  peerName_ = reply.name;
  event(SessionEvent::Kind::Connected, peerName_);
}

void MatchSession::handleOffer(const MatchOffer& offer) {
  resetMatch();
  offer_ = offer;
  ++matchNumber_;
  state_ = SessionState::Offered;
  if (offer.kind() == MatchKind::TilesRace) {
    startPreparing();
  } else {
    try {
      flood_.emplace(std::get<FloodOffer>(offer.match));
    } catch (const std::exception& e) {
      prepareError_ = e.what();
    }
  }
  event(SessionEvent::Kind::Offered);
}

void MatchSession::resetMatch() {
  accepted_ = false;
  rematchAsked_ = false;
  flood_.reset();
  movePending_ = false;
  retirePreparing();
  level_.reset();
  prepareError_.clear();
  race_.reset();
  earlyTurns_.clear();
  reported_[0] = reported_[1] = RaceProgress{};
  progressDue_[0] = progressDue_[1] = false;
  result_.reset();
  lastRefusal_.clear();
}

bool MatchSession::askRematch() {
  if (self_ != Side::Joiner || state_ != SessionState::Decided || rematchAsked_) return false;
  if (!sendMessage(Rematch{})) return false;
  rematchAsked_ = true;
  changed();
  return true;
}

void MatchSession::handleRematch() {
  if (self_ != Side::Host || rematchAsked_) return;
  rematchAsked_ = true;
  event(SessionEvent::Kind::RematchAsked, peerName_);
}

bool MatchSession::offerRematch() {
  if (self_ != Side::Host || state_ != SessionState::Decided || !offer_) return false;
  const MatchOffer next = rematchOffer(*offer_);
  resetMatch();
  offer_ = next;
  ++matchNumber_;
  if (!sendMessage(*offer_)) return false;
  state_ = SessionState::Offered;
  if (offer_->kind() == MatchKind::TilesRace) startPreparing();
  event(SessionEvent::Kind::Offered);
  return true;
}

bool MatchSession::accept() {
  if (self_ != Side::Joiner || state_ != SessionState::Offered || accepted_) return false;
  accepted_ = true;
  if (!prepareError_.empty()) {
    refuseOffer();
    return false;
  }
  if (offer_->kind() == MatchKind::TilesRace && !level_) {
    state_ = SessionState::Preparing;
    changed();
    return true;
  }
  sendMessage(OfferReply{true, {}});
  startPlaying();
  return true;
}

void MatchSession::refuseOffer() {
  // This device cannot build what was offered: it says so instead of accepting.
  sendMessage(OfferReply{false, prepareError_});
  sendMessage(Bye{"The other device cannot play that match: " + prepareError_});
  connection_->close();
  end("This device cannot play that match: " + prepareError_);
}

bool MatchSession::decline(std::string reason) {
  if (self_ != Side::Joiner || state_ != SessionState::Offered || accepted_) return false;
  retirePreparing();
  sendMessage(OfferReply{false, reason});
  sendMessage(Bye{"The other player declined the match" + (reason.empty() ? std::string(".") : ": " + reason)});
  connection_->close();
  end(trLater("You declined the match."));
  return true;
}

void MatchSession::handleOfferReply(const OfferReply& reply) {
  if (!reply.accepted) {
    // One offer per session: a declined match ends it.
    sendMessage(Bye{trLater("The host ended the session.")});
    connection_->close();
    end(reply.reason.empty() ? std::string(trLater("The other player declined the match."))
                             : "The other player declined the match: " + reply.reason);
    return;
  }
  accepted_ = true;
  if (offer_->kind() == MatchKind::Flood) {
    try {
      flood_.emplace(std::get<FloodOffer>(offer_->match));
    } catch (const std::exception& e) {
      fail("The host cannot play that match: " + std::string(e.what()), e.what());
      return;
    }
    startPlaying();
  } else if (level_) {
    startPlaying();
  } else {
    state_ = SessionState::Preparing;
    changed();
  }
}

void MatchSession::startPreparing() {
  const RaceOffer offer = std::get<RaceOffer>(offer_->match);
  const Catalog* catalog = &catalog_;
  prepareStarted_ = std::chrono::steady_clock::now();
  preparing_ = std::make_unique<BackgroundTask<Level>>(
      [catalog, offer](std::stop_token stop, Progress& progress) -> std::optional<Level> {
        RaceLevel made = match::raceLevel(*catalog, offer, stop, &progress);
        // The task hands an exception's text back as its error.
        if (!made.level && !made.error.empty()) throw std::runtime_error(made.error);
        return std::move(made.level);
      });
}

void MatchSession::checkPrepared() {
  if (!preparing_) return;
  if (preparing_->running()) {
    // An offer may come from a hostile host: its level gets a time limit.
    const std::chrono::duration<double> spent = std::chrono::steady_clock::now() - prepareStarted_;
    if (spent.count() < RaceLevelSeconds) return;
    prepareError_ =
        "the level took more than " + std::to_string(static_cast<int>(RaceLevelSeconds)) + " seconds to make";
  } else if (preparing_->state() == TaskState::Finished) {
    level_ = preparing_->takeResult();
  } else {
    prepareError_ = preparing_->state() == TaskState::Failed ? preparing_->error() : "the level was not made";
  }
  retirePreparing();  // a task still running is stopped, not waited for
  changed();
  if (!prepareError_.empty()) {
    if (self_ == Side::Host) {
      // The host cannot make its own offer's level: nothing to play.
      sendMessage(Bye{"The host cannot make the level: " + prepareError_});
      connection_->close();
      end("This device cannot make the level: " + prepareError_);
    } else if (state_ == SessionState::Preparing) {
      refuseOffer();
    }
    return;
  }
  if (state_ != SessionState::Preparing) return;
  if (self_ == Side::Joiner) sendMessage(OfferReply{true, {}});
  startPlaying();
}

void MatchSession::startPlaying() {
  state_ = SessionState::Playing;
  if (offer_->kind() == MatchKind::TilesRace) {
    race_.emplace(*level_);
    for (int s = 0; s < 2; ++s) reported_[s] = race_->progress(static_cast<Side>(s));
  }
  event(SessionEvent::Kind::Started);
  if (self_ == Side::Host) {
    while (!earlyTurns_.empty() && state_ != SessionState::Ended) {
      const TileTurn turn = earlyTurns_.front();
      earlyTurns_.pop_front();
      hostTurn(Side::Joiner, turn);
    }
  }
}

std::optional<Side> MatchSession::toMove() const {
  if (!flood_ || (state_ != SessionState::Playing && state_ != SessionState::Decided)) return std::nullopt;
  if (flood_->over()) return std::nullopt;
  return flood_->toMove();
}

bool MatchSession::floodMove(int colour) {
  const auto refuse = [this](std::string why) {
    lastRefusal_ = std::move(why);
    changed();
    return false;
  };
  if (state_ != SessionState::Playing || !flood_) return refuse(trLater("no Flood match is being played"));
  if (flood_->toMove() != self_) return refuse(trLater("it is not your turn"));
  if (self_ == Side::Host) {
    const FloodMoveResult judged = flood_->judgeHostMove(colour);
    if (!judged.accepted) return refuse(judged.reason);
    lastRefusal_.clear();
    sendMessage(judged);
    event(SessionEvent::Kind::FloodMoved).move = judged;
    hostDecideFlood();
    return true;
  }
  if (movePending_) return refuse(trLater("your last move is still on its way to the host"));
  if (const Forbidden why = flood_->state().forbidden(colour); why != Forbidden::No) {
    return refuse(forbiddenReason(why));
  }
  lastRefusal_.clear();
  movePending_ = true;
  sendMessage(FloodMove{flood_->moves(), colour});
  changed();
  return true;
}

void MatchSession::handleFloodMove(const FloodMove& move) {
  if (self_ != Side::Host || !flood_ || state_ != SessionState::Playing) {
    fail("A Flood move came before the match started.", "The other device moved before the match started.");
    return;
  }
  const FloodMoveResult judged = flood_->judge(Side::Joiner, move);
  sendMessage(judged);
  if (judged.accepted) {
    event(SessionEvent::Kind::FloodMoved).move = judged;
    hostDecideFlood();
  }
}

void MatchSession::hostDecideFlood() {
  if (const auto r = flood_->result()) {
    sendMessage(*r);
    decide(*r);
  }
}

void MatchSession::handleFloodMoveResult(const FloodMoveResult& judged) {
  if (!flood_ || state_ != SessionState::Playing) {
    fail("A Flood move came before the match started.", "The host moved before the match started.");
    return;
  }
  if (judged.mover == Side::Joiner) movePending_ = false;
  if (!judged.accepted) {
    if (judged.mover == Side::Joiner) {
      lastRefusal_ = judged.reason;
      event(SessionEvent::Kind::MoveRefused, judged.reason);
    }
    return;
  }
  if (const auto why = flood_->follow(judged)) {
    fail("The two devices no longer agree on the board (" + *why + ").",
         "The two devices no longer agree on the board: " + *why + ".");
    return;
  }
  event(SessionEvent::Kind::FloodMoved).move = judged;
}

bool MatchSession::raceTurn(int cell, int rotation) {
  if (!race_ || (state_ != SessionState::Playing && state_ != SessionState::Decided)) {
    lastRefusal_ = "no race is being played";
    changed();
    return false;
  }
  if (cell < 0) {
    lastRefusal_ = "cell " + std::to_string(cell) + " is not on the board";
    changed();
    return false;
  }
  const TileTurn turn{static_cast<std::uint32_t>(cell), rotation};
  if (self_ == Side::Host) {
    // A refused turn changes nothing and is this device's own screen's mistake: not sent.
    if (const auto why = race_->turn(Side::Host, turn)) {
      lastRefusal_ = *why;
      changed();
      return false;
    }
    lastRefusal_.clear();
    hostTookTurn(Side::Host);
    return true;
  }
  if (const auto why = race_->turn(Side::Joiner, turn)) {
    lastRefusal_ = *why;
    changed();
    return false;
  }
  lastRefusal_.clear();
  sendMessage(turn);
  changed();
  return true;
}

void MatchSession::handleTileTurn(const TileTurn& turn) {
  if (self_ != Side::Host) return;
  if (!race_) {
    if (earlyTurns_.size() >= MaxEarlyTurns) {
      fail("Too many turns before the level was ready.", "The other device sent too many turns too early.");
      return;
    }
    earlyTurns_.push_back(turn);
    return;
  }
  hostTurn(Side::Joiner, turn);
}

void MatchSession::hostTurn(Side side, const TileTurn& turn) {
  if (const auto why = race_->turn(side, turn)) {
    fail("The host could not take your turn: " + *why + ".",
         "The other device sent a turn that is no turn: " + *why + ".");
    return;
  }
  hostTookTurn(side);
}

void MatchSession::hostTookTurn(Side side) {
  // Counted once per frame, however many turns came: a flood of turns costs one count per side.
  progressDue_[static_cast<int>(side)] = true;
  changed();
  hostDecideRace();
}

void MatchSession::sendProgress() {
  for (const Side side : {Side::Host, Side::Joiner}) {
    if (!progressDue_[static_cast<int>(side)] || !race_) continue;
    progressDue_[static_cast<int>(side)] = false;
    const RaceProgress p = race_->progress(side);
    sendMessage(p);
    event(SessionEvent::Kind::Progress).progress = p;
  }
}

void MatchSession::hostDecideRace() {
  if (result_) return;
  if (const auto r = race_->result()) {
    sendMessage(*r);
    decide(*r);
  }
}

void MatchSession::handleRaceProgress(const RaceProgress& progress) {
  if (self_ != Side::Joiner) return;
  reported_[static_cast<int>(progress.side)] = progress;
  event(SessionEvent::Kind::Progress).progress = progress;
}

RaceProgress MatchSession::progress(Side side) const {
  if (!race_) {
    RaceProgress none;
    none.side = side;
    return none;
  }
  if (self_ == Side::Host || side == Side::Joiner) return race_->progress(side);
  return reported_[static_cast<int>(side)];
}

int MatchSession::preparePercent() const {
  if (level_) return 100;
  if (!preparing_) return 0;
  return preparing_->progress().percent();
}

void MatchSession::handleResult(const MatchResult& result) { decide(result); }

void MatchSession::decide(const MatchResult& result) {
  result_ = result;
  state_ = SessionState::Decided;
  event(SessionEvent::Kind::Decided, result.reason);
}

bool MatchSession::sendMessage(const Message& message) {
  if (!connection_) return false;
  if (typeOf(message) == MessageType::Bye) {
    conversation_.send(message);
  } else if (const auto why = conversation_.send(message)) {
    return false;
  }
  return connection_->send(encode(message));
}

void MatchSession::fail(const std::string& toThem, const std::string& ours) {
  const bool greeting = conversation_.stage() == Stage::Greeting;
  sendMessage(Bye{toThem});
  if (greeting && turnedAwayInstead(ours)) return;
  connection_->close();
  end(ours);
}

void MatchSession::leave() {
  if (state_ == SessionState::Ended) return;
  if (connection_) {
    sendMessage(Bye{LeftText});
    connection_->close();
  }
  end(trLater("You left the match."));
}

void MatchSession::end(std::string reason) {
  if (state_ == SessionState::Ended) return;
  state_ = SessionState::Ended;
  endReason_ = std::move(reason);
  announcer_.reset();
  retirePreparing();
  movePending_ = false;
  event(SessionEvent::Kind::Ended, endReason_);
}

}  // namespace tileflow::match
