// ControlsScreen: the controls of each input device, for the player to look up in the game.
#include "game/screens/ControlsScreen.hpp"

#include <algorithm>
#include <iterator>
#include <memory>

#include "engine/core/Translate.hpp"
#include "engine/ui/Button.hpp"
#include "engine/ui/Colour.hpp"
#include "engine/ui/Paint.hpp"
#include "engine/ui/RowPanel.hpp"
#include "engine/ui/ScreenStack.hpp"
#include "engine/ui/Theme.hpp"
#include "game/screens/ScreenChrome.hpp"

namespace tileflow {

namespace {

constexpr float WhatFont = 15;
constexpr float HowFont = 15;

// One line of the table: what on the left (or above, when narrow) and how beside (or below) it,
// both wrapped so nothing is cut off. Focusable, so the d-pad walks down the list and it scrolls.
class ControlRow : public Widget {
 public:
  ControlRow(std::string what, std::string how) : what_(std::move(what)), how_(std::move(how)) {}

  // Sets the row's width and inner layout and returns the height it needs at that width.
  int fit(Assets& assets, const Metrics& m, int width) {
    pad_ = m.px(10);
    whatSize_ = m.font(WhatFont);
    howSize_ = m.font(HowFont);
    const int inner = width - 2 * pad_;
    side_ = width >= m.px(460);
    whatW_ = side_ ? (inner - pad_) * 2 / 5 : inner;
    howW_ = side_ ? inner - pad_ - whatW_ : inner;
    const int whatH =
        assets.wrappedText(shownText(what_), FontStyle::Bold, whatSize_, sdlColour(theme::Accent), whatW_).h;
    const int howH = assets.wrappedText(shownText(how_), FontStyle::Regular, howSize_, sdlColour(theme::Text), howW_).h;
    contentH_ = side_ ? std::max(whatH, howH) : whatH + pad_ / 3 + howH;
    return std::max(Metrics::MinTouchTarget, contentH_ + 2 * pad_ * 2 / 3);
  }

  void draw(UiContext& ui, bool focused) const override {
    if (!visible) return;
    drawRowPanel(ui, rect, focused);
    Assets& a = *ui.assets;
    // The text in the middle of a row kept a fingertip tall.
    const int top = rect.y + (rect.h - contentH_) / 2;
    const SDL_Rect box{rect.x + pad_, rect.y + pad_ * 2 / 3, rect.w - 2 * pad_, rect.h - 2 * (pad_ * 2 / 3)};
    const auto place = [&](std::string_view text, FontStyle style, int size, std::uint32_t colour, int width, int px,
                           int py) {
      const TextTexture t = a.wrappedText(text, style, size, sdlColour(colour), width);
      if (t.texture == nullptr) return 0;
      const SDL_Rect at{px, py, t.w, t.h};
      SDL_RenderCopy(ui.renderer, t.texture, nullptr, &at);
      a.noteText(text, at, size, box);
      return t.h;
    };
    const int whatH = place(shownText(what_), FontStyle::Bold, whatSize_, theme::Accent, whatW_, box.x, top);
    if (side_)
      place(shownText(how_), FontStyle::Regular, howSize_, theme::Text, howW_, box.x + whatW_ + pad_, top);
    else
      place(shownText(how_), FontStyle::Regular, howSize_, theme::Text, howW_, box.x, top + whatH + pad_ / 3);
  }
  std::string name() const override { return what_; }

