// Specifications of the import screen: a good code joins My levels and can be played; a bad,
// tampered or empty paste says why and changes nothing.
#include <gtest/gtest.h>

#include "game/generate/Generator.hpp"
#include "game/io/ShareCode.hpp"
#include "game/screens/ImportScreen.hpp"
#include "game/screens/PlayScreen.hpp"
#include "game/screens/ScreenHarness.hpp"
#include "tests/support/UiTestSupport.hpp"

namespace tileflow {
namespace {

struct ImportFixture : ::testing::Test {
  void SetUp() override {
    test::ensureHeadlessSdl();
    harness.push(std::make_unique<ImportScreen>(harness.tiles(), store));
    screen = harness.top<ImportScreen>();
  }
  std::string code() {
    GenerateOptions o;
    o.width = 5;
    o.height = 4;
    o.seed = 9;
    return encodeShareCode(*generate(test::shippedCatalog(), o), test::shippedCatalog());
  }
  ScreenHarness harness{480, 320, &test::shippedCatalog()};
  std::shared_ptr<MyLevelsStore> store = std::make_shared<MyLevelsStore>(std::filesystem::path());
  ImportScreen* screen = nullptr;
};

TEST_F(ImportFixture, AShareCodeJoinsMyLevelsAndCanBePlayed) {
  ASSERT_TRUE(screen->importText(code() + "\n"));
  EXPECT_EQ(store->pack().levels.size(), 1u);
  EXPECT_NE(screen->message().find("Added to My levels"), std::string::npos);
  const Widget& play = screen->widgets().at(1);
  harness.send(InputEvent::tap(play.rect.x + play.rect.w / 2, play.rect.y + play.rect.h / 2, false, Device::Touch));
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
  EXPECT_FALSE(screen->widgets().at(1).enabled);
  harness.drawFrame();
}

TEST_F(ImportFixture, GarbageAndEmptyPastesAreRefused) {
  EXPECT_FALSE(screen->importText(""));
  EXPECT_NE(screen->message().find("empty"), std::string::npos);
  EXPECT_FALSE(screen->importText("just some words"));
  EXPECT_FALSE(screen->importText("/etc/passwd")) << "files are not opened from the clipboard";
  EXPECT_TRUE(store->pack().levels.empty());
}

}  // namespace
}  // namespace tileflow
