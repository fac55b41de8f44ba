#include "game/lines/LinesSolver.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cadical.hpp>
#include <chrono>
#include <cstring>
#include <memory>
#include <stdexcept>

namespace tileflow {

namespace {

// A frontier state holds one byte per slot:
//   0            nothing open there (no vertex, or its vertex has all its line ends)
//   1..62        an open end of a line that reaches the dot of colour (value - 1)
//   63..254      an open end of a piece of line whose other open end is slot (value - 63)
//   255          a vertex without a dot that has no line end yet
constexpr std::uint8_t LinesClosed = 0;
constexpr std::uint8_t LinesFirstMate = 63;
constexpr std::uint8_t LinesBare = 255;
constexpr int LinesMaxSlots = LinesBare - LinesFirstMate;

// The board as a graph. A vertex is a cell, or one lane of a bridge (a lane joins only the two
// cells across its axis, so a line goes straight over). A vertex needs one line end (a dot) or
// two (anything else).
struct LinesGraph {
  struct Edge {
    int a = 0;
    int b = 0;
  };
  std::vector<int> cellOf;
  std::vector<std::uint8_t> need;
  std::vector<int> colour;
  std::vector<Edge> edges;  // in the order the sweep takes them
  // Per edge: the vertices that join the frontier just before it, and leave it just after.
  std::vector<std::vector<int>> entering;
  std::vector<std::vector<int>> leaving;
  // Per edge: the frontier vertices whose ways on may change with it (its two ends and their
  // neighbours across edges still to come), each with those neighbours: the neighbour's slot,
  // or -1 for one not yet on the frontier (always free).
  struct Watch {
    int slot = 0;
    int begin = 0;  // into `ahead`
    int end = 0;
  };
  std::vector<int> watchStart;  // per edge, into `watches`; one more at the end
  std::vector<Watch> watches;
  std::vector<int> ahead;
  std::vector<int> slot;  // per vertex: its place in a frontier state
  int slots = 0;
  bool stranded = false;  // a vertex that needs a line and has no edge: no cover at all
  // On a planar board (no wrap, portals or bridges) and a frontier of at most LinesMaxSlots:
  // per edge, the slots of the vertices on the frontier after it, in the order the line between
  // the edges taken and those still to come passes them (see linesUncrossed).
  bool planar = false;
  std::vector<int> boundaryStart;  // per edge, into `boundary`; one more at the end
  std::vector<std::uint8_t> boundary;
  // Per edge: the colours both of whose dots are on or behind the frontier after it, as a mask
  // of their values in a state (bit colour + 1).
  std::vector<std::uint64_t> bothDots;
};

int linesVertexAt(const LinesBoard& b, const std::vector<int>& firstVertex, int cell, int side) {
  if (cell < 0 || !b.present(cell)) return -1;
  const int v = firstVertex[static_cast<std::size_t>(cell)];
  if (!b.bridge(cell)) return v;
  // A bridge's lanes are numbered in axis order.
  const unsigned axes = b.bridgeAxes(cell);
  const int axis = b.axisOf(side);
  if (((axes >> axis) & 1u) == 0) return -1;
  return v + std::popcount(axes & ((1u << axis) - 1u));
}

// The board's graph with its vertices in the order of a sweep: along rows or columns, from the
// first cell or from the last.
LinesGraph linesGraphInOrder(const LinesBoard& b, bool byColumns, bool backwards) {
  LinesGraph g;
  const int cells = b.cellCount();
  std::vector<int> firstVertex(static_cast<std::size_t>(cells), -1);
  std::vector<int> rank;  // per vertex: its place in the sweep
  for (int k = 0; k < cells; ++k) {
    const int place = backwards ? cells - 1 - k : k;
    const int cell = byColumns ? b.cellAt(place / b.height(), place % b.height()) : place;
    if (!b.present(cell)) continue;
    firstVertex[static_cast<std::size_t>(cell)] = static_cast<int>(g.cellOf.size());
    const int lanes = b.bridge(cell) ? std::popcount(b.bridgeAxes(cell)) : 1;
    for (int lane = 0; lane < lanes; ++lane) {
      rank.push_back(static_cast<int>(g.cellOf.size()));
      g.cellOf.push_back(cell);
      g.colour.push_back(b.endpoint(cell));
      g.need.push_back(b.endpoint(cell) >= 0 ? 1 : 2);
    }
  }
  const int vertices = static_cast<int>(g.cellOf.size());
  // Each edge once, from the vertex with the lower number (a vertex's sides may reach the same
  // neighbour twice on a narrow wrapped board: two edges; a side back to itself is none).
  for (int v = 0; v < vertices; ++v) {
    const int cell = g.cellOf[static_cast<std::size_t>(v)];
    for (int side = 0; side < b.sides(); ++side) {
      if (linesVertexAt(b, firstVertex, cell, side) != v) continue;
      const int n = b.next(cell, side);
      const int u = linesVertexAt(b, firstVertex, n, b.opposite(side));
      if (u > v) g.edges.push_back({v, u});
    }
  }
  std::stable_sort(g.edges.begin(), g.edges.end(), [](const LinesGraph::Edge& x, const LinesGraph::Edge& y) {
    return std::max(x.a, x.b) < std::max(y.a, y.b) ||
           (std::max(x.a, x.b) == std::max(y.a, y.b) && std::min(x.a, x.b) < std::min(y.a, y.b));
  });
  const std::size_t edges = g.edges.size();
  std::vector<int> first(static_cast<std::size_t>(vertices), -1);
  std::vector<int> last(static_cast<std::size_t>(vertices), -1);
  for (std::size_t i = 0; i < edges; ++i) {
    for (const int v : {g.edges[i].a, g.edges[i].b}) {
      if (first[static_cast<std::size_t>(v)] < 0) first[static_cast<std::size_t>(v)] = static_cast<int>(i);
      last[static_cast<std::size_t>(v)] = static_cast<int>(i);
    }
  }
  g.entering.assign(edges, {});
  g.leaving.assign(edges, {});
  for (int v = 0; v < vertices; ++v) {
    if (first[static_cast<std::size_t>(v)] < 0) {
      g.stranded = true;  // every vertex needs at least one line end
      continue;
    }
    g.entering[static_cast<std::size_t>(first[static_cast<std::size_t>(v)])].push_back(v);
    g.leaving[static_cast<std::size_t>(last[static_cast<std::size_t>(v)])].push_back(v);
  }
  // Places in the state: the lowest free one on entering, given back on leaving.
  g.slot.assign(static_cast<std::size_t>(vertices), -1);
  std::vector<int> freeSlots;
  for (std::size_t i = 0; i < edges; ++i) {
    for (const int v : g.entering[i]) {
      if (freeSlots.empty()) {
        freeSlots.push_back(g.slots++);
      }
      const auto lowest = std::min_element(freeSlots.begin(), freeSlots.end());
      g.slot[static_cast<std::size_t>(v)] = *lowest;
      freeSlots.erase(lowest);
    }
    for (const int v : g.leaving[i]) freeSlots.push_back(g.slot[static_cast<std::size_t>(v)]);
  }
  // The boundary. The sweep takes a row (column) at a time, and each row's cells in order, so
  // after an edge whose later vertex is in row y the vertices taken lie in rows before y and in
  // row y up to that vertex; the frontier is row y up to there and row y - 1 (before, in the
  // sweep's order) beyond it. A line drawn along row y to that vertex, then along row y - 1,
  // has every edge taken on one side and every edge to come on the other (a hex cell's
  // neighbours in the rows beside it lie half a cell to either side, so this holds there too),
  // and it meets the frontier's vertices in row y in order, then those in row y - 1 in order.
  // That is the order of (row, place in the row) with rows in the sweep's order reversed, and
  // since only whether two pairs interleave is asked, the same order serves a sweep backwards.
  g.planar = !b.wrap() && g.slots <= LinesMaxSlots;
  for (int cell = 0; cell < cells && g.planar; ++cell) {
    if (b.bridge(cell) || b.portalPartner(cell) >= 0) g.planar = false;  // a portal's cells are holes
  }
  if (g.planar) {
    const auto key = [&](int v) {
      const int cell = g.cellOf[static_cast<std::size_t>(v)];
      const int x = cell % b.width();
      const int y = cell / b.width();
      return byColumns ? (b.width() - 1 - x) * b.height() + y : (b.height() - 1 - y) * b.width() + x;
    };
    std::vector<int> line;  // the frontier's vertices by key
    std::uint64_t oneDot = 0;
    std::uint64_t bothDots = 0;
    for (std::size_t i = 0; i < edges; ++i) {
      for (const int v : g.entering[i]) {
        const int c = g.colour[static_cast<std::size_t>(v)];
        if (c >= 0) {
          const std::uint64_t bit = std::uint64_t{1} << (c + 1);
          bothDots |= oneDot & bit;
          oneDot |= bit;
        }
        line.insert(std::upper_bound(line.begin(), line.end(), v, [&](int x, int y) { return key(x) < key(y); }), v);
      }
      g.boundaryStart.push_back(static_cast<int>(g.boundary.size()));
      const std::vector<int>& out = g.leaving[i];
      for (const int v : line) {
        if (std::find(out.begin(), out.end(), v) == out.end())
          g.boundary.push_back(static_cast<std::uint8_t>(g.slot[static_cast<std::size_t>(v)]));
      }
      std::erase_if(line, [&](int v) { return std::find(out.begin(), out.end(), v) != out.end(); });
      g.bothDots.push_back(bothDots);
    }
    g.boundaryStart.push_back(static_cast<int>(g.boundary.size()));
  }
  // The watches: after edge i, a vertex on the frontier needs no more line ends than it has
  // edges still to come to vertices that can take one.
  std::vector<std::vector<int>> incident(static_cast<std::size_t>(vertices));
  for (std::size_t i = 0; i < edges; ++i) {
    incident[static_cast<std::size_t>(g.edges[i].a)].push_back(static_cast<int>(i));
    incident[static_cast<std::size_t>(g.edges[i].b)].push_back(static_cast<int>(i));
  }
  const auto otherEnd = [&](int e, int v) {
    const LinesGraph::Edge& edge = g.edges[static_cast<std::size_t>(e)];
    return edge.a == v ? edge.b : edge.a;
  };
  std::vector<int> watched;
  for (std::size_t i = 0; i < edges; ++i) {
    g.watchStart.push_back(static_cast<int>(g.watches.size()));
    const int at = static_cast<int>(i);
    watched.assign({g.edges[i].a, g.edges[i].b});
    for (const int v : {g.edges[i].a, g.edges[i].b}) {
      for (const int e : incident[static_cast<std::size_t>(v)]) {
        const int w = otherEnd(e, v);
        if (e > at && first[static_cast<std::size_t>(w)] <= at &&
            std::find(watched.begin(), watched.end(), w) == watched.end())
          watched.push_back(w);
      }
    }
    for (const int w : watched) {
      LinesGraph::Watch watch;
      watch.slot = g.slot[static_cast<std::size_t>(w)];
      watch.begin = static_cast<int>(g.ahead.size());
      for (const int e : incident[static_cast<std::size_t>(w)]) {
        if (e <= at) continue;
        const int u = otherEnd(e, w);
        g.ahead.push_back(first[static_cast<std::size_t>(u)] <= at ? g.slot[static_cast<std::size_t>(u)] : -1);
      }
      watch.end = static_cast<int>(g.ahead.size());
      g.watches.push_back(watch);
    }
  }
  g.watchStart.push_back(static_cast<int>(g.watches.size()));
  return g;
}

// A sweep whose states outgrow this gives up (the others, or the search, go on).
// (About 30 MB of states and table a step at a 24-vertex frontier.)
constexpr std::size_t LinesMaxStates = std::size_t{1} << 20;
// The guesses the first, short search may make before the sweeps take over, on a board of 100
// vertices (fewer on bigger boards, where each guess costs more).
constexpr std::uint64_t LinesQuickGuesses = 400;
// Without a node budget the search does not run first but beside the sweeps: LinesSearchFirst
// guesses, then LinesSearchSlice at a time whenever its work (guesses times vertices: a guess
// settles the whole board, about as long as a sweep takes a state through a step per vertex) is
// at most a LinesSearchShare-th of the sweeps' states, up to the short search's guesses above in
// all. So a board the sweeps settle fast loses little to it, and one the search settles waits
// for about twice its work of sweeping. By work, not by clock, so a count does the same steps
// on a loaded machine.
constexpr std::uint64_t LinesSearchFirst = 32;
constexpr std::uint64_t LinesSearchSlice = 16;
constexpr std::uint64_t LinesSearchShare = 2;
// The SAT solver (LinesSat) joins the sweeps' turns once they have taken this many states through
// steps (boards the sweeps settle sooner never build it), then gets a third of the time from there, in
// slices of LinesSatSlice. (Its work in ticks varies too much from board to board, and within
// one count, to share by work as the sweeps do.)
constexpr std::uint64_t LinesSatStart = 1'000'000;
constexpr std::chrono::milliseconds LinesSatSlice{20};

// The states of one step of the sweep: their bytes, counts (saturated at the limit) and, when a
// cover is wanted, where each came from.
class LinesLayer {
 public:
  explicit LinesLayer(std::size_t stride) : stride_(stride) { table_.assign(1024, Empty); }

