// Paint: drawing helpers shared by widgets and screens.
#include "engine/ui/Paint.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <optional>
#include <string>
#include <utility>

#include "engine/platform/TextureLedger.hpp"
#include "engine/ui/Colour.hpp"

namespace tileflow {

namespace {

// Draws and returns where the text went (empty for nothing drawn).
SDL_Rect placeText(Assets& assets, std::string_view text, FontStyle style, int size, std::uint32_t colour, int x, int y,
                   Align align, Uint8 alpha) {
  const TextTexture t = assets.text(text, style, size, sdlColour(colour));
  if (t.texture == nullptr) return {x, y, 0, 0};
  SDL_Rect dst{x, y, t.w, t.h};
  if (align == Align::Centre) dst.x -= t.w / 2;
  if (align == Align::Right) dst.x -= t.w;
  SDL_SetTextureAlphaMod(t.texture, alpha);
  SDL_RenderCopy(assets.renderer(), t.texture, nullptr, &dst);
  return dst;
}

}  // namespace

SDL_Point drawText(Assets& assets, std::string_view text, FontStyle style, int size, std::uint32_t colour, int x, int y,
                   Align align, Uint8 alpha) {
  const SDL_Rect dst = placeText(assets, text, style, size, colour, x, y, align, alpha);
  if (dst.w > 0) assets.noteText(text, dst, size);
  return {dst.w, dst.h};
}

int fitFont(Assets& assets, std::string_view text, FontStyle style, int size, int width) {
  int w = 0;
  int h = 0;
  SDL_GetRendererOutputSize(assets.renderer(), &w, &h);
  const int least = std::min(size, minimumTextPixels(w, h));
  while (size > least && assets.measure(text, style, size).x > width) size = std::max(least, size * 9 / 10);
  return size;
}

std::string ellipsize(Assets& assets, std::string_view text, FontStyle style, int size, int width) {
  if (assets.measure(text, style, size).x <= width) return std::string(text);
  static constexpr std::string_view Ellipsis = "\xe2\x80\xa6";
  std::string cut(text);
  while (!cut.empty()) {
    // Drop one whole UTF-8 character: its continuation bytes (10xxxxxx), then its first byte.
    while (!cut.empty() && (static_cast<unsigned char>(cut.back()) & 0xC0) == 0x80) cut.pop_back();
    if (!cut.empty()) cut.pop_back();
    while (!cut.empty() && cut.back() == ' ') cut.pop_back();
    if (assets.measure(cut + std::string(Ellipsis), style, size).x <= width) break;
  }
  return cut + std::string(Ellipsis);
}

namespace {

// The two lines `text` breaks into: at its line break when it has one, otherwise at the space
// that makes the longer line shortest. Empty when it has neither.
std::pair<std::string, std::string> twoLines(Assets& assets, std::string_view text, FontStyle style, int size) {
  if (const auto br = text.find('\n'); br != std::string_view::npos)
    return {std::string(text.substr(0, br)), std::string(text.substr(br + 1))};
  std::pair<std::string, std::string> best;
  int bestWidth = 0;
  for (std::size_t at = text.find(' '); at != std::string_view::npos; at = text.find(' ', at + 1)) {
    std::string first(text.substr(0, at));
    std::string second(text.substr(at + 1));
    if (first.empty() || second.empty()) continue;
    const int wider = std::max(assets.measure(first, style, size).x, assets.measure(second, style, size).x);
    if (best.first.empty() || wider < bestWidth) {
      best = {std::move(first), std::move(second)};
      bestWidth = wider;
    }
  }
  return best;
}

}  // namespace

int twoLineWidth(Assets& assets, std::string_view text, FontStyle style, int size) {
  const auto [first, second] = twoLines(assets, text, style, size);
  if (first.empty()) return assets.measure(text, style, size).x;
  return std::max(assets.measure(first, style, size).x, assets.measure(second, style, size).x);
}

TextFit fitTextIn(Assets& assets, std::string_view text, FontStyle style, int size, const SDL_Rect& r) {
  TextFit fit;
  fit.whole.assign(text);
  std::replace(fit.whole.begin(), fit.whole.end(), '\n', ' ');
  fit.pixels = fitFont(assets, fit.whole, style, size, r.w);
  if (assets.measure(fit.whole, style, fit.pixels).x <= r.w) {
    fit.lines = {fit.whole};
    return fit;
  }
  // Too long for one line even at the smallest size: two lines, each in half the space, when
  // they fit there at a size that can be read, rather than words cut off.
  auto [first, second] = twoLines(assets, text, style, fit.pixels);
  if (!first.empty()) {
    const std::string& longer =
        assets.measure(first, style, size).x >= assets.measure(second, style, size).x ? first : second;
    const int pixels = fitFont(assets, longer, style, size, r.w);
    const SDL_Point extent = assets.measure(longer, style, pixels);
    // Lines of text keep room above and below their letters, so two may sit closer than
    // their full heights; no closer than that, or the letters of one touch the other.
    if (extent.x <= r.w && extent.y * 5 <= r.h * 3) {
      fit.pixels = pixels;
      fit.lines = {std::move(first), std::move(second)};
      return fit;
    }
  }
  fit.lines = {ellipsize(assets, fit.whole, style, fit.pixels, r.w)};
  fit.cut = fit.lines[0] != fit.whole;
  return fit;
}

std::string_view firstWhole(Assets& assets, std::initializer_list<std::string_view> texts, FontStyle style, int size,
                            const SDL_Rect& rect) {
  for (std::string_view text : texts)
    if (!fitTextIn(assets, text, style, size, rect).cut) return text;
  return texts.size() == 0 ? std::string_view{} : *(texts.end() - 1);
}

void drawTextIn(Assets& assets, std::string_view text, FontStyle style, int size, std::uint32_t colour,
                const SDL_Rect& r, Align align) {
  const TextFit fit = fitTextIn(assets, text, style, size, r);
  const int count = static_cast<int>(fit.lines.size());
  for (int i = 0; i < count; ++i) {
    const int top = r.y + r.h * i / count;
    const SDL_Rect box{r.x, top, r.w, r.y + r.h * (i + 1) / count - top};
    const std::string& shown = fit.lines[static_cast<std::size_t>(i)];
    const SDL_Point s = assets.measure(shown, style, fit.pixels);
    const int y = box.y + (box.h - s.y) / 2;
    const int x = align == Align::Centre ? box.x + box.w / 2 : align == Align::Right ? box.x + box.w : box.x;
    const SDL_Rect dst = placeText(assets, shown, style, fit.pixels, colour, x, y, align, 255);
    if (dst.w > 0)
      assets.noteText(shown, dst, fit.pixels, box, fit.cut ? std::string_view{fit.whole} : std::string_view{});
  }
}

namespace {

// Panels larger than this (in pixels) with neither shadow nor gloss are drawn sliced.
constexpr int LargePanelPixels = 256 * 256;

// The panel's picture. `span` > h makes the picture the nine slices of a panel `span` pixels
// tall: the gradient's colours in the top and bottom `edge` rows are those of the tall panel's,
// and the rows between (stretched when drawn) go from one to the other.
std::string panelPicture(int w, int h, const PanelStyle& s, int span, int edge) {
  const double pad = s.shadow ? std::clamp(h * 0.06, 2.0, 8.0) : 0.0;
  const double bw = s.borderWidth;
  const double x0 = bw / 2;
  const double y0 = bw / 2;
  const double pw = w - bw;
  const double ph = h - bw - pad;
  const double r = std::min(s.radius, std::min(pw, ph) / 2);
  char buf[2048];
  int n = std::snprintf(buf, sizeof buf,
                        "<svg xmlns='http://www.w3.org/2000/svg' width='%d' height='%d' viewBox='0 0 %d %d'>"
                        "<defs><linearGradient id='g' gradientUnits='userSpaceOnUse' x1='0' y1='0' x2='0' y2='%d'>",
                        w, h, w, h, h);
  std::string out(buf, static_cast<std::size_t>(n));
  auto stop = [&](double offset, std::uint32_t colour) {
    n = std::snprintf(buf, sizeof buf, "<stop offset='%.4f' stop-color='%s' stop-opacity='%.2f'/>", offset,
                      svgColour(colour).c_str(), s.opacity);
    out.append(buf, static_cast<std::size_t>(n));
  };
  stop(0, s.top);
  if (span > h && 2 * edge < h) {
    const double f = static_cast<double>(edge) / span;
    stop(static_cast<double>(edge) / h, mixColour(s.top, s.bottom, f));
    stop(static_cast<double>(h - edge) / h, mixColour(s.top, s.bottom, 1 - f));
  }
  stop(1, s.bottom);
  out += "</linearGradient></defs>";
  if (s.shadow) {
    n = std::snprintf(buf, sizeof buf,
                      "<rect x='%.1f' y='%.1f' width='%.1f' height='%.1f' rx='%.1f' fill='#000000' "
                      "fill-opacity='%.2f'/>",
                      x0, y0 + pad, pw, ph, r, 0.35 * s.opacity);
    out.append(buf, static_cast<std::size_t>(n));
  }
  // The gradient stops carry the opacity: the rasteriser ignores fill-opacity on gradients.
  n = std::snprintf(buf, sizeof buf, "<rect x='%.1f' y='%.1f' width='%.1f' height='%.1f' rx='%.1f' fill='%s'", x0, y0,
                    pw, ph, r, s.opacity <= 0 ? "none" : "url(#g)");
  out.append(buf, static_cast<std::size_t>(n));
  if (bw > 0) {
    n = std::snprintf(buf, sizeof buf, " stroke='%s' stroke-width='%.1f'", svgColour(s.border).c_str(), bw);
    out.append(buf, static_cast<std::size_t>(n));
  }
  out += "/>";
  if (s.gloss && ph > 2 * r) {
    n = std::snprintf(buf, sizeof buf,
                      "<path d='M %.1f %.1f H %.1f' stroke='#ffffff' stroke-opacity='%.2f' stroke-width='%.1f' "
                      "stroke-linecap='round' fill='none'/>",
                      x0 + r, y0 + bw + std::max(1.5, h * 0.035), x0 + pw - r, 0.35 * s.opacity,
                      std::max(1.0, h * 0.03));
    out.append(buf, static_cast<std::size_t>(n));
  }
  out += "</svg>";
  return out;
}

}  // namespace

std::string panelSvg(int w, int h, const PanelStyle& s) { return panelPicture(w, h, s, h, 0); }

namespace {

// A large plain panel drawn in nine slices of a small picture: its corners as they are, its edges
// and middle stretched. `w`×`h` is the picture; cx/cy its columns and rows, dx/dy the panel's
// (a side shorter than the picture is copied whole, as one slice).
struct PanelSlices {
  int edge = 0;
  int w = 0;
  int h = 0;
  int cx[4] = {};
  int cy[4] = {};
  int dx[4] = {};
  int dy[4] = {};
};

// The slices of a `width`×`height` panel, or nothing when it is drawn whole (small). A panel with
// a shadow or gloss is sliced in columns only (its picture is as tall as the panel): how far the
// shadow reaches and where the gloss runs depend on the height, but nothing changes along a row
// between the corners.
std::optional<PanelSlices> panelSlices(int width, int height, const PanelStyle& s) {
  PanelSlices p;
  p.edge = static_cast<int>(std::ceil(s.radius + s.borderWidth)) + 2;
  const int small = 2 * p.edge + 16;
  const bool columns = s.shadow || s.gloss;
  if (width * height <= LargePanelPixels || (width <= small && (columns || height <= small))) return std::nullopt;
  p.w = std::min(width, small);
  p.h = columns ? height : std::min(height, small);
  const int cx[4] = {0, std::min(p.edge, p.w), std::max(p.w - p.edge, std::min(p.edge, p.w)), p.w};
  const int cy[4] = {0, std::min(p.edge, p.h), std::max(p.h - p.edge, std::min(p.edge, p.h)), p.h};
  const int dx[4] = {0, cx[1], width - (p.w - cx[2]), width};
  const int dy[4] = {0, cy[1], height - (p.h - cy[2]), height};
  std::copy(cx, cx + 4, p.cx);
  std::copy(cy, cy + 4, p.cy);
  std::copy(dx, dx + 4, p.dx);
  std::copy(dy, dy + 4, p.dy);
  return p;
}

}  // namespace

void drawPanel(Assets& assets, const SDL_Rect& rect, const PanelStyle& s) {
  if (rect.w <= 0 || rect.h <= 0) return;
  char key[160];
  std::snprintf(key, sizeof key, "panel:%06x:%06x:%06x:%.1f:%.1f:%.2f:%d%d", s.top, s.bottom, s.border, s.borderWidth,
                s.radius, s.opacity, s.shadow, s.gloss);
  // A large plain panel (a board's tray, a screen's worth) is drawn in nine slices of a small
  // picture. Rasterising the whole panel would take tens of milliseconds each time its size
  // changed.
  const std::optional<PanelSlices> p = panelSlices(rect.w, rect.h, s);
  if (p && (s.shadow || s.gloss)) {
    // Sliced in columns: stretched on the CPU once into a picture of the whole panel, which each
    // frame copies as it would a rasterised one (a stretched copy every frame would cost more).
    std::snprintf(key + std::strlen(key), sizeof key - std::strlen(key), ":columns%dx%d", rect.w, rect.h);
    SDL_Texture* t = assets.findArt(key);
    if (t == nullptr && assets.mayMake()) {
      if (TexturePtr texture = panelTexture(assets.renderer(), rect.w, rect.h, s))
        t = assets.keepArt(key, std::move(texture));
    }
    if (t != nullptr) SDL_RenderCopy(assets.renderer(), t, nullptr, &rect);
    return;
  }
  if (p) {
    std::snprintf(key + std::strlen(key), sizeof key - std::strlen(key), ":sliced%d", rect.h);
    SDL_Texture* t = assets.svg(key, panelPicture(p->w, p->h, s, rect.h, p->edge), p->w, p->h);
    if (t == nullptr) return;
    SDL_SetTextureScaleMode(t, SDL_ScaleModeLinear);
    for (int j = 0; j < 3; ++j)
      for (int i = 0; i < 3; ++i) {
        const SDL_Rect src{p->cx[i], p->cy[j], p->cx[i + 1] - p->cx[i], p->cy[j + 1] - p->cy[j]};
        const SDL_Rect dst{rect.x + p->dx[i], rect.y + p->dy[j], p->dx[i + 1] - p->dx[i], p->dy[j + 1] - p->dy[j]};
        if (src.w > 0 && src.h > 0 && dst.w > 0 && dst.h > 0) SDL_RenderCopy(assets.renderer(), t, &src, &dst);
      }
    return;
  }
  SDL_Texture* t = assets.svg(key, panelSvg(rect.w, rect.h, s), rect.w, rect.h);
  if (t != nullptr) SDL_RenderCopy(assets.renderer(), t, nullptr, &rect);
}

SurfacePtr panelSurface(int w, int h, const PanelStyle& s) {
  if (w <= 0 || h <= 0) return nullptr;
  const std::optional<PanelSlices> p = panelSlices(w, h, s);
  if (!p) return Assets::rasterise(panelSvg(w, h, s), w, h);
  SurfacePtr small = Assets::rasterise(panelPicture(p->w, p->h, s, h, p->edge), p->w, p->h);
  if (!small) return nullptr;
  SurfacePtr source(SDL_ConvertSurfaceFormat(small.get(), SDL_PIXELFORMAT_ARGB8888, 0));
  SurfacePtr full(SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888));
  if (!source || !full) return nullptr;
  SDL_SetSurfaceBlendMode(source.get(), SDL_BLENDMODE_NONE);
  for (int j = 0; j < 3; ++j)
    for (int i = 0; i < 3; ++i) {
      SDL_Rect src{p->cx[i], p->cy[j], p->cx[i + 1] - p->cx[i], p->cy[j + 1] - p->cy[j]};
      SDL_Rect dst{p->dx[i], p->dy[j], p->dx[i + 1] - p->dx[i], p->dy[j + 1] - p->dy[j]};
      if (src.w <= 0 || src.h <= 0 || dst.w <= 0 || dst.h <= 0) continue;
      if (src.w == dst.w && src.h == dst.h) {
        SDL_BlitSurface(source.get(), &src, full.get(), &dst);
      } else if (SDL_SoftStretchLinear(source.get(), &src, full.get(), &dst) != 0) {
        return nullptr;
      }
    }
  return full;
}

