// AtlasShelves: where same-sized pictures go in a texture atlas. Pictures sit in rows of slots,
// each slot the picture plus a one-pixel gutter all round (so scaled or turned copies never sample
// a neighbour). Pages are a fixed width; the first is half as tall (a board's pictures mostly share
// it, and a handful of pictures never costs a whole large page), the others square.
#pragma once

namespace tileflow {

struct AtlasPlace {
  int page = 0;
  int x = 0;  // the picture's top-left pixel in its page (inside the gutter)
  int y = 0;
};

class AtlasShelves {
 public:
  static constexpr int Gutter = 1;

  AtlasShelves(int width, int height, int pageWidth);
  AtlasShelves(int side, int pageWidth) : AtlasShelves(side, side, pageWidth) {}

  int width() const { return width_; }
  int height() const { return height_; }
  // False when one slot is wider or taller than a page: such pictures stay textures of their own.
  bool fits() const { return width_ > 0 && height_ > 0 && pitchX_ <= pageWidth_ && pitchY_ <= pageWidth_; }
  int pageWidth() const { return pageWidth_; }
  int perRow() const { return pageWidth_ / pitchX_; }
  int rowsOf(int page) const;
  int pageHeight(int page) const { return rowsOf(page) * pitchY_; }
  int capacity(int page) const { return perRow() * rowsOf(page); }
  // Slot n, counting from 0 through the pages in order. Requires fits().
  AtlasPlace place(int n) const;

 private:
  int width_;
  int height_;
  int pageWidth_;
  int pitchX_;
  int pitchY_;
};

}  // namespace tileflow
