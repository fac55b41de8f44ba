// QrCardScreen: the code takes the biggest square there is, the lines the rest.
#include "game/screens/QrCardScreen.hpp"

#include <SDL.h>

#include <algorithm>
#include <exception>
#include <memory>
#include <utility>
#include <vector>

#include "engine/core/Translate.hpp"
#include "engine/ui/Button.hpp"
#include "engine/ui/Layout.hpp"
#include "engine/ui/Paint.hpp"
#include "engine/ui/ScreenStack.hpp"
#include "engine/ui/Theme.hpp"
#include "game/screens/ScreenChrome.hpp"
#include "game/view/Card.hpp"
#include "game/view/QrCode.hpp"

namespace tileflow {

QrCardScreen::QrCardScreen(AppContext& app, std::string qrText, std::string lines, std::vector<Action> actions)
    : app_(app), qrText_(std::move(qrText)), lines_(std::move(lines)) {
  for (Action& a : actions)
    widgets_.add(std::make_unique<Button>(a.label, [this, run = std::move(a.run)] {
      if (run) run(*this);
      markDirty();
    }));
  widgets_.add(std::make_unique<Button>(
      trLater("Close"), [this] { stack().pop(); }, Button::Style::Primary));
}

void QrCardScreen::say(std::string text) {
  message_.show(std::move(text));
  markDirty();
}

void QrCardScreen::update(double seconds) {
  if (message_.update(seconds)) markDirty();
}

void QrCardScreen::layout(const Metrics& m) {
  const int margin = m.px(12);
  const int gap = m.px(8);
  panel_ = centred(m.screen(), m.width - 2 * m.px(8), m.height - 2 * m.px(8));
  const int rowH = m.touch(48);
  // The buttons in a row along the bottom, each at most 200 design pixels wide; in two or more
  // rows where one would squeeze them under 100. A row whose equal cells cut a label shares its
  // width by its buttons' words (Копировать код, Копировать ID at 320×240, 150%: on two lines).
  const int count = widgets_.size();
  const int room = panel_.w - 2 * margin;
  int columns = count;
  while (columns > 1 && (room - (columns - 1) * gap) / columns < m.px(100)) --columns;
  const int rows = (count + columns - 1) / columns;
  const int buttonsH = rows * rowH + (rows - 1) * gap;
  const int w = std::min(room, columns * m.px(200) + (columns - 1) * gap);
  const SDL_Rect area{panel_.x + (panel_.w - w) / 2, panel_.y + panel_.h - margin - buttonsH, w, buttonsH};
  const auto cells = gridRects(area, count, columns, rowH, gap);
  std::vector<Button*> buttons;
  for (int i = 0; i < count; ++i) {
    buttons.push_back(&static_cast<Button&>(widgets_.at(i)));
    buttons.back()->rect = cells[static_cast<std::size_t>(i)];
  }
  for (int first = 0; first < count; first += columns) {
    const std::vector<Button*> row(buttons.begin() + first, buttons.begin() + std::min(count, first + columns));
    shareRowByWords(app_.ui, row, SDL_Rect{area.x, row[0]->rect.y, area.w, rowH}, gap,
                    std::min(Metrics::MinTouchTarget, area.w));
  }
  const SDL_Rect inner{panel_.x + margin, panel_.y + margin, panel_.w - 2 * margin, panel_.h - 3 * margin - buttonsH};
  // The code takes the biggest square there is; the lines go beside it, or under it on a
  // portrait screen.
  if (inner.w >= inner.h) {
    const int side = std::min(inner.h, inner.w / 2);
    qr_ = SDL_Rect{inner.x, inner.y, side, side};
    text_ = SDL_Rect{inner.x + side + margin, inner.y, inner.w - side - margin, inner.h};
  } else {
    const int side = std::min(inner.w, inner.h * 3 / 5);
    qr_ = SDL_Rect{inner.x + (inner.w - side) / 2, inner.y, side, side};
    text_ = SDL_Rect{inner.x, inner.y + side + margin, inner.w, inner.h - side - margin};
  }
  widgets_.settleFocus();
}

void QrCardScreen::handle(const InputEvent& e) { handleMenuInput(*this, widgets_, e); }

void QrCardScreen::draw() {
  UiContext& ui = app_.ui;
  const Metrics& m = ui.metrics;
  dimBackdrop(ui);
  drawDialogPanel(ui, panel_);
  try {
    drawQrCode(ui.renderer, QrCode::encode(qrText_), qr_);
  } catch (const std::exception&) {
    // Every text shown here fits a QR code many times over; nothing to show if one ever cannot.
  }
  SDL_Rect text = text_;
  if (!message_.empty()) {
    // The message keeps the bottom line of the text's room.
    const int h = m.font(16) * 3 / 2;
    text.h = std::max(0, text.h - h);
    drawTextIn(*ui.assets, message_.text(), FontStyle::Bold, m.font(16), theme::Accent,
               SDL_Rect{text_.x, text_.y + text_.h - h, text_.w, h}, Align::Left);
  }
  drawParagraph(ui, lines_, m.font(17), theme::Text, text);
  widgets_.draw(ui);
}

}  // namespace tileflow
