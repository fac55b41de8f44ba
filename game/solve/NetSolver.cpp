// NetSolver: edge-state propagation with loop avoidance and dead-end (closed island) elimination
// over flat arrays, driven by a work queue so that most work stays local to what changed.
#include "game/solve/NetSolver.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <utility>

#include "game/model/Neighbour.hpp"

namespace tileflow {

namespace {

// Bit r set when turning the mask r quarter turns shows a picture no lower turn shows.
constexpr std::array<std::uint8_t, 16> makeDistinct() {
  std::array<std::uint8_t, 16> out{};
  for (int m = 0; m < 16; ++m) {
    for (int r = 0; r < 4; ++r) {
      bool fresh = true;
      for (int q = 0; q < r; ++q)
        fresh = fresh && rotateMask(static_cast<NetMask>(m), q) != rotateMask(static_cast<NetMask>(m), r);
      if (fresh)
        out[static_cast<std::size_t>(m)] = static_cast<std::uint8_t>(out[static_cast<std::size_t>(m)] | (1u << r));
    }
  }
  return out;
}
constexpr auto kDistinct = makeDistinct();
static_assert(kDistinct[0x5] == 0x3, "a straight has two pictures");
static_assert(kDistinct[0xF] == 0x1, "a cross has one picture");

// NetTopology.opposite() as a bit flip, which the hot loops can afford.
constexpr int opposite(int side) { return side ^ 2; }
static_assert([] {
  for (int s = 0; s < NetSides; ++s)
    if (opposite(s) != NetTopology.opposite(s)) return false;
  return true;
}());

// Set bits of a 4-bit mask (std::popcount needs a library call without -mpopcnt).
constexpr std::array<int, 16> kBits = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};

// kWith[d]: the set (bit m) of pictures m that carry flow on side d.
constexpr std::array<unsigned, 4> makeWith() {
  std::array<unsigned, 4> out{};
  for (int d = 0; d < NetSides; ++d) {
    for (unsigned m = 0; m < 16; ++m) {
      if ((m >> d) & 1u) out[static_cast<std::size_t>(d)] |= 1u << m;
    }
  }
  return out;
}
constexpr auto kWith = makeWith();

// Pictures forbidden by sides known closed (carrying flow there) or known open (carrying none).
constexpr std::array<unsigned, 16> makeForbid(bool closed) {
  std::array<unsigned, 16> out{};
  for (unsigned known = 0; known < 16; ++known) {
    for (int d = 0; d < NetSides; ++d) {
      if ((known >> d) & 1u)
        out[known] |= closed ? kWith[static_cast<std::size_t>(d)] : ~kWith[static_cast<std::size_t>(d)] & 0xFFFFu;
    }
  }
  return out;
}
constexpr auto kForbidClosed = makeForbid(true);
constexpr auto kForbidOpen = makeForbid(false);

// kPictures[mask][r]: the mask turned r quarter turns.
constexpr std::array<std::array<unsigned, 4>, 16> makePictures() {
  std::array<std::array<unsigned, 4>, 16> out{};
  for (unsigned m = 0; m < 16; ++m) {
    for (int r = 0; r < 4; ++r) out[m][static_cast<std::size_t>(r)] = rotateMask(static_cast<NetMask>(m), r);
  }
  return out;
}
constexpr auto kPictures = makePictures();

}  // namespace

bool NetSolver::prepare(int width, int height, bool wrap, const std::stop_token* stop) {
  const auto n = static_cast<std::size_t>(width * height);
  auto stopped = [stop] { return stop && stop->stop_requested(); };
  if (candidates_.size() < n) {
    // Fresh pages are slow to fault in on some machines (tens of ms for a 200x200), so a stop
    // request is honoured between arrays.
    width_ = -1;
    neighbours_.resize(n * NetSides);
    if (stopped()) return false;
    deadEnd_.resize(n * NetSides);
    if (stopped()) return false;
    parent_.resize(n);
    next_.resize(n);
    if (stopped()) return false;
    size_.resize(n);
    queue_.resize(n + 1);
    if (stopped()) return false;
    edges_.resize(n);
    open_.resize(n);
    closed_.resize(n);
    bounded_.resize(n);
    queued_.resize(n);
    candidates_.resize(n);
  }
  if (width == width_ && height == height_ && wrap == wrap_) return true;
  width_ = -1;  // laid out again unless this finishes
  std::fill_n(edges_.begin(), n, std::uint8_t{0});
  for (int y = 0; y < height; ++y) {
    if ((y & 15) == 15 && stopped()) return false;
    for (int x = 0; x < width; ++x) {
      for (int d = 0; d < NetSides; ++d) {
        const int cell = neighbourCell(NetTopology, x, y, d, width, height, wrap);
        neighbours_[static_cast<std::size_t>((y * width + x) * NetSides + d)] = cell;
        if (cell < 0) edges_[static_cast<std::size_t>(y * width + x)] |= static_cast<std::uint8_t>(1u << d);
      }
    }
  }
  width_ = width;
  height_ = height;
  wrap_ = wrap;
  return true;
}

