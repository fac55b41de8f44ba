// Settings: saved atomically after every change and read back; a corrupt file is moved aside,
// defaults are used and the player is told. Each mode has its section; an unknown mode's
// section (a newer version's) is kept, not taken for corruption.
#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "engine/core/Translate.hpp"
#include "game/io/SettingsFile.hpp"
#include "game/io/TextFile.hpp"
#include "game/model/Board.hpp"
#include "game/store/SettingsStore.hpp"

namespace tileflow {
namespace settings_store_test {
namespace {

class SettingsStoreTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir = std::filesystem::temp_directory_path() / ("tileflow-settings-" + std::to_string(::getpid()) + "-" +
                                                    ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    file = dir / "settings.yaml";
  }
  void TearDown() override { std::filesystem::remove_all(dir); }
  void write(const std::string& text) { std::ofstream(file) << text; }
  int filesInDir() const {
    int n = 0;
    for ([[maybe_unused]] const auto& e : std::filesystem::directory_iterator(dir)) ++n;
    return n;
  }

  std::filesystem::path dir;
  std::filesystem::path file;
};

TEST_F(SettingsStoreTest, AMissingFileGivesDefaultsQuietly) {
  SettingsStore store(file);
  EXPECT_EQ(Settings{}, store.load());
  EXPECT_TRUE(store.notice().empty());
}

TEST_F(SettingsStoreTest, AFolderOrAnOversizedFileInItsPlaceIsMovedAsideAndSavingWorksAgain) {
  std::filesystem::create_directories(file);
  SettingsStore store(file);
  EXPECT_EQ(Settings{}, store.load());
  EXPECT_NE(store.notice().find("Settings could not be read"), std::string::npos) << store.notice();
  EXPECT_NE(store.notice().find("saved as"), std::string::npos) << store.notice();
  Settings s;
  s.animationSpeed = 1;
  EXPECT_TRUE(store.save(s)) << store.notice();
  EXPECT_EQ(s, store.load());

  write(std::string(5u << 20, '#'));  // a comment line no game ever writes that long
  EXPECT_EQ(Settings{}, store.load());
  EXPECT_NE(store.notice().find("could not be read"), std::string::npos) << store.notice();
}

TEST_F(SettingsStoreTest, SavedSettingsReadBackEqual) {
  Settings s;
  s.fullscreen = true;
  s.animationSpeed = 3;
  s.colourBlind = true;
  s.uiScalePercent = 130;
  s.tiles.generateEnvironment = "town";
  SettingsStore store(file);
  ASSERT_TRUE(store.save(s));
  EXPECT_EQ(1, filesInDir()) << "no temporary file is left behind";
  SettingsStore again(file);
  EXPECT_EQ(s, again.load());
}

TEST_F(SettingsStoreTest, ACorruptFileIsMovedAsideWithAMessage) {
  write("fullscreen: [this is: not\n  a setting");
  SettingsStore store(file);
  EXPECT_EQ(Settings{}, store.load());
  EXPECT_NE(std::string::npos, store.notice().find("corrupt-")) << store.notice();
  EXPECT_FALSE(std::filesystem::exists(file));
  bool found = false;
  for (const auto& e : std::filesystem::directory_iterator(dir))
    found = found || e.path().filename().string().rfind("settings.yaml.corrupt-", 0) == 0;
  EXPECT_TRUE(found);
  EXPECT_TRUE(store.save(Settings{}));
  EXPECT_TRUE(std::filesystem::exists(file)) << "the next save starts a fresh file";
}

// The notice is a whole sentence of the catalogue, in the language in use; the parser's own
// reason stays English.
TEST_F(SettingsStoreTest, TheNoticeSpeaksThePlayersLanguage) {
  const std::filesystem::path locales = findLocaleDir();
  ASSERT_FALSE(locales.empty()) << "no locale folder: the build makes BUILD/locale";
  ASSERT_TRUE(useLanguages(locales, "de"));
  write("format: 1\nanimation_speed: fast\n");
  SettingsStore store(file);
  store.load();
  ASSERT_TRUE(useLanguages(locales, "en"));
  EXPECT_EQ(0u, store.notice().rfind("Optionen: nicht lesbar (Zeile 2, Spalte ", 0)) << store.notice();
  EXPECT_NE(std::string::npos,
            store.notice().find("); es gelten die Vorgaben und die alte Datei ist als settings.yaml.corrupt-"))
      << store.notice();
}

TEST_F(SettingsStoreTest, WrongTypesCountAsCorrupt) {
  write("format: 1\nanimation_speed: fast\n");
  SettingsStore store(file);
  store.load();
  EXPECT_FALSE(store.notice().empty());
}

TEST_F(SettingsStoreTest, OutOfRangeNumbersAreClampedNotRejected) {
  write("format: 1\nui_scale_percent: 900\ngenerator: {width: 400, height: 1}\n");
  SettingsStore store(file);
  const Settings s = store.load();
  EXPECT_TRUE(store.notice().empty());
  EXPECT_EQ(150, s.uiScalePercent);
  EXPECT_EQ(MaxMadeSide, s.tiles.generateWidth);
  EXPECT_EQ(2, s.tiles.generateHeight);
}

TEST_F(SettingsStoreTest, LinkChoicesAreOptionalClampedAndReadBack) {
  write("format: 2\ntiles:\n  generator: {width: 9}\n");
  SettingsStore store(file);
  Settings s = store.load();
  ASSERT_TRUE(store.notice().empty()) << store.notice();
  EXPECT_EQ(TilesSettings{}.linkKinds, s.tiles.linkKinds) << "a file without them keeps the defaults";
  EXPECT_EQ("classic", s.tiles.generatePuzzle);

  write(
      "format: 2\ntiles:\n  generator: {puzzle: \"link\", kinds: 40, bridges: -3, portals: 99, spacing_min: 5, "
      "spacing_max: 2, lines: \"sideways\", walls: \"pillars\"}\n");
  s = store.load();
  ASSERT_TRUE(store.notice().empty()) << store.notice();
  EXPECT_EQ("link", s.tiles.generatePuzzle);
  EXPECT_EQ(MaxLandmarkKinds, s.tiles.linkKinds);
  EXPECT_EQ(0, s.tiles.linkBridges);
  EXPECT_EQ(MaxLinkPortals, s.tiles.linkPortals);
  EXPECT_EQ(5, s.tiles.linkMinSpacing);
  EXPECT_EQ(5, s.tiles.linkMaxSpacing) << "l is at least s";
  EXPECT_EQ("sideways", s.tiles.linkLines) << "an unknown name is kept and read as any";
  EXPECT_EQ("pillars", s.tiles.linkWalls);

  write("format: 2\ntiles:\n  generator: {kinds: 0, spacing_min: 0, spacing_max: 7}\n");
  s = store.load();
  EXPECT_EQ(1, s.tiles.linkKinds);
  EXPECT_EQ(0, s.tiles.linkMaxSpacing) << "no spacing: landmarks on the line ends";

  write("format: 2\ntiles:\n  generator: {kinds: many}\n");
  store.load();
  EXPECT_FALSE(store.notice().empty()) << "a wrong type counts as corrupt";
  write("format: 2\ntiles:\n  generator: {walls: [1, 2]}\n");
  store.load();
  EXPECT_FALSE(store.notice().empty()) << "a wrong type counts as corrupt";

  write("format: 2\ntiles:\n  generator: {puzzle: \"net\", rules: \"connected-acyclic\"}\n");
  s = store.load();
  ASSERT_TRUE(store.notice().empty()) << store.notice();
  EXPECT_EQ("net", s.tiles.generatePuzzle);
  EXPECT_EQ("connected-acyclic", s.tiles.generateRules);
  write("format: 2\ntiles:\n  generator: {width: 9}\n");
  EXPECT_EQ("match", store.load().tiles.generateRules) << "a file from before the rules row";

  write("format: 2\nlessons: {done: [turn, twins, juggling]}\n");
  s = store.load();
  ASSERT_TRUE(store.notice().empty()) << store.notice();
  EXPECT_EQ((std::set<std::string>{"juggling", "turn", "twins"}), s.lessonsDone) << "unknown ids are kept";
  write("format: 2\nlessons: {done: turn}\n");
  store.load();
  EXPECT_FALSE(store.notice().empty()) << "a wrong type counts as corrupt";

  Settings link;
  link.lessonsDone = {"turn", "heights"};
  link.tiles.generatePuzzle = "link";
  link.tiles.generateRules = "acyclic";
  link.tiles.linkKinds = 4;
  link.tiles.linkBridges = 2;
  link.tiles.linkPortals = 1;
  link.tiles.linkMinSpacing = 2;
  link.tiles.linkMaxSpacing = 4;
  link.tiles.linkLines = "backwards-random";
  link.tiles.linkWalls = "block-steps";
  ASSERT_TRUE(store.save(link));
  EXPECT_EQ(link, SettingsStore(file).load());
}

TEST_F(SettingsStoreTest, TilesChoicesAreWrittenInTheirOwnSection) {
  Settings s;
  s.tiles.generateWidth = 11;
  s.tiles.editBeforePlay = true;
  const std::string text = writeSettings(s);
  EXPECT_NE(std::string::npos, text.find("tiles:\n  generator:\n    width: 11")) << text;
  auto read = parseSettings(text, "settings.yaml");
  ASSERT_TRUE(ok(read));
  EXPECT_EQ(s, std::get<Settings>(read));
}

// How Tiles play goes (turn direction, the other button's half turn, the clock hidden) is in the
// tiles section's `play` map; a file from before it plays as before, and its keys are its own.
TEST_F(SettingsStoreTest, TheTilesPlayChoicesReadBackAndDefaultToTheOldWays) {
  Settings s;
  s.tiles.reverseTurn = true;
  s.tiles.halfTurnOther = true;
  s.tiles.hideClock = true;
  const std::string text = writeSettings(s);
  EXPECT_NE(std::string::npos,
            text.find("  play:\n    reverse_turn: true\n    half_turn_other: true\n    hide_clock: true"))
      << text;
  auto read = parseSettings(text, "settings.yaml");
  ASSERT_TRUE(ok(read));
  EXPECT_EQ(s, std::get<Settings>(read));
  auto before = parseSettings("format: 2\ntiles:\n  generator:\n    width: 7\n", "settings.yaml");
  ASSERT_TRUE(ok(before));
  EXPECT_FALSE(std::get<Settings>(before).tiles.reverseTurn);
  EXPECT_FALSE(std::get<Settings>(before).tiles.halfTurnOther);
  EXPECT_FALSE(std::get<Settings>(before).tiles.hideClock);
  auto stray = parseSettings("format: 2\ntiles:\n  play:\n    hide_clock: true\n    turbo: true\n", "settings.yaml");
  ASSERT_FALSE(ok(stray));
  EXPECT_EQ(5, std::get<LoadError>(stray).line);
}

TEST_F(SettingsStoreTest, AnUnknownModesSectionIsKeptAndWrittenBack) {
  write(
      "format: 2\nanimation_speed: 3\nlink:\n  colours: 6\n  board: {width: 14, shape: \"square\"}\n"
      "  seeds: [1, 2]\ntiles:\n  generator: {width: 9}\n");
  SettingsStore store(file);
  Settings s = store.load();
  ASSERT_TRUE(store.notice().empty()) << store.notice();
  EXPECT_EQ(3, s.animationSpeed);
  EXPECT_EQ(9, s.tiles.generateWidth);
  ASSERT_EQ(1u, s.otherSections.size());
  s.colourBlind = true;
  ASSERT_TRUE(store.save(s));
  SettingsStore again(file);
  const Settings reread = again.load();
  ASSERT_TRUE(again.notice().empty()) << again.notice();
  EXPECT_EQ(s, reread);
  const Loaded<std::string> saved = readTextFile(file, 1 << 20);
  ASSERT_TRUE(ok(saved));
  const std::string& text = std::get<std::string>(saved);
  EXPECT_NE(std::string::npos, text.find("colours: 6")) << text;
  EXPECT_NE(std::string::npos, text.find("\"square\"")) << text;
}

// A control character in a kept section (here carriage returns inside a plain value) is
// written escaped in quotes: written raw it would read back as a line break, another file.
TEST_F(SettingsStoreTest, AKeptSectionWithControlCharactersReadsBackAsWritten) {
  auto read = parseSettings("format: 2\nlink:\n  list:\n    - 125y:llev\r\r\r\n    - ok\n", "settings.yaml");
  ASSERT_TRUE(ok(read)) << std::get<LoadError>(read).text();
  const std::string written = writeSettings(std::get<Settings>(read));
  auto again = parseSettings(written, "again.yaml");
  ASSERT_TRUE(ok(again)) << written;
  EXPECT_EQ(std::get<Settings>(read), std::get<Settings>(again)) << written;
  EXPECT_EQ(written, writeSettings(std::get<Settings>(again)));
}

TEST_F(SettingsStoreTest, AnUnknownPlainKeyIsStillAnErrorWithItsPlace) {
  auto read = parseSettings("format: 2\nfulscreen: true\n", "settings.yaml");
  ASSERT_FALSE(ok(read));
  EXPECT_EQ(2, std::get<LoadError>(read).line);
}

TEST_F(SettingsStoreTest, Format2KeepsTheGeneratorInTheTilesSectionOnly) {
  auto read = parseSettings("format: 2\ngenerator: {width: 9}\n", "settings.yaml");
  ASSERT_FALSE(ok(read));
  EXPECT_EQ(2, std::get<LoadError>(read).line);
  EXPECT_EQ(1, std::get<LoadError>(read).column);
}

TEST_F(SettingsStoreTest, TheLanguageReadsBackAndSystemWritesNoKey) {
  SettingsStore store(file);
  ASSERT_TRUE(store.save(Settings{}));
  const auto text = [this] { return std::get<std::string>(readTextFile(file, 1 << 20)); };
  EXPECT_EQ(std::string::npos, text().find("language")) << text();
  Settings s;
  s.language = "pt_BR";
  ASSERT_TRUE(store.save(s));
  EXPECT_NE(std::string::npos, text().find("language: \"pt_BR\"")) << text();
  SettingsStore again(file);
  EXPECT_EQ("pt_BR", again.load().language);
  EXPECT_TRUE(again.notice().empty()) << again.notice();
}

TEST_F(SettingsStoreTest, TheSoundSettingsReadBackEqual) {
  Settings s;
  s.sound.effectsVolume = 30;
  s.sound.muted = true;
  SettingsStore store(file);
  ASSERT_TRUE(store.save(s));
  SettingsStore again(file);
  EXPECT_EQ(s, again.load());
  EXPECT_TRUE(again.notice().empty()) << again.notice();
}

TEST_F(SettingsStoreTest, AFileFromBeforeSoundLoadsWithTheSoundDefaults) {
  write(
      "format: 2\nfullscreen: true\nanimation_speed: 1\ncolour_blind_markers: false\nui_scale_percent: 100\n"
      "tiles:\n  generator: {width: 9}\nflood: {size: 14}\n");
  SettingsStore store(file);
  const Settings s = store.load();
  EXPECT_TRUE(store.notice().empty()) << store.notice();
  EXPECT_TRUE(s.fullscreen);
  EXPECT_EQ(70, s.sound.effectsVolume);
  EXPECT_FALSE(s.sound.muted);
  EXPECT_EQ(SoundSettings{}, s.sound);
}

TEST_F(SettingsStoreTest, TheEffectsVolumeIsClampedAndRoundedToTheScreensSteps) {
  const auto volume = [](const std::string& value) {
    auto read = parseSettings("format: 2\nsound: {effects_volume: " + value + "}\n", "settings.yaml");
    return ok(read) ? std::get<Settings>(read).sound.effectsVolume : -1;
  };
  EXPECT_EQ(100, volume("250"));
  EXPECT_EQ(0, volume("-4"));
  EXPECT_EQ(40, volume("44"));
  EXPECT_EQ(50, volume("45"));
  EXPECT_EQ(-1, volume("loud"));
}

TEST_F(SettingsStoreTest, TheSoundSectionTakesOnlyItsOwnKeys) {
  auto read = parseSettings("format: 2\nsound:\n  effects_volume: 50\n  music: 20\n", "settings.yaml");
  ASSERT_FALSE(ok(read));
  EXPECT_EQ(4, std::get<LoadError>(read).line);
}

TEST_F(SettingsStoreTest, TheNetworkSectionReadsBackEqualAndClampsItsNumbers) {
  Settings s;
  s.network.name = "Ann's \"Pi\"";
  s.network.match = "race";
  s.network.floodSize = 9;
  s.network.floodColours = 4;
  s.network.raceSize = 11;
  s.network.raceEnvironment = "winter";
  SettingsStore store(file);
  ASSERT_TRUE(store.save(s));
  SettingsStore again(file);
  EXPECT_EQ(s, again.load());
  EXPECT_TRUE(again.notice().empty()) << again.notice();

  auto read = parseSettings("format: 2\nnetwork: {flood_size: 400, flood_colours: 1, race_size: -3}\n", "s.yaml");
  ASSERT_TRUE(ok(read));
  const NetworkSettings& n = std::get<Settings>(read).network;
  EXPECT_EQ(30, n.floodSize);
  EXPECT_EQ(3, n.floodColours);
  EXPECT_EQ(2, n.raceSize);
  EXPECT_EQ("", n.name) << "a file from before the section keeps the default name";
  auto wrong = parseSettings("format: 2\nnetwork:\n  name: Ann\n  port: 9\n", "s.yaml");
  ASSERT_FALSE(ok(wrong));
  EXPECT_EQ(4, std::get<LoadError>(wrong).line);
}

}  // namespace
}  // namespace settings_store_test
}  // namespace tileflow
