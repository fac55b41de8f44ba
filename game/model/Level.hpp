// Level: a board with its rules and what the level maker recorded about it.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "game/model/Board.hpp"
#include "game/model/Rules.hpp"

namespace tileflow {

// How a generated Link level's lines were drawn (game/generate/LineDrawing): the drawing
// algorithm's name, the lines, and whether it is "perfect": no drawing known of the same board
// design (size, walls, portals) has fewer lines.
struct LevelDrawing {
  std::string algorithm;
  int lines = 0;
  bool perfect = false;
  bool operator==(const LevelDrawing&) const = default;
};

struct Level {
  std::string id;  // unique inside its pack; may be empty for a loose level
  std::string name;
  std::string environment;  // catalog environment id ("all" when none is named)
  Board board;              // tiles as the player first sees them
  Rules rules;
  std::optional<std::vector<std::uint8_t>> solution;  // rotation per cell
  std::optional<int> parMoves;
  std::optional<int> parSeconds;
  std::optional<double> difficulty;
  std::optional<std::uint64_t> seed;  // generator seed, when generated
  std::optional<LevelDrawing> drawn;  // Link levels made by the line-drawing generator

  // The board turned to the recorded solution (must have one).
  Board solvedBoard() const;
};

struct Pack {
  std::string id;
  std::string name;
  std::vector<Level> levels;
};

// A pack of Link levels (any level with landmarks), against one of Tiles levels: the two series
// of the campaign, each climbing from easy levels of its own.
bool isLinkPack(const Pack& pack);

}  // namespace tileflow