int NetSolver::find(int cell) {
  auto* p = parent_.data();
  while (p[cell] != cell) {
    p[cell] = p[p[cell]];
    cell = p[cell];
  }
  return cell;
}

// Joining two groups forbids every unknown edge between them, wherever it is. Each such edge
// touches a member of the smaller group, so re-examining those members and their unknown
// neighbours keeps the deduction local; small-into-large keeps the total work N log N.
void NetSolver::join(int a, int b) {
  int ra = find(a);
  int rb = find(b);
  if (ra == rb) return;
  if (size_[static_cast<std::size_t>(ra)] > size_[static_cast<std::size_t>(rb)]) std::swap(ra, rb);
  // A cell gains a conflict only if it has unknown edges into both groups, or is in one group
  // with an unknown edge into the other; either way one of those edges touches the smaller group.
  int m = ra;
  do {
    const auto i = static_cast<std::size_t>(m);
    const unsigned unknown = ~static_cast<unsigned>(open_[i] | closed_[i]) & 0xFu;
    for (unsigned bs = unknown; bs != 0; bs &= bs - 1) {
      const int y = neighbours_[i * NetSides + static_cast<std::size_t>(std::countr_zero(bs))];
      const int ry = find(y);
      if (ry == rb) {
        push(m);
        push(y);
        continue;
      }
      if (ry == ra) continue;  // y is a member too: its own turn covers it
      const auto yi = static_cast<std::size_t>(y);
      const unsigned yUnknown = ~static_cast<unsigned>(open_[yi] | closed_[yi]) & 0xFu;
      for (unsigned ys = yUnknown; ys != 0; ys &= ys - 1) {
        if (find(neighbours_[yi * NetSides + static_cast<std::size_t>(std::countr_zero(ys))]) == rb) {
          push(y);
          break;
        }
      }
    }
    m = next_[i];
  } while (m != ra);
  std::swap(next_[static_cast<std::size_t>(ra)], next_[static_cast<std::size_t>(rb)]);
  parent_[static_cast<std::size_t>(ra)] = rb;
  size_[static_cast<std::size_t>(rb)] += size_[static_cast<std::size_t>(ra)];
}

void NetSolver::push(int cell) {
  if (queued_[static_cast<std::size_t>(cell)]) return;
  queued_[static_cast<std::size_t>(cell)] = 1;
  queue_[static_cast<std::size_t>(tail_++)] = cell;
}

NetMask NetSolver::orientation(int cell) const {
  const auto c = static_cast<std::size_t>(cell);
  return rotateMask(tiles_[c], std::countr_zero(static_cast<unsigned>(candidates_[c])));
}

int NetSolver::solve(int width, int height, bool wrap, const NetMask* tiles, const std::uint8_t* walls,
                     const std::stop_token* stop) {
  cells_ = width * height;
  if (!prepare(width, height, wrap, stop)) return Stopped;
  tiles_ = tiles;
  visits_ = 0;
  area_ = 0;
  const auto n = static_cast<std::size_t>(cells_);
  std::copy_n(edges_.begin(), n, closed_.begin());
  std::fill_n(open_.begin(), n, std::uint8_t{0});
  std::fill_n(bounded_.begin(), n, std::uint8_t{0});
  std::fill_n(queued_.begin(), n, std::uint8_t{0});
  std::fill_n(size_.begin(), n, 1);
  for (int c = 0; c < cells_; ++c) {
    const auto i = static_cast<std::size_t>(c);
    const unsigned t = tiles[i] & 0xFu;
    candidates_[i] = kDistinct[t];
    parent_[i] = c;
    next_[i] = c;
    area_ += t != 0 ? 1 : 0;
  }
  std::fill_n(deadEnd_.begin(), n * NetSides, area_ + 1);
  if (walls) {
    for (int c = 0; c < cells_; ++c) {
      const auto i = static_cast<std::size_t>(c);
      for (unsigned bs = walls[i] & 0xFu; bs != 0; bs &= bs - 1) {
        const int d = std::countr_zero(bs);
        closed_[i] |= static_cast<std::uint8_t>(1u << d);
        const int beyond = neighbours_[i * NetSides + static_cast<std::size_t>(d)];
        if (beyond >= 0) closed_[static_cast<std::size_t>(beyond)] |= static_cast<std::uint8_t>(1u << opposite(d));
      }
    }
  }
  tail_ = 0;
  // A cell with no known side and no dead end around it can deduce nothing unless it is an end
  // (whose neighbours learn a dead end of one), a cross or a blank, or two of its sides reach the
  // same cell (boards one or two wide that wrap). Everyone else waits until a neighbour changes.
  const bool tiny = wrap && (width <= 2 || height <= 2);
  for (int c = 0; c < cells_; ++c) {
    const auto i = static_cast<std::size_t>(c);
    const unsigned t = tiles[i] & 0xFu;
    if (tiny || closed_[i] != 0 || kBits[t] <= 1 || t == 0xF) push(c);
  }
  while (tail_ != 0) {
    const int cell = queue_[static_cast<std::size_t>(--tail_)];
    queued_[static_cast<std::size_t>(cell)] = 0;
    if ((++visits_ & 1023) == 0 && stop && stop->stop_requested()) return Stopped;
    if (!examine(cell)) return Contradiction;
  }
  int open = 0;
  for (int c = 0; c < cells_; ++c) open += settled(c) ? 0 : 1;
  return open;
}

