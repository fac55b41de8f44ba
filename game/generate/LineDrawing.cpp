// LineDrawing: greedy line drawing with the numberlink rules, redrawn until the board is covered.
#include "game/generate/LineDrawing.hpp"

#include <algorithm>
#include <cstdlib>
#include <stdexcept>
#include <string>

#include "engine/core/Rng.hpp"
#include "game/model/Neighbour.hpp"

namespace tileflow {

std::optional<LineAlgorithm> lineAlgorithmNamed(std::string_view name) {
  for (std::size_t i = 0; i < LineAlgorithmNames.size(); ++i) {
    if (name == LineAlgorithmNames[i]) return static_cast<LineAlgorithm>(i);
  }
  return std::nullopt;
}

namespace {

// `value` put first. Built afresh: GCC's -O3 reads an insert at the front of a vector that may be
// empty as a possible null dereference.
void prepend(std::vector<int>& values, int value) {
  std::vector<int> out;
  out.reserve(values.size() + 1);
  out.push_back(value);
  for (int v : values) out.push_back(v);
  values = std::move(out);
}

enum class CellKind : std::uint8_t { Free, Wall, Portal };

// Line drawing alone (no tiles) takes boards larger than a Board holds (MaxBoardSide).
constexpr int MaxLineBoardSide = 1000;

std::size_t at(int i) { return static_cast<std::size_t>(i); }

// The board as lines see it: which cells are free and the cell across each side.
class LineBoard {
 public:
  explicit LineBoard(const LineDrawingOptions& o)
      : topology_(o.shape == Shape::Hex ? Topology::hex() : Topology::square()), w_(o.width), h_(o.height) {
    if (o.width < 1 || o.height < 1 || o.width > MaxLineBoardSide || o.height > MaxLineBoardSide) {
      throw std::invalid_argument("line drawing: the board must be 1 to 1000 cells each way");
    }
    if (o.wrap && !wrapAllowed(o.shape, o.height)) {
      throw std::invalid_argument("line drawing: a wrapping hex board needs an even height");
    }
    kind_.assign(at(w_ * h_), CellKind::Free);
    partner_.assign(at(w_ * h_), -1);
    for (int c : o.walls) {
      checkCell(c, "a wall");
      kind_[at(c)] = CellKind::Wall;
    }
    for (const Portal& p : o.portals) {
      checkCell(p.a, "a portal");
      checkCell(p.b, "a portal");
      if (p.a == p.b) throw std::invalid_argument("line drawing: a portal joins two different cells");
      for (int c : {p.a, p.b}) {
        if (kind_[at(c)] != CellKind::Free) {
          throw std::invalid_argument("line drawing: portal cell " + std::to_string(c) +
                                      " is a wall or already a portal");
        }
        kind_[at(c)] = CellKind::Portal;
      }
      partner_[at(p.a)] = p.b;
      partner_[at(p.b)] = p.a;
    }
    const int sides = topology_.sides();
    next_.assign(at(w_ * h_ * sides), -1);
    for (int c = 0; c < w_ * h_; ++c) {
      if (kind_[at(c)] != CellKind::Free) continue;
      for (int s = 0; s < sides; ++s) next_[at(c * sides + s)] = across(c, s, o.wrap);
    }
  }

  Topology topology() const { return topology_; }
  int sides() const { return topology_.sides(); }
  int width() const { return w_; }
  int height() const { return h_; }
  int cells() const { return w_ * h_; }
  bool isFree(int c) const { return kind_[at(c)] == CellKind::Free; }
  int next(int c, int side) const { return next_[at(c * topology_.sides() + side)]; }
  // Steps from the board's edge, counted in the rectangle (a wrapped edge still counts as one).
  int edgeDistance(int c) const {
    const int x = c % w_;
    const int y = c / w_;
    return std::min(std::min(x, y), std::min(w_ - 1 - x, h_ - 1 - y));
  }

