// LinkGenerator: lines to networks, networks to pieces, pieces to a unique shuffled level; see
// LinkGenerator.hpp and docs/generator.md.
#include "game/generate/LinkGenerator.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <map>
#include <stdexcept>

#include "engine/core/DisjointSets.hpp"
#include "engine/core/Rng.hpp"
#include "game/generate/LandmarkSpacing.hpp"
#include "game/generate/OptionIndex.hpp"
#include "game/generate/Shuffle.hpp"
#include "game/model/FreeCells.hpp"
#include "game/model/Neighbour.hpp"
#include "game/solve/Solver.hpp"
#include "game/solve/SolverState.hpp"

namespace tileflow {

namespace {

constexpr int PhaseDraw = PhaseFill;

// One drawn board on its way to pieces: the flow sides of each cell and the network (group) of
// each line.
struct Plan {
  std::vector<std::uint8_t> sides;         // per cell: flow sides (bits), for a bridge both lines'
  std::vector<int> group;                  // per cell: the group of its line, -1 for none or a bridge
  std::vector<std::array<int, 2>> across;  // per bridge cell: the groups of its two lines (by axis)
  std::vector<int> lineGroup;              // per line
  int groups = 0;
};

// Joins lines into `kinds` groups (fewer when there are fewer lines) by giving two cells of two
// lines a shared side, picked at random; each join links two trees, so every group stays a tree.
Plan planGroups(const LineDrawingOptions& drawOptions, const LineDrawing& drawing, int kinds, Rng& rng) {
  const int cells = drawOptions.width * drawOptions.height;
  const int sides = drawOptions.shape == Shape::Hex ? 6 : 4;
  const Topology topo = drawOptions.shape == Shape::Hex ? Topology::hex() : Topology::square();
  Plan plan;
  plan.sides.assign(static_cast<std::size_t>(cells), 0);
  plan.group.assign(static_cast<std::size_t>(cells), -1);
  std::vector<int> lineOf(static_cast<std::size_t>(cells), -1);
  std::vector<std::uint8_t> bridge(static_cast<std::size_t>(cells), 0);
  for (int b : drawing.bridges) bridge[static_cast<std::size_t>(b)] = 1;
  const int lines = static_cast<int>(drawing.lines.size());
  for (int l = 0; l < lines; ++l) {
    const Line& line = drawing.lines[static_cast<std::size_t>(l)];
    for (std::size_t i = 0; i < line.cells.size(); ++i) {
      const auto c = static_cast<std::size_t>(line.cells[i]);
      if (!bridge[c]) lineOf[c] = l;
      if (i + 1 < line.cells.size()) {
        plan.sides[c] = static_cast<std::uint8_t>(plan.sides[c] | (1u << line.sides[i]));
        const auto next = static_cast<std::size_t>(line.cells[i + 1]);
        plan.sides[next] = static_cast<std::uint8_t>(plan.sides[next] | (1u << topo.opposite(line.sides[i])));
      }
    }
  }
  // Candidate joins: two neighbouring cells of different lines, neither a bridge, not already
  // sharing a side. Shuffled, then taken while they join two groups.
  std::vector<std::pair<int, int>> joins;  // (cell, side)
  const std::vector<int> neighbours = lineNeighbours(drawOptions);
  const auto neighbour = [&](int c, int s) { return neighbours[static_cast<std::size_t>(c * sides + s)]; };
  for (int c = 0; c < cells; ++c) {
    if (lineOf[static_cast<std::size_t>(c)] < 0) continue;
    for (int s = 0; s < sides; ++s) {
      const int n = neighbour(c, s);
      if (n <= c || lineOf[static_cast<std::size_t>(n)] < 0 ||
          lineOf[static_cast<std::size_t>(n)] == lineOf[static_cast<std::size_t>(c)])
        continue;
      joins.emplace_back(c, s);
    }
  }
  rng.shuffle(joins);
  // The two lines over each bridge stay in different groups: a bridge carries two networks.
  std::vector<std::pair<int, int>> crossing;
  {
    std::vector<int> firstLine(static_cast<std::size_t>(cells), -1);
    for (int l = 0; l < lines; ++l) {
      for (int c : drawing.lines[static_cast<std::size_t>(l)].cells) {
        if (!bridge[static_cast<std::size_t>(c)]) continue;
        int& first = firstLine[static_cast<std::size_t>(c)];
        if (first < 0) {
          first = l;
        } else if (first != l) {
          crossing.emplace_back(first, l);
        }
      }
    }
  }
  DisjointSets groupOf(lines);
  int groups = lines;
  const int wanted = std::max(1, std::min(kinds, lines));
  for (const auto& [c, s] : joins) {
    if (groups <= wanted) break;
    const int n = neighbour(c, s);
    const int a = groupOf.find(lineOf[static_cast<std::size_t>(c)]);
    const int b = groupOf.find(lineOf[static_cast<std::size_t>(n)]);
    if (a == b) continue;
    bool apart = false;
    for (const auto& [x, y] : crossing) {
      const int rx = groupOf.find(x);
      const int ry = groupOf.find(y);
      apart = apart || (rx == a && ry == b) || (rx == b && ry == a);
    }
    if (apart) continue;
    // A join never gives a cell more sides than a piece of one channel can have.
    if (std::popcount(static_cast<unsigned>(plan.sides[static_cast<std::size_t>(c)])) >= sides - 1 ||
        std::popcount(static_cast<unsigned>(plan.sides[static_cast<std::size_t>(n)])) >= sides - 1)
      continue;
    groupOf.join(b, a);
    --groups;
    plan.sides[static_cast<std::size_t>(c)] =
        static_cast<std::uint8_t>(plan.sides[static_cast<std::size_t>(c)] | (1u << s));
    plan.sides[static_cast<std::size_t>(n)] =
        static_cast<std::uint8_t>(plan.sides[static_cast<std::size_t>(n)] | (1u << topo.opposite(s)));
  }
  // Groups numbered in order of their first line.
  std::vector<int> number(static_cast<std::size_t>(lines), -1);
  plan.lineGroup.resize(static_cast<std::size_t>(lines));
  for (int l = 0; l < lines; ++l) {
    const int root = groupOf.find(l);
    if (number[static_cast<std::size_t>(root)] < 0) number[static_cast<std::size_t>(root)] = plan.groups++;
    plan.lineGroup[static_cast<std::size_t>(l)] = number[static_cast<std::size_t>(root)];
  }
  for (int c = 0; c < cells; ++c) {
    const int l = lineOf[static_cast<std::size_t>(c)];
    if (l >= 0) plan.group[static_cast<std::size_t>(c)] = plan.lineGroup[static_cast<std::size_t>(l)];
  }
  // A bridge is crossed by two lines: record which group runs along which of its axes.
  plan.across.assign(static_cast<std::size_t>(cells), {-1, -1});
  for (int l = 0; l < lines; ++l) {
    const Line& line = drawing.lines[static_cast<std::size_t>(l)];
    for (std::size_t i = 1; i + 1 < line.cells.size(); ++i) {
      const auto c = static_cast<std::size_t>(line.cells[i]);
      if (!bridge[c]) continue;
      const int axis = line.sides[i] % (sides / 2);
      auto& slot = plan.across[c];
      (slot[0] < 0 ? slot[0] : slot[1]) = axis * 16 + plan.lineGroup[static_cast<std::size_t>(l)];
    }
  }
  return plan;
}

// The pieces for one plan with one signature per group: a piece of one channel on every line
// cell, a piece of two straight channels on every bridge. False when the environment lacks one.
class PieceChooser {
 public:
  PieceChooser(const Catalog& catalog, const OptionIndex& index, Topology topo)
      : catalog_(catalog), index_(index), topo_(topo) {}