  std::size_t size() const { return counts_.size(); }
  const std::uint8_t* state(std::size_t i) const { return bytes_.data() + i * stride_; }
  std::uint64_t count(std::size_t i) const { return counts_[i]; }

  void clear() {
    bytes_.clear();
    counts_.clear();
    parents_.clear();
    std::fill(table_.begin(), table_.end(), Empty);
  }

  void add(const std::uint8_t* s, std::uint64_t count, std::uint64_t cap, std::uint32_t parent, bool keepParents) {
    const std::uint64_t h = hash(s);
    std::size_t mask = table_.size() - 1;
    for (std::size_t i = h & mask;; i = (i + 1) & mask) {
      const std::uint32_t at = table_[i];
      if (at == Empty) {
        table_[i] = static_cast<std::uint32_t>(counts_.size());
        bytes_.insert(bytes_.end(), s, s + stride_);
        counts_.push_back(count);
        if (keepParents) parents_.push_back(parent);
        if (counts_.size() * 2 > table_.size()) grow();
        return;
      }
      if (same(state(at), s)) {
        counts_[at] = std::min(cap, counts_[at] + count);
        return;
      }
    }
  }

  std::vector<std::uint32_t> takeParents() { return std::move(parents_); }

 private:
  static constexpr std::uint32_t Empty = 0xffffffffu;

