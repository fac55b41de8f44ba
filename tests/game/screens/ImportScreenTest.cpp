// Specifications of the import screen: a good code joins My levels and can be played; a bad,
// tampered or empty paste says why and changes nothing; a code can be typed with the d-pad
// alone; a level already in My levels is not added again; files copied into the import folder
// are listed and imported with their problems shown.
#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <optional>
#include <thread>

#include "engine/ui/Button.hpp"
#include "game/io/LevelFile.hpp"
#include "game/io/LinesShareCode.hpp"
#include "game/io/ShareCode.hpp"
#include "game/lines/LinesLessons.hpp"
#include "game/screens/ImportScreen.hpp"
#include "game/screens/ScreenHarness.hpp"
#include "game/screens/TextEntryScreen.hpp"
#include "game/screens/lines/LinesPlayScreen.hpp"
#include "game/screens/tiles/PlayScreen.hpp"
#include "tests/support/ScratchFolder.hpp"
#include "tests/support/UiTestSupport.hpp"

namespace tileflow {
namespace import_screen_test {
namespace {

Level puzzle(std::uint64_t seed, int width = 5, int height = 4) {
  return test::generatedLevel(test::shippedCatalog(), seed, width, height);
}

std::string codeOf(std::uint64_t seed, int width = 5, int height = 4) {
  return encodeShareCode(puzzle(seed, width, height), test::shippedCatalog());
}

struct ImportFixture : ::testing::Test {
  void SetUp() override {
    test::ensureHeadlessSdl();
    harness.push(std::make_unique<ImportScreen>(harness.tiles(), store));
    screen = harness.top<ImportScreen>();
  }
  std::string code() { return codeOf(9); }
  void tap(const Widget& w) {
    harness.send(InputEvent::tap(w.rect.x + w.rect.w / 2, w.rect.y + w.rect.h / 2, false, Device::Touch));
  }
  void press(Action a) { harness.send(InputEvent::act(a, Device::Gamepad)); }
  // Walks the focus to the key with the d-pad (rows first, then along the row) and presses A.
  void typeOnKeys(TextEntryScreen* keys, const std::string& text) {
    for (char c : text) {
      const Button* target = keys->key(std::string(1, c));
      ASSERT_NE(target, nullptr) << c;
      for (int step = 0; step < 40 && keys->widgets().focused() != target; ++step) {
        const SDL_Rect f = keys->widgets().focused()->rect;
        const SDL_Rect t = target->rect;
        if (f.y > t.y + t.h / 2) {
          press(Action::Up);
        } else if (f.y + f.h < t.y + t.h / 2) {
          press(Action::Down);
        } else {
          press(f.x < t.x ? Action::Right : Action::Left);
        }
      }
      ASSERT_EQ(keys->widgets().focused(), target) << "the d-pad did not reach " << c;
      press(Action::Primary);
    }
  }
  // Opens the code keys from the screen with the gamepad: "Type a code" has the focus first.
  TextEntryScreen* openKeys() {
    harness.drawFrame();
    press(Action::Primary);
    harness.drawFrame();
    return harness.top<TextEntryScreen>();
  }

