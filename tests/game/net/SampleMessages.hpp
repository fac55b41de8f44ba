// SampleMessages: one message of every type, with every field away from its default, for the
// round-trip tests and the fuzz target's seed corpus (tests/fuzz/corpus/fuzz_net_messages).
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "game/net/Messages.hpp"

namespace tileflow::match::samples {

inline RaceOffer sampleRaceOffer() {
  RaceOffer r;
  GenerateOptions& o = r.options;
  o.shape = Shape::Hex;
  o.width = 9;
  o.height = 8;
  o.environment = "forest";
  o.kind = GeneratorKind::Link;
  o.blank = false;
  o.wrap = true;
  o.rules = Rules::net();
  o.unique = true;
  o.seed = 0x0123456789abcdefULL;
  o.outline = Outline::Diamond;
  o.link.kinds = 4;
  o.link.bridges = 2;
  o.link.portals = 1;
  o.link.walls = WallPattern::Pillars;
  o.link.algorithm = LineAlgorithm::FollowWalls;
  o.link.minSpacing = 2;
  o.link.maxSpacing = 5;
  return r;
}

// Named as the corpus files are.
inline std::vector<std::pair<std::string, Message>> sampleMessages() {
  return {
      {"hello", Hello{ProtocolVersion, "0.1.0", "Ada Lovelace"}},
      {"hello-reply", HelloReply{true, ProtocolVersion, "Grace", ""}},
      {"hello-refused", HelloReply{false, ProtocolVersion, "Grace", versionMismatchText(1, 2)}},
      {"offer-flood", MatchOffer{FloodOffer{14, 6, Shape::Hex, 987654321, Side::Joiner}}},
      {"offer-race", MatchOffer{sampleRaceOffer()}},
      {"offer-reply", OfferReply{false, "Not now, thanks"}},
      {"flood-move", FloodMove{7, 3}},
      {"flood-move-result", FloodMoveResult{7, Side::Joiner, 3, false, "your own colour", Side::Joiner, 12, 9}},
      {"tile-turn", TileTurn{1234, 5}},
      {"race-progress", RaceProgress{Side::Host, 64, false, 321}},
      {"match-result", MatchResult{Winner::Joiner, "The joiner wins, 80 cells to 64 — well played"}},
      {"bye", Bye{"The other player left"}},
      {"rematch", Rematch{}},
  };
}

}  // namespace tileflow::match::samples