  // A word at a time: states are short, and a call to memcmp costs more than the compare.
  bool same(const std::uint8_t* x, const std::uint8_t* y) const {
    for (std::size_t k = 0; k < stride_; k += 8) {
      std::uint64_t a;
      std::uint64_t b;
      std::memcpy(&a, x + k, 8);
      std::memcpy(&b, y + k, 8);
      if (a != b) return false;
    }
    return true;
  }

  std::uint64_t hash(const std::uint8_t* s) const {
    std::uint64_t h = 0x9e3779b97f4a7c15ull;
    for (std::size_t k = 0; k < stride_; k += 8) {
      std::uint64_t w;
      std::memcpy(&w, s + k, 8);
      h = (h ^ w) * 0xbf58476d1ce4e5b9ull;
      h ^= h >> 31;
    }
    return h;
  }

  void grow() {
    table_.assign(table_.size() * 2, Empty);
    const std::size_t mask = table_.size() - 1;
    for (std::size_t at = 0; at < counts_.size(); ++at) {
      std::size_t i = hash(state(at)) & mask;
      while (table_[i] != Empty) i = (i + 1) & mask;
      table_[i] = static_cast<std::uint32_t>(at);
    }
  }

  std::size_t stride_;
  std::vector<std::uint8_t> bytes_;
  std::vector<std::uint64_t> counts_;
  std::vector<std::uint32_t> parents_;
  std::vector<std::uint32_t> table_;
};

// The line ends a frontier vertex still needs.
int linesEndsNeeded(std::uint8_t v) { return v == LinesClosed ? 0 : v == LinesBare ? 2 : 1; }

// Whether every watched vertex after edge i has as many ways on as line ends to take (a vertex
// that leaves the frontier has none and must be closed).
bool linesRoomAhead(const LinesGraph& g, std::size_t i, const std::uint8_t* s) {
  for (int k = g.watchStart[i]; k < g.watchStart[i + 1]; ++k) {
    const LinesGraph::Watch& watch = g.watches[static_cast<std::size_t>(k)];
    const int needed = linesEndsNeeded(s[watch.slot]);
    if (needed == 0) continue;
    int ways = 0;
    for (int n = watch.begin; n < watch.end && ways < needed; ++n) {
      const int slot = g.ahead[static_cast<std::size_t>(n)];
      if (slot < 0 || s[slot] != LinesClosed) ++ways;
    }
    if (ways < needed) return false;
  }
  return true;
}

// Whether the lines can still be finished without crossing each other, on a planar board (the
// sweep's graph says so). Cut the board along the boundary (see linesGraphInOrder), bent so that
// closed vertices fall on the drawn side and bare ones on the side to come (no line that a cover
// adds touches the first, none drawn touches the second): the pieces drawn lie on one side,
// each a chord between two open ends (a mate pair), a tail from a dot to one, or a finished
// line, and what is still to be drawn lies on the other side. Say the two ends of line a (a
// colour both of whose dots are drawn) are p1, p2, those of line b are q1, q2, and they
// interleave along the boundary. In a cover, a's line runs from p1 to p2 through the side to come
// and through mate pairs, b's likewise from q1 to q2. If no mate pair interleaves with p1, p2, a
// path on the drawn side from p2 to p1 that crosses no chord closes a's run into a closed curve,
// which parts q1 from q2 unless a chord of a's run parts one of them from that path: a mate pair
// interleaving with q1, q2. With neither, b's run would have to cross a's. (A mate pair that
// interleaves with a line proves nothing by itself: another line may run through it around
// that one, so interleaving lines are kept when a mate pair interleaves with either.) A colour
// with a dot still to come is free.
bool linesUncrossed(const LinesGraph& g, std::size_t i, const std::uint8_t* s) {
  const std::uint8_t* line = g.boundary.data() + g.boundaryStart[i];
  const int n = g.boundaryStart[i + 1] - g.boundaryStart[i];
  // Most states show fewer than two lines with both ends open: a quick look first, at every
  // slot in turn (those off the frontier are closed).
  const std::uint64_t both = g.bothDots[i];
  if ((both & (both - 1)) == 0) return true;
  int ends = 0;
  for (int k = 0; k < g.slots; ++k) {
    const unsigned v = s[k];
    ends += static_cast<int>(v < LinesFirstMate) & static_cast<int>((both >> (v & 63u)) & 1u);
  }
  if (ends < 4) return true;
  // The pairs by their places along the boundary, first the lines, then the pieces.
  struct Pair {
    int from;
    int to;
  };
  std::array<Pair, LinesMaxSlots / 2> pairs;
  int lines = 0;
  std::array<std::uint8_t, LinesFirstMate> seen;  // per colour, where its first open end is
  std::uint64_t first = both;                     // the colours whose first open end is to come
  for (int k = 0; k < n; ++k) {
    const std::uint8_t v = s[line[k]];
    if (v >= LinesFirstMate || ((both >> v) & 1u) == 0) continue;
    if (((first >> v) & 1u) != 0) {
      first &= ~(std::uint64_t{1} << v);
      seen[v] = static_cast<std::uint8_t>(k);
    } else {
      pairs[static_cast<std::size_t>(lines++)] = {seen[v], k};
    }
  }
  const auto interleave = [](const Pair& x, const Pair& y) {
    return (x.from < y.from && y.from < x.to && x.to < y.to) || (y.from < x.from && x.from < y.to && y.to < x.to);
  };
  int crossing = -1;  // a line that crosses another
  for (int x = 0; x < lines && crossing < 0; ++x) {
    for (int y = x + 1; y < lines; ++y) {
      if (interleave(pairs[static_cast<std::size_t>(x)], pairs[static_cast<std::size_t>(y)])) crossing = x;
    }
  }
  if (crossing < 0) return true;
  std::array<std::uint8_t, LinesMaxSlots> place;
  for (int k = 0; k < n; ++k) place[line[k]] = static_cast<std::uint8_t>(k);
  int pieces = lines;
  for (int k = 0; k < n; ++k) {
    const std::uint8_t v = s[line[k]];
    if (v < LinesFirstMate || v == LinesBare) continue;
    const int other = place[v - LinesFirstMate];
    if (other > k) pairs[static_cast<std::size_t>(pieces++)] = {k, other};
  }
  const auto crossedByPiece = [&](int x) {
    for (int m = lines; m < pieces; ++m) {
      if (interleave(pairs[static_cast<std::size_t>(x)], pairs[static_cast<std::size_t>(m)])) return true;
    }
    return false;
  };
  for (int x = crossing; x < lines; ++x) {
    if (crossedByPiece(x)) continue;
    for (int y = x + 1; y < lines; ++y) {
      if (interleave(pairs[static_cast<std::size_t>(x)], pairs[static_cast<std::size_t>(y)]) && !crossedByPiece(y))
        return false;
    }
  }
  return true;
}

// Joins the open ends in slots p and q by an edge, or says the join breaks a rule: two colours
// meet, a piece closes on itself, or a vertex has no end left.
bool linesJoin(std::uint8_t* s, int p, int q) {
  const std::uint8_t vp = s[p];
  const std::uint8_t vq = s[q];
  if (vp == LinesClosed || vq == LinesClosed) return false;
  if (vp == LinesFirstMate + q) return false;  // the two ends of one piece: a loop
  // What each side's piece leaves open after the join: a colour, or the slot of its far end.
  auto farEnd = [](std::uint8_t v, int self) { return v == LinesBare ? LinesFirstMate + self : int{v}; };
  const int ep = farEnd(vp, p);
  const int eq = farEnd(vq, q);
  if (vp != LinesBare) s[p] = LinesClosed;
  if (vq != LinesBare) s[q] = LinesClosed;
  const bool colourP = ep < LinesFirstMate;
  const bool colourQ = eq < LinesFirstMate;
  if (colourP && colourQ) return ep == eq;  // a line joins its two dots, or two colours meet
  if (colourP) {
    s[eq - LinesFirstMate] = static_cast<std::uint8_t>(ep);
  } else if (colourQ) {
    s[ep - LinesFirstMate] = static_cast<std::uint8_t>(eq);
  } else {
    s[ep - LinesFirstMate] = static_cast<std::uint8_t>(eq);
    s[eq - LinesFirstMate] = static_cast<std::uint8_t>(ep);
  }
  return true;
}

// One sweep, a step (an edge) at a time, so that several can take turns.
class LinesSweep {
 public:
  LinesSweep(const LinesGraph& g, std::uint64_t cap, bool keepParents)
      : g_(g),
        stride_((static_cast<std::size_t>(std::max(g.slots, 1)) + 7) / 8 * 8),
        cap_(cap),
        keep_(keepParents),
        from_(stride_),
        to_(stride_),
        scratch_(stride_) {
    std::vector<std::uint8_t> start(stride_, LinesClosed);
    from_.add(start.data(), 1, cap_, 0, keep_);
  }