  // A piece (index into the OptionIndex) with `sig` on exactly the sides in `mask`, one channel.
  int single(std::uint8_t mask, Signature sig) {
    const auto key = static_cast<std::uint32_t>(mask) << 8 | sig;
    if (auto it = single_.find(key); it != single_.end()) return it->second;
    int required[MaxSides];
    for (int s = 0; s < topo_.sides(); ++s) required[s] = ((mask >> s) & 1) ? sig : NoFlow;
    index_.find(required, found_);
    int best = -1;
    for (int p : found_) {
      if (catalog_.tile(index_.piece(p).type).channelCount == 1) {
        best = p;
        break;
      }
    }
    single_.emplace(key, best);
    return best;
  }

  // A bridge piece: `a` straight across axis `axisA` (sides axisA and its opposite), `b` across
  // the other axis given, two channels.
  int bridge(int axisA, Signature a, int axisB, Signature b) {
    int required[MaxSides];
    for (int s = 0; s < topo_.sides(); ++s) required[s] = NoFlow;
    required[axisA] = required[topo_.opposite(axisA)] = a;
    required[axisB] = required[topo_.opposite(axisB)] = b;
    index_.find(required, found_);
    for (int p : found_) {
      const PlacedPiece& piece = index_.piece(p);
      const TileType& tt = catalog_.tile(piece.type);
      if (tt.channelCount != 2) continue;
      if (tt.channelAt(axisA, piece.rotation) == tt.channelAt(topo_.opposite(axisA), piece.rotation) &&
          tt.channelAt(axisB, piece.rotation) == tt.channelAt(topo_.opposite(axisB), piece.rotation) &&
          tt.channelAt(axisA, piece.rotation) != tt.channelAt(axisB, piece.rotation))
        return p;
    }
    return -1;
  }

