// Assets: fonts through SDL_ttf, vector art rasterised through SDL_image at the size asked for,
// and rendered text, all cached per renderer. Main thread only, like every SDL call.
#pragma once

#include <SDL.h>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>

#include "engine/platform/DrawProbe.hpp"
#include "engine/platform/SdlHandles.hpp"
#include "engine/platform/TargetPool.hpp"

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
  // Width and height the text would take, without rendering it. Cached: fitting a label to its
  // box (Paint's fitFont and ellipsize) measures the same texts every frame.
  SDL_Point measure(std::string_view text, FontStyle style, int pixelSize);

  // An SVG document rasterised to w×h; cached under `key` and the size. The key must identify
  // the document (callers compose art in code and name it).
  SDL_Texture* svg(const std::string& key, const std::string& document, int w, int h);
  // Any texture made by the caller, kept with the art under `key` (the cache owns it).
  SDL_Texture* findArt(const std::string& key);
  SDL_Texture* keepArt(const std::string& key, TexturePtr texture);
  // Drops the cached art (after a resize the old sizes are not needed again).
  void clearArt();
  // Drops the cached text (after a resize the font sizes change; after a device reset the
  // textures are gone). Measures stay: they do not depend on the renderer.
  void clearTexts();
  // The bytes of art kept; past them the least recently used art goes. A screen's art is a few
  // window-sized pictures at most, so the loop sets this from the window's size.
  void setArtBudget(std::int64_t bytes) { artBudget_ = bytes; }
  // The bytes of rendered text kept; past them the least recently used half goes. Text grows with
  // the window (a 4K field of pasted text is a megabyte a line), so the loop sets this from its size.
  void setTextBudget(std::int64_t bytes) { textBudget_ = std::max<std::int64_t>(bytes, MinTextBudget); }
  // A multi-line text wrapped to `width` pixels, cached like text().
  TextTexture wrappedText(std::string_view text, FontStyle style, int pixelSize, SDL_Color colour, int width);

  // While set, drawing code notes its text and controls here (see DrawProbe).
  DrawProbe* probe = nullptr;
  // `full` is the whole text when `text` is it cut short.
  void noteText(std::string_view text, const SDL_Rect& rect, int pixelSize, const SDL_Rect& box = {},
                std::string_view full = {}) {
    if (probe != nullptr)
      probe->texts.push_back({std::string(text), rect, pixelSize, probe->drawing, box, std::string(full)});
  }

  // Square render targets of one side, lent and taken back (see TargetPool); views that keep
  // drawings on the renderer take them from here rather than making their own.
  TargetPool& targets(int side);
  // The bytes of free render targets kept for the next view; the loop sets it from the window size.
  void setTargetBudget(std::int64_t bytes);
  // The budgets for a window of `width`×`height` pixels: a screen's art (a window-sized background
  // and its panels, twice over), its text (as much as the window holds, so a screen full of large
  // labels is drawn from the cache rather than rendered again every frame) and the render targets
  // kept for boards' layers (two window-sized layers). Below them a 4K screen's background would
  // be made again every frame.
  void fitBudgets(int width, int height);

  // A frame's budget for making pictures (text, SVG art, backgrounds): once a frame has run `ms`,
  // pictures not yet cached are left out of it, to be made in the frames after, so a new screen
  // or a resize at 3840x2160 never holds one frame for the hundreds of milliseconds its pictures
  // take together. The first picture a frame asks for is always made, so every frame makes
  // progress. 0 (the default) never leaves one out: a screenshot, a golden image or the soak's
  // replay draws everything in the frame that needs it. The game's loop sets GameFrameBudgetMs.
  void setFrameBudgetMs(double ms) { frameBudgetMs_ = ms; }
  static constexpr double GameFrameBudgetMs = 40;
  // Called by the loop before it draws a frame.
  void beginFrame();
  // Whether a picture not in a cache may be made now. False past the frame's budget, and the
  // frame is then marked as having left pictures out. Code that makes its own pictures asks first
  // and draws without the picture (a plain stand-in, or nothing) when told no.
  bool mayMake();
  // The last frame left pictures out: the loop draws another straight away.
  bool leftOut() const { return leftOut_; }
  // When this frame's budget ends, on SDL's performance counter (never, without a budget), for
  // code that makes pictures under deadlines of its own (a board's tiles).
  std::uint64_t frameDeadline() const;

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
  struct OpenFont {
    FontPtr font;
    std::uint64_t lastUse = 0;
  };
  std::map<FontKey, OpenFont> fonts_;
  // A cached texture with its size in bytes and the use count when it was last asked for.
  struct Cached {
    TexturePtr texture;
    int w = 0;
    int h = 0;
    std::int64_t bytes = 0;
    std::uint64_t lastUse = 0;
  };
  using Cache = std::unordered_map<std::string, Cached>;
  SDL_Texture* use(Cached& c) {
    c.lastUse = ++uses_;
    return c.texture.get();
  }
  Cached& keep(Cache& cache, std::int64_t& bytes, std::int64_t budget, std::size_t maxCount, const std::string& key,
               TexturePtr texture, int w, int h);
  TextTexture renderText(std::string key, SurfacePtr surface);

  std::map<int, std::unique_ptr<TargetPool>> targets_;
  Cache art_;
  Cache texts_;
  std::unordered_map<std::string, SDL_Point> measures_;
  std::int64_t artBytes_ = 0;
  std::int64_t textBytes_ = 0;
  // Labels are small; this much holds every label of several screens at 1920×1080.
  static constexpr std::int64_t MinTextBudget = 4 << 20;
  std::int64_t textBudget_ = MinTextBudget;
  std::int64_t artBudget_ = 16 << 20;
  std::int64_t targetBudget_ = 16 << 20;
  std::uint64_t uses_ = 0;
  double frameBudgetMs_ = 0;
  std::uint64_t frameStart_ = 0;  // SDL's performance counter at beginFrame()
  int madeThisFrame_ = 0;
  bool leftOut_ = false;
};

}  // namespace tileflow
