// LinesView: a Lines board through a camera, painted in pieces.
#include "game/view/LinesView.hpp"

#include <algorithm>
#include <cmath>
#include <utility>

#include "engine/platform/Assets.hpp"
#include "engine/platform/TargetPool.hpp"
#include "engine/platform/TextureLedger.hpp"
#include "engine/ui/Colour.hpp"
#include "engine/ui/Theme.hpp"
#include "game/lines/LinesBoard.hpp"
#include "game/play/Overview.hpp"

namespace tileflow {

namespace {

void fillWith(SDL_Renderer* r, std::uint32_t colour, const SDL_Rect* rect) {
  SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE);
  SDL_SetRenderDrawColor(r, (colour >> 16) & 0xff, (colour >> 8) & 0xff, colour & 0xff, 255);
  SDL_RenderFillRect(r, rect);
}

// How a cell shows on the map: a dot brightest, then a line's colour dimmed, an empty cell dark,
// a hole as the frame; a map pixel over several cells shows the strongest.
int mapStrength(const LinesBoard& board, const LinesCellLook& look, int cell) {
  if (!board.present(cell)) return 0;
  if (look.dot >= 0) return 3;
  return look.tint >= 0 ? 2 : 1;
}

std::uint32_t mapColour(const LinesCellLook& look, int strength) {
  switch (strength) {
    case 3:
      return linesColour(look.dot);
    case 2:
      return mixColour(linesColour(-1), linesColour(look.tint), 0.7);
    case 1:
      return linesColour(-1);
    default:
      return 0x10163a;
  }
}

}  // namespace

LinesView::~LinesView() {
  returnPieces();
  returnOld();
}

void LinesView::layout(const SDL_Rect& area, int width, int height, Shape shape, int maxCell) {
  if (std::max(1, width) != width_ || std::max(1, height) != height_ || shape != shape_) {
    // Another board: the pieces' lists of cells and pictures are of the old one.
    returnPieces();
    returnOld();
  }
  width_ = std::max(1, width);
  height_ = std::max(1, height);
  shape_ = shape;
  const SDL_FPoint extent = FloodGeometry::extent(width_, height_, shape_);
  const double fit = std::max(
      1.0, std::floor(std::min(static_cast<double>(area.w) / extent.x, static_cast<double>(area.h) / extent.y)));
  setCamera(area, Rect{0, 0, extent.x, extent.y}, fit, std::max<double>(fit, maxCell), width_, height_);
  cameraMoved();
}

void LinesView::cameraMoved() {
  const Point origin = camera_.toScreen(Point{0, 0});
  const int cell = drawnCellSize();
  geometry_ = FloodGeometry(SDL_FPoint{static_cast<float>(origin.x), static_cast<float>(origin.y)},
                            static_cast<float>(cell), width_, height_, shape_);
  // Pieces are fixed to the board: a pan keeps them, a new cell size paints them afresh. Painting
  // every piece in view in one frame costs 13 ms at 640x480 and 27 ms at 1920x1080 on a 60x60
  // board, so a finished picture stays, scaled, while the new pieces come a few a frame; a step
  // taken before they are done keeps the older picture (the part-painted pieces go).
  if (cell != drawn_) {
    if (piecesComplete_ && !pieces_.empty() && drawn_ > 0) {
      returnOld();
      old_ = std::move(pieces_);
      pieces_.clear();
      oldDrawn_ = drawn_;
    } else {
      returnPieces();
    }
    piecesComplete_ = false;
    drawn_ = cell;
  }
}

void LinesView::forget() {
  for (Piece& piece : pieces_) piece.painter.forget();
  returnOld();  // a picture of another board
}

void LinesView::returnPieces() {
  for (Piece& piece : pieces_)
    if (pool_ != nullptr && piece.target) pool_->give(std::move(piece.target));
  pieces_.clear();
  piecesComplete_ = false;
}

void LinesView::returnOld() {
  for (Piece& piece : old_)
    if (pool_ != nullptr && piece.target) pool_->give(std::move(piece.target));
  old_.clear();
}