  bool done() const { return next_ == g_.edges.size(); }
  std::uint64_t work() const { return work_; }
  // The work done and, as a guess of what is left, the states of this step times the steps to go.
  std::uint64_t projected() const { return work_ + from_.size() * (g_.edges.size() - next_); }
  // When done: the number of covers, saturated at the cap.
  std::uint64_t covers() const { return from_.size() == 0 ? 0 : from_.count(0); }

  const LinesGraph& graph() const { return g_; }
  // A step made more states than a sweep may hold: the sweep stopped there.
  bool tooBig() const { return tooBig_; }

  // Takes the next edge: every state without it and with it. False when stopped part way (the
  // sweep is then of no more use).
  bool step(const std::stop_token& stop) {
    const std::size_t i = next_++;
    to_.clear();
    const int p = g_.slot[static_cast<std::size_t>(g_.edges[i].a)];
    const int q = g_.slot[static_cast<std::size_t>(g_.edges[i].b)];
    std::uint8_t* s = scratch_.data();
    const bool dotEnters = std::any_of(g_.entering[i].begin(), g_.entering[i].end(),
                                       [&](int v) { return g_.colour[static_cast<std::size_t>(v)] >= 0; });
    crossChecks_ = 0;
    crossPruned_ = 0;
    for (std::size_t k = 0; k < from_.size(); ++k) {
      if ((k & 1023) == 0 && stop.stop_requested()) return false;
      if (to_.size() > LinesMaxStates) {
        tooBig_ = true;
        return true;
      }
      for (int use = 0; use < 2; ++use) {
        std::memcpy(s, from_.state(k), stride_);
        for (const int v : g_.entering[i]) {
          const int c = g_.colour[static_cast<std::size_t>(v)];
          s[g_.slot[static_cast<std::size_t>(v)]] = c >= 0 ? static_cast<std::uint8_t>(c + 1) : LinesBare;
        }
        // Without the edge, or with one that closes a line or starts a piece, the lines are
        // those of the state before (which passed) in the same order, and the pieces at least
        // those: only a dot joining the frontier can make two lines cross.
        const bool fresh =
            use == 1 && !(s[p] == LinesBare && s[q] == LinesBare) && !(s[p] < LinesFirstMate && s[q] < LinesFirstMate);
        if (use == 1 && !linesJoin(s, p, q)) continue;
        if (!linesRoomAhead(g_, i, s)) continue;
        if (g_.planar && (fresh || dotEnters) && crossingWorthChecking()) {
          ++crossChecks_;
          if (!linesUncrossed(g_, i, s)) {
            ++crossPruned_;
            continue;
          }
        }
        to_.add(s, from_.count(k), cap_, static_cast<std::uint32_t>(k << 1 | static_cast<std::size_t>(use)), keep_);
      }
    }
    work_ += from_.size() + 1;
    if (keep_) parents_.push_back(to_.takeParents());
    std::swap(from_, to_);
    return true;
  }

  // When done with parents kept and at least one cover: the edges of one cover.
  std::vector<int> coverEdges() const {
    std::vector<int> edges;
    std::uint32_t at = 0;
    for (std::size_t i = g_.edges.size(); i-- > 0;) {
      const std::uint32_t parent = parents_[i][at];
      if (parent & 1u) edges.push_back(static_cast<int>(i));
      at = parent >> 1;
    }
    return edges;
  }

