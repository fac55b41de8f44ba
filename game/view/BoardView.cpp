// BoardView: the board on screen.
#include "game/view/BoardView.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <limits>
#include <string>
#include <utility>

#include "engine/platform/DrawPacing.hpp"
#include "engine/platform/TargetPool.hpp"
#include "engine/platform/TextureLedger.hpp"
#include "engine/ui/Colour.hpp"
#include "engine/ui/Paint.hpp"
#include "game/play/LinkProgress.hpp"
#include "game/play/Overview.hpp"
#include "game/view/Land.hpp"
#include "game/view/TileArt.hpp"

namespace tileflow {

namespace {
double easeOut(double t) { return 1 - (1 - t) * (1 - t) * (1 - t); }
}  // namespace

void BoardView::layout(const SDL_Rect& area, int columns, int rows, int maxCell, Topology topology) {
  area_ = area;
  maxCell_ = maxCell;
  columns_ = std::max(1, columns);
  rows_ = std::max(1, rows);
  if (topology != geometry_.topology()) {
    cursor_.reset();  // marks of the other shape
    hintMark_.reset();
  }
  geometry_ = BoardGeometry(topology, columns_, rows_);
  const Rect world = geometry_.bounds();
  // The tray around the tiles takes a seventh of a cell on each side; leave room for it.
  const double spanW = world.w + 2.0 / 7 + 0.05;
  const double spanH = world.h + 2.0 / 7 + 0.05;
  cell_ = std::max(4, std::min({static_cast<int>(area.w / spanW), static_cast<int>(area.h / spanH), maxCell}));
  // Tiles are rasterised at the cell size and copied.
  setCamera(area, world, cell_, std::max(cell_, MaxZoomCell), columns_, rows_);
  cameraMoved();
}

void BoardView::cameraMoved() {
  board_ = toScreen(geometry_.bounds());
  const int drawn = std::max(1, static_cast<int>(std::lround(camera_.scale())));
  if (drawn != drawn_) {
    if (drawn_ > 0) takeSnapshot();
    cursor_.reset();
    hintMark_.reset();
    portalMarks_.clear();
    drawn_ = drawn;
    trimSizes();
  }
  // The layer shows the old view: the next draw paints it afresh.
  layerRect_ = SDL_Rect{0, 0, -1, -1};
  prepared_ = -1;
  snapshot_.listed = false;
  visibleStale_ = true;
  moving_ = true;
  layerRefused_ = false;
  chunksUsed_ = 0;
}

void BoardView::drawOverview(Assets& assets, const Board& board) {
  const SDL_Rect map = overviewRect();
  if (map.w <= 0 || board.width() != columns_ || board.height() != rows_) return;
  SDL_Renderer* r = assets.renderer();
  if (!overview_ || overviewW_ != map.w || overviewH_ != map.h) {
    overview_ = TextureLedger::create(r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STATIC, map.w, map.h);
    overviewW_ = map.w;
    overviewH_ = map.h;
    overviewShown_.clear();
  }
  // Made again only when the board changed or the map has another size.
  const bool current =
      !overviewShown_.empty() && overviewBoard_ == board.revision().id() && overviewCount_ == board.revision().count();
  if (!current) {
    overviewStates(board, overviewStates_);
    overviewPicture(overviewStates_, columns_, rows_, map.w, map.h, overviewPixels_);
    overviewBoard_ = board.revision().id();
    overviewCount_ = board.revision().count();
  }
  if (overview_ && overviewPixels_ != overviewShown_) {
    // Empty, a tile, a portal (violet, as its rings), each landmark kind in its badge's colour, a loose end.
    std::array<std::uint32_t, static_cast<std::size_t>(OverviewCell::Loose) + 1> colours{};
    colours[static_cast<std::size_t>(OverviewCell::Empty)] = 0xff10163a;
    colours[static_cast<std::size_t>(OverviewCell::Tile)] = 0xff7d8cc4;
    colours[static_cast<std::size_t>(OverviewCell::Portal)] = 0xff9b7bff;
    for (int kind = 1; kind <= MaxLandmarkKinds; ++kind)
      colours[overviewLandmark(kind)] = 0xff000000u | board.catalog().landmarkKind(kind).colour;
    colours[static_cast<std::size_t>(OverviewCell::Loose)] = 0xffff6b4a;
    overviewArgb_.resize(overviewPixels_.size());
    for (std::size_t i = 0; i < overviewPixels_.size(); ++i)
      overviewArgb_[i] = colours[std::min<std::size_t>(overviewPixels_[i], colours.size() - 1)];
    SDL_UpdateTexture(overview_.get(), nullptr, overviewArgb_.data(), map.w * 4);
    overviewShown_ = overviewPixels_;
  }
  drawMapFrame(r, map, overview_.get());
}

void BoardView::reveal(int cell) {
  if (cell_ <= 0 || cell >= columns_ * rows_) return;
  revealCell(cell, TileArt::cursorMargin(drawn_));
}

int BoardView::cellAt(int x, int y) const {
  if (cell_ <= 0) return -1;
  const Point p{static_cast<double>(x), static_cast<double>(y)};
  // Zoomed in, cells scrolled out of the view are not there to be tapped.
  if (!camera_.fitted() && !camera_.view().contains(p)) return -1;
  return geometry_.cellAt(camera_.toWorld(p));
}

SDL_Rect BoardView::cellRect(int cell) const {
  if (cell_ <= 0) return SDL_Rect{0, 0, 0, 0};
  return toScreen(geometry_.cellBounds(cell));
}

int BoardView::sideAt(int cell, int x, int y) const {
  return geometry_.sideAt(cell, camera_.toWorld(Point{static_cast<double>(x), static_cast<double>(y)}));
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
  spins_.push_back(Spin{cell, carried - geometry_.rotationStep() * turns, 0});
}

void BoardView::update(double seconds) {
  if (snapshot_.active && snapshot_.t < 1)
    snapshot_.t = rotationSeconds_ > 0 ? std::min(1.0, snapshot_.t + seconds / ZoomSeconds) : 1;
  if (spins_.empty()) return;
  for (Spin& s : spins_) {
    // Longer turns (after several quick taps) take proportionally a little longer.
    const double span = rotationSeconds_ * std::max(1.0, std::sqrt(std::abs(s.fromDegrees) / geometry_.rotationStep()));
    s.t = std::min(1.0, s.t + seconds / span);
  }
  spins_.erase(std::remove_if(spins_.begin(), spins_.end(), [](const Spin& s) { return s.t >= 1; }), spins_.end());
}

TileLook BoardView::lookOf(const Board& board, const Networks& networks, int i, const BoardDrawOptions& options) {
  TileLook look;
  look.locked = board.cell(i).locked;
  look.colourBlind = options.colourBlind;
  look.land = static_cast<std::uint8_t>(options.land >= 0 && options.land < LandCount ? options.land : 0);
  const TileType& type = board.typeAt(i);
  for (int c = 0; c < type.channelCount && c < MaxChannels; ++c) {
    const int id = networks.networkOf(i, c);
    if (id < 0) continue;
    const Network& net = networks.network(id);
    if (options.loopsWrong && net.hasCycle()) {
      look.inLoop = true;
    } else if (net.complete()) {
      look.litChannels |= static_cast<std::uint8_t>(1u << c);
    }
  }
  if (options.markLooseEnds) {
    for (int s = 0; s < board.sides() && s < 6; ++s)
      if (hasFlow(board.side(i, s)) && !board.matched(i, s)) look.looseSides |= static_cast<std::uint8_t>(1u << s);
  }
  if (const int kind = board.landmark(i); kind != 0) {
    look.landmark = static_cast<std::uint8_t>(kind);
    look.landmarkLit = kindJoined(networks, i, kind);
  }
  return look;
}

PictureSource BoardView::tileTexture(Assets& assets, const Board& board, int i, const TileLook& look, bool* standIn) {
  const Cell& c = board.cell(i);
  const std::uint64_t key = look.keyWith(c.type, c.rotation);
  SizedPictures& tiles = picturesOf(drawn_);
  if (auto it = tiles.pictures.find(key); it != tiles.pictures.end()) return it->second.source;
  if (standIn != nullptr && SDL_GetPerformanceCounter() >= rasterUntil_) {
    // Out of time this frame: the nearest other size's picture, if any, stands in.
    PictureSource best;
    int bestGap = 0;
    for (auto& [size, others] : sized_) {
      if (size == drawn_) continue;
      auto it = others.pictures.find(key);
      if (it == others.pictures.end()) continue;
      const int gap = std::abs(size - drawn_);
      if (!best || gap < bestGap) {
        best = it->second.source;
        bestGap = gap;
      }
    }
    if (best) {
      *standIn = true;
      standIns_ = true;
      return best;
    }
  }
  const std::string doc = TileArt::tile(board.catalog(), board.typeAt(i), c.rotation, look);
  SurfacePtr surface = Assets::rasterise(doc, drawn_, pictureHeight());
  if (!surface) return {};
  TexturePtr texture = TextureLedger::fromSurface(assets.renderer(), surface.get());
  if (!texture) return {};
  SDL_SetTextureBlendMode(texture.get(), SDL_BLENDMODE_BLEND);
  Picture& picture = tiles.pictures[key];
  picture.source = PictureSource{texture.get(), SDL_Rect{}, true};
  picture.own = std::move(texture);
  // Drawn from its own texture this frame; moved into the size's atlas before the next.
  if (tiles.atlas.fits()) {
    picture.surface = std::move(surface);
    tiles.pending.push_back(key);
  }
  return picture.source;
}

BoardView::SizedPictures& BoardView::picturesOf(int size) {
  return sized_.try_emplace(size, size, pictureHeightAt(size)).first->second;
}

void BoardView::repaintHexNeighbours(Assets& assets, const Board& board, const Networks& networks,
                                     const BoardDrawOptions& options, int cell, const SDL_Rect& local,
                                     const SDL_Rect& origin) {
  // Hex rows interlock: the points of the cells above and below reach into a cell's rectangle,
  // so repainting the rectangle repaints their points too (clipped to it, so nothing else is
  // drawn twice). The caller draws the cell itself next, then lifts the clip.
  if (board.topology().shape() != Shape::Hex) return;
  SDL_Renderer* r = assets.renderer();
  SDL_RenderSetClipRect(r, &local);
  const int x = board.xOf(cell);
  const int y = board.yOf(cell);
  for (int side : {0, 2, 3, 5}) {  // NE, SE, SW, NW: the rows above and below
    int dx = 0;
    int dy = 0;
    board.topology().offset(side, y, dx, dy);
    const int nx = x + dx;
    const int ny = y + dy;
    if (nx < 0 || ny < 0 || nx >= board.width() || ny >= board.height()) continue;
    const int j = board.index(nx, ny);
    if (!board.present(j) || spinOf(j) != nullptr) continue;
    const PictureSource p = tileTexture(assets, board, j, lookOf(board, networks, j, options));
    if (!p) continue;
    SDL_Rect dst = cellRect(j);
    dst.x -= origin.x;
    dst.y -= origin.y;
    SDL_RenderCopy(r, p.texture, p.src(), &dst);
    paceDraws(r);
  }
}

int BoardView::pictureHeightAt(int size) const {
  // A pointy-top hex is 2/√3 as tall as it is wide.
  return geometry_.topology().shape() == Shape::Hex ? static_cast<int>(std::lround(size * 2 / std::sqrt(3.0))) : size;
}

void BoardView::packPictures(SDL_Renderer* r) {
  for (auto& [size, tiles] : sized_) {
    for (std::uint64_t key : tiles.pending) {
      auto it = tiles.pictures.find(key);
      if (it == tiles.pictures.end() || !it->second.surface) continue;
      Picture& picture = it->second;
      if (const PictureSource packed = tiles.atlas.add(r, picture.surface.get())) {
        picture.source = packed;
        picture.own.reset();
      }
      picture.surface.reset();
    }
    tiles.pending.clear();
  }
}

void BoardView::trimSizes() {
  // Farthest sizes from the drawn one go first, until the others fit the stand-in budget.
  for (;;) {
    std::int64_t bytes = 0;
    int farthest = -1;
    for (const auto& [size, pictures] : sized_) {
      if (size == drawn_) continue;
      bytes += std::int64_t{4} * size * size * static_cast<std::int64_t>(pictures.pictures.size());
      if (farthest < 0 || std::abs(size - drawn_) > std::abs(farthest - drawn_)) farthest = size;
    }
    if (farthest < 0 || (bytes <= StandInBytes && sized_.size() <= 3)) return;
    sized_.erase(farthest);
  }
}

int BoardView::trayPad() const { return std::max(2, drawn_ / 7); }

SDL_Rect BoardView::trayRect() const {
  const int pad = trayPad();
  return SDL_Rect{board_.x - pad, board_.y - pad, board_.w + 2 * pad, board_.h + 2 * pad};
}

void BoardView::drawTray(Assets& assets, int dx, int dy, bool whole) {
  // A tray under the tiles, a little larger than the board.
  const int pad = trayPad();
  const Land& land = landAt(land_);
  PanelStyle tray;
  tray.top = land.tray;
  tray.bottom = darken(land.tray, 0.3);
  tray.opacity = 0.75;
  tray.border = land.trayBorder;
  tray.borderWidth = std::max(1.0, drawn_ / 40.0);
  tray.radius = pad * 2;
  tray.gloss = false;
  tray.shadow = false;
  SDL_Rect rect = trayRect();
  if (!camera_.fitted()) {
    // Zoomed in, the tray may be many times the window: only the part round the view is
    // painted, reaching far enough past it that its cut edges (and their rounding) lie outside.
    const int m = static_cast<int>(tray.radius + tray.borderWidth) + 2;
    const SDL_Rect around{area_.x - m, area_.y - m, area_.w + 2 * m, area_.h + 2 * m};
    SDL_Rect cut;
    if (SDL_IntersectRect(&rect, &around, &cut) == SDL_TRUE) rect = cut;
  }
  rect.x += dx;
  rect.y += dy;
  if (whole) {
    char key[96];
    std::snprintf(key, sizeof key, "%dx%d:%06x:%06x:%.2f:%.1f", rect.w, rect.h, tray.top, tray.border, tray.borderWidth,
                  tray.radius);
    if (!trayPicture_ || trayPictureKey_ != key) {
      trayPicture_.reset();
      trayPicture_ = panelTexture(assets.renderer(), rect.w, rect.h, tray);
      trayPictureKey_ = key;
    }
    if (trayPicture_) {
      SDL_RenderCopy(assets.renderer(), trayPicture_.get(), nullptr, &rect);
      return;
    }
  }
  drawPanel(assets, rect, tray);
}

const BoardView::Spin* BoardView::spinOf(int cell) const {
  for (const Spin& s : spins_)
    if (s.cell == cell) return &s;
  return nullptr;
}

namespace {
constexpr std::uint64_t EmptySlot = ~std::uint64_t{0};
constexpr std::uint64_t Unknown = ~std::uint64_t{0} - 1;
constexpr std::uint64_t StandIn = ~std::uint64_t{0} - 2;  // a stand-in picture: to be made again
}  // namespace

void BoardView::visibleCells(const Board& board) {
  if (!visibleStale_) return;
  visibleStale_ = false;
  visible_.clear();
  // Fitted, the whole board shows even where the smallest cell size makes it overflow its area.
  geometry_.cellsIn(camera_.fitted() ? geometry_.bounds() : camera_.visibleWorld(), visible_);
  const int cells = std::min(board.cellCount(), columns_ * rows_);
  visible_.erase(std::remove_if(visible_.begin(), visible_.end(), [cells](int i) { return i >= cells; }),
                 visible_.end());
}

BoardView::~BoardView() {
  returnChunks(0);
  returnAnchored();
  releaseSnapshot();
}

void BoardView::returnChunks(std::size_t keep) {
  while (chunks_.size() > keep) {
    Chunk& chunk = chunks_.back();
    if (pool_ != nullptr) {
      pool_->give(std::move(chunk.slots));
      pool_->give(std::move(chunk.layer));
    }
    chunks_.pop_back();
  }
  chunksUsed_ = std::min(chunksUsed_, static_cast<int>(chunks_.size()));
}

bool BoardView::prepareChunk(Assets& assets, Chunk& chunk, SDL_Texture* backdrop) {
  SDL_Renderer* r = assets.renderer();
  if (!chunk.slots) chunk.slots = pool_->take();
  if (!chunk.layer) chunk.layer = pool_->take();
  if (!chunk.slots || !chunk.layer) return false;
  SDL_SetTextureBlendMode(chunk.slots.get(), SDL_BLENDMODE_NONE);
  SDL_SetTextureBlendMode(chunk.layer.get(), SDL_BLENDMODE_NONE);
  // The slots: the backdrop's slice under the chunk, with the tray drawn over it. A lent target
  // holds the last user's pixels; cleared, it starts as a new one would.
  SDL_SetRenderTarget(r, chunk.slots.get());
  SDL_SetRenderDrawColor(r, 0, 0, 0, 0);
  SDL_RenderClear(r);
  int bw = 0;
  int bh = 0;
  SDL_QueryTexture(backdrop, nullptr, nullptr, &bw, &bh);
  const SDL_Rect whole{-chunk.screen.x, -chunk.screen.y, bw, bh};
  SDL_RenderCopy(r, backdrop, nullptr, &whole);
  SDL_RenderSetViewport(r, nullptr);
  drawTray(assets, -chunk.screen.x, -chunk.screen.y, true);
  SDL_SetRenderTarget(r, chunk.layer.get());
  SDL_RenderCopy(r, chunk.slots.get(), nullptr, nullptr);
  return true;
}

bool BoardView::prepareLayer(Assets& assets, SDL_Texture* backdrop) {
  layerPending_ = false;
  layerPrepared_ = false;
  if (layersUnsupported_ || backdrop == nullptr) return false;
  SDL_Renderer* r = assets.renderer();
  // The part of the tray on screen: all of it when fitted, what the view shows when zoomed.
  SDL_Rect shown = trayRect();
  if (!camera_.fitted() && !SDL_IntersectRect(&shown, &area_, &shown)) shown = SDL_Rect{0, 0, 0, 0};
  const bool same = backdrop == layerBackdrop_ && land_ == layerLand_ && SDL_RectEquals(&shown, &layerRect_);
  if (same && prepared_ < 0 && (chunksUsed_ > 0 || layerRefused_)) return !layerRefused_;
  if (!SDL_RenderTargetSupported(r)) {
    layersUnsupported_ = true;
    return false;
  }
  const int across = (shown.w + ChunkSize - 1) / ChunkSize;
  const int down = (shown.h + ChunkSize - 1) / ChunkSize;
  const auto needed = static_cast<std::size_t>(across * down);
  if (!same || prepared_ < 0) {
    // A new layout: its chunks are prepared from the first (over several frames when budgeted).
    TargetPool& pool = assets.targets(ChunkSize);
    if (pool_ != &pool) {
      returnChunks(0);
      pool_ = &pool;
    }
    // Chunks this layout does not need go back, so another view can have them.
    returnChunks(needed);
    chunks_.resize(needed);
    chunksUsed_ = 0;
    prepared_ = 0;
    layerBackdrop_ = backdrop;
    layerLand_ = land_;
    layerRect_ = shown;
  }
  SDL_Texture* previous = SDL_GetRenderTarget(r);
  bool ok = true;
  const int first = prepared_;
  for (int k = first; k < static_cast<int>(needed) && ok; ++k) {
    if (budgeted_ && k > first && SDL_GetPerformanceCounter() >= rasterUntil_) {
      // Out of time: the rest in the next frames, the snapshot showing meanwhile.
      prepared_ = k;
      layerPending_ = true;
      layerComplete_ = false;
      SDL_SetRenderTarget(r, previous);
      return false;
    }
    const int i = k % across;
    const int j = k / across;
    Chunk& chunk = chunks_[static_cast<std::size_t>(k)];
    chunk.screen = SDL_Rect{shown.x + i * ChunkSize, shown.y + j * ChunkSize,
                            std::min(ChunkSize, shown.w - i * ChunkSize), std::min(ChunkSize, shown.h - j * ChunkSize)};
    ok = prepareChunk(assets, chunk, backdrop);
  }
  SDL_SetRenderTarget(r, previous);
  prepared_ = -1;
  if (!ok) {
    // The pool is spent (or the renderer refused a target): this layout draws tile by tile.
    returnChunks(0);
    layerRefused_ = true;
    return false;
  }
  layerRefused_ = false;
  chunksUsed_ = across * down;
  layerKeys_.assign(static_cast<std::size_t>(columns_ * rows_), EmptySlot);
  wanted_.assign(layerKeys_.size(), EmptySlot);
  checked_ = LayerCheck{};
  paintPending_ = false;
  layerPrepared_ = true;
  return true;
}

BoardView::LayerCheck BoardView::layerCheck(const Board& board, const BoardDrawOptions& options) const {
  LayerCheck c;
  c.board = board.revision().id();
  c.count = board.revision().count();
  c.catalog = &board.catalog();
  c.colourBlind = options.colourBlind;
  c.markLooseEnds = options.markLooseEnds;
  c.land = options.land;
  c.spins = !spins_.empty();
  return c;
}

bool BoardView::boardCoversView() const {
  return board_.x <= area_.x && board_.y <= area_.y && board_.x + board_.w >= area_.x + area_.w &&
         board_.y + board_.h >= area_.y + area_.h;
}

SDL_Rect BoardView::anchoredScreen(const Anchored& chunk) const {
  return SDL_Rect{board_.x + chunk.column * ChunkSize, board_.y + chunk.row * ChunkSize, ChunkSize, ChunkSize};
}

void BoardView::returnAnchored(std::size_t keep) {
  while (anchored_.size() > keep) {
    if (pool_ != nullptr) pool_->give(std::move(anchored_.back().layer));
    anchored_.pop_back();
  }
}

namespace {
// The tray's colour under the tiles of an anchored chunk: its gradient's middle, over the dark
// backdrop.
SDL_Color anchoredTray(int land) {
  const std::uint32_t tray = landAt(land).tray;
  return sdlColour(mixColour(tray, darken(tray, 0.3), 0.5));
}

int floorDiv(int a, int b) { return a >= 0 ? a / b : -((-a + b - 1) / b); }
}  // namespace

SDL_Rect BoardView::anchoredSpan() const {
  const int c0 = floorDiv(area_.x - board_.x, ChunkSize);
  const int r0 = floorDiv(area_.y - board_.y, ChunkSize);
  return SDL_Rect{c0, r0, floorDiv(area_.x + area_.w - 1 - board_.x, ChunkSize) - c0 + 1,
                  floorDiv(area_.y + area_.h - 1 - board_.y, ChunkSize) - r0 + 1};
}

void BoardView::cellsUnder(const Board& board, const SDL_Rect& screen, std::vector<int>& out) const {
  const Point a = camera_.toWorld(Point{static_cast<double>(screen.x), static_cast<double>(screen.y)});
  const Point b =
      camera_.toWorld(Point{static_cast<double>(screen.x + screen.w), static_cast<double>(screen.y + screen.h)});
  out.clear();
  geometry_.cellsIn(intersection(Rect{a.x, a.y, b.x - a.x, b.y - a.y}, geometry_.bounds()), out);
  const int cells = std::min(board.cellCount(), columns_ * rows_);
  std::erase_if(out, [cells](int i) { return i >= cells; });
}

bool BoardView::paintAnchored(Assets& assets, const Board& board, const Networks& networks,
                              const BoardDrawOptions& options, Anchored& chunk, int& tried) {
  SDL_Renderer* r = assets.renderer();
  const SDL_Rect screen = anchoredScreen(chunk);
  const SDL_Color tray = anchoredTray(land_);
  bool targetSet = false;
  for (std::size_t k = chunk.next; k < chunk.cells.size(); ++k) {
    const int i = chunk.cells[k];
    std::uint64_t want = EmptySlot;
    TileLook look;
    if (spinOf(i) == nullptr && board.present(i)) {
      look = lookOf(board, networks, i, options);
      want = look.keyWith(board.cell(i).type, board.cell(i).rotation);
    }
    if (chunk.keys[k] == want) continue;
    if (budgeted_ && ++tried > MinCellsPerFrame && SDL_GetPerformanceCounter() >= rasterUntil_) {
      chunk.next = k;  // the rest in the next frame
      chunk.complete = false;
      return false;
    }
    chunk.keys[k] = want;
    bool standIn = false;
    if (!targetSet) {
      SDL_SetRenderTarget(r, chunk.layer.get());
      SDL_RenderSetClipRect(r, nullptr);
      targetSet = true;
    }
    SDL_Rect local = cellRect(i);
    local.x -= screen.x;
    local.y -= screen.y;
    SDL_SetRenderDrawColor(r, tray.r, tray.g, tray.b, tray.a);
    SDL_RenderFillRect(r, &local);
    repaintHexNeighbours(assets, board, networks, options, i, local, screen);
    if (want != EmptySlot)
      if (const PictureSource p = tileTexture(assets, board, i, look, &standIn))
        SDL_RenderCopy(r, p.texture, p.src(), &local);
    paceDraws(r, 2);
    if (board.topology().shape() == Shape::Hex) SDL_RenderSetClipRect(r, nullptr);
    if (standIn) chunk.keys[k] = StandIn;
  }
  chunk.next = 0;
  chunk.complete = true;
  return true;
}

bool BoardView::drawAnchored(Assets& assets, const Board& board, const Networks& networks,
                             const BoardDrawOptions& options) {
  SDL_Renderer* r = assets.renderer();
  if (layersUnsupported_) return false;
  if (!SDL_RenderTargetSupported(r)) {
    layersUnsupported_ = true;
    return false;
  }
  TargetPool& pool = assets.targets(ChunkSize);
  if (pool_ != &pool) {
    returnChunks(0);
    returnAnchored();
    pool_ = &pool;
  }
  // The screen-fixed layer is not needed meanwhile; its targets serve the anchored chunks.
  returnChunks(0);
  layerRect_ = SDL_Rect{0, 0, -1, -1};
  if (anchoredSize_ != drawn_ || anchoredLand_ != land_) {
    // Another size, or another land's tray under the holes: painted afresh.
    returnAnchored();
    anchoredSize_ = drawn_;
    anchoredLand_ = land_;
  }
  const SDL_Color tray = anchoredTray(land_);
  const SDL_Rect span = anchoredSpan();
  const int c0 = span.x;
  const int c1 = span.x + span.w - 1;
  const int r0 = span.y;
  const int r1 = span.y + span.h - 1;
  // Chunks well out of view go back to the pool; those just past the edge stay for a pan back.
  std::erase_if(anchored_, [&](Anchored& a) {
    const bool far = a.column < c0 - 1 || a.column > c1 + 1 || a.row < r0 - 1 || a.row > r1 + 1;
    if (far && pool_ != nullptr) pool_->give(std::move(a.layer));
    return far;
  });
  SDL_Texture* previous = SDL_GetRenderTarget(r);
  const LayerCheck now = layerCheck(board, options);
  const bool current = now == anchoredChecked_ && !now.spins;
  anchoredChecked_ = now;
  bool ok = true;
  int tried = 0;  // cells painted this frame
  layerComplete_ = true;
  for (int row = r0; row <= r1 && ok; ++row) {
    for (int column = c0; column <= c1 && ok; ++column) {
      auto it = std::find_if(anchored_.begin(), anchored_.end(),
                             [&](const Anchored& a) { return a.column == column && a.row == row; });
      if (it != anchored_.end()) {
        if (!current) it->next = 0;  // every cell is looked at again
        if ((!current || !it->complete) && !paintAnchored(assets, board, networks, options, *it, tried))
          layerComplete_ = false;
        continue;
      }
      if (budgeted_ && tried > 0 && SDL_GetPerformanceCounter() >= rasterUntil_) {
        layerComplete_ = false;  // the rest in the next frames
        continue;
      }
      Anchored chunk;
      chunk.column = column;
      chunk.row = row;
      chunk.layer = pool_->take();
      if (!chunk.layer) {
        ok = false;
        break;
      }
      SDL_SetTextureBlendMode(chunk.layer.get(), SDL_BLENDMODE_NONE);
      SDL_SetRenderTarget(r, chunk.layer.get());
      SDL_RenderSetClipRect(r, nullptr);
      SDL_SetRenderDrawColor(r, tray.r, tray.g, tray.b, tray.a);
      SDL_RenderClear(r);
      cellsUnder(board, anchoredScreen(chunk), chunk.cells);
      chunk.keys.assign(chunk.cells.size(), EmptySlot);
      anchored_.push_back(std::move(chunk));
      // A new chunk is all tray: its cells' keys say so, and those with a tile are painted.
      if (!paintAnchored(assets, board, networks, options, anchored_.back(), tried)) layerComplete_ = false;
      tried = std::max(tried, 1);
    }
  }
  SDL_SetRenderTarget(r, previous);
  SDL_RenderSetClipRect(r, &area_);
  if (!ok) {
    // The pool is spent: the caller draws another way.
    returnAnchored();
    return false;
  }
  for (const Anchored& a : anchored_) {
    if (a.column < c0 || a.column > c1 || a.row < r0 || a.row > r1) continue;
    if (!a.complete && snapshot_.active) continue;  // the snapshot under it shows meanwhile
    const SDL_Rect dst = anchoredScreen(a);
    SDL_RenderCopy(r, a.layer.get(), nullptr, &dst);
  }
  return true;
}

void BoardView::drawDirect(Assets& assets, const Board& board, const Networks& networks,
                           const BoardDrawOptions& options) {
  drawTray(assets);
  for (int i : visible_) {
    if (spinOf(i) != nullptr || !board.present(i)) continue;
    const SDL_Rect dst = cellRect(i);
    bool standIn = false;
    if (const PictureSource p = tileTexture(assets, board, i, lookOf(board, networks, i, options), &standIn))
      SDL_RenderCopy(assets.renderer(), p.texture, p.src(), &dst);
    paceDraws(assets.renderer());
  }
}

void BoardView::takeSnapshot() {
  if (snapshot_.active) {
    // Zoomed again before the last change settled: the older picture stays, the transition
    // starts again from where it shows now.
    snapshot_.start = snapshot_.shown;
    snapshot_.t = rotationSeconds_ > 0 ? 0 : 1;
    return;
  }
  if (!shownLayer_ || pool_ == nullptr) return;
  Snapshot snap;
  auto keep = [&](TexturePtr& texture, const SDL_Rect& screen) {
    const Point a = shownCamera_.toWorld(Point{static_cast<double>(screen.x), static_cast<double>(screen.y)});
    const Point b =
        shownCamera_.toWorld(Point{static_cast<double>(screen.x + screen.w), static_cast<double>(screen.y + screen.h)});
    snap.world.push_back(Rect{a.x, a.y, b.x - a.x, b.y - a.y});
    snap.start.push_back(Rect{static_cast<double>(screen.x), static_cast<double>(screen.y),
                              static_cast<double>(screen.w), static_cast<double>(screen.h)});
    snap.pieces.push_back(std::move(texture));
  };
  // The anchored chunks were placed from the board's corner as it was last drawn.
  const Point corner = shownCamera_.toScreen(Point{geometry_.bounds().x, geometry_.bounds().y});
  const int cx = static_cast<int>(std::lround(corner.x));
  const int cy = static_cast<int>(std::lround(corner.y));
  for (Anchored& a : anchored_)
    keep(a.layer, SDL_Rect{cx + a.column * ChunkSize, cy + a.row * ChunkSize, ChunkSize, ChunkSize});
  anchored_.clear();
  for (int c = 0; c < chunksUsed_; ++c) {
    Chunk& chunk = chunks_[static_cast<std::size_t>(c)];
    const SDL_Rect screen = chunk.screen;
    keep(chunk.layer, screen);
    pool_->give(std::move(chunk.slots));
  }
  returnChunks(0);
  if (snap.pieces.empty()) return;
  snap.shown = snap.start;
  snap.active = true;
  snap.t = rotationSeconds_ > 0 ? 0 : 1;
  snapshot_ = std::move(snap);
}

void BoardView::releaseSnapshot() {
  for (TexturePtr& piece : snapshot_.pieces)
    if (pool_ != nullptr) pool_->give(std::move(piece));
  snapshot_ = Snapshot{};
}

bool BoardView::drawSnapshot(Assets& assets, const Board& board, const Networks& networks,
                             const BoardDrawOptions& options) {
  SDL_Renderer* r = assets.renderer();
  // A first showing has no old picture: the board's tray stands for it, as one picture made once
  // (the one the layer's chunks copy from later): the tray's nine slices stretched again in every
  // frame of the warm-up took most of each frame's time at big window sizes, so a 65x82 hex board
  // at 2667x1975 made a few pictures a frame and took about a thousand frames to show.
  if (snapshot_.warm) drawTray(assets, 0, 0, true);
  // The old picture moves from where it was to where the new zoom puts it.
  const double t = snapshot_.t;
  const double e = t * t * (3 - 2 * t);
  for (std::size_t k = 0; k < snapshot_.pieces.size(); ++k) {
    const Rect& w = snapshot_.world[k];
    const Rect& a = snapshot_.start[k];
    const Rect b = camera_.toScreen(w);
    const double x0 = a.x + (b.x - a.x) * e;
    const double y0 = a.y + (b.y - a.y) * e;
    const double x1 = a.right() + (b.right() - a.right()) * e;
    const double y1 = a.bottom() + (b.bottom() - a.bottom()) * e;
    const int ix = static_cast<int>(std::lround(x0));
    const int iy = static_cast<int>(std::lround(y0));
    const SDL_Rect dst{ix, iy, static_cast<int>(std::lround(x1)) - ix, static_cast<int>(std::lround(y1)) - iy};
    SDL_RenderCopy(r, snapshot_.pieces[k].get(), nullptr, &dst);
    snapshot_.shown[k] = Rect{x0, y0, x1 - x0, y1 - y0};
  }
  // Then make what the new zoom shows, as long as the frame's budget lasts. A frame that made
  // pictures leaves the layer's painting to the next.
  // Cells before `scanned` were found made in earlier frames; the look goes on from there.
  bool missing = false;
  bool made = false;
  SizedPictures& tiles = picturesOf(drawn_);
  if (!snapshot_.listed) {
    // Zoomed in, the anchored chunks reach past the view: their cells are made too, so that
    // painting them never waits for a picture.
    snapshot_.listed = true;
    snapshot_.scanned = 0;
    if (!camera_.fitted() && boardCoversView()) {
      const SDL_Rect span = anchoredSpan();
      cellsUnder(board,
                 SDL_Rect{board_.x + span.x * ChunkSize, board_.y + span.y * ChunkSize, span.w * ChunkSize,
                          span.h * ChunkSize},
                 snapshot_.cells);
    } else {
      snapshot_.cells = visible_;
    }
  }
  const std::vector<int>& list = snapshot_.cells;
  for (std::size_t k = std::min(snapshot_.scanned, list.size()); k < list.size(); ++k) {
    const int i = list[k];
    if (spinOf(i) != nullptr) continue;
    const TileLook look = lookOf(board, networks, i, options);
    if (tiles.pictures.count(look.keyWith(board.cell(i).type, board.cell(i).rotation)) > 0) continue;
    if (made && SDL_GetPerformanceCounter() >= rasterUntil_) {  // (one picture a frame at least)
      missing = true;
      snapshot_.scanned = k;
      break;
    }
    tileTexture(assets, board, i, look);
    made = true;
  }
  if (!missing) snapshot_.scanned = list.size();
  return missing || made || snapshot_.t < 1;
}

SDL_Texture* BoardView::backdrop(Assets& assets, int w, int h, int land) {
  const Land& l = landAt(land);
  // The texture's squares scale with the screen, a seventh of its short side, so it reads the
  // same on a handheld and on a television.
  const int motifSize = std::max(40, std::min(w, h) / 7);
  return backgroundTexture(assets, w, h, l.backdropTop, l.backdropBottom, TileArt::backdropMotif(land), motifSize,
                           "land" + std::to_string(land));
}

void BoardView::draw(Assets& assets, const Board& board, const Networks& networks, const BoardDrawOptions& options,
                     SDL_Texture* backdrop) {
  standIns_ = false;
  land_ = options.land;
  // Before this frame draws from the atlases: changing a page it drew from would make the
  // renderer finish those copies first.
  packPictures(assets.renderer());
  rasterUntil_ =
      rasterBudget
          ? SDL_GetPerformanceCounter() +
                static_cast<std::uint64_t>(RasterBudgetMs / 1000 * static_cast<double>(SDL_GetPerformanceFrequency()))
          : std::numeric_limits<std::uint64_t>::max();
  rasterUntil_ = std::min(rasterUntil_, assets.frameDeadline());
  drawBoard(assets, board, networks, options, backdrop);
  // Stand-ins were shown: the next frames look at every cell again and make more pictures.
  sharpening_ = standIns_ || snapshot_.active;
  // Sharp again: the pictures of other sizes were only kept to stand in meanwhile.
  if (!sharpening_ && sized_.size() > 1) std::erase_if(sized_, [this](const auto& kv) { return kv.first != drawn_; });
  if (standIns_) {
    checked_ = LayerCheck{};
    anchoredChecked_ = LayerCheck{};
  }
}

void BoardView::drawBoard(Assets& assets, const Board& board, const Networks& networks, const BoardDrawOptions& options,
                          SDL_Texture* backdrop) {
  if (&board.catalog() != cachedCatalog_) {
    sized_.clear();
    cachedCatalog_ = &board.catalog();
    layerKeys_.assign(layerKeys_.size(), Unknown);
    checked_ = LayerCheck{};
    returnAnchored();
  }
  if (board.cellCount() != static_cast<int>(layerKeys_.size())) visibleStale_ = true;
  // A board whose size or shape changed since the screen last laid it out is laid out again
  // before it is drawn: a picture of the old grid would take clicks for cells that are not there.
  if (board.topology() != geometry_.topology() || board.width() != columns_ || board.height() != rows_) {
    const bool reshaped = board.topology() != geometry_.topology();
    layout(area_, board.width(), board.height(), maxCell_, board.topology());
    if (reshaped) sized_.clear();  // pictures of the other shape's proportions
  }
  visibleCells(board);
  // A big board shown for the first time (no picture of it at any size): its pictures are
  // made over the next frames, a bigger share each than a zoom's, since there is nothing else
  // to show meanwhile, and the board is drawn once they are all there.
  const auto shownPixels = static_cast<std::int64_t>(visible_.size()) * drawn_ * drawn_;
  if (rasterBudget && warmUp && !snapshot_.active && sized_.empty() &&
      (static_cast<int>(visible_.size()) > WarmCells || shownPixels > WarmPixels)) {
    snapshot_ = Snapshot{};
    snapshot_.active = true;
    snapshot_.warm = true;
  }
  if (snapshot_.warm)
    rasterUntil_ = std::min(
        assets.frameDeadline(),
        SDL_GetPerformanceCounter() +
            static_cast<std::uint64_t>(WarmBudgetMs / 1000 * static_cast<double>(SDL_GetPerformanceFrequency())));
  SDL_Renderer* r = assets.renderer();
  // Zoomed in, cells at the edge of the view are cut there rather than drawn over the panels.
  const bool clip = !camera_.fitted();
  SDL_Rect previousClip{0, 0, 0, 0};
  const bool hadClip = SDL_RenderIsClipEnabled(r) == SDL_TRUE;
  SDL_RenderGetClipRect(r, &previousClip);
  // While the zoomed view moves, each frame shows new ground: tiles go straight to the screen,
  // which is half the work of painting them into the layer first. The layer is made again once
  // the view stays put.
  const bool moving = moving_ && clip;
  moving_ = false;
  shownCamera_ = camera_;
  shownLayer_ = false;
  budgeted_ = false;
  layerComplete_ = true;
  if (snapshot_.active) {
    SDL_RenderSetClipRect(r, &area_);
    const bool waiting = drawSnapshot(assets, board, networks, options);
    SDL_RenderSetClipRect(r, hadClip ? &previousClip : nullptr);
    if (waiting) return;
    // Every picture is made: the layer is built over the snapshot, as much as a frame allows.
    budgeted_ = true;
  }
  if (clip && boardCoversView()) {
    SDL_RenderSetClipRect(r, &area_);
    shownLayer_ = true;
    if (drawAnchored(assets, board, networks, options)) {
      if (layerComplete_) releaseSnapshot();
      drawOverlays(assets, board, networks, options);
      SDL_RenderSetClipRect(r, hadClip ? &previousClip : nullptr);
      return;
    }
  } else {
    returnAnchored();
  }
  shownLayer_ = false;
  const bool layered = !moving && prepareLayer(assets, backdrop);
  if ((!layered && layerPending_) ||
      (layered && budgeted_ && layerPrepared_ && SDL_GetPerformanceCounter() >= rasterUntil_)) {
    // The layer's chunks are still being prepared, or were just finished with the frame's
    // budget spent (looking at every cell waits for the next): the snapshot shows this frame.
    layerComplete_ = false;
    if (clip) SDL_RenderSetClipRect(r, hadClip ? &previousClip : nullptr);
    return;
  }
  if (!layered) {
    if (clip) SDL_RenderSetClipRect(r, &area_);
    releaseSnapshot();
    drawDirect(assets, board, networks, options);
  } else {
    shownLayer_ = true;
    // Which visible cells show something else now; only those are repainted, in every chunk
    // they overlap.
    const LayerCheck now = layerCheck(board, options);
    const bool current = now == checked_ && !now.spins;
    checked_ = now;
    if (paintPending_ && !current) {
      // Something changed while a budgeted painting was part-way: what it had listed is looked
      // at again with the rest (a cell it painted in one chunk but not yet in another included).
      for (const int i : changed_) layerKeys_[static_cast<std::size_t>(i)] = Unknown;
      paintPending_ = false;
    }
    if (!paintPending_) {
      // Which visible cells show something else now; only those are repainted, in every chunk
      // they overlap.
      changed_.clear();
      if (!current) {
        for (const int i : visible_) {
          std::uint64_t want = EmptySlot;
          if (spinOf(i) == nullptr && board.present(i))  // a cell left out shows its empty slot
            want = lookOf(board, networks, i, options).keyWith(board.cell(i).type, board.cell(i).rotation);
          if (layerKeys_[static_cast<std::size_t>(i)] == want) continue;
          wanted_[static_cast<std::size_t>(i)] = want;
          changed_.push_back(i);
        }
      }
      // Each changed cell, listed under the chunks it overlaps (they lie on a grid from the
      // layer's corner), so no chunk looks at cells of another.
      const int across = std::max(1, (layerRect_.w + ChunkSize - 1) / ChunkSize);
      changedRects_.resize(changed_.size());
      perChunk_.resize(static_cast<std::size_t>(chunksUsed_));
      for (auto& list : perChunk_) list.clear();
      for (std::size_t k = 0; k < changed_.size(); ++k) {
        const SDL_Rect rect = cellRect(changed_[k]);
        changedRects_[k] = rect;
        const int cx0 = std::max(0, floorDiv(rect.x - layerRect_.x, ChunkSize));
        const int cx1 = std::min(across - 1, floorDiv(rect.x + rect.w - 1 - layerRect_.x, ChunkSize));
        const int cy0 = std::max(0, floorDiv(rect.y - layerRect_.y, ChunkSize));
        const int cy1 = floorDiv(rect.y + rect.h - 1 - layerRect_.y, ChunkSize);
        for (int cy = cy0; cy <= cy1; ++cy)
          for (int cx = cx0; cx <= cx1; ++cx)
            if (const int c = cy * across + cx; c < chunksUsed_) perChunk_[static_cast<std::size_t>(c)].push_back(k);
      }
      paintChunk_ = 0;
      paintAt_ = 0;
    }
    if (!changed_.empty()) {
      SDL_Texture* previous = SDL_GetRenderTarget(r);
      int tried = 0;  // painting always gets this far, however late the frame
      paintPending_ = false;
      for (int c = paintChunk_; c < chunksUsed_ && !paintPending_; ++c) {
        const Chunk& chunk = chunks_[static_cast<std::size_t>(c)];
        const std::vector<std::size_t>& list = perChunk_[static_cast<std::size_t>(c)];
        bool targetSet = false;
        for (std::size_t n = c == paintChunk_ ? paintAt_ : 0; n < list.size(); ++n) {
          if (budgeted_ && ++tried > MinCellsPerFrame && SDL_GetPerformanceCounter() >= rasterUntil_) {
            // Out of time: the painting goes on from here in the next frame, with the same list.
            paintChunk_ = c;
            paintAt_ = n;
            paintPending_ = true;
            layerComplete_ = false;
            break;
          }
          const std::size_t k = list[n];
          const int i = changed_[k];
          const SDL_Rect cellOnScreen = changedRects_[k];
          if (!SDL_HasIntersection(&cellOnScreen, &chunk.screen)) continue;
          const std::uint64_t want = wanted_[static_cast<std::size_t>(i)];
          bool standIn = false;
          const PictureSource p = want == EmptySlot
                                      ? PictureSource{}
                                      : tileTexture(assets, board, i, lookOf(board, networks, i, options), &standIn);
          layerKeys_[static_cast<std::size_t>(i)] = standIn ? StandIn : want;
          if (!targetSet) {
            SDL_SetRenderTarget(r, chunk.layer.get());
            targetSet = true;
          }
          SDL_Rect local = cellOnScreen;
          local.x -= chunk.screen.x;
          local.y -= chunk.screen.y;
          SDL_RenderCopy(r, chunk.slots.get(), &local, &local);
          repaintHexNeighbours(assets, board, networks, options, i, local, chunk.screen);
          if (p) SDL_RenderCopy(r, p.texture, p.src(), &local);
          paceDraws(r, 2);
          if (board.topology().shape() == Shape::Hex) SDL_RenderSetClipRect(r, nullptr);
        }
      }
      SDL_SetRenderTarget(r, previous);
    }
    if (clip) SDL_RenderSetClipRect(r, &area_);
    // While the layer is still being painted the snapshot (drawn already) shows instead.
    if (layerComplete_) {
      releaseSnapshot();
      for (int c = 0; c < chunksUsed_; ++c) {
        const Chunk& chunk = chunks_[static_cast<std::size_t>(c)];
        const SDL_Rect src{0, 0, chunk.screen.w, chunk.screen.h};
        SDL_RenderCopy(r, chunk.layer.get(), &src, &chunk.screen);
      }
    }
  }
  drawOverlays(assets, board, networks, options);
  if (clip) SDL_RenderSetClipRect(r, hadClip ? &previousClip : nullptr);
}

void BoardView::drawWall(SDL_Renderer* r, const Segment& wall, int thick, SDL_Color colour) const {
  const Point a = camera_.toScreen(wall.a);
  const Point b = camera_.toScreen(wall.b);
  const int ax = static_cast<int>(std::lround(a.x));
  const int ay = static_cast<int>(std::lround(a.y));
  const int bx = static_cast<int>(std::lround(b.x));
  const int by = static_cast<int>(std::lround(b.y));
  SDL_SetRenderDrawColor(r, colour.r, colour.g, colour.b, colour.a);
  if (ax == bx || ay == by) {
    // Square edges: a whole-pixel bar centred on the edge.
    const SDL_Rect bar = ay == by ? SDL_Rect{std::min(ax, bx), ay - thick / 2, std::abs(bx - ax), thick}
                                  : SDL_Rect{ax - thick / 2, std::min(ay, by), thick, std::abs(by - ay)};
    SDL_RenderFillRect(r, &bar);
    return;
  }
  // Slanted edges (hex): a quad of the same thickness along the edge.
  const double length = std::hypot(b.x - a.x, b.y - a.y);
  const float nx = static_cast<float>(-(b.y - a.y) / length * thick / 2);
  const float ny = static_cast<float>((b.x - a.x) / length * thick / 2);
  const auto ax0 = static_cast<float>(a.x);
  const auto ay0 = static_cast<float>(a.y);
  const auto bx0 = static_cast<float>(b.x);
  const auto by0 = static_cast<float>(b.y);
  const SDL_Vertex v[4] = {{{ax0 + nx, ay0 + ny}, colour, {0, 0}},
                           {{bx0 + nx, by0 + ny}, colour, {0, 0}},
                           {{bx0 - nx, by0 - ny}, colour, {0, 0}},
                           {{ax0 - nx, ay0 - ny}, colour, {0, 0}}};
  const int order[6] = {0, 1, 2, 0, 2, 3};
  SDL_RenderGeometry(r, nullptr, v, 4, order, 6);
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
    if (const PictureSource p = tileTexture(assets, board, spin.cell, look))
      SDL_RenderCopyEx(r, p.texture, p.src(), &dst, spinOffset(spin), nullptr, SDL_FLIP_NONE);
    paceDraws(r);
  }

