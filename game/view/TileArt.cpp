// TileArt: a tile's picture as SVG, composed from per-side pieces.
#include "game/view/TileArt.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <initializer_list>
#include <vector>

#include "engine/core/Plane.hpp"
#include "engine/ui/Colour.hpp"
#include "game/view/Land.hpp"

namespace tileflow {

namespace {

constexpr std::uint32_t Glow = 0xffe066;
constexpr std::uint32_t LooseColour = 0xff4f2e;

// The tile's box: square tiles fill 100×100; a pointy-top hex tile is 100 wide (flat side to
// flat side) and 100·2/√3 tall, its centre in the middle.
struct Frame {
  int sides = 4;
  double height = 100;
  Point centre{50, 50};
  std::array<Point, 6> direction{};  // from the centre towards each side's midpoint, clockwise

  static Frame of(int sides) {
    Frame f;
    f.sides = sides == 6 ? 6 : 4;
    if (f.sides == 4) {
      f.direction = {{{0, -1}, {1, 0}, {0, 1}, {-1, 0}, {0, 0}, {0, 0}}};
      return f;
    }
    f.height = 200 / std::sqrt(3.0);
    f.centre = {50, f.height / 2};
    const double pi = std::acos(-1.0);
    for (int k = 0; k < 6; ++k) {  // NE E SE SW W NW: 60° apart from -60°
      const double a = (-60 + 60 * k) * pi / 180;
      f.direction[static_cast<std::size_t>(k)] = {std::cos(a), std::sin(a)};
    }
    return f;
  }
  // The point `reach` from the centre towards side `side` (51 reaches just past the edge).
  Point edgePoint(int side, double reach = 51) const {
    const Point d = direction[static_cast<std::size_t>(side)];
    return {centre.x + d.x * reach, centre.y + d.y * reach};
  }
  // The corner of a hex `r` from the centre at clockwise angle `degrees` from east.
  Point corner(double degrees, double r) const {
    const double a = degrees * std::acos(-1.0) / 180;
    return {centre.x + std::cos(a) * r, centre.y + std::sin(a) * r};
  }
};
// Normal to the left of travel direction d.
Point leftOf(Point d) { return {d.y, -d.x}; }

// One stroke path of a channel: a line, or a quadratic curve for a bend.
struct Stroke {
  Point a;
  Point c;
  Point b;
  bool curve = false;

  Stroke shifted(double o) const {
    Stroke s = *this;
    const Point da{c.x - a.x, c.y - a.y};
    const Point db{b.x - c.x, b.y - c.y};
    auto unit = [](Point p) {
      const double len = std::max(1e-9, std::hypot(p.x, p.y));
      return Point{p.x / len, p.y / len};
    };
    const Point na = leftOf(unit(curve ? da : Point{b.x - a.x, b.y - a.y}));
    const Point nb = leftOf(unit(curve ? db : Point{b.x - a.x, b.y - a.y}));
    s.a = {a.x + na.x * o, a.y + na.y * o};
    s.b = {b.x + nb.x * o, b.y + nb.y * o};
    s.c = curve ? Point{c.x + (na.x + nb.x) * o, c.y + (na.y + nb.y) * o}
                : Point{(s.a.x + s.b.x) / 2, (s.a.y + s.b.y) / 2};
    return s;
  }

  std::string d() const {
    char buf[128];
    if (curve)
      std::snprintf(buf, sizeof buf, "M%.2f %.2fQ%.2f %.2f %.2f %.2f", a.x, a.y, c.x, c.y, b.x, b.y);
    else
      std::snprintf(buf, sizeof buf, "M%.2f %.2fL%.2f %.2f", a.x, a.y, b.x, b.y);
    return buf;
  }
};

enum class Art { Road, Path, Water, Rail, Pipe, Wire };

Art artOf(const std::string& name) {
  if (name == "path") return Art::Path;
  if (name == "water") return Art::Water;
  if (name == "rail") return Art::Rail;
  if (name == "pipe") return Art::Pipe;
  if (name == "wire") return Art::Wire;
  return Art::Road;
}

double baseWidth(Art art) {
  switch (art) {
    case Art::Road:
      return 26;
    case Art::Path:
      return 15;
    case Art::Water:
      return 24;
    case Art::Rail:
      return 22;
    case Art::Pipe:
      return 18;
    case Art::Wire:
      return 7;
  }
  return 20;
}

class Svg {
 public:
  explicit Svg(double height = 100) {
    char buf[160];
    std::snprintf(buf, sizeof buf,
                  "<svg xmlns='http://www.w3.org/2000/svg' width='100' height='%.2f' viewBox='0 0 100 %.2f'>", height,
                  height);
    out_ = buf;
  }
  std::string& raw() { return out_; }

  void stroke(const std::vector<Stroke>& strokes, double offset, double width, std::uint32_t colour,
              double opacity = 1.0, const char* dash = nullptr, const char* cap = "round",
              const char* transform = nullptr) {
    std::string d;
    for (const Stroke& s : strokes) d += (offset == 0 ? s : s.shifted(offset)).d();
    char buf[160];
    out_ += "<path d='" + d + "' fill='none' stroke='" + svgColour(colour) + "'";
    std::snprintf(buf, sizeof buf, " stroke-width='%.2f' stroke-linecap='%s' stroke-linejoin='round'", width, cap);
    out_ += buf;
    if (opacity < 1.0) {
      std::snprintf(buf, sizeof buf, " stroke-opacity='%.2f'", opacity);
      out_ += buf;
    }
    if (dash != nullptr) out_ += std::string(" stroke-dasharray='") + dash + "'";
    if (transform != nullptr) out_ += std::string(" transform='") + transform + "'";
    out_ += "/>";
  }