 private:
  const LinesGraph& g_;
  std::size_t stride_;
  std::uint64_t cap_;
  bool keep_;
  LinesLayer from_;
  LinesLayer to_;
  std::vector<std::uint8_t> scratch_;
  std::size_t next_ = 0;
  std::uint64_t work_ = 0;
  // The crossing check pays where lines wind round open areas; on boards of many short lines it
  // finds almost nothing and costs a third of the time. So each step checks its first states,
  // and the rest only when those lost at least one in fifty (the count is exact either way).
  bool crossingWorthChecking() const { return crossChecks_ < 256 || crossPruned_ * 50 >= crossChecks_; }
  std::uint64_t crossChecks_ = 0;
  std::uint64_t crossPruned_ = 0;
  bool tooBig_ = false;
  std::vector<std::vector<std::uint32_t>> parents_;
};

// Each colour's line of a cover given by its edges: the cells from one dot to the other.
std::vector<std::vector<int>> linesCover(const LinesBoard& b, const LinesGraph& g, const std::vector<int>& used) {
  std::vector<std::vector<int>> around(g.cellOf.size());
  for (const int e : used) {
    const LinesGraph::Edge& edge = g.edges[static_cast<std::size_t>(e)];
    around[static_cast<std::size_t>(edge.a)].push_back(edge.b);
    around[static_cast<std::size_t>(edge.b)].push_back(edge.a);
  }
  std::vector<std::vector<int>> lines(static_cast<std::size_t>(b.colours()));
  for (std::size_t v = 0; v < g.cellOf.size(); ++v) {
    const int colour = g.colour[v];
    if (colour < 0 || !lines[static_cast<std::size_t>(colour)].empty()) continue;
    std::vector<int>& line = lines[static_cast<std::size_t>(colour)];
    int previous = -1;
    for (int at = static_cast<int>(v); at >= 0;) {
      line.push_back(g.cellOf[static_cast<std::size_t>(at)]);
      int step = -1;
      for (const int u : around[static_cast<std::size_t>(at)]) {
        if (u != previous) step = u;
      }
      previous = at;
      at = step;
    }
  }
  return lines;
}

// The search: every edge of the graph is open, used or cut. Deductions run to a fixed point
// before each guess:
//   - a vertex with all its line ends cuts its other edges; one with just enough open edges uses
//     them all; one with too few fails;
//   - an edge that would close a piece of line on itself is cut;
//   - each piece of line keeps the colours it may still take (at its two ends); an edge between
//     two pieces with no colour in common is cut;
//   - the colours that can reach a piece (from a line's head, along open edges, through other
//     pieces that may take that colour) bound its colours: a piece no line can reach fails, and
//     so does a line whose two heads cannot reach each other.
// Each rule removes only what no cover can hold, and the guess (use an edge, or cut it) splits
// the covers in two, so the count is exact.
class LinesSearch {
 public:
  LinesSearch(const LinesBoard& b, const LinesGraph& g, const LinesSolveLimits& limits)
      : b_(b), g_(g), limits_(limits) {
    const std::size_t vertices = g.cellOf.size();
    start_.assign(vertices + 1, 0);
    for (const LinesGraph::Edge& e : g.edges) {
      ++start_[static_cast<std::size_t>(e.a) + 1];
      ++start_[static_cast<std::size_t>(e.b) + 1];
    }
    for (std::size_t v = 0; v < vertices; ++v) start_[v + 1] += start_[v];
    incident_.assign(static_cast<std::size_t>(start_[vertices]), 0);
    std::vector<int> fill(start_.begin(), start_.end() - 1);
    for (std::size_t e = 0; e < g.edges.size(); ++e) {
      incident_[static_cast<std::size_t>(fill[static_cast<std::size_t>(g.edges[e].a)]++)] = static_cast<int>(e);
      incident_[static_cast<std::size_t>(fill[static_cast<std::size_t>(g.edges[e].b)]++)] = static_cast<int>(e);
    }
    state_.assign(g.edges.size(), Open);
    used_.assign(vertices, 0);
    open_.assign(vertices, 0);
    mate_.assign(vertices, 0);
    colours_.assign(vertices, 0);
    reach_.assign(vertices, 0);
    const int colourCount = b.colours();
    const std::uint64_t all = colourCount >= 64 ? ~0ull : (1ull << colourCount) - 1;
    heads_.assign(static_cast<std::size_t>(colourCount), {-1, -1});
    for (std::size_t v = 0; v < vertices; ++v) {
      open_[v] = start_[v + 1] - start_[v];
      mate_[v] = static_cast<int>(v);
      const int c = g.colour[v];
      colours_[v] = c >= 0 ? 1ull << c : all;
      if (c >= 0) {
        auto& ends = heads_[static_cast<std::size_t>(c)];
        (ends.first < 0 ? ends.first : ends.second) = static_cast<int>(v);
      }
      unfinished_ += 1;
    }
  }

  // The deductions on the empty board: false when it has no cover. Then `state` and `colours`
  // say what every cover holds.
  bool settleStart() {
    for (std::size_t v = 0; v < g_.cellOf.size(); ++v) queue_.push_back(static_cast<int>(v));
    return settleAll();
  }
  const std::vector<std::uint8_t>& edgeStates() const { return state_; }
  const std::vector<std::uint64_t>& vertexColours() const { return colours_; }

  LinesSolveResult run() {
    advance(~0ull);
    return result();
  }

  // Searches until `budget` more nodes have been entered (then false; a later call goes on from
  // there) or the count is over (true; then result() answers). A node settles its position; a
  // guess uses an open edge of the head with the fewest open edges, then cuts it.
  bool advance(std::uint64_t budget) {
    const std::uint64_t until = budget > ~0ull - nodes_ ? ~0ull : nodes_ + budget;
    if (!started_) {
      started_ = true;
      for (std::size_t v = 0; v < g_.cellOf.size(); ++v) queue_.push_back(static_cast<int>(v));
    }
    while (!over_) {
      if (enter_) {
        if (nodes_ >= until) return false;
        enter_ = false;
        ++nodes_;
        if (!stop() && solutions_ < limits_.maxSolutions && settleAll()) {
          if (unfinished_ == 0) {
            found();
          } else if (const int edge = guessEdge(); edge >= 0) {
            frames_.push_back({trail_.size(), edge, false});
            if (use(edge)) {
              enter_ = true;
              continue;
            }
          }
        }
      }
      // Back at the newest guess: after its used edge, cut it; after that, leave it.
      if (frames_.empty()) {
        over_ = true;
        break;
      }
      Frame& f = frames_.back();
      undo(f.mark);
      queue_.clear();
      if (!f.cutTried && !stopped_ && solutions_ < limits_.maxSolutions) {
        f.cutTried = true;
        cut(f.edge);
        enter_ = true;
        continue;
      }
      frames_.pop_back();
    }
    return true;
  }

  std::uint64_t nodes() const { return nodes_; }
  bool complete() const { return over_ && !stopped_; }

  LinesSolveResult result() {
    LinesSolveResult out;
    out.solutions = solutions_;
    out.complete = !stopped_;
    out.nodes = nodes_;
    out.insights = insights_;
    out.first = std::move(first_);
    return out;
  }

 private:
  enum : std::uint8_t { Open = 0, Used = 1, Cut = 2 };
  enum class Kind : std::uint8_t { Edge, Mate, Colours };
  struct Change {
    Kind kind;
    int index;
    std::uint64_t old;
  };

  static std::size_t at(int i) { return static_cast<std::size_t>(i); }
  int other(int e, int v) const { return g_.edges[at(e)].a == v ? g_.edges[at(e)].b : g_.edges[at(e)].a; }
  int need(int v) const { return g_.need[at(v)]; }
  bool dot(int v) const { return g_.colour[at(v)] >= 0; }
  // A piece with a dot at one end is a line's head; its open end cannot be passed through.
  bool head(int v) const { return dot(v) || dot(mate_[at(v)]); }

  void setMate(int v, int m) {
    trail_.push_back({Kind::Mate, v, static_cast<std::uint64_t>(mate_[at(v)])});
    mate_[at(v)] = m;
  }
  void setColours(int v, std::uint64_t c) {
    if (colours_[at(v)] == c) return;
    trail_.push_back({Kind::Colours, v, colours_[at(v)]});
    colours_[at(v)] = c;
  }

  bool use(int e) {
    const int a = g_.edges[at(e)].a;
    const int b = g_.edges[at(e)].b;
    if (used_[at(a)] >= need(a) || used_[at(b)] >= need(b)) return false;
    if (mate_[at(a)] == b) return false;  // a loop
    const std::uint64_t colours = colours_[at(a)] & colours_[at(b)];
    if (colours == 0) return false;
    const int x = mate_[at(a)];
    const int y = mate_[at(b)];
    trail_.push_back({Kind::Edge, e, Open});
    state_[at(e)] = Used;
    for (const int v : {a, b}) {
      ++used_[at(v)];
      --open_[at(v)];
      if (used_[at(v)] == need(v)) --unfinished_;
      queue_.push_back(v);
    }
    setMate(x, y);
    setMate(y, x);
    setColours(x, colours);
    setColours(y, colours);
    queue_.push_back(x);
    queue_.push_back(y);
    return true;
  }