 private:
  const Catalog& catalog_;
  const OptionIndex& index_;
  Topology topo_;
  std::map<std::uint32_t, int> single_;
  std::vector<int> found_;
};

// Gives each group a signature its cells all have pieces for, and every bridge a piece for its
// two groups. Returns the piece per cell (-1 for holes), or nothing when no choice in a few
// tries fits.
std::optional<std::vector<int>> choosePieces(const Plan& plan, const LineDrawing& drawing, PieceChooser& chooser,
                                             const std::vector<Signature>& signatures, Rng& rng) {
  const auto cells = plan.sides.size();
  // Signatures each group's cells all have pieces for.
  std::vector<std::vector<Signature>> usable(static_cast<std::size_t>(plan.groups));
  for (Signature sig : signatures) {
    std::vector<std::uint8_t> fits(static_cast<std::size_t>(plan.groups), 1);
    for (std::size_t c = 0; c < cells; ++c) {
      const int g = plan.group[c];
      if (g < 0 || !fits[static_cast<std::size_t>(g)]) continue;
      if (chooser.single(plan.sides[c], sig) < 0) fits[static_cast<std::size_t>(g)] = 0;
    }
    for (int g = 0; g < plan.groups; ++g)
      if (fits[static_cast<std::size_t>(g)]) usable[static_cast<std::size_t>(g)].push_back(sig);
  }
  for (const auto& u : usable)
    if (u.empty()) return std::nullopt;
  std::vector<Signature> sigOf(static_cast<std::size_t>(plan.groups));
  std::vector<int> order(drawing.bridges.begin(), drawing.bridges.end());
  std::vector<std::pair<Signature, Signature>> pairs;
  for (int attempt = 0; attempt < 64; ++attempt) {
    std::fill(sigOf.begin(), sigOf.end(), NoFlow);
    // Bridges first, in a random order: a pair of signatures some bridge piece carries on the
    // two axes, each usable by its group.
    rng.shuffle(order);
    for (int b : order) {
      const auto& slot = plan.across[static_cast<std::size_t>(b)];
      const int ga = slot[0] % 16;
      const int gb = slot[1] % 16;
      pairs.clear();
      for (Signature a : usable[static_cast<std::size_t>(ga)]) {
        if (sigOf[static_cast<std::size_t>(ga)] != NoFlow && a != sigOf[static_cast<std::size_t>(ga)]) continue;
        for (Signature bs : usable[static_cast<std::size_t>(gb)]) {
          if (sigOf[static_cast<std::size_t>(gb)] != NoFlow && bs != sigOf[static_cast<std::size_t>(gb)]) continue;
          if (ga == gb && a != bs) continue;
          if (chooser.bridge(slot[0] / 16, a, slot[1] / 16, bs) >= 0) pairs.emplace_back(a, bs);
        }
      }
      if (pairs.empty()) continue;  // caught below, where the pieces are chosen
      const auto [a, bs] = pairs[rng.below(static_cast<std::uint32_t>(pairs.size()))];
      sigOf[static_cast<std::size_t>(ga)] = a;
      sigOf[static_cast<std::size_t>(gb)] = bs;
    }
    for (int g = 0; g < plan.groups; ++g) {
      if (sigOf[static_cast<std::size_t>(g)] != NoFlow) continue;
      const auto& u = usable[static_cast<std::size_t>(g)];
      sigOf[static_cast<std::size_t>(g)] = u[rng.below(static_cast<std::uint32_t>(u.size()))];
    }
    std::vector<int> piece(cells, -1);
    bool ok = true;
    for (std::size_t c = 0; c < cells && ok; ++c) {
      if (plan.group[c] >= 0) {
        piece[c] = chooser.single(plan.sides[c], sigOf[static_cast<std::size_t>(plan.group[c])]);
      }
    }
    for (int b : drawing.bridges) {
      const auto& slot = plan.across[static_cast<std::size_t>(b)];
      const int axisA = slot[0] / 16;
      const int axisB = slot[1] / 16;
      const Signature a = sigOf[static_cast<std::size_t>(slot[0] % 16)];
      const Signature bs = sigOf[static_cast<std::size_t>(slot[1] % 16)];
      piece[static_cast<std::size_t>(b)] = chooser.bridge(axisA, a, axisB, bs);
      if (piece[static_cast<std::size_t>(b)] < 0) {
        ok = false;
        break;
      }
    }
    if (ok) return piece;
  }
  return std::nullopt;
}

// Cells where two solutions show different pictures.
std::vector<int> differences(const Board& board, const std::vector<std::uint8_t>& a, const std::uint8_t* b) {
  std::vector<int> out;
  for (int c = 0; c < board.cellCount(); ++c) {
    const TileType& tt = board.typeAt(c);
    if (tt.packs[a[static_cast<std::size_t>(c)]] != tt.packs[b[c]]) out.push_back(c);
  }
  return out;
}

}  // namespace

LinkOptions linkOptionsFor(const GenerateOptions& options) {
  LinkOptions o;
  o.shape = options.shape;
  o.width = options.width;
  o.height = options.height;
  o.environment = options.environment;
  o.kinds = options.link.kinds;
  o.wrap = options.wrap;
  o.bridges = options.link.bridges;
  o.portals = options.link.portals;
  o.walls = options.link.walls;
  o.outline = options.outline;
  o.algorithm = options.link.algorithm;
  o.minSpacing = options.link.minSpacing;
  o.maxSpacing = options.link.maxSpacing;
  o.seed = options.seed;
  return o;
}

std::optional<Level> generateLink(const Catalog& catalog, const LinkOptions& options, std::stop_token stop,
                                  Progress* progress, LinkReport* report) {
  if (options.width < 3 || options.height < 3 || options.width > MaxBoardSide || options.height > MaxBoardSide) {
    throw std::invalid_argument("a Link board is 3x3 to " + std::to_string(MaxBoardSide) + "x" +
                                std::to_string(MaxBoardSide));
  }
  if (options.kinds < 1 || options.kinds > MaxLandmarkKinds)
    throw std::invalid_argument("Link levels have 1 to " + std::to_string(MaxLandmarkKinds) + " landmark kinds");
  if (options.bridges < 0 || options.portals < 0) throw std::invalid_argument("bridges and portals count from 0");
  if (options.drawings < 1) throw std::invalid_argument("at least one drawing must be tried");
  const bool spaced = options.minSpacing > 0 || options.maxSpacing > 0;
  if (spaced && (options.minSpacing < 1 || options.maxSpacing < options.minSpacing)) {
    throw std::invalid_argument("landmark spacing needs 1 <= s <= l, not s = " + std::to_string(options.minSpacing) +
                                ", l = " + std::to_string(options.maxSpacing));
  }
  const Environment* named = catalog.findEnvironment(options.environment);
  if (!named) throw std::invalid_argument("unknown environment '" + options.environment + "'");
  const Topology topology = options.shape == Shape::Hex ? Topology::hex() : Topology::square();
  if (options.wrap && !wrapAllowed(topology.shape(), options.height))
    throw std::invalid_argument("a wrapping hex board needs an even height");
  const Environment env = catalog.forShape(*named, options.shape);
  const OptionIndex index(catalog, env, topology, false);
  PieceChooser chooser(catalog, index, topology);
  // Flow signatures whose ends, at least, the environment has: the others cannot end a line.
  std::vector<Signature> signatures;
  for (int sig : index.signaturesOn(0)) {
    if (sig != NoFlow && chooser.single(1, static_cast<Signature>(sig)) >= 0)
      signatures.push_back(static_cast<Signature>(sig));
  }
  if (signatures.empty()) throw std::invalid_argument("environment '" + env.id + "' has no pieces that end a line");

  const int cells = options.width * options.height;
  // Walls of the pattern and the outline are holes of the board.
  std::vector<int> holes = patternWalls(options.walls, options.width, options.height);
  for (int c : outlineWalls(options.outline, options.width, options.height)) holes.push_back(c);
  std::sort(holes.begin(), holes.end());
  holes.erase(std::unique(holes.begin(), holes.end()), holes.end());
  if (!holes.empty() && env.blankTile < 0)
    throw std::invalid_argument("environment '" + env.id + "' has no blank tile for holes");
  const int maxLocks = options.maxLocks >= 0 ? options.maxLocks : cells / 10;

  Rng rng(options.seed);
  LinkReport local;
  LinkReport& out = report ? *report : local;
  out = LinkReport{};
  // Progress of the drawing under way, in hundredths: drawn at 40, locks proving it up to 90, shuffled at 95. A
  // drawing that fails starts again from 0 (attempts counts the drawings).
  const auto advance = [progress](int phase, std::int64_t hundredths) {
    if (!progress) return;
    setPhase(progress, phase);
    progress->done.store(hundredths, std::memory_order_relaxed);
  };
  if (progress) progress->total.store(100, std::memory_order_relaxed);
  for (int drawingNo = 0; drawingNo < options.drawings; ++drawingNo) {
    if (stop.stop_requested()) return std::nullopt;
    advance(PhaseDraw, 0);
    if (progress) progress->attempts.store(drawingNo + 1, std::memory_order_relaxed);
    ++out.drawings;
    LineDrawingOptions draw;
    draw.shape = options.shape;
    draw.width = options.width;
    draw.height = options.height;
    draw.wrap = options.wrap;
    draw.walls = holes;
    draw.algorithm = options.algorithm;
    draw.bridges = options.bridges;
    draw.seed = rng.next();
    draw.stop = stop;
    draw.portals = placePortals(topology, options.width, options.height, options.wrap, holes, options.portals, rng);
    LineDrawing drawing;
    try {
      drawing = drawLines(draw);
    } catch (const std::invalid_argument&) {
      continue;  // the portals left a pocket too small for a line: place them again
    }
    if (stop.stop_requested()) return std::nullopt;
    if (!drawing.complete) continue;
    const Plan plan = planGroups(draw, drawing, options.kinds, rng);
    if (plan.groups > options.kinds) continue;  // bridges kept more networks apart than there are kinds
    const auto pieces = choosePieces(plan, drawing, chooser, signatures, rng);
    if (!pieces) continue;

    Board board(catalog, options.width, options.height, topology);
    board.setWrap(options.wrap);
    for (int c : holes) board.removeCell(c, env.blankTile);
    for (const Portal& p : draw.portals) board.addPortal(p.a, p.b, env.blankTile >= 0 ? env.blankTile : -1);
    for (int c = 0; c < cells; ++c) {
      const int p = (*pieces)[static_cast<std::size_t>(c)];
      if (p < 0 || !board.present(c)) continue;
      board.place(c, index.piece(p).type, index.piece(p).rotation);
    }
    if (spaced) {
      // As many as fit, s..l apart, on pieces of one channel, each of its network's kind.
      SpacingOptions spacing;
      spacing.minDistance = options.minSpacing;
      spacing.maxDistance = options.maxSpacing;
      spacing.seed = rng.next();
      spacing.allowed.assign(static_cast<std::size_t>(cells), 0);
      for (int c = 0; c < cells; ++c) {
        spacing.allowed[static_cast<std::size_t>(c)] =
            board.present(c) && plan.group[static_cast<std::size_t>(c)] >= 0 && board.typeAt(c).channelCount == 1;
      }
      for (const Landmark& l : placeLandmarks(board, spacing).landmarks)
        board.setLandmark(l.cell, plan.group[static_cast<std::size_t>(l.cell)] + 1);
      if (!board.hasLandmarks()) continue;
    } else {
      for (const Line& line : drawing.lines) {
        for (int end : {line.cells.front(), line.cells.back()}) {
          const int g = plan.group[static_cast<std::size_t>(end)];
          if (g >= 0 && board.typeAt(end).channelCount == 1) board.setLandmark(end, g + 1);
        }
      }
    }
    if (board.looseEnds() != 0) continue;  // a piece list without the sides asked: never kept
    std::vector<std::uint8_t> solution(static_cast<std::size_t>(cells));
    for (int c = 0; c < cells; ++c) solution[static_cast<std::size_t>(c)] = board.cell(c).rotation;

    // Prove: while a second solution exists, lock a tile where it differs from the drawn one.
    advance(PhaseProve, 40);
    int locks = 0;
    bool unique = false;
    SolveStats stats;
    while (locks <= maxLocks) {
      SolverState state(board, Rules{});
      state.setStop(stop);
      stats = SolveStats{};
      stats.cells = board.presentCount();
      if (!state.reset()) break;  // cannot happen for a drawn board; dropped if it does
      stats.settledByPropagation = state.fixedCount() - board.absentCount();
      SolverState::SearchLimits limits;
      limits.maxSolutions = 2;
      limits.recorded = 2;
      limits.stop = stop;
      std::vector<std::uint8_t> found;
      const auto outcome = state.search({}, limits, &found);
      if (stop.stop_requested()) return std::nullopt;
      stats.guesses = outcome.guesses;
      stats.nodes = outcome.nodes;
      if (outcome.solutions == 1) {
        unique = true;
        break;
      }
      if (outcome.solutions != 2 || found.size() < 2 * static_cast<std::size_t>(cells)) break;
      // One of the two found is another picture than the drawn one: lock a cell where they differ.
      auto differ = differences(board, solution, found.data());
      if (differ.empty()) differ = differences(board, solution, found.data() + cells);
      if (differ.empty()) break;
      const int cell = differ[rng.below(static_cast<std::uint32_t>(differ.size()))];
      board.setRotation(cell, solution[static_cast<std::size_t>(cell)]);
      board.setLocked(cell, true);
      ++locks;
      advance(PhaseProve, 40 + 50 * std::min(locks, std::max(1, maxLocks)) / std::max(1, maxLocks));
    }
    if (!unique) continue;
    if (locks == 0) ++out.uniqueAsDrawn;
    out.algorithm = drawing.algorithm;
    out.lines = static_cast<int>(drawing.lines.size());
    out.kinds = plan.groups;
    out.locks = locks;
    // Perfect: no drawing of the same design (size, walls, portals) by another algorithm has fewer lines.
    std::vector<LineDrawing> rivals{drawing};
    for (std::size_t a = 1; a < LineAlgorithmNames.size(); ++a) {
      if (static_cast<LineAlgorithm>(a) == drawing.algorithm) continue;
      LineDrawingOptions other = draw;
      other.algorithm = static_cast<LineAlgorithm>(a);
      other.attempts = std::min(other.attempts, 8);  // a rival costs a little, never a long search
      try {
        rivals.push_back(drawLines(other));
      } catch (const std::invalid_argument&) {
        // A design one algorithm cannot draw is no rival.
      }
    }
    if (stop.stop_requested()) return std::nullopt;
    out.fewestLines = markPerfect(rivals).value_or(out.lines);
    out.perfect = rivals.front().perfect;

    advance(PhaseShuffle, 95);
    Level level;
    level.environment = env.id;
    level.seed = options.seed;
    level.drawn = LevelDrawing{LineAlgorithmNames[static_cast<std::size_t>(out.algorithm)], out.lines, out.perfect};
    level.name = "Link " + std::to_string(options.width) + "x" + std::to_string(options.height) + " #" +
                 std::to_string(options.seed);
    shuffleBoard(board, Rules{}, rng);
    level.parMoves = parMoves(board, solution);
    level.solution = std::move(solution);
    stats.flowOnlySolutions = flowOnlySolutions(board, Rules{}, stop);
    level.difficulty = rateDifficulty(stats, freeCellCount(board));
    level.board = std::move(board);
    advance(PhaseShuffle, 100);
    return level;
  }
  throw std::runtime_error("no drawing of " + std::to_string(options.drawings) +
                           " made a Link level; try another seed");
}

}  // namespace tileflow
