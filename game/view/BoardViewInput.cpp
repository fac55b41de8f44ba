// BoardViewInput: gestures and keys that move the board camera.
#include "game/view/BoardViewInput.hpp"

#include <cmath>

namespace tileflow {

namespace {
bool inside(const Rect& r, int x, int y) { return r.contains(Point{static_cast<double>(x), static_cast<double>(y)}); }

Point centreOf(const SDL_Rect& r) { return Point{r.x + r.w / 2.0, r.y + r.h / 2.0}; }
}  // namespace

std::optional<InputEvent> BoardViewInput::takeTap() {
  std::optional<InputEvent> t;
  t.swap(tap_);
  return t;
}

bool BoardViewInput::handleBesideDrawing(const InputEvent& e, ZoomableView& view, int focus) {
  switch (e.kind) {
    case InputEvent::Kind::Drag:
      if (e.phase == InputEvent::Phase::Start ? !e.alternate : !panning_) return false;
      break;
    case InputEvent::Kind::Pinch:
    case InputEvent::Kind::Tap:
    case InputEvent::Kind::Wheel:
    case InputEvent::Kind::Scroll:
      break;
    case InputEvent::Kind::Action:
      if (e.action != Action::ZoomIn && e.action != Action::ZoomOut && e.action != Action::ZoomFit) return false;
      break;
    default:
      return false;
  }
  return handle(e, view, focus);
}

bool BoardViewInput::handle(const InputEvent& e, ZoomableView& view, int focus) {
  const Rect& area = view.camera().view();
  switch (e.kind) {
    case InputEvent::Kind::Tap:
      // A tap (or long press) on the overview map goes there; it turns nothing.
      return view.overviewTap(e.x, e.y);
    case InputEvent::Kind::Wheel:
      if (!inside(area, e.x, e.y)) return false;
      view.zoomAbout(std::pow(ZoomStep, e.steps), e.x, e.y);
      return true;
    case InputEvent::Kind::Pinch:
      if (!inside(area, e.x - e.dx, e.y - e.dy)) return false;
      // Two fingers moving together pan; spreading or closing zooms about their midpoint.
      view.pan(e.dx, e.dy);
      if (e.scale != 1) view.zoomAbout(e.scale, e.x, e.y);
      return true;
    case InputEvent::Kind::Drag:
      if (e.phase == InputEvent::Phase::Start) {
        // Only a drag that began on the board pans it; one that began on a panel is the panel's.
        startX_ = e.x - e.dx;
        startY_ = e.y - e.dy;
        if (!inside(area, startX_, startY_)) {
          panning_ = pending_ = false;
          return false;
        }
        pending_ = e.device == Device::Touch;
        panning_ = !pending_;
      } else if (!panning_ && !pending_) {
        return false;
      }
      if (pending_) {
        const double moved = std::hypot(e.x - startX_, e.y - startY_);
        if (moved > view.drawnCellSize()) {
          // Past a tile's width: a pan after all, catching up with the finger.
          pending_ = false;
          panning_ = true;
          view.pan(e.x - startX_, e.y - startY_);
        } else if (e.phase == InputEvent::Phase::End) {
          pending_ = false;
          // Where the finger lifted rides along: a wobble into the next tile means its edge.
          tap_ = InputEvent::tap(startX_, startY_, false, Device::Touch);
          tap_->dx = e.x - startX_;
          tap_->dy = e.y - startY_;
        }
        return true;
      }
      view.pan(e.dx, e.dy);
      if (e.phase == InputEvent::Phase::End) panning_ = false;
      return true;
    case InputEvent::Kind::Scroll:
      view.pan(-e.dx, -e.dy);
      return true;
    case InputEvent::Kind::Action:
      break;
    default:
      return false;
  }
  // The zoom keys zoom about the cursor while it shows, else about the middle of the view.
  Point about{area.x + area.w / 2, area.y + area.h / 2};
  if (focus >= 0) {
    const Point cursor = centreOf(view.cellRect(focus));
    if (area.contains(cursor)) about = cursor;
  }
  const int ax = static_cast<int>(std::lround(about.x));
  const int ay = static_cast<int>(std::lround(about.y));
  switch (e.action) {
    case Action::ZoomIn:
      view.zoomAbout(ZoomStep, ax, ay);
      break;
    case Action::ZoomOut:
      view.zoomAbout(1 / ZoomStep, ax, ay);
      break;
    case Action::ZoomFit:
      view.fit();
      break;
    default:
      return false;
  }
  if (focus >= 0) view.reveal(focus);
  return true;
}

}  // namespace tileflow
