// Assets: fonts through SDL_ttf, vector art rasterised through SDL_image at the size asked for,
// and rendered text, all cached per renderer. Main thread only, like every SDL call.
#pragma once

#include <SDL.h>

#include <cstdint>
#include <filesystem>
#include <map>
#include <string>
#include <string_view>
#include <unordered_map>

#include "engine/platform/SdlHandles.hpp"

namespace tileflow {

enum class FontStyle { Regular, Bold };

struct TextTexture {
  SDL_Texture* texture = nullptr;  // owned by the cache
  int w = 0;
  int h = 0;
};

class Assets {
 public:
  // fontDir holds DejaVuSans.ttf and DejaVuSans-Bold.ttf.
  Assets(SDL_Renderer* renderer, std::filesystem::path fontDir);

  SDL_Renderer* renderer() const { return renderer_; }

  // A font at a pixel height; nullptr (and a logged error) if the file is missing.
  TTF_Font* font(FontStyle style, int pixelSize);
  // Text rendered anti-aliased in one colour; cached by content, so drawing the same label every
  // frame is one texture copy. An empty or unrenderable text gives a null texture.
  TextTexture text(std::string_view text, FontStyle style, int pixelSize, SDL_Color colour);
  // Width and height the text would take, without rendering it.
  SDL_Point measure(std::string_view text, FontStyle style, int pixelSize);

  // An SVG document rasterised to w×h; cached under `key` and the size. The key must identify
  // the document (callers compose art in code and name it).
  SDL_Texture* svg(const std::string& key, const std::string& document, int w, int h);
  // Any texture made by the caller, kept with the art under `key` (the cache owns it).
  SDL_Texture* findArt(const std::string& key) const;
  SDL_Texture* keepArt(const std::string& key, TexturePtr texture);
  // Drops every cached texture (after a resize the old sizes are not needed again).
  void clearArt();

  // Rasterises without caching; nullptr on a malformed document.
  static SurfacePtr rasterise(const std::string& document, int w, int h);

 private:
  struct FontKey {
    FontStyle style;
    int size;
    bool operator<(const FontKey& o) const { return style != o.style ? style < o.style : size < o.size; }
  };

  SDL_Renderer* renderer_;
  std::filesystem::path fontDir_;
  std::map<FontKey, FontPtr> fonts_;
  std::unordered_map<std::string, TexturePtr> art_;
  struct CachedText {
    TexturePtr texture;
    int w = 0;
    int h = 0;
  };
  std::unordered_map<std::string, CachedText> texts_;
};

}  // namespace tileflow
