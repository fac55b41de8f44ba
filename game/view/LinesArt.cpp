#include "game/view/LinesArt.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <string>
#include <vector>

#include "engine/platform/DrawPacing.hpp"
#include "engine/ui/Colour.hpp"
#include "engine/ui/Paint.hpp"
#include "engine/ui/Theme.hpp"
#include "game/lines/LinesBoard.hpp"
#include "game/model/Neighbour.hpp"

namespace tileflow {

namespace {

// Sixteen colours told apart at a glance, in the order pairs take them; later pairs go round the
// colour wheel by the golden angle.
constexpr std::array<std::uint32_t, 16> LinesPalette = {
    0xe5484d, 0x3b82f6, 0x3fb950, 0xf2c230, 0xf58a2a, 0x2ec4c4, 0xa855f7, 0xf06fb0,
    0x9aa3ad, 0x8b5a2b, 0x84cc16, 0x1e3a8a, 0xfca5a5, 0x0f766e, 0xfde68a, 0x7c2d12,
};

constexpr std::uint32_t GridColour = 0x0a0d19;
constexpr std::uint32_t CellColour = 0x1c2340;
constexpr std::uint32_t BridgeCell = 0x262f55;
constexpr std::uint32_t BridgeLane = 0x3a4677;
constexpr std::uint32_t BridgeRail = 0x7886c4;
constexpr std::uint32_t WallColour = 0xe8ecf5;
// Each portal pair's ring, so pairs are told apart even where their numbers are too small to show.
constexpr std::array<std::uint32_t, 4> PortalColours = {0xb69cff, 0x5eead4, 0xfda4af, 0xfde047};
constexpr std::uint32_t HoleMark = 0x3a4266;
constexpr std::uint32_t WarpColour = 0x4fd1c5;

std::uint32_t wheelColour(double hue) {
  // HSV with saturation 0.65 and value 0.9.
  const double h = std::fmod(hue, 1.0) * 6;
  const double v = 0.9;
  const double s = 0.65;
  const double f = h - std::floor(h);
  const double p = v * (1 - s);
  const double q = v * (1 - s * f);
  const double t = v * (1 - s * (1 - f));
  double r = v;
  double g = t;
  double b = p;
  switch (static_cast<int>(h) % 6) {
    case 1:
      r = q, g = v, b = p;
      break;
    case 2:
      r = p, g = v, b = t;
      break;
    case 3:
      r = p, g = q, b = v;
      break;
    case 4:
      r = t, g = p, b = v;
      break;
    case 5:
      r = v, g = p, b = q;
      break;
    default:
      break;
  }
  const auto byte = [](double x) { return static_cast<std::uint32_t>(std::clamp(x, 0.0, 1.0) * 255 + 0.5); };
  return byte(r) << 16 | byte(g) << 8 | byte(b);
}

// One batch of triangles for the whole board (the software renderer fills it in one call).
class LinesTriangles {
 public:
  void polygon(const std::vector<SDL_FPoint>& pts, std::uint32_t colour) {
    const int base = static_cast<int>(v_.size());
    const SDL_Color c = sdlColour(colour);
    for (const SDL_FPoint& p : pts) v_.push_back(SDL_Vertex{p, c, SDL_FPoint{0, 0}});
    for (int k = 1; k + 1 < static_cast<int>(pts.size()); ++k) {
      i_.push_back(base);
      i_.push_back(base + k);
      i_.push_back(base + k + 1);
    }
  }
  // Axis-aligned bands and boxes become rectangles, filled a colour at a time (the software
  // renderer fills those many times faster than triangles); a band then reaches half its width
  // past both ends, so two that turn a corner meet square.
  void useRectangles(bool on = true) { rectangles_ = on; }
  void box(const SDL_FRect& r, std::uint32_t colour) {
    const auto used = rects_.begin() + static_cast<std::ptrdiff_t>(groups_);
    auto group = std::find_if(rects_.begin(), used, [&](const auto& g) { return g.first == colour; });
    if (group == used) {
      // A group kept from an earlier paint takes the new colour (its storage reused).
      if (groups_ == rects_.size()) rects_.emplace_back();
      group = rects_.begin() + static_cast<std::ptrdiff_t>(groups_++);
      group->first = colour;
      group->second.clear();
    }
    group->second.push_back(r);
  }
  bool rectangles() const { return rectangles_; }
  // A polygon; an axis-aligned rectangle among rectangles.
  void shape(const std::vector<SDL_FPoint>& pts, std::uint32_t colour) {
    if (rectangles_ && pts.size() == 4 && pts[0].y == pts[1].y && pts[1].x == pts[2].x) {
      box(SDL_FRect{pts[0].x, pts[0].y, pts[1].x - pts[0].x, pts[2].y - pts[1].y}, colour);
      return;
    }
    polygon(pts, colour);
  }
  // A straight band as triangles, whatever its direction (drawn after every rectangle).
  void polygonBand(SDL_FPoint a, SDL_FPoint b, float width, std::uint32_t colour) {
    const bool was = rectangles_;
    rectangles_ = false;
    band(a, b, width, colour, false);
    rectangles_ = was;
  }
  // A straight band `width` wide from a to b; with `fromBehind`, reaching back past a by half its
  // width (as a rectangle only), so two halves that turn at a cell's centre meet square.
  void band(SDL_FPoint a, SDL_FPoint b, float width, std::uint32_t colour, bool fromBehind) {
    if (rectangles_ && (std::fabs(a.x - b.x) < 0.01f || std::fabs(a.y - b.y) < 0.01f)) {
      const float h = width / 2;
      SDL_FRect r{std::min(a.x, b.x), std::min(a.y, b.y), std::fabs(b.x - a.x), std::fabs(b.y - a.y)};
      if (std::fabs(a.x - b.x) < 0.01f) {
        r.x -= h;
        r.w = width;
        if (fromBehind) {
          r.h += h;
          if (b.y > a.y) r.y -= h;
        }
      } else {
        r.y -= h;
        r.h = width;
        if (fromBehind) {
          r.w += h;
          if (b.x > a.x) r.x -= h;
        }
      }
      box(r, colour);
      return;
    }
    const float dx = b.x - a.x;
    const float dy = b.y - a.y;
    const float len = std::hypot(dx, dy);
    if (len <= 0) return;
    const float nx = -dy / len * width / 2;
    const float ny = dx / len * width / 2;
    polygon({{a.x + nx, a.y + ny}, {b.x + nx, b.y + ny}, {b.x - nx, b.y - ny}, {a.x - nx, a.y - ny}}, colour);
  }
  void disc(SDL_FPoint c, float r, std::uint32_t colour) {
    const int n = r < 6 ? 8 : r < 16 ? 14 : 24;
    std::vector<SDL_FPoint> pts;
    for (int k = 0; k < n; ++k) {
      const float a = 6.2831853f * static_cast<float>(k) / static_cast<float>(n);
      pts.push_back({c.x + r * std::cos(a), c.y + r * std::sin(a)});
    }
    polygon(pts, colour);
  }
  // Every colour here is opaque: drawn without blending, which the software renderer does several
  // times faster.
  void draw(SDL_Renderer* renderer) {
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE);
    // Each edge on the pixel it lies in (rounding down, as SDL would not for a rectangle reaching
    // in from left of or above a piece of the board), so a board painted in pieces meets exactly.
    for (std::size_t g = 0; g < groups_; ++g) {
      const auto& [colour, rects] = rects_[g];
      whole_.clear();
      for (const SDL_FRect& r : rects) {
        const int x0 = static_cast<int>(std::floor(r.x));
        const int y0 = static_cast<int>(std::floor(r.y));
        whole_.push_back(SDL_Rect{x0, y0, std::max(1, static_cast<int>(std::floor(r.x + r.w)) - x0),
                                  std::max(1, static_cast<int>(std::floor(r.y + r.h)) - y0)});
      }
      SDL_SetRenderDrawColor(renderer, (colour >> 16) & 0xff, (colour >> 8) & 0xff, colour & 0xff, 255);
      SDL_RenderFillRects(renderer, whole_.data(), static_cast<int>(whole_.size()));
      // Each rectangle as a draw, as BoardView counts its tiles: a big board's paint is handed to
      // a software GL driver in parts (engine/platform/DrawPacing).
      paceDraws(renderer, static_cast<int>(whole_.size()));
    }
    groups_ = 0;
    if (i_.empty()) return;
    SDL_RenderGeometry(renderer, nullptr, v_.data(), static_cast<int>(v_.size()), i_.data(),
                       static_cast<int>(i_.size()));
    paceDraws(renderer, std::max<int>(1, static_cast<int>(i_.size()) / 24));  // a disc's worth of triangles a draw
    v_.clear();
    i_.clear();
  }

