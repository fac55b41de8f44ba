// Camera: shows a world rectangle (the content) in a screen rectangle (the view) — fit, zoom about
// a point, pan, and clamping so the content never leaves the view. Knows nothing of what it shows.
#pragma once

#include "engine/core/Plane.hpp"

namespace tileflow {

// Where a camera looks, independent of the screen: the zoom as a multiple of the fitted scale
// and the view's centre as a fraction of the content's width and height. A place kept on one
// screen opens on another showing the same part as nearly as that screen allows.
struct CameraPlace {
  double zoom = 1;
  double centreX = 0.5;
  double centreY = 0.5;
  bool operator==(const CameraPlace&) const = default;
};

class Camera {
 public:
  // Where the content is shown and how large it is; both keep the current zoom, re-clamped.
  void setView(const Rect& view);
  void setContent(const Rect& content);
  // Screen units per world unit when the content fits; 0 (the default) computes it from the
  // view and content. Callers that want whole-pixel cells pass their own rounded scale.
  void setFitScale(double scale);
  // The largest zoom; never below the fit scale, so zooming out always stops at "fits".
  void setMaxScale(double scale);
  // Places the content's origin on whole screen units, so a whole-unit scale gives whole-pixel
  // cells and the same picture as integer layout.
  void setPixelSnap(bool on);

  const Rect& view() const { return view_; }
  const Rect& content() const { return content_; }
  double scale() const { return scale_; }
  double fitScale() const;
  double maxScale() const;
  bool fitted() const;

  // Back to the whole content, centred.
  void fit();
  // Multiplies the scale by `factor` (clamped) keeping the world point under `screen` still.
  void zoomAbout(double factor, Point screen);
  void zoomTo(double scale, Point screen);
  // Moves the content by a screen offset, as a dragged finger would.
  void pan(double dx, double dy);

  CameraPlace place() const;
  // Zooms and centres as `place` says, within the clamps (a zoom below 1 fits).
  void setPlace(const CameraPlace& place);

  Point toScreen(Point world) const;
  Point toWorld(Point screen) const;
  Rect toScreen(const Rect& world) const;
  // The part of the content inside the view, in world units (empty if nothing shows).
  Rect visibleWorld() const;

 private:
  void clamp();
  double clampAxis(double origin, double viewStart, double viewSize, double contentSize) const;

  Rect view_;
  Rect content_{0, 0, 1, 1};
  double scale_ = 1;
  double fitOverride_ = 0;
  double max_ = 0;
  bool snap_ = false;
  Point origin_;  // screen position of the content's top-left corner
};

}  // namespace tileflow
