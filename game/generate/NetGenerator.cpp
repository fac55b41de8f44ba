// NetGenerator: grows a random spanning tree without crosses (or hex stars), proves it uniquely
// solvable with NetSolver and, where cells stay ambiguous, reroutes the tree locally (link one edge
// on the rim of the ambiguous region, cut the loop that closes elsewhere) instead of starting
// again. Square and hex boards share the code, one instance per side count.
#include "game/generate/NetGenerator.hpp"

#include <algorithm>
#include <bit>
#include <memory>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/core/Rng.hpp"
#include "game/model/NetPieces.hpp"
#include "game/model/Orientation.hpp"
#include "game/solve/NetSolver.hpp"

namespace tileflow {

namespace {

// The side across from `side` (on square a bit flip, which the hot loops can afford).
template <int Sides>
constexpr int opposite(int side) {
  if constexpr (Sides == 4) {
    return side ^ 2;
  } else {
    return side < 3 ? side + 3 : side - 3;
  }
}
static_assert([] {
  for (int s = 0; s < NetSides; ++s)
    if (opposite<4>(s) != NetTopology.opposite(s)) return false;
  for (int s = 0; s < HexNetTopology.sides(); ++s)
    if (opposite<6>(s) != HexNetTopology.opposite(s)) return false;
  return true;
}());
// Every side but one carries flow: one more link would make a piece that looks the same every
// way round (a cross, a star) and tells the player nothing.
template <int Sides>
constexpr bool isFullBarOne(unsigned mask) {
  if constexpr (Sides == 4) {
    return mask == 0x7 || mask == 0xB || mask == 0xD || mask == 0xE;
  } else {
    return std::popcount(mask) == Sides - 1;
  }
}
static_assert(isFullBarOne<4>(0xB) && !isFullBarOne<4>(0xF) && !isFullBarOne<4>(0x3));
static_assert(isFullBarOne<6>(0x3E) && !isFullBarOne<6>(0x3F) && !isFullBarOne<6>(0x1E));

template <int Sides>
constexpr Topology netTopology() {
  return Sides == 4 ? NetTopology : HexNetTopology;
}

// Buffers reused from one generation to the next, so that making many puzzles costs no
// allocation after the first.
template <int Sides>
struct Workspace {
  BasicNetSolver<Sides> solver;
  std::vector<NetMask> tiles;
  std::vector<std::uint8_t> inTree;
  const int* neighbours = nullptr;  // the solver's: cell*Sides+side, -1 past a non-wrapping edge
  std::vector<int> frontier;        // cell*Sides+side of edges that might grow the tree
  std::vector<std::uint32_t> mark;
  std::vector<int> region;
  std::vector<int> rim;
  std::vector<int> links;
  std::vector<int> loops[2];
  std::optional<Board> board;
  std::uint32_t stamp = 0;

  // Sizes the buffers; false when stopped first (see NetSolver::prepare).
  bool prepare(int w, int h, Wrap wrapping, const std::stop_token& stop) {
    const auto n = static_cast<std::size_t>(w * h);
    if (!solver.prepare(w, h, wrapping, &stop)) return false;
    neighbours = solver.neighbours();
    tiles.resize(n);
    inTree.resize(n);
    if (mark.size() < n) {
      mark.assign(n, 0);
      stamp = 0;
    }
    frontier.reserve(n * Sides);
    region.reserve(n);
    rim.reserve(n * Sides);
    links.reserve(n * Sides);
    return !stop.stop_requested();
  }

  // An empty board of the size asked for; copying it is cheaper than laying out a new one.
  const Board& emptyBoard(const Catalog& catalog, int w, int h, Wrap wrapping) {
    if (!board || &board->catalog() != &catalog || board->width() != w || board->height() != h ||
        board->wrapKind() != wrapping) {
      board.emplace(catalog, w, h, netTopology<Sides>());
      board->setWrap(wrapping);
    }
    return *board;
  }