void LinesView::drawOld(SDL_Renderer* r, const SDL_Rect& board0, const SDL_Rect& seen) {
  if (old_.empty() || oldDrawn_ <= 0) return;
  const double scale = static_cast<double>(drawn_) / oldDrawn_;
  const auto at = [&](int pieces) { return static_cast<int>(std::lround(pieces * PieceSize * scale)); };
  SDL_RenderSetClipRect(r, &seen);
  for (Piece& piece : old_) {
    const int x0 = at(piece.column);
    const int y0 = at(piece.row);
    const SDL_Rect dst{board0.x + x0, board0.y + y0, at(piece.column + 1) - x0, at(piece.row + 1) - y0};
    SDL_Rect shown{};
    if (SDL_IntersectRect(&dst, &seen, &shown) == SDL_FALSE) continue;
    SDL_SetTextureBlendMode(piece.target.get(), SDL_BLENDMODE_NONE);
    SDL_RenderCopy(r, piece.target.get(), nullptr, &dst);
  }
  SDL_RenderSetClipRect(r, nullptr);
}

int LinesView::cellAt(int x, int y) const {
  if (!laidOut()) return -1;
  const SDL_Point p{x, y};
  if (SDL_PointInRect(&p, &area_) == SDL_FALSE && !fitted()) return -1;
  const SDL_Rect map = overviewRect();
  if (map.w > 0 && SDL_PointInRect(&p, &map) == SDL_TRUE) return -1;
  return geometry_.cellAt(static_cast<float>(x), static_cast<float>(y));
}

SDL_Rect LinesView::cellRect(int cell) const {
  if (!laidOut() || cell < 0 || cell >= width_ * height_) return SDL_Rect{0, 0, 0, 0};
  float x0 = 1e9f;
  float y0 = 1e9f;
  float x1 = -1e9f;
  float y1 = -1e9f;
  for (const SDL_FPoint& p : geometry_.corners(cell)) {
    x0 = std::min(x0, p.x);
    y0 = std::min(y0, p.y);
    x1 = std::max(x1, p.x);
    y1 = std::max(y1, p.y);
  }
  const int left = static_cast<int>(std::floor(x0));
  const int top = static_cast<int>(std::floor(y0));
  return SDL_Rect{left, top, static_cast<int>(std::ceil(x1)) - left, static_cast<int>(std::ceil(y1)) - top};
}

void LinesView::reveal(int cell) {
  if (cell < 0 || cell >= width_ * height_) return;
  revealCell(cell, std::max(2, drawnCellSize() / 8));
}

void LinesView::cellsIn(const SDL_Rect& rect, std::vector<int>& cells) const {
  // The board at the drawn size with its corner at (0, 0); walls reach a little past a cell.
  const FloodGeometry local(SDL_FPoint{0, 0}, static_cast<float>(drawn_), width_, height_, shape_);
  const float halfW = local.cellSize() / 2;
  const float halfH = shape_ == Shape::Hex ? local.cellSize() / 1.7320508f : halfW;
  const float reach = std::max(2.0f, local.cellSize() / 7) + 1;
  cells.clear();
  for (int c = 0; c < width_ * height_; ++c) {
    const SDL_FPoint p = local.centre(c);
    if (p.x + halfW + reach <= static_cast<float>(rect.x) ||
        p.x - halfW - reach >= static_cast<float>(rect.x + rect.w) ||
        p.y + halfH + reach <= static_cast<float>(rect.y) || p.y - halfH - reach >= static_cast<float>(rect.y + rect.h))
      continue;
    cells.push_back(c);
  }
}

