// LinesSketch: a Lines board being made in the editor. Unlike a LinesBoard it may be unfinished (a
// dot without its twin, a portal end waiting for its other end) and every edit can be taken back
// (a hole filled again, a portal undone). board() makes the LinesBoard it stands for; problem()
// says what stops it from being a puzzle. Pure logic.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "game/lines/LinesBoard.hpp"

namespace tileflow {

class LinesSketch {
 public:
  // An open board, every cell empty. Sizes are clamped to 2..MaxLinesSide.
  LinesSketch(int width, int height, Shape shape = Shape::Square);
  // The board as it stands, to edit further.
  static LinesSketch of(const LinesBoard& board);

  int width() const { return width_; }
  int height() const { return height_; }
  Shape shape() const { return shape_; }
  int cellCount() const { return width_ * height_; }

  // Dots: on an empty cell, the twin of the dot waiting for one, or else the first dot of a new
  // colour (the lowest free); on a dot, takes it away (its twin then waits). False when the cell
  // cannot hold a dot (a hole, a bridge, a portal) or every colour is used.
  bool tapDot(int cell);
  // Moves a dot to an empty cell that can hold one; false otherwise.
  bool moveDot(int from, int to);
  // The colour whose dot waits for its twin, or -1.
  int waitingColour() const;
  // That dot's cell, or -1.
  int waitingDot() const;
  // The waiting colour as board() will number it once its twin is placed (after the complete
  // pairs of lower colours): the letter a player sees for it; -1 when no dot waits.
  int waitingNumber() const;
  int dot(int cell) const { return dot_[at(cell)]; }

  // A wall across `side` of `cell` (and the same edge of the cell beyond), on or off.
  bool toggleWall(int cell, int side);
  bool wall(int cell, int side) const;
  // A hole in the board, or the cell back; a dot, bridge or portal there goes with it.
  bool toggleHole(int cell);
  bool hole(int cell) const { return hole_[at(cell)] != 0; }
  // A bridge (every axis) on an empty cell, or the bridge taken away.
  bool toggleBridge(int cell);
  bool bridge(int cell) const { return bridge_[at(cell)] != 0; }
  // Portals: the first tap marks an end, the second on another cell joins the two; a tap on a
  // portal takes its pair away (both cells come back); a tap on the marked end unmarks it.
  bool tapPortal(int cell);
  int portalPartner(int cell) const { return portal_[at(cell)]; }
  int pendingPortal() const { return pendingPortal_; }

  // A new size; what lies inside it is kept, dots whose twin fell outside wait for one.
  void resize(int width, int height);

  // What stops it being a puzzle, in the player's language ("the dot A waits for its twin", "no
  // dots yet"; the board's own problems, LinesBoard::problem, stay English), or nothing.
  std::optional<std::string> problem() const;
  // The LinesBoard it stands for: colours numbered in order without gaps; a dot without its twin
  // and a portal end without a partner are left out.
  LinesBoard board() const;

  bool operator==(const LinesSketch&) const = default;

 private:
  std::size_t at(int cell) const { return static_cast<std::size_t>(cell); }
  // Clears whatever the cell holds: dot, bridge, portal pair (the partner comes back too).
  void clearCell(int cell);
  bool free(int cell) const;
  int neighbour(int cell, int side) const;
  // How many dots each colour has (0, 1 or 2), by colour.
  std::vector<int> dotCounts() const;

  int width_;
  int height_;
  Shape shape_;
  std::vector<int> dot_;
  std::vector<std::uint8_t> hole_;
  std::vector<std::uint8_t> walls_;
  std::vector<std::uint8_t> bridge_;
  std::vector<int> portal_;
  int pendingPortal_ = -1;
};

}  // namespace tileflow
