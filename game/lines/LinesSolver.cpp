#include "game/lines/LinesSolver.hpp"

#include <stdexcept>

namespace tileflow {

namespace {

constexpr int LinesEmpty = -1;
constexpr int LinesBlocked = -2;

class LinesSearch {
 public:
  LinesSearch(const LinesBoard& board, const LinesSolveLimits& limits) : b_(board), limits_(limits) {
    const int cells = b_.cellCount();
    occ_.assign(static_cast<std::size_t>(cells), LinesEmpty);
    lane_.assign(static_cast<std::size_t>(cells * 3), LinesBlocked);
    for (int c = 0; c < cells; ++c) {
      if (!b_.present(c)) {
        occ_[at(c)] = LinesBlocked;
      } else if (b_.bridge(c)) {
        occ_[at(c)] = LinesBlocked;  // lines cross it by its lanes
        for (int a = 0; a < 3; ++a) {
          if ((b_.bridgeAxes(c) >> a) & 1u) {
            lane_[at(c * 3 + a)] = LinesEmpty;
            ++freeLanes_;
          }
        }
      } else if (b_.endpoint(c) >= 0) {
        occ_[at(c)] = b_.endpoint(c);
      } else {
        ++emptyCells_;
      }
    }
    for (int colour = 0; colour < b_.colours(); ++colour) {
      const auto ends = b_.ends(colour);
      if (!ends) continue;
      Line line;
      line.colour = colour;
      line.head = ends->first;
      line.target = ends->second;
      line.cells = {ends->first};
      lines_.push_back(std::move(line));
    }
    region_.assign(static_cast<std::size_t>(cells), -1);
  }

  LinesSolveResult run() {
    LinesSolveResult out;
    search();
    out.solutions = solutions_;
    out.complete = !stopped_;
    out.nodes = nodes_;
    out.first = std::move(first_);
    return out;
  }

 private:
  struct Line {
    int colour = 0;
    int head = 0;
    int target = 0;
    bool done = false;
    std::vector<int> cells;
  };

  static std::size_t at(int i) { return static_cast<std::size_t>(i); }

  // Where a line leaving `from` across `side` lands, crossing bridges straight on free lanes; -1
  // when it cannot. `lanes` (when given) receives the lanes crossed.
  int land(int from, int side, std::vector<int>* lanes = nullptr) const {
    int n = b_.next(from, side);
    for (int guard = 0; n >= 0 && b_.bridge(n); ++guard) {
      const int lane = n * 3 + b_.axisOf(side);
      if (lane_[at(lane)] != LinesEmpty || guard > b_.cellCount()) return -1;
      if (lanes != nullptr) lanes->push_back(lane);
      n = b_.next(n, side);
    }
    return n;
  }

  bool stop() {
    if (stopped_) return true;
    if ((nodes_ & 255) == 0 && limits_.stop.stop_requested()) stopped_ = true;
    if (limits_.maxNodes != 0 && nodes_ >= limits_.maxNodes) stopped_ = true;
    return stopped_;
  }

  // The moves of a line: sides whose landing is empty or its own far dot.
  int moves(const Line& line, int* sides) const {
    int n = 0;
    for (int s = 0; s < b_.sides(); ++s) {
      const int to = land(line.head, s);
      if (to < 0) continue;
      if (occ_[at(to)] == LinesEmpty || to == line.target) sides[n++] = s;
    }
    return n;
  }

  // Whether a line may still come in or out of cell `c` across `side`.
  bool usable(int c, int side) const {
    const int to = land(c, side);
    if (to < 0) return false;
    if (occ_[at(to)] == LinesEmpty) return true;
    for (const Line& line : lines_) {
      if (!line.done && (to == line.head || to == line.target)) return true;
    }
    return false;
  }

