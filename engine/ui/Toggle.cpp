// Toggle: an on/off setting with a label.
#include "engine/ui/Toggle.hpp"

#include "engine/core/Translate.hpp"
#include "engine/ui/Colour.hpp"
#include "engine/ui/FocusRing.hpp"
#include "engine/ui/Paint.hpp"
#include "engine/ui/RowPanel.hpp"
#include "engine/ui/Theme.hpp"

namespace tileflow {

namespace {

// The switch's height in a row `rowH` high, and its knob.
int switchHeight(int rowH) { return std::max(20, rowH * 55 / 100); }
int knobSize(int sh) { return sh - std::max(4, sh / 5); }

// The switch's length: twice its height, or longer where the word beside the knob would not fit
// whole even at the smallest text size (a small switch at 480×320) in a window of w×h pixels.
int switchWidth(Assets& assets, const Metrics& metrics, int rowH, int w, int h) {
  const int sh = switchHeight(rowH);
  const int knob = knobSize(sh);
  const int inset = (sh - knob) / 2;
  const int least = std::min(metrics.font(12), minimumTextPixels(w, h));
  const int word = assets.measure("OFF", FontStyle::Bold, least).x;
  return std::max(sh * 2, knob + 2 * inset + word + std::max(2, sh / 8));
}

}  // namespace

int Toggle::naturalWidth(Assets& assets, const Metrics& metrics, int height) const {
  const int pad = metrics.px(10);
  const int words = assets.measure(shownText(label), FontStyle::Regular, metrics.font(19)).x;
  return words + 3 * pad + switchWidth(assets, metrics, height, metrics.width, metrics.height);
}

void Toggle::draw(UiContext& ui, bool focused) const {
  if (!visible) return;
  drawRowPanel(ui, rect, focused);
  // The switch: a pill with a knob, green and right when on; the words ON/OFF too, so the state
  // never depends on colour alone.
  const int pad = ui.metrics.px(10);
  const int sh = switchHeight(rect.h);
  const int knob = knobSize(sh);
  const int inset = (sh - knob) / 2;
  const int small = ui.metrics.font(12);
  int ow = 0;
  int oh = 0;
  SDL_GetRendererOutputSize(ui.assets->renderer(), &ow, &oh);
  const int sw = switchWidth(*ui.assets, ui.metrics, rect.h, ow, oh);
  const SDL_Rect pill{rect.x + rect.w - pad - sw, rect.y + (rect.h - sh) / 2 - std::max(1, rect.h / 40), sw, sh};
  PanelStyle p;
  p.top = value ? theme::ToggleOn : theme::ToggleOff;
  p.bottom = darken(p.top, 0.2);
  p.radius = sh / 2.0;
  p.shadow = false;
  p.gloss = false;
  drawPanel(*ui.assets, pill, p);
  const SDL_Rect k{value ? pill.x + pill.w - inset - knob : pill.x + inset, pill.y + inset, knob, knob};
  PanelStyle ks;
  ks.top = 0xffffff;
  ks.bottom = 0xd8dcec;
  ks.radius = knob / 2.0;
  ks.shadow = false;
  ks.gloss = false;
  drawPanel(*ui.assets, k, ks);
  const SDL_Rect word{value ? pill.x + inset : pill.x + inset + knob, pill.y, pill.w - knob - 2 * inset, pill.h};
  drawTextIn(*ui.assets, value ? tr("ON") : tr("OFF"), FontStyle::Bold, small, theme::Text, word);
  const SDL_Rect text{rect.x + pad * 3 / 2, rect.y, pill.x - rect.x - pad * 2, rect.h};
  drawTextIn(*ui.assets, shownText(label), FontStyle::Regular, ui.metrics.font(19), theme::Text, text, Align::Left);
}

void Toggle::flip() {
  value = !value;
  if (onChange) onChange(value);
}

bool Toggle::act(Action action) {
  if (!enabled) return false;
  if (action == Action::Primary || (action == Action::Left && value) || (action == Action::Right && !value)) {
    flip();
    return true;
  }
  return action == Action::Left || action == Action::Right;
}

bool Toggle::tap(int, int, bool) {
  if (!enabled) return false;
  flip();
  return true;
}

}  // namespace tileflow