  // Walls: thick dark bars along the cell edges that carry one.
  const int thick = std::max(2, drawn_ / 12);
  SDL_SetRenderDrawColor(r, 0x1a, 0x12, 0x10, 255);
  for (int i : visible_) {
    if (board.wallMask(i) == 0) continue;
    for (int s = 0; s < board.sides(); ++s)
      if (board.wall(i, s)) drawWall(r, geometry_.wallSegment(i, s), thick);
    paceDraws(r, board.sides());
  }

  if (options.marks != nullptr && !options.marks->empty()) drawEdgeMarks(r, board, *options.marks);

  // Portals: a numbered ring over each of the two holes a portal joins.
  if (board.hasPortals()) {
    // Numbered once per board: turns never move a portal, and one added or taken away (the
    // editor) shows as a pair whose numbers disagree.
    auto numbered = [&](int i, int partner) {
      return static_cast<std::size_t>(std::max(i, partner)) < portalLabels_.size() &&
             portalLabels_[static_cast<std::size_t>(i)] != 0 &&
             portalLabels_[static_cast<std::size_t>(i)] == portalLabels_[static_cast<std::size_t>(partner)];
    };
    for (int i : visible_) {
      const int partner = board.portalPartner(i);
      if (partner < 0) continue;
      if (portalBoard_ != board.revision().id() || !numbered(i, partner)) {
        portalLabels_ = portalLabels(board);
        portalBoard_ = board.revision().id();
      }
      const int label = portalLabels_[static_cast<std::size_t>(i)];
      TexturePtr& mark = portalMarks_[label];
      if (!mark) {
        if (SurfacePtr s = Assets::rasterise(TileArt::portal(label), drawn_, drawn_)) {
          mark = TextureLedger::fromSurface(r, s.get());
          if (mark) SDL_SetTextureBlendMode(mark.get(), SDL_BLENDMODE_BLEND);
        }
      }
      const SDL_Rect cell = cellRect(i);
      const int side = std::min(cell.w, cell.h);
      const SDL_Rect dst{cell.x + (cell.w - side) / 2, cell.y + (cell.h - side) / 2, side, side};
      if (mark) SDL_RenderCopy(r, mark.get(), nullptr, &dst);
    }
    paceDraws(r);
  }

