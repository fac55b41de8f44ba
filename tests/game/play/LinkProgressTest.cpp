// Specifications of the Link status: what is left per landmark kind, read from the networks'
// counters and the landmark cells, and the portal pairs' numbers.
#include "game/play/LinkProgress.hpp"

#include <gtest/gtest.h>

#include "tests/support/InLanguage.hpp"
#include "tests/support/TestCatalog.hpp"

namespace tileflow {
namespace link_progress_test {
namespace {

using test::testCatalog;
using test::tileId;

constexpr int E = 1, W = 3;

// Three rows of end - straight - end, the ends facing in: three networks.
Board threeRows() {
  Board b(testCatalog(), 3, 3);
  for (int y = 0; y < 3; ++y) {
    b.place(b.index(0, y), tileId("road-end"), E);
    b.place(b.index(1, y), tileId("road-straight"), 1);
    b.place(b.index(2, y), tileId("road-end"), W);
  }
  return b;
}

// Three towns, two of them joined, and two stations joined on their own.
Board townsAndStations() {
  Board b = threeRows();
  b.setLandmark(b.index(0, 0), 1);
  b.setLandmark(b.index(2, 0), 1);
  b.setLandmark(b.index(0, 1), 1);
  b.setLandmark(b.index(0, 2), 2);
  b.setLandmark(b.index(2, 2), 2);
  return b;
}

LinkProgress progressOf(const Board& b) {
  const Networks networks(b);
  return linkProgress(b, networks, landmarkCells(b));
}

TEST(LinkProgress, CountsTheLandmarksOfEachKindThatShareANetwork) {
  const Board b = townsAndStations();
  EXPECT_EQ(landmarkCells(b), (std::vector<int>{0, 2, 3, 6, 8}));
  const LinkProgress p = progressOf(b);
  ASSERT_EQ(p.kinds.size(), 2u);
  EXPECT_EQ(p.kinds[0].kind, 1);
  EXPECT_EQ(p.kinds[0].landmarks, 3);
  EXPECT_EQ(p.kinds[0].joined, 2);
  EXPECT_FALSE(p.kinds[0].done);
  EXPECT_EQ(p.kinds[1].kind, 2);
  EXPECT_EQ(p.kinds[1].joined, 2);
  EXPECT_TRUE(p.kinds[1].done);
  EXPECT_EQ(p.mixedNetworks, 0);
  EXPECT_FALSE(p.allDone());
  EXPECT_EQ(linkStatusText(p, b), "Towns 2/3 joined \xc2\xb7 Stations done");
  EXPECT_EQ(linkStatusText(p, b, true), "Towns 2/3 \xc2\xb7 Stations done");
}

TEST(LinkProgress, NoTwoJoinedReadsAsNoneJoined) {
  Board b = threeRows();
  b.setLandmark(b.index(0, 0), 3);
  b.setLandmark(b.index(0, 1), 3);
  const LinkProgress p = progressOf(b);
  EXPECT_EQ(p.kinds.at(0).joined, 0);
  EXPECT_EQ(linkStatusText(p, b), "Harbours 0/2 joined");
}

TEST(LinkProgress, AMixedNetworkIsNamedByItsFlowAndKinds) {
  Board b = threeRows();
  b.setLandmark(b.index(0, 0), 1);
  b.setLandmark(b.index(2, 0), 2);
  const LinkProgress p = progressOf(b);
  EXPECT_EQ(p.mixedNetworks, 1);
  EXPECT_EQ(p.mixedCell, b.index(0, 0));
  EXPECT_EQ(p.mixedKinds, 0b11);
  EXPECT_FALSE(p.kinds[0].done) << "joined, but with another kind";
  EXPECT_EQ(linkStatusText(p, b), "A road joins a town and a station");
}

// The status line in German: the kinds' plurals and the flow come from the catalogue's names
// (assets/catalog.yaml, put in the template by scripts/translations.sh), the rest from patterns.
class LinkStatusIn : public test::InLanguage {};

TEST_F(LinkStatusIn, TheStatusLineSpeaksTheLanguageInUse) {
  speak("de");
  const Board b = townsAndStations();
  EXPECT_EQ(linkStatusText(progressOf(b), b),
            "St\xc3\xa4"
            "dte 2/3 verbunden \xc2\xb7 Bahnh\xc3\xb6"
            "fe fertig");
  EXPECT_EQ(linkStatusText(progressOf(b), b, true),
            "St\xc3\xa4"
            "dte 2/3 \xc2\xb7 Bahnh\xc3\xb6"
            "fe fertig");
  Board mixed = threeRows();
  mixed.setLandmark(mixed.index(0, 0), 1);
  mixed.setLandmark(mixed.index(2, 0), 2);
  EXPECT_EQ(linkStatusText(progressOf(mixed), mixed),
            "Stra\xc3\x9f"
            "e verbindet Stadt und Bahnhof");
  speak("en");
  EXPECT_EQ(linkStatusText(progressOf(mixed), mixed), "A road joins a town and a station");
}

TEST(LinkProgress, EveryKindDoneLeavesTheLineToTheOtherRules) {
  Board b = threeRows();
  b.setLandmark(b.index(0, 0), 1);
  b.setLandmark(b.index(2, 0), 1);
  const LinkProgress p = progressOf(b);
  EXPECT_TRUE(p.allDone());
  EXPECT_EQ(linkStatusText(p, b), "");
  EXPECT_TRUE(kindJoined(Networks(b), b.index(0, 0), 1));
  EXPECT_FALSE(kindJoined(Networks(b), b.index(0, 0), 2));
}

TEST(LinkProgress, ManyKindsCountTheDoneOnesOnly) {
  Board b(testCatalog(), 3, 5);
  for (int y = 0; y < 5; ++y) {
    b.place(b.index(0, y), tileId("road-end"), E);
    b.place(b.index(1, y), tileId("road-straight"), 1);
    b.place(b.index(2, y), tileId("road-end"), W);
    b.setLandmark(b.index(0, y), y + 1);
    b.setLandmark(b.index(2, y), y + 1);
  }
  Board split = b;
  split.setLandmark(split.index(2, 4), 1);  // a third town, on the farms' row: mixed
  EXPECT_EQ(linkStatusText(progressOf(b), b), "");
  b.rotate(b.index(0, 0), 1);
  b.rotate(b.index(0, 1), 1);
  EXPECT_EQ(linkStatusText(progressOf(b), b), "Towns 0/2 joined \xc2\xb7 Stations 0/2 joined \xc2\xb7 3 done");
  b.rotate(b.index(0, 2), 1);
  b.rotate(b.index(0, 3), 1);
  EXPECT_EQ(linkStatusText(progressOf(b), b, true),
            "Towns 0/2 \xc2\xb7 Stations 0/2 \xc2\xb7 Harbours 0/2 \xc2\xb7 +1 more \xc2\xb7 1 done");
  EXPECT_EQ(linkStatusText(progressOf(split), split), "A road joins a town and a castle");
}

TEST(LinkProgress, PluralsOfLandmarkNames) {
  EXPECT_EQ(pluralOf("Town"), "Towns");
  EXPECT_EQ(pluralOf("Igloo camp"), "Igloo camps");
  EXPECT_EQ(pluralOf("Ranch"), "Ranches");
  EXPECT_EQ(pluralOf("Oasis"), "Oasises");
  EXPECT_EQ(pluralOf("Colliery"), "Collieries");
  EXPECT_EQ(pluralOf("Quay"), "Quays");
}

TEST(LinkTracker, MakesTheProgressAgainOnlyWhenTheBoardChanged) {
  Board b = threeRows();
  b.setLandmark(b.index(0, 0), 1);
  b.setLandmark(b.index(2, 0), 1);
  Networks networks(b);
  LinkTracker tracker;
  EXPECT_TRUE(tracker.update(b, networks).allDone());
  b.rotate(b.index(0, 0), 1);
  networks.update(b, b.index(0, 0));
  EXPECT_FALSE(tracker.update(b, networks).allDone());
  EXPECT_EQ(tracker.text(), "Towns 0/2 joined");
  b.setLandmark(b.index(0, 1), 2);
  networks = Networks(b);
  tracker.update(b, networks);
  EXPECT_EQ(tracker.text(), "Towns 0/2 joined \xc2\xb7 Stations done");
  EXPECT_EQ(tracker.shortText(), "Towns 0/2 \xc2\xb7 Stations done");
}

TEST(PortalLabels, NumberThePairsInTheOrderOfTheirFirstCell) {
  Board b(testCatalog(), 4, 2);
  for (int i = 0; i < 8; ++i) b.place(i, tileId("road-end"), 0);
  b.addPortal(5, 2);
  b.addPortal(1, 7);
  const std::vector<int> labels = portalLabels(b);
  EXPECT_EQ(labels, (std::vector<int>{0, 1, 2, 0, 0, 2, 0, 1}));
  EXPECT_TRUE(portalLabels(threeRows()).empty());
}

}  // namespace
}  // namespace link_progress_test
}  // namespace tileflow