  void circle(Point p, double r, std::uint32_t fill, double opacity = 1.0, std::uint32_t strokeColour = 0,
              double strokeWidth = 0) {
    char buf[256];
    std::snprintf(buf, sizeof buf, "<circle cx='%.2f' cy='%.2f' r='%.2f' fill='%s' fill-opacity='%.2f'", p.x, p.y, r,
                  svgColour(fill).c_str(), opacity);
    out_ += buf;
    if (strokeWidth > 0) {
      std::snprintf(buf, sizeof buf, " stroke='%s' stroke-width='%.2f'", svgColour(strokeColour).c_str(), strokeWidth);
      out_ += buf;
    }
    out_ += "/>";
  }

  std::string finish() {
    out_ += "</svg>";
    return std::move(out_);
  }

 private:
  std::string out_;
};

struct Piece {
  int side;
  Signature sig;
};

struct ChannelShape {
  std::vector<Piece> pieces;
  Height height = Height::Low;  // the highest side: decides drawing order
  bool uniform = true;          // every side the same flow and height
};

// Strokes that carry a channel: one path through the centre for ends, straights and bends,
// spokes to the centre for junctions and mixed channels.
std::vector<Stroke> strokesOf(const Frame& f, const std::vector<int>& sides) {
  std::vector<Stroke> out;
  const Point centre = f.centre;
  if (sides.size() == 2) {
    const int a = sides[0];
    const int b = sides[1];
    out.push_back({f.edgePoint(a), centre, f.edgePoint(b), (a + f.sides / 2) % f.sides != b});
    return out;
  }
  for (int s : sides) out.push_back({f.edgePoint(s), centre, centre, false});
  return out;
}

// Width of the edge each flow wears along both sides, in tile units.
constexpr double EdgeWidth = 2.6;

// Draws strokes in one flow's style at one height, on `ground`.
//
// Heights must read at 20-pixel tiles and without colour, so each is a different band of light
// and dark round the flow rather than a tint: a low flow runs narrow in a wide dark cutting with
// hatched banks; a normal flow lies on the ground with only its thin edge; a high flow rides a
// white deck with a dark rim, guard rails and a drop shadow that falls a pixel away from it.
void drawFlow(Svg& svg, const Frame& f, const std::vector<Stroke>& strokes, const FlowKind& flow, Height height,
              bool lit, std::uint32_t ground) {
  const Art art = artOf(flow.art);
  const std::uint32_t colour = flow.colour;
  double w = baseWidth(art);
  if (height == Height::Low) w *= 0.66;
  if (height == Height::High) w *= 0.95;
  const bool lightFlow = luma(colour) > 150;
  const std::uint32_t detail = lightFlow ? darken(colour, 0.55) : lighten(colour, 0.75);

  if (lit) {
    svg.stroke(strokes, 0, w + 22, Glow, 0.45);
    svg.stroke(strokes, 0, w + 12, lighten(Glow, 0.4), 0.65);
  }
  // On a hex tile the bands are narrower: past the hexagon's slanted sides their round ends
  // would reach over the neighbours' corners.
  const double band = f.sides == 6 ? 0.55 : 1.0;
  std::uint32_t surround = ground;
  if (height == Height::Low) {
    // A cutting: a floor below the ground between two dark rims, wider than the flow on both sides.
    surround = trenchColour(ground);
    svg.stroke(strokes, 0, w + 30 * band, darken(ground, 0.8));
    svg.stroke(strokes, 0, w + 30 * band, darken(ground, 0.45), 0.9, "1.6 4.4", "butt");
    svg.stroke(strokes, 0, w + 19 * band, darken(ground, 0.8));
    svg.stroke(strokes, 0, w + 17 * band, surround);
  } else if (height == Height::High) {
    // A deck: drop shadow, dark rim and white deck; the guard rails go on after the flow.
    surround = DeckColour;
    svg.stroke(strokes, 0, w + 31 * band, 0x000000, 0.55, nullptr, "round",
               f.sides == 6 ? "translate(1.4 2)" : "translate(5 7)");
    svg.stroke(strokes, 0, w + 31 * band, darken(ground, 0.75));
    svg.stroke(strokes, 0, w + 21 * band, DeckColour);
  }
  // The flow's edge: dark or light, whichever stands out from what lies round it.
  const std::uint32_t edge = flowEdge(colour, surround);
  if (art == Art::Rail) {
    // Along the sleepers' ends only, so the ground still shows between the sleepers.
    svg.stroke(strokes, (w + EdgeWidth) / 2, EdgeWidth, edge, 1.0, nullptr, "butt");
    svg.stroke(strokes, -(w + EdgeWidth) / 2, EdgeWidth, edge, 1.0, nullptr, "butt");
  } else {
    svg.stroke(strokes, 0, w + 2 * EdgeWidth, edge);
  }
  const std::uint32_t main = lit ? lighten(colour, 0.12) : colour;
  switch (art) {
    case Art::Road:
      svg.stroke(strokes, 0, w, main);
      svg.stroke(strokes, w / 2 - 2.6, 1.1, detail, 0.7, nullptr, "butt");
      svg.stroke(strokes, -(w / 2 - 2.6), 1.1, detail, 0.7, nullptr, "butt");
      svg.stroke(strokes, 0, 1.8, lightFlow ? darken(colour, 0.5) : 0xffe680, 0.95, "5.5 4.5", "butt");
      break;
    case Art::Path:
      svg.stroke(strokes, 0, w, darken(main, 0.2));
      svg.stroke(strokes, 0, w - 4, main);
      svg.stroke(strokes, 0, 2.4, lighten(main, 0.5), 0.9, "0.1 5.2");
      break;
    case Art::Water:
      svg.stroke(strokes, 0, w, main);
      svg.stroke(strokes, -w / 5, 2.0, lighten(main, 0.55), 0.85, "7 6");
      svg.stroke(strokes, w / 4, 1.5, lighten(main, 0.35), 0.7, "4 9");
      break;
    case Art::Rail:
      svg.stroke(strokes, 0, w, darken(main, 0.05), 1.0, "3.2 3.4", "butt");
      svg.stroke(strokes, w * 0.3, 2.6, 0x34353a);
      svg.stroke(strokes, -w * 0.3, 2.6, 0x34353a);
      break;
    case Art::Pipe:
      svg.stroke(strokes, 0, w, main);
      svg.stroke(strokes, -w / 4, 3, lighten(main, 0.5), 0.8);
      svg.stroke(strokes, 0, w + 2 * EdgeWidth, edge, 1.0, "3 38", "butt");
      break;
    case Art::Wire:
      svg.stroke(strokes, 0, w, main);
      svg.stroke(strokes, 0, 1.6, lighten(main, 0.6), 0.8);
      break;
  }
  if (height == Height::High) {
    svg.stroke(strokes, w / 2 + 7.2 * band, 2.8 * band, 0x3c414d, 0.95);
    svg.stroke(strokes, -(w / 2 + 7.2 * band), 2.8 * band, 0x3c414d, 0.95);
  }
}

// A dead end gets a terminal at the centre (a station, spring, socket...), so it reads as a
// destination rather than a broken piece.
void drawTerminal(Svg& svg, const Frame& f, const FlowKind& flow, Height height, bool lit, std::uint32_t ground) {
  const double w = baseWidth(artOf(flow.art));
  const double r = std::max(9.0, w * 0.62 + 4);
  const Point c = f.centre;
  if (lit) svg.circle(c, r + 7, Glow, 0.5);
  std::uint32_t surround = ground;
  if (height == Height::High) {
    surround = DeckColour;
    const double drop = f.sides == 6 ? 0.55 : 1.0;
    svg.circle({c.x + 5 * drop, c.y + 7 * drop}, r + 6.5, 0x000000, 0.55);
    svg.circle(c, r + 6.5, darken(ground, 0.75));
    svg.circle(c, r + 3.5, DeckColour);
  } else if (height == Height::Low) {
    surround = trenchColour(ground);
    svg.circle(c, r + 7, surround, 1.0, darken(ground, 0.78), 3.6);
  }
  svg.circle(c, r + EdgeWidth, flowEdge(flow.colour, surround));
  svg.circle(c, r, lit ? lighten(flow.colour, 0.12) : flow.colour);
  svg.circle(c, r * 0.42, 0xffffff, 0.92);
}

// A land's texture on a tile's ground: a few light strokes or dots round the middle, clear of
// where flows run only by chance. Drawn in a 100-unit box round `c`, turned `degrees`.
std::string motifOf(Motif motif, Point c, std::uint32_t colour, double degrees, double opacity) {
  std::string out;
  char buf[240];
  std::snprintf(buf, sizeof buf, "<g transform='rotate(%.1f %.2f %.2f) translate(%.2f %.2f)' opacity='%.2f'>", degrees,
                c.x, c.y, c.x, c.y, opacity);
  out += buf;
  const std::string ink = svgColour(colour);
  auto strokes = [&](const char* d, double width) {
    std::snprintf(buf, sizeof buf, "' fill='none' stroke='%s' stroke-width='%.2f' stroke-linecap='round' ", ink.c_str(),
                  width);
    out += std::string("<path d='") + d + buf + "stroke-linejoin='round'/>";
  };
  auto fills = [&](const char* d, std::uint32_t fill) {
    out += std::string("<path d='") + d + "' fill='" + svgColour(fill) + "'/>";
  };
  auto dots = [&](std::initializer_list<std::array<double, 3>> list, std::uint32_t fill) {
    for (const auto& p : list) {
      std::snprintf(buf, sizeof buf, "<circle cx='%.1f' cy='%.1f' r='%.1f' fill='%s'/>", p[0], p[1], p[2],
                    svgColour(fill).c_str());
      out += buf;
    }
  };
  switch (motif) {
    case Motif::None:
      return {};
    case Motif::Grass:  // tufts of three blades
      strokes(
          "M-30 -16l2 -7M-27 -16l1 -9M-24 -16l-1 -6M20 -26l2 -7M23 -26l1 -9M26 -26l-1 -6"
          "M22 28l2 -7M25 28l1 -9M28 28l-1 -6M-26 30l2 -7M-23 30l1 -9M-20 30l-1 -6",
          2.4);
      break;
    case Motif::Cobbles:  // setts in the corners
      strokes(
          "M-38 -38h12v9h-12zM-24 -38h12v9h-12zM-31 -27h12v9h-12zM26 -38h12v9h-12zM12 -38h12v9h-12z"
          "M19 -27h12v9h-12zM-38 29h12v9h-12zM-24 29h12v9h-12zM-31 18h12v9h-12zM26 29h12v9h-12z"
          "M12 29h12v9h-12zM19 18h12v9h-12z",
          1.8);
      break;
    case Motif::Leaves:  // fallen leaves and a twig
      fills("M-30 -24q8 -8 14 0q-8 8 -14 0zM22 -32q8 -6 12 2q-8 6 -12 -2zM18 24q8 -8 14 0q-8 8 -14 0z", colour);
      fills("M-34 24q6 -9 13 -3q-6 9 -13 3z", colour);
      strokes("M-36 -10l12 5M-30 -7l3 -5M24 -12l12 4", 1.8);
      break;
    case Motif::Cracks:  // angular fissures
      strokes("M-40 -30l9 5l4 -4l8 6M22 -40l4 9l-5 5l6 8M18 40l6 -8l8 2l6 -7M-40 22l8 3l3 7l9 2", 2.2);
      break;
    case Motif::Ripples:  // wind ripples in sand
      strokes("M-40 -26q6 -5 12 0t12 0M12 -34q6 -5 12 0t12 0M14 26q6 -5 12 0t12 0M-38 32q6 -5 12 0t12 0", 2.2);
      dots({{-26, 16, 2.2}, {30, -14, 1.8}}, colour);
      break;
    case Motif::Plates:  // plate seams and rivets
      strokes("M-42 -22h18M24 -22h18M-42 22h18M24 22h18M-22 -42v16M22 -42v16M-22 26v16M22 26v16", 1.8);
      dots({{-34, -34, 2.4}, {34, -34, 2.4}, {-34, 34, 2.4}, {34, 34, 2.4}}, colour);
      break;
    case Motif::Embers:  // dark cinders and glowing embers
      dots({{-30, -26, 3.0}, {26, -30, 2.4}, {30, 24, 3.0}, {-24, 30, 2.4}, {-36, 6, 1.8}, {36, -6, 1.8}}, colour);
      dots({{-22, -32, 2.0}, {32, 30, 2.0}, {-30, 24, 1.6}, {20, -24, 1.6}}, 0xf26b1d);
      break;
    case Motif::Sparkles:  // glints on snow
      strokes("M-30 -32v12M-36 -26h12M24 -36v10M19 -31h10M28 20v12M22 26h12M-28 22v10M-33 27h10", 2.0);
      dots({{-40, 0, 1.8}, {38, -10, 1.8}, {2, 40, 1.6}}, colour);
      break;
    case Motif::Dunes:  // long dune crests
      strokes("M-44 -20q14 -14 30 -8t22 -12M8 34q14 -14 30 -8M-44 30q12 -10 24 -4M18 -38q10 -6 22 -2", 2.4);
      break;
    case Motif::Gravel:  // stones of the ballast
      dots({{-34, -32, 2.6},
            {-24, -36, 2.0},
            {-30, -22, 2.2},
            {26, -34, 2.4},
            {34, -26, 2.0},
            {22, -24, 1.8},
            {28, 30, 2.6},
            {36, 22, 2.0},
            {22, 36, 2.2},
            {-30, 28, 2.4},
            {-22, 36, 1.8},
            {-36, 20, 2.0},
            {-40, -4, 1.8},
            {40, 4, 1.8}},
           colour);
      break;
  }
  out += "</g>";
  return out;
}

// A hex outline `r` from the centre to its corners, as path data.
std::string hexPath(const Frame& f, double r, double dx = 0, double dy = 0) {
  std::string d;
  char buf[64];
  for (int k = 0; k < 6; ++k) {
    const Point p = f.corner(-90 + 60 * k, r);
    std::snprintf(buf, sizeof buf, "%c%.2f %.2f", k == 0 ? 'M' : 'L', p.x + dx, p.y + dy);
    d += buf;
  }
  return d + "Z";
}

// Path data of a landmark badge's shape, `r` its size (the circle's radius) round `c`.
std::string badgePath(LandmarkShape shape, Point c, double r) {
  const double pi = std::acos(-1.0);
  std::string d;
  char buf[96];
  auto polygon = [&](const std::vector<Point>& points) {
    for (std::size_t k = 0; k < points.size(); ++k) {
      std::snprintf(buf, sizeof buf, "%c%.2f %.2f", k == 0 ? 'M' : 'L', points[k].x, points[k].y);
      d += buf;
    }
    d += "Z";
  };
  // `n` corners at radius `radius`, the first at `degrees` (clockwise from east), alternating
  // with `inner` (0: none) between them.
  auto regular = [&](int n, double radius, double degrees, double inner = 0) {
    std::vector<Point> points;
    for (int k = 0; k < n; ++k) {
      const double a = (degrees + 360.0 * k / n) * pi / 180;
      points.push_back({c.x + std::cos(a) * radius, c.y + std::sin(a) * radius});
      if (inner > 0) {
        const double b = (degrees + 360.0 * (k + 0.5) / n) * pi / 180;
        points.push_back({c.x + std::cos(b) * inner, c.y + std::sin(b) * inner});
      }
    }
    polygon(points);
  };
  switch (shape) {
    case LandmarkShape::Circle:
    case LandmarkShape::Ring:
      std::snprintf(buf, sizeof buf, "M%.2f %.2fa%.2f %.2f 0 1 0 %.2f 0a%.2f %.2f 0 1 0 %.2f 0Z", c.x - r, c.y, r, r,
                    2 * r, r, r, -2 * r);
      d = buf;
      break;
    case LandmarkShape::Square: {
      const double h = r * 0.86;
      polygon({{c.x - h, c.y - h}, {c.x + h, c.y - h}, {c.x + h, c.y + h}, {c.x - h, c.y + h}});
      break;
    }
    case LandmarkShape::Triangle: {
      // Point up, its centroid a little below the centre so it sits as tall as the others.
      const Point m{c.x, c.y + r * 0.12};
      const double t = r * 1.3;
      polygon({{m.x, m.y - t}, {m.x + t * 0.866, m.y + t * 0.5}, {m.x - t * 0.866, m.y + t * 0.5}});
      break;
    }
    case LandmarkShape::Diamond:
      regular(4, r * 1.2, -90);
      break;
    case LandmarkShape::Star:
      regular(5, r * 1.28, -90, r * 0.56);
      break;
    case LandmarkShape::Hexagon:
      regular(6, r * 1.04, 0);
      break;
    case LandmarkShape::Cross: {
      const double a = r * 0.4;   // half the arm's width
      const double l = r * 1.08;  // half the arm's length
      polygon({{c.x - a, c.y - l},
               {c.x + a, c.y - l},
               {c.x + a, c.y - a},
               {c.x + l, c.y - a},
               {c.x + l, c.y + a},
               {c.x + a, c.y + a},
               {c.x + a, c.y + l},
               {c.x - a, c.y + l},
               {c.x - a, c.y + a},
               {c.x - l, c.y + a},
               {c.x - l, c.y - a},
               {c.x - a, c.y - a}});
      break;
    }
  }
  return d;
}

constexpr std::uint32_t BadgeOutline = 0x161a2c;

// A landmark's badge at `c`: the kind's shape in its colour with a dark outline (the shape tells
// kinds apart without colour); a joined kind's badge gets a bright ring with a glow.
void drawBadge(std::string& out, const LandmarkKind& kind, Point c, double r, bool lit) {
  char buf[512];
  if (lit) {
    std::snprintf(buf, sizeof buf,
                  "<circle cx='%.2f' cy='%.2f' r='%.2f' fill='%s' fill-opacity='0.55'/>"
                  "<circle cx='%.2f' cy='%.2f' r='%.2f' fill='none' stroke='%s' stroke-width='8.5'/>"
                  "<circle cx='%.2f' cy='%.2f' r='%.2f' fill='none' stroke='#ffffff' stroke-width='4.5'/>",
                  c.x, c.y, r * 1.95, svgColour(Glow).c_str(), c.x, c.y, r * 1.62, svgColour(BadgeOutline).c_str(), c.x,
                  c.y, r * 1.62);
    out += buf;
  }
  const std::string d = badgePath(kind.shape, c, r);
  // A soft shadow, then the outline, then the fill.
  std::snprintf(buf, sizeof buf, "<path d='%s' transform='translate(1.6 2.2)' fill='#000000' fill-opacity='0.3' ",
                d.c_str());
  out += buf;
  out += "stroke='#000000' stroke-opacity='0.3' stroke-width='6' stroke-linejoin='round'/>";
  if (kind.shape == LandmarkShape::Ring) {
    // A ring: a thick circle stroke with a dark edge on both sides, the middle left open.
    const double mid = r * 0.68;
    std::snprintf(buf, sizeof buf,
                  "<circle cx='%.2f' cy='%.2f' r='%.2f' fill='none' stroke='%s' stroke-width='%.2f'/>"
                  "<circle cx='%.2f' cy='%.2f' r='%.2f' fill='none' stroke='%s' stroke-width='%.2f'/>",
                  c.x, c.y, mid, svgColour(BadgeOutline).c_str(), r * 0.64 + 6, c.x, c.y, mid,
                  svgColour(kind.colour).c_str(), r * 0.64);
    out += buf;
    return;
  }
  out += "<path d='" + d + "' fill='" + svgColour(kind.colour) + "' stroke='" + svgColour(BadgeOutline) +
         "' stroke-width='6' stroke-linejoin='round'/>";
  // A light glint on the upper left, so the badge reads as an object on the tile.
  std::snprintf(buf, sizeof buf, "<circle cx='%.2f' cy='%.2f' r='%.2f' fill='#ffffff' fill-opacity='0.45'/>",
                c.x - r * 0.32, c.y - r * 0.32, r * 0.2);
  out += buf;
}

constexpr double BadgeSize = 19;

}  // namespace

std::string TileArt::landmarkBadge(const LandmarkKind& kind, bool lit) {
  Svg svg;
  drawBadge(svg.raw(), kind, Point{50, 50}, lit ? 24 : 36, lit);
  return svg.finish();
}

std::string TileArt::tile(const Catalog& catalog, const TileType& type, int rotation, const TileLook& look) {
  const Frame f = Frame::of(type.topo().sides());
  Svg svg(f.height);
  // Every tile, blank ones too, takes the ground of the level's land.
  const Land& land = landAt(look.land);
  const std::uint32_t ground = look.locked ? lockedGround(land) : land.colour;
  char buf[1024];
  if (f.sides == 6) {
    // The hex body: shadow, gradient ground with a dark rim, and a light inner line.
    const double r = f.height / 2;
    std::snprintf(buf, sizeof buf,
                  "<defs><linearGradient id='g' gradientUnits='userSpaceOnUse' x1='0' y1='0' x2='30' y2='%.2f'><stop "
                  "offset='0' stop-color='%s'/><stop offset='1' stop-color='%s'/></linearGradient></defs>"
                  "<path d='%s' fill='#000000' fill-opacity='0.35' stroke='#000000' stroke-opacity='0.35' "
                  "stroke-width='2' stroke-linejoin='round'/>"
                  "<path d='%s' fill='url(#g)' stroke='%s' stroke-width='1.2' stroke-linejoin='round'/>"
                  "<path d='%s' fill='none' stroke='#ffffff' stroke-opacity='0.55' stroke-width='1.6' "
                  "stroke-linejoin='round'/>",
                  f.height, svgColour(groundLight(ground)).c_str(), svgColour(groundDark(ground)).c_str(),
                  hexPath(f, r - 2.2, 0, 1).c_str(), hexPath(f, r - 2.2).c_str(),
                  svgColour(darken(ground, 0.45)).c_str(), hexPath(f, r - 5.2).c_str());
  } else {
    std::snprintf(buf, sizeof buf,
                  "<defs><linearGradient id='g' gradientUnits='userSpaceOnUse' x1='0' y1='0' x2='30' y2='100'><stop "
                  "offset='0' stop-color='%s'/>"
                  "<stop offset='1' stop-color='%s'/></linearGradient></defs>"
                  "<rect x='2' y='2.5' width='96' height='96' rx='13' fill='#000000' fill-opacity='0.35'/>"
                  "<rect x='2' y='1.5' width='96' height='95' rx='13' fill='url(#g)' stroke='%s' stroke-width='1.2'/>"
                  "<rect x='4.5' y='4' width='91' height='90' rx='11' fill='none' stroke='#ffffff' "
                  "stroke-opacity='0.55' stroke-width='1.6'/>",
                  svgColour(groundLight(ground)).c_str(), svgColour(groundDark(ground)).c_str(),
                  svgColour(darken(ground, 0.45)).c_str());
  }
  svg.raw() += buf;
  // The land's texture belongs to the tile: it turns with it.
  svg.raw() += motifOf(land.motif, f.centre, land.texture, 360.0 / f.sides * rotation, 0.6);

  // Turned by the tile's own topology.
  const int sides = f.sides;
  std::array<ChannelShape, MaxChannels> channels{};
  for (int s = 0; s < sides; ++s) {
    const Signature sig = type.sideAt(s, rotation);
    const int ch = type.channelAt(s, rotation);
    if (!hasFlow(sig) || ch < 0 || ch >= MaxChannels) continue;
    ChannelShape& shape = channels[static_cast<std::size_t>(ch)];
    if (!shape.pieces.empty() && shape.pieces.front().sig != sig) shape.uniform = false;
    shape.pieces.push_back({s, sig});
    if (heightOf(sig) > shape.height || shape.pieces.size() == 1) shape.height = std::max(shape.height, heightOf(sig));
  }
  std::vector<int> order;
  for (int c = 0; c < type.channelCount && c < MaxChannels; ++c)
    if (!channels[static_cast<std::size_t>(c)].pieces.empty()) order.push_back(c);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    return channels[static_cast<std::size_t>(a)].height < channels[static_cast<std::size_t>(b)].height;
  });

  for (int c : order) {
    const ChannelShape& shape = channels[static_cast<std::size_t>(c)];
    const bool lit = (look.litChannels >> c) & 1;
    if (shape.uniform) {
      std::vector<int> sideList;
      for (const Piece& p : shape.pieces) sideList.push_back(p.side);
      const FlowKind& flow = catalog.flow(flowOf(shape.pieces.front().sig));
      const Height h = heightOf(shape.pieces.front().sig);
      drawFlow(svg, f, strokesOf(f, sideList), flow, h, lit, ground);
      // A landmark's badge takes the place of an end's terminal.
      if (sideList.size() == 1 && look.landmark == 0) drawTerminal(svg, f, flow, h, lit, ground);
    } else {
      // A channel that changes flow or height (ramp, road becoming a path): each side in its
      // own style to the centre; the widest hub goes last so the join is tidy.
      for (const Piece& p : shape.pieces)
        drawFlow(svg, f, strokesOf(f, {p.side}), catalog.flow(flowOf(p.sig)), heightOf(p.sig), lit, ground);
    }
  }

  if (look.landmark >= 1 && look.landmark <= 8)
    drawBadge(svg.raw(), catalog.landmarkKind(look.landmark), f.centre, BadgeSize, look.landmarkLit);

  if (look.locked) {
    // Corner pins: a locked tile cannot be turned.
    std::vector<Point> pins = {Point{13, 13}, Point{87, 13}, Point{13, 86}, Point{87, 86}};
    if (f.sides == 6)
      pins = {f.corner(-90, f.height / 2 - 12), f.corner(30, f.height / 2 - 12), f.corner(150, f.height / 2 - 12)};
    for (Point p : pins) {
      svg.circle({p.x + 0.8, p.y + 1.2}, 4.6, 0x000000, 0.3);
      svg.circle(p, 4.4, 0x8c95a8, 1.0, 0x3d4352, 1.3);
      svg.circle({p.x - 1.2, p.y - 1.2}, 1.5, 0xffffff, 0.8);
    }
  }
  if (look.inLoop) {
    // A loop where the rules forbid one: a red rim round the tile, dashed for colour-blind eyes.
    const char* dash = look.colourBlind ? " stroke-dasharray='9 6'" : "";
    if (f.sides == 6) {
      std::snprintf(buf, sizeof buf,
                    "<path d='%s' fill='none' stroke='%s' stroke-width='5' stroke-linejoin='round'%s/>",
                    hexPath(f, f.height / 2 - 6).c_str(), svgColour(LooseColour).c_str(), dash);
    } else {
      std::snprintf(buf, sizeof buf,
                    "<rect x='5' y='5' width='90' height='90' rx='9' fill='none' stroke='%s' stroke-width='5'%s/>",
                    svgColour(LooseColour).c_str(), dash);
    }
    svg.raw() += buf;
  }
  for (int s = 0; s < sides; ++s) {
    if (((look.looseSides >> s) & 1) == 0) continue;
    const Point p = f.edgePoint(s, 38);
    svg.circle({p.x + 0.6, p.y + 1.0}, 8.2, 0x000000, 0.3);
    svg.circle(p, 7.6, LooseColour, 1.0, 0xffffff, 2.0);
    if (look.colourBlind) {
      // A white cross, so the marker is found by shape as well as colour.
      std::snprintf(buf, sizeof buf,
                    "<path d='M%.1f %.1fL%.1f %.1fM%.1f %.1fL%.1f %.1f' stroke='#ffffff' stroke-width='2.6' "
                    "stroke-linecap='round'/>",
                    p.x - 3.4, p.y - 3.4, p.x + 3.4, p.y + 3.4, p.x - 3.4, p.y + 3.4, p.x + 3.4, p.y - 3.4);
      svg.raw() += buf;
    }
  }
  return svg.finish();
}