bool LinesView::drawPieces(UiContext& ui, const LinesBoard& board, const std::vector<LinesCellLook>& looks) {
  if (ui.assets == nullptr) return false;
  TargetPool& pool = ui.assets->targets(PieceSize);
  if (pool_ != &pool) {
    returnPieces();
    returnOld();
    pool_ = &pool;
  }
  // The pieces under the part of the board in view.
  const SDL_Rect board0 = boardOnScreen();
  SDL_Rect seen{};
  if (SDL_IntersectRect(&board0, &area_, &seen) == SDL_FALSE) return true;
  const int firstColumn = (seen.x - board0.x) / PieceSize;
  const int lastColumn = (seen.x + seen.w - 1 - board0.x) / PieceSize;
  const int firstRow = (seen.y - board0.y) / PieceSize;
  const int lastRow = (seen.y + seen.h - 1 - board0.y) / PieceSize;
  // Pieces scrolled out of view go back to the pool.
  std::erase_if(pieces_, [&](Piece& piece) {
    const bool out =
        piece.column < firstColumn || piece.column > lastColumn || piece.row < firstRow || piece.row > lastRow;
    if (out && piece.target) pool.give(std::move(piece.target));
    return out;
  });
  SDL_Renderer* r = ui.renderer;
  for (int row = firstRow; row <= lastRow; ++row)
    for (int column = firstColumn; column <= lastColumn; ++column) {
      if (std::any_of(pieces_.begin(), pieces_.end(),
                      [&](const Piece& p) { return p.column == column && p.row == row; }))
        continue;
      Piece piece;
      piece.column = column;
      piece.row = row;
      piece.target = pool.take();
      if (!piece.target && !old_.empty()) {
        // Targets are short (a 4K window holds half the pool): the old picture gives its own.
        returnOld();
        piece.target = pool.take();
      }
      if (!piece.target) return false;
      cellsIn(SDL_Rect{column * PieceSize, row * PieceSize, PieceSize, PieceSize}, piece.cells);
      pieces_.push_back(std::move(piece));
    }
  SDL_Texture* before = SDL_GetRenderTarget(r);
  // Pieces to paint whole (new, or their board forgotten) are painted while the frame's time lasts,
  // one at least: the rest in the next frames, the old picture (after a zoom step) or the panel
  // (the first frame) showing where they go meanwhile. Changed cells of painted pieces are always
  // painted: a stroke shows in the frame it happens.
  const Uint64 start = SDL_GetPerformanceCounter();
  const double ms = old_.empty() ? firstPaintMs_ : settlePaintMs_;
  const auto budget = static_cast<Uint64>(static_cast<double>(SDL_GetPerformanceFrequency()) * ms / 1000);
  bool complete = true;
  bool paintedWhole = false;
  for (Piece& piece : pieces_) {
    const bool whole = piece.painter.blank();
    if (whole && paintedWhole && SDL_GetPerformanceCounter() - start > budget) {
      complete = false;
      continue;
    }
    if (SDL_SetRenderTarget(r, piece.target.get()) != 0) {
      SDL_SetRenderTarget(r, before);
      return false;
    }
    paintedWhole = paintedWhole || whole;
    if (whole) fillWith(r, theme::Panel, nullptr);
    const FloodGeometry local(
        SDL_FPoint{static_cast<float>(-piece.column * PieceSize), static_cast<float>(-piece.row * PieceSize)},
        static_cast<float>(drawn_), width_, height_, shape_);
    piece.painter.paint(ui, local, board, looks, piece.cells);
    piece.shown = true;
  }
  SDL_SetRenderTarget(r, before);
  piecesComplete_ = complete;
  if (complete) {
    returnOld();
  } else {
    drawOld(r, board0, seen);
  }
  SDL_RenderSetClipRect(r, &seen);
  for (Piece& piece : pieces_) {
    // Never painted yet: what is under it shows. A forgotten piece still holds its last picture.
    if (!piece.shown) continue;
    const SDL_Rect at{board0.x + piece.column * PieceSize, board0.y + piece.row * PieceSize, PieceSize, PieceSize};
    SDL_SetTextureBlendMode(piece.target.get(), SDL_BLENDMODE_NONE);
    SDL_RenderCopy(r, piece.target.get(), nullptr, &at);
  }
  SDL_RenderSetClipRect(r, nullptr);
  piecesShown_ = static_cast<int>(pieces_.size());
  return true;
}

