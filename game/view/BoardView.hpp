// BoardView: draws a board as a grid of composed tiles, animates rotations, marks loose ends,
// lights complete networks, shows locks and the cursor, and maps points to cells. Each
// composed tile is rasterised once per (type, rotation, look, cell size) and then only copied,
// so a frame is mostly texture copies.
#pragma once

#include <SDL.h>

#include <cstdint>
#include <unordered_map>
#include <vector>

#include "engine/platform/Assets.hpp"
#include "engine/platform/SdlHandles.hpp"
#include "game/model/Board.hpp"
#include "game/model/Networks.hpp"
#include "game/view/TileLook.hpp"

namespace tileflow {

struct BoardDrawOptions {
  int cursor = -1;  // cell under the keyboard/gamepad cursor; -1 hides it
  bool colourBlind = false;
  bool markLooseEnds = true;
};

class BoardView {
 public:
  // Fits `columns`×`rows` cells into `area` with whole-pixel cells no larger than maxCell,
  // centred. Changing the cell size drops the composed tiles.
  void layout(const SDL_Rect& area, int columns, int rows, int maxCell);

  int cellSize() const { return cell_; }
  SDL_Rect boardRect() const { return board_; }
  int columns() const { return columns_; }
  int rows() const { return rows_; }
  // The cell under a point, or -1.
  int cellAt(int x, int y) const;
  SDL_Rect cellRect(int cell) const;

  // Seconds a quarter turn takes; 0 turns instantly.
  void setRotationSeconds(double seconds) { rotationSeconds_ = seconds; }
  // Starts the picture of `cell` from where it was before a rotation of `turns` (clockwise
  // positive) and eases it to the board's new state.
  void animateRotation(int cell, int turns);
  void update(double seconds);
  bool animating() const { return !spins_.empty(); }
  void stopAnimations() { spins_.clear(); }

  // `backdrop` is the full-screen background the board sits on (may be null). Settled tiles are
  // kept in an opaque layer texture over a slice of it and repainted only where a cell's look
  // changed, so a steady frame costs one copy for the whole board.
  void draw(Assets& assets, const Board& board, const Networks& networks, const BoardDrawOptions& options,
            SDL_Texture* backdrop = nullptr);
  // The look of one cell as it would be drawn now (also used by tests).
  static TileLook lookOf(const Board& board, const Networks& networks, int cell, const BoardDrawOptions& options);

 private:
  struct Spin {
    int cell;
    double fromDegrees;  // start offset; eased to 0
    double t;            // 0..1
  };

  SDL_Texture* tileTexture(Assets& assets, const Board& board, int cell, const TileLook& look);
  double spinOffset(const Spin& s) const;
  const Spin* spinOf(int cell) const;
  SDL_Rect trayRect() const;
  void drawTray(Assets& assets);
  bool prepareLayer(Assets& assets, SDL_Texture* backdrop);
  void drawDirect(Assets& assets, const Board& board, const Networks& networks, const BoardDrawOptions& options);
  void drawOverlays(Assets& assets, const Board& board, const Networks& networks, const BoardDrawOptions& options);

  SDL_Rect area_{0, 0, 0, 0};
  SDL_Rect board_{0, 0, 0, 0};
  int columns_ = 0;
  int rows_ = 0;
  int cell_ = 0;
  double rotationSeconds_ = 0.12;
  std::vector<Spin> spins_;
  std::unordered_map<std::uint64_t, TexturePtr> tiles_;
  int cachedSize_ = 0;
  const Catalog* cachedCatalog_ = nullptr;
  TexturePtr cursor_;

  // The settled-tile layer: `slots_` is backdrop plus tray, `layer_` adds the tiles; layerKeys_
  // records what each cell of the layer shows.
  TexturePtr slots_;
  TexturePtr layer_;
  std::vector<std::uint64_t> layerKeys_;
  SDL_Texture* layerBackdrop_ = nullptr;
  SDL_Rect layerRect_{0, 0, 0, 0};
  bool layersUnsupported_ = false;
};

}  // namespace tileflow
