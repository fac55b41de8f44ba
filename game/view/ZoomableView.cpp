// ZoomableView: the camera, the map and the cursor's place shared by zoomable board views.
#include "game/view/ZoomableView.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <utility>

#include "game/play/Overview.hpp"

namespace tileflow {

void ZoomableView::setCamera(const SDL_Rect& area, const Rect& content, double fitScale, double maxScale, int columns,
                             int rows) {
  area_ = area;
  mapColumns_ = std::max(1, columns);
  mapRows_ = std::max(1, rows);
  // Whole-pixel cells on whole-pixel positions.
  camera_.setPixelSnap(true);
  camera_.setView(Rect{static_cast<double>(area.x), static_cast<double>(area.y), static_cast<double>(area.w),
                       static_cast<double>(area.h)});
  camera_.setContent(content);
  camera_.setFitScale(fitScale);
  camera_.setMaxScale(std::max(fitScale, maxScale));
  camera_.fit();
  wantedScale_ = camera_.scale();
  laidOut_ = true;
}

int ZoomableView::drawnCellSize() const {
  return laidOut_ ? std::max(1, static_cast<int>(std::lround(camera_.scale()))) : 0;
}

void ZoomableView::zoomAbout(double factor, int x, int y) {
  if (!laidOut_ || !(factor > 0)) return;
  wantedScale_ = std::clamp(wantedScale_ * factor, camera_.fitScale(), camera_.maxScale());
  const double scale = std::round(wantedScale_);
  if (scale == camera_.scale()) return;
  camera_.zoomTo(scale, Point{static_cast<double>(x), static_cast<double>(y)});
  cameraMoved();
}

void ZoomableView::pan(int dx, int dy) {
  if (!laidOut_ || camera_.fitted()) return;
  const SDL_Rect before = boardOnScreen();
  camera_.pan(dx, dy);
  const SDL_Rect after = boardOnScreen();
  if (SDL_RectEquals(&before, &after) == SDL_FALSE) cameraMoved();
}

void ZoomableView::fit() {
  if (!laidOut_ || camera_.fitted()) return;
  camera_.fit();
  wantedScale_ = camera_.scale();
  cameraMoved();
}

void ZoomableView::setPlace(const CameraPlace& place) {
  if (!laidOut_) return;
  camera_.setPlace(place);
  const double rounded = std::round(camera_.scale());
  if (rounded != camera_.scale()) {
    const Rect v = camera_.view();
    camera_.zoomTo(rounded, Point{v.x + v.w / 2, v.y + v.h / 2});
  }
  wantedScale_ = camera_.scale();
  cameraMoved();
}

SDL_Rect ZoomableView::toScreen(const Rect& world) const {
  const Point a = camera_.toScreen(Point{world.x, world.y});
  const Point b = camera_.toScreen(Point{world.right(), world.bottom()});
  const int x0 = static_cast<int>(std::lround(a.x));
  const int y0 = static_cast<int>(std::lround(a.y));
  return SDL_Rect{x0, y0, static_cast<int>(std::lround(b.x)) - x0, static_cast<int>(std::lround(b.y)) - y0};
}

SDL_Rect ZoomableView::overviewRect() const {
  if (!laidOut_ || camera_.fitted()) return SDL_Rect{0, 0, 0, 0};
  const int shortSide = std::min(area_.w, area_.h);
  const int maxSide = std::clamp(shortSide / 4, 40, 180);
  const OverviewSize size = overviewSize(mapColumns_, mapRows_, maxSide);
  const int pad = std::max(6, shortSide / 40);
  const SDL_Rect board = boardOnScreen();
  // Bottom right, unless the board's own corner is there (panned as far as it goes): the map
  // would hide cells no pan could bring out. Then the first other corner where it hides none
  // for good: bottom left, top right, top left.
  const int pastLeft = area_.x - board.x;
  const int pastRight = board.x + board.w - (area_.x + area_.w);
  const int pastTop = area_.y - board.y;
  const int pastBottom = board.y + board.h - (area_.y + area_.h);
  const bool covers = pastLeft >= 0 && pastRight >= 0 && pastTop >= 0 && pastBottom >= 0;
  // A board only a little larger than the view (by less than two maps each way) has no map:
  // most of it shows, and there would be places where every corner hides cells for good.
  if (covers && pastLeft + pastRight < 2 * (size.w + pad) && pastTop + pastBottom < 2 * (size.h + pad))
    return SDL_Rect{0, 0, 0, 0};
  for (const auto& [right, bottom] : {std::pair{true, true}, {false, true}, {true, false}, {false, false}}) {
    const SDL_Rect map{right ? area_.x + area_.w - size.w - pad : area_.x + pad,
                       bottom ? area_.y + area_.h - size.h - pad : area_.y + pad, size.w, size.h};
    const bool hidesCells = SDL_HasIntersection(&map, &board) == SDL_TRUE;
    const bool panOut =
        (right ? pastRight : pastLeft) >= size.w + pad || (bottom ? pastBottom : pastTop) >= size.h + pad;
    if (!hidesCells || panOut) return map;
  }
  return SDL_Rect{0, 0, 0, 0};
}

bool ZoomableView::overviewTap(int x, int y) {
  const SDL_Rect map = overviewRect();
  if (map.w <= 0 || x < map.x || y < map.y || x >= map.x + map.w || y >= map.y + map.h) return false;
  const Rect& world = camera_.content();
  const Point target{world.x + (x - map.x + 0.5) * world.w / map.w, world.y + (y - map.y + 0.5) * world.h / map.h};
  const Point on = camera_.toScreen(target);
  pan(static_cast<int>(std::lround(area_.x + area_.w / 2.0 - on.x)),
      static_cast<int>(std::lround(area_.y + area_.h / 2.0 - on.y)));
  return true;
}

void ZoomableView::revealCell(int cell, int ring) {
  if (!laidOut_ || camera_.fitted() || cell < 0) return;
  SDL_Rect r = cellRect(cell);
  r = SDL_Rect{r.x - ring, r.y - ring, r.w + 2 * ring, r.h + 2 * ring};
  auto shift = [](int start, int size, int viewStart, int viewSize) {
    if (size >= viewSize || start < viewStart) return viewStart - start;
    if (start + size > viewStart + viewSize) return viewStart + viewSize - (start + size);
    return 0;
  };
  const int dx = shift(r.x, r.w, area_.x, area_.w);
  const int dy = shift(r.y, r.h, area_.y, area_.h);
  if (dx != 0 || dy != 0) pan(dx, dy);
  // Not under the map either: the view moves the shorter way that clears it, or the other way
  // when the board's edge stops that one.
  for (int attempt = 0; attempt < 2; ++attempt) {
    const SDL_Rect map = overviewRect();
    const SDL_Rect cellNow = cellRect(cell);
    const SDL_Rect ringed{cellNow.x - ring, cellNow.y - ring, cellNow.w + 2 * ring, cellNow.h + 2 * ring};
    if (map.w <= 0 || SDL_HasIntersection(&ringed, &map) == SDL_FALSE) return;
    const bool right = map.x + map.w / 2 > area_.x + area_.w / 2;
    const bool bottom = map.y + map.h / 2 > area_.y + area_.h / 2;
    const int ax = right ? map.x - (ringed.x + ringed.w) : map.x + map.w - ringed.x;
    const int ay = bottom ? map.y - (ringed.y + ringed.h) : map.y + map.h - ringed.y;
    const bool across = (std::abs(ax) <= std::abs(ay)) == (attempt == 0);
    pan(across ? ax : 0, across ? 0 : ay);
  }
}

void ZoomableView::drawMapFrame(SDL_Renderer* r, const SDL_Rect& map, SDL_Texture* picture) const {
  // A dark frame, the map, and a white box round the part on screen.
  const int frame = std::max(2, map.w / 60);
  const SDL_Rect outer{map.x - frame, map.y - frame, map.w + 2 * frame, map.h + 2 * frame};
  SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
  SDL_SetRenderDrawColor(r, 0x0a, 0x0e, 0x24, 230);
  SDL_RenderFillRect(r, &outer);
  if (picture != nullptr) SDL_RenderCopy(r, picture, nullptr, &map);
  const Rect& world = camera_.content();
  const Rect seen = camera_.visibleWorld();
  const auto px = [&](double wx) { return map.x + static_cast<int>(std::lround((wx - world.x) * map.w / world.w)); };
  const auto py = [&](double wy) { return map.y + static_cast<int>(std::lround((wy - world.y) * map.h / world.h)); };
  SDL_Rect box{px(seen.x), py(seen.y), 0, 0};
  box.w = std::max(3, px(seen.x + seen.w) - box.x);
  box.h = std::max(3, py(seen.y + seen.h) - box.y);
  SDL_SetRenderDrawColor(r, 255, 255, 255, 255);
  for (int i = 0; i < std::max(1, frame / 2 + 1); ++i) {
    const SDL_Rect ring{box.x - i, box.y - i, box.w + 2 * i, box.h + 2 * i};
    SDL_RenderDrawRect(r, &ring);
  }
}

}  // namespace tileflow
