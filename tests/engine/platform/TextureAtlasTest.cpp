// TextureAtlas: a picture copied from its slot is the picture, its gutter repeats its edge, and
// pictures share a page.
#include <gtest/gtest.h>

#include <SDL.h>

#include "engine/platform/OffscreenCanvas.hpp"
#include "engine/platform/TextureAtlas.hpp"
#include "engine/platform/TextureLedger.hpp"
#include "tests/support/UiTestSupport.hpp"

namespace tileflow {
namespace texture_atlas_test {
namespace {

// A side × side picture whose every pixel differs from its neighbours and from other seeds'.
SurfacePtr picture(int side, Uint8 seed) {
  SurfacePtr s(SDL_CreateRGBSurfaceWithFormat(0, side, side, 32, SDL_PIXELFORMAT_RGBA32));
  for (int y = 0; y < side; ++y)
    for (int x = 0; x < side; ++x) {
      auto* row = static_cast<Uint8*>(s->pixels) + static_cast<std::ptrdiff_t>(y) * s->pitch;
      Uint8* p = row + 4 * x;
      p[0] = static_cast<Uint8>(seed * 40 + x * 7);
      p[1] = static_cast<Uint8>(y * 9 + seed);
      p[2] = static_cast<Uint8>(x * 3 + y * 5 + seed * 11);
      p[3] = 255;
    }
  return s;
}

Uint32 at(SDL_Surface* s, int x, int y) {
  SurfacePtr argb(SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_ARGB8888, 0));
  return static_cast<const Uint32*>(argb->pixels)[static_cast<std::ptrdiff_t>(y) * argb->pitch / 4 + x];
}

TEST(TextureAtlasTest, EachPictureComesBackFromItsSlotPixelForPixelAndThePicturesShareOnePage) {
  test::ensureHeadlessSdl();
  const int side = 21;
  OffscreenCanvas canvas(4 * side, 2 * side);
  TextureAtlas atlas(side);
  const std::int64_t before = TextureLedger::counts().textures;
  std::vector<SurfacePtr> pictures;
  std::vector<PictureSource> sources;
  for (Uint8 seed = 0; seed < 3; ++seed) {
    pictures.push_back(picture(side, seed));
    sources.push_back(atlas.add(canvas.renderer(), pictures.back().get()));
    ASSERT_TRUE(sources.back());
    ASSERT_NE(sources.back().src(), nullptr);
    EXPECT_EQ(sources.back().texture, sources.front().texture);
  }
  EXPECT_EQ(TextureLedger::counts().textures, before + 1);
  SDL_SetRenderDrawColor(canvas.renderer(), 0, 0, 0, 255);
  SDL_RenderClear(canvas.renderer());
  for (int k = 0; k < 3; ++k) {
    const SDL_Rect dst{k * side, 0, side, side};
    SDL_RenderCopy(canvas.renderer(), sources[static_cast<std::size_t>(k)].texture,
                   sources[static_cast<std::size_t>(k)].src(), &dst);
  }
  SDL_RenderPresent(canvas.renderer());
  for (int k = 0; k < 3; ++k)
    for (int y = 0; y < side; ++y)
      for (int x = 0; x < side; ++x)
        ASSERT_EQ(at(canvas.surface(), k * side + x, y), at(pictures[static_cast<std::size_t>(k)].get(), x, y))
            << "picture " << k << " at " << x << "," << y;
}

TEST(TextureAtlasTest, TheGutterRepeatsTheEdgeSoACopyReachingPastItSeesNoNeighbour) {
  test::ensureHeadlessSdl();
  const int side = 9;
  OffscreenCanvas canvas(side + 2, side + 2);
  TextureAtlas atlas(side);
  SurfacePtr first = picture(side, 1);
  SurfacePtr second = picture(side, 2);
  ASSERT_TRUE(atlas.add(canvas.renderer(), first.get()));
  const PictureSource p = atlas.add(canvas.renderer(), second.get());
  ASSERT_TRUE(p);
  const SDL_Rect wide{p.rect.x - 1, p.rect.y - 1, side + 2, side + 2};
  SDL_RenderCopy(canvas.renderer(), p.texture, &wide, nullptr);
  SDL_RenderPresent(canvas.renderer());
  EXPECT_EQ(at(canvas.surface(), 0, 0), at(second.get(), 0, 0));
  EXPECT_EQ(at(canvas.surface(), side + 1, 3), at(second.get(), side - 1, 2));
  EXPECT_EQ(at(canvas.surface(), 4, side + 1), at(second.get(), 3, side - 1));
}

TEST(TextureAtlasTest, APictureOfAnotherSizeIsRefused) {
  test::ensureHeadlessSdl();
  OffscreenCanvas canvas(16, 16);
  TextureAtlas atlas(10);
  SurfacePtr wrong = picture(11, 0);
  EXPECT_FALSE(atlas.add(canvas.renderer(), wrong.get()));
  EXPECT_EQ(atlas.bytes(), 0);
}

}  // namespace
}  // namespace texture_atlas_test
}  // namespace tileflow