  void cut(int e) {
    trail_.push_back({Kind::Edge, e, Open});
    state_[at(e)] = Cut;
    for (const int v : {g_.edges[at(e)].a, g_.edges[at(e)].b}) {
      --open_[at(v)];
      queue_.push_back(v);
    }
  }

  void undo(std::size_t mark) {
    while (trail_.size() > mark) {
      const Change c = trail_.back();
      trail_.pop_back();
      switch (c.kind) {
        case Kind::Edge: {
          const bool wasUsed = state_[at(c.index)] == Used;
          state_[at(c.index)] = Open;
          for (const int v : {g_.edges[at(c.index)].a, g_.edges[at(c.index)].b}) {
            ++open_[at(v)];
            if (!wasUsed) continue;
            if (used_[at(v)] == need(v)) ++unfinished_;
            --used_[at(v)];
          }
          break;
        }
        case Kind::Mate:
          mate_[at(c.index)] = static_cast<int>(c.old);
          break;
        case Kind::Colours:
          colours_[at(c.index)] = c.old;
          break;
      }
    }
  }

  // The local rules for one vertex.
  bool settle(int v) {
    const int left = need(v) - used_[at(v)];
    const int begin = start_[at(v)];
    const int end = start_[at(v) + 1];
    if (left == 0) {
      for (int k = begin; k < end; ++k) {
        if (state_[at(incident_[at(k)])] == Open) cut(incident_[at(k)]);
      }
      return true;
    }
    if (open_[at(v)] < left) return false;
    if (open_[at(v)] == left) {
      for (int k = begin; k < end; ++k) {
        if (state_[at(incident_[at(k)])] == Open && !use(incident_[at(k)])) return false;
      }
      return true;
    }
    for (int k = begin; k < end; ++k) {
      const int e = incident_[at(k)];
      if (state_[at(e)] != Open) continue;
      const int w = other(e, v);
      if (mate_[at(v)] == w || used_[at(w)] == need(w) || (colours_[at(v)] & colours_[at(w)]) == 0) cut(e);
    }
    return true;
  }

  bool propagate() {
    while (!queue_.empty()) {
      const int v = queue_.back();
      queue_.pop_back();
      if (!settle(v)) {
        queue_.clear();
        return false;
      }
    }
    return true;
  }

  // The reach rule (see above); narrows colours and queues what changed.
  bool reachable() {
    std::fill(reach_.begin(), reach_.end(), 0);
    work_.clear();
    std::uint64_t pending = 0;  // colours whose heads have not met yet
    for (std::size_t c = 0; c < heads_.size(); ++c) {
      const auto [t1, t2] = heads_[c];
      if (t1 < 0) continue;
      const int h1 = used_[at(t1)] == need(t1) ? mate_[at(t1)] : t1;
      if (h1 == t2) continue;  // joined
      pending |= 1ull << c;
      reach_[at(h1)] = 1ull << c;
      work_.push_back(h1);
    }
    std::uint64_t met = 0;
    while (!work_.empty()) {
      const int z = work_.back();
      work_.pop_back();
      const std::uint64_t m = reach_[at(z)];
      for (int k = start_[at(z)]; k < start_[at(z) + 1]; ++k) {
        const int e = incident_[at(k)];
        if (state_[at(e)] != Open) continue;
        const int w = other(e, z);
        const std::uint64_t bits = m & colours_[at(w)];
        if (bits == 0) continue;
        if (head(w)) {
          met |= bits;  // a head takes one colour: its own line's other head
          continue;
        }
        const int exit = mate_[at(w)];
        if ((reach_[at(w)] | bits) == reach_[at(w)]) continue;
        // The piece may be entered by either end and left by the other.
        reach_[at(w)] |= bits;
        reach_[at(exit)] |= bits;
        work_.push_back(exit);
        if (exit != w) work_.push_back(w);
      }
    }
    if ((met & pending) != pending) return false;
    bool narrowedAny = false;
    for (std::size_t v = 0; v < g_.cellOf.size(); ++v) {
      const int x = static_cast<int>(v);
      if (used_[v] == need(x) || head(x)) continue;
      const std::uint64_t narrowed = colours_[v] & reach_[v];
      if (narrowed == 0) return false;
      if (narrowed != colours_[v]) {
        setColours(x, narrowed);
        setColours(mate_[v], narrowed);
        queue_.push_back(x);
        queue_.push_back(mate_[v]);
        narrowedAny = true;
      }
    }
    if (narrowedAny) ++insights_;
    return true;
  }

  bool stop() {
    if (stopped_) return true;
    if (limits_.stop.stop_requested()) stopped_ = true;  // a guess costs far more than the look
    if (limits_.maxNodes != 0 && nodes_ >= limits_.maxNodes) stopped_ = true;
    return stopped_;
  }

  void found() {
    if (solutions_++ != 0 || !limits_.cover) return;
    std::vector<int> used;
    for (std::size_t e = 0; e < state_.size(); ++e) {
      if (state_[e] == Used) used.push_back(static_cast<int>(e));
    }
    first_ = linesCover(b_, g_, used);
  }

  // Every deduction to a fixed point; false when the position holds no cover.
  bool settleAll() {
    for (;;) {
      if (!propagate()) return false;
      if (unfinished_ == 0) return true;
      if (!reachable()) {
        queue_.clear();
        return false;
      }
      if (queue_.empty()) return true;
    }
  }

  // The guess: an open edge of the head with the fewest open edges; -1 when there is none.
  int guessEdge() const {
    int best = -1;
    int fewest = MaxSides * 2 + 1;
    for (std::size_t v = 0; v < g_.cellOf.size(); ++v) {
      const int x = static_cast<int>(v);
      if (used_[v] == need(x) || !head(x) || open_[v] >= fewest) continue;
      best = x;
      fewest = open_[v];
    }
    if (best < 0) return -1;
    for (int k = start_[at(best)]; k < start_[at(best) + 1]; ++k) {
      if (state_[at(incident_[at(k)])] == Open) return incident_[at(k)];
    }
    return -1;
  }

