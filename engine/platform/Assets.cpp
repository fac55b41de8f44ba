// Assets: fonts through SDL_ttf, vector art rasterised through SDL_image, rendered text; cached.
#include "engine/platform/Assets.hpp"

#include <SDL_image.h>
#include <SDL_ttf.h>

#include <utility>

namespace tileflow {

namespace {
// Enough for every label of a few screens at two sizes; past it the cache starts over rather
// than growing with, say, a ticking clock.
constexpr std::size_t MaxCachedTexts = 400;
constexpr std::size_t MaxCachedArt = 4000;
}  // namespace

Assets::Assets(SDL_Renderer* renderer, std::filesystem::path fontDir)
    : renderer_(renderer), fontDir_(std::move(fontDir)) {}

TTF_Font* Assets::font(FontStyle style, int pixelSize) {
  if (pixelSize < 4) pixelSize = 4;
  const FontKey key{style, pixelSize};
  if (auto it = fonts_.find(key); it != fonts_.end()) return it->second.get();
  const auto file = fontDir_ / (style == FontStyle::Bold ? "DejaVuSans-Bold.ttf" : "DejaVuSans.ttf");
  FontPtr f(TTF_OpenFont(file.c_str(), pixelSize));
  if (!f) SDL_Log("cannot open font %s: %s", file.c_str(), TTF_GetError());
  TTF_Font* raw = f.get();
  fonts_.emplace(key, std::move(f));
  return raw;
}

TextTexture Assets::text(std::string_view content, FontStyle style, int pixelSize, SDL_Color c) {
  if (content.empty()) return {};
  std::string key;
  key.reserve(content.size() + 24);
  key.append(content);
  key.push_back('\x1f');
  key.append(std::to_string(static_cast<int>(style) * 100000 + pixelSize));
  key.push_back('\x1f');
  key.append(std::to_string((c.r << 24) | (c.g << 16) | (c.b << 8) | c.a));
  if (auto it = texts_.find(key); it != texts_.end()) return {it->second.texture.get(), it->second.w, it->second.h};
  TTF_Font* f = font(style, pixelSize);
  if (f == nullptr) return {};
  const std::string owned(content);
  SurfacePtr surface(TTF_RenderUTF8_Blended(f, owned.c_str(), c));
  if (!surface) return {};
  TexturePtr texture(SDL_CreateTextureFromSurface(renderer_, surface.get()));
  if (!texture) return {};
  SDL_SetTextureBlendMode(texture.get(), SDL_BLENDMODE_BLEND);
  if (texts_.size() >= MaxCachedTexts) texts_.clear();
  CachedText& slot = texts_[key];
  slot = CachedText{std::move(texture), surface->w, surface->h};
  return {slot.texture.get(), slot.w, slot.h};
}

SDL_Point Assets::measure(std::string_view content, FontStyle style, int pixelSize) {
  TTF_Font* f = font(style, pixelSize);
  if (f == nullptr || content.empty()) return {0, 0};
  int w = 0;
  int h = 0;
  const std::string owned(content);
  TTF_SizeUTF8(f, owned.c_str(), &w, &h);
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
  if (auto it = art_.find(full); it != art_.end()) return it->second.get();
  SurfacePtr surface = rasterise(document, w, h);
  if (!surface) {
    SDL_Log("cannot rasterise art %s: %s", key.c_str(), IMG_GetError());
    return nullptr;
  }
  TexturePtr texture(SDL_CreateTextureFromSurface(renderer_, surface.get()));
  if (!texture) return nullptr;
  SDL_SetTextureBlendMode(texture.get(), SDL_BLENDMODE_BLEND);
  if (art_.size() >= MaxCachedArt) art_.clear();
  SDL_Texture* raw = texture.get();
  art_[full] = std::move(texture);
  return raw;
}

SDL_Texture* Assets::findArt(const std::string& key) const {
  auto it = art_.find(key);
  return it == art_.end() ? nullptr : it->second.get();
}

SDL_Texture* Assets::keepArt(const std::string& key, TexturePtr texture) {
  if (art_.size() >= MaxCachedArt) art_.clear();
  SDL_Texture* raw = texture.get();
  art_[key] = std::move(texture);
  return raw;
}

void Assets::clearArt() { art_.clear(); }

}  // namespace tileflow
