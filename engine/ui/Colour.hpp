// Colour: 0xRRGGBB helpers for composing art and text colours.
#pragma once

#include <SDL.h>

#include <cstdint>
#include <cstdio>
#include <string>

namespace tileflow {

constexpr std::uint32_t mixColour(std::uint32_t a, std::uint32_t b, double t) {
  auto ch = [&](int shift) {
    const double x = static_cast<double>((a >> shift) & 0xff);
    const double y = static_cast<double>((b >> shift) & 0xff);
    return static_cast<std::uint32_t>(x + (y - x) * t + 0.5) << shift;
  };
  return ch(16) | ch(8) | ch(0);
}
constexpr std::uint32_t lighten(std::uint32_t c, double t) { return mixColour(c, 0xffffff, t); }
constexpr std::uint32_t darken(std::uint32_t c, double t) { return mixColour(c, 0x000000, t); }
// Perceived brightness 0..255, to pick contrasting detail colours.
constexpr int luma(std::uint32_t c) {
  return static_cast<int>((((c >> 16) & 0xff) * 299 + ((c >> 8) & 0xff) * 587 + (c & 0xff) * 114) / 1000);
}

inline std::string svgColour(std::uint32_t c) {
  char buf[8];
  std::snprintf(buf, sizeof buf, "#%06x", static_cast<unsigned>(c & 0xffffff));
  return buf;
}

constexpr SDL_Color sdlColour(std::uint32_t c, Uint8 alpha = 255) {
  return SDL_Color{static_cast<Uint8>((c >> 16) & 0xff), static_cast<Uint8>((c >> 8) & 0xff),
                   static_cast<Uint8>(c & 0xff), alpha};
}

}  // namespace tileflow
