// Overview: cell states, the map's size for every board shape, and a shrunk picture that never
// loses a loose end.
#include "game/play/Overview.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "tests/support/TestCatalog.hpp"

namespace tileflow {
namespace overview_test {
namespace {

using test::testCatalog;
using test::tileId;

TEST(Overview, StatesTellEmptyTilesAndLooseEnds) {
  Board b(testCatalog(), 3, 1);
  b.place(0, tileId("blank"), 0);
  b.place(1, tileId("road-end"), 0);
  b.place(2, tileId("blank"), 0);
  std::vector<std::uint8_t> states;
  overviewStates(b, states);
  constexpr auto loose = static_cast<std::uint8_t>(OverviewCell::Loose);
  EXPECT_EQ((std::vector<std::uint8_t>{0, loose, 0}), states);

  // A 2×1 road whose ends face each other: a tile, but nothing loose.
  Board pair(testCatalog(), 2, 1);
  pair.place(0, tileId("road-end"), 0);
  pair.place(1, tileId("road-end"), 0);
  for (int r0 = 0; r0 < 4; ++r0)
    for (int r1 = 0; r1 < 4; ++r1) {
      pair.place(0, tileId("road-end"), r0);
      pair.place(1, tileId("road-end"), r1);
      if (pair.looseEnds() != 0) continue;
      overviewStates(pair, states);
      EXPECT_EQ((std::vector<std::uint8_t>{1, 1}), states);
      return;
    }
  FAIL() << "no rotation joins two road ends";
}

TEST(Overview, SizeKeepsTheShapeAndWholePixelsPerCellWhileThereIsRoom) {
  EXPECT_EQ(96, overviewSize(12, 12, 100).w) << "8 px a cell";
  EXPECT_EQ(96, overviewSize(12, 12, 100).h);
  EXPECT_EQ(100, overviewSize(10, 5, 100).w);
  EXPECT_EQ(50, overviewSize(10, 5, 100).h);
  const OverviewSize big = overviewSize(200, 50, 100);
  EXPECT_EQ(100, big.w) << "shrunk: the long side gets the room";
  EXPECT_EQ(25, big.h);
  const OverviewSize tall = overviewSize(3, 200, 60);
  EXPECT_EQ(60, tall.h);
  EXPECT_EQ(1, tall.w) << "never thinner than a pixel";
  for (int c : {1, 2, 7, 15, 40, 100, 200})
    for (int r : {1, 3, 15, 99, 200})
      for (int side : {40, 64, 220}) {
        const OverviewSize s = overviewSize(c, r, side);
        EXPECT_LE(std::max(s.w, s.h), side);
        EXPECT_GE(std::min(s.w, s.h), 1);
      }
}

TEST(Overview, AShrunkPictureKeepsEveryLooseEnd) {
  const int cols = 200;
  const int rows = 150;
  std::vector<std::uint8_t> states(static_cast<std::size_t>(cols * rows), 1);
  const std::vector<int> loose = {0, cols - 1, 77 * cols + 123, rows * cols - 1, 149 * cols + 3};
  for (int c : loose) states[static_cast<std::size_t>(c)] = 2;
  std::vector<std::uint8_t> picture;
  overviewPicture(states, cols, rows, 64, 48, picture);
  ASSERT_EQ(64u * 48u, picture.size());
  for (int c : loose) {
    const int px = (c % cols) * 64 / cols;
    const int py = (c / cols) * 48 / rows;
    EXPECT_EQ(2, picture[static_cast<std::size_t>(py * 64 + px)]) << "cell " << c;
  }
  EXPECT_EQ(static_cast<long>(loose.size()), std::count(picture.begin(), picture.end(), 2))
      << "each lone loose end is one pixel, no more";
  EXPECT_EQ(0, std::count(picture.begin(), picture.end(), 0)) << "every pixel covers some cell";

  // Enlarged: each cell fills its own block.
  std::vector<std::uint8_t> small = {0, 2, 1, 0};
  overviewPicture(small, 2, 2, 4, 4, picture);
  EXPECT_EQ((std::vector<std::uint8_t>{0, 0, 2, 2, 0, 0, 2, 2, 1, 1, 0, 0, 1, 1, 0, 0}), picture);
}

// A Link board's map: a landmark shows its kind once its end is joined (loose until then), and a
// portal's holes show as portals; in a shrunk map a loose end still outranks both.
TEST(Overview, LandmarksShowTheirKindAndPortalsShowAsPortals) {
  Board b(testCatalog(), 5, 1);
  for (int c = 0; c < 5; ++c) b.place(c, tileId("blank"), 0);
  b.place(0, tileId("road-end"), 1);  // faces east
  b.place(1, tileId("road-end"), 3);  // faces west: the two meet
  b.setLandmark(0, 2);
  b.addPortal(3, 4, tileId("blank"));
  std::vector<std::uint8_t> states;
  overviewStates(b, states);
  ASSERT_EQ(0, b.looseEnds());
  EXPECT_EQ(overviewLandmark(2), states[0]);
  EXPECT_EQ(static_cast<std::uint8_t>(OverviewCell::Tile), states[1]);
  EXPECT_EQ(static_cast<std::uint8_t>(OverviewCell::Empty), states[2]);
  EXPECT_EQ(static_cast<std::uint8_t>(OverviewCell::Portal), states[3]);
  EXPECT_EQ(static_cast<std::uint8_t>(OverviewCell::Portal), states[4]);
  b.rotate(1, 1);  // the pair no longer meets: the landmark is loose
  overviewStates(b, states);
  EXPECT_EQ(static_cast<std::uint8_t>(OverviewCell::Loose), states[0]);
  // Shrunk to one pixel per two cells, the loose landmark's pixel shows it loose.
  std::vector<std::uint8_t> picture;
  overviewPicture(states, 5, 1, 2, 1, picture);
  EXPECT_EQ(static_cast<std::uint8_t>(OverviewCell::Loose), picture[0]);
  EXPECT_EQ(static_cast<std::uint8_t>(OverviewCell::Portal), picture[1]);
  EXPECT_EQ(overviewLandmark(MaxLandmarkKinds), static_cast<std::uint8_t>(OverviewCell::LandmarkLast));
}

}  // namespace
}  // namespace overview_test
}  // namespace tileflow
