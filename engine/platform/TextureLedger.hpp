// TextureLedger: counts what the game holds on the renderer (textures, their bytes, render
// targets and the distinct target sizes ever made), so a memory check can tell the game's own
// growth from the driver's. Every texture the engine and game create goes through it.
#pragma once

#include <SDL.h>

#include <cstdint>
#include <functional>

#include "engine/platform/SdlHandles.hpp"

namespace tileflow {

struct TextureCounts {
  std::int64_t textures = 0;  // alive now
  std::int64_t bytes = 0;     // their pixels, at four bytes a pixel for packed formats
  std::int64_t targets = 0;   // render targets alive now
  std::int64_t created = 0;   // textures made since start
  std::int64_t targetsCreated = 0;
  // Distinct target sizes ever made: SDL's OpenGL renderer keeps one framebuffer per size for the
  // renderer's lifetime, so this is what a driver may keep even after the targets are gone.
  std::int64_t targetSizes = 0;
};

class TextureLedger {
 public:
  // SDL_CreateTexture and SDL_CreateTextureFromSurface, counted; null on failure.
  static TexturePtr create(SDL_Renderer* renderer, Uint32 format, int access, int w, int h);
  static TexturePtr fromSurface(SDL_Renderer* renderer, SDL_Surface* surface);
  // A w×h ARGB8888 texture whose pixels `paint` fills, handed them as a surface (returning false
  // for a failure). On SDL's software renderer it paints the texture's own pixels (a streaming
  // texture, locked): a window-sized picture is then neither copied nor held twice. On the other
  // renderers, where a streaming texture keeps a second copy of its pixels for as long as it
  // lives, it paints a surface and uploads it as fromSurface does.
  static TexturePtr painted(SDL_Renderer* renderer, int w, int h, const std::function<bool(SDL_Surface*)>& paint);
  static TextureCounts counts();
  // Called by the texture deleter; a texture made outside the ledger is ignored. A render target
  // is detached from the OpenGL renderers' framebuffer first, so the driver frees it.
  static void forget(SDL_Texture* texture) noexcept;
};

}  // namespace tileflow