std::string TileArt::backdropMotif(int landIndex) {
  const Land& land = landAt(landIndex);
  if (land.motif == Motif::None) return {};
  Svg svg;
  // Once in the middle and, turned a quarter, across the corners, so copies side by side join up.
  svg.raw() += motifOf(land.motif, Point{50, 50}, land.backdropTexture, 0, 0.55);
  for (const Point corner : {Point{0, 0}, Point{100, 0}, Point{0, 100}, Point{100, 100}})
    svg.raw() += motifOf(land.motif, corner, land.backdropTexture, 90, 0.55);
  return svg.finish();
}

int TileArt::cursorMargin(int cellPx) { return std::max(3, cellPx / 6); }

namespace {

// The corners of a pointy-top hexagon filling the box (x, y, w, h), as SVG points.
std::string hexPoints(double x, double y, double w, double h) {
  char buf[200];
  std::snprintf(buf, sizeof buf, "%.2f,%.2f %.2f,%.2f %.2f,%.2f %.2f,%.2f %.2f,%.2f %.2f,%.2f", x + w / 2, y, x + w,
                y + h / 4, x + w, y + 3 * h / 4, x + w / 2, y + h, x, y + 3 * h / 4, x, y + h / 4);
  return buf;
}

}  // namespace

std::string TileArt::cursor(int cellPx, Shape shape) {
  // Drawn in pixels, not in the tiles' 100-unit box, so the bands keep whole-pixel widths at the
  // smallest tiles. A white band between two dark ones shows on light land, dark land and every
  // flow colour alike (a single yellow line vanished among yellow flows); it reaches past the
  // cell by the margin, so it breaks the board's grid lines and leaves the tile's middle clear.
  const double margin = cursorMargin(cellPx);
  const double s = cellPx + 2 * margin;
  // Whole pixels, so no band blurs into its neighbours.
  const double light = std::max(2.0, std::round(cellPx * 0.09));
  const double dark = std::max(2.0, std::round(cellPx * 0.06));
  const double band = light + 2 * dark;
  char buf[900];
  if (shape == Shape::Hex) {
    const double h = std::round(cellPx * 2 / std::sqrt(3.0)) + 2 * margin;
    const std::string ring = hexPoints(band / 2, band / 2, s - band, h - band);
    std::snprintf(buf, sizeof buf,
                  "<svg xmlns='http://www.w3.org/2000/svg' width='%.0f' height='%.0f' viewBox='0 0 %.0f %.0f'>"
                  "<polygon points='%s' fill='#ffffff' fill-opacity='0.12' stroke='#0b0e1a' stroke-width='%.2f' "
                  "stroke-opacity='0.92' stroke-linejoin='round'/>"
                  "<polygon points='%s' fill='none' stroke='#ffffff' stroke-width='%.2f' stroke-linejoin='round'/>"
                  "</svg>",
                  s, h, s, h, ring.c_str(), band, ring.c_str(), light);
    return buf;
  }
  const double radius = std::max(3.0, s * 0.16);
  std::snprintf(buf, sizeof buf,
                "<svg xmlns='http://www.w3.org/2000/svg' width='%.0f' height='%.0f' viewBox='0 0 %.0f %.0f'>"
                "<rect x='%.2f' y='%.2f' width='%.2f' height='%.2f' rx='%.2f' fill='#ffffff' fill-opacity='0.12' "
                "stroke='#0b0e1a' stroke-width='%.2f' stroke-opacity='0.92'/>"
                "<rect x='%.2f' y='%.2f' width='%.2f' height='%.2f' rx='%.2f' fill='none' stroke='#ffffff' "
                "stroke-width='%.2f'/></svg>",
                s, s, s, s, band / 2, band / 2, s - band, s - band, radius, band, band / 2, band / 2, s - band,
                s - band, radius, light);
  return buf;
}