  const LinesBoard& b_;
  const LinesGraph& g_;
  const LinesSolveLimits& limits_;
  std::vector<int> start_;
  std::vector<int> incident_;
  std::vector<std::uint8_t> state_;
  std::vector<int> used_;
  std::vector<int> open_;
  std::vector<int> mate_;
  std::vector<std::uint64_t> colours_;
  std::vector<std::pair<int, int>> heads_;  // per colour: its two dots' vertices
  int unfinished_ = 0;                      // vertices still short of line ends
  std::vector<Change> trail_;
  std::vector<int> queue_;
  std::vector<std::uint64_t> reach_;
  std::vector<int> work_;
  int solutions_ = 0;
  std::uint64_t nodes_ = 0;
  std::uint64_t insights_ = 0;
  bool stopped_ = false;
  std::vector<std::vector<int>> first_;
  // advance()'s place in the search.
  struct Frame {
    std::size_t mark = 0;
    int edge = 0;
    bool cutTried = false;
  };
  std::vector<Frame> frames_;
  bool started_ = false;
  bool enter_ = true;
  bool over_ = false;
};

// The count as a satisfiability problem for CaDiCaL (a CDCL SAT solver), on the search's graph:
// a variable per edge (used or not) and per vertex and colour. A dot has one used edge and its
// own colour; any other vertex (a bridge's lane too) two; a used edge gives both its ends the same
// colours. Every cover is a model, but so is a cover with stray closed loops away from the dots:
// each model is checked, and for each loop (a set S of vertices joined by used edges, no dot
// among them) a clause is added that some edge leaving S is used (every cover must do so, since
// each vertex of S lies on a line whose dots are outside S). A model without loops is a cover:
// it is counted and forbidden (not all its used edges again), and the solver goes on until the
// limit or no model. Nothing else is added, so the count is exact; the solver keeps what it
// learnt between the calls. It runs in slices (of calls of its terminator, or up to a deadline;
// the terminator also answers the stop token), so that it can take turns with the sweeps.
class LinesSat {
 public:
  LinesSat(const LinesGraph& g, int colours, int cap, bool cover, const std::stop_token& stop)
      : g_(g), colours_(colours), cap_(cap), cover_(cover), terminator_(stop) {
    const std::size_t vertices = g.cellOf.size();
    incident_.resize(vertices);
    for (std::size_t e = 0; e < g.edges.size(); ++e) {
      incident_[static_cast<std::size_t>(g.edges[e].a)].push_back(static_cast<int>(e));
      if (g.edges[e].b != g.edges[e].a)
        incident_[static_cast<std::size_t>(g.edges[e].b)].push_back(static_cast<int>(e));
    }
    solver_.set("quiet", 1);  // nothing on standard output
    solver_.connect_terminator(&terminator_);
    std::vector<int> clause;
    for (std::size_t v = 0; v < vertices; ++v) {
      const std::vector<int>& around = incident_[v];
      const int degree = static_cast<int>(around.size());
      const int need = g.need[v];
      if (degree < need) add(clause);  // empty: no cover at all
      // Exactly `need` used edges: no need + 1 of them all used, no degree - need + 1 all cut.
      for (unsigned m = 0; m < (1u << degree); ++m) {
        const int taken = std::popcount(m);
        if (taken != need + 1 && taken != degree - need + 1) continue;
        for (int k = 0; k < degree; ++k) {
          if ((m >> k) & 1u)
            clause.push_back(taken == need + 1 ? -edgeVar(around[static_cast<std::size_t>(k)])
                                               : edgeVar(around[static_cast<std::size_t>(k)]));
        }
        if (taken == need + 1 && taken == degree - need + 1) {
          std::vector<int> both = clause;
          for (int& lit : both) lit = -lit;
          add(both);
        }
        add(clause);
      }
      const int colour = g.colour[v];
      if (colour >= 0) {
        for (int c = 0; c < colours; ++c)
          add({c == colour ? colourVar(static_cast<int>(v), c) : -colourVar(static_cast<int>(v), c)});
      } else {
        for (int c = 0; c < colours; ++c) clause.push_back(colourVar(static_cast<int>(v), c));
        add(clause);
      }
    }
    for (std::size_t e = 0; e < g.edges.size(); ++e) {
      const auto [a, b] = g.edges[e];
      const int x = edgeVar(static_cast<int>(e));
      if (a == b) {  // a loop on one vertex never belongs to a cover
        add({-x});
        continue;
      }
      for (int c = 0; c < colours; ++c) {
        add({-x, -colourVar(a, c), colourVar(b, c)});
        add({-x, colourVar(a, c), -colourVar(b, c)});
      }
    }
  }

  // Works on for about `slice` more ticks (calls of its terminator), or until `deadline`; true
  // when the count is done (or stopped: see stopped).
  bool run(std::uint64_t slice,
           std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max()) {
    terminator_.until = slice > ~0ull - terminator_.ticks ? ~0ull : terminator_.ticks + slice;
    terminator_.deadline = deadline;
    while (!done_) {
      const int answer = solver_.solve();
      if (answer == 0) return terminator_.stop.stop_requested() ? (stopped_ = true) : false;
      if (answer != 10) {
        done_ = true;
        break;
      }
      if (looped()) continue;
      std::vector<int> clause;
      std::vector<int> used;
      for (std::size_t e = 0; e < g_.edges.size(); ++e) {
        if (solver_.val(edgeVar(static_cast<int>(e))) > 0) {
          clause.push_back(-edgeVar(static_cast<int>(e)));
          used.push_back(static_cast<int>(e));
        }
      }
      if (covers_++ == 0 && cover_) first_ = used;
      if (covers_ >= cap_) {
        done_ = true;
        break;
      }
      add(clause);
    }
    return true;
  }

  int covers() const { return covers_; }
  bool stopped() const { return stopped_; }
  std::uint64_t ticks() const { return terminator_.ticks; }
  const std::vector<int>& firstCover() const { return first_; }

 private:
  struct Terminator : CaDiCaL::Terminator {
    explicit Terminator(const std::stop_token& s) : stop(s) {}
    bool terminate() override {
      return ++ticks >= until || stop.stop_requested() ||
             (deadline != std::chrono::steady_clock::time_point::max() && std::chrono::steady_clock::now() >= deadline);
    }
    std::stop_token stop;
    std::uint64_t ticks = 0;
    std::uint64_t until = 0;
    std::chrono::steady_clock::time_point deadline;
  };

  int edgeVar(int e) const { return 1 + e; }
  int colourVar(int v, int c) const { return 1 + static_cast<int>(g_.edges.size()) + v * colours_ + c; }
  void add(std::vector<int>& clause) {
    for (const int lit : clause) solver_.add(lit);
    solver_.add(0);
    clause.clear();
  }
  void add(std::initializer_list<int> clause) {
    for (const int lit : clause) solver_.add(lit);
    solver_.add(0);
  }

  // Adds a clause for each closed loop of the model; true when there was one.
  bool looped() {
    const std::size_t vertices = g_.cellOf.size();
    std::vector<int> part(vertices, -1);
    std::vector<int> todo;
    std::vector<int> members;
    std::vector<std::vector<int>> clauses;  // added once the model has been read
    for (std::size_t start = 0; start < vertices; ++start) {
      if (part[start] >= 0) continue;
      part[start] = static_cast<int>(start);
      todo.assign(1, static_cast<int>(start));
      members.clear();
      bool dot = false;
      while (!todo.empty()) {
        const int v = todo.back();
        todo.pop_back();
        members.push_back(v);
        dot = dot || g_.colour[static_cast<std::size_t>(v)] >= 0;
        for (const int e : incident_[static_cast<std::size_t>(v)]) {
          if (solver_.val(edgeVar(e)) <= 0) continue;
          const int w = g_.edges[static_cast<std::size_t>(e)].a ^ g_.edges[static_cast<std::size_t>(e)].b ^ v;
          if (part[static_cast<std::size_t>(w)] < 0) {
            part[static_cast<std::size_t>(w)] = static_cast<int>(start);
            todo.push_back(w);
          }
        }
      }
      if (dot) continue;
      std::vector<int>& clause = clauses.emplace_back();
      for (const int v : members) {
        for (const int e : incident_[static_cast<std::size_t>(v)]) {
          const int w = g_.edges[static_cast<std::size_t>(e)].a ^ g_.edges[static_cast<std::size_t>(e)].b ^ v;
          if (part[static_cast<std::size_t>(w)] != static_cast<int>(start)) clause.push_back(edgeVar(e));
        }
      }
    }
    for (std::vector<int>& clause : clauses) add(clause);
    return !clauses.empty();
  }

