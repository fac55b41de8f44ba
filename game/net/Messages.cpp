#include "game/net/Messages.hpp"

#include <algorithm>

#include "engine/core/Rng.hpp"
#include "game/flood/ColourBoard.hpp"
#include "game/flood/FloodMode.hpp"
#include "game/model/Board.hpp"

namespace tileflow::match {

namespace {

// Limits of a Tiles race offer: the sides the generator screen offers, and the Link counts the
// generate command takes.
constexpr int MaxRaceSide = MaxMadeSide;
constexpr int MaxLinkCount = 1000;
constexpr int MaxCells = ColourBoard::MaxSide * ColourBoard::MaxSide;

// Flag bits of a race offer.
constexpr std::uint8_t FlagBlank = 1;
constexpr std::uint8_t FlagWrap = 2;
constexpr std::uint8_t FlagUnique = 4;
constexpr std::uint8_t FlagConnected = 8;
constexpr std::uint8_t FlagAcyclic = 16;
constexpr std::uint8_t KnownFlags = FlagBlank | FlagWrap | FlagUnique | FlagConnected | FlagAcyclic;

void writeFlood(ByteWriter& w, const FloodOffer& o) {
  w.u8(static_cast<std::uint8_t>(o.size));
  w.u8(static_cast<std::uint8_t>(o.colours));
  w.u8(static_cast<std::uint8_t>(o.shape));
  w.u64(o.seed);
  w.u8(static_cast<std::uint8_t>(o.firstMover));
}

void writeRace(ByteWriter& w, const RaceOffer& r) {
  const GenerateOptions& o = r.options;
  w.u8(static_cast<std::uint8_t>(o.shape));
  w.u16(static_cast<std::uint16_t>(o.width));
  w.u16(static_cast<std::uint16_t>(o.height));
  w.text(o.environment, MaxEnvironmentBytes);
  w.u8(static_cast<std::uint8_t>(o.kind));
  std::uint8_t flags = 0;
  if (o.blank) flags |= FlagBlank;
  if (o.wrap) flags |= FlagWrap;
  if (o.unique) flags |= FlagUnique;
  if (o.rules.connected) flags |= FlagConnected;
  if (o.rules.acyclic) flags |= FlagAcyclic;
  w.u8(flags);
  w.u64(o.seed);
  w.u8(static_cast<std::uint8_t>(o.outline));
  const LinkSettings& l = o.link;
  w.u8(static_cast<std::uint8_t>(l.kinds));
  w.u16(static_cast<std::uint16_t>(l.bridges));
  w.u16(static_cast<std::uint16_t>(l.portals));
  w.u8(static_cast<std::uint8_t>(l.walls));
  w.u8(static_cast<std::uint8_t>(l.algorithm));
  w.u16(static_cast<std::uint16_t>(l.minSpacing));
  w.u16(static_cast<std::uint16_t>(l.maxSpacing));
}

void write(ByteWriter& w, const Hello& m) {
  w.u16(m.protocol);
  w.text(m.gameVersion, MaxVersionBytes);
  w.text(m.name, MaxNameBytes);
}

void write(ByteWriter& w, const HelloReply& m) {
  w.u8(m.accepted ? 1 : 0);
  w.u16(m.protocol);
  w.text(m.name, MaxNameBytes);
  w.text(m.reason, MaxReasonBytes);
}

void write(ByteWriter& w, const MatchOffer& m) {
  w.u8(static_cast<std::uint8_t>(m.kind()));
  if (const auto* flood = std::get_if<FloodOffer>(&m.match)) {
    writeFlood(w, *flood);
  } else {
    writeRace(w, std::get<RaceOffer>(m.match));
  }
}

void write(ByteWriter& w, const OfferReply& m) {
  w.u8(m.accepted ? 1 : 0);
  w.text(m.reason, MaxReasonBytes);
}

void write(ByteWriter& w, const FloodMove& m) {
  w.u32(m.number);
  w.u8(static_cast<std::uint8_t>(m.colour));
}

void write(ByteWriter& w, const FloodMoveResult& m) {
  w.u32(m.number);
  w.u8(static_cast<std::uint8_t>(m.mover));
  w.u8(static_cast<std::uint8_t>(m.colour));
  w.u8(m.accepted ? 1 : 0);
  w.text(m.reason, MaxReasonBytes);
  w.u8(static_cast<std::uint8_t>(m.turn));
  w.u16(static_cast<std::uint16_t>(m.hostCells));
  w.u16(static_cast<std::uint16_t>(m.joinerCells));
}

void write(ByteWriter& w, const TileTurn& m) {
  w.u32(m.cell);
  w.u8(static_cast<std::uint8_t>(m.rotation));
}

void write(ByteWriter& w, const RaceProgress& m) {
  w.u8(static_cast<std::uint8_t>(m.side));
  w.u8(static_cast<std::uint8_t>(m.percent));
  w.u8(m.solved ? 1 : 0);
  w.u32(m.turns);
}

void write(ByteWriter& w, const MatchResult& m) {
  w.u8(static_cast<std::uint8_t>(m.winner));
  w.text(m.reason, MaxReasonBytes);
}

void write(ByteWriter& w, const Bye& m) { w.text(m.reason, MaxReasonBytes); }

void write(ByteWriter&, const Rematch&) {}

// A u16 that must lie in [low, high].
bool number16(ByteReader& r, int& value, int low, int high, const char* what) {
  std::uint16_t v = 0;
  if (!r.u16(v, what)) return false;
  if (v < low || v > high) {
    r.fail(std::string(what) + " is " + std::to_string(v) + ", outside " + std::to_string(low) + ".." +
           std::to_string(high));
    return false;
  }
  value = v;
  return true;
}

bool readSide(ByteReader& r, Side& side, const char* what) {
  int v = 0;
  if (!r.number(v, 0, 1, what)) return false;
  side = static_cast<Side>(v);
  return true;
}

bool readShape(ByteReader& r, Shape& shape) {
  int v = 0;
  if (!r.number(v, 0, 1, "cell shape")) return false;
  shape = static_cast<Shape>(v);
  return true;
}

void read(ByteReader& r, Hello& m) {
  r.u16(m.protocol, "protocol version");
  r.text(m.gameVersion, MaxVersionBytes, "game version");
  r.text(m.name, MaxNameBytes, "player name");
}

void read(ByteReader& r, HelloReply& m) {
  r.flag(m.accepted, "accepted flag");
  r.u16(m.protocol, "protocol version");
  r.text(m.name, MaxNameBytes, "player name");
  r.text(m.reason, MaxReasonBytes, "reason");
}

void readFlood(ByteReader& r, FloodOffer& o) {
  r.number(o.size, FloodMode::MinSide, FloodMode::MaxSide, "Flood board size");
  r.number(o.colours, FloodMode::MinColours, FloodMode::MaxColours, "Flood colours");
  readShape(r, o.shape);
  r.u64(o.seed, "seed");
  readSide(r, o.firstMover, "first mover");
}

void readRace(ByteReader& r, RaceOffer& offer) {
  GenerateOptions& o = offer.options;
  readShape(r, o.shape);
  number16(r, o.width, 1, MaxRaceSide, "board width");
  number16(r, o.height, 1, MaxRaceSide, "board height");
  r.text(o.environment, MaxEnvironmentBytes, "environment");
  int kind = 0;
  if (r.number(kind, 0, static_cast<int>(GeneratorKind::Link), "generator")) o.kind = static_cast<GeneratorKind>(kind);
  std::uint8_t flags = 0;
  if (r.u8(flags, "flags") && (flags & ~KnownFlags) != 0) r.fail("unknown flags " + std::to_string(flags));
  o.blank = (flags & FlagBlank) != 0;
  o.wrap = (flags & FlagWrap) != 0;
  o.unique = (flags & FlagUnique) != 0;
  o.rules.connected = (flags & FlagConnected) != 0;
  o.rules.acyclic = (flags & FlagAcyclic) != 0;
  r.u64(o.seed, "seed");
  int outline = 0;
  if (r.number(outline, 0, static_cast<int>(OutlineNames.size()) - 1, "outline"))
    o.outline = static_cast<Outline>(outline);
  LinkSettings& l = o.link;
  r.number(l.kinds, 1, MaxLandmarkKinds, "landmark kinds");
  number16(r, l.bridges, 0, MaxLinkCount, "bridges");
  number16(r, l.portals, 0, MaxLinkCount, "portals");
  int walls = 0;
  if (r.number(walls, 0, static_cast<int>(WallPatternNames.size()) - 1, "wall pattern"))
    l.walls = static_cast<WallPattern>(walls);
  int algorithm = 0;
  if (r.number(algorithm, 0, static_cast<int>(LineAlgorithmNames.size()) - 1, "line algorithm"))
    l.algorithm = static_cast<LineAlgorithm>(algorithm);
  number16(r, l.minSpacing, 0, MaxLinkCount, "least spacing");
  number16(r, l.maxSpacing, 0, MaxLinkCount, "most spacing");
}

void read(ByteReader& r, MatchOffer& m) {
  int kind = 0;
  if (!r.number(kind, static_cast<int>(MatchKind::Flood), static_cast<int>(MatchKind::TilesRace), "match kind")) return;
  if (kind == static_cast<int>(MatchKind::Flood)) {
    FloodOffer o;
    readFlood(r, o);
    m.match = o;
  } else {
    RaceOffer o;
    readRace(r, o);
    m.match = std::move(o);
  }
}

void read(ByteReader& r, OfferReply& m) {
  r.flag(m.accepted, "accepted flag");
  r.text(m.reason, MaxReasonBytes, "reason");
}

void read(ByteReader& r, FloodMove& m) {
  r.u32(m.number, "move number");
  r.number(m.colour, 0, ColourBoard::MaxColours - 1, "colour");
}

void read(ByteReader& r, FloodMoveResult& m) {
  r.u32(m.number, "move number");
  readSide(r, m.mover, "mover");
  r.number(m.colour, 0, ColourBoard::MaxColours - 1, "colour");
  r.flag(m.accepted, "accepted flag");
  r.text(m.reason, MaxReasonBytes, "reason");
  readSide(r, m.turn, "turn");
  number16(r, m.hostCells, 0, MaxCells, "host's cells");
  number16(r, m.joinerCells, 0, MaxCells, "joiner's cells");
}

void read(ByteReader& r, TileTurn& m) {
  if (r.u32(m.cell, "cell") && m.cell >= static_cast<std::uint32_t>(MaxBoardSide * MaxBoardSide))
    r.fail("cell " + std::to_string(m.cell) + " is past the largest board");
  r.number(m.rotation, 0, MaxSides - 1, "rotation");
}

void read(ByteReader& r, RaceProgress& m) {
  readSide(r, m.side, "side");
  r.number(m.percent, 0, 100, "percent");
  r.flag(m.solved, "solved flag");
  r.u32(m.turns, "turns");
}

void read(ByteReader& r, MatchResult& m) {
  int winner = 0;
  if (r.number(winner, 0, 2, "winner")) m.winner = static_cast<Winner>(winner);
  r.text(m.reason, MaxReasonBytes, "reason");
}

void read(ByteReader& r, Bye& m) { r.text(m.reason, MaxReasonBytes, "reason"); }

void read(ByteReader&, Rematch&) {}

template <typename T>
Decoded decodeAs(ByteReader& r) {
  T message;
  read(r, message);
  if (r.ok()) r.finish();
  if (!r.ok()) return {std::nullopt, std::string(messageName(typeOf(Message(T{})))) + ": " + r.error()};
  return {Message(std::move(message)), {}};
}

}  // namespace

bool RaceOffer::operator==(const RaceOffer& other) const {
  const GenerateOptions& a = options;
  const GenerateOptions& b = other.options;
  return a.shape == b.shape && a.width == b.width && a.height == b.height && a.environment == b.environment &&
         a.kind == b.kind && a.blank == b.blank && a.wrap == b.wrap && a.rules == b.rules && a.unique == b.unique &&
         a.seed == b.seed && a.outline == b.outline && a.link == b.link;
}

MatchOffer rematchOffer(const MatchOffer& last) {
  // A new board that anyone could name from the last one.
  const auto next = [](std::uint64_t seed) { return Rng(seed).next(); };
  MatchOffer offer = last;
  if (auto* f = std::get_if<FloodOffer>(&offer.match)) {
    f->seed = next(f->seed);
    f->firstMover = other(f->firstMover);
  } else {
    auto& r = std::get<RaceOffer>(offer.match);
    r.options.seed = next(r.options.seed);
  }
  return offer;
}

const char* sideName(Side side) { return side == Side::Host ? "host" : "joiner"; }

const char* messageName(MessageType type) {
  switch (type) {
    case MessageType::Hello:
      return "Hello";
    case MessageType::HelloReply:
      return "HelloReply";
    case MessageType::MatchOffer:
      return "MatchOffer";
    case MessageType::OfferReply:
      return "OfferReply";
    case MessageType::FloodMove:
      return "FloodMove";
    case MessageType::FloodMoveResult:
      return "FloodMoveResult";
    case MessageType::TileTurn:
      return "TileTurn";
    case MessageType::RaceProgress:
      return "RaceProgress";
    case MessageType::MatchResult:
      return "MatchResult";
    case MessageType::Bye:
      return "Bye";
    case MessageType::Rematch:
      return "Rematch";
  }
  return "unknown";
}

MessageType typeOf(const Message& message) { return static_cast<MessageType>(message.index() + FirstMessageType); }

std::vector<std::uint8_t> encode(const Message& message) {
  ByteWriter w;
  w.u8(static_cast<std::uint8_t>(typeOf(message)));
  std::visit([&w](const auto& m) { write(w, m); }, message);
  return w.take();
}

Decoded decode(std::span<const std::uint8_t> payload) {
  if (payload.empty()) return {std::nullopt, "empty message"};
  if (payload.size() > MaxPayload)
    return {std::nullopt,
            "message of " + std::to_string(payload.size()) + " bytes is longer than " + std::to_string(MaxPayload)};
  ByteReader r(payload.subspan(1));
  switch (payload[0]) {
    case static_cast<std::uint8_t>(MessageType::Hello):
      return decodeAs<Hello>(r);
    case static_cast<std::uint8_t>(MessageType::HelloReply):
      return decodeAs<HelloReply>(r);
    case static_cast<std::uint8_t>(MessageType::MatchOffer):
      return decodeAs<MatchOffer>(r);
    case static_cast<std::uint8_t>(MessageType::OfferReply):
      return decodeAs<OfferReply>(r);
    case static_cast<std::uint8_t>(MessageType::FloodMove):
      return decodeAs<FloodMove>(r);
    case static_cast<std::uint8_t>(MessageType::FloodMoveResult):
      return decodeAs<FloodMoveResult>(r);
    case static_cast<std::uint8_t>(MessageType::TileTurn):
      return decodeAs<TileTurn>(r);
    case static_cast<std::uint8_t>(MessageType::RaceProgress):
      return decodeAs<RaceProgress>(r);
    case static_cast<std::uint8_t>(MessageType::MatchResult):
      return decodeAs<MatchResult>(r);
    case static_cast<std::uint8_t>(MessageType::Bye):
      return decodeAs<Bye>(r);
    case static_cast<std::uint8_t>(MessageType::Rematch):
      return decodeAs<Rematch>(r);
    default:
      return {std::nullopt, "unknown message type " + std::to_string(payload[0])};
  }
}

std::optional<std::uint16_t> helloProtocol(std::span<const std::uint8_t> payload) {
  if (payload.size() < 3 || payload[0] != static_cast<std::uint8_t>(MessageType::Hello)) return std::nullopt;
  return static_cast<std::uint16_t>((payload[1] << 8) | payload[2]);
}

std::string versionMismatchText(int theirs, int ours) {
  return "The other device runs Tileflow with network version " + std::to_string(theirs) +
         "; this one speaks version " + std::to_string(ours) + ". Update both to the same version.";
}

HelloReply answerHello(const Hello& hello, std::string_view hostName) {
  HelloReply reply;
  reply.protocol = ProtocolVersion;
  reply.name = fitText(hostName, MaxNameBytes);
  if (hello.protocol != ProtocolVersion) {
    // Worded for the joiner, who reads it on the other device.
    reply.reason = versionMismatchText(ProtocolVersion, hello.protocol);
    return reply;
  }
  if (fitText(hello.name, MaxNameBytes) != hello.name) {
    reply.reason = "That player name cannot be shown here; pick another.";
    return reply;
  }
  reply.accepted = true;
  return reply;
}

}  // namespace tileflow::match
