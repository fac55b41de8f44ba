#include "game/lines/LinesSketch.hpp"

#include <algorithm>

#include "engine/core/Translate.hpp"
#include "game/model/Neighbour.hpp"

namespace tileflow {

namespace {

Topology topologyOf(Shape shape) { return shape == Shape::Hex ? Topology::hex() : Topology::square(); }

}  // namespace

LinesSketch::LinesSketch(int width, int height, Shape shape)
    : width_(std::clamp(width, 2, MaxLinesSide)), height_(std::clamp(height, 2, MaxLinesSide)), shape_(shape) {
  const auto n = static_cast<std::size_t>(width_ * height_);
  dot_.assign(n, -1);
  hole_.assign(n, 0);
  walls_.assign(n, 0);
  bridge_.assign(n, 0);
  portal_.assign(n, -1);
}

LinesSketch LinesSketch::of(const LinesBoard& board) {
  LinesSketch s(board.width(), board.height(), board.shape());
  for (int c = 0; c < s.cellCount(); ++c) {
    if (board.portalPartner(c) >= 0) {
      s.portal_[s.at(c)] = board.portalPartner(c);
      s.hole_[s.at(c)] = 1;
      continue;
    }
    if (!board.present(c)) {
      s.hole_[s.at(c)] = 1;
      continue;
    }
    s.dot_[s.at(c)] = board.endpoint(c);
    s.bridge_[s.at(c)] = board.bridge(c) ? 1 : 0;
    for (int side = 0; side < board.sides(); ++side)
      if (board.wall(c, side)) s.walls_[s.at(c)] |= static_cast<std::uint8_t>(1u << side);
  }
  return s;
}

int LinesSketch::neighbour(int cell, int side) const {
  return neighbourCell(topologyOf(shape_), cell % width_, cell / width_, side, width_, height_, false);
}

bool LinesSketch::free(int cell) const {
  return cell >= 0 && cell < cellCount() && hole_[at(cell)] == 0 && dot_[at(cell)] < 0 && bridge_[at(cell)] == 0;
}

std::vector<int> LinesSketch::dotCounts() const {
  std::vector<int> count(MaxLinesColours, 0);
  for (const int d : dot_)
    if (d >= 0) ++count[static_cast<std::size_t>(d)];
  return count;
}

int LinesSketch::waitingColour() const {
  const std::vector<int> count = dotCounts();
  const auto first = std::find(count.begin(), count.end(), 1);
  return first == count.end() ? -1 : static_cast<int>(first - count.begin());
}

int LinesSketch::waitingDot() const {
  const int waiting = waitingColour();
  if (waiting < 0) return -1;
  return static_cast<int>(std::find(dot_.begin(), dot_.end(), waiting) - dot_.begin());
}

int LinesSketch::waitingNumber() const {
  const std::vector<int> count = dotCounts();
  const auto first = std::find(count.begin(), count.end(), 1);
  if (first == count.end()) return -1;
  return static_cast<int>(std::count(count.begin(), first, 2));
}

bool LinesSketch::tapDot(int cell) {
  if (cell < 0 || cell >= cellCount()) return false;
  if (dot_[at(cell)] >= 0) {
    dot_[at(cell)] = -1;
    return true;
  }
  if (!free(cell)) return false;
  int colour = waitingColour();
  if (colour < 0) {
    std::vector<bool> used(MaxLinesColours, false);
    for (const int d : dot_)
      if (d >= 0) used[static_cast<std::size_t>(d)] = true;
    const auto first = std::find(used.begin(), used.end(), false);
    if (first == used.end()) return false;
    colour = static_cast<int>(first - used.begin());
  }
  dot_[at(cell)] = colour;
  return true;
}

bool LinesSketch::moveDot(int from, int to) {
  if (from < 0 || from >= cellCount() || dot_[at(from)] < 0 || !free(to)) return false;
  dot_[at(to)] = dot_[at(from)];
  dot_[at(from)] = -1;
  return true;
}

bool LinesSketch::wall(int cell, int side) const {
  return cell >= 0 && cell < cellCount() && ((walls_[at(cell)] >> side) & 1u) != 0;
}

bool LinesSketch::toggleWall(int cell, int side) {
  const int sides = topologyOf(shape_).sides();
  if (cell < 0 || cell >= cellCount() || side < 0 || side >= sides) return false;
  const int beyond = neighbour(cell, side);
  if (beyond < 0) return false;  // the board's own edge is a wall already
  const bool on = !wall(cell, side);
  const int back = topologyOf(shape_).opposite(side);
  const auto set = [&](int c, int s) {
    if (on) {
      walls_[at(c)] |= static_cast<std::uint8_t>(1u << s);
    } else {
      walls_[at(c)] &= static_cast<std::uint8_t>(~(1u << s));
    }
  };
  set(cell, side);
  set(beyond, back);
  return true;
}

void LinesSketch::clearCell(int cell) {
  dot_[at(cell)] = -1;
  bridge_[at(cell)] = 0;
  if (const int partner = portal_[at(cell)]; partner >= 0) {
    portal_[at(partner)] = -1;
    hole_[at(partner)] = 0;
    portal_[at(cell)] = -1;
  }
  if (pendingPortal_ == cell) pendingPortal_ = -1;
}

bool LinesSketch::toggleHole(int cell) {
  if (cell < 0 || cell >= cellCount()) return false;
  // A portal's cell is a hole of its own kind: the hole tool makes it a plain hole.
  const bool wasHole = hole_[at(cell)] != 0 && portal_[at(cell)] < 0;
  clearCell(cell);
  hole_[at(cell)] = wasHole ? 0 : 1;
  return true;
}

bool LinesSketch::toggleBridge(int cell) {
  if (cell < 0 || cell >= cellCount()) return false;
  if (bridge_[at(cell)] != 0) {
    bridge_[at(cell)] = 0;
    return true;
  }
  if (!free(cell)) return false;
  bridge_[at(cell)] = 1;
  return true;
}

bool LinesSketch::tapPortal(int cell) {
  if (cell < 0 || cell >= cellCount()) return false;
  if (portal_[at(cell)] >= 0) {
    clearCell(cell);
    hole_[at(cell)] = 0;
    return true;
  }
  if (pendingPortal_ == cell) {
    pendingPortal_ = -1;
    return true;
  }
  if (!free(cell)) return false;
  if (pendingPortal_ < 0) {
    pendingPortal_ = cell;
    return true;
  }
  const int other = pendingPortal_;
  pendingPortal_ = -1;
  portal_[at(cell)] = other;
  portal_[at(other)] = cell;
  hole_[at(cell)] = hole_[at(other)] = 1;
  return true;
}

void LinesSketch::resize(int width, int height) {
  LinesSketch next(width, height, shape_);
  for (int y = 0; y < std::min(height_, next.height_); ++y)
    for (int x = 0; x < std::min(width_, next.width_); ++x) {
      const int from = y * width_ + x;
      const int to = y * next.width_ + x;
      next.dot_[next.at(to)] = dot_[at(from)];
      next.bridge_[next.at(to)] = bridge_[at(from)];
      if (portal_[at(from)] < 0) next.hole_[next.at(to)] = hole_[at(from)];
    }
  // Walls between two cells that are both still there; portals whose both ends are.
  const int sides = topologyOf(shape_).sides();
  for (int y = 0; y < next.height_ && y < height_; ++y)
    for (int x = 0; x < next.width_ && x < width_; ++x)
      for (int side = 0; side < sides; ++side)
        if (wall(y * width_ + x, side) && next.neighbour(y * next.width_ + x, side) >= 0 &&
            !next.wall(y * next.width_ + x, side))
          next.toggleWall(y * next.width_ + x, side);
  for (int c = 0; c < cellCount(); ++c) {
    const int partner = portal_[at(c)];
    if (partner < c) continue;
    const int ax = c % width_, ay = c / width_, bx = partner % width_, by = partner / width_;
    if (ax < next.width_ && ay < next.height_ && bx < next.width_ && by < next.height_) {
      const int a = ay * next.width_ + ax;
      const int b = by * next.width_ + bx;
      next.portal_[next.at(a)] = b;
      next.portal_[next.at(b)] = a;
      next.hole_[next.at(a)] = next.hole_[next.at(b)] = 1;
    }
  }
  *this = std::move(next);
}

std::optional<std::string> LinesSketch::problem() const {
  if (const int waiting = waitingNumber(); waiting >= 0)
    return formatText(tr("the dot {1} waits for its twin"), std::string(1, linesColourSymbol(waiting)));
  if (std::none_of(dot_.begin(), dot_.end(), [](int d) { return d >= 0; })) return tr("no dots yet");
  if (pendingPortal_ >= 0) return tr("a portal waits for its other end");
  // The board's own reasons, which the command line gives in English, in the player's language.
  const std::optional<LinesBoardProblem> found = board().problemFound();
  if (!found) return std::nullopt;
  switch (found->kind) {
    case LinesBoardProblem::Kind::BridgeOnEndpoint:
      // TRANSLATORS: a Lines board the editor cannot check yet: a bridge drawn on a dot, at column
      // {1}, row {2} (counted from 0).
      return formatText(tr("a bridge on a dot ({1},{2})"), found->x, found->y);
    case LinesBoardProblem::Kind::BridgeAxes:
      // TRANSLATORS: a bridge that crosses fewer than two of its cell's directions, at column {1}, row {2}.
      return formatText(tr("a bridge needs two or more crossings ({1},{2})"), found->x, found->y);
    case LinesBoardProblem::Kind::EndpointCount: {
      const std::string dot(1, linesColourSymbol(found->colour));
      // TRANSLATORS: a colour whose dots are not a pair: {2} dots with the letter {1} where a pair is 2.
      return formatText(trn("{2} dot {1}, not 2", "{2} dots {1}, not 2", found->endpoints), dot, found->endpoints);
    }
    case LinesBoardProblem::Kind::NoEndpoints:
      break;
  }
  return tr("no dots yet");
}

LinesBoard LinesSketch::board() const {
  LinesBoard b(width_, height_, shape_);
  // Colours in order of their number, without gaps; a dot without its twin is left out.
  const std::vector<int> count = dotCounts();
  std::vector<int> renumber(MaxLinesColours, -1);
  for (int colour = 0, next = 0; colour < MaxLinesColours; ++colour)
    if (count[static_cast<std::size_t>(colour)] == 2) renumber[static_cast<std::size_t>(colour)] = next++;
  for (int c = 0; c < cellCount(); ++c) {
    if (const int partner = portal_[at(c)]; partner > c) b.addPortal(c, partner);
  }
  for (int c = 0; c < cellCount(); ++c) {
    if (portal_[at(c)] >= 0) continue;
    if (hole_[at(c)] != 0) {
      b.removeCell(c);
      continue;
    }
    if (const int d = dot_[at(c)]; d >= 0 && renumber[static_cast<std::size_t>(d)] >= 0)
      b.setEndpoint(c, renumber[static_cast<std::size_t>(d)]);
    if (bridge_[at(c)] != 0) b.setBridge(c, b.everyAxis());
  }
  for (int c = 0; c < cellCount(); ++c) {
    if (hole_[at(c)] != 0) continue;
    for (int side = 0; side < b.sides(); ++side)
      if (wall(c, side) && !b.wall(c, side)) b.setWall(c, side, true);
  }
  return b;
}

}  // namespace tileflow