bool NetSolver::examine(int cell) {
  const auto c = static_cast<std::size_t>(cell);
  const auto& pictures = kPictures[tiles_[c] & 0xFu];
  const unsigned open = open_[c];
  const unsigned closed = closed_[c];
  const unsigned known = open | closed;
  const int* nb = &neighbours_[c * NetSides];
  const int* dead = &deadEnd_[c * NetSides];
  // Pictures ruled out at once: those that disagree with a known edge, and those that would
  // link the cell twice into one group (or into its own): that closes a loop.
  unsigned forbidden = kForbidClosed[closed] | kForbidOpen[open];
  if (known != 0xF) {
    const int own = find(cell);
    int beyond[NetSides];
    for (unsigned bs = ~known & 0xFu; bs != 0; bs &= bs - 1) {
      const int d = std::countr_zero(bs);
      const int g = find(nb[d]);
      beyond[d] = g;
      if (g == own) forbidden |= kWith[d];
      for (unsigned es = ~known & ((1u << d) - 1u); es != 0; es &= es - 1) {
        const int e = std::countr_zero(es);
        if (beyond[e] == g) forbidden |= kWith[d] & kWith[e];
      }
    }
  }
  const unsigned bounded = bounded_[c];
  int reachMax[NetSides] = {};
  unsigned unlimited = 0;  // sides through which some picture reaches without a known bound
  unsigned keep = 0;
  unsigned all = 0xF;
  unsigned any = 0;
  for (unsigned rs = candidates_[c]; rs != 0; rs &= rs - 1) {
    const int r = std::countr_zero(rs);
    const unsigned m = pictures[r];
    if ((forbidden >> m) & 1u) continue;
    const unsigned free = m & ~bounded;
    int total = 0;
    for (unsigned bs = m & bounded; bs != 0; bs &= bs - 1) total += dead[std::countr_zero(bs)];
    // Every way out is a dead end: the network holding this cell is too small to be all of it.
    if (free == 0 && total + 1 < area_) continue;
    keep |= 1u << r;
    all &= m;
    any |= m;
    // Entering this cell through side d reaches it and what its other sides lead to.
    if (free == 0) {
      for (unsigned bs = m; bs != 0; bs &= bs - 1) {
        const int d = std::countr_zero(bs);
        reachMax[d] = std::max(reachMax[d], total - dead[d] + 1);
      }
    } else if ((free & (free - 1)) == 0) {
      const int d = std::countr_zero(free);
      reachMax[d] = std::max(reachMax[d], total + 1);
      unlimited |= m & ~free;
    } else {
      unlimited |= m;
    }
  }
  if (keep == 0) return false;
  candidates_[c] = static_cast<std::uint8_t>(keep);
  for (unsigned bs = ~known & (all | ~any) & 0xFu; bs != 0; bs &= bs - 1) {
    const int d = std::countr_zero(bs);
    const int n = nb[d];
    const auto bit = static_cast<std::uint8_t>(1u << d);
    const auto back = static_cast<std::uint8_t>(1u << opposite(d));
    if (all & bit) {
      open_[c] |= bit;
      open_[static_cast<std::size_t>(n)] |= back;
      join(cell, n);
    } else {
      closed_[c] |= bit;
      closed_[static_cast<std::size_t>(n)] |= back;
    }
    push(n);
  }
  for (unsigned bs = any & ~unlimited & 0xFu; bs != 0; bs &= bs - 1) {
    const int d = std::countr_zero(bs);
    if (reachMax[d] > area_) continue;
    const auto n = static_cast<std::size_t>(nb[d]);
    int& slot = deadEnd_[n * NetSides + static_cast<std::size_t>(opposite(d))];
    if (slot > reachMax[d]) {
      slot = reachMax[d];
      bounded_[n] |= static_cast<std::uint8_t>(1u << opposite(d));
      push(static_cast<int>(n));
    }
  }
  return true;
}

}  // namespace tileflow
