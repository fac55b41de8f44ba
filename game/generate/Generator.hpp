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
#include "game/generate/LineDrawing.hpp"
#include "game/generate/Outline.hpp"
#include "game/generate/WallPattern.hpp"
#include "game/model/Catalog.hpp"
#include "game/model/Level.hpp"

namespace tileflow {

enum class GeneratorKind {
  Fill,       // default: always fills the board, unique unless turned off
  Backtrack,  // the City Flow row-by-row baseline
  Net,        // spanning tree, one flow kind, Net's rules
  Link,       // lines between landmarks, the Link rule (game/generate/LinkGenerator.hpp)
};

// The options only Link levels take.
struct LinkSettings {
  int kinds = 3;    // landmark kinds, 1..MaxLandmarkKinds
  int bridges = 0;  // crossings of two lines
  int portals = 0;  // pairs of holes joining their opposite sides
  WallPattern walls = WallPattern::None;
  LineAlgorithm algorithm = LineAlgorithm::Any;
  int minSpacing = 0;  // s: 0 puts landmarks on the line ends; else spaced landmarks, s..l apart
  int maxSpacing = 0;  // l
  bool operator==(const LinkSettings&) const = default;
};

// Takes the cells outside `outline` out of `board` (each holding the board shape's first blank).
void cutOutline(Board& board, Outline outline);
// How many groups the board's present cells make, neighbours joined (1 for a whole board).
int cellGroups(const Board& board);

struct GenerateOptions {
  // The cell shape. Hex boards have pointy rows with odd rows offset right; wrapping ones need
  // an even height, unless they take the twisted seam.
  Shape shape = Shape::Square;
  int width = 5;
  int height = 5;
  std::string environment = "all";
  GeneratorKind kind = GeneratorKind::Fill;
  bool blank = false;
  bool wrap = false;
  // With wrap, on a hex board: the twisted seam (Hexapipes' wrap, any height) instead of straight
  // wrap. The fill, backtrack and net generators make it; Link levels wrap straight only.
  bool twisted = false;
  Rules rules;
  bool unique = true;
  std::uint64_t seed = 1;
  Outline outline = Outline::Full;
  LinkSettings link;  // Link only
};

// The board's wrap that `options` ask for.
constexpr Wrap wrapOf(const GenerateOptions& options) {
  return options.wrap && options.twisted ? Wrap::Twisted : straightWrapIf(options.wrap);
}

// Throws std::invalid_argument when the board `options` ask for cannot have their wrap: straight
// wrap on a hex board of odd height, the twisted seam on a square board or a Link level.
void checkWrap(const GenerateOptions& options);

// Phases reported through Progress::phase.
enum GeneratePhase : int { PhaseFill = 0, PhaseProve = 1, PhaseShuffle = 2 };
// Reports `phase` through `progress` (nothing when it is null); every generator uses it.
void setPhase(Progress* progress, int phase);
// The share of a whole generation done, 0..100, from the phase under way and that phase's own
// count (each phase counts from 0 again): filling is the first 45, proving up to 95, shuffling
// the rest, so a bar that shows it moves through every phase and never jumps back at one's start.
int generationPercent(int phase, std::int64_t done, std::int64_t total);

// Returns nothing when `stop` was requested. Throws std::invalid_argument on bad options.
std::optional<Level> generate(const Catalog& catalog, const GenerateOptions& options, std::stop_token stop = {},
                              Progress* progress = nullptr);

}  // namespace tileflow
