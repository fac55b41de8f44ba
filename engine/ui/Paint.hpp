// Paint: drawing helpers shared by widgets and screens: text, vector panels and backgrounds.
// Vector shapes are rasterised once per size through Assets and then copied.
#pragma once

#include <SDL.h>

#include <algorithm>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "engine/platform/Assets.hpp"

namespace tileflow {

enum class Align { Left, Centre, Right };

// The smallest text drawn anywhere, in pixels: what stays legible on a 3.5-inch 480×320 panel.
inline constexpr int MinTextPixels = 12;
// The smallest text in a width×height window: MinTextPixels, and on big windows a share of the
// short side, so text does not shrink to a speck on a 4K screen.
inline int minimumTextPixels(int width, int height) { return std::max(MinTextPixels, std::min(width, height) / 60); }

// Draws text with its top-left (Left), top-centre or top-right at (x, y); returns its size.
SDL_Point drawText(Assets& assets, std::string_view text, FontStyle style, int size, std::uint32_t colour, int x, int y,
                   Align align = Align::Left, Uint8 alpha = 255);
// Draws text centred in `rect`, shrinking the font until it fits the width, never below
// the minimum for the output size; text that still does not fit goes on two lines when the
// space is tall enough (broken at its '\n', else at the space nearest the middle), and only
// then is shortened with an ellipsis. A '\n' is a space when the text is on one line.
void drawTextIn(Assets& assets, std::string_view text, FontStyle style, int size, std::uint32_t colour,
                const SDL_Rect& rect, Align align = Align::Centre);
// How drawTextIn would draw `text` in `rect`: its lines (one or two), their size, and whether
// the text had to be cut short.
struct TextFit {
  std::string whole;  // the text on one line
  std::vector<std::string> lines;
  int pixels = 0;
  bool cut = false;
};
TextFit fitTextIn(Assets& assets, std::string_view text, FontStyle style, int size, const SDL_Rect& rect);
// The first of `texts` (longest first: "Time 0:10 / 0:35", "0:10 / 0:35", "0:10") that
// drawTextIn would show whole in `rect`; the last when none would.
std::string_view firstWhole(Assets& assets, std::initializer_list<std::string_view> texts, FontStyle style, int size,
                            const SDL_Rect& rect);
// The width of the wider line where drawTextIn would put `text` on two lines at `size` (its
// width on one line when it has no space to break at).
int twoLineWidth(Assets& assets, std::string_view text, FontStyle style, int size);
// Font size no larger than `size` at which `text` fits `width`, never below the minimum for the
// renderer's output size.
int fitFont(Assets& assets, std::string_view text, FontStyle style, int size, int width);
// `text`, cut at a character boundary and ended with "…" so that it fits `width` at `size`
// (unchanged when it fits; just "…" when nothing more does).
std::string ellipsize(Assets& assets, std::string_view text, FontStyle style, int size, int width);

// A rounded rectangle with a vertical gradient, an optional border and a soft drop shadow.
struct PanelStyle {
  std::uint32_t top = 0x3f5fc8;
  std::uint32_t bottom = 0x2c47a0;
  std::uint32_t border = 0;
  double borderWidth = 0;  // in pixels of the target size
  double radius = 12;      // pixels
  double opacity = 1.0;
  bool shadow = true;
  bool gloss = true;  // light line along the top edge
};
void drawPanel(Assets& assets, const SDL_Rect& rect, const PanelStyle& style);
// The panel drawPanel draws at w×h, made on the CPU as one picture: for a big panel drawn into
// many small render targets (a board's layer chunks), where each stretched slice reaching past a
// target would make SDL's software renderer stretch the whole slice into a scratch surface first.
SurfacePtr panelSurface(int w, int h, const PanelStyle& style);
// panelSurface as a texture to blend; null when it cannot be made.
TexturePtr panelTexture(SDL_Renderer* renderer, int w, int h, const PanelStyle& style);
std::string panelSvg(int w, int h, const PanelStyle& style);

// Full-screen background: a vertical gradient with a soft glow, opaque.
// Past BackgroundWholePixels (1920×1200) it is painted at 1/k of the window's size, k the
// smallest whole number that brings it within BackgroundShrunkPixels (1280×720), and stretched
// over the window: a gradient that changes one level in tens of pixels looks the same, and a
// full-screen 3840×2160 background holds 3.7 MB instead of 33 MB.
inline constexpr long long BackgroundWholePixels = 1920LL * 1200;
inline constexpr long long BackgroundShrunkPixels = 1280LL * 720;
int backgroundShrink(int w, int h);
void drawBackground(Assets& assets, int w, int h, std::uint32_t top, std::uint32_t bottom);
// The same background as a texture (cached), for layers that need a slice of it; may be null.
// `motif`, when given, is an SVG document repeated over the gradient in squares of `motifSize`
// pixels (a texture that is clear between its strokes); `motifKey` names it in the cache.
SDL_Texture* backgroundTexture(Assets& assets, int w, int h, std::uint32_t top, std::uint32_t bottom,
                               const std::string& motif = {}, int motifSize = 0, std::string_view motifKey = {});

}  // namespace tileflow