  const LinesGraph& g_;
  int colours_;
  int cap_;
  bool cover_;
  Terminator terminator_;
  CaDiCaL::Solver solver_;
  std::vector<std::vector<int>> incident_;
  int covers_ = 0;
  bool done_ = false;
  bool stopped_ = false;
  std::vector<int> first_;
};

}  // namespace

LinesSolveResult solveLines(const LinesBoard& board, const LinesSolveLimits& limits) {
  if (const auto why = board.problem()) throw std::invalid_argument("not a Lines puzzle: " + *why);
  const LinesGraph plain = linesGraphInOrder(board, false, false);
  if (plain.stranded) return {};  // a cell that no line can reach
  const std::uint64_t budget = limits.maxNodes == 0 ? ~0ull : limits.maxNodes;
  if (limits.method == LinesSolveMethod::Search) return LinesSearch(board, plain, limits).run();
  const int cap = std::max(limits.maxSolutions, 1);
  // The SAT solver's answer (exact once run() returned true without a stop).
  const auto satAnswer = [&](const LinesSat& sat, std::uint64_t work) {
    LinesSolveResult result;
    result.solutions = std::min(sat.covers(), limits.maxSolutions);
    result.complete = !sat.stopped();
    result.nodes = work + sat.ticks();
    if (limits.cover && sat.covers() > 0) result.first = linesCover(board, plain, sat.firstCover());
    return result;
  };
  if (limits.method == LinesSolveMethod::Sat) {
    LinesSat sat(plain, board.colours(), cap, limits.cover, limits.stop);
    const bool finished = sat.run(limits.maxNodes == 0 ? ~0ull : limits.maxNodes);
    LinesSolveResult result = satAnswer(sat, 0);
    result.complete = result.complete && finished;
    return result;
  }
  // First a short search: boards whose dots leave little room are settled in a few guesses.
  // Without a node budget it takes turns with the sweeps instead (LinesSearchShare): the same
  // guesses at most, but a board the sweeps settle in a millisecond no longer waits for them all.
  LinesSolveResult out;
  const std::uint64_t guesses = std::max<std::uint64_t>(
      LinesQuickGuesses / 8, LinesQuickGuesses * 100 / std::max<std::uint64_t>(plain.cellOf.size(), 100));
  std::unique_ptr<LinesSearch> search;
  if (limits.method == LinesSolveMethod::Auto && limits.maxNodes == 0) {
    search = std::make_unique<LinesSearch>(board, plain, limits);
    if (search->advance(LinesSearchFirst)) return search->result();
  } else if (limits.method == LinesSolveMethod::Auto) {
    LinesSolveLimits quick = limits;
    quick.maxNodes = std::min<std::uint64_t>(budget, guesses);
    out = LinesSearch(board, plain, quick).run();
    if (out.complete || limits.stop.stop_requested() || out.nodes >= budget) return out;
  }
  // Then four sweeps (along rows and columns, from either end) take turns, the one whose work
  // done and guessed to come is least going next. Which order is cheap depends on where the dots
  // lie (one may take a tenth of another's states), and a sweep whose steps have grown wide
  // gives way to one that stays narrow, so the answer comes at near the pace of the best.
  // Under a node budget the turns go by work done alone, as before the guess, so that what a
  // budget lets through (the generator's counts, and so the shipped packs) stays as it was.
  // The search's graph is the first sweep's (rows, from the first cell).
  std::vector<LinesGraph> others;
  others.reserve(3);
  for (const auto& [byColumns, backwards] : {std::pair{false, true}, std::pair{true, false}, std::pair{true, true}})
    others.push_back(linesGraphInOrder(board, byColumns, backwards));
  std::vector<std::unique_ptr<LinesSweep>> sweeps;
  for (const LinesGraph* g : std::array<const LinesGraph*, 4>{&plain, &others[0], &others[1], &others[2]}) {
    if (g->slots <= LinesMaxSlots)
      sweeps.push_back(std::make_unique<LinesSweep>(*g, static_cast<std::uint64_t>(cap), false));
  }
  std::uint64_t work = out.nodes;
  // Where the sweeps' work grows large (open boards whose cuts are many in every direction) a SAT
  // solver takes turns with them, by time: whichever finishes first answers, both exactly.
  const bool withSat = limits.method == LinesSolveMethod::Auto && limits.maxNodes == 0;
  std::unique_ptr<LinesSat> sat;
  using Clock = std::chrono::steady_clock;
  Clock::time_point satJoined;
  Clock::duration satTime{};
  while (!sweeps.empty()) {
    if (withSat && work >= LinesSatStart && (!sat || satTime * 3 <= Clock::now() - satJoined)) {
      const Clock::time_point begin = Clock::now();
      if (!sat) {
        satJoined = begin;
        sat = std::make_unique<LinesSat>(plain, board.colours(), cap, limits.cover, limits.stop);
      }
      const bool finished = sat->run(~0ull, begin + LinesSatSlice);
      satTime += Clock::now() - begin;
      if (finished) return satAnswer(*sat, work);
    }
    const auto next =
        std::min_element(sweeps.begin(), sweeps.end(), [guess = limits.maxNodes == 0](const auto& x, const auto& y) {
          return guess ? x->projected() < y->projected() : x->work() < y->work();
        });
    if (search && search->nodes() * plain.cellOf.size() * LinesSearchShare <= work - out.nodes &&
        search->nodes() < guesses) {
      const bool over = search->advance(std::min(LinesSearchSlice, guesses - search->nodes()));
      if (over) {
        if (search->complete()) return search->result();
        break;
      }
      continue;
    }
    LinesSweep& sweep = **next;
    const std::uint64_t before = sweep.work();
    if (!sweep.step(limits.stop)) break;
    work += sweep.work() - before;
    if (work >= budget) break;
    if (sweep.tooBig()) {
      sweeps.erase(next);
      continue;
    }
    if (!sweep.done()) continue;
    out.complete = true;
    out.nodes = work;
    out.solutions = static_cast<int>(sweep.covers());
    if (limits.cover && out.solutions > 0) {
      // The same sweep again, keeping where each state came from.
      const LinesGraph& g = sweep.graph();
      LinesSweep again(g, static_cast<std::uint64_t>(cap), true);
      while (!again.done() && again.step(limits.stop)) {
      }
      if (!again.done()) return {0, false, work, 0, {}};
      out.first = linesCover(board, g, again.coverEdges());
    }
    return out;
  }
  if (limits.stop.stop_requested() || work >= budget) return {out.solutions, false, work, 0, {}};
  // No sweep fits (a frontier too wide): the SAT solver alone when there is no budget, else the
  // search alone, without a limit of its own.
  if (withSat) {
    if (!sat) sat = std::make_unique<LinesSat>(plain, board.colours(), cap, limits.cover, limits.stop);
    sat->run(~0ull);
    return satAnswer(*sat, work);
  }
  LinesSolveLimits rest = limits;
  rest.maxNodes = limits.maxNodes == 0 ? 0 : budget - std::min(budget, work);
  return LinesSearch(board, plain, rest).run();
}

}  // namespace tileflow
