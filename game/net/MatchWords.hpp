// MatchWords: the network match's English sentences (the referee's verdicts and refusals, the
// session's end reasons), which travel between the devices and serve the command line in English,
// in the player's language at the display boundary: each known sentence is read back into its
// pieces (who, how many turns, which move) and worded again through gettext.
#pragma once

#include <string>
#include <string_view>

#include "game/net/Messages.hpp"

namespace tileflow::match {

// `reason` in the language in use, as `self` reads it ("The joiner solved it first, in 12 turns"
// is "You solved it first, in 12 turns" to the joiner and "Ada solved it first, in 12 turns" to the
// host when the joiner is called Ada). A sentence it does not know goes through tr as it is.
std::string shownMatchText(std::string_view reason, Side self, std::string_view peerName);
// A referee's refusal of a move ("that move was for move 4, not move 5", "it is not your turn")
// in the language in use; what names no side.
std::string shownRefusal(std::string_view reason);

}  // namespace tileflow::match
