// BoardView: draws a board as a grid of composed tiles, animates rotations, marks loose ends,
// lights complete networks, shows locks, landmark badges, portals and the cursor, and maps points
// to cells. Where cells lie
// is the board geometry's business and what part of the board shows is the camera's; all drawing
// and hit testing goes through both. Each composed tile is rasterised once per (type, rotation,
// look, cell size) and then only copied, so a frame is mostly texture copies.
#pragma once

#include <SDL.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "engine/core/Camera.hpp"
#include "engine/platform/Assets.hpp"
#include "engine/platform/SdlHandles.hpp"
#include "engine/platform/TargetPool.hpp"
#include "engine/platform/TextureAtlas.hpp"
#include "game/geometry/BoardGeometry.hpp"
#include "game/model/Board.hpp"
#include "game/model/Networks.hpp"
#include "game/play/EdgeMarks.hpp"
#include "game/play/SolveWave.hpp"
#include "game/view/TileLook.hpp"
#include "game/view/ZoomableView.hpp"

namespace tileflow {

struct BoardDrawOptions {
  int cursor = -1;  // cell under the keyboard/gamepad cursor; -1 hides it
  int hinted = -1;  // cell the last hint turned; -1 hides its mark
  bool colourBlind = false;
  bool markLooseEnds = true;
  // The rules forbid loops (Net's): a network holding one is lit as wrong, never as complete.
  bool loopsWrong = false;
  int land = 0;  // the ground the board lies on (game/view/Land: 0 plain, 1.. the environments')
  // The player's edge marks (joined: a bar across the edge; cut: a bar along it); null for none.
  const EdgeMarks* marks = nullptr;
};

class BoardView final : public ZoomableView {
 public:
  BoardView() = default;
  BoardView(const BoardView&) = delete;
  BoardView& operator=(const BoardView&) = delete;
  // The layer's render targets go back to the pool they came from.
  ~BoardView() override;

  // Fits `columns`×`rows` cells into `area` with whole-pixel cells no larger than maxCell,
  // centred, and sets the camera to "fit". Changing the cell size drops the composed tiles.
  void layout(const SDL_Rect& area, int columns, int rows, int maxCell, Topology topology = Topology::square());

  // Zoom may go this far (pixels per cell) even on screens where the fitted board is smaller.
  static constexpr int MaxZoomCell = 96;

  const BoardGeometry& geometry() const { return geometry_; }
  // The side of `cell` under a screen point (the editor puts walls there).
  int sideAt(int cell, int x, int y) const;
  // The cell the keyboard/gamepad cursor moves to from `cell` for a screen direction.
  int cursorStep(int cell, int dx, int dy) const { return geometry_.step(cell, dx, dy); }

  // Zoom and pan (ZoomableView): zoomed cells are whole pixels and are drawn at their zoomed size
  // (crisp, not scaled up), between cellSize() and MaxZoomCell; the cursor's ring stays in view.
  void reveal(int cell) override;

  // Draws the map (nothing when the board fits); call after draw().
  void drawOverview(Assets& assets, const Board& board);

  // Pixels per cell when the whole board fits.
  int cellSize() const { return cell_; }
  SDL_Rect boardRect() const { return board_; }
  int columns() const { return columns_; }
  int rows() const { return rows_; }
  // The cell under a point, or -1.
  int cellAt(int x, int y) const;
  SDL_Rect cellRect(int cell) const override;

