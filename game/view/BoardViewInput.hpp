// BoardViewInput: the zoom and pan every screen with a board shares. A screen hands it each event
// before its own mapping; what it takes (the wheel or a pinch over the board, a drag that began
// on the board, the zoom keys) is applied to the BoardView and goes no further, so a pan never
// turns a tile, and a new way to zoom or pan is added here rather than in each screen.
#pragma once

#include <optional>

#include "engine/input/InputEvent.hpp"
#include "game/view/ZoomableView.hpp"

namespace tileflow {

class BoardViewInput {
 public:
  // One wheel notch or zoom key multiplies the zoom by this.
  static constexpr double ZoomStep = 1.25;

  // Applies `event` to `view` if it zooms or pans it; true means it did and the screen should
  // map the event to nothing else. `focus` is the cell of the keyboard/gamepad cursor (-1 for
  // none): the zoom keys zoom about it and keep it in view.
  bool handle(const InputEvent& event, ZoomableView& view, int focus = -1);
  // The same for a board where one finger or the left button draws (Lines): a drag moves the
  // view only when it began with the right button; every other drag is left to the screen.
  bool handleBesideDrawing(const InputEvent& event, ZoomableView& view, int focus = -1);

  // A drag that began on the board is being followed.
  bool panning() const { return panning_; }
  // A finger's drag on the board pans only once it is more than a tile's width from where it
  // went down; one lifted sooner was a tap that wobbled, and after handle() took its end this
  // returns that tap (once) for the screen to turn the tile, as a mouse click would. It is at
  // the point where the finger went down and carries in (dx, dy) how far it went before lifting
  // (a short drag from one tile into the next: Tiles marks the edge between them).
  std::optional<InputEvent> takeTap();

 private:
  bool panning_ = false;
  bool pending_ = false;  // a finger on the board, not yet a tile's width away
  int startX_ = 0;
  int startY_ = 0;
  std::optional<InputEvent> tap_;
};

}  // namespace tileflow