 private:
  void checkCell(int c, const char* what) const {
    if (c < 0 || c >= w_ * h_) {
      throw std::invalid_argument(std::string("line drawing: ") + what + " lies outside the board");
    }
  }
  int across(int c, int side, bool wrap) const {
    int n = neighbourCell(topology_, c % w_, c / w_, side, w_, h_, wrap);
    if (n >= 0 && kind_[at(n)] == CellKind::Portal) {
      const int p = partner_[at(n)];
      n = neighbourCell(topology_, p % w_, p / w_, side, w_, h_, wrap);
    }
    if (n < 0 || n == c || kind_[at(n)] != CellKind::Free) return -1;
    return n;
  }

  Topology topology_;
  int w_;
  int h_;
  std::vector<CellKind> kind_;
  std::vector<int> partner_;
  std::vector<int> next_;
};

// One whole-board attempt's state and the drawing rules.
class Drawer {
 public:
  Drawer(const LineBoard& board, const LineDrawingOptions& options, LineAlgorithm algorithm, Rng& rng)
      : b_(board), o_(options), algorithm_(algorithm), rng_(rng) {}

  // Draws lines until every cell is taken; false when a short line could not be absorbed.
  // Later attempts wander from the algorithm's choice more often (`noise` percent of the steps).
  bool draw(const std::vector<int>& bridges, int noise) {
    noise_ = noise;
    owner_.assign(at(b_.cells()), -1);
    second_.assign(at(b_.cells()), -1);
    bridge_.assign(at(b_.cells()), 0);
    for (int c : bridges) bridge_[at(c)] = 1;
    bridges_ = bridges;
    lines_.clear();
    while (true) {
      if (o_.stop.stop_requested()) return false;
      const int start = pickStart();
      if (start < 0) return true;
      const int id = static_cast<int>(lines_.size());
      lines_.push_back({{start}, {}});
      owner_[at(start)] = id;
      grow(id);
      reverse(lines_.back());
      grow(id);
      if (lines_.back().cells.size() < 3) {
        const std::vector<int> shortCells = lines_.back().cells;
        for (int c : shortCells) owner_[at(c)] = -1;
        lines_.pop_back();
        if (!absorb(shortCells)) return false;
      }
    }
  }

  int uncovered() const {
    int n = 0;
    for (int c = 0; c < b_.cells(); ++c) {
      if (!b_.isFree(c)) continue;
      if (owner_[at(c)] < 0) ++n;
      if (bridge_[at(c)] != 0 && second_[at(c)] < 0) ++n;
    }
    return n;
  }

  std::vector<Line> takeLines() { return std::move(lines_); }

 private:
  bool onLine(int c, int id) const { return owner_[at(c)] == id || second_[at(c)] == id; }
  bool open(int c) const { return owner_[at(c)] < 0 && bridge_[at(c)] == 0; }
  int axis(int side) const { return side % (b_.sides() / 2); }
  // Whether a line may still cross bridge `c` along `side`'s axis.
  bool bridgeOpen(int c, int side) const {
    if (owner_[at(c)] < 0) return true;
    if (second_[at(c)] >= 0) return false;
    const Line& first = lines_[at(owner_[at(c)])];
    const auto it = std::find(first.cells.begin(), first.cells.end(), c);
    return axis(first.sides[at(it - first.cells.begin())]) != axis(side);
  }
  // No cell of line `id` but `except` is a neighbour of `c`.
  bool touchesOnlyAt(int c, int id, int except) const {
    for (int s = 0; s < b_.sides(); ++s) {
      const int m = b_.next(c, s);
      if (m >= 0 && m != except && onLine(m, id)) return false;
    }
    return true;
  }

  // Whether line `id`, ending at `head`, may go across `side` (into a bridge: and out of it).
  bool allowed(int id, int head, int side) const {
    const int n = b_.next(head, side);
    if (n < 0 || onLine(n, id)) return false;
    if (bridge_[at(n)] == 0) return owner_[at(n)] < 0 && touchesOnlyAt(n, id, head);
    if (!bridgeOpen(n, side) || !touchesOnlyAt(n, id, head)) return false;
    const int exit = b_.next(n, side);
    return exit >= 0 && open(exit) && touchesOnlyAt(exit, id, n);
  }

  int openNeighbours(int c) const {
    int n = 0;
    for (int s = 0; s < b_.sides(); ++s) {
      const int m = b_.next(c, s);
      if (m >= 0 && (open(m) || (bridge_[at(m)] != 0 && bridgeOpen(m, s)))) ++n;
    }
    return n;
  }

