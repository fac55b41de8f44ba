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
constexpr std::uint32_t WarpColour = 0x4fd1c5;

std::uint32_t hueColour(double hue) {
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
class Triangles {
 public:
  void polygon(const std::vector<SDL_FPoint>& pts, std::uint32_t colour, Uint8 alpha = 255) {
    const int base = static_cast<int>(v_.size());
    const SDL_Color c = sdlColour(colour, alpha);
    for (const SDL_FPoint& p : pts) v_.push_back(SDL_Vertex{p, c, SDL_FPoint{0, 0}});
    for (int k = 1; k + 1 < static_cast<int>(pts.size()); ++k) {
      i_.push_back(base);
      i_.push_back(base + k);
      i_.push_back(base + k + 1);
    }
  }
  // A straight band `width` wide from a to b.
  void band(SDL_FPoint a, SDL_FPoint b, float width, std::uint32_t colour, Uint8 alpha = 255) {
    const float dx = b.x - a.x;
    const float dy = b.y - a.y;
    const float len = std::hypot(dx, dy);
    if (len <= 0) return;
    const float nx = -dy / len * width / 2;
    const float ny = dx / len * width / 2;
    polygon({{a.x + nx, a.y + ny}, {b.x + nx, b.y + ny}, {b.x - nx, b.y - ny}, {a.x - nx, a.y - ny}}, colour, alpha);
  }
  void disc(SDL_FPoint c, float r, std::uint32_t colour, Uint8 alpha = 255) {
    const int n = r < 6 ? 10 : 20;
    std::vector<SDL_FPoint> pts;
    for (int k = 0; k < n; ++k) {
      const float a = 6.2831853f * static_cast<float>(k) / static_cast<float>(n);
      pts.push_back({c.x + r * std::cos(a), c.y + r * std::sin(a)});
    }
    polygon(pts, colour, alpha);
  }
  void draw(SDL_Renderer* renderer) {
    if (i_.empty()) return;
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
    SDL_RenderGeometry(renderer, nullptr, v_.data(), static_cast<int>(v_.size()), i_.data(),
                       static_cast<int>(i_.size()));
    paceDraws(renderer);
    v_.clear();
    i_.clear();
  }

 private:
  std::vector<SDL_Vertex> v_;
  std::vector<int> i_;
};

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

// The cell across `side` on the board's own grid, ignoring wrap, walls and portals (-1 past the
// edge): where a line may be drawn straight to.
int gridNeighbour(const LinesBoard& board, int cell, int side) {
  return neighbourCell(board.topology(), cell % board.width(), cell / board.width(), side, board.width(),
                       board.height(), false);
}

// Black or white, whichever reads better on `colour`.
std::uint32_t inkOn(std::uint32_t colour) {
  const double y = 0.299 * ((colour >> 16) & 0xff) + 0.587 * ((colour >> 8) & 0xff) + 0.114 * (colour & 0xff);
  return y > 140 ? 0x10131f : 0xffffff;
}

}  // namespace

std::uint32_t linesColour(int c) {
  if (c < 0) return CellColour;
  if (c < static_cast<int>(LinesPalette.size())) return LinesPalette[static_cast<std::size_t>(c)];
  return hueColour(0.07 + 0.6180339887 * (c - static_cast<int>(LinesPalette.size())));
}

SDL_FPoint linesEdgeMiddle(const FloodGeometry& g, int cell, int side) {
  const auto pts = g.corners(cell);
  const SDL_FPoint a = pts[static_cast<std::size_t>(side) % pts.size()];
  const SDL_FPoint b = pts[static_cast<std::size_t>(side + 1) % pts.size()];
  return {(a.x + b.x) / 2, (a.y + b.y) / 2};
}