  ScreenHarness harness{480, 320, &test::shippedCatalog()};
  std::shared_ptr<MyLevelsStore> store = std::make_shared<MyLevelsStore>(std::filesystem::path());
  ImportScreen* screen = nullptr;
};

TEST_F(ImportFixture, AShareCodeJoinsMyLevelsAndCanBePlayed) {
  ASSERT_TRUE(screen->importText(code() + "\n"));
  EXPECT_EQ(store->pack().levels.size(), 1u);
  EXPECT_NE(screen->message().find("Added to My levels"), std::string::npos);
  tap(screen->widgets().at(3));  // Play
  EXPECT_NE(harness.top<PlayScreen>(), nullptr);
}

TEST_F(ImportFixture, ANetIdIsAccepted) {
  EXPECT_TRUE(screen->importText("5x5w:8vh4h3vav453ed6837538v4hd9hbhb2h2vh3ah")) << screen->message();
}

TEST_F(ImportFixture, ATamperedCodeSaysSoAndChangesNothing) {
  std::string c = code();
  c[12] = c[12] == 'A' ? 'B' : 'A';
  EXPECT_FALSE(screen->importText(c));
  EXPECT_TRUE(screen->problem());
  EXPECT_NE(screen->message().find("checksum"), std::string::npos) << screen->message();
  EXPECT_TRUE(store->pack().levels.empty());
  EXPECT_FALSE(screen->widgets().at(3).enabled);
  harness.drawFrame();
}

TEST_F(ImportFixture, GarbageAndEmptyPastesAreRefused) {
  EXPECT_FALSE(screen->importText(""));
  EXPECT_NE(screen->message().find("empty"), std::string::npos);
  EXPECT_FALSE(screen->importText("just some words"));
  EXPECT_FALSE(screen->importText("/etc/passwd")) << "files are not opened from the clipboard";
  EXPECT_TRUE(store->pack().levels.empty());
}

TEST_F(ImportFixture, TheSameCodeTwiceSaysItIsAlreadyThereAndAddsOneEntry) {
  ASSERT_TRUE(screen->importText(code()));
  for (int i = 0; i < 3; ++i) {
    EXPECT_FALSE(screen->importText(code()));
    EXPECT_FALSE(screen->problem()) << "not an error, just nothing to do";
    EXPECT_NE(screen->message().find("Already in My levels"), std::string::npos) << screen->message();
  }
  EXPECT_EQ(store->pack().levels.size(), 1u);
  ASSERT_TRUE(screen->imported().has_value());
  EXPECT_EQ(screen->imported()->id, store->pack().levels[0].id) << "Play and Edit open the level already there";
  harness.drawFrame();
}

TEST_F(ImportFixture, ACodeTypedWithTheDpadAloneIsImported) {
  TextEntryScreen* keys = openKeys();
  ASSERT_NE(keys, nullptr);
  const std::string c = codeOf(4, 4, 3);
  EXPECT_EQ(keys->text(), "TF1.") << "the prefix is there already";
  typeOnKeys(keys, c.substr(ShareCodePrefix.size()));
  EXPECT_EQ(keys->text(), c);
  harness.drawFrame();
  press(Action::Menu);  // Start imports
  EXPECT_EQ(harness.top<ImportScreen>(), screen) << "the keys closed";
  ASSERT_EQ(store->pack().levels.size(), 1u);
  EXPECT_NE(store->samePuzzleAs(puzzle(4, 4, 3), test::shippedCatalog()), nullptr);
  EXPECT_NE(screen->message().find("Added to My levels"), std::string::npos) << screen->message();
}

TEST_F(ImportFixture, ATypedCodeWithAWrongCharacterShowsTheChecksumErrorAndStaysOpen) {
  TextEntryScreen* keys = openKeys();
  ASSERT_NE(keys, nullptr);
  std::string c = codeOf(4, 4, 3);
  c[10] = c[10] == 'Q' ? 'R' : 'Q';
  harness.send(InputEvent::typed(c.substr(ShareCodePrefix.size())));
  press(Action::Menu);
  ASSERT_EQ(harness.top<TextEntryScreen>(), keys) << "a bad code stays on the keys to be corrected";
  EXPECT_NE(keys->problem().find("checksum"), std::string::npos) << keys->problem();
  EXPECT_EQ(keys->text(), c) << "the code is still there";
  EXPECT_TRUE(store->pack().levels.empty());
  harness.drawFrame();
  if (test::writePreviews()) {
    EXPECT_EQ("", harness.savePng(test::binaryPath("preview-import-code-refused-480x320.png")));
  }
}

TEST_F(ImportFixture, TheSameCodeTypedAgainIsNotAddedTwice) {
  ASSERT_TRUE(screen->importText(code()));
  TextEntryScreen* keys = openKeys();
  ASSERT_NE(keys, nullptr);
  harness.send(InputEvent::typed(code().substr(ShareCodePrefix.size())));
  press(Action::Menu);
  EXPECT_EQ(harness.top<ImportScreen>(), screen);
  EXPECT_NE(screen->message().find("Already in My levels"), std::string::npos) << screen->message();
  EXPECT_EQ(store->pack().levels.size(), 1u);
}

TEST_F(ImportFixture, LeavingTheKeysKeepsTheTypedCode) {
  TextEntryScreen* keys = openKeys();
  ASSERT_NE(keys, nullptr);
  harness.send(InputEvent::typed("ABC"));
  press(Action::Back);  // Select leaves
  ASSERT_EQ(harness.top<ImportScreen>(), screen);
  EXPECT_EQ(screen->draft(), "TF1.ABC");
  keys = openKeys();
  ASSERT_NE(keys, nullptr);
  EXPECT_EQ(keys->text(), "TF1.ABC") << "the draft comes back";
  // B erases one character at a time; only on an empty field does it leave.
  for (int i = 0; i < 7; ++i) press(Action::Secondary);
  EXPECT_EQ(keys->text(), "");
  EXPECT_EQ(harness.top<TextEntryScreen>(), keys);
  press(Action::Secondary);
  EXPECT_EQ(harness.top<ImportScreen>(), screen);
  EXPECT_EQ(screen->draft(), "");
}

class ImportFolderScreen : public ImportFixture {
 protected:
  void SetUp() override {
    test::ensureHeadlessSdl();
    scratch.emplace("import-screen");
    dir = scratch->path();
  }
  void write(const std::string& name, const std::string& text) { scratch->write(name, text); }
  void open() {
    harness.push(std::make_unique<ImportScreen>(harness.tiles(), store, dir));
    screen = harness.top<ImportScreen>();
    harness.drawFrame();
  }
  std::optional<test::ScratchFolder> scratch;
  std::filesystem::path dir;
};

TEST_F(ImportFolderScreen, FilesAreListedAndOneImportsItsLevelsWithItsProblems) {
  std::string bad = codeOf(2);
  bad[8] = bad[8] == 'A' ? 'B' : 'A';
  write("codes.txt", codeOf(1) + "\n" + codeOf(3) + "\n" + bad + "\n");
  write("level.yaml", writeLevel(puzzle(5)));
  open();
  ASSERT_EQ(screen->files().files.size(), 2u);
  const Widget* codes = screen->fileButton(0);
  ASSERT_NE(codes, nullptr);
  EXPECT_NE(static_cast<const Button*>(codes)->label.find("codes.txt"), std::string::npos);
  tap(*codes);
  EXPECT_EQ(store->pack().levels.size(), 2u);
  EXPECT_NE(screen->message().find("2 levels added"), std::string::npos) << screen->message();
  EXPECT_NE(screen->message().find("codes.txt:3:"), std::string::npos) << "the bad line, with its place";
  EXPECT_NE(screen->message().find("checksum"), std::string::npos) << screen->message();
  harness.drawFrame();
  if (test::writePreviews()) {
    EXPECT_EQ("", harness.savePng(test::binaryPath("preview-import-file-480x320.png")));
  }
  // Again: nothing new, and it says so.
  tap(*screen->fileButton(0));
  EXPECT_EQ(store->pack().levels.size(), 2u);
  EXPECT_NE(screen->message().find("2 were already there"), std::string::npos) << screen->message();
  // The level file: one level, ready to play.
  tap(*screen->fileButton(1));
  EXPECT_EQ(store->pack().levels.size(), 3u);
  EXPECT_TRUE(screen->widgets().at(3).enabled) << "a single level can be played at once";
}

TEST_F(ImportFolderScreen, ABrokenFileSaysWhereAndAddsNothing) {
  write("broken.yaml", "format: 1\nwidth: 3\nheight: [\n");
  std::string junk;
  for (int i = 0; i < 2000; ++i) junk.push_back(static_cast<char>((i * 131) & 0xff));
  write("junk.txt", junk);
  open();
  ASSERT_EQ(screen->files().files.size(), 2u);
  EXPECT_FALSE(screen->importFile(0));
  EXPECT_TRUE(screen->problem());
  EXPECT_NE(screen->message().find("broken.yaml:"), std::string::npos) << screen->message();
  EXPECT_FALSE(screen->importFile(1));
  EXPECT_TRUE(store->pack().levels.empty());
  harness.drawFrame();
}

TEST_F(ImportFolderScreen, AnEmptyFolderSaysWhatToPutThere) {
  open();
  EXPECT_TRUE(screen->files().files.empty());
  EXPECT_EQ(screen->fileButton(0), nullptr);
  harness.drawFrame();
}

TEST_F(ImportFolderScreen, TheMissingFolderIsMadeSoThePlayerFindsIt) {
  std::filesystem::remove_all(dir);
  open();
  EXPECT_TRUE(std::filesystem::is_directory(dir));
}

TEST_F(ImportFolderScreen, TheDpadScrollsALongListOfFiles) {
  for (int i = 0; i < 30; ++i) write("level-" + std::to_string(100 + i) + ".yaml", writeLevel(puzzle(40 + i, 3, 3)));
  open();
  ASSERT_EQ(screen->files().files.size(), 30u);
  EXPECT_EQ(screen->fileButton(29), nullptr) << "the last file is not in view yet";
  // Down from the actions into the list, then on down to its end.
  for (int i = 0;
       i < 40 && (screen->fileButton(29) == nullptr || screen->widgets().focused() != screen->fileButton(29)); ++i)
    press(Action::Down);
  ASSERT_NE(screen->fileButton(29), nullptr) << "the list followed the focus to its end";
  EXPECT_EQ(screen->widgets().focused(), screen->fileButton(29));
  press(Action::Primary);
  EXPECT_EQ(store->pack().levels.size(), 1u);
  EXPECT_NE(screen->message().find("level-129.yaml"), std::string::npos) << screen->message();
  for (int i = 0; i < 40 && (screen->fileButton(0) == nullptr || screen->widgets().focused() != screen->fileButton(0));
       ++i)
    press(Action::Up);
  ASSERT_NE(screen->fileButton(0), nullptr) << "and back to its start";
  EXPECT_EQ(screen->widgets().focused(), screen->fileButton(0));
  harness.drawFrame();
}

// The label of listed file `index`, or "(not shown)".
std::string rowLabel(const ImportScreen* s, std::size_t index) {
  const auto* row = static_cast<const Button*>(s->fileButton(index));
  return row != nullptr ? row->label : "(not shown)";
}

TEST_F(ImportFolderScreen, AFileCopiedInWhileTheScreenIsOpenShowsUpAtTheNextLook) {
  write("b-level.yaml", writeLevel(puzzle(5)));
  open();
  ASSERT_EQ(screen->files().files.size(), 1u);
  // Down from the actions to the file, and A imports it: its row says so.
  for (int i = 0; i < 10 && screen->widgets().focused() != screen->fileButton(0); ++i) press(Action::Down);
  ASSERT_EQ(screen->widgets().focused(), screen->fileButton(0));
  press(Action::Primary);
  ASSERT_EQ(store->pack().levels.size(), 1u);
  ASSERT_NE(rowLabel(screen, 0).find("1 added"), std::string::npos) << rowLabel(screen, 0);

  write("a-level.yaml", writeLevel(puzzle(6)));
  harness.step(0);
  EXPECT_EQ(screen->files().files.size(), 1u) << "not looked at again yet";
  // The idle loop is woken for the next look, at most RescanMs away.
  const int wake = harness.stack().msUntilWake();
  ASSERT_GT(wake, 0);
  ASSERT_LE(wake, ImportScreen::RescanMs);
  std::this_thread::sleep_for(std::chrono::milliseconds(wake + 20));
  harness.step(0);
  ASSERT_EQ(screen->files().files.size(), 2u);
  EXPECT_NE(rowLabel(screen, 0).find("a-level.yaml"), std::string::npos) << rowLabel(screen, 0);
  EXPECT_EQ(rowLabel(screen, 1), "b-level.yaml  \xc2\xb7 1 added") << "the note moved with its file";
  EXPECT_EQ(screen->widgets().focused(), screen->fileButton(1)) << "the focus stayed on the same file";
  press(Action::Up);
  press(Action::Primary);
  EXPECT_EQ(store->pack().levels.size(), 2u) << "the new file imports like the others";
  harness.drawFrame();

  // A file taken away goes at the next look, and the focus stays on the row it was on.
  std::filesystem::remove(dir / "a-level.yaml");
  EXPECT_TRUE(screen->rescan());
  ASSERT_EQ(screen->files().files.size(), 1u);
  EXPECT_EQ(screen->widgets().focused(), screen->fileButton(0));
  EXPECT_FALSE(screen->rescan()) << "nothing new: nothing changes";
}

TEST_F(ImportFolderScreen, TheListIsFreshWhenTheScreenIsBackOnTop) {
  write("one.yaml", writeLevel(puzzle(5)));
  open();
  ASSERT_TRUE(screen->importFile(0));
  tap(screen->widgets().at(3));  // Play
  ASSERT_NE(harness.top<PlayScreen>(), nullptr);
  write("two.yaml", writeLevel(puzzle(6)));
  press(Action::Back);  // untouched: leaves at once
  ASSERT_EQ(harness.top<ImportScreen>(), screen);
  ASSERT_EQ(screen->files().files.size(), 2u) << "looked at again on coming back, without waiting";
  EXPECT_NE(rowLabel(screen, 1).find("two.yaml"), std::string::npos) << rowLabel(screen, 1);
  // The code keys closed: the same.
  write("three.txt", codeOf(7) + "\n");
  screen->typeCode();
  harness.step(0);
  ASSERT_NE(harness.top<TextEntryScreen>(), nullptr);
  press(Action::Back);
  ASSERT_EQ(harness.top<ImportScreen>(), screen);
  EXPECT_EQ(screen->files().files.size(), 3u);
}

TEST_F(ImportFolderScreen, AListGrowingPastOneScreenGetsItsArrows) {
  write("level-100.yaml", writeLevel(puzzle(40, 3, 3)));
  open();
  EXPECT_FALSE(screen->widgets().at(5).visible) << "one file needs no arrows";
  for (int i = 1; i < 30; ++i) write("level-" + std::to_string(100 + i) + ".yaml", writeLevel(puzzle(40 + i, 3, 3)));
  ASSERT_TRUE(screen->rescan());
  EXPECT_TRUE(screen->widgets().at(5).visible);
  EXPECT_TRUE(screen->widgets().at(6).visible);
  EXPECT_EQ(screen->fileButton(29), nullptr);
  harness.drawFrame();
}

TEST_F(ImportFixture, WithoutAnImportFolderNothingIsLookedAtAgain) {
  ASSERT_TRUE(screen->folder().empty());
  EXPECT_EQ(screen->msUntilWake(), -1) << "no wake-ups for nothing";
  EXPECT_FALSE(screen->rescan());
}

TEST_F(ImportFolderScreen, EveryShownControlFitsAndIsBigEnoughToTouch) {
  for (int i = 0; i < 12; ++i) write("level-" + std::to_string(10 + i) + ".yaml", "");
  for (const auto& [w, h] : {std::pair{480, 320}, {640, 480}, {800, 480}, {720, 720}, {1280, 720}, {480, 800}}) {
    for (int uiScale : {100, 150}) {
      Settings settings;
      settings.uiScalePercent = uiScale;
      ScreenHarness sized(w, h, &test::shippedCatalog(), settings);
      sized.push(std::make_unique<ImportScreen>(sized.tiles(), store, dir));
      const ImportScreen* s = sized.top<ImportScreen>();
      ASSERT_NE(s, nullptr);
      EXPECT_NE(s->fileButton(0), nullptr) << w << "x" << h << " shows at least one file";
      const WidgetList& widgets = s->widgets();
      for (int i = 0; i < widgets.size(); ++i) {
        if (!widgets.at(i).visible) continue;
        const SDL_Rect r = widgets.at(i).rect;
        EXPECT_TRUE(r.x >= 0 && r.y >= 0 && r.x + r.w <= w && r.y + r.h <= h) << w << "x" << h << " control " << i;
        EXPECT_GE(r.h, Metrics::MinTouchTarget) << w << "x" << h << " control " << i;
        for (int j = 0; j < i; ++j) {
          const SDL_Rect q = widgets.at(j).rect;
          if (widgets.at(j).visible) {
            EXPECT_FALSE(SDL_HasIntersection(&r, &q)) << w << "x" << h << " controls " << j << " and " << i;
          }
        }
      }
      sized.drawFrame();
    }
  }
}

// Lines puzzles come in by the same doors: a Lines share code pasted or typed, a numberlink text
// grid in a file of the import folder; each opens for play and is kept in My levels (once), and a
// broken code says why.
TEST_F(ImportFixture, ALinesCodeOpensItsPuzzleForPlay) {
  harness.app().settings.lessonsDone.insert(linesLessonId(LinesLesson::Draw));
  LinesLevel level;
  level.name = "Pair";
  level.board = LinesBoard(3, 1);
  level.board.setEndpoint(0, 0);
  level.board.setEndpoint(2, 0);
  level.solution = {{0, 1, 2}};
  std::string code = encodeLinesShareCode(level);
  EXPECT_TRUE(screen->importText(code));
  harness.step(0);
  auto* play = harness.top<LinesPlayScreen>();
  ASSERT_NE(play, nullptr) << screen->message();
  EXPECT_EQ(play->level().board, level.board);
  harness.stack().pop();
  harness.step(0);
  ASSERT_EQ(harness.top<ImportScreen>(), screen);
  EXPECT_EQ(screen->message(), "Lines puzzle opened: Pair; kept in My levels");
  ASSERT_EQ(harness.lines().mine->load().levels.size(), 1u);
  EXPECT_EQ(harness.lines().mine->load().levels[0].board, level.board);
  EXPECT_TRUE(screen->importText(code));
  harness.stack().pop();
  harness.step(0);
  EXPECT_EQ(screen->message(), "Lines puzzle opened: Pair; already in My levels");
  EXPECT_EQ(harness.lines().mine->load().levels.size(), 1u) << "kept once";
  code[code.size() - 2] = code[code.size() - 2] == 'A' ? 'B' : 'A';
  EXPECT_FALSE(screen->importText(code));
  EXPECT_TRUE(screen->problem());
  EXPECT_EQ(harness.top<ImportScreen>(), screen);
}

TEST(ImportLinesFile, ANumberlinkGridInTheImportFolderOpensForPlay) {
  test::ensureHeadlessSdl();
  ScreenHarness harness{640, 480, &test::shippedCatalog()};
  test::ScratchFolder dir("import-lines");
  dir.write("grid.txt", "5 1\nA...A\n");
  auto store = std::make_shared<MyLevelsStore>(std::filesystem::path());
  harness.push(std::make_unique<ImportScreen>(harness.tiles(), store, dir.path()));
  auto* screen = harness.top<ImportScreen>();
  ASSERT_NE(screen, nullptr);
  ASSERT_EQ(screen->files().files.size(), 1u);
  EXPECT_TRUE(screen->importFile(0));
  harness.step(0);
  auto* play = harness.top<LinesPlayScreen>();
  ASSERT_NE(play, nullptr) << screen->message();
  EXPECT_EQ(play->level().board.width(), 5);
  EXPECT_TRUE(store->pack().levels.empty()) << "nothing joins the Tiles levels";
  ASSERT_EQ(harness.lines().mine->load().levels.size(), 1u) << "the grid is kept in My levels";
  EXPECT_EQ(harness.lines().mine->load().levels[0].name, "grid");
}

}  // namespace
}  // namespace import_screen_test
}  // namespace tileflow
