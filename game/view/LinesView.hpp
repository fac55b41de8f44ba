// LinesView: a Lines board on screen through a camera. Fitted, the whole board shows; zoomed in
// (wheel, pinch, the zoom keys and triggers through BoardViewInput) its cells are drawn larger,
// a pan moves them, and a map of the whole board sits in a corner. The cells are painted by
// LinesPainter into square pieces fixed to the board — only the pieces the view shows, and in
// them only the cells whose look changed — so a stroke repaints a few cells, a pan paints only
// the pieces coming into view, and a steady frame is a copy per piece. Where render targets are
// not worth keeping (GPU renderers) the cells in view are painted straight to the screen.
#pragma once

#include <SDL.h>

#include <cstdint>
#include <vector>

#include "engine/platform/SdlHandles.hpp"
#include "engine/ui/UiContext.hpp"
#include "game/lines/LinesPosition.hpp"
#include "game/view/FloodArt.hpp"
#include "game/view/LinesArt.hpp"
#include "game/view/ZoomableView.hpp"

namespace tileflow {

class TargetPool;

class LinesView final : public ZoomableView {
 public:
  LinesView() = default;
  LinesView(const LinesView&) = delete;
  LinesView& operator=(const LinesView&) = delete;
  // The pieces' render targets go back to the pool they came from.
  ~LinesView() override;

  // Fits a `width`×`height` board of `shape` into `area` with whole-pixel cells, zoomable up to
  // `maxCell` pixels a cell, and shows it whole.
  void layout(const SDL_Rect& area, int width, int height, Shape shape, int maxCell);
  // Where the cells are drawn now (screen pixels; cells scrolled out of view lie outside area()).
  const FloodGeometry& geometry() const { return geometry_; }
  const SDL_Rect& area() const { return area_; }
  // The cell under (x, y), or -1: off the board, outside the view or on the map.
  int cellAt(int x, int y) const;
  SDL_Rect cellRect(int cell) const override;
  void reveal(int cell) override;
  // Paints every cell afresh at the next draw (the board itself changed: walls, dots).
  void forget();
  // After a zoom step the picture at the old size shows, scaled, while the pieces at the new size
  // are painted a few a frame, and a first picture too big for one frame comes over several: true
  // until every piece in view is painted (the screen draws again meanwhile).
  bool settling() const { return !old_.empty() || (!pieces_.empty() && !piecesComplete_); }

  // The board's frame, its cells, the cursor and the dots' letters, all within the view; while
  // zoomed in, the map over them.
  void draw(UiContext& ui, const LinesPosition& shown, const LinesLook& look);

  // The side of a piece (pixels): a pan paints a piece's worth of cells at a time.
  static constexpr int PieceSize = 256;
  // How many pieces the last frame drew from render targets (0: painted straight to the screen).
  int piecesShown() const { return piecesShown_; }
  // While settling, the time a frame spends painting pieces at the new size (at least one piece).
  static constexpr double SettlePaintMs = 2;
  // With nothing to show meanwhile (the first frame, a board forgotten), the time a frame spends
  // painting pieces: a 60x60 board fitted to 3840x2160 takes about 116 ms in all.
  static constexpr double FirstPaintMs = 30;
  // Other times for the two (tests: 0 paints one piece a frame).
  void setPaintMs(double first, double settle) {
    firstPaintMs_ = first;
    settlePaintMs_ = settle;
  }
  void setSettlePaintMs(double ms) { settlePaintMs_ = ms; }

 private:
  // A PieceSize square of the board at the drawn cell size, `column` and `row` pieces from its
  // top-left corner, with the cells that reach into it.
  struct Piece {
    int column = 0;
    int row = 0;
    TexturePtr target;
    LinesPainter painter;
    std::vector<int> cells;
    bool shown = false;  // the target holds a picture of the board at this size
  };

  void cameraMoved() override;
  void returnPieces();
  void returnOld();
  // The old picture, scaled from its cell size to the drawn one, clipped to `seen`.
  void drawOld(SDL_Renderer* r, const SDL_Rect& board0, const SDL_Rect& seen);
  // The cells whose outline (and walls) reach into `rect`, a rectangle of the zoomed board in
  // pixels from its top-left corner.
  void cellsIn(const SDL_Rect& rect, std::vector<int>& cells) const;
  // Paints the pieces the view needs and copies them; false when render targets are short.
  bool drawPieces(UiContext& ui, const LinesBoard& board, const std::vector<LinesCellLook>& looks);
  void drawMap(UiContext& ui, const LinesBoard& board, const std::vector<LinesCellLook>& looks);

  FloodGeometry geometry_;
  int width_ = 0;
  int height_ = 0;
  Shape shape_ = Shape::Square;
  int drawn_ = 0;  // the cell size the pieces were painted at
  TargetPool* pool_ = nullptr;
  std::vector<Piece> pieces_;
  bool piecesComplete_ = false;  // every piece in view was painted at the last draw
  // The pieces painted at the cell size before a zoom step, shown scaled until pieces_ are done.
  std::vector<Piece> old_;
  int oldDrawn_ = 0;
  double firstPaintMs_ = FirstPaintMs;
  double settlePaintMs_ = SettlePaintMs;
  LinesPainter direct_;  // straight to the screen, every cell in view each frame
  // Kept from frame to frame, so a frame asks the heap for nothing new.
  std::vector<LinesCellLook> looks_;
  std::vector<int> visible_;
  int piecesShown_ = 0;

  // The map's picture, uploaded when it changes.
  TexturePtr map_;
  int mapW_ = 0;
  int mapH_ = 0;
  std::vector<std::uint32_t> mapPixels_;
  std::vector<std::uint32_t> mapShown_;
};

}  // namespace tileflow
