// Card: lays out preview, title and QR code; the QR gets whole-pixel modules and a quiet zone of
// four modules, which is what phone readers need to lock on.
#include "game/view/Card.hpp"

#include <algorithm>

#include "engine/ui/Paint.hpp"
#include "engine/ui/Theme.hpp"
#include "game/model/Networks.hpp"
#include "game/view/BoardView.hpp"
#include "game/view/Land.hpp"
#include "game/view/QrCode.hpp"

namespace tileflow {

namespace {

void fill(SDL_Renderer* r, const SDL_Rect& rect, std::uint32_t rgb) {
  SDL_SetRenderDrawColor(r, static_cast<Uint8>(rgb >> 16), static_cast<Uint8>(rgb >> 8), static_cast<Uint8>(rgb), 255);
  SDL_RenderFillRect(r, &rect);
}

}  // namespace

void drawCard(Assets& assets, const Level& level, const std::string& shareCode, const CardLayout& layout) {
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

  const std::string title = level.name.empty() ? (level.id.empty() ? "Tileflow puzzle" : level.id) : level.name;
  const SDL_Rect titleRect{margin, margin, previewArea.w, textBand * 3 / 5};
  drawTextIn(assets, title, FontStyle::Bold, textBand / 2, theme::Text, titleRect, Align::Left);
  std::string about = std::to_string(level.board.width()) + " × " + std::to_string(level.board.height());
  if (level.board.wrap()) about += " · edges wrap";
  if (level.parMoves) about += " · par " + std::to_string(*level.parMoves) + " moves";
  const SDL_Rect aboutRect{margin, margin + textBand * 3 / 5, previewArea.w, textBand * 2 / 5};
  drawTextIn(assets, about, FontStyle::Regular, textBand / 4, theme::TextDim, aboutRect, Align::Left);

  BoardView view;
  view.warmUp = false;  // one frame, the whole board
  view.setRotationSeconds(0);
  view.layout(previewArea, level.board.width(), level.board.height(), 160, level.board.topology());
  BoardDrawOptions options;
  options.markLooseEnds = false;
  options.land = landOf(level.board.catalog(), level.environment);
  const Networks networks(level.board);
  view.draw(assets, level.board, networks, options);

  // Dark modules on white, whatever the theme: readers expect dark-on-light.
  fill(r, qrRect, 0xffffff);
  for (int y = 0; y < qr.size; ++y) {
    for (int x = 0; x < qr.size; ++x) {
      if (!qr.at(x, y)) continue;
      fill(r, SDL_Rect{qrRect.x + (quiet + x) * module, qrRect.y + (quiet + y) * module, module, module}, 0x000000);
    }
  }
}

}  // namespace tileflow
