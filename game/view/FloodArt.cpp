#include "game/view/FloodArt.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <sstream>

#include "engine/core/Translate.hpp"
#include "engine/platform/DrawPacing.hpp"
#include "engine/ui/Colour.hpp"
#include "game/model/Neighbour.hpp"

namespace tileflow {

namespace {

constexpr std::array<std::uint32_t, ColourBoard::MaxColours> Palette = {
    0xe5484d,  // red
    0xf2c230,  // yellow
    0x3fb950,  // green
    0x3b82f6,  // blue
    0xa855f7,  // purple
    0xf58a2a,  // orange
    0x2ec4c4,  // teal
    0xf06fb0,  // pink
    0x9aa3ad,  // grey
    0x8b5a2b,  // brown
};
// In English: whoever shows one to a player translates it (tr); the words are in the catalogue.
constexpr std::array<const char*, ColourBoard::MaxColours> Names = {
    trLater("red"),    trLater("yellow"), trLater("green"), trLater("blue"), trLater("purple"),
    trLater("orange"), trLater("teal"),   trLater("pink"),  trLater("grey"), trLater("brown")};
constexpr float Sqrt3 = 1.7320508f;

}  // namespace

std::uint32_t floodColour(int c) {
  return Palette[static_cast<std::size_t>(std::clamp(c, 0, ColourBoard::MaxColours - 1))];
}

const char* floodColourName(int c) {
  return Names[static_cast<std::size_t>(std::clamp(c, 0, ColourBoard::MaxColours - 1))];
}

std::string floodSymbolSvg(int c, int w, int h) {
  // Drawn in a 100×100 box; a dark stroke keeps the white shape readable on the light colours.
  static const char* shapes[ColourBoard::MaxColours] = {
      "<circle cx='50' cy='50' r='26'/>",
      "<rect x='26' y='26' width='48' height='48'/>",
      "<polygon points='50,20 80,76 20,76'/>",
      "<polygon points='50,18 82,50 50,82 18,50'/>",
      "<polygon points='42,18 58,18 58,42 82,42 82,58 58,58 58,82 42,82 42,58 18,58 18,42 42,42'/>",
      "<polygon points='50,20 57,40 79,40 61,53 68,75 50,62 32,75 39,53 21,40 43,40'/>",
      "<circle cx='50' cy='50' r='24' fill='none' stroke-width='12'/>",
      "<polygon points='20,20 80,20 50,80'/>",
      "<rect x='18' y='40' width='64' height='20'/>",
      "<rect x='40' y='18' width='20' height='64'/>",
  };
  std::ostringstream svg;
  const int k = std::clamp(c, 0, ColourBoard::MaxColours - 1);
  const bool ring = k == 6;
  svg << "<svg xmlns='http://www.w3.org/2000/svg' width='" << w << "' height='" << h
      << "' viewBox='0 0 100 100'><g fill='" << (ring ? "none" : "#ffffff")
      << "' stroke='#1a1f33' stroke-width='6' stroke-linejoin='round'>" << shapes[k] << "</g>";
  if (ring) svg << "<circle cx='50' cy='50' r='24' fill='none' stroke='#ffffff' stroke-width='8'/>";
  svg << "</svg>";
  return svg.str();
}

FloodGeometry::FloodGeometry(const SDL_Rect& area, int width, int height, Shape shape)
    : width_(std::max(1, width)), height_(std::max(1, height)), shape_(shape) {
  const auto aw = static_cast<float>(area.w);
  const auto ah = static_cast<float>(area.h);
  float w = 0;
  float h = 0;
  if (shape == Shape::Square) {
    cell_ = std::floor(std::min(aw / static_cast<float>(width_), ah / static_cast<float>(height_)));
    cell_ = std::max(cell_, 1.0f);
    w = cell_ * static_cast<float>(width_);
    h = cell_ * static_cast<float>(height_);
  } else {
    // Pointy-top hexes: a cell is √3·r wide, rows are 1.5·r apart, odd rows shift half a cell.
    const float across = static_cast<float>(width_) + (height_ > 1 ? 0.5f : 0.0f);
    radius_ = std::min(aw / (across * Sqrt3), ah / (1.5f * static_cast<float>(height_) + 0.5f));
    radius_ = std::max(radius_, 1.0f);
    cell_ = Sqrt3 * radius_;
    w = cell_ * across;
    h = radius_ * (1.5f * static_cast<float>(height_) + 0.5f);
  }
  bounds_ = SDL_FRect{static_cast<float>(area.x) + (aw - w) / 2, static_cast<float>(area.y) + (ah - h) / 2, w, h};
}

FloodGeometry::FloodGeometry(SDL_FPoint origin, float cellSize, int width, int height, Shape shape)
    : cell_(std::max(cellSize, 1.0f)), width_(std::max(1, width)), height_(std::max(1, height)), shape_(shape) {
  if (shape == Shape::Hex) radius_ = cell_ / Sqrt3;
  const SDL_FPoint size = extent(width_, height_, shape_);
  bounds_ = SDL_FRect{origin.x, origin.y, size.x * cell_, size.y * cell_};
}

SDL_FPoint FloodGeometry::extent(int width, int height, Shape shape) {
  const auto w = static_cast<float>(std::max(1, width));
  const auto h = static_cast<float>(std::max(1, height));
  if (shape == Shape::Square) return {w, h};
  return {w + (h > 1 ? 0.5f : 0.0f), (1.5f * h + 0.5f) / Sqrt3};
}

SDL_FPoint FloodGeometry::centre(int cell) const {
  const int x = cell % width_;
  const int y = cell / width_;
  if (shape_ == Shape::Square)
    return {bounds_.x + (static_cast<float>(x) + 0.5f) * cell_, bounds_.y + (static_cast<float>(y) + 0.5f) * cell_};
  const float shift = (y & 1) != 0 ? 0.5f : 0.0f;
  return {bounds_.x + (static_cast<float>(x) + 0.5f + shift) * cell_,
          bounds_.y + radius_ + 1.5f * radius_ * static_cast<float>(y)};
}

std::vector<SDL_FPoint> FloodGeometry::corners(int cell) const {
  const SDL_FPoint c = centre(cell);
  if (shape_ == Shape::Square) {
    const float h = cell_ / 2;
    return {{c.x - h, c.y - h}, {c.x + h, c.y - h}, {c.x + h, c.y + h}, {c.x - h, c.y + h}};
  }
  std::vector<SDL_FPoint> out;
  for (int i = 0; i < 6; ++i) {
    const float a = (-90.0f + 60.0f * static_cast<float>(i)) * 3.14159265f / 180.0f;
    out.push_back({c.x + radius_ * std::cos(a), c.y + radius_ * std::sin(a)});
  }
  return out;
}

int FloodGeometry::cellAt(float x, float y) const {
  if (x < bounds_.x || y < bounds_.y || x >= bounds_.x + bounds_.w || y >= bounds_.y + bounds_.h) return -1;
  if (shape_ == Shape::Square) {
    const int cx = std::min(width_ - 1, static_cast<int>((x - bounds_.x) / cell_));
    const int cy = std::min(height_ - 1, static_cast<int>((y - bounds_.y) / cell_));
    return cy * width_ + cx;
  }
  // The nearest centre among the rows around the point is the hex that holds it.
  const int row = static_cast<int>((y - bounds_.y) / (1.5f * radius_));
  int best = -1;
  float bestD = 0;
  for (int r = row - 1; r <= row + 1; ++r) {
    if (r < 0 || r >= height_) continue;
    const float shift = (r & 1) != 0 ? 0.5f : 0.0f;
    const int col = static_cast<int>((x - bounds_.x) / cell_ - shift);
    for (int c = col - 1; c <= col + 1; ++c) {
      if (c < 0 || c >= width_) continue;
      const SDL_FPoint p = centre(r * width_ + c);
      const float d = (p.x - x) * (p.x - x) + (p.y - y) * (p.y - y);
      if (best < 0 || d < bestD) {
        best = r * width_ + c;
        bestD = d;
      }
    }
  }
  return best >= 0 && bestD <= radius_ * radius_ ? best : -1;
}

void drawFloodBoard(UiContext& ui, const FloodGeometry& g, const FloodState& state, const FloodLook& look) {
  const ColourBoard& board = state.board();
  const int n = board.cellCount();
  std::vector<SDL_Vertex> vertices;
  std::vector<int> indices;
  vertices.reserve(static_cast<std::size_t>(n) * 7);
  indices.reserve(static_cast<std::size_t>(n) * 12);
  auto addCell = [&](const std::vector<SDL_FPoint>& pts, SDL_Color colour) {
    const int base = static_cast<int>(vertices.size());
    for (const SDL_FPoint& p : pts) vertices.push_back(SDL_Vertex{p, colour, SDL_FPoint{0, 0}});
    for (int i = 1; i + 1 < static_cast<int>(pts.size()); ++i) {
      indices.push_back(base);
      indices.push_back(base + i);
      indices.push_back(base + i + 1);
    }
  };
  for (int cell = 0; cell < n; ++cell) {
    const int colour = look.shown.size() == static_cast<std::size_t>(n) ? look.shown[static_cast<std::size_t>(cell)]
                                                                        : board.colour(cell);
    std::vector<SDL_FPoint> pts = g.corners(cell);
    if (g.shape() == Shape::Square) {
      // A hair over a pixel each way, so neighbours meet without seams at fractional sizes.
      pts[1].x += 0.5f;
      pts[2].x += 0.5f;
      pts[2].y += 0.5f;
      pts[3].y += 0.5f;
    }
    addCell(pts, sdlColour(floodColour(colour)));
  }
  // Each player's area: a white edge where their cells meet anyone else's or the board's edge.
  if (look.outlineAreas) {
    const Topology topology = g.shape() == Shape::Hex ? Topology::hex() : Topology::square();
    const float thick = std::max(1.5f, g.cellSize() / 9);
    const SDL_Color edge = sdlColour(0xffffff, 235);
    for (int cell = 0; cell < n; ++cell) {
      const int owner = state.owner(cell);
      if (owner == FloodState::Nobody) continue;
      const auto pts = g.corners(cell);
      const SDL_FPoint c = g.centre(cell);
      for (int side = 0; side < topology.sides(); ++side) {
        const int m = neighbourCell(topology, cell % board.width(), cell / board.width(), side, board.width(),
                                    board.height(), false);
        if (m >= 0 && state.owner(m) == owner) continue;
        // A strip along the side from corner `side` to the next, `thick` deep towards the centre.
        const SDL_FPoint a = pts[static_cast<std::size_t>(side)];
        const SDL_FPoint b = pts[static_cast<std::size_t>((side + 1) % topology.sides())];
        const SDL_FPoint mid{(a.x + b.x) / 2, (a.y + b.y) / 2};
        const float len = std::hypot(c.x - mid.x, c.y - mid.y);
        const float t = len > 0 ? std::min(1.0f, thick / len) : 0.0f;
        const SDL_FPoint in{(c.x - mid.x) * t, (c.y - mid.y) * t};
        const SDL_FPoint ai{a.x + in.x, a.y + in.y};
        const SDL_FPoint bi{b.x + in.x, b.y + in.y};
        addCell({a, b, bi, ai}, edge);
      }
    }
  }
  SDL_SetRenderDrawBlendMode(ui.renderer, SDL_BLENDMODE_BLEND);
  SDL_RenderGeometry(ui.renderer, nullptr, vertices.data(), static_cast<int>(vertices.size()), indices.data(),
                     static_cast<int>(indices.size()));
  paceDraws(ui.renderer);
  if (look.symbols && ui.assets != nullptr) {
    const int size = std::max(8, static_cast<int>(g.cellSize() * 0.62f));
    std::array<SDL_Texture*, ColourBoard::MaxColours> symbols{};
    for (int c = 0; c < board.colours(); ++c)
      symbols[static_cast<std::size_t>(c)] =
          ui.assets->svg("flood-symbol:" + std::to_string(c), floodSymbolSvg(c, size, size), size, size);
    for (int cell = 0; cell < n; ++cell) {
      const int colour = look.shown.size() == static_cast<std::size_t>(n) ? look.shown[static_cast<std::size_t>(cell)]
                                                                          : board.colour(cell);
      SDL_Texture* tex = symbols[static_cast<std::size_t>(colour)];
      if (tex == nullptr) continue;
      const SDL_FPoint p = g.centre(cell);
      const SDL_Rect dst{static_cast<int>(p.x) - size / 2, static_cast<int>(p.y) - size / 2, size, size};
      SDL_RenderCopy(ui.renderer, tex, nullptr, &dst);
      paceDraws(ui.renderer);
    }
  }
}

}  // namespace tileflow