 private:
  std::vector<SDL_Vertex> v_;
  std::vector<int> i_;
  bool rectangles_ = false;
  // By colour in first use: the first groups_ are this paint's; the rest keep their storage.
  std::vector<std::pair<std::uint32_t, std::vector<SDL_FRect>>> rects_;
  std::size_t groups_ = 0;
  std::vector<SDL_Rect> whole_;
};

// One batch for a paint, its storage kept from paint to paint (a frame asks the heap for nothing).
LinesTriangles& paintBatch(bool rectangles) {
  static thread_local LinesTriangles batch;
  batch.useRectangles(rectangles);
  return batch;
}

// The outline moved `by` pixels towards the centre.
std::vector<SDL_FPoint> inset(std::vector<SDL_FPoint> pts, SDL_FPoint centre, float by) {
  for (SDL_FPoint& p : pts) {
    const float d = std::hypot(centre.x - p.x, centre.y - p.y);
    const float t = d > 0 ? std::min(1.0f, by / d) : 0.0f;
    p.x += (centre.x - p.x) * t;
    p.y += (centre.y - p.y) * t;
  }
  return pts;
}

// The point where a line leaving `cell` across `side` crosses the cell's edge (its middle).
SDL_FPoint linesEdgeMiddle(const FloodGeometry& g, int cell, int side) {
  const auto pts = g.corners(cell);
  const SDL_FPoint a = pts[static_cast<std::size_t>(side) % pts.size()];
  const SDL_FPoint b = pts[static_cast<std::size_t>(side + 1) % pts.size()];
  return {(a.x + b.x) / 2, (a.y + b.y) / 2};
}

// The cell across `side` on the board's own grid, ignoring wrap, walls and portals (-1 past the
// edge): where a line may be drawn straight to.
int linesGridNeighbour(const LinesBoard& board, int cell, int side) {
  return neighbourCell(board.topology(), cell % board.width(), cell / board.width(), side, board.width(),
                       board.height(), false);
}

// Black or white, whichever reads better on `colour`.
std::uint32_t letterInkOn(std::uint32_t colour) {
  const double y = 0.299 * ((colour >> 16) & 0xff) + 0.587 * ((colour >> 8) & 0xff) + 0.114 * (colour & 0xff);
  return y > 140 ? 0x10131f : 0xffffff;
}

}  // namespace

