// Button: a labelled, tappable control.
#include "engine/ui/Button.hpp"

#include <algorithm>

#include "engine/core/Translate.hpp"
#include "engine/ui/Colour.hpp"
#include "engine/ui/FocusRing.hpp"
#include "engine/ui/Layout.hpp"
#include "engine/ui/Paint.hpp"
#include "engine/ui/Theme.hpp"

namespace tileflow {

namespace {
std::uint32_t baseColour(Button::Style style) {
  switch (style) {
    case Button::Style::Primary:
      return theme::ButtonPrimary;
    case Button::Style::Danger:
      return theme::ButtonDanger;
    case Button::Style::Quiet:
      return theme::Panel;
    case Button::Style::Normal:
      break;
  }
  return theme::Button;
}
}  // namespace

void drawFocusRing(UiContext& ui, const SDL_Rect& r, double radius) {
  const int grow = std::max(2, ui.metrics.px(4));
  const SDL_Rect ring{r.x - grow, r.y - grow, r.w + 2 * grow, r.h + 2 * grow};
  PanelStyle s;
  s.top = theme::Focus;
  s.bottom = theme::Focus;
  s.opacity = 0.0;
  s.border = theme::Focus;
  s.borderWidth = std::max(2, ui.metrics.px(3));
  s.radius = radius + grow;
  s.shadow = false;
  s.gloss = false;
  drawPanel(*ui.assets, ring, s);
}

void Button::draw(UiContext& ui, bool focused) const {
  if (!visible) return;
  std::uint32_t c = enabled ? baseColour(style) : theme::ButtonDisabled;
  if (focused && enabled) c = lighten(c, 0.07);
  PanelStyle s;
  s.top = lighten(c, 0.12);
  s.bottom = darken(c, 0.18);
  s.radius = std::min(rect.h / 2.0, static_cast<double>(ui.metrics.px(14)));
  s.border = style == Style::Quiet ? theme::PanelBorder : darken(c, 0.35);
  s.borderWidth = std::max(1, ui.metrics.px(1.5f));
  drawPanel(*ui.assets, rect, s);
  if (focused && enabled) drawFocusRing(ui, rect, s.radius);
  drawTextIn(*ui.assets, shown(ui), FontStyle::Bold, textSize(ui), enabled ? theme::Text : theme::TextDim,
             textRect(ui));
}

SDL_Rect Button::textRect(const UiContext& ui) const {
  // A narrow key keeps most of its width for its label.
  const int pad = std::min(sidePad(ui.metrics), rect.w / 10);
  return SDL_Rect{rect.x + pad, rect.y, rect.w - 2 * pad, rect.h - std::max(2, rect.h / 16)};
}

int Button::textSize(UiContext& ui) const {
  const int size = ui.metrics.font(fontDesign);
  return sizeLike.empty() ? size : fitFont(*ui.assets, sizeLike, FontStyle::Bold, size, textRect(ui).w);
}

bool Button::labelFits(UiContext& ui) const {
  return !fitTextIn(*ui.assets, shownText(label), FontStyle::Bold, textSize(ui), textRect(ui)).cut;
}

bool Button::saysWhole(UiContext& ui) const {
  return labelFits(ui) ||
         (!sign.empty() && !fitTextIn(*ui.assets, sign, FontStyle::Bold, textSize(ui), textRect(ui)).cut);
}

std::string_view Button::shown(UiContext& ui) const {
  if (sign.empty()) return shownText(label);
  bool fits = labelFits(ui);
  for (const Button* peer : signPeers) fits = fits && (!peer->visible || peer->rect.w <= 0 || peer->labelFits(ui));
  return fits ? shownText(label) : std::string_view(sign);
}

int Button::naturalWidth(Assets& assets, const Metrics& metrics, bool useSign) const {
  const std::string_view text = useSign && !sign.empty() ? std::string_view(sign) : shownText(label);
  return assets.measure(text, FontStyle::Bold, metrics.font(fontDesign)).x + 2 * sidePad(metrics);
}

int Button::twoLineWidth(Assets& assets, const Metrics& metrics) const {
  return tileflow::twoLineWidth(assets, shownText(label), FontStyle::Bold, metrics.font(fontDesign)) +
         2 * sidePad(metrics);
}

int shareRowByWords(UiContext& ui, const std::vector<Button*>& row, const SDL_Rect& area, int gap, int least) {
  std::vector<SDL_Rect> rects;
  for (const Button* b : row) rects.push_back(b->rect);
  return shareRowByWords(ui, row, rects, area, gap, least, 0);
}

int shareRowByWords(UiContext& ui, const std::vector<Button*>& row, std::vector<SDL_Rect>& rects, const SDL_Rect& area,
                    int gap, int least, int spare) {
  const auto place = [&](const std::vector<SDL_Rect>& cells) {
    for (std::size_t i = 0; i < row.size(); ++i)
      if (row[i] != nullptr) row[i]->rect = cells[i];
  };
  place(rects);
  if (row.empty() || ui.assets == nullptr) return 0;
  const auto cutLabels = [&] {
    int cut = 0;
    for (const Button* b : row) cut += b == nullptr || b->labelFits(ui) ? 0 : 1;
    return cut;
  };
  int fewest = cutLabels();
  if (fewest == 0) return 0;
  std::vector<int> oneLine;
  std::vector<int> twoLines;
  for (const Button* b : row) {
    oneLine.push_back(b != nullptr ? b->naturalWidth(*ui.assets, ui.metrics) : spare);
    twoLines.push_back(b != nullptr ? b->twoLineWidth(*ui.assets, ui.metrics) : spare);
  }
  std::vector<SDL_Rect> best = rects;
  for (const auto* wants : {&oneLine, &twoLines}) {
    const auto shared = sharedRowRects(area, *wants, gap, least);
    place(shared);
    if (const int cut = cutLabels(); cut < fewest) {
      fewest = cut;
      best = shared;
    }
    if (fewest == 0) break;
  }
  place(best);
  rects = best;
  return fewest;
}

void signsTogether(std::initializer_list<std::pair<Button*, const char*>> buttons) {
  for (const auto& [button, sign] : buttons) {
    button->sign = sign;
    button->signPeers.clear();
    for (const auto& [peer, peerSign] : buttons)
      if (peer != button) button->signPeers.push_back(peer);
  }
}

bool Button::act(Action action) {
  if (action != Action::Primary || !enabled || !onPress) return false;
  onPress();
  return true;
}

bool Button::tap(int, int, bool) {
  if (!enabled || !onPress) return false;
  onPress();
  return true;
}

}  // namespace tileflow
