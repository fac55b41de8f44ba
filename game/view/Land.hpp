// Land: what each environment's ground looks like (the tiles' ground colours and texture, the
// backdrop behind the board, the tray under it), and the contrast measures that keep every flow
// readable on every ground. No SDL: the palette and its checks are plain numbers.
#pragma once

#include <cstdint>
#include <string_view>

#include "game/model/Catalog.hpp"

namespace tileflow {

// The texture strokes a land's ground and backdrop wear.
enum class Motif : std::uint8_t {
  None,
  Grass,
  Cobbles,
  Leaves,
  Cracks,
  Ripples,
  Plates,
  Embers,
  Sparkles,
  Dunes,
  Gravel
};

struct Land {
  std::string_view ground;  // the catalog's ground name of the land's blank tile ("grass"); empty for the plain land
  std::uint32_t colour;     // the tiles' ground, 0xRRGGBB (drawn as a gradient from groundLight to groundDark)
  std::uint32_t texture;    // the motif's strokes on the tiles
  Motif motif;
  std::uint32_t backdropTop;  // the screen behind the board: a vertical gradient
  std::uint32_t backdropBottom;
  std::uint32_t backdropTexture;  // the motif's strokes on the backdrop
  std::uint32_t tray;             // the tray under the tiles
  std::uint32_t trayBorder;
};

// Land 0 is the plain cream ground of levels without an environment ("all"); lands 1..10 are
// the shipped environments' grounds. A land index fits four bits (TileLook::land).
inline constexpr int LandCount = 11;
const Land& landAt(int index);  // out of range: land 0
// The land wearing ground `ground` (a TileType::ground name); 0 when none does.
int landOfGround(std::string_view ground);
// The land of environment `environment` of `catalog`: its blank tile's ground's; 0 for "all",
// unknown ids and grounds no land wears.
int landOf(const Catalog& catalog, std::string_view environment);

// The ends of a tile's ground gradient (the lit top-left and the far bottom-right) for ground
// colour `ground`.
std::uint32_t groundLight(std::uint32_t ground);
std::uint32_t groundDark(std::uint32_t ground);
// A locked tile's ground: the land's, cooled towards blue-grey.
std::uint32_t lockedGround(const Land& land);
// The bottom of a low flow's trench, cut into `ground`.
std::uint32_t trenchColour(std::uint32_t ground);
// The deck a high flow rides on.
inline constexpr std::uint32_t DeckColour = 0xffffff;

// WCAG 2 relative luminance (0..1) and contrast ratio (1..21) of 0xRRGGBB colours.
double relativeLuminance(std::uint32_t colour);
double contrastRatio(std::uint32_t a, std::uint32_t b);
// CIE76 colour difference (ΔE in L*a*b*, D65): how far apart two colours look in hue and
// lightness together.
double colourDifference(std::uint32_t a, std::uint32_t b);

// The thin edge drawn along a flow of colour `flow` where it meets `surround` (ground, trench
// or deck): a dark or a light shade of the flow, whichever stands out more from the surround.
// WCAG asks 3:1 of the edges that make a shape out (non-text contrast); the palette is chosen
// so that every flow's edge reaches it on every land (tests/game/view/LandTest.cpp).
std::uint32_t flowEdge(std::uint32_t flow, std::uint32_t surround);
inline constexpr double MinEdgeContrast = 3.0;

// Colour vision deficiencies, simulated (Machado, Oliveira and Fernandes 2009, full severity).
enum class Vision : std::uint8_t { Typical, Protanopia, Deuteranopia, Tritanopia };
std::uint32_t seenWith(Vision vision, std::uint32_t colour);

}  // namespace tileflow