  // Seconds one rotation step takes; 0 turns instantly.
  void setRotationSeconds(double seconds) { rotationSeconds_ = seconds; }
  // Starts the picture of `cell` from where it was before a rotation of `turns` (clockwise
  // positive) and eases it to the board's new state.
  void animateRotation(int cell, int turns);
  void update(double seconds);
  // Tiles turning, or a zoom still moving to its new size.
  bool animating() const { return !spins_.empty() || (snapshot_.active && snapshot_.t < 1); }
  // Pictures at a new zoom are still being made (stand-ins showed in the last frame): the
  // screen wants another frame soon.
  bool sharpening() const { return sharpening_; }
  // A big board's first pictures are being made (see WarmCells): the share made so far, 0..1,
  // or nothing once the board shows.
  std::optional<double> warming() const {
    if (!snapshot_.active || !snapshot_.warm) return std::nullopt;
    const auto listed = static_cast<double>(std::max<std::size_t>(1, snapshot_.cells.size()));
    return static_cast<double>(snapshot_.scanned) / listed;
  }
  void stopAnimations() { spins_.clear(); }

  // `backdrop` is the full-screen background the board sits on (may be null). Settled tiles are
  // kept in opaque layer chunks (fixed-size textures over the visible part of the board, with a
  // slice of the backdrop under them) and repainted only where a cell's look changed, so a steady
  // frame costs one copy per chunk. Only cells the camera shows are looked at.
  void draw(Assets& assets, const Board& board, const Networks& networks, const BoardDrawOptions& options,
            SDL_Texture* backdrop = nullptr);
  // The full-screen backdrop of land `land` (game/view/Land): its gradient and texture, made once
  // per size and cached in `assets`; may be null.
  static SDL_Texture* backdrop(Assets& assets, int w, int h, int land);
  // The solve wave's moving tiles over the board drawn by draw() (call after it): each tile the
  // wave is passing is drawn again at its bounce's size, with its flash added in light over it
  // (small cells: only the flash, as a square of light).
  // Only the moving cells the view shows are looked at, so a frame costs a copy or two per tile
  // on the wave's front and nothing once it is done.
  void drawWave(Assets& assets, const Board& board, const Networks& networks, const BoardDrawOptions& options,
                const SolveWave& wave, double elapsed);
  // How bright a full flash is: the alpha of the tile's picture added over it.
  static constexpr int WaveGlowAlpha = 110;
  // Below this many pixels a cell, tiles do not bounce and a flash is a square of light.
  static constexpr int WavePictureCell = 20;

  // The look of one cell as it would be drawn now (also used by tests).
  static TileLook lookOf(const Board& board, const Networks& networks, int cell, const BoardDrawOptions& options);

  // Off for a driver that must replay exactly (the soak): every picture and layer chunk is then
  // made in the frame that needs it, so how many frames a board takes to sharpen, and so whether
  // the screen is still moving when the next input comes, never depends on the machine's speed.
  static inline bool rasterBudget = true;
  // A board first shown with more cells in view than this makes its pictures over several frames
  // (WarmBudgetMs of them a frame, nothing else to draw meanwhile) rather than in one long one.
  static constexpr int WarmCells = 1200;
  // So does one whose cells in view cover more pixels than this at their drawn size: a 15x15
  // board fitted to a 3840x2160 window has few cells but big pictures, about 250 ms of them.
  static constexpr std::int64_t WarmPixels = std::int64_t{3} << 20;
  static constexpr double WarmBudgetMs = 30;
  // Off for a view drawn once into a picture (a share card): it makes every picture at once.
  bool warmUp = true;

 private:
  // One piece of the settled-tile layer. Chunks are all ChunkSize square render targets lent by
  // the app's pool (Assets::targets), so resizing, zooming and opening screens never create or
  // free render targets once the pool holds enough.
  struct Chunk {
    TexturePtr slots;  // backdrop plus tray
    TexturePtr layer;  // slots plus tiles
    SDL_Rect screen{0, 0, 0, 0};
  };
  static constexpr int ChunkSize = 256;

  // Zoomed in with the board past every edge of the view, the layer is made of chunks fixed to
  // the board rather than the screen: a pan only moves them, and only chunks coming into view
  // are painted. Under the tiles they hold the tray's colour, not the backdrop, so a chunk stays
  // right wherever it is shown.
  struct Anchored {
    int column = 0;  // which ChunkSize square of the zoomed board, from its top-left corner
    int row = 0;
    TexturePtr layer;
    std::vector<int> cells;           // the cells it overlaps
    std::vector<std::uint64_t> keys;  // what it shows of each
    // A budgeted painting stopped at cells[next]; the chunk is shown once complete.
    std::size_t next = 0;
    bool complete = false;
  };

