#include "game/io/FloodRecordsFile.hpp"

#include <gtest/gtest.h>

#include "game/io/SettingsFile.hpp"

namespace tileflow {
namespace flood_records_file_test {
namespace {

TEST(FloodRecordsFileTest, KeepsTheBestOfEachKindAndReadsBackWhatItWrites) {
  FloodRecords r;
  recordFloodGame(r, "solo 12x12 c6", true, false, 30, 90);
  recordFloodGame(r, "solo 12x12 c6", true, true, 21, 80);
  recordFloodGame(r, "solo 12x12 c6", true, true, 19, 95);
  recordFloodGame(r, "solo 12x12 c6", true, true, 20, 60);
  recordFloodGame(r, "computer hard 15x15 c6", false, true, 120, 0);
  recordFloodGame(r, "computer hard 15x15 c6", false, true, 140, 0);
  const FloodRecord solo = r.games["solo 12x12 c6"];
  EXPECT_EQ(solo.played, 4);
  EXPECT_EQ(solo.won, 3);
  EXPECT_EQ(solo.best, 19);                                // fewest moves
  EXPECT_EQ(solo.bestSeconds, 60);                         // fastest won game
  EXPECT_EQ(r.games["computer hard 15x15 c6"].best, 140);  // most cells
  const auto read = parseFloodRecords(writeFloodRecords(r), "flood-records.yaml");
  ASSERT_TRUE(ok(read));
  EXPECT_EQ(std::get<FloodRecords>(read), r);
}

TEST(FloodRecordsFileTest, BadFilesSayWhereAndWhy) {
  struct Case {
    const char* text;
    int line;
    const char* says;
  };
  const Case cases[] = {
      {"format: 2\n", 1, "unknown Flood records format"},
      {"format: 1\ngames: [1]\n", 2, "'games' should be a map"},
      {"format: 1\ngames:\n  solo: {played: -1}\n", 3, "played"},
      {"format: 1\ngames:\n  solo: {played: 1, wins: 1}\n", 3, "wins"},
      {"format: 1\ngames:\n  solo: 3\n", 3, "'games' entries"},
      {"- a\n", 1, "not a YAML map"},
  };
  for (const Case& c : cases) {
    const auto read = parseFloodRecords(c.text, "flood-records.yaml");
    ASSERT_FALSE(ok(read)) << c.text;
    const LoadError& e = std::get<LoadError>(read);
    EXPECT_EQ(e.line, c.line) << c.text << e.text();
    EXPECT_NE(e.message.find(c.says), std::string::npos) << e.text();
  }
}

TEST(FloodRecordsFileTest, WinsNeverExceedGamesPlayed) {
  const auto read = parseFloodRecords("format: 1\ngames:\n  solo: {played: 1, won: 5, best: 3}\n", "f.yaml");
  ASSERT_TRUE(ok(read));
  EXPECT_EQ(std::get<FloodRecords>(read).games.at("solo").won, 1);
}

TEST(FloodSettingsTest, TheFloodSectionReadsBackAndUnknownNamesStayText) {
  Settings s;
  s.flood.game = "computer";
  s.flood.size = 20;
  s.flood.colours = 8;
  s.flood.hex = true;
  s.flood.opponent = "hard";
  s.flood.extraMoves = 2;
  const auto read = parseSettings(writeSettings(s), "settings.yaml");
  ASSERT_TRUE(ok(read));
  EXPECT_EQ(std::get<Settings>(read), s);
  const auto bad = parseSettings("format: 2\nflood: {size: big}\n", "settings.yaml");
  ASSERT_FALSE(ok(bad));
  EXPECT_EQ(std::get<LoadError>(bad).line, 2);
  const auto unknown = parseSettings("format: 2\nflood: {game: \"relay\"}\n", "settings.yaml");
  ASSERT_TRUE(ok(unknown));
  EXPECT_EQ(std::get<Settings>(unknown).flood.game, "relay");  // the screens fall back to solo
}

}  // namespace
}  // namespace flood_records_file_test
}  // namespace tileflow
