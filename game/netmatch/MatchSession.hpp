// MatchSession: one network match seen from one device, the layer both the screens and the
// `tileflow net-match` command use. It owns the Connection, the Conversation and the referee, and
// is driven by update() once per frame: update() never blocks, a race's level is generated on a
// background thread, and every change bumps revision(). The host alone judges; the joiner sends
// what its player does and shows the host's answers (docs/network.md, "Sessions").
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/BackgroundTask.hpp"
#include "engine/net/Connection.hpp"
#include "engine/net/Discovery.hpp"
#include "game/model/Catalog.hpp"
#include "game/model/Level.hpp"
#include "game/net/Conversation.hpp"
#include "game/net/MatchReferee.hpp"
#include "game/net/Messages.hpp"

namespace tileflow::match {

struct SessionOptions {
  std::string name = "Player";  // this player's name, as the other sees it
  std::string gameVersion;      // shown to the other device, not judged
  net::ConnectionOptions connection;
  // The message version this device speaks; only tests set another, to see the refusal.
  std::uint16_t protocol = ProtocolVersion;
  // Host: announce the match on the local network while waiting for the opponent.
  bool announce = true;
  // From the moment a connection is up, the joiner's hello must reach the host and the host's
  // answer the joiner within this; bytes of any kind do not extend it. The host then drops that
  // device and listens again; the joiner gives up.
  std::chrono::milliseconds helloTimeout{5000};
  net::AnnouncerOptions announcer;  // tests announce to 127.0.0.1 only
};

enum class SessionState : std::uint8_t {
  Waiting,     // host: listening (and announcing) for the opponent
  Connecting,  // joiner: connecting to the host
  Greeting,    // hello and its answer
  Offered,     // joiner: offer() is shown, accept() or decline(); host: waiting for that answer
  Preparing,   // race: the level is being generated (preparePercent())
  Playing,
  Decided,  // result() is known; a race's loser may still finish its board
  Ended,    // endReason() says why; result() stays if the match was decided
};

// "Flood 12x12, 6 colours", "Tiles race 7x7": what a host announces, in printable ASCII.
std::string offerSummary(const MatchOffer& offer);

// "waiting", "connecting", ...: for logs.
const char* sessionStateName(SessionState state);

// What happened, in order, for a caller that shows or prints each step (takeEvents()).
struct SessionEvent {
  enum class Kind : std::uint8_t {
    Connected,     // text: the other player's name
    Offered,       // the offer is known (offer())
    Started,       // playing from now on
    FloodMoved,    // move: an accepted Flood move, either side's
    MoveRefused,   // text: why this side's move was refused
    Progress,      // progress: one side of a race, as the host counts it
    Decided,       // result()
    RematchAsked,  // host: the joiner would like another match (text: the joiner's name)
    TurnedAway,    // host: a device that connected was dropped before its hello was accepted (text: why)
    Ended,         // text: endReason()
  };
  Kind kind = Kind::Ended;
  std::string text;
  FloodMoveResult move;
  RaceProgress progress;
};

class MatchSession {
 public:
  // Host: listens on `port` (0: any free port, see port()) and offers `offer` to the one player
  // who joins. A race's level is generated at once, in the background. The catalog must outlive
  // the session.
  static std::unique_ptr<MatchSession> host(const Catalog& catalog, MatchOffer offer, std::uint16_t port,
                                            SessionOptions options = {});
  // Joiner: connects to a numeric IPv4 address and says hello.
  static std::unique_ptr<MatchSession> join(const Catalog& catalog, std::string address, std::uint16_t port,
                                            SessionOptions options = {});

  MatchSession(const MatchSession&) = delete;
  MatchSession& operator=(const MatchSession&) = delete;
  // Leaves: a Bye, sent (within the connection's close flush time) after the session is gone,
  // without waiting.
  ~MatchSession();

  // Once per frame: takes what arrived, answers it and moves the state on. Never blocks.
  void update();
  // Bumped on every change a screen might show.
  std::uint64_t revision() const { return revision_; }
  // What happened since the last call, oldest first (at most the last 256 are kept).
  std::vector<SessionEvent> takeEvents();

  SessionState state() const { return state_; }
  Side self() const { return self_; }
  // Host: the port it listens on (the one chosen for port 0); 0 on the joiner.
  std::uint16_t port() const { return port_; }
  // The other player's name, once greeted.
  const std::string& peerName() const { return peerName_; }
  // Host: devices dropped before their hello was accepted, and the last one's reason ("" before).
  int turnedAway() const { return turnedAway_; }
  const std::string& turnedAwayReason() const { return turnedAwayReason_; }
  // The match offered: the host's from the start, the joiner's once it arrives.
  const MatchOffer* offer() const { return offer_ ? &*offer_ : nullptr; }

  // Joiner, while Offered: accept (a race then prepares its level before saying yes) or decline.
  bool accept();
  bool decline(std::string reason = {});
  // Race: how far the level's generation has come, 0..100 (100 once ready).
  int preparePercent() const;

