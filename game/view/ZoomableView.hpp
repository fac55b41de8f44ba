// ZoomableView: what every board view that zooms shares — a Camera over the board with whole
// pixels per cell, zoom about a point, pan, fit, the place kept across window sizes, the map of
// the whole board shown in a corner while zoomed in (where it goes, what a tap on it does, its
// frame) and keeping a cell in view clear of the map. BoardViewInput drives it; each view says
// where a cell lies on screen and what to do when the camera moved.
#pragma once

#include <SDL.h>

#include "engine/core/Camera.hpp"

namespace tileflow {

class ZoomableView {
 public:
  virtual ~ZoomableView() = default;

  const Camera& camera() const { return camera_; }
  // Multiplies the zoom by `factor` keeping the board point under (x, y) still. Small factors
  // (a pinch) add up until they reach the next whole pixel.
  void zoomAbout(double factor, int x, int y);
  // Moves the board by a screen offset, as a dragged finger would (nothing while it fits).
  void pan(int dx, int dy);
  // Back to the whole board, centred.
  void fit();
  bool fitted() const { return camera_.fitted(); }
  // The zoom and the part of the board shown, kept with an unfinished level and across window
  // sizes; setPlace puts them back (whole-pixel cells, within the clamps).
  CameraPlace place() const { return camera_.place(); }
  void setPlace(const CameraPlace& place);
  // Pixels per cell as drawn now.
  int drawnCellSize() const;

  // While zoomed in, where the map of the whole board goes: the view's bottom-right corner, or
  // the first other corner where it hides no cell for good. Empty when the whole board shows.
  SDL_Rect overviewRect() const;
  // A tap on the map centres the view on the place it shows there; false when (x, y) is off it.
  bool overviewTap(int x, int y);

  // Where `cell` lies on screen now.
  virtual SDL_Rect cellRect(int cell) const = 0;
  // Pans the least that shows the whole of `cell` and the cursor's ring round it, clear of the
  // map (the keyboard cursor stays in view).
  virtual void reveal(int cell) = 0;

 protected:
  // Shows `content` (world units) in `area`: fitted at `fitScale` screen pixels per world unit
  // (a whole number for whole-pixel cells), zoomable to `maxScale`. `columns`×`rows` size the map.
  void setCamera(const SDL_Rect& area, const Rect& content, double fitScale, double maxScale, int columns, int rows);
  // The camera moved (zoom, pan, fit, place): the view brings what it drew up to date.
  virtual void cameraMoved() = 0;
  // A world rectangle on screen, corners rounded to whole pixels.
  SDL_Rect toScreen(const Rect& world) const;
  // The board's rectangle on screen now.
  SDL_Rect boardOnScreen() const { return toScreen(camera_.content()); }
  // reveal() for a cursor ring `ring` pixels wide.
  void revealCell(int cell, int ring);
  // The map's frame, `picture` in it (may be null) and a white box round the part on screen.
  void drawMapFrame(SDL_Renderer* renderer, const SDL_Rect& map, SDL_Texture* picture) const;
  bool laidOut() const { return laidOut_; }

  Camera camera_;
  SDL_Rect area_{0, 0, 0, 0};

 private:
  double wantedScale_ = 0;  // the zoom asked for, before rounding to whole pixels per cell
  int mapColumns_ = 1;
  int mapRows_ = 1;
  bool laidOut_ = false;
};

}  // namespace tileflow
