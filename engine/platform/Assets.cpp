// Assets: fonts through SDL_ttf, vector art rasterised through SDL_image, rendered text; cached.
#include "engine/platform/Assets.hpp"

#include <limits>

#include <SDL_image.h>
#include <SDL_ttf.h>

#include <algorithm>
#include <memory>
#include <utility>
#include <vector>

#include "engine/platform/TextureLedger.hpp"

namespace tileflow {

namespace {
// Enough for every label of a few screens at two sizes; past it the cache starts over rather
// than growing with, say, a ticking clock.
constexpr std::size_t MaxCachedTexts = 400;
constexpr std::size_t MaxMeasures = 4096;
constexpr std::size_t MaxCachedArt = 4000;
// Each open font holds a FreeType face and its glyph caches; window sizes give new pixel sizes,
// so the sizes not used lately are closed rather than kept for every size ever seen.
constexpr std::size_t MaxOpenFonts = 16;
// Render targets lent to views at once: enough for the board layers of a 4K window; past it a view
// draws without its layer rather than the pool growing.
constexpr std::int64_t TargetLimit = 64 << 20;

std::size_t targetsIn(std::int64_t bytes, int side) {
  return static_cast<std::size_t>(bytes / (std::int64_t{4} * std::max(1, side) * std::max(1, side)));
}

std::string textKey(std::string_view content, FontStyle style, int pixelSize, SDL_Color c, int width) {
  std::string key;
  key.reserve(content.size() + 32);
  key.append(content);
  key.push_back('\x1f');
  key.append(std::to_string(static_cast<int>(style) * 100000 + pixelSize));
  key.push_back('\x1f');
  key.append(std::to_string((c.r << 24) | (c.g << 16) | (c.b << 8) | c.a));
  if (width > 0) {
    key.push_back('\x1f');
    key.append(std::to_string(width));
  }
  return key;
}
}  // namespace

Assets::Cached& Assets::keep(Cache& cache, std::int64_t& bytes, std::int64_t budget, std::size_t maxCount,
                             const std::string& key, TexturePtr texture, int w, int h) {
  if (auto old = cache.find(key); old != cache.end()) {
    bytes -= old->second.bytes;
    cache.erase(old);
  }
  const std::int64_t size = static_cast<std::int64_t>(w) * h * 4;
  if (cache.size() >= maxCount || bytes + size > budget) {
    // The least recently used half goes: what the screen on show draws was used last.
    std::vector<std::uint64_t> uses;
    uses.reserve(cache.size());
    for (const auto& [k, c] : cache) uses.push_back(c.lastUse);
    std::nth_element(uses.begin(), uses.begin() + static_cast<std::ptrdiff_t>(uses.size() / 2), uses.end());
    const std::uint64_t median = uses.empty() ? 0 : uses[uses.size() / 2];
    for (auto it = cache.begin(); it != cache.end();) {
      if (it->second.lastUse <= median) {
        bytes -= it->second.bytes;
        it = cache.erase(it);
      } else {
        ++it;
      }
    }
  }
  Cached& slot = cache[key];
  slot = Cached{std::move(texture), w, h, size, 0};
  bytes += size;
  use(slot);
  return slot;
}

Assets::Assets(SDL_Renderer* renderer, std::filesystem::path fontDir)
    : renderer_(renderer), fontDir_(std::move(fontDir)) {}

TargetPool& Assets::targets(int side) {
  std::unique_ptr<TargetPool>& pool = targets_[side];
  if (!pool) {
    SDL_RendererInfo info{};
    const bool worth =
        renderer_ != nullptr && SDL_GetRendererInfo(renderer_, &info) == 0 && renderTargetsWorthKeeping(info.name);
    pool = std::make_unique<TargetPool>(renderer_, side, worth ? targetsIn(TargetLimit, side) : 0);
    pool->setKeep(targetsIn(targetBudget_, side));
  }
  return *pool;
}

void Assets::setTargetBudget(std::int64_t bytes) {
  targetBudget_ = bytes;
  for (auto& [side, pool] : targets_) pool->setKeep(targetsIn(bytes, side));
}

void Assets::fitBudgets(int width, int height) {
  const std::int64_t window = std::int64_t{4} * std::max(1, width) * std::max(1, height);
  setArtBudget(2 * window + (4 << 20));
  setTextBudget(window + (4 << 20));
  setTargetBudget(2 * window);
}

TTF_Font* Assets::font(FontStyle style, int pixelSize) {
  if (pixelSize < 4) pixelSize = 4;
  const FontKey key{style, pixelSize};
  if (auto it = fonts_.find(key); it != fonts_.end()) {
    it->second.lastUse = ++uses_;
    return it->second.font.get();
  }
  if (fonts_.size() >= MaxOpenFonts) {
    auto oldest = fonts_.begin();
    for (auto it = fonts_.begin(); it != fonts_.end(); ++it)
      if (it->second.lastUse < oldest->second.lastUse) oldest = it;
    fonts_.erase(oldest);
  }
  const auto file = fontDir_ / (style == FontStyle::Bold ? "DejaVuSans-Bold.ttf" : "DejaVuSans.ttf");
  FontPtr f(TTF_OpenFont(file.c_str(), pixelSize));
  if (!f) SDL_Log("cannot open font %s: %s", file.c_str(), TTF_GetError());
  TTF_Font* raw = f.get();
  fonts_[key] = OpenFont{std::move(f), ++uses_};
  return raw;
}

TextTexture Assets::text(std::string_view content, FontStyle style, int pixelSize, SDL_Color c) {
  if (content.empty()) return {};
  std::string key = textKey(content, style, pixelSize, c, 0);
  if (auto it = texts_.find(key); it != texts_.end()) return {use(it->second), it->second.w, it->second.h};
  TTF_Font* f = font(style, pixelSize);
  if (f == nullptr || !mayMake()) return {};
  const std::string owned(content);
  return renderText(std::move(key), SurfacePtr(TTF_RenderUTF8_Blended(f, owned.c_str(), c)));
}

TextTexture Assets::wrappedText(std::string_view content, FontStyle style, int pixelSize, SDL_Color c, int width) {
  if (content.empty() || width <= 0) return {};
  std::string key = textKey(content, style, pixelSize, c, width);
  if (auto it = texts_.find(key); it != texts_.end()) return {use(it->second), it->second.w, it->second.h};
  TTF_Font* f = font(style, pixelSize);
  if (f == nullptr || !mayMake()) return {};
  const std::string owned(content);
  return renderText(std::move(key),
                    SurfacePtr(TTF_RenderUTF8_Blended_Wrapped(f, owned.c_str(), c, static_cast<Uint32>(width))));
}

TextTexture Assets::renderText(std::string key, SurfacePtr surface) {
  if (!surface) return {};
  TexturePtr texture = TextureLedger::fromSurface(renderer_, surface.get());
  if (!texture) return {};
  SDL_SetTextureBlendMode(texture.get(), SDL_BLENDMODE_BLEND);
  Cached& slot = keep(texts_, textBytes_, textBudget_, MaxCachedTexts, key, std::move(texture), surface->w, surface->h);
  return {slot.texture.get(), slot.w, slot.h};
}

SDL_Point Assets::measure(std::string_view content, FontStyle style, int pixelSize) {
  if (content.empty()) return {0, 0};
  std::string key = textKey(content, style, pixelSize, SDL_Color{0, 0, 0, 0}, 0);
  if (auto it = measures_.find(key); it != measures_.end()) return it->second;
  TTF_Font* f = font(style, pixelSize);
  if (f == nullptr) return {0, 0};
  int w = 0;
  int h = 0;
  const std::string owned(content);
  TTF_SizeUTF8(f, owned.c_str(), &w, &h);
  // Sizes are a few bytes each; starting over now and then bounds them without bookkeeping.
  if (measures_.size() >= MaxMeasures) measures_.clear();
  measures_.emplace(std::move(key), SDL_Point{w, h});
  return {w, h};
}

SurfacePtr Assets::rasterise(const std::string& document, int w, int h) {
  SDL_RWops* rw = SDL_RWFromConstMem(document.data(), static_cast<int>(document.size()));
  if (rw == nullptr) return nullptr;
  SurfacePtr s(IMG_LoadSizedSVG_RW(rw, w, h));
  SDL_RWclose(rw);
  return s;
}

SDL_Texture* Assets::svg(const std::string& key, const std::string& document, int w, int h) {
  std::string full = key;
  full.push_back('@');
  full.append(std::to_string(w));
  full.push_back('x');
  full.append(std::to_string(h));
  if (auto it = art_.find(full); it != art_.end()) return use(it->second);
  if (!mayMake()) return nullptr;
  SurfacePtr surface = rasterise(document, w, h);
  if (!surface) {
    SDL_Log("cannot rasterise art %s: %s", key.c_str(), IMG_GetError());
    return nullptr;
  }
  TexturePtr texture = TextureLedger::fromSurface(renderer_, surface.get());
  if (!texture) return nullptr;
  SDL_SetTextureBlendMode(texture.get(), SDL_BLENDMODE_BLEND);
  return keep(art_, artBytes_, artBudget_, MaxCachedArt, full, std::move(texture), w, h).texture.get();
}

void Assets::beginFrame() {
  frameStart_ = SDL_GetPerformanceCounter();
  madeThisFrame_ = 0;
  leftOut_ = false;
}

std::uint64_t Assets::frameDeadline() const {
  if (frameBudgetMs_ <= 0) return std::numeric_limits<std::uint64_t>::max();
  return frameStart_ +
         static_cast<std::uint64_t>(frameBudgetMs_ / 1000 * static_cast<double>(SDL_GetPerformanceFrequency()));
}

bool Assets::mayMake() {
  if (frameBudgetMs_ <= 0 || madeThisFrame_++ == 0 || SDL_GetPerformanceCounter() < frameDeadline()) return true;
  leftOut_ = true;
  return false;
}

SDL_Texture* Assets::findArt(const std::string& key) {
  auto it = art_.find(key);
  return it == art_.end() ? nullptr : use(it->second);
}

SDL_Texture* Assets::keepArt(const std::string& key, TexturePtr texture) {
  int w = 0;
  int h = 0;
  if (texture) SDL_QueryTexture(texture.get(), nullptr, nullptr, &w, &h);
  return keep(art_, artBytes_, artBudget_, MaxCachedArt, key, std::move(texture), w, h).texture.get();
}

void Assets::clearArt() {
  art_.clear();
  artBytes_ = 0;
}

void Assets::clearTexts() {
  texts_.clear();
  textBytes_ = 0;
}

}  // namespace tileflow
