// LinesLevel: a Lines level as the packs, files and screens hold it: the board, its recorded
// solution and what the generator noted about it. LinesPack: levels under a pack's id and name.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "game/lines/LinesBoard.hpp"

namespace tileflow {

struct LinesLevel {
  std::string id;    // lower-case letters, digits and '-'
  std::string name;  // shown to players
  LinesBoard board{5, 5};
  // Each colour's line of the solution, from one dot to the other (empty: none recorded).
  std::vector<std::vector<int>> solution;
  std::string algorithm;  // the drawing algorithm's name, or empty
  bool perfect = false;
  double difficulty = 0;
  std::uint64_t seed = 0;
};

struct LinesPack {
  std::string id;  // empty for a file of loose levels
  std::string name;
  std::vector<LinesLevel> levels;
};

}  // namespace tileflow
