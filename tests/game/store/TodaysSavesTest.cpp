// The files today's game writes (tests/data/saves/v2: settings with every section, progress, my
// levels, an unfinished game, Flood records, share codes) load with today's code without losing a
// star, a level or a setting, and write back to what loads the same. A later version must keep
// these tests passing unchanged: that is the compatibility promise of docs/reliability.md.
#include <gtest/gtest.h>

#include <unistd.h>
#include <map>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "game/io/CatalogFile.hpp"
#include "game/io/FloodGameFile.hpp"
#include "game/io/FloodRecordsFile.hpp"
#include "game/io/LevelFile.hpp"
#include "game/io/ProgressFile.hpp"
#include "game/io/SettingsFile.hpp"
#include "game/io/ShareCode.hpp"
#include "game/io/UnfinishedFile.hpp"
#include "game/store/ProgressStore.hpp"
#include "game/store/SettingsStore.hpp"

namespace tileflow {
namespace todays_saves_test {
namespace {

const std::filesystem::path kFixtures = std::filesystem::path(TILEFLOW_SOURCE_DIR) / "tests/data/saves/v2";

std::string readAll(const std::filesystem::path& file) {
  std::ifstream in(file);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

template <class T>
T loaded(const Loaded<T>& l) {
  if (const auto* error = std::get_if<LoadError>(&l)) {
    ADD_FAILURE() << error->text();
    return T{};
  }
  return std::get<T>(l);
}

class TodaysSaves : public ::testing::Test {
 protected:
  void SetUp() override {
    dir = std::filesystem::temp_directory_path() / ("tileflow-saves-v2-" + std::to_string(::getpid()) + "-" +
                                                    ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    for (const auto& entry : std::filesystem::directory_iterator(kFixtures))
      std::filesystem::copy_file(entry.path(), dir / entry.path().filename());
  }
  void TearDown() override { std::filesystem::remove_all(dir); }

  std::filesystem::path dir;
};

TEST_F(TodaysSaves, SettingsKeepEverySection) {
  SettingsStore store(dir / "settings.yaml");
  const Settings s = store.load();
  EXPECT_EQ(store.notice(), "");
  EXPECT_TRUE(s.fullscreen);
  EXPECT_EQ(s.animationSpeed, 3);
  EXPECT_TRUE(s.colourBlind);
  EXPECT_EQ(s.uiScalePercent, 150);
  EXPECT_EQ(s.sound.effectsVolume, 40);
  EXPECT_TRUE(s.sound.muted);
  EXPECT_EQ(s.lessonsDone, (std::set<std::string>{"turn", "twins"}));
  EXPECT_EQ(s.tiles.generateWidth, 11);
  EXPECT_EQ(s.tiles.generateHeight, 8);
  EXPECT_EQ(s.tiles.generateEnvironment, "town");
  EXPECT_FALSE(s.tiles.generateBlank);
  EXPECT_TRUE(s.tiles.generateWrap);
  EXPECT_TRUE(s.tiles.generateHex);
  EXPECT_EQ(s.tiles.generateOutline, "ring");
  EXPECT_TRUE(s.tiles.editBeforePlay);
  EXPECT_EQ(s.tiles.generatePuzzle, "link");
  EXPECT_EQ(s.tiles.generateRules, "connected-acyclic");
  EXPECT_EQ(s.tiles.linkKinds, 5);
  EXPECT_EQ(s.tiles.linkBridges, 2);
  EXPECT_EQ(s.tiles.linkPortals, 1);
  EXPECT_EQ(s.tiles.linkMinSpacing, 2);
  EXPECT_EQ(s.tiles.linkMaxSpacing, 6);
  EXPECT_EQ(s.flood.game, "computer");
  EXPECT_EQ(s.flood.size, 15);
  EXPECT_EQ(s.flood.colours, 7);
  EXPECT_TRUE(s.flood.hex);
  EXPECT_EQ(s.flood.opponent, "hard");
  EXPECT_EQ(s.flood.extraMoves, 3);
  EXPECT_EQ(s.lines.generate, (std::map<std::string, int>{{"bridges", 2}, {"height", 7}, {"hex", 1}, {"width", 9}}));
  EXPECT_EQ(s.network.name, "Ann's Pi");
  EXPECT_EQ(s.network.match, "race");
  EXPECT_EQ(s.network.floodSize, 9);
  EXPECT_EQ(s.network.floodColours, 4);
  EXPECT_EQ(s.network.raceSize, 11);
  EXPECT_EQ(s.network.raceEnvironment, "winter");
  EXPECT_TRUE(s.solvedFormat1.empty());
  // Saved again, nothing changes.
  store.save(s);
  EXPECT_EQ(store.load(), s);
  EXPECT_EQ(loaded(parseSettings(writeSettings(s), "again")), s);
}

TEST_F(TodaysSaves, ProgressKeepsEveryStarAndTime) {
  ProgressStore store(dir / "progress.yaml");
  const PlayerProgress p = store.load();
  EXPECT_EQ(store.notice(), "");
  EXPECT_EQ(p.lastLevel, "high-street-02");
  ASSERT_EQ(p.levels.size(), 6u);
  EXPECT_EQ(p.stars("meadow-01"), 3);
  EXPECT_EQ(p.levels.at("meadow-01").bestMoves, 7);
  EXPECT_EQ(p.levels.at("meadow-01").bestSeconds, 12);
  EXPECT_EQ(p.stars("meadow-02"), 2);
  EXPECT_EQ(p.stars("meadow-03"), 3);
  EXPECT_EQ(p.stars("high-street-01"), 1);
  EXPECT_EQ(p.levels.at("high-street-01").bestSeconds, 200);
  EXPECT_EQ(p.stars("high-street-02"), 2);
  EXPECT_FALSE(p.levels.at("high-street-02").bestSeconds.has_value());  // a win from before times were kept
  EXPECT_EQ(p.stars("my-1"), 1);
  int stars = 0;
  for (const auto& [id, level] : p.levels) stars += level.stars;
  EXPECT_EQ(stars, 12);
  EXPECT_EQ(p.playSeconds, 15432);
  ASSERT_EQ(p.generated.size(), 2u);
  EXPECT_EQ(p.generated.at("8x8"), (SizeProgress{3, 25, 90}));
  EXPECT_EQ(p.generated.at("6x5 hex"), (SizeProgress{1, 9, 15}));
  EXPECT_EQ(loaded(parseProgress(writeProgress(p), "again")), p);
}

TEST_F(TodaysSaves, MyLevelsKeepEveryLevel) {
  const Pack pack = loaded(loadLevels(dir / "my-levels.yaml", defaultCatalog()));
  EXPECT_EQ(pack.id, "my-levels");
  ASSERT_EQ(pack.levels.size(), 1u);
  const Level& level = pack.levels.front();
  EXPECT_EQ(level.id, "my-1");
  EXPECT_EQ(level.board.width(), 6);
  EXPECT_EQ(level.board.height(), 5);
  EXPECT_EQ(level.board.sides(), 6);  // hexagonal
  EXPECT_TRUE(level.board.cell(1 * 6 + 1).locked);
  const Pack again = loaded(parseLevels(writePack(pack), "again", defaultCatalog()));
  EXPECT_EQ(writePack(again), writePack(pack));
}

TEST_F(TodaysSaves, AnUnfinishedGameResumesWhereItWasLeft) {
  const UnfinishedPlays all = loaded(parseUnfinished(readAll(dir / "unfinished.yaml"), "unfinished.yaml"));
  ASSERT_EQ(all.plays.size(), 1u);
  const UnfinishedPlay& play = all.plays.front();
  EXPECT_EQ(play.key, "69831f09bd1234b9");
  EXPECT_EQ(play.width, 3);
  EXPECT_EQ(play.height, 3);
  EXPECT_EQ(play.cells, "100000010");
  EXPECT_EQ(play.moves, 2);
  EXPECT_EQ(loaded(parseUnfinished(writeUnfinished(all), "again")), all);
}

TEST_F(TodaysSaves, FloodRecordsKeepEveryGame) {
  const FloodRecords r = loaded(parseFloodRecords(readAll(dir / "flood-records.yaml"), "flood-records.yaml"));
  ASSERT_EQ(r.games.size(), 3u);
  EXPECT_EQ(r.games.at("solo 12x12 c6"), (FloodRecord{9, 6, 19, 48}));
  EXPECT_EQ(r.games.at("computer hard 15x15 c7 hex"), (FloodRecord{4, 1, 130, 0}));
  EXPECT_EQ(r.games.at("two players 14x14 c6"), (FloodRecord{2, 0, 0, 0}));
  EXPECT_EQ(loaded(parseFloodRecords(writeFloodRecords(r), "again")), r);
}

TEST_F(TodaysSaves, AFloodGameLeftPartWayResumes) {
  const SavedFloodGameFile f = loaded(parseFloodGame(readAll(dir / "flood-game.yaml"), "flood-game.yaml"));
  ASSERT_TRUE(f.game.has_value());
  EXPECT_EQ(f.game->setup.kind, FloodKind::Solo);
  EXPECT_EQ(f.game->setup.size, 10);
  EXPECT_EQ(f.game->setup.colours, 6);
  EXPECT_EQ(f.game->setup.shape, Shape::Square);
  EXPECT_EQ(f.game->setup.skill, FloodSkill::Medium);
  EXPECT_EQ(f.game->setup.extraMoves, 5);
  EXPECT_EQ(f.game->seed, 42u);
  EXPECT_EQ(f.game->moves, (std::vector<int>{1, 4, 0}));
  EXPECT_EQ(f.game->seconds, 31);
  EXPECT_EQ(f.game->hints, 0);
  EXPECT_EQ(loaded(parseFloodGame(writeFloodGame(f), "again")), f);
}

TEST_F(TodaysSaves, EveryShareCodeDecodesAndEncodesTheSame) {
  std::istringstream lines(readAll(dir / "share-codes.txt"));
  std::string code;
  int codes = 0;
  while (std::getline(lines, code)) {
    if (code.empty() || code[0] == '#') continue;
    ++codes;
    const Level level = loaded(decodeShareCode(code, defaultCatalog()));
    EXPECT_GT(level.board.cellCount(), 0) << code;
    // Today's encoder may choose a newer version, but what it writes decodes to the same level.
    const Level again = loaded(decodeShareCode(encodeShareCode(level, defaultCatalog()), defaultCatalog()));
    EXPECT_EQ(writeLevel(again), writeLevel(level)) << code;
  }
  EXPECT_EQ(codes, 4);
}

}  // namespace
}  // namespace todays_saves_test
}  // namespace tileflow