  bool nextToOpenBridge(int c) const {
    for (int s = 0; s < b_.sides(); ++s) {
      const int m = b_.next(c, s);
      if (m >= 0 && bridge_[at(m)] != 0 && bridgeOpen(m, s)) return true;
    }
    return false;
  }

  // The open cell with the fewest open neighbours, so corners and pockets are taken first; cells next to
  // a bridge still to be crossed come before all others, so lines passing by do not take them.
  int pickStart() {
    const bool backwards = algorithm_ == LineAlgorithm::Backwards || algorithm_ == LineAlgorithm::BackwardsRandom;
    int best = -1;
    int bestDegree = 2 * MaxSides;
    std::uint32_t ties = 0;
    for (int c = 0; c < b_.cells(); ++c) {
      if (!b_.isFree(c) || !open(c)) continue;
      const int d = openNeighbours(c) - (!bridges_.empty() && nextToOpenBridge(c) ? MaxSides : 0);
      if (d < bestDegree) {
        best = c;
        bestDegree = d;
        ties = 1;
      } else if (d == bestDegree) {
        ++ties;
        if (backwards || rng_.below(ties) == 0) best = c;
      }
    }
    return best;
  }

  int blockedSides(int c, int id, bool linesBlock) const {
    int n = 0;
    for (int s = 0; s < b_.sides(); ++s) {
      const int m = b_.next(c, s);
      if (m < 0 || (linesBlock && owner_[at(m)] >= 0 && !onLine(m, id))) ++n;
    }
    return n;
  }

  int score(int id, int head, int lastSide, int side) const {
    const int n = b_.next(head, side);
    const int straight = side == lastSide ? 1 : 0;
    if (bridge_[at(n)] != 0) return 1 << 20;  // a line next to an open bridge crosses it
    switch (algorithm_) {
      case LineAlgorithm::FollowEdges: {
        const int d0 = b_.edgeDistance(head);
        const int d1 = b_.edgeDistance(n);
        return -8 * std::abs(d1 - d0) - (d1 > d0 ? 4 : 0) + straight;
      }
      case LineAlgorithm::FollowWalls:
        return 2 * blockedSides(n, id, false) + straight;
      case LineAlgorithm::FollowLines:
        return 2 * blockedSides(n, id, true) + straight;
      case LineAlgorithm::Backwards:
        return straight;
      case LineAlgorithm::Any:
      case LineAlgorithm::Random:
      case LineAlgorithm::BackwardsRandom:
        break;
    }
    return 0;
  }

  void append(int id, int side) {
    Line& line = lines_[at(id)];
    const int n = b_.next(line.cells.back(), side);
    line.sides.push_back(side);
    line.cells.push_back(n);
    if (owner_[at(n)] < 0) {
      owner_[at(n)] = id;
    } else {
      second_[at(n)] = id;
    }
  }

  void grow(int id) {
    Line& line = lines_[at(id)];
    while (o_.maxLineLength == 0 || static_cast<int>(line.cells.size()) < o_.maxLineLength) {
      const int head = line.cells.back();
      const int lastSide = line.sides.empty() ? -1 : line.sides.back();
      int best = -1;
      int bestScore = 0;
      std::uint32_t ties = 0;
      const bool wander = noise_ > 0 && static_cast<int>(rng_.below(100)) < noise_;
      for (int s = 0; s < b_.sides(); ++s) {
        if (!allowed(id, head, s)) continue;
        const bool intoBridge = bridge_[at(b_.next(head, s))] != 0;
        const int sc = wander && !intoBridge ? 0 : score(id, head, lastSide, s);
        if (best < 0 || sc > bestScore) {
          best = s;
          bestScore = sc;
          ties = 1;
        } else if (sc == bestScore && rng_.below(++ties) == 0) {
          best = s;
        }
      }
      if (best < 0) return;
      append(id, best);
      if (bridge_[at(line.cells.back())] != 0) append(id, best);  // straight across the bridge
    }
  }

  void reverse(Line& line) const {
    std::reverse(line.cells.begin(), line.cells.end());
    std::reverse(line.sides.begin(), line.sides.end());
    for (int& s : line.sides) s = b_.topology().opposite(s);
  }