 private:
  std::string what_;
  std::string how_;
  int pad_ = 0;
  int whatSize_ = 12;
  int howSize_ = 12;
  int whatW_ = 1;
  int howW_ = 1;
  int contentH_ = 0;
  bool side_ = false;
};

int indexOf(Device device) {
  const auto* at = std::find(std::begin(ControlsScreen::Devices), std::end(ControlsScreen::Devices), device);
  return at == std::end(ControlsScreen::Devices) ? 0 : static_cast<int>(at - std::begin(ControlsScreen::Devices));
}

}  // namespace

std::string ControlsScreen::deviceName(Device device) {
  switch (device) {
    case Device::Touch:
      return trLater("Touch");
    case Device::Mouse:
      return trLater("Mouse");
    case Device::Keyboard:
      return trLater("Keyboard");
    case Device::Gamepad:
      return trLater("Gamepad");
    case Device::Script:
      break;
  }
  return trLater("Touch");
}

std::vector<ControlsScreen::Line> ControlsScreen::linesFor(Device device) {
  switch (device) {
    case Device::Mouse:
      return {
          {trLater("Turn a tile"), trLater("Left click")},
          {trLater("Turn it back"), trLater("Right click")},
          {trLater("Zoom in or out"), trLater("Wheel over the board; it zooms at the pointer")},
          {trLater("Move a zoomed board"), trLater("Drag it (a click that moves only a little still turns)")},
          {trLater("Whole board again"), trLater("Wheel out until it fits")},
          {trLater("Jump to a place"), trLater("Click the map in the corner of a zoomed board")},
          {trLater("Lock or unlock tiles"), trLater("Lock button, then click tiles or drag across many")},
          {trLater("Mark an edge joined or cut"), trLater("Shift-click (or Ctrl-click) near it; again to change")},
          {trLater("Next loose end"), trLater("Find button")},
          {trLater("Undo, redo, hint"), trLater("Undo, Redo and Hint buttons")},
          {trLater("Restart or leave"), trLater("Menu button")},
          {trLater("Flood: pick a colour"), trLater("Click its button, or a cell of that colour")},
          {trLater("Flood: share, the best"), trLater("Code button; Best once a game is over")},
          {trLater("Lines: draw a line"), trLater("Drag from a dot or from a line's end")},
          {trLater("Lines: clear a line"), trLater("Click it to end it there, or its dot to clear it all")},
          {trLater("Lines: move a zoomed board"), trLater("Drag with the right button (the left one draws)")},
          {trLater("Lines editor"),
           trLater("Click a cell to use the tool (a wall: near its side); drag a dot to move it")},
      };
    case Device::Keyboard:
      return {
          {trLater("Move the cursor"), trLater("Arrow keys; the view follows the cursor")},
          {trLater("Turn a tile"), trLater("Enter, Space or X")},
          {trLater("Turn it back"), "Z"},
          {trLater("Zoom in or out"), trLater("+ (or =) and \xe2\x88\x92")},
          {trLater("Whole board again"), "0"},
          {trLater("Lock or unlock"), "L"},
          {trLater("Mark an edge joined or cut"),
           trLater("Shift and an arrow (hex: up is north-east, down south-east)")},
          {trLater("Next loose end"), "N"},
          {trLater("Hint"), "H"},
          {trLater("Undo, redo"), trLater("U or Ctrl+Z, R or Ctrl+Y")},
          {trLater("Pause menu"), "F10"},
          {trLater("Leave the level"), "Esc"},
          {trLater("Fullscreen"), trLater("F11 or Alt+Enter")},
          {trLater("Flood: pick a colour"), trLater("1 to 8, or the arrows and Enter")},
          {trLater("Flood: step the best"), trLater("H, once Best shows it")},
          {trLater("Lines: draw a line"),
           trLater("Enter picks up a dot or a line's end, the arrows draw, Enter drops")},
          {trLater("Lines: let go of a line"), trLater("Z or Esc")},
          {trLater("Lines editor"),
           trLater("Enter uses the tool, L takes the next, X carries a dot, F10 goes to the buttons")},
      };
    case Device::Gamepad:
      return {
          {trLater("Move the cursor"), trLater("D-pad (repeats when held)")},
          {trLater("Turn a tile"), "A"},
          {trLater("Turn it back"), "B"},
          {trLater("Zoom in or out"), trLater("Right trigger, left trigger")},
          {trLater("Move a zoomed board"), trLater("Right stick; the cursor pulls the view along at the edge")},
          {trLater("Lock or unlock"), "Y"},
          {trLater("Mark an edge joined or cut"), trLater("Hold X and press a direction")},
          {trLater("Next loose end"), trLater("Press a stick (L3 or R3)")},
          {trLater("Hint"), trLater("X, pressed alone")},
          {trLater("Undo, redo"), trLater("Left shoulder, right shoulder")},
          {trLater("Pause menu"), "Start"},
          {trLater("Leave the level"), trLater("Back (Select)")},
          {trLater("Flood: pick a colour"), trLater("Shoulders step through the colours, A picks")},
          {trLater("Flood: undo, hint"), trLater("Y, X (X steps the best once Best shows it)")},
          {trLater("Lines: draw a line"), trLater("A picks up a dot or a line's end, the d-pad draws, A drops")},
          {trLater("Lines: let go of a line"), "B"},
          {trLater("Lines editor"),
           trLater("A uses the tool, Y takes the next, X carries a dot, Start goes to the buttons")},
          {trLater("In menus"), trLater("D-pad moves, A presses, B goes back")},
      };
    case Device::Touch:
    case Device::Script:
      break;
  }
  return {
      {trLater("Turn a tile"), trLater("Tap it")},
      {trLater("Turn it back"), trLater("Long press: hold half a second, then lift")},
      {trLater("Lock or unlock many"), trLater("Long press a tile, then drag across others without lifting")},
      {trLater("Mark an edge joined or cut"), trLater("A short slide from a tile into the next; again to change")},
      {trLater("Zoom in or out"), trLater("Pinch, spreading or closing two fingers")},
      {trLater("Move a zoomed board"), trLater("Two fingers together, or one finger slid further than a tile")},
      {trLater("Whole board again"), trLater("Pinch in until it fits")},
      {trLater("Jump to a place"), trLater("Tap the map in the corner of a zoomed board")},
      {trLater("Lock mode"), trLater("Lock button, then tap tiles or drag across them")},
      {trLater("Next loose end"), trLater("Find button")},
      {trLater("Undo, redo, hint"), trLater("Undo, Redo and Hint buttons")},
      {trLater("Restart or leave"), trLater("Menu button")},
      {trLater("Flood: share, the best"), trLater("Code button; Best once a game is over")},
      {trLater("Lines: draw a line"), trLater("Drag from a dot or from a line's end")},
      {trLater("Lines: clear a line"), trLater("Tap it to end it there, or its dot to clear it all")},
      {trLater("Lines: move a zoomed board"), trLater("Two fingers together (one finger draws)")},
      {trLater("Lines editor"), trLater("Tap a cell to use the tool (a wall: near its side); drag a dot to move it")},
  };
}

ControlsScreen::ControlsScreen(AppContext& app) : app_(app), device_(Devices[indexOf(app.ui.lastDevice)]) {
  widgets_.add(std::make_unique<Button>(
      trLater("Back"), [this] { stack().pop(); }, Button::Style::Quiet));
  const int last = static_cast<int>(std::size(Devices)) - 1;
  stepper_ = &widgets_.add(std::make_unique<Stepper>(trLater("Device"), indexOf(device_), 0, last, [this](int i) {
    device_ = Devices[std::clamp(i, 0, static_cast<int>(std::size(Devices)) - 1)];
    if (laidOut_) layout(metrics_);
  }));
  stepper_->wraps = true;
  stepper_->format = [last](int i) { return std::string(tr(deviceName(Devices[std::clamp(i, 0, last)]).c_str())); };
  // Every device's rows, made once; the layout shows one device's and hides the rest.
  for (Device d : Devices)
    for (Line& line : linesFor(d)) {
      // The turns as the settings make them.
      if (line.what == "Turn a tile" && app_.settings.tiles.reverseTurn)
        line.what = trLater("Turn a tile anticlockwise");
      if (line.what == "Turn it back" && app_.settings.tiles.halfTurnOther)
        line.what = trLater("Turn it halfway round");
      widgets_.add(std::make_unique<ControlRow>(line.what, line.how));
    }
  widgets_.focus(stepper_);
}

void ControlsScreen::showDevice(Device device) {
  stepper_->value = indexOf(device);
  device_ = Devices[stepper_->value];
  if (laidOut_) layout(metrics_);
  markDirty();
}

void ControlsScreen::layout(const Metrics& m) {
  metrics_ = m;
  laidOut_ = true;
  const int margin = m.px(10);
  const int gap = std::max(4, m.px(8));
  headingY_ = m.px(8);
  const int headH = headingRowHeight(m);
  widgets_.at(0).rect = headingBackRect(m, margin, headingY_);
  const int w = std::min(m.width - 2 * margin, m.px(640));
  const int x = (m.width - w) / 2;
  const int stepperY = headingY_ + headH + gap / 2;
  const int stepperW = std::min(w, m.px(360));
  stepper_->rect = SDL_Rect{(m.width - stepperW) / 2, stepperY, stepperW, m.touch(50)};
  const int top = stepperY + stepper_->rect.h + gap;
  const SDL_Rect area{x, top, w, m.height - top - margin};

  // The shown device's rows in content position; the others hidden.
  int first = -1;
  int end = -1;
  int y = area.y;
  int index = FirstRow;
  for (Device d : Devices) {
    const int count = static_cast<int>(linesFor(d).size());
    for (int i = 0; i < count; ++i, ++index) {
      auto& row = static_cast<ControlRow&>(widgets_.at(index));
      row.visible = d == device_;
      row.clipped = false;
      if (!row.visible) {
        row.rect = SDL_Rect{0, 0, 0, 0};
        continue;
      }
      if (first < 0) first = index;
      end = index + 1;
      const int h = row.fit(*app_.ui.assets, m, w);
      row.rect = SDL_Rect{x, y, w, h};
      y += h + gap / 2;
    }
  }
  // Another device's list starts at its top: an empty range forgets the old scroll first.
  widgets_.scrollFrom(0, area, 0);
  widgets_.settleFocus();
  widgets_.scrollFrom(first, area, end);
  markDirty();
}

void ControlsScreen::handle(const InputEvent& e) { handleMenuInput(*this, widgets_, e); }

void ControlsScreen::draw() {
  drawScreenBackground(app_.ui);
  drawHeadingBeside(app_.ui, tr("Controls"), widgets_.at(0).rect, headingY_);
  widgets_.draw(app_.ui);
}

}  // namespace tileflow