std::uint32_t linesColour(int c) {
  if (c < 0) return CellColour;
  if (c < static_cast<int>(LinesPalette.size())) return LinesPalette[static_cast<std::size_t>(c)];
  return wheelColour(0.07 + 0.6180339887 * (c - static_cast<int>(LinesPalette.size())));
}

namespace {

// Portal pairs in cell order: each portal cell's pair number, -1 for other cells.
void portalPairsInto(const LinesBoard& board, std::vector<int>& pair) {
  pair.assign(static_cast<std::size_t>(board.cellCount()), -1);
  for (int c = 0, pairs = 0; c < board.cellCount(); ++c) {
    const int partner = board.portalPartner(c);
    if (partner < c) continue;
    pair[static_cast<std::size_t>(c)] = pair[static_cast<std::size_t>(partner)] = pairs++;
  }
}

std::uint32_t portalColourOf(int pair) {
  return PortalColours[static_cast<std::size_t>(std::max(0, pair)) % PortalColours.size()];
}

// The least text size for the window, or 0 when the cells have no room for it.
int boardTextSize(const UiContext& ui, float cell) {
  const int least = minimumTextPixels(ui.metrics.width, ui.metrics.height);
  if (cell < static_cast<float>(least) * 1.4f) return 0;
  return std::max(least, static_cast<int>(cell * 0.5f));
}

}  // namespace

