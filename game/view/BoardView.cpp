// BoardView: the board on screen.
#include "game/view/BoardView.hpp"

#include <algorithm>
#include <cmath>

#include "engine/ui/Colour.hpp"
#include "engine/ui/Paint.hpp"
#include "game/view/TileArt.hpp"

namespace tileflow {

namespace {
double easeOut(double t) { return 1 - (1 - t) * (1 - t) * (1 - t); }
}  // namespace

void BoardView::layout(const SDL_Rect& area, int columns, int rows, int maxCell) {
  area_ = area;
  columns_ = std::max(1, columns);
  rows_ = std::max(1, rows);
  // The tray around the tiles takes a seventh of a cell on each side; leave room for it.
  const double spanW = columns_ + 2.0 / 7 + 0.05;
  const double spanH = rows_ + 2.0 / 7 + 0.05;
  cell_ = std::max(4, std::min({static_cast<int>(area.w / spanW), static_cast<int>(area.h / spanH), maxCell}));
  board_ = SDL_Rect{area.x + (area.w - cell_ * columns_) / 2, area.y + (area.h - cell_ * rows_) / 2, cell_ * columns_,
                    cell_ * rows_};
  if (cell_ != cachedSize_) {
    tiles_.clear();
    cursor_.reset();
    cachedSize_ = cell_;
  }
}

int BoardView::cellAt(int x, int y) const {
  if (cell_ <= 0 || x < board_.x || y < board_.y) return -1;
  const int cx = (x - board_.x) / cell_;
  const int cy = (y - board_.y) / cell_;
  if (cx >= columns_ || cy >= rows_) return -1;
  return cy * columns_ + cx;
}

SDL_Rect BoardView::cellRect(int cell) const {
  return SDL_Rect{board_.x + (cell % columns_) * cell_, board_.y + (cell / columns_) * cell_, cell_, cell_};
}

double BoardView::spinOffset(const Spin& s) const { return s.fromDegrees * (1 - easeOut(s.t)); }

void BoardView::animateRotation(int cell, int turns) {
  if (rotationSeconds_ <= 0) return;
  double carried = 0;
  for (auto it = spins_.begin(); it != spins_.end(); ++it) {
    if (it->cell == cell) {
      // A second tap mid-turn continues from where the picture is now.
      carried = spinOffset(*it);
      spins_.erase(it);
      break;
    }
  }
  spins_.push_back(Spin{cell, carried - 90.0 * turns, 0});
}

void BoardView::update(double seconds) {
  if (spins_.empty()) return;
  for (Spin& s : spins_) {
    // Longer turns (after several quick taps) take proportionally a little longer.
    const double span = rotationSeconds_ * std::max(1.0, std::sqrt(std::abs(s.fromDegrees) / 90.0));
    s.t = std::min(1.0, s.t + seconds / span);
  }
  spins_.erase(std::remove_if(spins_.begin(), spins_.end(), [](const Spin& s) { return s.t >= 1; }), spins_.end());
}

TileLook BoardView::lookOf(const Board& board, const Networks& networks, int i, const BoardDrawOptions& options) {
  TileLook look;
  look.locked = board.cell(i).locked;
  look.colourBlind = options.colourBlind;
  const TileType& type = board.typeAt(i);
  for (int c = 0; c < type.channelCount && c < MaxChannels; ++c) {
    const int id = networks.networkOf(i, c);
    if (id >= 0 && networks.network(id).complete()) look.litChannels |= static_cast<std::uint8_t>(1u << c);
  }
  if (options.markLooseEnds) {
    for (int s = 0; s < board.sides() && s < 6; ++s)
      if (hasFlow(board.side(i, s)) && !board.matched(i, s)) look.looseSides |= static_cast<std::uint8_t>(1u << s);
  }
  return look;
}

SDL_Texture* BoardView::tileTexture(Assets& assets, const Board& board, int i, const TileLook& look) {
  const Cell& c = board.cell(i);
  const std::uint64_t key =
      (static_cast<std::uint64_t>(c.type) << 16) | (static_cast<std::uint64_t>(c.rotation) << 12) | look.bits();
  if (auto it = tiles_.find(key); it != tiles_.end()) return it->second.get();
  const std::string doc = TileArt::tile(board.catalog(), board.typeAt(i), c.rotation, look);
  SurfacePtr surface = Assets::rasterise(doc, cell_, cell_);
  if (!surface) return nullptr;
  TexturePtr texture(SDL_CreateTextureFromSurface(assets.renderer(), surface.get()));
  if (!texture) return nullptr;
  SDL_SetTextureBlendMode(texture.get(), SDL_BLENDMODE_BLEND);
  SDL_Texture* raw = texture.get();
  tiles_[key] = std::move(texture);
  return raw;
}

SDL_Rect BoardView::trayRect() const {
  const int pad = std::max(2, cell_ / 7);
  return SDL_Rect{board_.x - pad, board_.y - pad, board_.w + 2 * pad, board_.h + 2 * pad};
}

void BoardView::drawTray(Assets& assets) {
  // A tray under the tiles, a little larger than the board.
  const int pad = std::max(2, cell_ / 7);
  PanelStyle tray;
  tray.top = 0x101831;
  tray.bottom = 0x0b1024;
  tray.opacity = 0.75;
  tray.border = 0x4a5fa0;
  tray.borderWidth = std::max(1.0, cell_ / 40.0);
  tray.radius = pad * 2;
  tray.gloss = false;
  tray.shadow = false;
  drawPanel(assets, trayRect(), tray);
}

const BoardView::Spin* BoardView::spinOf(int cell) const {
  for (const Spin& s : spins_)
    if (s.cell == cell) return &s;
  return nullptr;
}

namespace {
constexpr std::uint64_t EmptySlot = ~std::uint64_t{0};
constexpr std::uint64_t Unknown = ~std::uint64_t{0} - 1;

std::uint64_t keyOf(const Cell& c, const TileLook& look) {
  return (static_cast<std::uint64_t>(c.type) << 16) | (static_cast<std::uint64_t>(c.rotation) << 12) | look.bits();
}
}  // namespace

bool BoardView::prepareLayer(Assets& assets, SDL_Texture* backdrop) {
  if (layersUnsupported_ || backdrop == nullptr) return false;
  SDL_Renderer* r = assets.renderer();
  const SDL_Rect tray = trayRect();
  if (layer_ && slots_ && backdrop == layerBackdrop_ && tray.x == layerRect_.x && tray.y == layerRect_.y &&
      tray.w == layerRect_.w && tray.h == layerRect_.h)
    return true;
  if (!SDL_RenderTargetSupported(r)) {
    layersUnsupported_ = true;
    return false;
  }
  SDL_RendererInfo info;
  SDL_GetRendererInfo(r, &info);
  const Uint32 format =
      info.num_texture_formats > 0 ? info.texture_formats[0] : static_cast<Uint32>(SDL_PIXELFORMAT_ARGB8888);
  slots_.reset(SDL_CreateTexture(r, format, SDL_TEXTUREACCESS_TARGET, tray.w, tray.h));
  layer_.reset(SDL_CreateTexture(r, format, SDL_TEXTUREACCESS_TARGET, tray.w, tray.h));
  if (!slots_ || !layer_) {
    slots_.reset();
    layer_.reset();
    layersUnsupported_ = true;
    return false;
  }
  SDL_SetTextureBlendMode(slots_.get(), SDL_BLENDMODE_NONE);
  SDL_SetTextureBlendMode(layer_.get(), SDL_BLENDMODE_NONE);
  SDL_Texture* previous = SDL_GetRenderTarget(r);
  // The slots: the backdrop's slice under the tray, with the tray drawn over it.
  SDL_SetRenderTarget(r, slots_.get());
  int bw = 0;
  int bh = 0;
  SDL_QueryTexture(backdrop, nullptr, nullptr, &bw, &bh);
  const SDL_Rect whole{-tray.x, -tray.y, bw, bh};
  SDL_RenderCopy(r, backdrop, nullptr, &whole);
  SDL_RenderSetViewport(r, nullptr);
  {
    // The tray is drawn in layer coordinates.
    const SDL_Rect saved = board_;
    board_.x -= tray.x;
    board_.y -= tray.y;
    drawTray(assets);
    board_ = saved;
  }
  SDL_SetRenderTarget(r, layer_.get());
  SDL_RenderCopy(r, slots_.get(), nullptr, nullptr);
  SDL_SetRenderTarget(r, previous);
  layerBackdrop_ = backdrop;
  layerRect_ = tray;
  layerKeys_.assign(static_cast<std::size_t>(columns_ * rows_), EmptySlot);
  return true;
}

void BoardView::drawDirect(Assets& assets, const Board& board, const Networks& networks,
                           const BoardDrawOptions& options) {
  drawTray(assets);
  const int cells = std::min(board.cellCount(), columns_ * rows_);
  for (int i = 0; i < cells; ++i) {
    if (spinOf(i) != nullptr) continue;
    const SDL_Rect dst = cellRect(i);
    if (SDL_Texture* t = tileTexture(assets, board, i, lookOf(board, networks, i, options)))
      SDL_RenderCopy(assets.renderer(), t, nullptr, &dst);
  }
}

void BoardView::draw(Assets& assets, const Board& board, const Networks& networks, const BoardDrawOptions& options,
                     SDL_Texture* backdrop) {
  if (&board.catalog() != cachedCatalog_) {
    tiles_.clear();
    cachedCatalog_ = &board.catalog();
    layerKeys_.assign(layerKeys_.size(), Unknown);
  }
  SDL_Renderer* r = assets.renderer();
  if (!prepareLayer(assets, backdrop)) {
    drawDirect(assets, board, networks, options);
  } else {
    const int cells = std::min(board.cellCount(), columns_ * rows_);
    SDL_Texture* previous = SDL_GetRenderTarget(r);
    bool targetSet = false;
    for (int i = 0; i < cells; ++i) {
      TileLook look;
      std::uint64_t want = EmptySlot;
      if (spinOf(i) == nullptr) {
        look = lookOf(board, networks, i, options);
        want = keyOf(board.cell(i), look);
      }
      std::uint64_t& have = layerKeys_[static_cast<std::size_t>(i)];
      if (have == want) continue;
      SDL_Texture* t = want == EmptySlot ? nullptr : tileTexture(assets, board, i, look);
      if (!targetSet) {
        SDL_SetRenderTarget(r, layer_.get());
        targetSet = true;
      }
      SDL_Rect local = cellRect(i);
      local.x -= layerRect_.x;
      local.y -= layerRect_.y;
      SDL_RenderCopy(r, slots_.get(), &local, &local);
      if (t != nullptr) SDL_RenderCopy(r, t, nullptr, &local);
      have = want;
    }
    if (targetSet) SDL_SetRenderTarget(r, previous);
    SDL_RenderCopy(r, layer_.get(), nullptr, &layerRect_);
  }
  drawOverlays(assets, board, networks, options);
}

void BoardView::drawOverlays(Assets& assets, const Board& board, const Networks& networks,
                             const BoardDrawOptions& options) {
  SDL_Renderer* r = assets.renderer();
  const int cells = std::min(board.cellCount(), columns_ * rows_);
  for (const Spin& spin : spins_) {
    if (spin.cell < 0 || spin.cell >= cells) continue;
    // Mid-turn the markers would spin with the tile and mislead; they return when it settles.
    TileLook look = lookOf(board, networks, spin.cell, options);
    look.looseSides = 0;
    const SDL_Rect dst = cellRect(spin.cell);
    if (SDL_Texture* t = tileTexture(assets, board, spin.cell, look))
      SDL_RenderCopyEx(r, t, nullptr, &dst, spinOffset(spin), nullptr, SDL_FLIP_NONE);
  }

  // Walls: thick dark bars on the cell edges that carry one.
  const int thick = std::max(2, cell_ / 12);
  SDL_SetRenderDrawColor(r, 0x1a, 0x12, 0x10, 255);
  for (int i = 0; i < cells; ++i) {
    if (board.wallMask(i) == 0) continue;
    const SDL_Rect c = cellRect(i);
    for (int s = 0; s < 4; ++s) {
      if (!board.wall(i, s)) continue;
      SDL_Rect bar = c;
      if (s == 0) bar = {c.x, c.y - thick / 2, c.w, thick};
      if (s == 1) bar = {c.x + c.w - thick / 2, c.y, thick, c.h};
      if (s == 2) bar = {c.x, c.y + c.h - thick / 2, c.w, thick};
      if (s == 3) bar = {c.x - thick / 2, c.y, thick, c.h};
      SDL_RenderFillRect(r, &bar);
    }
  }

  if (options.cursor >= 0 && options.cursor < cells) {
    if (!cursor_) {
      if (SurfacePtr s = Assets::rasterise(TileArt::cursor(), cell_, cell_)) {
        cursor_.reset(SDL_CreateTextureFromSurface(r, s.get()));
        if (cursor_) SDL_SetTextureBlendMode(cursor_.get(), SDL_BLENDMODE_BLEND);
      }
    }
    const SDL_Rect dst = cellRect(options.cursor);
    if (cursor_) SDL_RenderCopy(r, cursor_.get(), nullptr, &dst);
  }
}

}  // namespace tileflow