TexturePtr panelTexture(SDL_Renderer* renderer, int w, int h, const PanelStyle& style) {
  const SurfacePtr surface = panelSurface(w, h, style);
  TexturePtr texture = surface ? TextureLedger::fromSurface(renderer, surface.get()) : nullptr;
  if (texture) SDL_SetTextureBlendMode(texture.get(), SDL_BLENDMODE_BLEND);
  return texture;
}

namespace {

// The screen's background, painted straight into `full` (ARGB8888): a vertical gradient from
// `top` to `bottom`, and over it a soft white light, 10% at a point a third of the way down the
// middle, fading to nothing at seven tenths of the longer side. It was an SVG rasterised at a
// quarter of the size and stretched: 60 ms at 3840x2160. The light changes by less than a tenth
// of a level in 32 pixels, so it is worked out exactly every 32 pixels and each channel followed
// in a straight line between, in 16.16 fixed point.
void paintGradient(SDL_Surface* full, std::uint32_t top, std::uint32_t bottom) {
  const int w = full->w;
  const int h = full->h;
  const double cx = w / 2.0;
  const double cy = h * 0.3;
  const double radius = std::max(w, h) * 0.7;
  const auto channel = [](std::uint32_t c, int shift) { return static_cast<double>((c >> shift) & 0xff); };
  constexpr int StepShift = 5;
  constexpr int Step = 1 << StepShift;
  for (int y = 0; y < h; ++y) {
    const double t = (y + 0.5) / h;
    const double dy2 = (y + 0.5 - cy) * (y + 0.5 - cy);
    double base[3];
    for (int k = 0; k < 3; ++k) {
      const int shift = 16 - 8 * k;
      base[k] = channel(top, shift) + (channel(bottom, shift) - channel(top, shift)) * t;
    }
    // The three channels at pixel x, in 16.16 fixed point.
    const auto at = [&](int x, std::int32_t* v) {
      const double d = std::sqrt((x + 0.5 - cx) * (x + 0.5 - cx) + dy2) / radius;
      const double light = d >= 1 ? 0.0 : 0.10 * (1 - d);
      for (int k = 0; k < 3; ++k) v[k] = static_cast<std::int32_t>((base[k] + (255 - base[k]) * light + 0.5) * 65536);
    };
    auto* row = reinterpret_cast<std::uint32_t*>(static_cast<std::uint8_t*>(full->pixels) + y * full->pitch);
    std::int32_t v0[3];
    std::int32_t v1[3];
    at(0, v0);
    for (int x0 = 0; x0 < w; x0 += Step) {
      const int x1 = std::min(w, x0 + Step);
      at(x0 + Step, v1);
      std::int32_t r = v0[0];
      std::int32_t g = v0[1];
      std::int32_t b = v0[2];
      const std::int32_t dr = (v1[0] - r) >> StepShift;
      const std::int32_t dg = (v1[1] - g) >> StepShift;
      const std::int32_t db = (v1[2] - b) >> StepShift;
      for (int x = x0; x < x1; ++x, r += dr, g += dg, b += db) {
        row[x] = 0xff000000u | static_cast<std::uint32_t>(r >> 16) << 16 | static_cast<std::uint32_t>(g >> 16) << 8 |
                 static_cast<std::uint32_t>(b >> 16);
      }
      std::copy(v1, v1 + 3, v0);
    }
  }
}

}  // namespace