std::vector<LinesCellLook> linesCellLooks(const LinesPosition& position, int flash) {
  std::vector<LinesCellLook> looks;
  linesCellLooks(position, flash, looks);
  return looks;
}

void linesCellLooks(const LinesPosition& position, int flash, std::vector<LinesCellLook>& looks) {
  const LinesBoard& board = position.board();
  const int n = board.cellCount();
  looks.assign(static_cast<std::size_t>(n), LinesCellLook{});
  for (int c = 0; c < n; ++c) {
    LinesCellLook& look = looks[static_cast<std::size_t>(c)];
    if (!board.present(c)) continue;
    if (!board.bridge(c)) look.tint = position.owner(c);
    look.dot = board.endpoint(c);
    look.joined = look.dot >= 0 && position.joined(look.dot);
  }
  for (int colour = 0; colour < board.colours(); ++colour) {
    const std::vector<int>& line = position.line(colour);
    const std::vector<int> steps = position.sidesAlong(line);
    for (std::size_t i = 1; i < line.size(); ++i) {
      const int side = steps[i];
      if (side < 0) continue;
      looks[static_cast<std::size_t>(line[i - 1])].side[static_cast<std::size_t>(side)] =
          static_cast<std::int8_t>(colour);
      looks[static_cast<std::size_t>(line[i])].side[static_cast<std::size_t>(board.opposite(side))] =
          static_cast<std::int8_t>(colour);
    }
    if (colour == flash)
      for (const int c : line) looks[static_cast<std::size_t>(c)].flash = true;
  }
}

void LinesPainter::paint(UiContext& ui, const FloodGeometry& g, const LinesPosition& position, int flash) {
  const LinesBoard& board = position.board();
  const int n = board.cellCount();
  std::vector<LinesCellLook> now = linesCellLooks(position, flash);
  // The cells to draw: all at first, then those whose look changed.
  std::vector<int> cells;
  const bool all = looks_.size() != now.size();
  for (int c = 0; c < n; ++c)
    if (all || !(looks_[static_cast<std::size_t>(c)] == now[static_cast<std::size_t>(c)])) cells.push_back(c);
  looks_ = std::move(now);
  draw(ui, g, board, cells);
}

void LinesPainter::paint(UiContext& ui, const FloodGeometry& g, const LinesBoard& board,
                         const std::vector<LinesCellLook>& looks, const std::vector<int>& region) {
  std::vector<int>& cells = cells_;
  cells.clear();
  if (looks_.size() != looks.size()) {
    looks_ = looks;
    cells.assign(region.begin(), region.end());
  } else {
    for (const int c : region) {
      const auto at = static_cast<std::size_t>(c);
      if (looks_[at] == looks[at]) continue;
      looks_[at] = looks[at];
      cells.push_back(c);
    }
  }
  draw(ui, g, board, cells);
}