  // Nothing that can be completed is pruned: see the header.
  bool hopeless() {
    for (int c = 0; c < b_.cellCount(); ++c) {
      if (occ_[at(c)] != LinesEmpty) continue;
      int ways = 0;
      for (int s = 0; s < b_.sides() && ways < 2; ++s) ways += usable(c, s) ? 1 : 0;
      if (ways < 2) return true;
    }
    // Stretches of empty cells (joined across free bridge lanes).
    std::fill(region_.begin(), region_.end(), -1);
    int regions = 0;
    for (int c = 0; c < b_.cellCount(); ++c) {
      if (occ_[at(c)] != LinesEmpty || region_[at(c)] >= 0) continue;
      stack_.assign(1, c);
      region_[at(c)] = regions;
      while (!stack_.empty()) {
        const int x = stack_.back();
        stack_.pop_back();
        for (int s = 0; s < b_.sides(); ++s) {
          const int y = land(x, s);
          if (y >= 0 && occ_[at(y)] == LinesEmpty && region_[at(y)] < 0) {
            region_[at(y)] = regions;
            stack_.push_back(y);
          }
        }
      }
      ++regions;
    }
    served_.assign(static_cast<std::size_t>(regions), 0);
    for (const Line& line : lines_) {
      if (line.done) continue;
      bool direct = false;
      touchedHead_.clear();
      for (int s = 0; s < b_.sides(); ++s) {
        const int y = land(line.head, s);
        if (y < 0) continue;
        if (y == line.target) direct = true;
        if (occ_[at(y)] == LinesEmpty) touchedHead_.push_back(region_[at(y)]);
      }
      bool shared = false;
      for (int s = 0; s < b_.sides(); ++s) {
        const int y = land(line.target, s);
        if (y < 0 || occ_[at(y)] != LinesEmpty) continue;
        const int r = region_[at(y)];
        for (int h : touchedHead_) {
          if (h != r) continue;
          served_[at(r)] = 1;
          shared = true;
        }
      }
      if (!direct && !shared) return true;
    }
    for (int r = 0; r < regions; ++r) {
      if (!served_[at(r)]) return true;
    }
    return false;
  }

  void found() {
    if (emptyCells_ != 0 || freeLanes_ != 0) return;
    if (solutions_++ == 0) {
      first_.assign(static_cast<std::size_t>(b_.colours()), {});
      for (const Line& line : lines_) first_[at(line.colour)] = line.cells;
    }
  }

  void search() {
    ++nodes_;
    if (stop() || solutions_ >= limits_.maxSolutions) return;
    // The unfinished line with the fewest moves.
    int best = -1;
    int bestCount = MaxSides + 1;
    int bestSides[MaxSides];
    for (std::size_t i = 0; i < lines_.size(); ++i) {
      if (lines_[i].done) continue;
      int sides[MaxSides];
      const int n = moves(lines_[i], sides);
      if (n < bestCount) {
        best = static_cast<int>(i);
        bestCount = n;
        std::copy(sides, sides + n, bestSides);
        if (n == 0) return;  // a line with nowhere to go
      }
    }
    if (best < 0) {
      found();
      return;
    }
    if (hopeless()) return;
    Line& line = lines_[at(best)];
    for (int k = 0; k < bestCount && solutions_ < limits_.maxSolutions && !stopped_; ++k) {
      crossed_.clear();
      const int to = land(line.head, bestSides[k], &crossed_);
      const int from = line.head;
      const std::vector<int> lanes = crossed_;
      for (int lane : lanes) {
        lane_[at(lane)] = line.colour;
        line.cells.push_back(lane / 3);
        --freeLanes_;
      }
      line.cells.push_back(to);
      if (to == line.target) {
        line.done = true;
      } else {
        occ_[at(to)] = line.colour;
        --emptyCells_;
        line.head = to;
      }
      search();
      if (to == line.target) {
        line.done = false;
      } else {
        occ_[at(to)] = LinesEmpty;
        ++emptyCells_;
        line.head = from;
      }
      line.cells.pop_back();
      for (int lane : lanes) {
        lane_[at(lane)] = LinesEmpty;
        line.cells.pop_back();
        ++freeLanes_;
      }
    }
  }

  const LinesBoard& b_;
  const LinesSolveLimits& limits_;
  std::vector<int> occ_;
  std::vector<int> lane_;
  std::vector<Line> lines_;
  int emptyCells_ = 0;
  int freeLanes_ = 0;
  int solutions_ = 0;
  std::uint64_t nodes_ = 0;
  bool stopped_ = false;
  std::vector<std::vector<int>> first_;
  // Scratch for the checks.
  std::vector<int> region_;
  std::vector<int> stack_;
  std::vector<std::uint8_t> served_;
  std::vector<int> touchedHead_;
  std::vector<int> crossed_;
};

}  // namespace

LinesSolveResult solveLines(const LinesBoard& board, const LinesSolveLimits& limits) {
  if (const auto why = board.problem()) throw std::invalid_argument("not a Lines puzzle: " + *why);
  LinesSearch search(board, limits);
  return search.run();
}

}  // namespace tileflow
