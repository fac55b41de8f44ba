// NetSolver: edge-state propagation with loop avoidance and dead-end (closed island) elimination
// over flat arrays, driven by a work queue so that most work stays local to what changed.
#include "game/solve/NetSolver.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <type_traits>
#include <utility>

#include "game/model/Neighbour.hpp"

namespace tileflow {

namespace {

// The tables of one side count. A picture is a flow mask; sets of pictures are bit sets, one bit
// per picture (16 on square, 64 on hex).
template <int Sides>
struct NetTables {
  static constexpr unsigned Full = (1u << Sides) - 1u;  // every side
  static constexpr int Pictures = 1 << Sides;
  using PictureSet = std::conditional_t<Sides == 4, unsigned, std::uint64_t>;
  static constexpr PictureSet AllPictures = Sides == 4 ? PictureSet{0xFFFFu} : ~PictureSet{0};

  // The side across from `side`: a bit flip on square, which the hot loops can afford.
  static constexpr int opposite(int side) {
    if constexpr (Sides == 4) {
      return side ^ 2;
    } else {
      return side < 3 ? side + 3 : side - 3;
    }
  }

  // Bit r set when turning the mask r steps shows a picture no lower turn shows.
  static constexpr std::array<std::uint8_t, Pictures> makeDistinct() {
    std::array<std::uint8_t, Pictures> out{};
    for (int m = 0; m < Pictures; ++m) {
      for (int r = 0; r < Sides; ++r) {
        bool fresh = true;
        for (int q = 0; q < r; ++q)
          fresh =
              fresh && rotateMask(static_cast<NetMask>(m), q, Sides) != rotateMask(static_cast<NetMask>(m), r, Sides);
        if (fresh)
          out[static_cast<std::size_t>(m)] = static_cast<std::uint8_t>(out[static_cast<std::size_t>(m)] | (1u << r));
      }
    }
    return out;
  }
  static constexpr auto distinct = makeDistinct();

  // Set bits of a mask (std::popcount needs a library call without -mpopcnt).
  static constexpr std::array<int, Pictures> makeBits() {
    std::array<int, Pictures> out{};
    for (int m = 0; m < Pictures; ++m) {
      for (int d = 0; d < Sides; ++d) out[static_cast<std::size_t>(m)] += (m >> d) & 1;
    }
    return out;
  }
  static constexpr auto bits = makeBits();

  // with[d]: the set (bit m) of pictures m that carry flow on side d.
  static constexpr std::array<PictureSet, Sides> makeWith() {
    std::array<PictureSet, Sides> out{};
    for (int d = 0; d < Sides; ++d) {
      for (unsigned m = 0; m < static_cast<unsigned>(Pictures); ++m) {
        if ((m >> d) & 1u) out[static_cast<std::size_t>(d)] |= PictureSet{1} << m;
      }
    }
    return out;
  }
  static constexpr auto with = makeWith();

  // Pictures forbidden by sides known closed (carrying flow there) or known open (carrying none).
  static constexpr std::array<PictureSet, Pictures> makeForbid(bool closed) {
    std::array<PictureSet, Pictures> out{};
    for (unsigned known = 0; known < static_cast<unsigned>(Pictures); ++known) {
      for (int d = 0; d < Sides; ++d) {
        if ((known >> d) & 1u)
          out[known] |= closed ? with[static_cast<std::size_t>(d)] : ~with[static_cast<std::size_t>(d)] & AllPictures;
      }
    }
    return out;
  }
  static constexpr auto forbidClosed = makeForbid(true);
  static constexpr auto forbidOpen = makeForbid(false);

