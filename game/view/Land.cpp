// Land: the grounds of the environments, and the contrast measures over them.
#include "game/view/Land.hpp"

#include <algorithm>
#include <array>
#include <cmath>

namespace tileflow {

namespace {

// Ground colours are light enough that a dark edge stands out from every end of their gradient,
// and mid-toned flows keep their hue against them; each land's backdrop is dark enough for the
// light text drawn over it.
constexpr std::array<Land, LandCount> Lands{{
    {"", 0xf1ead4, 0xf1ead4, Motif::None, 0x33468a, 0x0d1430, 0x33468a, 0x101831, 0x4a5fa0},
    {"grass", 0xb8d67f, 0x7aa548, Motif::Grass, 0x5b8f35, 0x1d3512, 0x79ad4f, 0x0f2414, 0x6fa060},
    {"paving", 0xd9d0c3, 0xa39684, Motif::Cobbles, 0x5e4f72, 0x1f192e, 0x7d6c94, 0x1a1922, 0x8e88a0},
    {"moss", 0x84b08a, 0x3a6b48, Motif::Leaves, 0x1b4a45, 0x05140f, 0x2f6e5e, 0x061a17, 0x3f8a78},
    {"rock", 0xa9aba3, 0x5c5f57, Motif::Cracks, 0x5b6b84, 0x1a2230, 0x7a8ba4, 0x141b27, 0x8394ad},
    {"sand", 0xf3e2ae, 0xc7ad6a, Motif::Ripples, 0x278aab, 0x0a2f46, 0x6cc3dc, 0x0a2636, 0x6fc0d8},
    {"concrete", 0xc6cbcf, 0x8b9298, Motif::Plates, 0x6e5a4c, 0x231b16, 0x8f735f, 0x1d1714, 0xa07a5e},
    {"ash", 0xa3958e, 0x4e433e, Motif::Embers, 0x6e2418, 0x1a0806, 0xd0552a, 0x1c0a07, 0xb0503a},
    {"snow", 0xf0f5fb, 0x9fb8d8, Motif::Sparkles, 0x7b9fc9, 0x24375a, 0xd2e3f6, 0x1b2a44, 0xa8c4e6},
    {"dunes", 0xf2c987, 0xc48c45, Motif::Dunes, 0xc0803f, 0x55290f, 0xe0a466, 0x3a1c0c, 0xe0a86a},
    {"ballast", 0xb9a688, 0x6e5e48, Motif::Gravel, 0x59572f, 0x1a190b, 0x7d7a48, 0x171608, 0x9a9660},
}};

constexpr std::uint32_t mix(std::uint32_t a, std::uint32_t b, double t) {
  auto ch = [&](int shift) {
    const double x = static_cast<double>((a >> shift) & 0xff);
    const double y = static_cast<double>((b >> shift) & 0xff);
    return static_cast<std::uint32_t>(x + (y - x) * t + 0.5) << shift;
  };
  return ch(16) | ch(8) | ch(0);
}

double linear(std::uint32_t channel) {
  const double v = static_cast<double>(channel & 0xff) / 255.0;
  return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
}

std::uint32_t encoded(double v) {
  v = std::clamp(v, 0.0, 1.0);
  const double s = v <= 0.0031308 ? v * 12.92 : 1.055 * std::pow(v, 1 / 2.4) - 0.055;
  return static_cast<std::uint32_t>(std::lround(s * 255));
}

std::array<double, 3> linearRgb(std::uint32_t c) { return {linear(c >> 16), linear(c >> 8), linear(c)}; }

}  // namespace

const Land& landAt(int index) { return Lands[static_cast<std::size_t>(index >= 0 && index < LandCount ? index : 0)]; }

int landOfGround(std::string_view ground) {
  if (ground.empty()) return 0;
  for (int i = 1; i < LandCount; ++i)
    if (Lands[static_cast<std::size_t>(i)].ground == ground) return i;
  return 0;
}

int landOf(const Catalog& catalog, std::string_view environment) {
  const Environment* env = catalog.findEnvironment(environment);
  // "all" borrows a blank tile from some environment but is no land of its own.
  if (env == nullptr || env->id == catalog.everything().id || env->blankTile < 0 ||
      env->blankTile >= static_cast<int>(catalog.tileTypes().size()))
    return 0;
  return landOfGround(catalog.tile(env->blankTile).ground);
}

std::uint32_t groundLight(std::uint32_t ground) { return mix(ground, 0xffffff, 0.35); }
std::uint32_t groundDark(std::uint32_t ground) { return mix(ground, 0x000000, 0.1); }
std::uint32_t lockedGround(const Land& land) { return mix(land.colour, 0xc4cfe6, 0.6); }
std::uint32_t trenchColour(std::uint32_t ground) { return mix(ground, 0x000000, 0.5); }

double relativeLuminance(std::uint32_t colour) {
  const auto [r, g, b] = linearRgb(colour);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

double contrastRatio(std::uint32_t a, std::uint32_t b) {
  const double x = relativeLuminance(a);
  const double y = relativeLuminance(b);
  return (std::max(x, y) + 0.05) / (std::min(x, y) + 0.05);
}

double colourDifference(std::uint32_t a, std::uint32_t b) {
  auto lab = [](std::uint32_t c) {
    const auto [r, g, bl] = linearRgb(c);
    const double x = (0.4124 * r + 0.3576 * g + 0.1805 * bl) / 0.95047;
    const double y = 0.2126 * r + 0.7152 * g + 0.0722 * bl;
    const double z = (0.0193 * r + 0.1192 * g + 0.9505 * bl) / 1.08883;
    auto f = [](double t) { return t > 0.008856 ? std::cbrt(t) : 7.787 * t + 16.0 / 116; };
    return std::array<double, 3>{116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))};
  };
  const auto p = lab(a);
  const auto q = lab(b);
  return std::sqrt((p[0] - q[0]) * (p[0] - q[0]) + (p[1] - q[1]) * (p[1] - q[1]) + (p[2] - q[2]) * (p[2] - q[2]));
}

std::uint32_t flowEdge(std::uint32_t flow, std::uint32_t surround) {
  const std::uint32_t dark = mix(flow, 0x000000, 0.72);
  const std::uint32_t light = mix(flow, 0xffffff, 0.85);
  return contrastRatio(dark, surround) >= contrastRatio(light, surround) ? dark : light;
}

std::uint32_t seenWith(Vision vision, std::uint32_t colour) {
  // Machado et al. 2009, severity 1, on linear RGB.
  static constexpr double protan[3][3] = {
      {0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}};
  static constexpr double deutan[3][3] = {
      {0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}};
  static constexpr double tritan[3][3] = {
      {1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}};
  const double(*m)[3] = vision == Vision::Protanopia     ? protan
                        : vision == Vision::Deuteranopia ? deutan
                        : vision == Vision::Tritanopia   ? tritan
                                                         : nullptr;
  if (m == nullptr) return colour & 0xffffff;
  const auto rgb = linearRgb(colour);
  std::uint32_t out = 0;
  for (int row = 0; row < 3; ++row) {
    const auto k = static_cast<std::size_t>(row);
    const double v = m[k][0] * rgb[0] + m[k][1] * rgb[1] + m[k][2] * rgb[2];
    out = (out << 8) | encoded(v);
  }
  return out;
}

}  // namespace tileflow