void LinesPainter::draw(UiContext& ui, const FloodGeometry& g, const LinesBoard& board, const std::vector<int>& cells) {
  if (cells.empty()) return;
  const int n = board.cellCount();
  const int sides = board.sides();
  const float cell = g.cellSize();
  const float gap = std::max(1.0f, cell * 0.04f);
  const auto lookOf = [&](int c) -> const LinesCellLook& { return looks_[static_cast<std::size_t>(c)]; };
  portalPairsInto(board, portalPair_);
  const std::vector<int>& portalPair = portalPair_;
  LinesTriangles& t = paintBatch(board.shape() == Shape::Square);
  // Layer by layer, so each lies over the one before (rectangles go by colour in first use).
  // The cell: a dark grid around it; a portal: a ring in its cell.
  for (const int c : cells) {
    const SDL_FPoint centre = g.centre(c);
    if (!board.present(c)) {
      const int pair = portalPair[static_cast<std::size_t>(c)];
      if (pair < 0) continue;
      t.shape(g.corners(c), GridColour);
      t.disc(centre, cell * 0.40f, portalColourOf(pair));
      t.disc(centre, cell * 0.30f, GridColour);
      continue;
    }
    const auto pts = g.corners(c);
    t.shape(pts, GridColour);
    const LinesCellLook& look = lookOf(c);
    const std::uint32_t fill = board.bridge(c)  ? BridgeCell
                               : look.tint >= 0 ? mixColour(CellColour, linesColour(look.tint), 0.30)
                                                : CellColour;
    t.shape(inset(pts, centre, gap), fill);
  }
  // Bridges: a lane along each axis, with rails, for the line that crosses it that way.
  for (const int c : cells) {
    if (!board.present(c) || !board.bridge(c)) continue;
    for (int axis = 0; axis < sides / 2; ++axis) {
      if (((board.bridgeAxes(c) >> axis) & 1u) == 0) continue;
      const SDL_FPoint a = linesEdgeMiddle(g, c, axis);
      const SDL_FPoint b = linesEdgeMiddle(g, c, axis + sides / 2);
      t.band(a, b, cell * 0.46f, BridgeLane, false);
      const float dx = b.x - a.x;
      const float dy = b.y - a.y;
      const float len = std::hypot(dx, dy);
      if (len <= 0) continue;
      const float ox = -dy / len * cell * 0.23f;
      const float oy = dx / len * cell * 0.23f;
      const float rail = std::max(1.0f, cell * 0.035f);
      t.band({a.x + ox, a.y + oy}, {b.x + ox, b.y + oy}, rail, BridgeRail, false);
      t.band({a.x - ox, a.y - oy}, {b.x - ox, b.y - oy}, rail, BridgeRail, false);
    }
  }
  // The lines: from the centre to the middle of each side a line leaves by (a cell holds only
  // its own halves, so it is drawn alone), the hint's line on a white edge.
  const float width = std::max(2.0f, cell * 0.30f);
  for (const bool outline : {true, false}) {
    for (const int c : cells) {
      const LinesCellLook& look = lookOf(c);
      if (outline && !look.flash) continue;
      for (int side = 0; side < sides; ++side) {
        const int colour = look.side[static_cast<std::size_t>(side)];
        if (colour < 0) continue;
        // Square corners: the half reaches back past the centre by half the line's width.
        t.band(g.centre(c), linesEdgeMiddle(g, c, side), outline ? width + 2 * gap + 2 : width,
               outline ? 0xffffff : linesColour(colour), true);
      }
    }
  }
  // LinesTriangles from here on, over every rectangle: warp notches, rounded turns on hex cells, dots.
  for (const int c : cells) {
    if (!board.present(c)) continue;
    const LinesCellLook& look = lookOf(c);
    const SDL_FPoint centre = g.centre(c);
    if (board.wrap()) {
      const auto pts = g.corners(c);
      for (int side = 0; side < sides; ++side) {
        if (linesGridNeighbour(board, c, side) >= 0 || board.next(c, side) < 0) continue;
        const SDL_FPoint a = pts[static_cast<std::size_t>(side)];
        const SDL_FPoint b = pts[static_cast<std::size_t>((side + 1) % sides)];
        const SDL_FPoint mid{(a.x + b.x) / 2, (a.y + b.y) / 2};
        const SDL_FPoint p{mid.x + (a.x - mid.x) * 0.35f, mid.y + (a.y - mid.y) * 0.35f};
        const SDL_FPoint q{mid.x + (b.x - mid.x) * 0.35f, mid.y + (b.y - mid.y) * 0.35f};
        const SDL_FPoint tip{mid.x + (centre.x - mid.x) * 0.22f, mid.y + (centre.y - mid.y) * 0.22f};
        t.polygon({p, q, tip}, WarpColour);
      }
    }
    if (board.bridge(c)) {
      // Where two lines cross, the one along the later axis goes over, edged in the grid's
      // colour, whichever was drawn first.
      for (int axis = sides / 2 - 1; axis >= 0; --axis) {
        const int along = look.side[static_cast<std::size_t>(axis)];
        const int back = look.side[static_cast<std::size_t>(axis + sides / 2)];
        if (along < 0 && back < 0) continue;
        bool crossed = false;
        for (int other = 0; other < axis; ++other)
          crossed = crossed || look.side[static_cast<std::size_t>(other)] >= 0 ||
                    look.side[static_cast<std::size_t>(other + sides / 2)] >= 0;
        if (!crossed) break;
        for (const int side : {axis, axis + sides / 2}) {
          const int colour = look.side[static_cast<std::size_t>(side)];
          if (colour < 0) continue;
          t.polygonBand(centre, linesEdgeMiddle(g, c, side), width + 2 * gap, GridColour);
        }
        for (const int side : {axis, axis + sides / 2}) {
          const int colour = look.side[static_cast<std::size_t>(side)];
          if (colour < 0) continue;
          t.polygonBand(centre, linesEdgeMiddle(g, c, side), width, linesColour(colour));
        }
        break;
      }
    }
    if (!t.rectangles() && !board.bridge(c))
      for (const std::int8_t colour : look.side)
        if (colour >= 0) {
          t.disc(centre, width / 2, linesColour(colour));
          break;
        }
    if (look.dot >= 0) {
      const float dot = std::max(3.0f, cell * 0.36f);
      t.disc(centre, dot + std::max(1.0f, cell * 0.05f), look.joined ? 0xffffff : darken(linesColour(look.dot), 0.55));
      t.disc(centre, dot, linesColour(look.dot));
    }
  }
  // Walls: a bright bar along the side, shared by the two cells, drawn again round every cell
  // drawn (a cell drawn anew covers the half of its neighbours' walls that lies in it).
  std::vector<std::uint8_t>& walled = walled_;
  walled.assign(static_cast<std::size_t>(n), 0);
  for (const int c : cells) {
    walled[static_cast<std::size_t>(c)] = 1;
    for (int side = 0; side < sides; ++side)
      if (const int m = linesGridNeighbour(board, c, side); m >= 0) walled[static_cast<std::size_t>(m)] = 1;
  }
  const float wall = std::max(2.0f, cell / 7);
  for (int c = 0; c < n; ++c) {
    if (walled[static_cast<std::size_t>(c)] == 0 || !board.present(c)) continue;
    const auto pts = g.corners(c);
    for (int side = 0; side < sides; ++side) {
      if (!board.wall(c, side)) continue;
      const SDL_FPoint a = pts[static_cast<std::size_t>(side)];
      const SDL_FPoint b = pts[static_cast<std::size_t>((side + 1) % sides)];
      t.band(a, b, wall, WallColour, false);
      t.disc(a, wall / 2, WallColour);
      t.disc(b, wall / 2, WallColour);
    }
  }
  t.draw(ui.renderer);
}