  // pictures[mask][r]: the mask turned r steps.
  static constexpr std::array<std::array<unsigned, Sides>, Pictures> makePictures() {
    std::array<std::array<unsigned, Sides>, Pictures> out{};
    for (unsigned m = 0; m < static_cast<unsigned>(Pictures); ++m) {
      for (int r = 0; r < Sides; ++r)
        out[m][static_cast<std::size_t>(r)] = rotateMask(static_cast<NetMask>(m), r, Sides);
    }
    return out;
  }
  static constexpr auto pictures = makePictures();
};

static_assert(NetTables<4>::distinct[0x5] == 0x3, "a straight has two pictures");
static_assert(NetTables<4>::distinct[0xF] == 0x1, "a cross has one picture");
static_assert(NetTables<6>::distinct[0x09] == 0x7, "a hex straight has three pictures");
static_assert(NetTables<6>::distinct[0x15] == 0x3, "a hex Y has two pictures");
static_assert(NetTables<6>::distinct[0x3F] == 0x1, "a hex star has one picture");
static_assert([] {
  for (int s = 0; s < 4; ++s)
    if (NetTables<4>::opposite(s) != NetTopology.opposite(s)) return false;
  for (int s = 0; s < 6; ++s)
    if (NetTables<6>::opposite(s) != HexNetTopology.opposite(s)) return false;
  return true;
}());
static_assert(NetTables<4>::bits[0xB] == 3 && NetTables<6>::bits[0x3E] == 5);

}  // namespace

template <int Sides>
bool BasicNetSolver<Sides>::prepare(int width, int height, Wrap wrap, const std::stop_token* stop) {
  const auto n = static_cast<std::size_t>(width * height);
  auto stopped = [stop] { return stop && stop->stop_requested(); };
  if (candidates_.size() < n) {
    // Fresh pages are slow to fault in on some machines (tens of ms for a 200x200), so a stop
    // request is honoured between arrays.
    width_ = -1;
    neighbours_.resize(n * Sides);
    if (stopped()) return false;
    deadEnd_.resize(n * Sides);
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
      for (int d = 0; d < Sides; ++d) {
        const int cell = neighbourCell(Sides == 4 ? NetTopology : HexNetTopology, x, y, d, width, height, wrap);
        neighbours_[static_cast<std::size_t>((y * width + x) * Sides + d)] = cell;
        if (cell < 0) edges_[static_cast<std::size_t>(y * width + x)] |= static_cast<std::uint8_t>(1u << d);
      }
    }
  }
  width_ = width;
  height_ = height;
  wrap_ = wrap;
  return true;
}

