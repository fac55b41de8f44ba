// TextureLedger: counts the textures held on the renderer. Main thread only, like every SDL call.
#include "engine/platform/TextureLedger.hpp"

#include <SDL_opengl.h>

#include <algorithm>
#include <cstring>
#include <set>
#include <unordered_map>
#include <utility>

namespace tileflow {

namespace {
struct Entry {
  std::int64_t bytes = 0;
  bool target = false;
  SDL_Renderer* renderer = nullptr;
};

struct Ledger {
  std::unordered_map<SDL_Texture*, Entry> alive;
  std::set<std::pair<int, int>> targetSizes;
  TextureCounts counts;
};

Ledger& ledger() {
  static Ledger l;
  return l;
}

void enter(SDL_Texture* t, SDL_Renderer* renderer) {
  if (t == nullptr) return;
  Uint32 format = 0;
  int access = 0;
  int w = 0;
  int h = 0;
  SDL_QueryTexture(t, &format, &access, &w, &h);
  const int perPixel = SDL_ISPIXELFORMAT_FOURCC(format) ? 4 : std::max(1, static_cast<int>(SDL_BYTESPERPIXEL(format)));
  Entry e{static_cast<std::int64_t>(w) * h * perPixel, access == SDL_TEXTUREACCESS_TARGET, renderer};
  Ledger& l = ledger();
  l.alive[t] = e;
  ++l.counts.textures;
  ++l.counts.created;
  l.counts.bytes += e.bytes;
  if (e.target) {
    ++l.counts.targets;
    ++l.counts.targetsCreated;
    l.targetSizes.emplace(w, h);
    l.counts.targetSizes = static_cast<std::int64_t>(l.targetSizes.size());
  }
}
using AttachTexture = void(APIENTRY*)(GLenum target, GLenum attachment, GLenum textarget, GLuint texture, GLint level);

// SDL's OpenGL renderers keep one framebuffer per render-target size until the renderer goes, and
// SDL_DestroyTexture deletes a target's texture while that framebuffer is not bound, which by the
// GL rules leaves it attached: the driver keeps its storage. Detaching it first lets it go.
void detachFromFramebuffer(SDL_Renderer* renderer, SDL_Texture* texture) {
  SDL_RendererInfo info{};
  if (renderer == nullptr || SDL_GetRendererInfo(renderer, &info) != 0 || info.name == nullptr) return;
  const bool desktop = std::strcmp(info.name, "opengl") == 0;
  if (!desktop && std::strcmp(info.name, "opengles2") != 0) return;
  static AttachTexture attach = nullptr;
  static bool looked = false;
  if (!looked) {
    looked = true;
    attach = reinterpret_cast<AttachTexture>(SDL_GL_GetProcAddress("glFramebufferTexture2D"));
    if (attach == nullptr && desktop)
      attach = reinterpret_cast<AttachTexture>(SDL_GL_GetProcAddress("glFramebufferTexture2DEXT"));
  }
  if (attach == nullptr) return;
  SDL_Texture* previous = SDL_GetRenderTarget(renderer);
  // Binds the framebuffer of the texture's size with the texture attached (and flushes SDL's queue).
  if (SDL_SetRenderTarget(renderer, texture) != 0) return;
  constexpr GLenum Framebuffer = 0x8D40;       // GL_FRAMEBUFFER
  constexpr GLenum ColourAttachment = 0x8CE0;  // GL_COLOR_ATTACHMENT0
  constexpr GLenum Texture2D = 0x0DE1;         // GL_TEXTURE_2D
  attach(Framebuffer, ColourAttachment, Texture2D, 0, 0);
  SDL_SetRenderTarget(renderer, previous == texture ? nullptr : previous);
}
}  // namespace

TexturePtr TextureLedger::create(SDL_Renderer* renderer, Uint32 format, int access, int w, int h) {
  TexturePtr t(SDL_CreateTexture(renderer, format, access, w, h));
  enter(t.get(), renderer);
  return t;
}

TexturePtr TextureLedger::fromSurface(SDL_Renderer* renderer, SDL_Surface* surface) {
  TexturePtr t(SDL_CreateTextureFromSurface(renderer, surface));
  enter(t.get(), renderer);
  return t;
}

TexturePtr TextureLedger::painted(SDL_Renderer* renderer, int w, int h,
                                  const std::function<bool(SDL_Surface*)>& paint) {
  if (w <= 0 || h <= 0) return nullptr;
  SDL_RendererInfo info{};
  const bool software =
      SDL_GetRendererInfo(renderer, &info) == 0 && info.name != nullptr && std::strcmp(info.name, "software") == 0;
  if (!software) {
    SurfacePtr surface(SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888));
    if (!surface || !paint(surface.get())) return nullptr;
    return fromSurface(renderer, surface.get());
  }
  TexturePtr texture = create(renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STREAMING, w, h);
  void* pixels = nullptr;
  int pitch = 0;
  if (!texture || SDL_LockTexture(texture.get(), nullptr, &pixels, &pitch) != 0) return nullptr;
  SurfacePtr view(SDL_CreateRGBSurfaceWithFormatFrom(pixels, w, h, 32, pitch, SDL_PIXELFORMAT_ARGB8888));
  const bool ok = view && paint(view.get());
  view.reset();
  SDL_UnlockTexture(texture.get());
  return ok ? std::move(texture) : nullptr;
}

TextureCounts TextureLedger::counts() { return ledger().counts; }

void TextureLedger::forget(SDL_Texture* texture) noexcept {
  Ledger& l = ledger();
  auto it = l.alive.find(texture);
  if (it == l.alive.end()) return;
  --l.counts.textures;
  l.counts.bytes -= it->second.bytes;
  if (it->second.target) {
    --l.counts.targets;
    detachFromFramebuffer(it->second.renderer, texture);
  }
  l.alive.erase(it);
}

void SdlDeleter::operator()(SDL_Texture* p) const {
  TextureLedger::forget(p);
  SDL_DestroyTexture(p);
}

}  // namespace tileflow
