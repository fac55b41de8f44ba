// Conversation: which message may come next between host and joiner. Both ends keep one and pass
// every message they send and receive through it; a message out of place (a move before any
// match was accepted, a second hello, a host's message from the joiner) is refused with a reason,
// which the receiver sends back in a Bye before closing. The rules of a match itself are the
// referees' (game/net/MatchReferee.hpp); this only keeps the order.
#pragma once

#include <optional>
#include <string>

#include "game/net/Messages.hpp"

namespace tileflow::match {

enum class Stage : std::uint8_t {
  Greeting,  // the joiner's Hello, then the host's HelloReply
  Choosing,  // greeted: the host may offer a match
  Offered,   // the joiner accepts or declines the offer
  Playing,   // moves and turns, until the host's MatchResult
  Decided,   // a result was sent; a race's loser may still finish; the host may offer again
  Closed,    // a Bye was sent or received, or the hello was refused
};

// "greeting", "choosing a match", ...: for error texts.
const char* stageName(Stage stage);

class Conversation {
 public:
  explicit Conversation(Side self) : self_(self) {}

  Side self() const { return self_; }
  Stage stage() const { return stage_; }
  // The kind of the match offered or being played (Choosing and Greeting: nothing).
  std::optional<MatchKind> kind() const { return kind_; }

  // Notes a message this end sends; why not (nothing changes) when it may not send it now.
  std::optional<std::string> send(const Message& message) { return step(self_, message); }
  // Notes a message from the other end; why it is out of place (nothing changes) otherwise.
  // A TileTurn the host receives while Offered belongs to the race before: let it go.
  std::optional<std::string> receive(const Message& message) { return step(other(self_), message); }

 private:
  std::optional<std::string> step(Side from, const Message& message);

  Side self_;
  Stage stage_ = Stage::Greeting;
  bool helloSeen_ = false;
  bool raceDecided_ = false;  // the last match was a race with a result: its late turns may still come
  std::optional<MatchKind> kind_;
};

}  // namespace tileflow::match
