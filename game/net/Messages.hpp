// Messages: what two devices say to each other during a network match, above the transport's
// frames: each message is one payload whose byte 0 is its type (1 and up; the transport keeps 0
// for its heartbeats) followed by its fields, big-endian, with every string length-prefixed and
// capped. decode() takes any bytes at all and gives back a message or an error text: it never
// reads past the end, never allocates more than a cap allows and rejects trailing bytes, unknown
// types and out-of-range values. See docs/network.md, "Messages".
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "engine/core/Bytes.hpp"
#include "game/generate/Generator.hpp"
#include "game/model/Topology.hpp"

namespace tileflow::match {

// The version of this message set. Devices speaking different versions refuse each other at the
// hello, each with versionMismatchText. The layout of Hello (type, then this number) never changes.
inline constexpr std::uint16_t ProtocolVersion = 2;

// Biggest payload the transport carries; decode() refuses anything longer.
inline constexpr std::size_t MaxPayload = 65536;

// Caps on text fields, in bytes of UTF-8.
inline constexpr std::size_t MaxNameBytes = 32;         // player names
inline constexpr std::size_t MaxVersionBytes = 32;      // the game's version text
inline constexpr std::size_t MaxReasonBytes = 256;      // refusals, results, goodbyes
inline constexpr std::size_t MaxEnvironmentBytes = 64;  // a catalog environment id

// The two ends of a match. The host offers the match and judges every move.
enum class Side : std::uint8_t { Host = 0, Joiner = 1 };
inline constexpr Side other(Side side) { return side == Side::Host ? Side::Joiner : Side::Host; }
// "host", "joiner".
const char* sideName(Side side);

enum class MessageType : std::uint8_t {
  Hello = 1,
  HelloReply = 2,
  MatchOffer = 3,
  OfferReply = 4,
  FloodMove = 5,
  FloodMoveResult = 6,
  TileTurn = 7,
  RaceProgress = 8,
  MatchResult = 9,
  Bye = 10,
  Rematch = 11,
};
inline constexpr std::uint8_t FirstMessageType = 1;
inline constexpr std::uint8_t LastMessageType = 11;
// "Hello", "MatchOffer", ...: for logs and error texts.
const char* messageName(MessageType type);

// Joiner to host, first thing after connecting.
struct Hello {
  std::uint16_t protocol = ProtocolVersion;
  std::string gameVersion;  // e.g. "0.1.0", shown to the other player; not judged
  std::string name;         // the player's name
  bool operator==(const Hello&) const = default;
};

// Host to joiner: the answer to Hello. `protocol` is the host's version, so a refused joiner can
// say which version the host speaks.
struct HelloReply {
  bool accepted = false;
  std::uint16_t protocol = ProtocolVersion;
  std::string name;    // the host player's name
  std::string reason;  // why not, when refused
  bool operator==(const HelloReply&) const = default;
};

enum class MatchKind : std::uint8_t { Flood = 1, TilesRace = 2 };

// A two-player Flood match: the board is FloodMode::board for two players of this size, colours
// and shape at this seed (floodMatchBoard), so both devices build the same one. The rules are
// FloodState's: the first mover holds the top-left corner, nobody picks their own colour or the
// opponent's, and once every cell is held the one holding more wins.
struct FloodOffer {
  int size = 12;    // cells a side, FloodMode::MinSide..MaxSide
  int colours = 6;  // FloodMode::MinColours..MaxColours
  Shape shape = Shape::Square;
  std::uint64_t seed = 1;
  Side firstMover = Side::Host;  // plays the top-left corner and moves first
  bool operator==(const FloodOffer&) const = default;
};

// A Tiles race: both players solve the same generated level (generate() with these options,
// seed included, makes it on both devices); the first to solve it wins.
struct RaceOffer {
  GenerateOptions options;
  bool operator==(const RaceOffer& other) const;
};

// Host to joiner, once the hello is accepted (and again for each new match).
struct MatchOffer {
  std::variant<FloodOffer, RaceOffer> match;
  MatchKind kind() const { return match.index() == 0 ? MatchKind::Flood : MatchKind::TilesRace; }
  bool operator==(const MatchOffer&) const = default;
};

// Joiner to host: Accept or Decline the offer.
struct OfferReply {
  bool accepted = false;
  std::string reason;  // why not, when declined (may be empty)
  bool operator==(const OfferReply&) const = default;
};

// Joiner to host: the joiner's move in a Flood match. `number` counts the moves made before it
// by both players (0 for the first), so a move sent before the last confirmation arrived is
// recognised as late instead of being played on the wrong turn.
struct FloodMove {
  std::uint32_t number = 0;
  int colour = 0;  // from 0, below ColourBoard::MaxColours
  bool operator==(const FloodMove&) const = default;
};

// Host to joiner: the host's judgement of a move, the joiner's or its own (the host's own moves
// reach the joiner only this way). When accepted, `turn` and the cell counts are the state after
// it, which the joiner checks against its own copy.
struct FloodMoveResult {
  std::uint32_t number = 0;  // the move's number
  Side mover = Side::Host;
  int colour = 0;
  bool accepted = false;
  std::string reason;      // why not, when rejected ("it is not your turn", "your own colour")
  Side turn = Side::Host;  // who moves next
  int hostCells = 0;       // cells each side holds
  int joinerCells = 0;
  bool operator==(const FloodMoveResult&) const = default;
};

// Joiner to host: the joiner turned `cell` of its board so that it now shows `rotation`.
struct TileTurn {
  std::uint32_t cell = 0;
  int rotation = 0;  // below MaxSides
  bool operator==(const TileTurn&) const = default;
};

// Host to joiner: how far one side of a Tiles race has come, as the host sees it.
struct RaceProgress {
  Side side = Side::Host;
  int percent = 0;  // 0..100: of the loose ends the board started with, how many are joined
  bool solved = false;
  std::uint32_t turns = 0;  // turns counted for that side
  bool operator==(const RaceProgress&) const = default;
};

enum class Winner : std::uint8_t { Host = 0, Joiner = 1, Nobody = 2 };

// Host to joiner: the match is decided.
struct MatchResult {
  Winner winner = Winner::Nobody;
  std::string reason;  // "Host wins, 80 to 64", "Joiner solved it first"
  bool operator==(const MatchResult&) const = default;
};

// Either way: the sender is leaving (or ends the connection because the other broke the rules).
struct Bye {
  std::string reason;
  bool operator==(const Bye&) const = default;
};

// Joiner to host, once a match is decided: this player would like another. The host answers with
// a new MatchOffer (rematchOffer) or not at all; the joiner may still leave.
struct Rematch {
  bool operator==(const Rematch&) const = default;
};

// The offer of the match after `last`: the same kind, size and options on a new board (a seed
// drawn from the last one), and in Flood the other player moves first.
MatchOffer rematchOffer(const MatchOffer& last);

using Message = std::variant<Hello, HelloReply, MatchOffer, OfferReply, FloodMove, FloodMoveResult, TileTurn,
                             RaceProgress, MatchResult, Bye, Rematch>;

MessageType typeOf(const Message& message);

// The payload of `message`. Text fields longer than their cap are cut at a character boundary
// (and control characters become spaces); numbers are written in their fields' widths, so a
// value out of its range makes a payload that does not decode.
std::vector<std::uint8_t> encode(const Message& message);

// A message, or why the bytes are not one.
struct Decoded {
  std::optional<Message> message;
  std::string error;
  explicit operator bool() const { return message.has_value(); }
};
Decoded decode(std::span<const std::uint8_t> payload);

// The protocol version a Hello payload announces, read without judging the rest, so that a hello
// from another version still gets its clear refusal. Nothing when the payload is not a Hello.
std::optional<std::uint16_t> helloProtocol(std::span<const std::uint8_t> payload);

// What either device shows when the other speaks another version: "The other device runs Tileflow
// with network version 2; this one speaks version 1. Update both to the same version."
std::string versionMismatchText(int theirs, int ours = ProtocolVersion);

// The host's answer to a hello: accepted when the versions agree and the name is usable.
HelloReply answerHello(const Hello& hello, std::string_view hostName);

}  // namespace tileflow::match