  // What the layer was last brought up to date with: the board's revision, the options that
  // change a look, and whether tiles were turning. While nothing of it changes (and nothing
  // turns), no cell can show anything new and the per-cell check is skipped.
  struct LayerCheck {
    std::uint64_t board = 0;
    std::uint64_t count = 0;
    const Catalog* catalog = nullptr;
    bool colourBlind = false;
    bool markLooseEnds = false;
    int land = -1;
    bool spins = true;
    bool operator==(const LayerCheck&) const = default;
  };

  // The board as last drawn, kept over a change of zoom: shown scaled (moving from the old
  // zoom to the new over ZoomSeconds, a smooth transition) until every picture the new zoom
  // shows is made, a few each frame, so no frame waits for them all.
  struct Snapshot {
    bool active = false;
    double t = 1;             // 0..1 through the transition
    std::vector<Rect> start;  // where each piece was on screen when the transition began
    std::vector<Rect> shown;  // and where the last frame showed it
    std::vector<TexturePtr> pieces;
    std::vector<Rect> world;  // where each piece lies on the board (world units)
    std::vector<int> cells;   // the cells whose pictures the new zoom needs (listed for a camera)
    bool listed = false;
    std::size_t scanned = 0;  // cells found with their new pictures made
    bool warm = false;        // no old picture: a big board's first (see WarmCells)
  };
  static constexpr double ZoomSeconds = 0.15;

  struct Spin {
    int cell;
    double fromDegrees;  // start offset; eased to 0
    double t;            // 0..1
  };

  // The picture of `cell` at the drawn size. After a zoom, pictures are made while the frame's
  // budget (RasterBudgetMs) lasts; past it the same picture made for another size stands in,
  // scaled, and `standIn` is set. A picture no other size has is always made.
  PictureSource tileTexture(Assets& assets, const Board& board, int cell, const TileLook& look,
                            bool* standIn = nullptr);
  // Keeps the pictures of the drawn size and of the sizes nearest it, within StandInBytes
  // (while a zoom is sharpening; once sharp, only the drawn size's stay).
  void trimSizes();
  static constexpr double RasterBudgetMs = 6;
  // A budgeted frame paints at least this many cells into the layer, so painting always ends.
  static constexpr int MinCellsPerFrame = 400;
  static constexpr std::int64_t StandInBytes = 24 << 20;
  // Copies a cell-sized mark (kept in `cache` until the cell size changes) over `cell`.
  // A mark over `cell` from cached art `margin` pixels larger than the cell on every side.
  void drawMark(SDL_Renderer* r, TexturePtr& cache, const std::string& svg, int cell, int margin);
  double spinOffset(const Spin& s) const;
  const Spin* spinOf(int cell) const;
  // How far the tray reaches past the board at the drawn cell size.
  int trayPad() const;
  SDL_Rect trayRect() const;
  // `whole`: drawn from one picture of the tray made once per size (trayPicture_), for the layer's
  // chunks: each chunk is a small render target, and the tray's stretched slices reaching past it
  // made SDL's software renderer stretch every slice whole into a scratch surface, chunk by chunk
  // (1.4 s for a play screen's first frame at 3840x2160).
  void drawTray(Assets& assets, int dx = 0, int dy = 0, bool whole = false);
  void visibleCells(const Board& board);
  bool prepareLayer(Assets& assets, SDL_Texture* backdrop);
  bool prepareChunk(Assets& assets, Chunk& chunk, SDL_Texture* backdrop);
  void returnChunks(std::size_t keep);
  // Keeps the layer's painted pieces as the snapshot (called when the drawn size changes).
  void takeSnapshot();
  void releaseSnapshot();
  // Shows the snapshot and makes pictures within the frame's budget; false once every picture
  // is made and the transition is over (the snapshot is let go and the board drawn as usual).
  bool drawSnapshot(Assets& assets, const Board& board, const Networks& networks, const BoardDrawOptions& options);
  void drawBoard(Assets& assets, const Board& board, const Networks& networks, const BoardDrawOptions& options,
                 SDL_Texture* backdrop);
  LayerCheck layerCheck(const Board& board, const BoardDrawOptions& options) const;
  // True when the board covers the whole view (zoomed in): the anchored layer can be used.
  bool boardCoversView() const;
  // Draws the tiles through anchored chunks; false (nothing drawn) when targets are short.
  bool drawAnchored(Assets& assets, const Board& board, const Networks& networks, const BoardDrawOptions& options);
  // Paints the cells of `chunk` whose look changed, from chunk.next on; `tried` counts the
  // cells painted this frame. False when the frame's budget ran out first.
  bool paintAnchored(Assets& assets, const Board& board, const Networks& networks, const BoardDrawOptions& options,
                     Anchored& chunk, int& tried);
  void returnAnchored(std::size_t keep = 0);
  SDL_Rect anchoredScreen(const Anchored& chunk) const;
  // The anchored chunks the view needs: first column and row, and how many of each.
  SDL_Rect anchoredSpan() const;
  // The board's cells under a rectangle of the screen, for the camera as it is (replaces `out`).
  void cellsUnder(const Board& board, const SDL_Rect& screen, std::vector<int>& out) const;
  void drawDirect(Assets& assets, const Board& board, const Networks& networks, const BoardDrawOptions& options);
  void drawOverlays(Assets& assets, const Board& board, const Networks& networks, const BoardDrawOptions& options);

