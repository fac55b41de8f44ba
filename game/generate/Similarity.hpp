// Similarity: how alike two levels' solved pictures are, up to turning and mirroring the board,
// so that a level pack can refuse near-copies (see docs/levels.md).
#pragma once

#include "game/model/Level.hpp"

namespace tileflow {

// The eight symmetries of a square: four turns, each with or without a mirror.
struct BoardSymmetry {
  int turns = 0;        // clockwise quarter turns of the whole board, 0..3
  bool mirror = false;  // west-east mirror, applied before the turns
};

// Share of cells (0..1) whose solved sides agree after the best symmetry that maps one board's
// shape onto the other's; 0 for boards of different shapes or wrap. A level and any turned or
// mirrored copy of it score 1. Both levels need a recorded solution (else 0).
double similarity(const Level& a, const Level& b);

// Candidates scoring at least this against an accepted level are near-copies.
inline constexpr double NearCopyThreshold = 0.7;

// `level` with the board (and its solution) turned and mirrored by `symmetry`; tiles keep their
// type when a mirror maps them onto themselves, so this is for tests of symmetric tiles only.
Level transformedLevel(const Level& level, BoardSymmetry symmetry);

}  // namespace tileflow
