// LinesArt: a board painted cell by cell as the position changes looks exactly as one painted
// whole, on every kind of board (square and hex, walls, bridges, warps, portals, outlines).
#include "game/view/LinesArt.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "engine/platform/SdlHandles.hpp"
#include "game/lines/LinesGenerator.hpp"
#include "game/screens/ScreenHarness.hpp"
#include "tests/support/TestCatalog.hpp"
#include "tests/support/UiTestSupport.hpp"

namespace tileflow {
namespace lines_art_test {
namespace {

// The pixels of a w×h target texture after `paint` drew into it.
template <typename Paint>
std::vector<std::uint32_t> pixelsOf(SDL_Renderer* r, int w, int h, Paint paint) {
  TexturePtr target(SDL_CreateTexture(r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, w, h));
  EXPECT_NE(target, nullptr);
  SDL_SetRenderTarget(r, target.get());
  SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE);
  SDL_SetRenderDrawColor(r, 0, 0, 0, 0);
  SDL_RenderClear(r);
  paint();
  std::vector<std::uint32_t> pixels(static_cast<std::size_t>(w) * static_cast<std::size_t>(h));
  SDL_RenderReadPixels(r, nullptr, SDL_PIXELFORMAT_ARGB8888, pixels.data(), w * 4);
  SDL_SetRenderTarget(r, nullptr);
  return pixels;
}

TEST(LinesArt, ACellByCellPaintLooksExactlyAsAWholeOne) {
  test::ensureHeadlessSdl();
  ScreenHarness h(640, 480, &test::uiTestCatalog());
  UiContext& ui = h.app().ui;
  struct Kind {
    const char* name;
    LinesGenerateOptions options;
  };
  std::vector<Kind> kinds(5);
  kinds[0] = {"square walls", {}};
  kinds[0].options.walls = WallPattern::Pillars;
  kinds[1] = {"hex", {}};
  kinds[1].options.shape = Shape::Hex;
  kinds[2] = {"bridges", {}};
  kinds[2].options.bridges = 3;
  kinds[3] = {"warps", {}};
  kinds[3].options.wrap = true;
  kinds[4] = {"portals", {}};
  kinds[4].options.portals = 2;
  for (Kind& kind : kinds) {
    kind.options.width = kind.options.height = 8;
    kind.options.seed = 11;
    const auto made = generateLines(kind.options);
    ASSERT_TRUE(made) << kind.name;
    const LinesBoard& board = made->board;
    const FloodGeometry g(SDL_Rect{3, 5, 300, 260}, board.width(), board.height(), board.shape());
    // The positions a player passes through: each line drawn in turn, one cut by another's
    // path, one taken back, the hint's flash on and off.
    std::vector<LinesPosition> positions;
    LinesPosition p(board);
    positions.push_back(p);
    for (std::size_t c = 0; c < made->solution.size(); ++c) {
      p.setLine(static_cast<int>(c), made->solution[c]);
      positions.push_back(p);
    }
    if (made->solution.size() >= 2) {
      std::vector<int> half(made->solution[0].begin(), made->solution[0].begin() + 1);
      p.setLine(0, half);
      positions.push_back(p);
    }
    LinesPainter painter;
    int flash = -1;
    const auto stepwise = pixelsOf(ui.renderer, 320, 280, [&] {
      for (std::size_t i = 0; i < positions.size(); ++i) {
        flash = i % 3 == 1 ? static_cast<int>(i % board.colours()) : -1;
        painter.paint(ui, g, positions[i], flash);
      }
    });
    const auto whole = pixelsOf(ui.renderer, 320, 280, [&] {
      LinesPainter fresh;
      fresh.paint(ui, g, positions.back(), flash);
    });
    std::size_t differ = 0;
    for (std::size_t i = 0; i < whole.size(); ++i) differ += whole[i] != stepwise[i] ? 1 : 0;
    EXPECT_EQ(differ, 0u) << kind.name << ": pixels that differ";
    // And the paint is not blank: it drew the board.
    std::size_t drawn = 0;
    for (const std::uint32_t px : whole) drawn += (px >> 24) != 0 ? 1 : 0;
    EXPECT_GT(drawn, whole.size() / 3) << kind.name;
  }
}

}  // namespace
}  // namespace lines_art_test
}  // namespace tileflow