  std::uint32_t nextStamp() {
    if (++stamp == 0) {
      std::fill(mark.begin(), mark.end(), 0);
      stamp = 1;
    }
    return stamp;
  }
};

// Workspaces outlive the threads that use them: the game starts a fresh worker thread for each
// generation, and paging in a 200x200 workspace again each time would cost more than the stop
// budget allows. A lease takes one from the pool (or makes one) and gives it back.
template <int Sides>
class WorkspaceLease {
 public:
  WorkspaceLease() {
    std::lock_guard lock(mutex());
    auto& pool = idle();
    if (!pool.empty()) {
      ws_ = std::move(pool.back());
      pool.pop_back();
    }
    if (!ws_) ws_ = std::make_unique<Workspace<Sides>>();
  }
  ~WorkspaceLease() {
    std::lock_guard lock(mutex());
    idle().push_back(std::move(ws_));
  }
  WorkspaceLease(const WorkspaceLease&) = delete;
  WorkspaceLease& operator=(const WorkspaceLease&) = delete;
  Workspace<Sides>& operator*() { return *ws_; }

 private:
  static std::mutex& mutex() {
    static std::mutex m;
    return m;
  }
  static std::vector<std::unique_ptr<Workspace<Sides>>>& idle() {
    static std::vector<std::unique_ptr<Workspace<Sides>>> pool;
    return pool;
  }
  std::unique_ptr<Workspace<Sides>> ws_;
};

template <int Sides>
class NetBuilder {
 public:
  NetBuilder(Workspace<Sides>& ws, int width, int height, Rng& rng, const std::stop_token& stop)
      : ws_(ws), cells_(width * height), rng_(rng), stop_(stop) {}

  // A random spanning tree grown from one cell by random frontier edges, as Net does; a cell
  // never gets a link on every side, since a cross (or a hex star) looks the same every way
  // round and tells nothing.
  bool growTree() {
    auto& tiles = ws_.tiles;
    auto& inTree = ws_.inTree;
    std::fill(tiles.begin(), tiles.end(), NetMask{0});
    std::fill(inTree.begin(), inTree.end(), std::uint8_t{0});
    auto& frontier = ws_.frontier;
    frontier.clear();
    const int start = static_cast<int>(rng_.below(static_cast<std::uint32_t>(cells_)));
    inTree[static_cast<std::size_t>(start)] = 1;
    addFrontier(start);
    std::uint32_t steps = 0;
    while (!frontier.empty()) {
      if ((++steps & 255u) == 0 && stop_.stop_requested()) return false;
      const auto pick = rng_.below(static_cast<std::uint32_t>(frontier.size()));
      const int edge = frontier[pick];
      frontier[pick] = frontier.back();
      frontier.pop_back();
      const int cell = edge / Sides;
      const int next = ws_.neighbours[edge];
      if (inTree[static_cast<std::size_t>(next)] || isFullBarOne<Sides>(tiles[static_cast<std::size_t>(cell)])) {
        continue;
      }
      link(cell, edge % Sides);
      inTree[static_cast<std::size_t>(next)] = 1;
      addFrontier(next);
    }
    return true;
  }

  // One repair round: every ambiguous region gets one reroute. Returns false when stopped.
  bool repair(const BasicNetSolver<Sides>& solver) {
    const std::uint32_t round = ws_.nextStamp();
    for (int c = 0; c < cells_; ++c) {
      if (solver.settled(c) || ws_.mark[static_cast<std::size_t>(c)] == round) continue;
      if (stop_.stop_requested()) return false;
      collectRegion(solver, c, round);
      reroute(solver);
    }
    return true;
  }

 private:
  void addFrontier(int cell) {
    for (int d = 0; d < Sides; ++d) {
      const int n = ws_.neighbours[cell * Sides + d];
      if (n >= 0 && !ws_.inTree[static_cast<std::size_t>(n)]) ws_.frontier.push_back(cell * Sides + d);
    }
  }

  void link(int cell, int side) {
    const int n = ws_.neighbours[cell * Sides + side];
    ws_.tiles[static_cast<std::size_t>(cell)] |= static_cast<NetMask>(1u << side);
    ws_.tiles[static_cast<std::size_t>(n)] |= static_cast<NetMask>(1u << opposite<Sides>(side));
  }

  void unlink(int cell, int side) {
    const int n = ws_.neighbours[cell * Sides + side];
    ws_.tiles[static_cast<std::size_t>(cell)] &= static_cast<NetMask>(~(1u << side));
    ws_.tiles[static_cast<std::size_t>(n)] &= static_cast<NetMask>(~(1u << opposite<Sides>(side)));
  }