  // Joins each cell of a too-short line to the end of a neighbouring line, when that keeps the
  // line free of zig-zags.
  bool absorb(std::vector<int> left) {
    bool progress = true;
    while (!left.empty() && progress) {
      progress = false;
      for (auto it = left.begin(); it != left.end();) {
        if (absorbOne(*it)) {
          it = left.erase(it);
          progress = true;
        } else {
          ++it;
        }
      }
    }
    return left.empty();
  }

  bool absorbOne(int f) {
    for (int s = 0; s < b_.sides(); ++s) {
      const int e = b_.next(f, s);
      if (e < 0 || bridge_[at(e)] != 0 || owner_[at(e)] < 0) continue;
      const int id = owner_[at(e)];
      Line& line = lines_[at(id)];
      const bool atBack = line.cells.back() == e;
      if ((!atBack && line.cells.front() != e) || !touchesOnlyAt(f, id, e)) continue;
      if (o_.maxLineLength != 0 && static_cast<int>(line.cells.size()) >= o_.maxLineLength) continue;
      if (atBack) {
        line.cells.push_back(f);
        line.sides.push_back(b_.topology().opposite(s));
      } else {
        prepend(line.cells, f);
        prepend(line.sides, s);
      }
      owner_[at(f)] = id;
      return true;
    }
    for (int s = 0; s < b_.sides(); ++s) {
      const int e = b_.next(f, s);
      if (e >= 0 && bridge_[at(e)] == 0 && owner_[at(e)] >= 0 && split(f, s, e)) return true;
    }
    for (int s = 0; s < b_.sides(); ++s) {
      const int e = b_.next(f, s);
      if (e >= 0 && bridge_[at(e)] == 0 && owner_[at(e)] >= 0 && steal(f, s, e)) return true;
    }
    return false;
  }

  // Starts a new line at `f` through the endpoint `e` of a line of 5 cells or more and the cell
  // after it, which that line gives up.
  bool steal(int f, int side, int e) {
    const int id = owner_[at(e)];
    Line& line = lines_[at(id)];
    const std::size_t n = line.cells.size();
    if (n < 5) return false;
    if (line.cells.front() == e) reverse(line);
    if (line.cells.back() != e) return false;
    const int e2 = line.cells[n - 2];
    if (bridge_[at(e2)] != 0 || bridge_[at(line.cells[n - 3])] != 0 || touchesCell(f, e2)) return false;
    const int id2 = static_cast<int>(lines_.size());
    Line fresh{{f, e, e2}, {side, b_.topology().opposite(line.sides[n - 2])}};
    line.cells.resize(n - 2);
    line.sides.resize(n - 3);
    for (int c : fresh.cells) owner_[at(c)] = id2;
    lines_.push_back(std::move(fresh));
    return true;
  }

  // Cuts the line through `e` after (or before) `e` and ends the part holding `e` at `f`, when
  // both parts keep 3 cells, no part ends on a bridge and `f` touches its part only at `e`.
  bool split(int f, int side, int e) {
    const int id = owner_[at(e)];
    Line& line = lines_[at(id)];
    const int n = static_cast<int>(line.cells.size());
    const int k = static_cast<int>(std::find(line.cells.begin(), line.cells.end(), e) - line.cells.begin());
    const auto touchesPart = [&](int lo, int hi) {  // f next to a cell of [lo, hi] other than e
      for (int i = lo; i <= hi; ++i) {
        if (i != k && touchesCell(f, line.cells[at(i)])) return true;
      }
      return false;
    };
    const auto bridgeAt = [&](int i) { return bridge_[at(line.cells[at(i)])] != 0; };
    const int limit = o_.maxLineLength == 0 ? n + 1 : o_.maxLineLength;
    // [0..k] + f and [k+1..n-1]
    if (k >= 1 && n - k - 1 >= 3 && k + 2 <= limit && !bridgeAt(k + 1) && !touchesPart(0, k)) {
      Line rest{{line.cells.begin() + k + 1, line.cells.end()}, {line.sides.begin() + k + 1, line.sides.end()}};
      line.cells.resize(at(k + 1));
      line.sides.resize(at(k));
      line.cells.push_back(f);
      line.sides.push_back(b_.topology().opposite(side));
      owner_[at(f)] = id;
      addLine(std::move(rest));
      return true;
    }
    // [0..k-1] and f + [k..n-1]
    if (k >= 3 && n - k >= 2 && n - k + 1 <= limit && !bridgeAt(k - 1) && !touchesPart(k, n - 1)) {
      Line rest{{line.cells.begin(), line.cells.begin() + k}, {line.sides.begin(), line.sides.begin() + k - 1}};
      line.cells.erase(line.cells.begin(), line.cells.begin() + k);
      line.sides.erase(line.sides.begin(), line.sides.begin() + k);
      prepend(line.cells, f);
      prepend(line.sides, side);
      owner_[at(f)] = id;
      addLine(std::move(rest));
      return true;
    }
    return false;
  }