namespace {

// The editor's marks: a cross on each hole, the waiting dot as a square of its colour, a ring on
// the portal that waits for its other end.
template <typename InView>
void drawEditorMarks(SDL_Renderer* renderer, const FloodGeometry& g, const LinesBoard& board, const LinesLook& look,
                     const InView& inView) {
  const float cell = g.cellSize();
  LinesTriangles t;
  if (look.markHoles) {
    const float width = std::max(2.0f, cell / 10);
    for (int c = 0; c < board.cellCount(); ++c) {
      if (board.present(c) || !inView(c)) continue;
      const SDL_FPoint p = g.centre(c);
      const float r = cell * 0.28f;
      t.band({p.x - r, p.y - r}, {p.x + r, p.y + r}, width, HoleMark, false);
      t.band({p.x - r, p.y + r}, {p.x + r, p.y - r}, width, HoleMark, false);
    }
  }
  if (const int c = look.waitingDot; c >= 0 && c < board.cellCount() && look.waitingColour >= 0 && inView(c)) {
    const SDL_FPoint p = g.centre(c);
    const float half = cell * 0.3f;
    t.shape({{p.x - half, p.y - half}, {p.x + half, p.y - half}, {p.x + half, p.y + half}, {p.x - half, p.y + half}},
            linesColour(look.waitingColour));
  }
  if (look.pendingPortal >= 0 && look.pendingPortal < board.cellCount() && inView(look.pendingPortal)) {
    const auto pts = g.corners(look.pendingPortal);
    const SDL_FPoint centre = g.centre(look.pendingPortal);
    const float ring = std::max(2.0f, cell / 12);
    const auto in = inset(pts, centre, cell * 0.15f);
    for (std::size_t side = 0; side < in.size(); ++side) {
      t.band(in[side], in[(side + 1) % in.size()], ring, theme::Accent, false);
      t.disc(in[side], ring / 2, theme::Accent);
    }
  }
  t.draw(renderer);
}

}  // namespace

