// Metrics: sizes derived from the renderer output size (pixels, so HiDPI is automatic) and the
// player's UI scale; every layout starts from here and is recomputed on resize.
#pragma once

#include <SDL.h>

#include <algorithm>
#include <cmath>

namespace tileflow {

enum class Orientation { Landscape, Portrait, Square };

struct Metrics {
  static constexpr int MinTouchTarget = 44;  // pixels; a fingertip on a small 480×320 panel

  int width = 640;
  int height = 480;
  float scale = 1.0f;  // design pixels to output pixels
  Orientation orientation = Orientation::Landscape;

  static Metrics of(int w, int h, float uiScale) {
    Metrics m;
    m.width = std::max(1, w);
    m.height = std::max(1, h);
    // The design is drawn for a 400 px short side; the long side also limits, so a very wide
    // or tall window does not get text too big for its short side's share of widgets.
    const float shortSide = static_cast<float>(std::min(m.width, m.height));
    const float longSide = static_cast<float>(std::max(m.width, m.height));
    m.scale = std::max(0.5f, std::min(shortSide / 400.0f, longSide / 640.0f) * std::clamp(uiScale, 0.5f, 2.0f));
    const double aspect = static_cast<double>(m.width) / m.height;
    m.orientation = aspect > 1.15   ? Orientation::Landscape
                    : aspect < 0.87 ? Orientation::Portrait
                                    : Orientation::Square;
    return m;
  }

  int px(float design) const { return static_cast<int>(std::lround(design * scale)); }
  // Font pixel size, never below what stays legible on a small panel.
  int font(float design) const { return std::max(12, px(design)); }
  // Height of a tappable control.
  int touch(float design = 52) const { return std::max(MinTouchTarget, px(design)); }
  SDL_Rect screen() const { return SDL_Rect{0, 0, width, height}; }
};

}  // namespace tileflow