  // A bar `thick` pixels wide along a world segment (a wall, an edge mark) in `colour`.
  void drawWall(SDL_Renderer* r, const Segment& wall, int thick, SDL_Color colour = WallColour) const;
  static constexpr SDL_Color WallColour{0x1a, 0x12, 0x10, 255};
  void drawEdgeMarks(SDL_Renderer* r, const Board& board, const EdgeMarks& marks) const;
  // After the camera moved: the board's screen rectangle, the drawn cell size (dropping art
  // made for another size) and a layer to be painted afresh.
  void cameraMoved() override;

  SDL_Rect board_{0, 0, 0, 0};
  BoardGeometry geometry_;
  std::vector<int> visible_;  // cells the camera shows this frame
  int columns_ = 0;
  int rows_ = 0;
  int cell_ = 0;
  int maxCell_ = 0;  // as the screen last asked, for a layout the board's own change forces
  int drawn_ = 0;    // pixels per cell on screen now; the art caches are made for it
  double rotationSeconds_ = 0.12;
  std::vector<Spin> spins_;
  // Tile pictures per drawn cell size: the drawn size's, and after a zoom a few others kept to
  // stand in until the new size's pictures are all made (then they go).
  // A picture is made into a texture of its own, drawn from that in the frame that made it, and
  // moved into its size's atlas at the start of the next frame (so a board's copies share a few
  // textures).
  struct Picture {
    PictureSource source;
    TexturePtr own;      // until packed
    SurfacePtr surface;  // until packed
  };
  struct SizedPictures {
    SizedPictures(int width, int height) : atlas(width, height) {}
    std::unordered_map<std::uint64_t, Picture> pictures;
    TextureAtlas atlas;
    std::vector<std::uint64_t> pending;  // made since the last packing
  };
  SizedPictures& picturesOf(int size);
  int pictureHeightAt(int size) const;
  // On a hex board, redraws the parts of the cells above and below `cell` that reach into its
  // rectangle `local` (`origin`: the painted layer's screen corner), and leaves the clip on it.
  void repaintHexNeighbours(Assets& assets, const Board& board, const Networks& networks,
                            const BoardDrawOptions& options, int cell, const SDL_Rect& local, const SDL_Rect& origin);
  int pictureHeight() const { return pictureHeightAt(drawn_); }
  void packPictures(SDL_Renderer* r);
  std::map<int, SizedPictures> sized_;
  std::uint64_t rasterUntil_ = 0;  // performance counter at which this frame's making stops
  bool standIns_ = false;          // this frame showed stand-ins
  bool sharpening_ = false;        // the last frame did: more frames are wanted
  const Catalog* cachedCatalog_ = nullptr;
  TexturePtr cursor_;
  TexturePtr trayPicture_;
  std::string trayPictureKey_;  // the size and colours it was made for
  TexturePtr hintMark_;
  // Portal marks at the drawn size, by pair number, and each cell's pair number (made again for
  // another board, or when its portals changed).
  std::map<int, TexturePtr> portalMarks_;
  std::vector<int> portalLabels_;
  std::uint64_t portalBoard_ = 0;

