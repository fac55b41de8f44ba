// MatchWords: the referee's and the session's English sentences as each player reads them, in
// English and, through the built catalogue, in German.
#include "game/net/MatchWords.hpp"

#include <gtest/gtest.h>

#include "tests/support/InLanguage.hpp"

namespace tileflow::match {
namespace match_words_test {
namespace {

class MatchWords : public test::InLanguage {};

TEST_F(MatchWords, EachSideReadsTheVerdictAsItsOwn) {
  speak("en");
  EXPECT_EQ("You solved it first, in 12 turns",
            shownMatchText("The joiner solved it first, in 12 turns", Side::Joiner, "Ada"));
  EXPECT_EQ("Ada solved it first, in 1 turn",
            shownMatchText("The joiner solved it first, in 1 turn", Side::Host, "Ada"));
  EXPECT_EQ("You win, 1,030 cells to 20", shownMatchText("The host wins, 1030 cells to 20", Side::Host, "Bo"));
  EXPECT_EQ("Bo wins, 30 cells to 20", shownMatchText("The host wins, 30 cells to 20", Side::Joiner, "Bo"));
  EXPECT_EQ("A tie, 1 cell each", shownMatchText("A tie, 1 cell each", Side::Host, "Bo"));
  EXPECT_EQ("A tie, 25 cells each", shownMatchText("A tie, 25 cells each", Side::Joiner, "Bo"));
  EXPECT_EQ("that move was for move 1,234, not move 1,235", shownRefusal("that move was for move 1234, not move 1235"));
  // Not quite a known sentence: kept as it came.
  EXPECT_EQ("The host wins, many cells to 20", shownMatchText("The host wins, many cells to 20", Side::Host, "Bo"));
  EXPECT_EQ("that move was for move 4", shownRefusal("that move was for move 4"));
  EXPECT_EQ("The other player declined the match: too late",
            shownMatchText("The other player declined the match: too late", Side::Host, "Bo"));
}

TEST_F(MatchWords, GermanWordsEverySentenceAgain) {
  speak("de");
  EXPECT_EQ("Du hast es zuerst gelöst, in 12 Zügen",
            shownMatchText("The joiner solved it first, in 12 turns", Side::Joiner, "Ada"));
  EXPECT_EQ("Ada hat es zuerst gelöst, in 1 Zug",
            shownMatchText("The joiner solved it first, in 1 turn", Side::Host, "Ada"));
  EXPECT_EQ("Du gewinnst, 1.030 Felder zu 20", shownMatchText("The host wins, 1030 cells to 20", Side::Host, "Bo"));
  EXPECT_EQ("Unentschieden, je 25 Felder", shownMatchText("A tie, 25 cells each", Side::Joiner, "Bo"));
  EXPECT_EQ("der Zug war für Zug 4, nicht für Zug 5", shownRefusal("that move was for move 4, not move 5"));
  EXPECT_EQ("Der andere Spieler hat die Partie abgelehnt: Der andere Spieler hat abgelehnt.",
            shownMatchText("The other player declined the match: The other player declined.", Side::Host, "Bo"));
  EXPECT_EQ("Der andere Spieler ist gegangen.", shownMatchText("The other player left.", Side::Joiner, "Bo"));
}

}  // namespace
}  // namespace match_words_test
}  // namespace tileflow::match
