// Board: neighbours with wrap, walls and absent cells, and the match rule.
#include "game/model/Board.hpp"

#include <algorithm>
#include <atomic>
#include <stdexcept>

#include "game/model/Neighbour.hpp"

namespace tileflow {

std::uint64_t BoardRevision::next() {
  static std::atomic<std::uint64_t> ids{1};
  return ids.fetch_add(1, std::memory_order_relaxed);
}

Board::Board(const Catalog& catalog, int width, int height, Topology topology)
    : catalog_(&catalog), topology_(topology), width_(width), height_(height) {
  if (width < 1 || height < 1 || width > MaxBoardSide || height > MaxBoardSide) {
    throw std::invalid_argument("board size out of range");
  }
  cells_.resize(static_cast<std::size_t>(width * height));
  walls_.assign(cells_.size(), 0);
  rebuildNeighbours();
}

void Board::rebuildNeighbours() {
  neighbours_.assign(cells_.size() * MaxSides, -1);
  for (int i = 0; i < cellCount(); ++i) linkNeighbours(i);
}

// The rectangle's neighbours of cell i, cut where either cell is absent; the table holds the
// answer so that neighbour() never asks about absent cells.
void Board::linkNeighbours(int i) {
  const int x = xOf(i);
  const int y = yOf(i);
  for (int s = 0; s < sides(); ++s) {
    int n = neighbourCell(topology_, x, y, s, width_, height_, wrap_);
    // Through a portal: on from its partner across the same side.
    if (n >= 0 && portalPartner(n) >= 0) {
      const int p = portalPartner(n);
      n = neighbourCell(topology_, xOf(p), yOf(p), s, width_, height_, wrap_);
    }
    if (n >= 0 && (!present(i) || !present(n))) n = -1;
    neighbours_[static_cast<std::size_t>(i * MaxSides + s)] = n;
  }
}

void Board::setLandmark(int i, int kind) {
  if (kind < 0 || kind > MaxLandmarkKinds) throw std::invalid_argument("landmark kind out of range");
  if (!present(i)) return;
  if (landmarks_.empty()) {
    if (kind == 0) return;
    landmarks_.assign(cells_.size(), 0);
  }
  auto& slot = landmarks_[static_cast<std::size_t>(i)];
  landmarkCount_ += (kind != 0) - (slot != 0);
  slot = static_cast<std::uint8_t>(kind);
  if (landmarkCount_ == 0) landmarks_.clear();
  revision_.bump();
}

void Board::addPortal(int a, int b, int blank) {
  if (a < 0 || b < 0 || a >= cellCount() || b >= cellCount() || a == b)
    throw std::invalid_argument("a portal joins two different cells of the board");
  if (portalPartner(a) >= 0 || portalPartner(b) >= 0) throw std::invalid_argument("a cell holds one portal at most");
  setLandmark(a, 0);
  setLandmark(b, 0);
  removeCell(a, blank);
  removeCell(b, blank);
  if (portals_.empty()) portals_.assign(cells_.size(), -1);
  portals_[static_cast<std::size_t>(a)] = b;
  portals_[static_cast<std::size_t>(b)] = a;
  revision_.bump();
  // Every cell that faces either end now looks through it.
  rebuildNeighbours();
}

void Board::removeCell(int i, int blank) {
  if (blank < 0) blank = catalog_->everything().blankFor(topology_.shape());
  if (blank < 0 || static_cast<std::size_t>(blank) >= catalog_->tileTypes().size() || !catalog_->tile(blank).blank ||
      catalog_->tile(blank).sideCount != sides()) {
    throw std::invalid_argument("an absent cell needs a blank tile of the board's shape");
  }
  if (absent_.empty()) absent_.assign(cells_.size(), 0);
  // Walls facing the cell stay with their present neighbours, as walls on an edge.
  walls_[static_cast<std::size_t>(i)] = 0;
  auto& c = cells_[static_cast<std::size_t>(i)];
  c = Cell{static_cast<std::uint16_t>(blank), 0, false};
  if (landmark(i) != 0) {
    landmarks_[static_cast<std::size_t>(i)] = 0;
    if (--landmarkCount_ == 0) landmarks_.clear();
  }
  if (!absent_[static_cast<std::size_t>(i)]) {
    absent_[static_cast<std::size_t>(i)] = 1;
    ++absentCount_;
  }
  revision_.bump();
  for (int s = 0; s < sides(); ++s) {
    const int n = neighbourAcross(i, s);
    neighbours_[static_cast<std::size_t>(i * MaxSides + s)] = -1;
    if (n >= 0) linkNeighbours(n);
  }
}

void Board::restoreCell(int i) {
  if (present(i)) return;
  if (portalPartner(i) >= 0) {
    // A portal cell comes back as a plain hole first: the partner stays a hole.
    const int p = portalPartner(i);
    portals_[static_cast<std::size_t>(i)] = -1;
    portals_[static_cast<std::size_t>(p)] = -1;
    if (std::all_of(portals_.begin(), portals_.end(), [](int q) { return q < 0; })) portals_.clear();
    rebuildNeighbours();
  }
  absent_[static_cast<std::size_t>(i)] = 0;
  if (--absentCount_ == 0) absent_.clear();
  revision_.bump();
  linkNeighbours(i);
  for (int s = 0; s < sides(); ++s) {
    const int n = neighbourAcross(i, s);
    if (n < 0) continue;
    linkNeighbours(n);
    // A wall on the side of a neighbour that faced the hole now stands between two cells.
    if (wall(n, topology_.opposite(s))) setWall(n, topology_.opposite(s), true);
  }
}

void Board::setWrap(Wrap wrap) {
  // Hex rows alternate their offset; across a straight seam between two rows of the same parity
  // the neighbours would be one-way, so such a board is refused rather than played wrongly.
  if (!wrapAllowed(topology_.shape(), height_, wrap)) {
    throw std::invalid_argument(wrap == Wrap::Twisted ? "a twisted seam joins the rows of a hex board only"
                                                      : "a wrapping hex board needs an even height");
  }
  wrap_ = wrap;
  revision_.bump();
  rebuildNeighbours();
  // A wall stands between two cells: give each wall its twin across newly joined edges.
  for (int i = 0; i < cellCount(); ++i) {
    for (int s = 0; s < sides(); ++s) {
      if (wall(i, s)) setWall(i, s, true);
    }
  }
}

void Board::place(int i, int type, int rotation) {
  auto& c = cells_[static_cast<std::size_t>(i)];
  c.type = static_cast<std::uint16_t>(type);
  c.rotation = static_cast<std::uint8_t>(topology_.normalise(rotation));
  revision_.bump();
}

void Board::setRotation(int i, int rotation) {
  cells_[static_cast<std::size_t>(i)].rotation = static_cast<std::uint8_t>(topology_.normalise(rotation));
  revision_.bump();
}

void Board::rotate(int i, int turns) { setRotation(i, cell(i).rotation + turns); }

void Board::setWall(int i, int side, bool on) {
  if (!present(i)) return;
  const auto bit = static_cast<std::uint8_t>(1u << side);
  auto apply = [&](int c, std::uint8_t b) {
    auto& w = walls_[static_cast<std::size_t>(c)];
    w = on ? static_cast<std::uint8_t>(w | b) : static_cast<std::uint8_t>(w & ~b);
  };
  apply(i, bit);
  revision_.bump();
  const int n = neighbourAcross(i, side);
  if (n >= 0) apply(n, static_cast<std::uint8_t>(1u << topology_.opposite(side)));
}

Signature Board::side(int i, int s) const { return sideOfPack(pack(i), s); }

bool Board::matched(int i, int s) const {
  const Signature mine = side(i, s);
  const int n = neighbour(i, s);
  if (n < 0) return mine == NoFlow;
  return mine == side(n, topology_.opposite(s));
}

int Board::looseEnds(int i) const {
  int count = 0;
  for (int s = 0; s < sides(); ++s) {
    if (hasFlow(side(i, s)) && !matched(i, s)) ++count;
  }
  return count;
}

int Board::looseEnds() const {
  int count = 0;
  for (int i = 0; i < cellCount(); ++i) count += looseEnds(i);
  return count;
}

bool Board::sameLayout(const Board& other) const {
  if (width_ != other.width_ || height_ != other.height_ || !(topology_ == other.topology_) || wrap_ != other.wrap_ ||
      walls_ != other.walls_ || absentCount_ != other.absentCount_ || absent_ != other.absent_ ||
      landmarks_ != other.landmarks_ || portals_ != other.portals_)
    return false;
  for (int i = 0; i < cellCount(); ++i) {
    const Cell& a = cell(i);
    const Cell& b = other.cell(i);
    if (a.type != b.type || a.rotation != b.rotation || a.locked != b.locked) return false;
  }
  return true;
}

}  // namespace tileflow