int backgroundShrink(int w, int h) {
  const auto pixels = [](int a, int b) { return static_cast<long long>(a) * b; };
  if (pixels(w, h) <= BackgroundWholePixels) return 1;
  int k = 2;
  while (pixels((w + k - 1) / k, (h + k - 1) / k) > BackgroundShrunkPixels) ++k;
  return k;
}

void drawBackground(Assets& assets, int w, int h, std::uint32_t top, std::uint32_t bottom) {
  // A big window's background is painted smaller and stretched (see backgroundShrink).
  const int k = backgroundShrink(w, h);
  SDL_Texture* t = backgroundTexture(assets, (w + k - 1) / k, (h + k - 1) / k, top, bottom);
  if (t == nullptr) {
    const SDL_Color c = sdlColour(bottom);
    SDL_SetRenderDrawColor(assets.renderer(), c.r, c.g, c.b, 255);
    SDL_RenderClear(assets.renderer());
    return;
  }
  SDL_RenderCopy(assets.renderer(), t, nullptr, nullptr);
}

SDL_Texture* backgroundTexture(Assets& assets, int w, int h, std::uint32_t top, std::uint32_t bottom,
                               const std::string& motif, int motifSize, std::string_view motifKey) {
  char buf[80];
  std::snprintf(buf, sizeof buf, "background:%06x:%06x:%dx%d", top, bottom, w, h);
  std::string key = buf;
  if (!motif.empty()) key += ":" + std::string(motifKey) + ":" + std::to_string(motifSize);
  if (SDL_Texture* done = assets.findArt(key)) return done;
  if (!assets.mayMake()) return nullptr;
  SurfacePtr tile = motif.empty() || motifSize <= 0 ? nullptr : Assets::rasterise(motif, motifSize, motifSize);
  if (tile) SDL_SetSurfaceBlendMode(tile.get(), SDL_BLENDMODE_BLEND);
  // Painted on the CPU into a plain texture, not through a render target: SDL's OpenGL renderer
  // keeps a framebuffer per render-target size that holds on to the last texture drawn into it,
  // so a target per window size left one full-window texture alive for every size ever seen.
  TexturePtr texture = TextureLedger::painted(assets.renderer(), w, h, [&](SDL_Surface* full) {
    paintGradient(full, top, bottom);
    // The texture is blended over the gradient on the CPU too, once per size.
    for (int y = 0; tile && y < h; y += motifSize)
      for (int x = 0; x < w; x += motifSize) {
        SDL_Rect at{x, y, motifSize, motifSize};
        SDL_BlitSurface(tile.get(), nullptr, full, &at);
      }
    return true;
  });
  if (!texture) return nullptr;
  // Opaque: no blending makes the biggest copy of the frame the cheapest one.
  SDL_SetTextureBlendMode(texture.get(), SDL_BLENDMODE_NONE);
  return assets.keepArt(key, std::move(texture));
}

}  // namespace tileflow