  // The hint's mark under the cursor, so a cursor on the hinted tile still shows.
  const Shape shape = board.topology().shape();
  if (options.hinted >= 0 && options.hinted < cells)
    drawMark(r, hintMark_, TileArt::hintMark(shape), options.hinted, 0);
  if (options.cursor >= 0 && options.cursor < cells)
    drawMark(r, cursor_, TileArt::cursor(drawn_, shape), options.cursor, TileArt::cursorMargin(drawn_));
}

void BoardView::drawEdgeMarks(SDL_Renderer* r, const Board& board, const EdgeMarks& marks) const {
  // Each cell draws its half of a mark, so a mark across a wrapping seam shows on both sides.
  constexpr SDL_Color Joined{0xff, 0x6a, 0xd5, 255};
  constexpr SDL_Color Cut{0xff, 0xd2, 0x3f, 255};
  const int thick = std::max(3, drawn_ / 9);
  for (int i : visible_) {
    for (int s = 0; s < board.sides(); ++s) {
      const EdgeMark mark = marks.at(i, s);
      if (mark == EdgeMark::None) continue;
      const Segment edge = geometry_.wallSegment(i, s);
      const Point mid{(edge.a.x + edge.b.x) / 2, (edge.a.y + edge.b.y) / 2};
      if (mark == EdgeMark::Joined) {
        // A bar across the edge, from a third of the way in to the middle of the edge.
        const Point c = geometry_.centre(i);
        drawWall(r, Segment{Point{mid.x + (c.x - mid.x) / 3, mid.y + (c.y - mid.y) / 3}, mid}, thick, Joined);
      } else {
        // A bar along the middle of the edge, shorter than a wall and bright.
        const auto along = [&](double t) {
          return Point{edge.a.x + (edge.b.x - edge.a.x) * t, edge.a.y + (edge.b.y - edge.a.y) * t};
        };
        drawWall(r, Segment{along(0.25), along(0.75)}, thick, Cut);
      }
    }
  }
  paceDraws(r);
}

