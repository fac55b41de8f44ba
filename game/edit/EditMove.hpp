// EditMove: one change to a level in the editor, holding what it needs to be taken back exactly.
#pragma once

#include <memory>
#include <string>
#include <utility>

#include "game/model/Board.hpp"
#include "game/model/Rules.hpp"

namespace tileflow {

struct EditMove {
  enum class Kind {
    Piece,   // a cell's piece, rotation, lock and landmark set (placing a piece, blanking a cell)
    Turn,    // a cell turned by `turns`
    Wall,    // the wall on `side` of `cell` toggled (between two cells it belongs to both)
    Lock,    // the lock of `cell` toggled
    Wrap,    // the wrap changed (none, straight, twisted)
    Resize,  // the whole board replaced (its size, shape or cells changed)
    Name,    // the level renamed
    Land,    // the environment changed (its blank pieces with it: the board is replaced too)
    Rules,   // the level's rules changed
  };
  struct CellState {
    int type = 0;
    int rotation = 0;
    bool locked = false;
    int landmark = 0;  // Link levels: the landmark kind on the cell, 0 for none
    bool operator==(const CellState&) const = default;
  };

  Kind kind = Kind::Piece;
  int cell = 0;
  int turns = 0;
  int side = 0;
  CellState before, after;                   // Piece
  std::shared_ptr<const Board> boardBefore;  // Resize
  std::shared_ptr<const Board> boardAfter;   // Resize
  std::string nameBefore, nameAfter;         // Name; Land: the environment ids
  Rules rulesBefore, rulesAfter;             // Rules
  Wrap wrapBefore = Wrap::None;              // Wrap
  Wrap wrapAfter = Wrap::None;

  // The move that takes this one back.
  EditMove inverse() const {
    EditMove m = *this;
    m.turns = -turns;
    std::swap(m.before, m.after);
    std::swap(m.boardBefore, m.boardAfter);
    std::swap(m.nameBefore, m.nameAfter);
    std::swap(m.rulesBefore, m.rulesAfter);
    std::swap(m.wrapBefore, m.wrapAfter);
    return m;
  }
};

}  // namespace tileflow