  bool touchesCell(int c, int other) const {
    for (int s = 0; s < b_.sides(); ++s) {
      if (b_.next(c, s) == other) return true;
    }
    return false;
  }

  // Adds a line cut from another, moving its cells to the new line's id.
  void addLine(Line line) {
    const int id = static_cast<int>(lines_.size());
    const int old = owner_[at(line.cells.front())];
    for (int c : line.cells) {
      if (owner_[at(c)] == old) {
        owner_[at(c)] = id;
      } else if (second_[at(c)] == old) {
        second_[at(c)] = id;
      }
    }
    lines_.push_back(std::move(line));
  }

  const LineBoard& b_;
  const LineDrawingOptions& o_;
  LineAlgorithm algorithm_;
  Rng& rng_;
  int noise_ = 0;
  std::vector<int> owner_;   // the line on each cell, -1 when none
  std::vector<int> second_;  // the second line across a bridge
  std::vector<std::uint8_t> bridge_;
  std::vector<int> bridges_;
  std::vector<Line> lines_;
};

// Every group of connected free cells must be able to hold a line of 3 cells.
void checkGroups(const LineBoard& b) {
  std::vector<int> group(at(b.cells()), -1);
  std::vector<int> stack;
  for (int c = 0; c < b.cells(); ++c) {
    if (!b.isFree(c) || group[at(c)] >= 0) continue;
    int size = 0;
    group[at(c)] = c;
    stack.push_back(c);
    while (!stack.empty()) {
      const int v = stack.back();
      stack.pop_back();
      ++size;
      for (int s = 0; s < b.sides(); ++s) {
        const int m = b.next(v, s);
        if (m >= 0 && group[at(m)] < 0) {
          group[at(m)] = c;
          stack.push_back(m);
        }
      }
    }
    if (size < 3) {
      throw std::invalid_argument("line drawing: cell " + std::to_string(c) + " lies in a group of " +
                                  std::to_string(size) + " free cells, too few for a line of 3");
    }
  }
}

// Cells a bridge fits on: every side leads to a free cell, and the two cells of each axis differ.
std::vector<int> bridgeCandidates(const LineBoard& b) {
  std::vector<int> out;
  for (int c = 0; c < b.cells(); ++c) {
    if (!b.isFree(c)) continue;
    bool fits = true;
    for (int s = 0; s < b.sides() && fits; ++s) {
      const int n = b.next(c, s);
      fits = n >= 0 && n != b.next(c, b.topology().opposite(s));
    }
    if (fits) out.push_back(c);
  }
  return out;
}

std::vector<int> placeBridges(const LineBoard& b, int count, Rng& rng) {
  std::vector<int> candidates = bridgeCandidates(b);
  if (count > static_cast<int>(candidates.size())) {
    throw std::invalid_argument("line drawing: " + std::to_string(count) + " bridges asked, room for " +
                                std::to_string(candidates.size()));
  }
  rng.shuffle(candidates);
  std::vector<std::uint8_t> blocked(at(b.cells()), 0);
  std::vector<int> out;
  for (int c : candidates) {
    if (static_cast<int>(out.size()) == count) break;
    if (blocked[at(c)] != 0) continue;
    out.push_back(c);
    blocked[at(c)] = 1;
    for (int s = 0; s < b.sides(); ++s) blocked[at(b.next(c, s))] = 1;
  }
  if (static_cast<int>(out.size()) < count) {
    throw std::invalid_argument("line drawing: no room for " + std::to_string(count) +
                                " bridges that do not touch each other");
  }
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

int lineNeighbour(const LineDrawingOptions& options, int cell, int side) {
  const LineBoard board(options);
  if (cell < 0 || cell >= board.cells() || side < 0 || side >= board.sides()) return -1;
  return board.next(cell, side);
}

std::vector<int> lineNeighbours(const LineDrawingOptions& options) {
  const LineBoard board(options);
  std::vector<int> out(static_cast<std::size_t>(board.cells() * board.sides()));
  for (int c = 0; c < board.cells(); ++c) {
    for (int s = 0; s < board.sides(); ++s) out[static_cast<std::size_t>(c * board.sides() + s)] = board.next(c, s);
  }
  return out;
}

LineDrawing drawLines(const LineDrawingOptions& options) {
  if (options.bridges < 0 || options.attempts < 1 || (options.maxLineLength != 0 && options.maxLineLength < 3)) {
    throw std::invalid_argument("line drawing: bridges >= 0, attempts >= 1 and a line length limit of 3 or more");
  }
  const LineBoard board(options);
  checkGroups(board);
  Rng rng(options.seed);
  LineDrawing result;
  result.algorithm = options.algorithm;
  if (result.algorithm == LineAlgorithm::Any) {
    result.algorithm =
        static_cast<LineAlgorithm>(1 + rng.below(static_cast<std::uint32_t>(LineAlgorithmNames.size() - 1)));
  }
  result.bridges = placeBridges(board, options.bridges, rng);
  Drawer drawer(board, options, result.algorithm, rng);
  int bestUncovered = board.cells() * 2 + 1;
  for (int attempt = 1; attempt <= options.attempts && !options.stop.stop_requested(); ++attempt) {
    const bool drawn = drawer.draw(result.bridges, std::min(50, (attempt - 1) * 5));
    const int left = drawn ? drawer.uncovered() : board.cells() * 2;
    if (left < bestUncovered) {
      bestUncovered = left;
      result.lines = drawer.takeLines();
      result.attempts = attempt;
      result.complete = left == 0;
    }
    if (result.complete) break;
  }
  return result;
}

std::optional<int> fewestLines(std::span<const LineDrawing> drawings) {
  std::optional<int> best;
  for (const LineDrawing& d : drawings) {
    const int n = static_cast<int>(d.lines.size());
    if (d.complete && (!best || n < *best)) best = n;
  }
  return best;
}

std::optional<int> markPerfect(std::span<LineDrawing> drawings) {
  const std::optional<int> best = fewestLines(drawings);
  for (LineDrawing& d : drawings) d.perfect = best && d.complete && static_cast<int>(d.lines.size()) == *best;
  return best;
}

std::vector<Portal> placePortals(const Topology& topology, int width, int height, bool wrap,
                                 const std::vector<int>& holes, int count, Rng& rng) {
  const int cells = width * height;
  std::vector<Portal> portals;
  std::vector<std::uint8_t> taken(static_cast<std::size_t>(cells), 0);
  for (int c : holes) taken[static_cast<std::size_t>(c)] = 1;
  for (int p = 0; p < count; ++p) {
    int ends[2] = {-1, -1};
    for (int k = 0; k < 2; ++k) {
      for (int tries = 0; tries < 200 && ends[k] < 0; ++tries) {
        const int c = rng.range(0, cells - 1);
        if (taken[static_cast<std::size_t>(c)]) continue;
        bool crowded = false;
        for (int s = 0; s < topology.sides(); ++s) {
          const int n = neighbourCell(topology, c % width, c / width, s, width, height, wrap);
          if (n < 0 || taken[static_cast<std::size_t>(n)]) crowded = true;
        }
        if (!crowded) ends[k] = c;
      }
      if (ends[k] >= 0) taken[static_cast<std::size_t>(ends[k])] = 1;
    }
    if (ends[0] >= 0 && ends[1] >= 0) portals.push_back({ends[0], ends[1]});
  }
  return portals;
}

}  // namespace tileflow
