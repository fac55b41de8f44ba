#include "engine/platform/TextureAtlas.hpp"

#include <algorithm>

#include "engine/platform/TextureLedger.hpp"

namespace tileflow {

PictureSource TextureAtlas::add(SDL_Renderer* renderer, SDL_Surface* surface) {
  const int w = shelves_.width();
  const int h = shelves_.height();
  if (!fits() || surface == nullptr || surface->w != w || surface->h != h) return {};
  const AtlasPlace at = shelves_.place(used_);
  if (pages_.empty()) {
    // The pictures' own format, as a texture made from one of them would have: the same pixels
    // then blend the same way.
    const Uint32 f = surface->format->format;
    format_ =
        SDL_BITSPERPIXEL(f) == 32 && SDL_ISPIXELFORMAT_ALPHA(f) ? f : static_cast<Uint32>(SDL_PIXELFORMAT_ARGB8888);
  }
  if (at.page >= static_cast<int>(pages_.size())) {
    TexturePtr page = TextureLedger::create(renderer, format_, SDL_TEXTUREACCESS_STATIC, shelves_.pageWidth(),
                                            shelves_.pageHeight(at.page));
    if (!page) return {};
    SDL_SetTextureBlendMode(page.get(), SDL_BLENDMODE_BLEND);
    pages_.push_back(std::move(page));
  }
  // The picture with its gutter: edge pixels repeated one pixel out.
  SurfacePtr converted(SDL_ConvertSurfaceFormat(surface, format_, 0));
  if (!converted) return {};
  const int g = AtlasShelves::Gutter;
  const int paddedW = w + 2 * g;
  const int paddedH = h + 2 * g;
  std::vector<Uint32> pixels(static_cast<std::size_t>(paddedW) * static_cast<std::size_t>(paddedH));
  if (SDL_LockSurface(converted.get()) != 0) return {};
  for (int y = 0; y < paddedH; ++y) {
    const int sy = std::clamp(y - g, 0, h - 1);
    const auto* row = reinterpret_cast<const Uint32*>(static_cast<const Uint8*>(converted->pixels) +
                                                      static_cast<std::ptrdiff_t>(sy) * converted->pitch);
    for (int x = 0; x < paddedW; ++x)
      pixels[static_cast<std::size_t>(y) * static_cast<std::size_t>(paddedW) + static_cast<std::size_t>(x)] =
          row[std::clamp(x - g, 0, w - 1)];
  }
  SDL_UnlockSurface(converted.get());
  SDL_Texture* page = pages_[static_cast<std::size_t>(at.page)].get();
  const SDL_Rect slot{at.x - g, at.y - g, paddedW, paddedH};
  if (SDL_UpdateTexture(page, &slot, pixels.data(), paddedW * static_cast<int>(sizeof(Uint32))) != 0) return {};
  ++used_;
  return PictureSource{page, SDL_Rect{at.x, at.y, w, h}, false};
}

std::int64_t TextureAtlas::bytes() const {
  std::int64_t total = 0;
  for (std::size_t k = 0; k < pages_.size(); ++k)
    total += std::int64_t{4} * shelves_.pageWidth() * shelves_.pageHeight(static_cast<int>(k));
  return total;
}

}  // namespace tileflow