  // The ambiguous region holding `start`, and the settled cells around it (possibly repeated).
  void collectRegion(const BasicNetSolver<Sides>& solver, int start, std::uint32_t round) {
    auto& region = ws_.region;
    auto& rim = ws_.rim;
    region.clear();
    rim.clear();
    region.push_back(start);
    ws_.mark[static_cast<std::size_t>(start)] = round;
    for (std::size_t i = 0; i < region.size(); ++i) {
      const int c = region[i];
      for (int d = 0; d < Sides; ++d) {
        const int n = ws_.neighbours[c * Sides + d];
        if (n < 0 || ws_.mark[static_cast<std::size_t>(n)] == round) continue;
        if (solver.settled(n)) {
          rim.push_back(n);
          continue;
        }
        ws_.mark[static_cast<std::size_t>(n)] = round;
        region.push_back(n);
      }
    }
  }

  bool canLink(int cell, int side) const {
    const int n = ws_.neighbours[cell * Sides + side];
    if (n < 0 || n == cell) return false;
    const unsigned mine = ws_.tiles[static_cast<std::size_t>(cell)];
    if ((mine >> side) & 1u) return false;
    return (mine | (1u << side)) != Full &&
           (ws_.tiles[static_cast<std::size_t>(n)] | (1u << opposite<Sides>(side))) != Full;
  }

  // Links one new edge at the region, then cuts a random other edge of the loop that closed.
  // Preferred links run from the region to a settled cell, as the rim is where fresh
  // information helps most; then links inside it; and when every region cell is a tee facing
  // inwards, links from the settled cells around it, so that no region is left stuck.
  void reroute(const BasicNetSolver<Sides>& solver) {
    auto& links = ws_.links;
    links.clear();
    for (int pass = 0; pass < 3 && links.empty(); ++pass) {
      const auto& from = pass < 2 ? ws_.region : ws_.rim;
      for (const int c : from) {
        for (int d = 0; d < Sides; ++d) {
          if (!canLink(c, d)) continue;
          const bool toSettled = solver.settled(ws_.neighbours[c * Sides + d]);
          if (pass == 0 && !toSettled) continue;
          if (pass == 1 && toSettled) continue;
          links.push_back(c * Sides + d);
        }
      }
    }
    if (links.empty()) return;
    const int edge = links[rng_.below(static_cast<std::uint32_t>(links.size()))];
    link(edge / Sides, edge % Sides);
    if (!cutLoop(edge)) unlink(edge / Sides, edge % Sides);
  }

  // Two walkers go round the new loop, one keeping to the left wall and one to the right; the
  // first back at the new edge has traced the loop (with dead-end detours cancelled out).
  bool cutLoop(int edge) {
    int pos[2] = {edge, edge};
    for (auto& loop : ws_.loops) loop.clear();
    const std::int64_t limit = static_cast<std::int64_t>(cells_) * 2 * Sides + 16;
    for (std::int64_t step = 0; step < limit; ++step) {
      for (int i = 0; i < 2; ++i) {
        auto& loop = ws_.loops[i];
        const int cell = pos[i] / Sides;
        const int side = pos[i] % Sides;
        const int n = ws_.neighbours[(pos[i])];
        (void)cell;
        if (!loop.empty() && loop.back() == n * Sides + opposite<Sides>(side)) {
          loop.pop_back();
        } else {
          loop.push_back(pos[i]);
        }
        const unsigned there = ws_.tiles[static_cast<std::size_t>(n)];
        int d = opposite<Sides>(side);
        for (int j = 0; j < Sides; ++j) {
          d = i == 0 ? (d + Sides - 1) % Sides : (d + 1) % Sides;
          if ((there >> d) & 1u) break;
        }
        pos[i] = n * Sides + d;
        if (pos[i] == edge && loop.size() >= 2 && loop.front() == edge) {
          const int cut = loop[1 + rng_.below(static_cast<std::uint32_t>(loop.size() - 1))];
          unlink(cut / Sides, cut % Sides);
          return true;
        }
      }
    }
    return false;
  }

  static constexpr unsigned Full = (1u << Sides) - 1u;

