// Card: lays out preview, title and QR code; the QR gets whole-pixel modules and a quiet zone of
// four modules, which is what phone readers need to lock on.
#include "game/view/Card.hpp"

#include <algorithm>

#include "engine/core/Translate.hpp"
#include "engine/ui/Paint.hpp"
#include "engine/ui/Theme.hpp"
#include "game/model/Networks.hpp"
#include "game/view/BoardView.hpp"
#include "game/view/Land.hpp"
#include "game/view/LinesArt.hpp"
#include "game/view/QrCode.hpp"

namespace tileflow {

namespace {

void fill(SDL_Renderer* r, const SDL_Rect& rect, std::uint32_t rgb) {
  SDL_SetRenderDrawColor(r, static_cast<Uint8>(rgb >> 16), static_cast<Uint8>(rgb >> 8), static_cast<Uint8>(rgb), 255);
  SDL_RenderFillRect(r, &rect);
}

// The card around its preview: background, title, the line under it and the QR code; returns
// the area left for the preview.
SDL_Rect drawCardFrame(Assets& assets, const std::string& title, const std::string& about, const std::string& shareCode,
                       const CardLayout& layout) {
  SDL_Renderer* r = assets.renderer();
  const int w = layout.width;
  const int h = layout.height;
  const int margin = std::max(12, h / 24);
  drawBackground(assets, w, h, theme::BackgroundTop, theme::BackgroundBottom);

  // The QR code takes the right-hand square (or the bottom one on a portrait card).
  const bool portrait = h > w;
  const int qrSide =
      portrait ? std::min(w - 2 * margin, h / 2 - 2 * margin) : std::min(h - 2 * margin, w / 2 - 2 * margin);
  const QrCode qr = QrCode::encode(shareCode);
  const int quiet = 4;
  const int module = std::max(1, (qrSide - margin) / (qr.size + 2 * quiet));
  const int qrPixels = module * (qr.size + 2 * quiet);
  const int textBand = std::max(60, h / 7);
  SDL_Rect qrRect;
  SDL_Rect previewArea;
  if (portrait) {
    qrRect = SDL_Rect{(w - qrPixels) / 2, h - margin - qrPixels, qrPixels, qrPixels};
    previewArea = SDL_Rect{margin, margin + textBand, w - 2 * margin, qrRect.y - 2 * margin - textBand};
  } else {
    qrRect = SDL_Rect{w - margin - qrPixels, (h - qrPixels) / 2, qrPixels, qrPixels};
    previewArea = SDL_Rect{margin, margin + textBand, qrRect.x - 3 * margin, h - 2 * margin - textBand};
  }

  const SDL_Rect titleRect{margin, margin, previewArea.w, textBand * 3 / 5};
  drawTextIn(assets, title, FontStyle::Bold, textBand / 2, theme::Text, titleRect, Align::Left);
  const SDL_Rect aboutRect{margin, margin + textBand * 3 / 5, previewArea.w, textBand * 2 / 5};
  drawTextIn(assets, about, FontStyle::Regular, textBand / 4, theme::TextDim, aboutRect, Align::Left);

  drawQrCode(r, qr, qrRect);
  return previewArea;
}

}  // namespace

SDL_Rect drawQrCode(SDL_Renderer* r, const QrCode& qr, const SDL_Rect& square) {
  const int quiet = 4;
  const int module = std::max(1, std::min(square.w, square.h) / (qr.size + 2 * quiet));
  const int pixels = module * (qr.size + 2 * quiet);
  const SDL_Rect at{square.x + (square.w - pixels) / 2, square.y + (square.h - pixels) / 2, pixels, pixels};
  // Dark modules on white, whatever the theme: readers expect dark-on-light.
  fill(r, at, 0xffffff);
  for (int y = 0; y < qr.size; ++y) {
    for (int x = 0; x < qr.size; ++x) {
      if (!qr.at(x, y)) continue;
      fill(r, SDL_Rect{at.x + (quiet + x) * module, at.y + (quiet + y) * module, module, module}, 0x000000);
    }
  }
  return at;
}

void drawCard(Assets& assets, const Level& level, const std::string& shareCode, const CardLayout& layout) {
  const std::string title =
      level.name.empty() ? (level.id.empty() ? std::string(tr("Tileflow puzzle")) : level.id) : level.name;
  std::string about = std::to_string(level.board.width()) + " × " + std::to_string(level.board.height());
  if (level.board.wrap()) about += std::string(" · ") + tr("edges wrap");
  if (level.parMoves)
    about += " · " + formatText(trn("par {1} move", "par {1} moves", *level.parMoves), *level.parMoves);
  const SDL_Rect previewArea = drawCardFrame(assets, title, about, shareCode, layout);

  BoardView view;
  view.warmUp = false;  // one frame, the whole board
  view.setRotationSeconds(0);
  view.layout(previewArea, level.board.width(), level.board.height(), 160, level.board.topology());
  BoardDrawOptions options;
  options.markLooseEnds = false;
  options.land = landOf(level.board.catalog(), level.environment);
  const Networks networks(level.board);
  view.draw(assets, level.board, networks, options);
}

void drawLinesCard(Assets& assets, const LinesLevel& level, const std::string& shareCode, const CardLayout& layout) {
  const LinesBoard& board = level.board;
  const std::string title =
      level.name.empty() ? (level.id.empty() ? std::string(tr("Tileflow Lines puzzle")) : level.id) : level.name;
  std::string about = std::string(tr("Lines")) + " · " + std::to_string(board.width()) + " × " +
                      std::to_string(board.height()) + " · " +
                      formatText(trn("{1} pair", "{1} pairs", board.colours()), board.colours());
  if (board.wrap()) about += std::string(" · ") + tr("warps");
  const SDL_Rect previewArea = drawCardFrame(assets, title, about, shareCode, layout);

  // The board as a player first sees it: dots, walls, bridges, portals; no line drawn.
  UiContext ui;
  ui.renderer = assets.renderer();
  ui.assets = &assets;
  ui.metrics = Metrics::of(layout.width, layout.height, 1.0f);
  const FloodGeometry geometry(previewArea, board.width(), board.height(), board.shape());
  const SDL_FRect& b = geometry.bounds();
  const int pad = std::max(4, layout.height / 120);
  fill(ui.renderer,
       SDL_Rect{static_cast<int>(b.x) - pad, static_cast<int>(b.y) - pad, static_cast<int>(b.w) + 2 * pad,
                static_cast<int>(b.h) + 2 * pad},
       theme::Panel);
  const LinesPosition start(board);
  LinesPainter painter;
  painter.paint(ui, geometry, start, -1);
  drawLinesTop(ui, geometry, start, LinesLook{}, previewArea);
}

}  // namespace tileflow