void drawLinesTop(UiContext& ui, const FloodGeometry& g, const LinesPosition& position, const LinesLook& look,
                  const SDL_Rect& within) {
  const LinesBoard& board = position.board();
  const int n = board.cellCount();
  const int sides = board.sides();
  const float cell = g.cellSize();
  const SDL_FRect seen{static_cast<float>(within.x), static_cast<float>(within.y), static_cast<float>(within.w),
                       static_cast<float>(within.h)};
  const auto inView = [&](int c) {
    const SDL_FPoint p = g.centre(c);
    return SDL_PointInFRect(&p, &seen) == SDL_TRUE;
  };
  drawEditorMarks(ui.renderer, g, board, look, inView);
  // The cursor: a ring round its cell, brighter while it carries a stroke.
  if (look.cursor >= 0 && look.cursor < n) {
    LinesTriangles t;
    const auto pts = g.corners(look.cursor);
    const float ring = std::max(2.0f, cell * (look.holding ? 0.12f : 0.08f));
    const std::uint32_t colour = look.holding ? 0xffffff : theme::Focus;
    for (int side = 0; side < sides; ++side) {
      const SDL_FPoint a = pts[static_cast<std::size_t>(side)];
      const SDL_FPoint b = pts[static_cast<std::size_t>((side + 1) % sides)];
      t.band(a, b, ring, colour, false);
      t.disc(a, ring / 2, colour);
    }
    t.draw(ui.renderer);
  }
  const int size = ui.assets != nullptr ? boardTextSize(ui, cell) : 0;
  if (size == 0) return;
  // Letters on the dots for colour-blind players, and each portal pair's number (text is drawn
  // on the screen, never into a kept texture, so every check sees where it lies).
  const float dot = std::max(3.0f, cell * 0.36f);
  static thread_local std::vector<int> portalPair;  // kept from frame to frame
  portalPairsInto(board, portalPair);
  for (int c = 0; c < n; ++c) {
    if (!inView(c)) continue;
    const SDL_FPoint p = g.centre(c);
    int colour = board.present(c) ? board.endpoint(c) : -1;
    if (c == look.waitingDot) colour = look.waitingColour;
    if (look.symbols && colour >= 0) {
      const SDL_Rect r{static_cast<int>(p.x - dot), static_cast<int>(p.y - dot), static_cast<int>(2 * dot),
                       static_cast<int>(2 * dot)};
      drawTextIn(*ui.assets, std::string(1, linesColourSymbol(colour)), FontStyle::Bold, size,
                 letterInkOn(linesColour(colour)), r);
      paceDraws(ui.renderer);
    }
    if (const int pair = portalPair[static_cast<std::size_t>(c)]; pair >= 0) {
      const SDL_Rect r{static_cast<int>(p.x - cell / 2), static_cast<int>(p.y - cell / 2), static_cast<int>(cell),
                       static_cast<int>(cell)};
      drawTextIn(*ui.assets, std::to_string(pair + 1), FontStyle::Bold, size, portalColourOf(pair), r);
      paceDraws(ui.renderer);
    }
  }
}

}  // namespace tileflow
