// EditSession: a level being made, without a screen. Every change is an EditMove applied
// through it, so the editor gets undo and redo, and knows whether the level differs from its
// last save.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "game/edit/EditMove.hpp"
#include "game/model/Level.hpp"

namespace tileflow {

class EditSession {
 public:
  static constexpr int MinSide = 2;
  static constexpr int MaxSide = MaxMadeSide;

  // The level as opened counts as saved.
  explicit EditSession(Level level);

  const Level& level() const { return level_; }
  // The piece without flow of the level's environment (what Blank puts down and resizing adds).
  int blankTile() const;

  // Each edit returns the move it applied, or nothing when it would change nothing (or the cell
  // is out of range).
  std::optional<EditMove> place(int cell, int type, int rotation = 0);
  std::optional<EditMove> turn(int cell, int turns);
  // Clears the cell and its lock.
  std::optional<EditMove> blank(int cell);
  std::optional<EditMove> toggleWall(int cell, int side);
  std::optional<EditMove> toggleLock(int cell);
  // Refused where the board cannot have the wrap (wrapAllowed): straight wrap on a hex board of
  // odd height, whose wrapped rows would not meet, or the twisted seam on a square board.
  std::optional<EditMove> setWrap(Wrap wrap);
  // Wrap on or off: on is straight wrap; off leaves a board that wraps either way, on keeps one
  // that wraps already as it is.
  std::optional<EditMove> setWrap(bool wrap);
  // Sides are clamped to MinSide..MaxSide; the cells of the kept area stay (holes too), new ones
  // are blank. A hex board with straight wrap stops wrapping at an odd height; a twisted
  // seam stays.
  std::optional<EditMove> resize(int width, int height);
  // Takes a cell out of the board (a hole: no tile, no walls) or puts an absent one back, blank.
  // The last cell that is there stays.
  std::optional<EditMove> toggleCell(int cell);
  std::optional<EditMove> rename(std::string name);
  // Moves the level to another environment ("all" or a catalog id): its blank pieces become the
  // new one's. Refused (nothing, with the reason in `why`) when a piece on the board is not one
  // the environment has, or the id is unknown.
  std::optional<EditMove> setLand(const std::string& environment, std::string* why = nullptr);
  std::optional<EditMove> setRules(Rules rules);
  // Link levels. Puts a landmark of `kind` (1..MaxLandmarkKinds; 0 takes it away) on a cell whose
  // piece has one flow channel; refused on other pieces. A piece put down later without one
  // channel takes the landmark off with it (and undo puts it back).
  std::optional<EditMove> setLandmark(int cell, int kind);
  // Joins two holes (absent cells, see toggleCell) into a portal, or parts the portal of a hole.
  // Refused for cells that hold a tile, the same cell, or a cell already in a portal.
  std::optional<EditMove> addPortal(int a, int b);
  std::optional<EditMove> removePortal(int cell);

  bool canUndo() const { return applied_ > 0; }
  bool canRedo() const { return applied_ < moves_.size(); }
  // The move performed (for undo, the inverse of the one taken back), or nothing.
  std::optional<EditMove> undo();
  std::optional<EditMove> redo();

  // The level as it stands is what the last save holds.
  void markSaved() { savedAt_ = applied_; }
  // The same, with the id the save gave the level (an id is no edit: undo keeps it).
  void markSaved(std::string id) {
    level_.id = std::move(id);
    markSaved();
  }
  // True when the level differs from its last save by the moves in between.
  bool unsaved() const { return savedAt_ != applied_; }

 private:
  std::optional<EditMove> commit(EditMove move);
  void perform(const EditMove& move);
  EditMove::CellState stateOf(int cell) const;
  // A cell of the board that is there (not a hole).
  bool inside(int cell) const { return cell >= 0 && cell < level_.board.cellCount() && level_.board.present(cell); }
  std::optional<EditMove> replaceBoard(std::shared_ptr<Board> board);

  Level level_;
  std::vector<EditMove> moves_;
  std::size_t applied_ = 0;
  // History position of the last save; none once the moves that led there were dropped.
  std::optional<std::size_t> savedAt_ = 0;
};

}  // namespace tileflow