void LinesView::draw(UiContext& ui, const LinesPosition& shown, const LinesLook& look) {
  const LinesBoard& board = shown.board();
  if (!laidOut() || board.width() != width_ || board.height() != height_) return;
  SDL_Renderer* r = ui.renderer;
  // The frame: the panel's colour a little past the board, as far as the view goes.
  const int pad = ui.metrics.px(4);
  const SDL_Rect board0 = boardOnScreen();
  const SDL_Rect around{board0.x - pad, board0.y - pad, board0.w + 2 * pad, board0.h + 2 * pad};
  const SDL_Rect reach{area_.x - pad, area_.y - pad, area_.w + 2 * pad, area_.h + 2 * pad};
  SDL_Rect frame{};
  if (SDL_IntersectRect(&around, &reach, &frame) == SDL_TRUE) fillWith(r, theme::Panel, &frame);
  linesCellLooks(shown, look.flash, looks_);
  const std::vector<LinesCellLook>& looks = looks_;
  SDL_RendererInfo info{};
  const bool keep = SDL_GetRendererInfo(r, &info) == 0 && renderTargetsWorthKeeping(info.name);
  piecesShown_ = 0;
  if (!keep || !drawPieces(ui, board, looks)) {
    returnPieces();
    returnOld();
    // Every cell in view, straight to the screen.
    const SDL_Rect view{area_.x - board0.x, area_.y - board0.y, area_.w, area_.h};
    SDL_RenderSetClipRect(r, &area_);
    direct_.forget();
    cellsIn(view, visible_);
    direct_.paint(ui, geometry_, board, looks, visible_);
    SDL_RenderSetClipRect(r, nullptr);
  }
  SDL_RenderSetClipRect(r, &area_);
  drawLinesTop(ui, geometry_, shown, look, area_);
  SDL_RenderSetClipRect(r, nullptr);
  if (!fitted()) drawMap(ui, board, looks);
}

void LinesView::drawMap(UiContext& ui, const LinesBoard& board, const std::vector<LinesCellLook>& looks) {
  const SDL_Rect map = overviewRect();
  if (map.w <= 0) return;
  SDL_Renderer* r = ui.renderer;
  if (!map_ || mapW_ != map.w || mapH_ != map.h) {
    map_ = TextureLedger::create(r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STATIC, map.w, map.h);
    mapW_ = map.w;
    mapH_ = map.h;
    mapShown_.clear();
  }
  // Each pixel shows the strongest of the cells it covers, so no dot drops out of a shrunk map.
  mapPixels_.assign(static_cast<std::size_t>(map.w) * static_cast<std::size_t>(map.h), 0);
  for (int py = 0; py < map.h; ++py) {
    const int y0 = py * height_ / map.h;
    const int y1 = std::max(y0, ((py + 1) * height_ - 1) / map.h);
    for (int px = 0; px < map.w; ++px) {
      const int x0 = px * width_ / map.w;
      const int x1 = std::max(x0, ((px + 1) * width_ - 1) / map.w);
      int best = -1;
      int strength = -1;
      for (int y = y0; y <= y1 && y < height_; ++y)
        for (int x = x0; x <= x1 && x < width_; ++x) {
          const int c = y * width_ + x;
          const int s = mapStrength(board, looks[static_cast<std::size_t>(c)], c);
          if (s > strength) {
            strength = s;
            best = c;
          }
        }
      const std::uint32_t colour = best < 0 ? 0x10163a : mapColour(looks[static_cast<std::size_t>(best)], strength);
      mapPixels_[static_cast<std::size_t>(py) * static_cast<std::size_t>(map.w) + static_cast<std::size_t>(px)] =
          0xff000000u | colour;
    }
  }
  if (map_ && mapPixels_ != mapShown_) {
    SDL_UpdateTexture(map_.get(), nullptr, mapPixels_.data(), map.w * 4);
    mapShown_ = mapPixels_;
  }
  drawMapFrame(r, map, map_.get());
}

}  // namespace tileflow