  Workspace<Sides>& ws_;
  int cells_;
  Rng& rng_;
  const std::stop_token& stop_;
};

template <int Sides>
std::optional<Level> generateNetOf(const Catalog& catalog, const GenerateOptions& options, std::stop_token stop,
                                   Progress* progress) {
  const int w = options.width;
  const int h = options.height;
  if (w < 2 || h < 2 || w > MaxBoardSide || h > MaxBoardSide) {
    throw std::invalid_argument("Net boards are 2x2 to 200x200");
  }
  if (options.wrap && options.unique && (w < 3 || h < 3)) {
    // A wrapping row or column of two always has a second solution (see docs/net.md).
    throw std::invalid_argument("a wrapping Net board with a unique solution needs at least 3x3");
  }
  checkWrap(options);
  const auto pieces = NetPieces::find(catalog, netTopology<Sides>().shape());
  if (!pieces) {
    throw std::invalid_argument(Sides == 4 ? "the catalog has no flow with Net's five pieces"
                                           : "the catalog has no flow with Net's thirteen hex pieces");
  }

  const int cells = w * h;
  WorkspaceLease<Sides> lease;
  Workspace<Sides>& ws = *lease;
  if (!ws.prepare(w, h, wrapOf(options), stop)) return std::nullopt;
  Rng rng(options.seed);
  NetBuilder<Sides> builder(ws, w, h, rng, stop);
  if (progress) {
    progress->total.store(cells, std::memory_order_relaxed);
    progress->done.store(0, std::memory_order_relaxed);
  }

  bool proved = false;
  while (!proved) {
    if (stop.stop_requested()) return std::nullopt;
    if (progress) {
      progress->phase.store(PhaseFill, std::memory_order_relaxed);
      progress->attempts.fetch_add(1, std::memory_order_relaxed);
    }
    if (!builder.growTree()) return std::nullopt;
    if (!options.unique) break;
    if (progress) progress->phase.store(PhaseProve, std::memory_order_relaxed);
    int best = cells + 1;
    int stale = 0;
    while (true) {
      const int open = ws.solver.solve(w, h, wrapOf(options), ws.tiles.data(), nullptr, &stop);
      if (open == BasicNetSolver<Sides>::Stopped) return std::nullopt;
      if (open == BasicNetSolver<Sides>::Contradiction) break;  // cannot happen for a tree; start afresh
      if (progress) progress->done.store(cells - open, std::memory_order_relaxed);
      if (open == 0) {
        proved = true;
        break;
      }
      // Repairs that stop paying off mean a knot the local reroutes cannot untie.
      if (open < best) {
        best = open;
        stale = 0;
      } else if (++stale >= 4) {
        break;
      }
      if (!builder.repair(ws.solver)) return std::nullopt;
    }
  }

  if (stop.stop_requested()) return std::nullopt;
  if (progress) progress->phase.store(PhaseShuffle, std::memory_order_relaxed);
  Level level;
  level.name = std::string(Sides == 4 ? "Net " : "Hex Net ") + std::to_string(w) + "x" + std::to_string(h) +
               (options.wrap ? " wrapping" : "");
  level.environment = pieces->environment();
  level.rules = Rules::net();
  level.seed = options.seed;
  level.board = ws.emptyBoard(catalog, w, h, wrapOf(options));
  std::vector<std::uint8_t> solution(static_cast<std::size_t>(cells));
  int par = 0;
  bool differs = false;
  for (int c = 0; c < cells; ++c) {
    const NetMask solved = ws.tiles[static_cast<std::size_t>(c)];
    const NetTile& piece = pieces->tile(solved);
    const int turns = static_cast<int>(rng.below(Sides));
    level.board.place(c, piece.type, piece.rotation + turns);
    solution[static_cast<std::size_t>(c)] = piece.rotation;
    const int away = turnsBetween(catalog.tile(piece.type), (piece.rotation + turns) % Sides, piece.rotation);
    differs = differs || away != 0;
    par += away;
  }
  if (!differs) {
    // Every tile landed on its solution: turn one so the puzzle never starts solved.
    const int c = static_cast<int>(rng.below(static_cast<std::uint32_t>(cells)));
    level.board.rotate(c, 1);
    par += 1;
  }
  level.solution = std::move(solution);
  level.parMoves = par;
  if (progress) progress->done.store(cells, std::memory_order_relaxed);
  return level;
}

}  // namespace

std::optional<Level> generateNet(const Catalog& catalog, const GenerateOptions& options, std::stop_token stop,
                                 Progress* progress) {
  if (options.shape == Shape::Hex) return generateNetOf<6>(catalog, options, stop, progress);
  return generateNetOf<4>(catalog, options, stop, progress);
}

}  // namespace tileflow
