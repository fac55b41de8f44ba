// Similarity: the best agreement of solved sides over the board symmetries that fit.
#include "game/generate/Similarity.hpp"

#include <algorithm>
#include <array>
#include <stdexcept>

namespace tileflow {

namespace {

struct Mapped {
  int x = 0;
  int y = 0;
};

// Where cell (x, y) of a w×h board lands, and the board's new width and height.
Mapped mapCell(BoardSymmetry s, int w, int h, int x, int y, int& outW, int& outH) {
  if (s.mirror) x = w - 1 - x;
  for (int t = 0; t < s.turns; ++t) {
    // A clockwise quarter turn: the west column becomes the north row.
    const int nx = h - 1 - y;
    const int ny = x;
    x = nx;
    y = ny;
    std::swap(w, h);
  }
  outW = w;
  outH = h;
  return {x, y};
}

// Which side a square cell's side `side` faces after the symmetry.
int mapSide(BoardSymmetry s, int side) {
  if (s.mirror) side = (4 - side) % 4;
  return (side + s.turns) % 4;
}

bool comparable(const Level& a, const Level& b) {
  return a.solution && b.solution && a.board.cellCount() > 0 && a.board.cellCount() == b.board.cellCount() &&
         a.board.wrapKind() == b.board.wrapKind() && a.board.sides() == b.board.sides() &&
         a.solution->size() == static_cast<std::size_t>(a.board.cellCount()) &&
         b.solution->size() == static_cast<std::size_t>(b.board.cellCount());
}

}  // namespace

double similarity(const Level& a, const Level& b) {
  if (!comparable(a, b)) return 0.0;
  const Board& ba = a.board;
  const Board& bb = b.board;
  const int sides = ba.sides();
  // Hexagonal boards are compared as they stand; their symmetries are not those of a square.
  const int symmetries = sides == 4 ? 8 : 1;
  int best = 0;
  for (int k = 0; k < symmetries; ++k) {
    const BoardSymmetry s{k % 4, k >= 4};
    int w = 0;
    int h = 0;
    mapCell(s, ba.width(), ba.height(), 0, 0, w, h);
    if (w != bb.width() || h != bb.height()) continue;
    int agree = 0;
    for (int c = 0; c < ba.cellCount(); ++c) {
      const Mapped m = mapCell(s, ba.width(), ba.height(), ba.xOf(c), ba.yOf(c), w, h);
      const int d = bb.index(m.x, m.y);
      // Holes of shaped boards are no part of either picture.
      if (!ba.present(c) || !bb.present(d)) continue;
      const TileType& ta = ba.typeAt(c);
      const TileType& tb = bb.typeAt(d);
      const int ra = (*a.solution)[static_cast<std::size_t>(c)];
      const int rb = (*b.solution)[static_cast<std::size_t>(d)];
      bool same = true;
      for (int side = 0; side < sides && same; ++side) {
        const int to = sides == 4 ? mapSide(s, side) : side;
        same = ta.sideAt(side, ra) == tb.sideAt(to, rb);
      }
      if (same) ++agree;
    }
    best = std::max(best, agree);
  }
  return static_cast<double>(best) / static_cast<double>(std::max(ba.presentCount(), bb.presentCount()));
}

Level transformedLevel(const Level& level, BoardSymmetry symmetry) {
  const Board& from = level.board;
  if (from.sides() != 4) throw std::invalid_argument("only square boards can be turned or mirrored");
  const Catalog& catalog = from.catalog();
  int w = 0;
  int h = 0;
  mapCell(symmetry, from.width(), from.height(), 0, 0, w, h);
  Level out = level;
  out.board = Board(catalog, w, h, from.topology());
  out.board.setWrap(from.wrapKind());
  std::vector<std::uint8_t> solution(static_cast<std::size_t>(from.cellCount()));
  // A tile's picture after the symmetry: its own type when that can show it (always so for
  // turns), else the first type of the same ground that can (a mirror image of a chiral tile).
  auto placeMapped = [&](int c, int rotation, int& type, int& newRotation) {
    const TileType& t = from.typeAt(c);
    std::array<Signature, 4> want{};
    for (int side = 0; side < 4; ++side)
      want[static_cast<std::size_t>(mapSide(symmetry, side))] = t.sideAt(side, rotation);
    auto fitsAs = [&](int id) {
      const TileType& candidate = catalog.tile(id);
      if (candidate.sideCount != 4 || candidate.channelCount != t.channelCount || candidate.ground != t.ground)
        return -1;
      for (int r = 0; r < 4; ++r) {
        bool fits = true;
        for (int side = 0; side < 4 && fits; ++side)
          fits = candidate.sideAt(side, r) == want[static_cast<std::size_t>(side)];
        if (fits) return r;
      }
      return -1;
    };
    const int own = from.cell(c).type;
    if (const int r = fitsAs(own); r >= 0) {
      type = own;
      newRotation = r;
      return;
    }
    const int types = static_cast<int>(catalog.tileTypes().size());
    for (int id = 0; id < types; ++id) {
      if (const int r = fitsAs(id); r >= 0) {
        type = id;
        newRotation = r;
        return;
      }
    }
    throw std::invalid_argument("the catalog has no mirror image of tile '" + t.id + "'");
  };
  for (int c = 0; c < from.cellCount(); ++c) {
    const Mapped m = mapCell(symmetry, from.width(), from.height(), from.xOf(c), from.yOf(c), w, h);
    const int d = out.board.index(m.x, m.y);
    int type = 0;
    int rotation = 0;
    placeMapped(c, from.cell(c).rotation, type, rotation);
    out.board.place(d, type, rotation);
    out.board.setLocked(d, from.cell(c).locked);
    if (level.solution) {
      int solvedType = 0;
      int solvedRotation = 0;
      placeMapped(c, (*level.solution)[static_cast<std::size_t>(c)], solvedType, solvedRotation);
      solution[static_cast<std::size_t>(d)] = static_cast<std::uint8_t>(solvedRotation);
    }
  }
  if (level.solution) out.solution = std::move(solution);
  return out;
}

}  // namespace tileflow
