// LineDrawing: covers a board with lines between pairs of endpoints, as the numberlink level
// generator does (minimum length, no zig-zag, several drawing algorithms, bridges, warps, portals,
// walls). Pure logic; Link levels turn the lines into tiles later.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <stop_token>
#include <string_view>
#include <vector>

#include "engine/core/Rng.hpp"
#include "game/model/Topology.hpp"

namespace tileflow {

// How a line chooses its next cell among the ones the rules allow (ties are broken by the seed).
enum class LineAlgorithm : std::uint8_t {
  Any,              // one of the others, chosen by the seed
  FollowEdges,      // keep the same distance to the board's edge, then go nearer it, then straight
  FollowWalls,      // hug walls, holes, portals and the board's edge
  FollowLines,      // as FollowWalls, and lines already drawn count as walls
  Random,           // any allowed cell
  Backwards,        // lines start from the end of the board (last free cell first) and keep straight
  BackwardsRandom,  // lines start from the end of the board and turn at random
};

// The algorithms by the names recipes use, in the order of the enum.
inline constexpr std::array<const char*, 7> LineAlgorithmNames = {
    "any", "follow-edges", "follow-walls", "follow-lines", "random", "backwards", "backwards-random"};
std::optional<LineAlgorithm> lineAlgorithmNamed(std::string_view name);

// Two cells that join their opposite sides: a line entering one across its side d leaves the
// other across its side d. Portal cells hold no line themselves.
struct Portal {
  int a = 0;
  int b = 0;
};

struct LineDrawingOptions {
  Shape shape = Shape::Square;
  int width = 7;
  int height = 7;
  bool wrap = false;       // warps: every edge joins the opposite one
  std::vector<int> walls;  // cells (y * width + x) that hold no line: walls, blocks and holes
  std::vector<Portal> portals;
  LineAlgorithm algorithm = LineAlgorithm::Any;
  int bridges = 0;        // bridge cells placed at random, each crossed straight by two lines
  int maxLineLength = 0;  // cells per line at most (0: no limit); lines never stop on a bridge
  int attempts = 64;      // whole-board redraws before giving up (the result is then incomplete)
  std::uint64_t seed = 1;
  std::stop_token stop;  // checked before every line: a stopped drawing comes back incomplete
};

// One line from endpoint to endpoint. sides[i] is the side of cells[i] the line leaves by to reach
// cells[i + 1]; it enters cells[i + 1] across the opposite side (also through a wrapped edge or a
// portal).
struct Line {
  std::vector<int> cells;
  std::vector<int> sides;
};

struct LineDrawing {
  std::vector<Line> lines;
  std::vector<int> bridges;                              // bridge cells, ascending; each lies on exactly two lines
  LineAlgorithm algorithm = LineAlgorithm::FollowEdges;  // the one that drew the lines (never Any)
  bool complete = false;  // every free cell lies on a line and every bridge is crossed twice
  int attempts = 0;       // redraws used
  bool perfect = false;   // set by markPerfect: fewest lines among drawings of its design
};

// Rules every drawn line keeps (tests check them on every line):
// - it has at least 3 cells, so the two endpoints of a pair are never neighbours;
// - no zig-zag: cells[j] is never a neighbour of cells[i] for i < j - 1, i.e. a line never enters
//   a cell it could have entered earlier (it could be shortened there) — the path is induced;
// - consecutive cells are neighbours through the topology (a wrapped edge with wrap, a portal);
// - every free cell (not a wall, not a portal) lies on exactly one line, except bridges, which
//   lie on two lines that both cross them straight (in across side d, out across its opposite)
//   along different axes; a bridge is never an endpoint and never next to another bridge.
// Throws std::invalid_argument on impossible input: bad size, a hex board wrapping with an odd
// height, walls or portals outside the board or overlapping, a free cell whose group of connected
// free cells has fewer than 3 cells, more bridges than cells that can hold one.
LineDrawing drawLines(const LineDrawingOptions& options);

// The cell across side `side` of `cell` on that board for a line: -1 past an edge (without wrap),
// into a wall or a portal with nothing free beyond it. Through a portal it is the cell beyond the
// partner.
int lineNeighbour(const LineDrawingOptions& options, int cell, int side);
// Every cell's lineNeighbour at once: entry cell * sides + side (sides 4 square, 6 hex). One
// call costs what one lineNeighbour does; callers that ask about many cells use this.
std::vector<int> lineNeighbours(const LineDrawingOptions& options);

// `count` portals at random: pairs of free cells (not holes), each with every neighbour on the
// board, free and in no other portal, so lines have room around them. Fewer when the board has
// no room (200 tries per cell).
std::vector<Portal> placePortals(const Topology& topology, int width, int height, bool wrap,
                                 const std::vector<int>& holes, int count, Rng& rng);

// Among drawings of one board design (size, walls, portals), the fewest lines of a complete one,
// or nothing when none is complete.
std::optional<int> fewestLines(std::span<const LineDrawing> drawings);
// Marks the complete drawings with the fewest lines of the design as perfect; returns that count.
std::optional<int> markPerfect(std::span<LineDrawing> drawings);

}  // namespace tileflow
