// TileArt: every catalog tile composes into art that rasterises, at small and large cells.
#include <gtest/gtest.h>

#include <cmath>

#include <SDL.h>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <vector>

#include "engine/platform/Assets.hpp"
#include "engine/platform/OffscreenCanvas.hpp"
#include "game/view/Land.hpp"
#include "game/view/TileArt.hpp"
#include "tests/support/UiTestSupport.hpp"

namespace tileflow {
namespace tile_art_test {
namespace {

// Square tiles: the art draws four edges.
TEST(TileArtTest, EverySquareCatalogTileRasterisesFrom24To200Pixels) {
  test::ensureHeadlessSdl();
  const Catalog& catalog = test::shippedCatalog();
  for (int index : catalog.tilesOf(Shape::Square)) {
    const TileType& type = catalog.tile(index);
    for (int size : {24, 200}) {
      TileLook look;
      look.litChannels = 1;
      look.looseSides = 1;
      const SurfacePtr s = Assets::rasterise(TileArt::tile(catalog, type, 1, look), size, size);
      ASSERT_TRUE(s) << type.id << " at " << size;
      EXPECT_EQ(s->w, size) << type.id;
    }
  }
}

// Hex tiles: pointy-top hexagons 2/√3 as tall as wide; outside the hexagon stays clear, and a
// tile turned by sixths draws turned.
TEST(TileArtTest, EveryHexTileRasterisesAsAHexagonAndTurnsBySixths) {
  test::ensureHeadlessSdl();
  const Catalog& catalog = test::shippedCatalog();
  const std::vector<int> hexes = catalog.tilesOf(Shape::Hex);
  ASSERT_FALSE(hexes.empty());
  const int w = 60;
  const int h = 69;  // 60 · 2/√3, rounded
  auto alphaAt = [](SDL_Surface* s, int x, int y) {
    SurfacePtr argb(SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_ARGB8888, 0));
    const Uint32 p = static_cast<const Uint32*>(argb->pixels)[static_cast<std::ptrdiff_t>(y) * argb->pitch / 4 + x];
    return static_cast<int>(p >> 24);
  };
  for (int index : hexes) {
    const TileType& type = catalog.tile(index);
    const std::string svg = TileArt::tile(catalog, type, 0, {});
    ASSERT_NE(svg.find("viewBox='0 0 100 115.47'"), std::string::npos) << type.id;
    const SurfacePtr s = Assets::rasterise(svg, w, h);
    ASSERT_TRUE(s) << type.id;
    EXPECT_EQ(alphaAt(s.get(), 1, 1), 0) << type.id << ": the corner outside the hexagon is clear";
    EXPECT_EQ(alphaAt(s.get(), w - 2, h - 2), 0) << type.id;
    EXPECT_GT(alphaAt(s.get(), w / 2, h / 2), 200) << type.id;
  }
  // A straight road from NE to SW, turned one sixth, runs E to W: the art follows the turn.
  const auto straight = catalog.findTile("hex-road-straight");
  ASSERT_TRUE(straight);
  EXPECT_NE(TileArt::tile(catalog, catalog.tile(*straight), 0, {}),
            TileArt::tile(catalog, catalog.tile(*straight), 1, {}));
  EXPECT_EQ(TileArt::tile(catalog, catalog.tile(*straight), 0, {}),
            TileArt::tile(catalog, catalog.tile(*straight), 3, {}));
}

TEST(TileArtTest, HeightsDrawDifferentlyEvenInOneColour) {
  test::ensureHeadlessSdl();
  const Catalog& catalog = test::shippedCatalog();
  const auto low = catalog.findTile("road-low-straight");
  const auto normal = catalog.findTile("road-straight");
  const auto high = catalog.findTile("road-high-straight");
  ASSERT_TRUE(low && normal && high);
  const std::string a = TileArt::tile(catalog, catalog.tile(*low), 0, {});
  const std::string b = TileArt::tile(catalog, catalog.tile(*normal), 0, {});
  const std::string c = TileArt::tile(catalog, catalog.tile(*high), 0, {});
  EXPECT_NE(a, b);
  EXPECT_NE(b, c);
  EXPECT_NE(std::string::npos, a.find("stroke-dasharray='1.6 4.4'")) << "low sides have hatched banks";
  EXPECT_NE(std::string::npos, c.find("translate(")) << "high sides cast a shadow";
}

// Rasterised pixels of an SVG document, for telling pictures apart.
std::vector<Uint32> pixelsOf(const std::string& svg, int size) {
  const SurfacePtr s = Assets::rasterise(svg, size, size);
  if (!s) return {};
  const SurfacePtr argb(SDL_ConvertSurfaceFormat(s.get(), SDL_PIXELFORMAT_ARGB8888, 0));
  std::vector<Uint32> out;
  for (int y = 0; y < argb->h; ++y)
    for (int x = 0; x < argb->w; ++x)
      out.push_back(static_cast<const Uint32*>(argb->pixels)[static_cast<std::ptrdiff_t>(y) * argb->pitch / 4 + x]);
  return out;
}

// Luma (0..255) of each pixel of an ARGB picture.
std::vector<int> lumaOf(const std::vector<Uint32>& pixels) {
  std::vector<int> out;
  for (const Uint32 p : pixels)
    out.push_back(static_cast<int>((((p >> 16) & 0xff) * 299 + ((p >> 8) & 0xff) * 587 + (p & 0xff) * 114) / 1000));
  return out;
}

// Heights read at the smallest tiles on every land, not by colour: at 20 px a low, a normal and
// a high road straight differ in brightness (by more than a fifth of full scale) over a tenth of
// the tile or more.
TEST(TileArtTest, HeightsStandApartAtTwentyPixelsOnEveryLand) {
  test::ensureHeadlessSdl();
  const Catalog& catalog = test::shippedCatalog();
  const std::array<const char*, 3> ids{"road-low-straight", "road-straight", "road-high-straight"};
  for (int land = 0; land < LandCount; ++land) {
    std::array<std::vector<int>, 3> pictures;
    for (std::size_t h = 0; h < ids.size(); ++h) {
      TileLook look;
      look.land = static_cast<std::uint8_t>(land);
      pictures[h] = lumaOf(pixelsOf(TileArt::tile(catalog, catalog.tile(*catalog.findTile(ids[h])), 0, look), 20));
      ASSERT_EQ(pictures[h].size(), 400u);
    }
    for (std::size_t a = 0; a < 3; ++a) {
      for (std::size_t b = a + 1; b < 3; ++b) {
        int differing = 0;
        for (std::size_t i = 0; i < 400; ++i) differing += std::abs(pictures[a][i] - pictures[b][i]) > 51 ? 1 : 0;
        EXPECT_GE(differing, 40) << ids[a] << " and " << ids[b] << " on land " << land;
      }
    }
  }
}

// A tile's ground is its land's: the same tile differs from land to land.
TEST(TileArtTest, EachLandDrawsItsOwnGround) {
  test::ensureHeadlessSdl();
  const Catalog& catalog = test::shippedCatalog();
  const TileType& bend = catalog.tile(*catalog.findTile("road-corner"));
  std::vector<std::vector<Uint32>> pictures;
  for (int land = 0; land < LandCount; ++land) {
    TileLook look;
    look.land = static_cast<std::uint8_t>(land);
    pictures.push_back(pixelsOf(TileArt::tile(catalog, bend, 0, look), 24));
    for (std::size_t k = 0; k + 1 < pictures.size(); ++k) EXPECT_NE(pictures[k], pictures.back()) << k << " " << land;
  }
  // A land outside the palette draws the plain ground rather than failing.
  TileLook unknown;
  unknown.land = 15;
  EXPECT_EQ(pixelsOf(TileArt::tile(catalog, bend, 0, unknown), 24), pictures.front());
}

// Landmark badges tell their kinds apart by shape alone: with every kind given one colour, the
// eight badges on a road end still differ at a 20-pixel tile, and a joined kind's badge differs
// from its badge before.
TEST(TileArtTest, LandmarkBadgesDifferByShapeEvenInOneColour) {
  test::ensureHeadlessSdl();
  Catalog catalog = test::shippedCatalog();
  std::array<LandmarkKind, 8> kinds = catalog.landmarkKinds();
  for (LandmarkKind& k : kinds) k.colour = 0x808080;
  catalog.setLandmarkKinds(kinds);
  const TileType& end = catalog.tile(*catalog.findTile("road-end"));
  std::vector<std::vector<Uint32>> pictures;
  for (int kind = 1; kind <= 8; ++kind) {
    TileLook look;
    look.landmark = static_cast<std::uint8_t>(kind);
    pictures.push_back(pixelsOf(TileArt::tile(catalog, end, 0, look), 20));
    ASSERT_FALSE(pictures.back().empty()) << kind;
    look.landmarkLit = true;
    EXPECT_NE(pixelsOf(TileArt::tile(catalog, end, 0, look), 20), pictures.back()) << "kind " << kind << " lit";
  }
  for (std::size_t a = 0; a < pictures.size(); ++a)
    for (std::size_t b = a + 1; b < pictures.size(); ++b)
      EXPECT_NE(pictures[a], pictures[b]) << "kinds " << a + 1 << " and " << b + 1;
}

// Both ends of a portal show their pair's number: the marks of pairs 1 to 12 all differ.
TEST(TileArtTest, PortalMarksShowTheirPairsNumber) {
  test::ensureHeadlessSdl();
  std::vector<std::vector<Uint32>> marks;
  for (int label = 1; label <= 12; ++label) {
    marks.push_back(pixelsOf(TileArt::portal(label), 40));
    ASSERT_FALSE(marks.back().empty()) << label;
    for (std::size_t k = 0; k + 1 < marks.size(); ++k) EXPECT_NE(marks[k], marks.back()) << k + 1 << " and " << label;
  }
}

// Writes a sheet of every tile to the build folder when TILEFLOW_WRITE_PREVIEWS is set, for
// looking at the art by eye.
TEST(TileArtTest, PreviewSheet) {
  if (!test::writePreviews()) GTEST_SKIP() << "set TILEFLOW_WRITE_PREVIEWS=1 to write tile-sheet.png";
  test::ensureHeadlessSdl();
  const Catalog& catalog = test::shippedCatalog();
  // TILEFLOW_PREVIEW_FROM picks the first tile, so any part of a large catalog can be seen large.
  const char* fromText = std::getenv("TILEFLOW_PREVIEW_FROM");
  const std::vector<int>& square = catalog.tilesOf(Shape::Square);
  const int total = static_cast<int>(square.size());
  const int from = std::clamp(fromText != nullptr ? std::atoi(fromText) : 0, 0, total - 1);
  const int cell = 96;
  const int columns = 10;
  const int count = std::min(40, total - from);
  const int rows = (count + columns - 1) / columns;
  OffscreenCanvas canvas(columns * cell, rows * cell * 2);
  SDL_SetRenderDrawColor(canvas.renderer(), 0x1b, 0x24, 0x45, 255);
  SDL_RenderClear(canvas.renderer());
  for (int i = 0; i < count; ++i) {
    for (int lit = 0; lit < 2; ++lit) {
      TileLook look;
      look.litChannels = lit ? 7 : 0;
      look.looseSides = lit ? 0 : 2;
      look.locked = (i % 7) == 3 && lit;
      const SurfacePtr s = Assets::rasterise(
          TileArt::tile(catalog, catalog.tile(square[static_cast<std::size_t>(from + i)]), 0, look), cell, cell);
      ASSERT_TRUE(s);
      SDL_Texture* t = SDL_CreateTextureFromSurface(canvas.renderer(), s.get());
      // A gap between tiles, as on the board's tray.
      SDL_Rect dst{(i % columns) * cell + 8, (i / columns) * cell + lit * rows * cell + 8, cell - 16, cell - 16};
      SDL_RenderCopy(canvas.renderer(), t, nullptr, &dst);
      SDL_DestroyTexture(t);
    }
  }
  EXPECT_EQ("", canvas.savePng(test::binaryPath("tile-sheet.png")));
}

// The cursor must show on any land and any flow colour at the smallest tiles: across each side,
// from the edge in, a white line at least 2 px wide with a nearly opaque dark pixel on both sides
// of it, so it contrasts with light and dark ground alike whatever lies under it. On hex cells it
// is a hexagon as tall as the cell's picture, clear outside its slanted top edges.
TEST(TileArtTest, TheCursorIsAWhiteLineBetweenDarkOnesAtEverySize) {
  test::ensureHeadlessSdl();
  for (const Shape shape : {Shape::Square, Shape::Hex})
    for (const int size : {19, 24, 48, 96}) {
      const int side = size + 2 * TileArt::cursorMargin(size);
      const int tall = shape == Shape::Hex
                           ? static_cast<int>(std::lround(size * 2 / std::sqrt(3.0))) + 2 * TileArt::cursorMargin(size)
                           : side;
      const SurfacePtr raw = Assets::rasterise(TileArt::cursor(size, shape), side, tall);
      ASSERT_TRUE(raw) << size;
      ASSERT_EQ(raw->h, tall);
      const SurfacePtr s(SDL_ConvertSurfaceFormat(raw.get(), SDL_PIXELFORMAT_RGBA32, 0));
      ASSERT_TRUE(s) << size;
      auto at = [&](int x, int y) {
        SDL_Color c{};
        const auto* p = static_cast<const Uint8*>(s->pixels) + y * s->pitch + x * 4;
        c.r = p[0];
        c.g = p[1];
        c.b = p[2];
        c.a = p[3];
        return c;
      };
      auto dark = [](SDL_Color c) { return c.a >= 200 && std::max({c.r, c.g, c.b}) <= 60; };
      auto white = [](SDL_Color c) { return c.a >= 235 && std::min({c.r, c.g, c.b}) >= 225; };
      const int mid = side / 2;
      const int midY = tall / 2;
      // A quarter of the way along the top, just below it: outside a hexagon.
      if (shape == Shape::Hex) {
        EXPECT_LT(at(side / 4, std::max(1, tall / 20)).a, 40) << "size " << size;
      }
      for (int edge = 0; edge < 4; ++edge) {
        // A hexagon's top and bottom are corners, crossed on the slant; its sides are checked.
        if (shape == Shape::Hex && edge % 2 == 0) continue;
        // Pixels from the edge inwards, half way along the side.
        std::vector<SDL_Color> line;
        for (int k = 0; k < std::min(side, tall) / 2; ++k) {
          const int x = edge == 1 ? side - 1 - k : edge == 3 ? k : mid;
          const int y = edge == 0 ? k : edge == 2 ? tall - 1 - k : midY;
          line.push_back(at(x, y));
        }
        int firstWhite = -1;
        int whiteRun = 0;
        for (int k = 0; k < static_cast<int>(line.size()); ++k) {
          if (!white(line[static_cast<std::size_t>(k)])) {
            if (firstWhite >= 0) break;
            continue;
          }
          if (firstWhite < 0) firstWhite = k;
          ++whiteRun;
        }
        ASSERT_GE(firstWhite, 1) << "size " << size << " edge " << edge;
        EXPECT_GE(whiteRun, 2) << "size " << size << " edge " << edge;
        EXPECT_TRUE(dark(line[static_cast<std::size_t>(firstWhite - 1)])) << "size " << size << " edge " << edge;
        const std::size_t after = static_cast<std::size_t>(firstWhite + whiteRun);
        ASSERT_LT(after, line.size()) << "size " << size << " edge " << edge;
        EXPECT_TRUE(dark(line[after])) << "size " << size << " edge " << edge;
      }
    }
}

}  // namespace
}  // namespace tile_art_test
}  // namespace tileflow
