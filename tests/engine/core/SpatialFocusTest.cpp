// SpatialFocus: the one directional focus rule, on hand-made layouts, without SDL.
#include "engine/core/SpatialFocus.hpp"

#include <gtest/gtest.h>

#include <vector>

namespace tileflow {
namespace spatial_focus_test {
namespace {

FocusBox box(double x, double y, double w, double h) { return FocusBox{Rect{x, y, w, h}, true}; }

TEST(SpatialFocus, AWideButtonGoesDownToTheLeftOfTwoEvenIfTheRightCentreIsAPixelCloser) {
  // The title at 480×320: Play alone, then Generate and Create sharing a row, split unevenly.
  const std::vector<FocusBox> boxes{box(90, 100, 300, 50), box(90, 160, 145, 50), box(244, 160, 146, 50),
                                    box(90, 220, 145, 50), box(244, 220, 146, 50)};
  EXPECT_EQ(1, spatialNeighbour(boxes, 0, Heading::Down));
  EXPECT_EQ(2, spatialNeighbour(boxes, 1, Heading::Right));
  EXPECT_EQ(1, spatialNeighbour(boxes, 2, Heading::Left));
  EXPECT_EQ(4, spatialNeighbour(boxes, 2, Heading::Down));
  EXPECT_EQ(0, spatialNeighbour(boxes, 2, Heading::Up));
  EXPECT_EQ(0, spatialNeighbour(boxes, 1, Heading::Up));
}

TEST(SpatialFocus, ASideNeighbourInTheSameRowBeatsACloserOneOnAnotherRow) {
  // The generator: a column of rows on the right, Back and Generate below; Left from Generate
  // must stay in its row even though the last row's edge is nearer than Back's.
  const std::vector<FocusBox> boxes{box(10, 100, 205, 40), box(10, 150, 205, 40), box(10, 250, 200, 54),
                                    box(220, 250, 200, 54)};
  EXPECT_EQ(2, spatialNeighbour(boxes, 3, Heading::Left));
  EXPECT_EQ(-1, spatialNeighbour(boxes, 2, Heading::Left));
  EXPECT_EQ(1, spatialNeighbour(boxes, 3, Heading::Up));
}

TEST(SpatialFocus, OutsideTheBeamTheNearestRowWinsThenTheSmallestSidewaysGap) {
  // A partial last row of a grid: Down from the third column goes to the nearest card below.
  const std::vector<FocusBox> boxes{box(0, 0, 40, 40),  box(50, 0, 40, 40),  box(100, 0, 40, 40),
                                    box(0, 50, 40, 40), box(50, 50, 40, 40), box(0, 200, 40, 40)};
  EXPECT_EQ(4, spatialNeighbour(boxes, 2, Heading::Down));
  // With nothing in the beam, the only card below is taken however far aside it lies.
  EXPECT_EQ(5, spatialNeighbour(boxes, 4, Heading::Down));
  // From the bottom, Down wraps to the top of the same column.
  EXPECT_EQ(0, spatialNeighbour(boxes, 5, Heading::Down));
}

TEST(SpatialFocus, InTheBeamTheOneStraightAheadWinsElseTheLeftmost) {
  // A space bar under a row of keys goes up to the key above its middle.
  const std::vector<FocusBox> keys{box(0, 0, 30, 30), box(40, 0, 30, 30), box(80, 0, 30, 30), box(0, 40, 110, 30)};
  EXPECT_EQ(1, spatialNeighbour(keys, 3, Heading::Up));
  // A centre line that falls in a gap picks the leftmost of the overlapping ones.
  const std::vector<FocusBox> split{box(0, 0, 45, 30), box(55, 0, 45, 30), box(0, 40, 100, 30)};
  EXPECT_EQ(0, spatialNeighbour(split, 2, Heading::Up));
}

TEST(SpatialFocus, EdgesDecideTheSideNotCentres) {
  // A tall box to the right whose centre is below the source still is not "below" it.
  const std::vector<FocusBox> boxes{box(0, 0, 40, 40), box(50, 0, 40, 200), box(0, 60, 40, 40)};
  EXPECT_EQ(2, spatialNeighbour(boxes, 0, Heading::Down));
  EXPECT_EQ(1, spatialNeighbour(boxes, 0, Heading::Right));
  // Overlapping boxes are on neither side.
  const std::vector<FocusBox> overlap{box(0, 0, 40, 40), box(20, 20, 40, 40)};
  EXPECT_EQ(-1, spatialNeighbour(overlap, 0, Heading::Down, false));
  EXPECT_EQ(-1, spatialNeighbour(overlap, 0, Heading::Right));
}

TEST(SpatialFocus, UpAndDownWrapToTheFarthestInTheBeamLeftAndRightDoNot) {
  const std::vector<FocusBox> boxes{box(0, 0, 100, 30), box(0, 40, 100, 30), box(0, 80, 100, 30), box(200, 80, 40, 30)};
  EXPECT_EQ(0, spatialNeighbour(boxes, 2, Heading::Down));
  EXPECT_EQ(2, spatialNeighbour(boxes, 0, Heading::Up));
  EXPECT_EQ(-1, spatialNeighbour(boxes, 2, Heading::Down, false));
  EXPECT_EQ(-1, spatialNeighbour(boxes, 3, Heading::Right));
  EXPECT_EQ(2, spatialNeighbour(boxes, 3, Heading::Left));
  // Nothing in the beam behind: no wrap.
  EXPECT_EQ(-1, spatialNeighbour(boxes, 3, Heading::Down));
}

TEST(SpatialFocus, SkipsWhatCannotTakeFocusAndEqualBoxesGoToTheLowerIndex) {
  std::vector<FocusBox> boxes{box(0, 0, 100, 30), box(0, 40, 100, 30), box(0, 80, 100, 30), box(0, 80, 100, 30)};
  boxes[1].focusable = false;
  EXPECT_EQ(2, spatialNeighbour(boxes, 0, Heading::Down));
  EXPECT_EQ(-1, spatialNeighbour(boxes, 7, Heading::Down));
}

}  // namespace
}  // namespace spatial_focus_test
}  // namespace tileflow
