// TargetPool: square render targets of one size, lent to views and kept while a view still holds
// some, so a relayout reuses them; a smaller window lets the surplus go, and so does the last view.
#pragma once

#include <SDL.h>

#include <cstddef>
#include <vector>

#include "engine/platform/SdlHandles.hpp"

namespace tileflow {

// Whether views should keep drawings in render targets on the renderer SDL calls `rendererName`.
// Only SDL's software renderer: there a target is a plain surface. On SDL's OpenGL renderers over
// Mesa's software driver, each change of render target handed the driver a scene without waiting,
// which kept driver memory behind through a long game (docs/reliability.md, DrawPacing.hpp), and
// a GPU draws a board's tiles directly for less than a cache is worth; views draw tile by tile there.
bool renderTargetsWorthKeeping(const char* rendererName);

class TargetPool {
 public:
  // `side`×`side` targets in the renderer's preferred format, at most `limit` of them alive.
  TargetPool(SDL_Renderer* renderer, int side, std::size_t limit);
  TargetPool(const TargetPool&) = delete;
  TargetPool& operator=(const TargetPool&) = delete;

  int side() const { return side_; }
  // A target from the pool, made if none is free; null when `limit` are lent out or the renderer
  // cannot make one (the caller draws without it). Its pixels are whatever the last user left.
  TexturePtr take();
  // Returns a target taken from this pool; it stays alive for the next take() unless `keep` are
  // already waiting, or none is lent any more (every view gave its targets back).
  void give(TexturePtr target);
  // How many free targets to hold on to (the loop sets it from the window size); the surplus goes.
  void setKeep(std::size_t keep);

  std::size_t made() const { return made_; }
  std::size_t free() const { return free_.size(); }

 private:
  SDL_Renderer* renderer_;
  int side_;
  std::size_t limit_;
  std::size_t keep_;
  std::size_t made_ = 0;  // alive, lent or free
  Uint32 format_ = 0;
  std::vector<TexturePtr> free_;
};

}  // namespace tileflow
