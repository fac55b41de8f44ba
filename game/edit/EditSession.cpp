// EditSession: edits as moves, with undo, redo and the saved mark.
#include "game/edit/EditSession.hpp"

#include <algorithm>
#include <memory>
#include <utility>

#include "game/model/Neighbour.hpp"

namespace tileflow {

EditSession::EditSession(Level level) : level_(std::move(level)) {}

int EditSession::blankTile() const {
  const Catalog& catalog = level_.board.catalog();
  const Environment* env = catalog.findEnvironment(level_.environment);
  const Shape shape = level_.board.topology().shape();
  const int blank = (env ? env : &catalog.everything())->blankFor(shape);
  return blank >= 0 ? blank : catalog.everything().blankFor(shape);
}

EditMove::CellState EditSession::stateOf(int cell) const {
  const Cell& c = level_.board.cell(cell);
  return EditMove::CellState{c.type, c.rotation, c.locked, level_.board.landmark(cell)};
}

std::optional<EditMove> EditSession::place(int cell, int type, int rotation) {
  if (!inside(cell)) return std::nullopt;
  EditMove m;
  m.kind = EditMove::Kind::Piece;
  m.cell = cell;
  m.before = stateOf(cell);
  // A landmark stays on a piece of one channel and goes with any other.
  const Catalog& catalog = level_.board.catalog();
  const bool holdsLandmark =
      type >= 0 && static_cast<std::size_t>(type) < catalog.tileTypes().size() && catalog.tile(type).channelCount == 1;
  m.after = EditMove::CellState{type, level_.board.topology().normalise(rotation), m.before.locked,
                                holdsLandmark ? m.before.landmark : 0};
  return commit(std::move(m));
}

std::optional<EditMove> EditSession::turn(int cell, int turns) {
  if (!inside(cell) || turns % level_.board.sides() == 0) return std::nullopt;
  EditMove m;
  m.kind = EditMove::Kind::Turn;
  m.cell = cell;
  m.turns = turns;
  return commit(std::move(m));
}

std::optional<EditMove> EditSession::blank(int cell) {
  if (!inside(cell)) return std::nullopt;
  EditMove m;
  m.kind = EditMove::Kind::Piece;
  m.cell = cell;
  m.before = stateOf(cell);
  m.after = EditMove::CellState{blankTile(), 0, false, 0};
  return commit(std::move(m));
}

std::optional<EditMove> EditSession::toggleWall(int cell, int side) {
  if (!inside(cell) || side < 0 || side >= level_.board.sides()) return std::nullopt;
  EditMove m;
  m.kind = EditMove::Kind::Wall;
  m.cell = cell;
  m.side = side;
  return commit(std::move(m));
}

std::optional<EditMove> EditSession::toggleLock(int cell) {
  if (!inside(cell)) return std::nullopt;
  EditMove m;
  m.kind = EditMove::Kind::Lock;
  m.cell = cell;
  return commit(std::move(m));
}

std::optional<EditMove> EditSession::setWrap(Wrap wrap) {
  const Board& board = level_.board;
  if (wrap == board.wrapKind() || !wrapAllowed(board.topology().shape(), board.height(), wrap)) return std::nullopt;
  EditMove m;
  m.kind = EditMove::Kind::Wrap;
  m.wrapBefore = board.wrapKind();
  m.wrapAfter = wrap;
  return commit(std::move(m));
}

std::optional<EditMove> EditSession::setWrap(bool wrap) {
  if (wrap == level_.board.wrap()) return std::nullopt;
  return setWrap(straightWrapIf(wrap));
}

std::optional<EditMove> EditSession::resize(int width, int height) {
  width = std::clamp(width, MinSide, MaxSide);
  height = std::clamp(height, MinSide, MaxSide);
  const Board& old = level_.board;
  if (width == old.width() && height == old.height()) return std::nullopt;
  auto board = std::make_shared<Board>(old.catalog(), width, height, old.topology());
  if (wrapAllowed(old.topology().shape(), height, old.wrapKind())) board->setWrap(old.wrapKind());
  const int blank = blankTile();
  for (int i = 0; i < board->cellCount(); ++i) board->place(i, blank, 0);
  for (int y = 0; y < std::min(height, old.height()); ++y) {
    for (int x = 0; x < std::min(width, old.width()); ++x) {
      const int from = old.index(x, y);
      const int to = board->index(x, y);
      if (!old.present(from)) {
        board->removeCell(to, blank);
        continue;
      }
      board->place(to, old.cell(from).type, old.cell(from).rotation);
      board->setLocked(to, old.cell(from).locked);
      board->setLandmark(to, old.landmark(from));
      for (int s = 0; s < old.sides(); ++s) {
        if (old.wall(from, s)) board->setWall(to, s, true);
      }
    }
  }
  // Portals whose two holes are both kept stay.
  for (int from = 0; from < old.cellCount(); ++from) {
    const int partner = old.portalPartner(from);
    if (partner <= from || old.xOf(from) >= width || old.yOf(from) >= height || old.xOf(partner) >= width ||
        old.yOf(partner) >= height)
      continue;
    board->addPortal(board->index(old.xOf(from), old.yOf(from)), board->index(old.xOf(partner), old.yOf(partner)),
                     blank);
  }
  return replaceBoard(std::move(board));
}

std::optional<EditMove> EditSession::setLandmark(int cell, int kind) {
  if (!inside(cell) || kind < 0 || kind > MaxLandmarkKinds || level_.board.landmark(cell) == kind) return std::nullopt;
  if (kind != 0 && level_.board.typeAt(cell).channelCount != 1) return std::nullopt;
  EditMove m;
  m.kind = EditMove::Kind::Piece;
  m.cell = cell;
  m.before = stateOf(cell);
  m.after = m.before;
  m.after.landmark = kind;
  return commit(std::move(m));
}

std::optional<EditMove> EditSession::addPortal(int a, int b) {
  const Board& old = level_.board;
  if (a < 0 || b < 0 || a >= old.cellCount() || b >= old.cellCount() || a == b || old.present(a) || old.present(b) ||
      old.portalPartner(a) >= 0 || old.portalPartner(b) >= 0)
    return std::nullopt;
  auto board = std::make_shared<Board>(old);
  board->addPortal(a, b, old.cell(a).type);
  return replaceBoard(std::move(board));
}

std::optional<EditMove> EditSession::removePortal(int cell) {
  const Board& old = level_.board;
  if (cell < 0 || cell >= old.cellCount() || old.portalPartner(cell) < 0) return std::nullopt;
  auto board = std::make_shared<Board>(old);
  // Back to two plain holes.
  board->restoreCell(cell);
  board->removeCell(cell, old.cell(cell).type);
  return replaceBoard(std::move(board));
}

std::optional<EditMove> EditSession::toggleCell(int cell) {
  const Board& old = level_.board;
  if (cell < 0 || cell >= old.cellCount()) return std::nullopt;
  if (old.present(cell) && old.presentCount() <= 1) return std::nullopt;
  auto board = std::make_shared<Board>(old);
  if (old.present(cell)) {
    board->removeCell(cell, blankTile());
  } else {
    board->restoreCell(cell);
  }
  return replaceBoard(std::move(board));
}

std::optional<EditMove> EditSession::replaceBoard(std::shared_ptr<Board> board) {
  EditMove m;
  m.kind = EditMove::Kind::Resize;
  m.boardBefore = std::make_shared<const Board>(level_.board);
  m.boardAfter = std::move(board);
  return commit(std::move(m));
}

std::optional<EditMove> EditSession::rename(std::string name) {
  if (name == level_.name) return std::nullopt;
  EditMove m;
  m.kind = EditMove::Kind::Name;
  m.nameBefore = level_.name;
  m.nameAfter = std::move(name);
  return commit(std::move(m));
}

std::optional<EditMove> EditSession::setLand(const std::string& environment, std::string* why) {
  const Board& old = level_.board;
  const Catalog& catalog = old.catalog();
  const Environment* named = catalog.findEnvironment(environment);
  if (environment == level_.environment) return std::nullopt;
  if (named == nullptr) {
    if (why) *why = "no land called " + environment;
    return std::nullopt;
  }
  const Shape shape = old.topology().shape();
  const Environment target = catalog.forShape(*named, shape);
  const int blank = target.blankTile >= 0 ? target.blankTile : catalog.everything().blankFor(shape);
  auto board = std::make_shared<Board>(old);
  for (int c = 0; c < old.cellCount(); ++c) {
    const int type = old.cell(c).type;
    if (catalog.tile(type).blank) {
      // Holes keep a blank too: every blank of the board becomes the new land's.
      if (type != blank) {
        const auto& cell = old.cell(c);
        if (old.present(c)) {
          board->place(c, blank, 0);
          board->setLocked(c, cell.locked);
        }
      }
      continue;
    }
    if (std::find(target.tiles.begin(), target.tiles.end(), type) == target.tiles.end()) {
      if (why) *why = (named->name.empty() ? named->id : named->name) + " has no " + catalog.tile(type).id + " pieces";
      return std::nullopt;
    }
  }
  EditMove m;
  m.kind = EditMove::Kind::Land;
  m.nameBefore = level_.environment;
  m.nameAfter = environment;
  m.boardBefore = std::make_shared<Board>(old);
  m.boardAfter = std::move(board);
  return commit(std::move(m));
}

std::optional<EditMove> EditSession::setRules(Rules rules) {
  if (rules == level_.rules) return std::nullopt;
  EditMove m;
  m.kind = EditMove::Kind::Rules;
  m.rulesBefore = level_.rules;
  m.rulesAfter = rules;
  return commit(std::move(m));
}

std::optional<EditMove> EditSession::commit(EditMove move) {
  if (move.kind == EditMove::Kind::Piece && move.before == move.after) return std::nullopt;
  perform(move);
  moves_.resize(applied_);
  // The saved level was in the dropped tail: no position reaches it any more.
  if (savedAt_ && *savedAt_ > applied_) savedAt_.reset();
  moves_.push_back(move);
  ++applied_;
  return move;
}

std::optional<EditMove> EditSession::undo() {
  if (!canUndo()) return std::nullopt;
  const EditMove m = moves_[--applied_].inverse();
  perform(m);
  return m;
}

std::optional<EditMove> EditSession::redo() {
  if (!canRedo()) return std::nullopt;
  const EditMove& m = moves_[applied_++];
  perform(m);
  return m;
}

void EditSession::perform(const EditMove& m) {
  Board& board = level_.board;
  switch (m.kind) {
    case EditMove::Kind::Piece:
      board.place(m.cell, m.after.type, m.after.rotation);
      board.setLocked(m.cell, m.after.locked);
      board.setLandmark(m.cell, m.after.landmark);
      break;
    case EditMove::Kind::Turn:
      board.rotate(m.cell, m.turns);
      break;
    case EditMove::Kind::Wall:
      board.setWall(m.cell, m.side, !board.wall(m.cell, m.side));
      break;
    case EditMove::Kind::Lock:
      board.setLocked(m.cell, !board.cell(m.cell).locked);
      break;
    case EditMove::Kind::Wrap:
      board.setWrap(m.wrapAfter);
      break;
    case EditMove::Kind::Resize:
      board = *m.boardAfter;
      break;
    case EditMove::Kind::Name:
      level_.name = m.nameAfter;
      break;
    case EditMove::Kind::Land:
      level_.environment = m.nameAfter;
      board = *m.boardAfter;
      break;
    case EditMove::Kind::Rules:
      level_.rules = m.rulesAfter;
      break;
  }
}

}  // namespace tileflow
