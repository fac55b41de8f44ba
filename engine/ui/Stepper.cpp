// Stepper: a number or a choice with − and + targets.
#include "engine/ui/Stepper.hpp"

#include <algorithm>

#include "engine/ui/Colour.hpp"
#include "engine/ui/Paint.hpp"
#include "engine/ui/RowPanel.hpp"
#include "engine/ui/Theme.hpp"

namespace tileflow {

namespace {
int valueWidth(const SDL_Rect& r) { return std::max(r.h * 2, r.w * 28 / 100); }
}  // namespace

bool Stepper::compact() const {
  // The label needs about as much room as the value box to be read.
  return rect.w - 2 * rect.h - valueWidth(rect) < valueWidth(rect);
}

SDL_Rect Stepper::minusRect() const {
  const int side = rect.h;
  if (compact()) return SDL_Rect{rect.x, rect.y, side, rect.h};
  return SDL_Rect{rect.x + rect.w - 2 * side - valueWidth(rect), rect.y, side, rect.h};
}

SDL_Rect Stepper::plusRect() const { return SDL_Rect{rect.x + rect.w - rect.h, rect.y, rect.h, rect.h}; }

void Stepper::draw(UiContext& ui, bool focused) const {
  if (!visible) return;
  drawRowPanel(ui, rect, focused);

  const int inset = std::max(3, rect.h / 10);
  auto arrow = [&](SDL_Rect r, const char* glyph, bool possible) {
    const SDL_Rect b{r.x + inset, r.y + inset, r.w - 2 * inset, r.h - 2 * inset - 1};
    PanelStyle s;
    s.top = possible ? lighten(theme::Button, 0.1) : theme::ButtonDisabled;
    s.bottom = darken(s.top, 0.2);
    s.radius = b.h / 2.0;
    s.shadow = false;
    drawPanel(*ui.assets, b, s);
    drawTextIn(*ui.assets, glyph, FontStyle::Bold, ui.metrics.font(24), possible ? theme::Text : theme::TextDim, b);
  };
  const SDL_Rect minus = minusRect();
  const SDL_Rect plus = plusRect();
  arrow(minus, "\xe2\x88\x92", wraps || value > min);
  arrow(plus, "+", wraps || value < max);
  const SDL_Rect valueRect{minus.x + minus.w, rect.y, plus.x - minus.x - minus.w, rect.h};
  const std::string shown = format ? format(value) : std::to_string(value);
  if (compact()) {
    drawTextIn(*ui.assets, label + " " + shown, FontStyle::Bold, ui.metrics.font(18), theme::Accent, valueRect);
    return;
  }
  drawTextIn(*ui.assets, shown, FontStyle::Bold, ui.metrics.font(20), theme::Accent, valueRect);
  const int pad = ui.metrics.px(15);
  const SDL_Rect text{rect.x + pad, rect.y, minus.x - rect.x - pad, rect.h};
  drawTextIn(*ui.assets, label, FontStyle::Regular, ui.metrics.font(19), theme::Text, text, Align::Left);
}

bool Stepper::step(int delta) {
  int next = value + delta;
  if (wraps) {
    const int span = max - min + 1;
    next = min + ((next - min) % span + span) % span;
  } else {
    next = std::clamp(next, min, max);
  }
  if (next == value) return true;
  value = next;
  if (onChange) onChange(value);
  return true;
}

bool Stepper::act(Action action) {
  if (!enabled) return false;
  if (action == Action::Left) return step(-1);
  if (action == Action::Right || action == Action::Primary) return step(+1);
  return false;
}

bool Stepper::tap(int x, int y, bool) {
  if (!enabled) return false;
  if (contains(minusRect(), x, y)) return step(-1);
  if (contains(plusRect(), x, y)) return step(+1);
  return false;
}

}  // namespace tileflow