template <int Sides>
int BasicNetSolver<Sides>::find(int cell) {
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
template <int Sides>
void BasicNetSolver<Sides>::join(int a, int b) {
  using T = NetTables<Sides>;
  int ra = find(a);
  int rb = find(b);
  if (ra == rb) return;
  if (size_[static_cast<std::size_t>(ra)] > size_[static_cast<std::size_t>(rb)]) std::swap(ra, rb);
  // A cell gains a conflict only if it has unknown edges into both groups, or is in one group
  // with an unknown edge into the other; either way one of those edges touches the smaller group.
  int m = ra;
  do {
    const auto i = static_cast<std::size_t>(m);
    const unsigned unknown = ~static_cast<unsigned>(open_[i] | closed_[i]) & T::Full;
    for (unsigned bs = unknown; bs != 0; bs &= bs - 1) {
      const int y = neighbours_[i * Sides + static_cast<std::size_t>(std::countr_zero(bs))];
      const int ry = find(y);
      if (ry == rb) {
        push(m);
        push(y);
        continue;
      }
      if (ry == ra) continue;  // y is a member too: its own turn covers it
      const auto yi = static_cast<std::size_t>(y);
      const unsigned yUnknown = ~static_cast<unsigned>(open_[yi] | closed_[yi]) & T::Full;
      for (unsigned ys = yUnknown; ys != 0; ys &= ys - 1) {
        if (find(neighbours_[yi * Sides + static_cast<std::size_t>(std::countr_zero(ys))]) == rb) {
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

template <int Sides>
void BasicNetSolver<Sides>::push(int cell) {
  if (queued_[static_cast<std::size_t>(cell)]) return;
  queued_[static_cast<std::size_t>(cell)] = 1;
  queue_[static_cast<std::size_t>(tail_++)] = cell;
}

template <int Sides>
NetMask BasicNetSolver<Sides>::orientation(int cell) const {
  const auto c = static_cast<std::size_t>(cell);
  return rotateMask(tiles_[c], std::countr_zero(static_cast<unsigned>(candidates_[c])), Sides);
}

template <int Sides>
int BasicNetSolver<Sides>::solve(int width, int height, Wrap wrap, const NetMask* tiles, const std::uint8_t* walls,
                                 const std::stop_token* stop) {
  using T = NetTables<Sides>;
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
    const unsigned t = tiles[i] & T::Full;
    candidates_[i] = T::distinct[t];
    parent_[i] = c;
    next_[i] = c;
    area_ += t != 0 ? 1 : 0;
  }
  std::fill_n(deadEnd_.begin(), n * Sides, area_ + 1);
  if (walls) {
    for (int c = 0; c < cells_; ++c) {
      const auto i = static_cast<std::size_t>(c);
      for (unsigned bs = walls[i] & T::Full; bs != 0; bs &= bs - 1) {
        const int d = std::countr_zero(bs);
        closed_[i] |= static_cast<std::uint8_t>(1u << d);
        const int beyond = neighbours_[i * Sides + static_cast<std::size_t>(d)];
        if (beyond >= 0) closed_[static_cast<std::size_t>(beyond)] |= static_cast<std::uint8_t>(1u << T::opposite(d));
      }
    }
  }
  tail_ = 0;
  // A cell with no known side and no dead end around it can deduce nothing unless it is an end
  // (whose neighbours learn a dead end of one), a cross or a blank, or two of its sides reach the
  // same cell (boards one or two wide that wrap). Everyone else waits until a neighbour changes.
  const bool tiny = wrap != Wrap::None && (width <= 2 || height <= 2);
  for (int c = 0; c < cells_; ++c) {
    const auto i = static_cast<std::size_t>(c);
    const unsigned t = tiles[i] & T::Full;
    if (tiny || closed_[i] != 0 || T::bits[t] <= 1 || t == T::Full) push(c);
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

template <int Sides>
bool BasicNetSolver<Sides>::examine(int cell) {
  using T = NetTables<Sides>;
  const auto c = static_cast<std::size_t>(cell);
  const auto& pictures = T::pictures[tiles_[c] & T::Full];
  const unsigned open = open_[c];
  const unsigned closed = closed_[c];
  const unsigned known = open | closed;
  const int* nb = &neighbours_[c * Sides];
  const int* dead = &deadEnd_[c * Sides];
  // Pictures ruled out at once: those that disagree with a known edge, and those that would
  // link the cell twice into one group (or into its own): that closes a loop.
  typename T::PictureSet forbidden = T::forbidClosed[closed] | T::forbidOpen[open];
  if (known != T::Full) {
    const int own = find(cell);
    int beyond[Sides];
    for (unsigned bs = ~known & T::Full; bs != 0; bs &= bs - 1) {
      const int d = std::countr_zero(bs);
      const int g = find(nb[d]);
      beyond[d] = g;
      if (g == own) forbidden |= T::with[d];
      for (unsigned es = ~known & ((1u << d) - 1u); es != 0; es &= es - 1) {
        const int e = std::countr_zero(es);
        if (beyond[e] == g) forbidden |= T::with[d] & T::with[e];
      }
    }
  }
  const unsigned bounded = bounded_[c];
  int reachMax[Sides] = {};
  unsigned unlimited = 0;  // sides through which some picture reaches without a known bound
  unsigned keep = 0;
  unsigned all = T::Full;
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
  for (unsigned bs = ~known & (all | ~any) & T::Full; bs != 0; bs &= bs - 1) {
    const int d = std::countr_zero(bs);
    const int n = nb[d];
    const auto bit = static_cast<std::uint8_t>(1u << d);
    const auto back = static_cast<std::uint8_t>(1u << T::opposite(d));
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
  for (unsigned bs = any & ~unlimited & T::Full; bs != 0; bs &= bs - 1) {
    const int d = std::countr_zero(bs);
    if (reachMax[d] > area_) continue;
    const auto n = static_cast<std::size_t>(nb[d]);
    int& slot = deadEnd_[n * Sides + static_cast<std::size_t>(T::opposite(d))];
    if (slot > reachMax[d]) {
      slot = reachMax[d];
      bounded_[n] |= static_cast<std::uint8_t>(1u << T::opposite(d));
      push(static_cast<int>(n));
    }
  }
  return true;
}

template class BasicNetSolver<4>;
template class BasicNetSolver<6>;

}  // namespace tileflow