void drawLinesBoard(UiContext& ui, const FloodGeometry& g, const LinesPosition& position, const LinesLook& look) {
  const LinesBoard& board = position.board();
  const int n = board.cellCount();
  const int sides = board.sides();
  const float cell = g.cellSize();
  const float gap = std::max(1.0f, cell * 0.04f);
  Triangles t;

  // Portal pairs in cell order: pair k's ring colour and number.
  std::vector<int> portalPair(static_cast<std::size_t>(n), -1);
  for (int c = 0, pairs = 0; c < n; ++c) {
    const int partner = board.portalPartner(c);
    if (partner < c) continue;
    portalPair[static_cast<std::size_t>(c)] = portalPair[static_cast<std::size_t>(partner)] = pairs++;
  }
  const auto portalColour = [&](int c) {
    return PortalColours[static_cast<std::size_t>(portalPair[static_cast<std::size_t>(c)]) % PortalColours.size()];
  };
  // Cells: a dark grid between them, each tinted with the line that covers it.
  for (int c = 0; c < n; ++c) {
    const SDL_FPoint centre = g.centre(c);
    if (!board.present(c)) {
      if (portalPair[static_cast<std::size_t>(c)] < 0) continue;
      // A portal: a ring in its cell, numbered with its partner.
      t.polygon(g.corners(c), GridColour);
      t.disc(centre, cell * 0.40f, portalColour(c));
      t.disc(centre, cell * 0.30f, GridColour);
      continue;
    }
    const auto pts = g.corners(c);
    t.polygon(pts, GridColour);
    std::uint32_t fill = CellColour;
    if (board.bridge(c)) {
      fill = BridgeCell;
    } else if (const int owner = position.owner(c); owner >= 0) {
      fill = mixColour(CellColour, linesColour(owner), 0.30);
    }
    t.polygon(inset(pts, centre, gap), fill);
  }
  // Bridges: a lane along each axis, with rails, for the line that crosses it that way.
  for (int c = 0; c < n; ++c) {
    if (!board.present(c) || !board.bridge(c)) continue;
    for (int axis = 0; axis < sides / 2; ++axis) {
      if (((board.bridgeAxes(c) >> axis) & 1u) == 0) continue;
      const SDL_FPoint a = linesEdgeMiddle(g, c, axis);
      const SDL_FPoint b = linesEdgeMiddle(g, c, axis + sides / 2);
      t.band(a, b, cell * 0.46f, BridgeLane);
      const float dx = b.x - a.x;
      const float dy = b.y - a.y;
      const float len = std::hypot(dx, dy);
      if (len <= 0) continue;
      const float ox = -dy / len * cell * 0.23f;
      const float oy = dx / len * cell * 0.23f;
      const float rail = std::max(1.0f, cell * 0.035f);
      t.band({a.x + ox, a.y + oy}, {b.x + ox, b.y + oy}, rail, BridgeRail);
      t.band({a.x - ox, a.y - oy}, {b.x - ox, b.y - oy}, rail, BridgeRail);
    }
  }
  // Warps: a notch on each edge a line may leave by to come in on the opposite edge.
  if (board.wrap()) {
    for (int c = 0; c < n; ++c) {
      if (!board.present(c)) continue;
      for (int side = 0; side < sides; ++side) {
        if (gridNeighbour(board, c, side) >= 0 || board.next(c, side) < 0) continue;
        const auto pts = g.corners(c);
        const SDL_FPoint a = pts[static_cast<std::size_t>(side)];
        const SDL_FPoint b = pts[static_cast<std::size_t>((side + 1) % sides)];
        const SDL_FPoint mid{(a.x + b.x) / 2, (a.y + b.y) / 2};
        const SDL_FPoint centre = g.centre(c);
        const float k = 0.22f;
        const SDL_FPoint p{mid.x + (a.x - mid.x) * 0.35f, mid.y + (a.y - mid.y) * 0.35f};
        const SDL_FPoint q{mid.x + (b.x - mid.x) * 0.35f, mid.y + (b.y - mid.y) * 0.35f};
        const SDL_FPoint tip{mid.x + (centre.x - mid.x) * k, mid.y + (centre.y - mid.y) * k};
        t.polygon({p, q, tip}, WarpColour);
      }
    }
  }
  // Walls: a bright bar along the side, shared by the two cells.
  const float wall = std::max(2.0f, cell / 7);
  for (int c = 0; c < n; ++c) {
    if (!board.present(c)) continue;
    const auto pts = g.corners(c);
    for (int side = 0; side < sides; ++side) {
      if (!board.wall(c, side)) continue;
      const SDL_FPoint a = pts[static_cast<std::size_t>(side)];
      const SDL_FPoint b = pts[static_cast<std::size_t>((side + 1) % sides)];
      t.band(a, b, wall, WallColour);
      t.disc(a, wall / 2, WallColour);
      t.disc(b, wall / 2, WallColour);
    }
  }
  // Lines: from cell centre to cell centre, through an edge's middle where a warp or a portal
  // carries them elsewhere, rounded at every turn.
  const float width = std::max(2.0f, cell * 0.30f);
  for (int colour = 0; colour < board.colours(); ++colour) {
    const std::vector<int>& line = position.line(colour);
    if (line.empty()) continue;
    const std::uint32_t fill = linesColour(colour);
    const bool flash = colour == look.flash;
    auto segment = [&](SDL_FPoint a, SDL_FPoint b) {
      if (flash) t.band(a, b, width + 2 * gap + 2, 0xffffff);
      t.band(a, b, width, fill);
    };
    int came = -1;  // the side the line left the cell before by
    for (std::size_t i = 0; i + 1 < line.size(); ++i) {
      const int a = line[i];
      const int b = line[i + 1];
      int side = -1;
      if (board.bridge(a) && came >= 0 && board.next(a, came) == b) side = came;
      for (int s = 0; s < sides && side < 0; ++s)
        if (board.next(a, s) == b) side = s;
      if (side < 0) continue;
      came = side;
      if (gridNeighbour(board, a, side) == b) {
        segment(g.centre(a), g.centre(b));
      } else {
        segment(g.centre(a), linesEdgeMiddle(g, a, side));
        segment(linesEdgeMiddle(g, b, board.opposite(side)), g.centre(b));
      }
    }
    for (const int c : line)
      if (!board.bridge(c)) t.disc(g.centre(c), width / 2, fill);
  }
  // Dots: the colour on a dark ring, ringed in white once the pair is joined.
  const float dot = std::max(3.0f, cell * 0.36f);
  for (int c = 0; c < n; ++c) {
    const int colour = board.present(c) ? board.endpoint(c) : -1;
    if (colour < 0) continue;
    const SDL_FPoint centre = g.centre(c);
    const bool joined = position.joined(colour);
    t.disc(centre, dot + std::max(1.0f, cell * 0.05f), joined ? 0xffffff : darken(linesColour(colour), 0.55));
    t.disc(centre, dot, linesColour(colour));
  }
  // The cursor: a ring round its cell, brighter while it carries a stroke.
  if (look.cursor >= 0 && look.cursor < n) {
    const auto pts = g.corners(look.cursor);
    const float ring = std::max(2.0f, cell * (look.holding ? 0.12f : 0.08f));
    const std::uint32_t colour = look.holding ? 0xffffff : theme::Focus;
    for (int side = 0; side < sides; ++side) {
      const SDL_FPoint a = pts[static_cast<std::size_t>(side)];
      const SDL_FPoint b = pts[static_cast<std::size_t>((side + 1) % sides)];
      t.band(a, b, ring, colour);
      t.disc(a, ring / 2, colour);
    }
  }
  t.draw(ui.renderer);

  if (ui.assets == nullptr) return;
  // Letters on the dots for colour-blind players, and each portal pair's number: where a cell has
  // room for text of the least readable size.
  const int least = minimumTextPixels(ui.metrics.width, ui.metrics.height);
  const int size = std::max(least, static_cast<int>(cell * 0.5f));
  if (cell < static_cast<float>(least) * 1.4f) return;
  for (int c = 0; c < n; ++c) {
    const SDL_FPoint p = g.centre(c);
    const int colour = board.present(c) ? board.endpoint(c) : -1;
    if (look.symbols && colour >= 0) {
      const SDL_Rect r{static_cast<int>(p.x - dot), static_cast<int>(p.y - dot), static_cast<int>(2 * dot),
                       static_cast<int>(2 * dot)};
      drawTextIn(*ui.assets, std::string(1, linesColourSymbol(colour)), FontStyle::Bold, size,
                 inkOn(linesColour(colour)), r);
    }
    if (const int pair = portalPair[static_cast<std::size_t>(c)]; pair >= 0) {
      const SDL_Rect r{static_cast<int>(p.x - cell / 2), static_cast<int>(p.y - cell / 2), static_cast<int>(cell),
                       static_cast<int>(cell)};
      drawTextIn(*ui.assets, std::to_string(pair + 1), FontStyle::Bold, size, portalColour(c), r);
    }
  }
}

}  // namespace tileflow