std::string TileArt::hintMark(Shape shape) {
  if (shape == Shape::Hex) {
    const std::string ring = hexPoints(10, 10, 80, 95.47);
    return "<svg xmlns='http://www.w3.org/2000/svg' width='100' height='115.47' viewBox='0 0 100 115.47'>"
           "<polygon points='" +
           ring +
           "' fill='#74e39a' fill-opacity='0.22' stroke='#0e2a1c' stroke-width='11' stroke-opacity='0.75' "
           "stroke-linejoin='round'/>"
           "<polygon points='" +
           ring + "' fill='none' stroke='#74e39a' stroke-width='6' stroke-linejoin='round'/></svg>";
  }
  return "<svg xmlns='http://www.w3.org/2000/svg' width='100' height='100' viewBox='0 0 100 100'>"
         "<rect x='10' y='10' width='80' height='80' rx='12' fill='#74e39a' fill-opacity='0.22' stroke='#0e2a1c' "
         "stroke-width='11' stroke-opacity='0.75'/>"
         "<rect x='10' y='10' width='80' height='80' rx='12' fill='none' stroke='#74e39a' stroke-width='6'/></svg>";
}

namespace {

// A digit as strokes in a 10×16 box (seven segments, drawn with round caps): no font needed, and
// crisp at any size like the rest of the art.
std::string digitPath(int digit, double x, double y, double scale) {
  // Segments a..g: top, upper right, lower right, bottom, lower left, upper left, middle.
  static constexpr double seg[7][4] = {{0, 0, 10, 0}, {10, 0, 10, 8}, {10, 8, 10, 16}, {0, 16, 10, 16},
                                       {0, 8, 0, 16}, {0, 0, 0, 8},   {0, 8, 10, 8}};
  static constexpr const char* lit[10] = {"abcdef", "bc",     "abged", "abgcd",   "fgbc",
                                          "afgcd",  "afgedc", "abc",   "abcdefg", "abcdfg"};
  std::string d;
  char buf[96];
  if (digit == 1) {
    // A one is an upright with a flag, centred, so it does not read as a bar.
    std::snprintf(buf, sizeof buf, "M%.2f %.2fL%.2f %.2fL%.2f %.2f", x + 2 * scale, y + 4 * scale, x + 6 * scale, y,
                  x + 6 * scale, y + 16 * scale);
    return buf;
  }
  for (const char* p = lit[digit]; *p != '\0'; ++p) {
    const double* s = seg[*p - 'a'];
    std::snprintf(buf, sizeof buf, "M%.2f %.2fL%.2f %.2f", x + s[0] * scale, y + s[1] * scale, x + s[2] * scale,
                  y + s[3] * scale);
    d += buf;
  }
  return d;
}

}  // namespace

