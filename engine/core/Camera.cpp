// Camera: fit, zoom, pan and clamping between a world and a screen rectangle.
#include "engine/core/Camera.hpp"

#include <algorithm>
#include <cmath>

namespace tileflow {

void Camera::setView(const Rect& view) {
  const bool wasFitted = fitted();
  view_ = view;
  if (wasFitted) scale_ = fitScale();
  clamp();
}

void Camera::setContent(const Rect& content) {
  const bool wasFitted = fitted();
  content_ = content;
  if (wasFitted) scale_ = fitScale();
  clamp();
}

void Camera::setFitScale(double scale) {
  const bool wasFitted = fitted();
  fitOverride_ = std::max(0.0, scale);
  if (wasFitted) scale_ = fitScale();
  clamp();
}

void Camera::setMaxScale(double scale) {
  max_ = scale;
  clamp();
}

void Camera::setPixelSnap(bool on) {
  snap_ = on;
  clamp();
}

double Camera::fitScale() const {
  if (fitOverride_ > 0) return fitOverride_;
  if (content_.w <= 0 || content_.h <= 0 || view_.w <= 0 || view_.h <= 0) return 1;
  return std::min(view_.w / content_.w, view_.h / content_.h);
}

double Camera::maxScale() const { return std::max(max_, fitScale()); }

bool Camera::fitted() const { return scale_ <= fitScale() * (1 + 1e-9); }

void Camera::fit() {
  scale_ = fitScale();
  clamp();
}

void Camera::zoomAbout(double factor, Point screen) { zoomTo(scale_ * factor, screen); }

void Camera::zoomTo(double scale, Point screen) {
  const Point world = toWorld(screen);
  scale_ = std::clamp(scale, fitScale(), maxScale());
  origin_.x = screen.x - (world.x - content_.x) * scale_;
  origin_.y = screen.y - (world.y - content_.y) * scale_;
  clamp();
}

void Camera::pan(double dx, double dy) {
  origin_.x += dx;
  origin_.y += dy;
  clamp();
}

double Camera::clampAxis(double origin, double viewStart, double viewSize, double contentSize) const {
  if (contentSize <= viewSize || fitted()) {
    // Smaller than the view, or fitted with a rounded-down scale that still overflows a tiny
    // view: centred, like the fitted layout always was.
    const double offset = (viewSize - contentSize) / 2;
    return viewStart + (snap_ ? std::trunc(offset) : offset);
  }
  // Larger: no gap may open between the content's edge and the view's.
  const double o = std::clamp(origin, viewStart + viewSize - contentSize, viewStart);
  return snap_ ? std::round(o) : o;
}

void Camera::clamp() {
  scale_ = std::clamp(scale_, fitScale(), maxScale());
  origin_.x = clampAxis(origin_.x, view_.x, view_.w, content_.w * scale_);
  origin_.y = clampAxis(origin_.y, view_.y, view_.h, content_.h * scale_);
}

CameraPlace Camera::place() const {
  const Point centre = toWorld(Point{view_.x + view_.w / 2, view_.y + view_.h / 2});
  CameraPlace p;
  p.zoom = scale_ / fitScale();
  if (content_.w > 0) p.centreX = std::clamp((centre.x - content_.x) / content_.w, 0.0, 1.0);
  if (content_.h > 0) p.centreY = std::clamp((centre.y - content_.y) / content_.h, 0.0, 1.0);
  return p;
}

void Camera::setPlace(const CameraPlace& place) {
  const double zoom = std::isfinite(place.zoom) ? place.zoom : 1;
  scale_ = std::clamp(fitScale() * zoom, fitScale(), maxScale());
  const double cx = std::isfinite(place.centreX) ? std::clamp(place.centreX, 0.0, 1.0) : 0.5;
  const double cy = std::isfinite(place.centreY) ? std::clamp(place.centreY, 0.0, 1.0) : 0.5;
  origin_.x = view_.x + view_.w / 2 - cx * content_.w * scale_;
  origin_.y = view_.y + view_.h / 2 - cy * content_.h * scale_;
  clamp();
}

Point Camera::toScreen(Point world) const {
  return Point{origin_.x + (world.x - content_.x) * scale_, origin_.y + (world.y - content_.y) * scale_};
}

Point Camera::toWorld(Point screen) const {
  return Point{content_.x + (screen.x - origin_.x) / scale_, content_.y + (screen.y - origin_.y) / scale_};
}

Rect Camera::toScreen(const Rect& world) const {
  const Point a = toScreen(Point{world.x, world.y});
  return Rect{a.x, a.y, world.w * scale_, world.h * scale_};
}

Rect Camera::visibleWorld() const {
  const Point a = toWorld(Point{view_.x, view_.y});
  const Point b = toWorld(Point{view_.right(), view_.bottom()});
  const Rect r = intersection(Rect{a.x, a.y, b.x - a.x, b.y - a.y}, content_);
  return r.empty() ? Rect{} : r;
}

}  // namespace tileflow