void BoardView::drawWave(Assets& assets, const Board& board, const Networks& networks, const BoardDrawOptions& options,
                         const SolveWave& wave, double elapsed) {
  const auto [first, last] = wave.moving(elapsed);
  if (first == last) return;
  SDL_Renderer* r = assets.renderer();
  // Zoomed in, a bouncing tile at the view's edge is cut there like the others.
  const bool clip = !camera_.fitted();
  SDL_Rect previousClip{0, 0, 0, 0};
  const bool hadClip = SDL_RenderIsClipEnabled(r) == SDL_TRUE;
  SDL_RenderGetClipRect(r, &previousClip);
  if (clip) SDL_RenderSetClipRect(r, &area_);
  if (drawn_ < WavePictureCell) {
    // Cells this small show no bounce, and a big board has thousands on the wave's front: each
    // flash is a light square instead, batched by brightness into a few fills.
    constexpr int Levels = 8;
    std::array<std::vector<SDL_Rect>, Levels> lit;
    for (std::size_t k = first; k < last; ++k) {
      const int cell = wave.order()[k];
      if (cell >= board.cellCount() || !board.present(cell)) continue;
      const int level = std::min(Levels - 1, static_cast<int>(wave.glow(cell, elapsed) * Levels));
      if (level <= 0) continue;
      const SDL_Rect rect = cellRect(cell);
      if (SDL_HasIntersection(&rect, &area_)) lit[static_cast<std::size_t>(level)].push_back(rect);
    }
    SDL_BlendMode mode = SDL_BLENDMODE_BLEND;
    SDL_GetRenderDrawBlendMode(r, &mode);
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_ADD);
    for (int level = 1; level < Levels; ++level) {
      const auto& rects = lit[static_cast<std::size_t>(level)];
      if (rects.empty()) continue;
      SDL_SetRenderDrawColor(r, 0xff, 0xf0, 0xc0, static_cast<Uint8>(WaveGlowAlpha * level / (Levels - 1)));
      SDL_RenderFillRects(r, rects.data(), static_cast<int>(rects.size()));
      paceDraws(r);
    }
    SDL_SetRenderDrawBlendMode(r, mode);
    if (clip) SDL_RenderSetClipRect(r, hadClip ? &previousClip : nullptr);
    return;
  }
  for (std::size_t k = first; k < last; ++k) {
    const int cell = wave.order()[k];
    if (cell >= board.cellCount() || !board.present(cell)) continue;
    const SDL_Rect rect = cellRect(cell);
    if (!SDL_HasIntersection(&rect, &area_)) continue;
    const PictureSource p = tileTexture(assets, board, cell, lookOf(board, networks, cell, options));
    if (!p) continue;
    // Grown about its centre; never smaller than the settled picture under it, which shows alone
    // while the tile is at rest.
    const double scale = wave.settleScale(cell, elapsed);
    const int w = static_cast<int>(std::lround(rect.w * scale));
    const int h = static_cast<int>(std::lround(rect.h * scale));
    if (w != rect.w || h != rect.h) {
      const SDL_Rect dst{rect.x - (w - rect.w) / 2, rect.y - (h - rect.h) / 2, w, h};
      SDL_RenderCopy(r, p.texture, p.src(), &dst);
    }
    const int alpha = static_cast<int>(std::lround(wave.glow(cell, elapsed) * WaveGlowAlpha));
    if (alpha > 0) {
      // The picture added onto the cell: its flows and ground light up. Unscaled, so it is a plain
      // copy (a scaled one costs the software renderer a second pass). The texture may be an atlas
      // page other tiles are drawn from, so its state is put back at once (each copy keeps the
      // state it was queued with).
      SDL_BlendMode mode = SDL_BLENDMODE_BLEND;
      SDL_GetTextureBlendMode(p.texture, &mode);
      SDL_SetTextureBlendMode(p.texture, SDL_BLENDMODE_ADD);
      SDL_SetTextureAlphaMod(p.texture, static_cast<Uint8>(std::min(255, alpha)));
      SDL_RenderCopy(r, p.texture, p.src(), &rect);
      SDL_SetTextureAlphaMod(p.texture, 255);
      SDL_SetTextureBlendMode(p.texture, mode);
    }
    paceDraws(r, 2);
  }
  if (clip) SDL_RenderSetClipRect(r, hadClip ? &previousClip : nullptr);
}

void BoardView::drawMark(SDL_Renderer* r, TexturePtr& cache, const std::string& svg, int cell, int margin) {
  if (!cache) {
    // A hex cell's mark is as tall as its picture, margins added.
    if (SurfacePtr s = Assets::rasterise(svg, drawn_ + 2 * margin, pictureHeightAt(drawn_) + 2 * margin)) {
      cache = TextureLedger::fromSurface(r, s.get());
      if (cache) SDL_SetTextureBlendMode(cache.get(), SDL_BLENDMODE_BLEND);
    }
  }
  SDL_Rect dst = cellRect(cell);
  // The art was made for the drawn cell size; a cell of another size scales it, margin included.
  const int m = dst.w * margin / std::max(1, drawn_);
  dst = SDL_Rect{dst.x - m, dst.y - m, dst.w + 2 * m, dst.h + 2 * m};
  if (cache) SDL_RenderCopy(r, cache.get(), nullptr, &dst);
}

}  // namespace tileflow
