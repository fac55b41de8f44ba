// LevelName: a shipped level's "<pack> <number>" with the pack's name in the language in use.
#include "game/play/LevelName.hpp"

#include <gtest/gtest.h>

#include "tests/support/InLanguage.hpp"

namespace tileflow {
namespace level_name_test {
namespace {

class LevelNameIn : public test::InLanguage {};

TEST_F(LevelNameIn, APacksNumberedLevelTakesThePacksTranslatedName) {
  speak("de");
  EXPECT_EQ("Wiese 3", shownLevelName("Meadow 3"));
  EXPECT_EQ("Rund um die Welt 12", shownLevelName("Round the World 12"));
  speak("fr");
  EXPECT_EQ("Premières lignes 1", shownLevelName("First Lines 1"));
}

TEST_F(LevelNameIn, OtherNamesStayAsTheyAre) {
  speak("de");
  EXPECT_EQ("Signal box", shownLevelName("Signal box"));
  EXPECT_EQ("My meadow 3", shownLevelName("My meadow 3"));  // not a pack's name
  EXPECT_EQ("Meadow 3b", shownLevelName("Meadow 3b"));
  EXPECT_EQ("Meadow", shownLevelName("Meadow"));
  EXPECT_EQ("Meadow ", shownLevelName("Meadow "));
  EXPECT_EQ("", shownLevelName(""));
  speak("en");
  EXPECT_EQ("Meadow 3", shownLevelName("Meadow 3"));
}

}  // namespace
}  // namespace level_name_test
}  // namespace tileflow
