#include "game/net/Conversation.hpp"

namespace tileflow::match {

namespace {

// Who may send each message: the host alone judges, so only it sends judgements and results.
bool sentBy(MessageType type, Side side) {
  switch (type) {
    case MessageType::Hello:
    case MessageType::OfferReply:
    case MessageType::FloodMove:
    case MessageType::TileTurn:
      return side == Side::Joiner;
    case MessageType::HelloReply:
    case MessageType::MatchOffer:
    case MessageType::FloodMoveResult:
    case MessageType::RaceProgress:
    case MessageType::MatchResult:
      return side == Side::Host;
    case MessageType::Rematch:
      return side == Side::Joiner;
    case MessageType::Bye:
      return true;
  }
  return false;
}

}  // namespace

const char* stageName(Stage stage) {
  switch (stage) {
    case Stage::Greeting:
      return "greeting";
    case Stage::Choosing:
      return "choosing a match";
    case Stage::Offered:
      return "a match is offered";
    case Stage::Playing:
      return "playing";
    case Stage::Decided:
      return "the match is decided";
    case Stage::Closed:
      return "closed";
  }
  return "closed";
}

std::optional<std::string> Conversation::step(Side from, const Message& message) {
  const MessageType type = typeOf(message);
  const std::string what = std::string("a ") + messageName(type) + " from the " + sideName(from);
  if (stage_ == Stage::Closed) return what + " comes after the conversation closed";
  if (!sentBy(type, from)) return what + ": only the " + sideName(other(from)) + " sends that";
  const auto outOfPlace = [&] { return what + " is out of place while " + stageName(stage_); };
  const bool flood = kind_ == MatchKind::Flood;
  switch (type) {
    case MessageType::Bye:
      stage_ = Stage::Closed;
      return std::nullopt;
    case MessageType::Hello:
      if (stage_ != Stage::Greeting || helloSeen_) return outOfPlace();
      helloSeen_ = true;
      return std::nullopt;
    case MessageType::HelloReply:
      if (stage_ != Stage::Greeting || !helloSeen_) return outOfPlace();
      stage_ = std::get<HelloReply>(message).accepted ? Stage::Choosing : Stage::Closed;
      return std::nullopt;
    case MessageType::MatchOffer:
      if (stage_ != Stage::Choosing && stage_ != Stage::Decided) return outOfPlace();
      kind_ = std::get<MatchOffer>(message).kind();
      stage_ = Stage::Offered;
      return std::nullopt;
    case MessageType::OfferReply:
      if (stage_ != Stage::Offered) return outOfPlace();
      if (std::get<OfferReply>(message).accepted) {
        stage_ = Stage::Playing;
        raceDecided_ = false;
      } else {
        stage_ = Stage::Choosing;
        kind_.reset();
      }
      return std::nullopt;
    case MessageType::FloodMove:
    case MessageType::FloodMoveResult:
      if (stage_ != Stage::Playing || !flood) return outOfPlace();
      return std::nullopt;
    case MessageType::TileTurn:
    case MessageType::RaceProgress:
      // The loser of a race may finish after the result, and the joiner's last turns may cross
      // the host's next offer on the way.
      if (type == MessageType::TileTurn && stage_ == Stage::Offered && raceDecided_) return std::nullopt;
      if ((stage_ != Stage::Playing && stage_ != Stage::Decided) || flood || !kind_) return outOfPlace();
      return std::nullopt;
    case MessageType::Rematch:
      if (stage_ != Stage::Decided) return outOfPlace();
      return std::nullopt;
    case MessageType::MatchResult:
      if (stage_ != Stage::Playing) return outOfPlace();
      stage_ = Stage::Decided;
      raceDecided_ = kind_ == MatchKind::TilesRace;
      return std::nullopt;
  }
  return outOfPlace();
}

}  // namespace tileflow::match
