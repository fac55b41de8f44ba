#include "engine/core/AtlasShelves.hpp"

#include <gtest/gtest.h>

#include <map>
#include <vector>

namespace tileflow {
namespace atlas_shelves_test {
namespace {

TEST(AtlasShelvesTest, SlotsNeverOverlapAndStayInsideTheirPageWithTheirGutter) {
  for (int side : {1, 7, 15, 31, 64, 96, 200, 510}) {
    const AtlasShelves shelves(side, 1024);
    ASSERT_TRUE(shelves.fits());
    std::map<int, std::vector<AtlasPlace>> byPage;
    for (int n = 0; n < 3000; ++n) {
      const AtlasPlace p = shelves.place(n);
      ASSERT_GE(p.x - AtlasShelves::Gutter, 0) << side << " " << n;
      ASSERT_GE(p.y - AtlasShelves::Gutter, 0);
      ASSERT_LE(p.x + side + AtlasShelves::Gutter, shelves.pageWidth());
      ASSERT_LE(p.y + side + AtlasShelves::Gutter, shelves.pageHeight(p.page));
      byPage[p.page].push_back(p);
    }
    for (const auto& [page, places] : byPage)
      for (std::size_t a = 0; a < places.size(); ++a)
        for (std::size_t b = a + 1; b < places.size() && b < a + 200; ++b) {
          const bool apart = places[a].x + side + 2 * AtlasShelves::Gutter <= places[b].x ||
                             places[b].x + side + 2 * AtlasShelves::Gutter <= places[a].x ||
                             places[a].y + side + 2 * AtlasShelves::Gutter <= places[b].y ||
                             places[b].y + side + 2 * AtlasShelves::Gutter <= places[a].y;
          ASSERT_TRUE(apart) << "side " << side << " page " << page << " slots " << a << " and " << b;
        }
  }
}

TEST(AtlasShelvesTest, TheFirstPageIsHalfASquareAndTheOthersSquare) {
  const AtlasShelves shelves(30, 1024);  // 32-pixel slots: 32 a row, 32 rows in a square page
  EXPECT_EQ(shelves.perRow(), 32);
  EXPECT_EQ(shelves.rowsOf(0), 16);
  EXPECT_EQ(shelves.rowsOf(1), 32);
  EXPECT_EQ(shelves.rowsOf(9), 32);
  // Slot numbers run through the pages in order.
  EXPECT_EQ(shelves.place(511).page, 0);
  EXPECT_EQ(shelves.place(512).page, 1);
  EXPECT_EQ(shelves.place(512).y, AtlasShelves::Gutter);
  EXPECT_EQ(shelves.place(512 + 1023).page, 1);
  EXPECT_EQ(shelves.place(512 + 1024).page, 2);
}

TEST(AtlasShelvesTest, APictureWiderThanAPageDoesNotFit) {
  EXPECT_FALSE(AtlasShelves(1023, 1024).fits());
  EXPECT_TRUE(AtlasShelves(1022, 1024).fits());
  EXPECT_EQ(AtlasShelves(1022, 1024).rowsOf(0), 1);
  EXPECT_EQ(AtlasShelves(1022, 1024).rowsOf(5), 1);
  EXPECT_FALSE(AtlasShelves(0, 1024).fits());
}

}  // namespace
}  // namespace atlas_shelves_test
}  // namespace tileflow
