// MatchWords: the match's English sentences read back and worded in the player's language.
#include "game/net/MatchWords.hpp"

#include <cctype>
#include <optional>
#include <vector>

#include "engine/core/LocaleFormat.hpp"
#include "engine/core/Translate.hpp"

namespace tileflow::match {

namespace {

// The whole numbers where `pattern` has '#', when `text` is `pattern` with numbers in its '#'s.
std::optional<std::vector<long long>> numbersIn(std::string_view text, std::string_view pattern) {
  std::vector<long long> numbers;
  std::size_t t = 0;
  for (const char p : pattern) {
    if (p != '#') {
      if (t >= text.size() || text[t] != p) return std::nullopt;
      ++t;
      continue;
    }
    const std::size_t start = t;
    long long n = 0;
    while (t < text.size() && t - start < 12 && std::isdigit(static_cast<unsigned char>(text[t])) != 0)
      n = n * 10 + (text[t++] - '0');
    if (t == start) return std::nullopt;
    numbers.push_back(n);
  }
  if (t != text.size()) return std::nullopt;
  return numbers;
}

// The side a sentence starts with ("The host solved it first ..."), and the rest after it.
std::optional<Side> sideAtStart(std::string_view text, std::string_view& rest) {
  for (const Side side : {Side::Host, Side::Joiner}) {
    const std::string_view named = side == Side::Host ? "The host " : "The joiner ";
    if (text.substr(0, named.size()) == named) {
      rest = text.substr(named.size());
      return side;
    }
  }
  return std::nullopt;
}

}  // namespace

std::string shownMatchText(std::string_view reason, Side self, std::string_view peerName) {
  const std::string peer(peerName);
  if (auto n = numbersIn(reason, "A tie, # cell each"); n || (n = numbersIn(reason, "A tie, # cells each")))
    // TRANSLATORS: a Flood match's verdict when both players own as many cells.
    return formatText(trn("A tie, {1} cell each", "A tie, {1} cells each", (*n)[0]), formatNumber((*n)[0]));
  std::string_view rest;
  if (const auto side = sideAtStart(reason, rest); side) {
    const bool mine = *side == self;
    if (auto n = numbersIn(rest, "solved it first, in # turn");
        n || (n = numbersIn(rest, "solved it first, in # turns"))) {
      const long long turns = (*n)[0];
      if (mine)
        return formatText(trn("You solved it first, in {1} turn", "You solved it first, in {1} turns", turns),
                          formatNumber(turns));
      // TRANSLATORS: a Tiles race's verdict: {1} the other player's name, {2} the turns they took.
      return formatText(trn("{1} solved it first, in {2} turn", "{1} solved it first, in {2} turns", turns), peer,
                        formatNumber(turns));
    }
    if (const auto n = numbersIn(rest, "wins, # cells to #"); n) {
      if (mine)
        // TRANSLATORS: a Flood match's verdict: the cells this player owns ({1}) and the other player's ({2}).
        return formatText(tr("You win, {1} cells to {2}"), formatNumber((*n)[0]), formatNumber((*n)[1]));
      // TRANSLATORS: a Flood match's verdict: {1} the other player's name, {2} their cells, {3} yours.
      return formatText(tr("{1} wins, {2} cells to {3}"), peer, formatNumber((*n)[0]), formatNumber((*n)[1]));
    }
  }
  const std::string_view declined = "The other player declined the match: ";
  if (reason.substr(0, declined.size()) == declined)
    // TRANSLATORS: the session ended because the other player declined; {1} their reason.
    return formatText(tr("The other player declined the match: {1}"),
                      shownMatchText(reason.substr(declined.size()), self, peerName));
  return shownRefusal(reason);
}

std::string shownRefusal(std::string_view reason) {
  if (const auto n = numbersIn(reason, "that move was for move #, not move #"); n)
    // TRANSLATORS: the referee refuses a Flood move sent for another move than the one being played.
    return formatText(tr("that move was for move {1}, not move {2}"), formatNumber((*n)[0]), formatNumber((*n)[1]));
  const std::string text(reason);
  return tr(text.c_str());
}

}  // namespace tileflow::match
