// Generator: makes a fully matched board, proves (or repairs towards) a unique solution, and
// shuffles it. Deterministic per seed on every platform.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <stop_token>
#include <string>
#include <string_view>

#include "engine/core/Progress.hpp"
#include "game/model/Catalog.hpp"
#include "game/model/Level.hpp"

namespace tileflow {

enum class GeneratorKind {
  Fill,       // default: always fills the board, unique unless turned off
  Backtrack,  // the City Flow row-by-row baseline
  Net,        // spanning tree, one flow kind, Net's rules
};

// A board outline cut from the width×height rectangle; the cells outside it are left out
// (Board::removeCell). Fill only: the Net generator always fills the whole rectangle.
enum class Outline : std::uint8_t {
  Full,     // the whole rectangle
  Diamond,  // the cells inside the diamond touching the middle of each edge
  Ring,     // the rectangle with its middle third (each way) taken out
  Hexagon,  // the cells within min(width, height) / 2 steps of the middle cell, counted in hex steps
};

// Whether cell (x, y) of a w×h rectangle lies outside `outline`.
bool outsideOutline(Outline outline, int w, int h, int x, int y);
// Takes the cells outside `outline` out of `board` (each holding the board shape's first blank).
void cutOutline(Board& board, Outline outline);

// The outlines by the names recipes and settings use, in the order of the enum.
inline constexpr std::array<const char*, 4> OutlineNames = {"full", "diamond", "ring", "hexagon"};
// The outline named `name`, or nothing.
std::optional<Outline> outlineNamed(std::string_view name);

struct GenerateOptions {
  // The cell shape. Hex boards have pointy rows with odd rows offset right; wrapping ones need
  // an even height.
  Shape shape = Shape::Square;
  int width = 5;
  int height = 5;
  std::string environment = "all";
  GeneratorKind kind = GeneratorKind::Fill;
  bool blank = false;
  bool wrap = false;
  Rules rules;
  bool unique = true;
  std::uint64_t seed = 1;
  Outline outline = Outline::Full;
};

// Phases reported through Progress::phase.
enum GeneratePhase : int { PhaseFill = 0, PhaseProve = 1, PhaseShuffle = 2 };

// Returns nothing when `stop` was requested. Throws std::invalid_argument on bad options.
std::optional<Level> generate(const Catalog& catalog, const GenerateOptions& options, std::stop_token stop = {},
                              Progress* progress = nullptr);

}  // namespace tileflow
