// LandmarkSpacing: places the landmarks of a Link level so that each one's nearest other landmark
// is neither too close nor too far, by a shuffled list of cells with a priority ring.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "game/model/Board.hpp"

namespace tileflow {

// Distances are counted in steps from a cell to a neighbour as the board answers it
// (Board::neighbour): wrap joins opposite edges, while holes (absent cells) and walls block,
// because a road can cross neither. Two landmarks with no path between them are infinitely far
// apart.
struct SpacingOptions {
  // s: every landmark's nearest other landmark is at least this many steps away (s >= 1).
  int minDistance = 2;
  // l: ... and at most this many (l >= s).
  int maxDistance = 4;
  // How many landmarks to place: at least 2 * kinds, or AsManyAsFit to fill the board until no
  // cell can take one more.
  static constexpr int AsManyAsFit = 0;
  int count = AsManyAsFit;
  // Kinds 0..kinds-1 are dealt round-robin over the landmarks in a shuffled order, so each kind
  // gets at least two once there are 2 * kinds landmarks.
  int kinds = 1;
  std::uint64_t seed = 1;
  // Cells that may hold a landmark (1 per cell); empty: every present cell.
  std::vector<std::uint8_t> allowed;
  // Whole placements to try (each with fresh numbers from the same seed) before settling for
  // the best incomplete one.
  int attempts = 8;
};

struct Landmark {
  int cell = 0;
  int kind = 0;
  bool operator==(const Landmark&) const = default;
};

struct LandmarkPlacement {
  // Sorted by cell. Every landmark here keeps both bounds, complete or not.
  std::vector<Landmark> landmarks;
  // False when the board could not take what was asked: fewer than `count` landmarks, or (for
  // AsManyAsFit) fewer than two of each kind. The landmarks are then the largest set found.
  bool complete = false;
};

// Throws std::invalid_argument on bad options (s < 1, l < s, kinds < 1, attempts < 1, a count
// below 2 * kinds). Deterministic for a seed on every platform.
LandmarkPlacement placeLandmarks(const Board& board, const SpacingOptions& options);

// For each of `cells`, the distance to the nearest other cell of `cells`, or -1 when none can be
// reached. The check that both bounds hold.
std::vector<int> nearestLandmarkDistances(const Board& board, std::span<const int> cells);

}  // namespace tileflow