  // The settled-tile layer: chunks_ cover the visible part of the tray (the first chunksUsed_ of
  // them are painted); layerKeys_ records what each cell of the layer shows.
  TargetPool* pool_ = nullptr;  // where chunks_' targets came from
  std::vector<Chunk> chunks_;
  int chunksUsed_ = 0;
  std::vector<std::uint64_t> layerKeys_;
  std::vector<std::uint64_t> wanted_;  // per cell: what it should show, for changed_ cells
  std::vector<int> changed_;
  std::vector<SDL_Rect> changedRects_;              // changed_'s cells on screen
  std::vector<std::vector<std::size_t>> perChunk_;  // per chunk: indexes into changed_
  SDL_Texture* layerBackdrop_ = nullptr;
  int land_ = 0;       // the land of the frame being drawn: the tray's colours
  int layerLand_ = 0;  // the land the layer's tray was painted for
  SDL_Rect layerRect_{0, 0, 0, 0};
  bool layerRefused_ = false;  // the pool had too few targets for layerRect_: drawn tile by tile
  bool layersUnsupported_ = false;
  bool moving_ = false;       // the camera moved since the last frame
  bool visibleStale_ = true;  // visible_ is for another camera
  LayerCheck checked_;        // what the layer's keys were last checked against
  std::vector<Anchored> anchored_;
  int anchoredSize_ = 0;  // the drawn cell size anchored_ was painted at
  int anchoredLand_ = 0;  // and the land
  LayerCheck anchoredChecked_;
  Snapshot snapshot_;
  bool budgeted_ = false;      // painting the layer stops when the frame's budget is spent
  bool layerComplete_ = true;  // the last painting finished
  // A budgeted painting left part-way: changed_ and perChunk_ stay as listed, and the next
  // frame goes on from perChunk_[paintChunk_][paintAt_] unless the board's look changed.
  bool paintPending_ = false;
  int paintChunk_ = 0;
  std::size_t paintAt_ = 0;
  int prepared_ = -1;           // chunks of layerRect_ prepared so far; -1 when none is under way
  bool layerPending_ = false;   // the last prepareLayer stopped part-way (budgeted)
  bool layerPrepared_ = false;  // the last prepareLayer finished preparing a new layout
  Camera shownCamera_;          // the camera of the last drawn frame
  bool shownLayer_ = false;     // the last frame was drawn from the layer's pieces

  // The overview map's picture, uploaded when it changes.
  TexturePtr overview_;
  int overviewW_ = 0;
  int overviewH_ = 0;
  std::vector<std::uint8_t> overviewStates_;
  std::vector<std::uint8_t> overviewPixels_;
  std::vector<std::uint8_t> overviewShown_;  // what overview_ holds
  std::vector<std::uint32_t> overviewArgb_;
  std::uint64_t overviewBoard_ = 0;  // the board revision overviewStates_ was made from
  std::uint64_t overviewCount_ = 0;
};

}  // namespace tileflow
