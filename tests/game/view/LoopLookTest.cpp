// BoardView's look of a tile on rules that forbid loops: a network that closes a loop is lit as
// wrong (never as complete), a complete network without one is lit as before, and rules that allow
// loops light a closed loop as complete.
#include <gtest/gtest.h>

#include "game/model/Networks.hpp"
#include "game/view/BoardView.hpp"
#include "game/view/TileArt.hpp"
#include "tests/support/TestCatalog.hpp"

namespace tileflow {
namespace loop_look_test {
namespace {

// A 3×2 board: a loop of four road corners on the left two columns, and a road end at the right
// of the bottom row facing nothing (a loose end of its own network).
Board loopBoard() {
  const Catalog& c = test::testCatalog();
  Board b(c, 3, 2);
  const int corner = *c.findTile("road-corner");  // joins north and east unturned
  b.place(0, corner, 1);                          // east and south
  b.place(1, corner, 2);                          // south and west
  b.place(4, corner, 3);                          // west and north
  b.place(3, corner, 0);                          // north and east
  b.place(5, *c.findTile("road-end"), 0);
  return b;
}

TEST(LoopLook, AClosedLoopIsWrongWhereLoopsAreForbiddenAndCompleteElsewhere) {
  const Board b = loopBoard();
  const Networks networks(b);
  ASSERT_EQ(networks.cycles(), 1);
  BoardDrawOptions net;
  net.loopsWrong = true;
  for (int cell : {0, 1, 3, 4}) {
    const TileLook wrong = BoardView::lookOf(b, networks, cell, net);
    EXPECT_TRUE(wrong.inLoop) << cell;
    EXPECT_EQ(wrong.litChannels, 0) << "a loop on Net's rules is lit as complete at " << cell;
    const TileLook allowed = BoardView::lookOf(b, networks, cell, BoardDrawOptions{});
    EXPECT_FALSE(allowed.inLoop) << cell;
    EXPECT_NE(allowed.litChannels, 0) << cell;
  }
  EXPECT_FALSE(BoardView::lookOf(b, networks, 5, net).inLoop) << "a network without a loop";
}

TEST(LoopLook, TheWrongLoopIsDrawnWithARimAndADashedOneForColourBlindEyes) {
  const Board b = loopBoard();
  const TileType& corner = b.typeAt(0);
  TileLook look;
  const std::string plain = TileArt::tile(test::testCatalog(), corner, 1, look);
  look.inLoop = true;
  const std::string wrong = TileArt::tile(test::testCatalog(), corner, 1, look);
  EXPECT_NE(plain, wrong);
  EXPECT_EQ(wrong.find("stroke-dasharray='9 6'"), std::string::npos);
  look.colourBlind = true;
  EXPECT_NE(TileArt::tile(test::testCatalog(), corner, 1, look).find("stroke-dasharray='9 6'"), std::string::npos);
}

}  // namespace
}  // namespace loop_look_test
}  // namespace tileflow
