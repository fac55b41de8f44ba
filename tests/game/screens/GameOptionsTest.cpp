// `tileflow play` options: what scripts may ask of the game, read at the program's edge and
// handed to the screens as services; bad options are refused, not ignored.
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "game/screens/EventLog.hpp"
#include "game/screens/GameMain.hpp"

namespace tileflow {
namespace game_options_test {
namespace {

TEST(GameOptions, ReadsEveryOption) {
  GameOptions o;
  std::ostringstream err;
  ASSERT_TRUE(parseGameOptions({"--level", "ring.yaml", "--generate-size", "100x60", "--log-events", "--flood",
                                "6x6:331211330300212300133330323110121301,10"},
                               o, err))
      << err.str();
  EXPECT_EQ(o.startLevel, "ring.yaml");
  EXPECT_EQ(o.startFlood, "6x6:331211330300212300133330323110121301,10");
  ASSERT_TRUE(o.generateSize.has_value());
  EXPECT_EQ(*o.generateSize, (std::pair{100, 60}));
  EXPECT_TRUE(o.logEvents);
}

TEST(GameOptions, NoneGiveThePlainGame) {
  GameOptions o;
  std::ostringstream err;
  ASSERT_TRUE(parseGameOptions({}, o, err));
  EXPECT_TRUE(o.startLevel.empty());
  EXPECT_FALSE(o.generateSize.has_value());
  EXPECT_FALSE(o.logEvents);
}

TEST(GameOptions, BadOptionsAreRefused) {
  for (const std::vector<std::string>& args : std::vector<std::vector<std::string>>{{"--generate-size", "1x5"},
                                                                                    {"--generate-size", "5x1001"},
                                                                                    {"--generate-size", "5x5x"},
                                                                                    {"--generate-size"},
                                                                                    {"--level"},
                                                                                    {"--fast"}}) {
    GameOptions o;
    std::ostringstream err;
    EXPECT_FALSE(parseGameOptions(args, o, err)) << args.front();
    EXPECT_FALSE(err.str().empty());
  }
}

TEST(EventLog, LinesGoToTheInstalledSinkOnly) {
  std::vector<std::string> lines;
  logEvent("before any sink");
  setEventLog([&](std::string_view line) { lines.emplace_back(line); });
  logEvent("won 'Ring' moves 4");
  setEventLog({});
  logEvent("after the sink is gone");
  EXPECT_EQ(lines, std::vector<std::string>{"won 'Ring' moves 4"});
}

}  // namespace
}  // namespace game_options_test
}  // namespace tileflow
