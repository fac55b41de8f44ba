// Board: the grid of placed tiles with wrap, walls, locks and absent cells, and the match rule
// between sides.
#pragma once

#include <cstdint>
#include <vector>

#include "game/model/Catalog.hpp"
#include "game/model/Topology.hpp"

namespace tileflow {

struct Cell {
  std::uint16_t type = 0;
  std::uint8_t rotation = 0;
  bool locked = false;
};

inline constexpr int MaxBoardSide = 200;
// The generator and editor screens offer sides up to this; files, codes and the command line go
// to MaxBoardSide.
inline constexpr int MaxMadeSide = 100;
// Landmark kinds of a Link level are numbered 1..MaxLandmarkKinds (0: no landmark).
inline constexpr int MaxLandmarkKinds = 8;

// Tells caches whether a board changed: every board made or copied gets a fresh id, and every
// change counts one. Two looks at a board with the same id and count see the same tiles.
class BoardRevision {
 public:
  BoardRevision() : id_(next()) {}
  BoardRevision(const BoardRevision&) : id_(next()) {}
  BoardRevision& operator=(const BoardRevision&) {
    id_ = next();
    count_ = 0;
    return *this;
  }
  void bump() { ++count_; }
  std::uint64_t id() const { return id_; }
  std::uint64_t count() const { return count_; }
  bool operator==(const BoardRevision& o) const { return id_ == o.id_ && count_ == o.count_; }

 private:
  static std::uint64_t next();
  std::uint64_t id_;
  std::uint64_t count_ = 0;
};

class Board {
 public:
  Board() = default;
  // The catalog must outlive the board.
  Board(const Catalog& catalog, int width, int height, Topology topology = Topology::square());

  const Catalog& catalog() const { return *catalog_; }
  Topology topology() const { return topology_; }
  int sides() const { return topology_.sides(); }
  int width() const { return width_; }
  int height() const { return height_; }
  int cellCount() const { return width_ * height_; }
  int index(int x, int y) const { return y * width_ + x; }
  int xOf(int cell) const { return cell % width_; }
  int yOf(int cell) const { return cell / width_; }

  // True for either kind of wrap; wrapKind() tells which.
  bool wrap() const { return wrap_ != Wrap::None; }
  Wrap wrapKind() const { return wrap_; }
  // Throws std::invalid_argument for a wrap the board cannot have (wrapAllowed): straight wrap on
  // a hex board of odd height, whose offset rows would not line up across the seam, or the
  // twisted seam on a square board.
  void setWrap(Wrap wrap);
  // Straight wrap or none.
  void setWrap(bool wrap) { setWrap(straightWrapIf(wrap)); }

  // A shaped board leaves some cells of its rectangle out: holes and irregular outlines. An
  // absent cell holds a blank tile (no flow, never turned, never locked, no walls) and has no
  // neighbours, and a side facing it is a board edge. Wrap joins two cells across the seam only
  // when both are present. The blank keeps every loop over the cells correct without asking;
  // a board without absent cells pays nothing for the feature.
  bool present(int i) const { return absent_.empty() || absent_[static_cast<std::size_t>(i)] == 0; }
  bool shaped() const { return absentCount_ > 0; }
  int absentCount() const { return absentCount_; }
  int presentCount() const { return cellCount() - absentCount_; }
  // Takes cell `i` out of the board, holding `blank` (a tile type of the board's shape without
  // flow; -1 for the catalog's first one). Throws std::invalid_argument when there is no such
  // blank tile.
  void removeCell(int i, int blank = -1);
  // Puts an absent cell back, still holding its blank, joined to its present neighbours.
  void restoreCell(int i);

  const Cell& cell(int i) const { return cells_[static_cast<std::size_t>(i)]; }
  const TileType& typeAt(int i) const { return catalog_->tile(cell(i).type); }
  void place(int i, int type, int rotation);
  void setRotation(int i, int rotation);
  void rotate(int i, int turns);  // clockwise for positive turns
  void setLocked(int i, bool locked) {
    if (!present(i)) return;
    cells_[static_cast<std::size_t>(i)].locked = locked;
    revision_.bump();
  }
  // Landmarks (Link levels): a cell may carry a landmark of kind 1..MaxLandmarkKinds on its
  // tile's first channel. The Link rule asks every landmark to share a network with every
  // landmark of its kind and with none of another kind. Throws std::invalid_argument for a kind
  // out of range; an absent cell takes none (ignored, like walls).
  int landmark(int i) const { return landmarks_.empty() ? 0 : landmarks_[static_cast<std::size_t>(i)]; }
  void setLandmark(int i, int kind);
  bool hasLandmarks() const { return landmarkCount_ > 0; }
  int landmarkCount() const { return landmarkCount_; }

  // Portals: two absent cells joined so that a cell facing one across side d faces the cell
  // beyond the other across side d (and back). Throws std::invalid_argument when a cell is
  // the other, is already a portal, or is out of range; the cells are taken out of the board.
  void addPortal(int a, int b, int blank = -1);
  // The other cell of `i`'s portal, or -1 when `i` is none.
  int portalPartner(int i) const { return portals_.empty() ? -1 : portals_[static_cast<std::size_t>(i)]; }
  bool hasPortals() const { return !portals_.empty(); }

  // Changes with every place, turn, lock, wall, wrap, landmark and portal (and is new for every copy).
  const BoardRevision& revision() const { return revision_; }

  // Walls sit between two cells (or on the board edge); a wall takes no flow. An absent cell has
  // none (setWall ignores it).
  bool wall(int i, int side) const { return (walls_[static_cast<std::size_t>(i)] >> side) & 1u; }
  void setWall(int i, int side, bool on);
  std::uint8_t wallMask(int i) const { return walls_[static_cast<std::size_t>(i)]; }

  // The cell beyond `side`, ignoring walls: -1 past an edge without wrap, from an absent cell and
  // towards one.
  int neighbourAcross(int i, int side) const { return neighbours_[static_cast<std::size_t>(i * MaxSides + side)]; }
  // The cell that `side` connects to: -1 past an edge without wrap or through a wall.
  int neighbour(int i, int side) const { return wall(i, side) ? -1 : neighbourAcross(i, side); }

  Signature side(int i, int side) const;
  SidePack pack(int i) const { return typeAt(i).packs[cell(i).rotation]; }
  int channel(int i, int side) const { return typeAt(i).channelAt(side, cell(i).rotation); }

  // A side matches when it and the side it faces carry the same flow at the same height; a side
  // facing an edge or a wall matches only if it carries no flow.
  bool matched(int i, int side) const;
  // Sides with flow that do not match.
  int looseEnds() const;
  // Loose ends of one cell.
  int looseEnds(int i) const;

  bool sameLayout(const Board& other) const;

 private:
  void rebuildNeighbours();
  void linkNeighbours(int i);

  const Catalog* catalog_ = nullptr;
  Topology topology_ = Topology::square();
  int width_ = 0;
  int height_ = 0;
  Wrap wrap_ = Wrap::None;
  std::vector<Cell> cells_;
  std::vector<std::uint8_t> walls_;
  std::vector<int> neighbours_;
  std::vector<std::uint8_t> absent_;  // empty until a cell is removed; then 1 per absent cell
  int absentCount_ = 0;
  std::vector<std::uint8_t> landmarks_;  // empty until a landmark is set; then a kind per cell
  int landmarkCount_ = 0;
  std::vector<int> portals_;  // empty until a portal is added; then the partner per cell, or -1
  BoardRevision revision_;
};

}  // namespace tileflow