  // Flood: the board both see (null before playing a Flood match).
  const FloodReferee* flood() const { return flood_ ? &*flood_ : nullptr; }
  // Whose turn it is; nothing outside a Flood match.
  std::optional<Side> toMove() const;
  bool myTurn() const { return toMove() == self_; }
  // Plays this side's Flood move. The host judges its own at once; the joiner's move shows once
  // the host's confirmation arrives. False (see lastRefusal()) when it may not be played now.
  bool floodMove(int colour);
  // Why the last move or turn of this side was refused.
  const std::string& lastRefusal() const { return lastRefusal_; }

  // Race: the level both play, as generated (null until it is ready).
  const Level* raceLevel() const { return level_ ? &*level_ : nullptr; }
  // Reports a turn the player made on the local board: `cell` now shows `rotation`. False (see
  // lastRefusal()) outside a race's play or for a turn that is no turn of this board.
  bool raceTurn(int cell, int rotation);
  // How far a side of the race is: the host counts both; the joiner shows the host's count for
  // the host and its own board for itself.
  RaceProgress progress(Side side) const;

  // The result, once the host has decided it.
  const std::optional<MatchResult>& result() const { return result_; }
  // Why the session ended, a sentence for the player ("" before).
  const std::string& endReason() const { return endReason_; }

  // Another match on the same connection once this one is decided. The joiner asks; the host
  // offers rematchOffer(offer()) (asked or not), which the joiner then accepts or declines as
  // the first. False when the match is not decided, or on the wrong side.
  bool askRematch();
  bool offerRematch();
  // Joiner: it asked; host: the joiner asked. Cleared by the next offer.
  bool rematchAsked() const { return rematchAsked_; }
  // Which match of this session is offered or played: 1 for the first, 2 for the first rematch...
  int matchNumber() const { return matchNumber_; }

  // Says goodbye and ends the session.
  void leave();

 private:
  MatchSession(const Catalog& catalog, Side self, SessionOptions options);

  void handleConnected();
  // Host, before a hello is accepted: drops the device (its connection still sends what was
  // queued, such as a refusal, on the transport's closing thread) and listens again.
  void turnAway(std::string why);
  void listenAgain();
  // True when a failure before the hello was accepted turned the device away instead.
  bool turnedAwayInstead(const std::string& why);
  void checkHelloDeadline();
  // Drops the retired tasks that have stopped.
  void stepRetired();
  // Stops a race level's generation without waiting for it: it is dropped once it has stopped.
  void retirePreparing();
  void handlePayload(const net::Payload& payload);
  void handleHello(const Hello& hello);
  void handleMessage(const Message& message);
  void handleHelloReply(const HelloReply& reply);
  void handleOffer(const MatchOffer& offer);
  void handleOfferReply(const OfferReply& reply);
  void handleFloodMove(const FloodMove& move);
  void handleFloodMoveResult(const FloodMoveResult& judged);
  void handleTileTurn(const TileTurn& turn);
  void handleRaceProgress(const RaceProgress& progress);
  void handleResult(const MatchResult& result);

  void handleRematch();
  // Forgets the match before, for the next offer.
  void resetMatch();
  void refuseOffer();
  void startPreparing();
  void checkPrepared();
  void startPlaying();
  void hostTurn(Side side, const TileTurn& turn);
  void hostTookTurn(Side side);
  void sendProgress();
  void hostDecideFlood();
  void hostDecideRace();
  void decide(const MatchResult& result);

  bool sendMessage(const Message& message);
  // The other device broke the rules: say why in a Bye, close, and end with `ours`.
  void fail(const std::string& toThem, const std::string& ours);
  void end(std::string reason);
  SessionEvent& event(SessionEvent::Kind kind, std::string text = {});
  void changed() { ++revision_; }

  const Catalog& catalog_;
  const Side self_;
  const SessionOptions options_;
  std::unique_ptr<net::Connection> connection_;
  std::chrono::steady_clock::time_point connectedAt_;
  int turnedAway_ = 0;
  std::string turnedAwayReason_;
  std::unique_ptr<net::DiscoveryAnnouncer> announcer_;
  std::deque<net::ConnectionEvent> backlog_;  // taken from the connection, not handled yet
  bool closedPolled_ = false;                 // the connection's Closed event was taken
  Conversation conversation_;
  SessionState state_ = SessionState::Greeting;
  std::uint16_t port_ = 0;
  std::string peerName_;
  std::optional<MatchOffer> offer_;
  bool accepted_ = false;  // the joiner said yes (or the host heard it)
  bool rematchAsked_ = false;
  int matchNumber_ = 0;

  std::optional<FloodReferee> flood_;
  bool movePending_ = false;  // joiner: a FloodMove awaits its judgement

  std::unique_ptr<BackgroundTask<Level>> preparing_;
  std::vector<std::unique_ptr<BackgroundTask<Level>>> retired_;  // stopped, not yet ended
  std::chrono::steady_clock::time_point prepareStarted_;
  std::optional<Level> level_;
  std::string prepareError_;
  std::optional<RaceReferee> race_;
  std::deque<TileTurn> earlyTurns_;       // host: the joiner's turns that came before the level was ready
  RaceProgress reported_[2];              // joiner: the host's last counts
  bool progressDue_[2] = {false, false};  // host: a side turned since its count was last sent

  std::optional<MatchResult> result_;
  std::string endReason_;
  std::string lastRefusal_;
  std::deque<SessionEvent> events_;
  std::uint64_t revision_ = 0;
};

}  // namespace tileflow::match
