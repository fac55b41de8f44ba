// Stepper: a number or a choice with − and + targets.
#include "engine/ui/Stepper.hpp"

#include <algorithm>

#include "engine/core/Translate.hpp"
#include "engine/ui/Colour.hpp"
#include "engine/ui/Paint.hpp"
#include "engine/ui/RowPanel.hpp"
#include "engine/ui/Theme.hpp"

namespace tileflow {

namespace {
int valueWidth(const SDL_Rect& r) { return std::max(r.h * 2, r.w * 28 / 100); }
}  // namespace

bool Stepper::narrow() const {
  // The label needs about as much room as the value box to be read.
  return rect.w - 2 * rect.h - valueWidth(rect) < valueWidth(rect);
}

bool Stepper::compact() const { return stackedForWords_ || narrow(); }

std::string Stepper::shownValue() const { return format ? format(value) : std::to_string(value); }

bool Stepper::stacksForWords(UiContext& ui) const {
  if (narrow()) return false;
  // The label beside the value, where it would be cut and the stacked form shows it whole:
  // stacked (a long word in another language; English labels fit beside their values).
  return fitTextIn(*ui.assets, shownText(label), FontStyle::Regular, ui.metrics.font(19), besideRect(ui)).cut &&
         !fitTextIn(*ui.assets, std::string(shownText(label)) + "\n" + shownValue(), FontStyle::Bold,
                    ui.metrics.font(18), stackedRect())
              .cut;
}

SDL_Rect Stepper::besideRect(const UiContext& ui) const {
  const int pad = ui.metrics.px(15);
  const int right = rect.x + rect.w - 2 * rect.h - valueWidth(rect);
  return SDL_Rect{rect.x + pad, rect.y, right - rect.x - pad, rect.h};
}

SDL_Rect Stepper::stackedRect() const { return SDL_Rect{rect.x + rect.h, rect.y, rect.w - 2 * rect.h, rect.h}; }

std::string Stepper::stackedText(UiContext& ui) const {
  const int size = ui.metrics.font(18);
  const std::string shown = shownValue();
  std::string text = std::string(shownText(label)) + "\n" + shown;
  if (!shortLabel.empty() && fitTextIn(*ui.assets, text, FontStyle::Bold, size, stackedRect()).cut)
    text = std::string(shownText(shortLabel)) + "\n" + shown;
  if (valueSaysAll && fitTextIn(*ui.assets, text, FontStyle::Bold, size, stackedRect()).cut) text = shown;
  return text;
}

bool Stepper::saysWhole(UiContext& ui) const {
  if (ui.assets == nullptr) return true;
  if (narrow() || stacksForWords(ui))
    return !fitTextIn(*ui.assets, stackedText(ui), FontStyle::Bold, ui.metrics.font(18), stackedRect()).cut;
  const SDL_Rect valueRect{rect.x + rect.w - rect.h - valueWidth(rect), rect.y, valueWidth(rect), rect.h};
  return !fitTextIn(*ui.assets, shownText(label), FontStyle::Regular, ui.metrics.font(19), besideRect(ui)).cut &&
         !fitTextIn(*ui.assets, shownValue(), FontStyle::Bold, ui.metrics.font(20), valueRect).cut;
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
  stackedForWords_ = stacksForWords(ui);
  const SDL_Rect minus = minusRect();
  const SDL_Rect plus = plusRect();
  arrow(minus, "\xe2\x88\x92", wraps || value > min);
  arrow(plus, "+", wraps || value < max);
  const SDL_Rect valueRect{minus.x + minus.w, rect.y, plus.x - minus.x - minus.w, rect.h};
  if (compact()) {
    drawTextIn(*ui.assets, stackedText(ui), FontStyle::Bold, ui.metrics.font(18), theme::Accent, valueRect);
    return;
  }
  drawTextIn(*ui.assets, shownValue(), FontStyle::Bold, ui.metrics.font(20), theme::Accent, valueRect);
  drawTextIn(*ui.assets, shownText(label), FontStyle::Regular, ui.metrics.font(19), theme::Text, besideRect(ui),
             Align::Left);
}

int Stepper::stepSize(int run) {
  if (run >= 24) return 10;
  if (run >= 8) return 5;
  return 1;
}

void Stepper::set(int v) {
  const int next = std::clamp(v, min, max);
  if (next == value) return;
  value = next;
  if (onChange) onChange(value);
}

bool Stepper::step(int direction) {
  int delta = direction;
  if (accelerates && !wraps) {
    const std::uint32_t now = clock ? clock() : SDL_GetTicks();
    const bool held = direction == lastDirection_ && now - lastStepMs_ <= HoldGapMs;
    run_ = held ? run_ + 1 : 0;
    lastDirection_ = direction;
    lastStepMs_ = now;
    const int size = stepSize(run_);
    if (size > 1) {
      // Land on the next multiple of the step size in that direction (7 → 10 → 15, 40 → 30).
      const int target = direction > 0 ? (value / size + 1) * size : ((value + size - 1) / size - 1) * size;
      delta = target - value;
    }
  }
  int next = value + delta;
  if (wraps) {
    const int span = max - min + 1;
    next = min + ((next - min) % span + span) % span;
  }
  set(next);
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
  if (onType && contains(rect, x, y)) {
    onType();
    return true;
  }
  return false;
}

}  // namespace tileflow
