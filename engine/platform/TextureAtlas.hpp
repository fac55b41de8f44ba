// TextureAtlas: pictures of one size packed into a few textures. A board drawn tile by tile from
// one texture lets the renderer batch the copies; with a texture per tile, every copy changes the
// draw state, and a software GL driver keeps a copy of the whole state per change until the frame
// is shown (tens of kilobytes each: tens of megabytes for a frame of a large board).
#pragma once

#include <SDL.h>

#include <cstdint>
#include <vector>

#include "engine/core/AtlasShelves.hpp"
#include "engine/platform/SdlHandles.hpp"

namespace tileflow {

// Where a picture is: a texture and the rectangle of it to copy (the whole texture when `whole`).
struct PictureSource {
  SDL_Texture* texture = nullptr;
  SDL_Rect rect{};
  bool whole = true;
  explicit operator bool() const { return texture != nullptr; }
  const SDL_Rect* src() const { return whole ? nullptr : &rect; }
};

class TextureAtlas {
 public:
  static constexpr int PageWidth = 1024;

  explicit TextureAtlas(int side) : shelves_(side, PageWidth) {}
  TextureAtlas(int width, int height) : shelves_(width, height, PageWidth) {}

  bool fits() const { return shelves_.fits(); }
  // Copies `surface` (width × height) into the next slot, its edge pixels repeated into the gutter.
  // Empty when no page could be made or the picture does not fit (the caller keeps its own).
  // Call it before the frame's copies from this atlas: changing a page already drawn from this
  // frame makes the renderer finish those copies first.
  PictureSource add(SDL_Renderer* renderer, SDL_Surface* surface);
  std::int64_t bytes() const;

 private:
  AtlasShelves shelves_;
  std::vector<TexturePtr> pages_;
  int used_ = 0;
  Uint32 format_ = SDL_PIXELFORMAT_ARGB8888;
};

}  // namespace tileflow