std::string TileArt::portal(int label, double height) {
  // Ring colours, cycled by pair: the number is what pairs the ends; the colour helps at a glance.
  static constexpr std::uint32_t rings[] = {0x9b7bff, 0x2ec4b6, 0xff6fae, 0xa6d83b, 0x5fb4ff, 0xffb347};
  label = std::clamp(label, 1, 99);
  const std::uint32_t ring = rings[static_cast<std::size_t>(label - 1) % std::size(rings)];
  Svg svg(height);
  const Point c{50, height / 2};
  char buf[900];
  std::snprintf(buf, sizeof buf,
                "<defs><radialGradient id='w' cx='50%%' cy='50%%' r='50%%'><stop offset='0' stop-color='#05060f'/>"
                "<stop offset='0.7' stop-color='#1a1f45'/><stop offset='1' stop-color='%s'/></radialGradient></defs>"
                "<circle cx='%.2f' cy='%.2f' r='40' fill='#000000' fill-opacity='0.35'/>"
                "<circle cx='%.2f' cy='%.2f' r='36' fill='url(#w)' stroke='%s' stroke-width='8'/>"
                "<circle cx='%.2f' cy='%.2f' r='36' fill='none' stroke='#ffffff' stroke-opacity='0.35' "
                "stroke-width='2' stroke-dasharray='10 8'/>",
                svgColour(darken(ring, 0.35)).c_str(), c.x, c.y + 1.5, c.x, c.y, svgColour(ring).c_str(), c.x, c.y);
  svg.raw() += buf;
  // The number: one or two digits, white on a dark edge.
  const std::string text = std::to_string(label);
  const double scale = text.size() == 1 ? 1.6 : 1.25;
  const double gap = 6 * scale;
  const double width = static_cast<double>(text.size()) * 10 * scale + static_cast<double>(text.size() - 1) * gap;
  std::string d;
  for (std::size_t k = 0; k < text.size(); ++k)
    d +=
        digitPath(text[k] - '0', c.x - width / 2 + static_cast<double>(k) * (10 * scale + gap), c.y - 8 * scale, scale);
  std::snprintf(buf, sizeof buf, "stroke-width='%.2f' stroke-linecap='round' stroke-linejoin='round' fill='none'/>",
                4.2 * scale + 4);
  svg.raw() += "<path d='" + d + "' stroke='#05060f' " + buf;
  std::snprintf(buf, sizeof buf, "stroke-width='%.2f' stroke-linecap='round' stroke-linejoin='round' fill='none'/>",
                4.2 * scale);
  svg.raw() += "<path d='" + d + "' stroke='#ffffff' " + buf;
  return svg.finish();
}

}  // namespace tileflow
