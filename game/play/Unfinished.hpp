// Unfinished: a level left part-way, as kept to resume it (game/io/UnfinishedFile reads and
// writes the list): each tile's turn and lock, the moves, time and hints, and the view.
#pragma once

#include <string>
#include <vector>

#include "engine/core/Camera.hpp"

namespace tileflow {

struct UnfinishedPlay {
  std::string key;  // puzzleKey of the level as it started
  int width = 0;
  int height = 0;
  // One character per cell, row by row: '0'..'5' the clockwise turns made from the start,
  // 'a'..'f' the same for a locked tile.
  std::string cells;
  int moves = 0;
  int seconds = 0;
  int hints = 0;
  // The edge marks (EdgeMarks::text); empty when there are none.
  std::string marks;
  CameraPlace view;
  bool operator==(const UnfinishedPlay&) const = default;
};

struct UnfinishedPlays {
  std::vector<UnfinishedPlay> plays;  // newest first, keys unique
  bool operator==(const UnfinishedPlays&) const = default;
};

// The cell character for a tile turned `turns` steps (0..5) from the start, locked or not, and back.
char unfinishedCell(int turns, bool locked);
// Turns (0..5) and lock of a cell character; false for any other character.
bool readUnfinishedCell(char c, int& turns, bool& locked);

}  // namespace tileflow
