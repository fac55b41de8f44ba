// CardButton: panel, title, detail and stars, scaled to the card's height.
#include "game/screens/CardButton.hpp"

#include <algorithm>

#include "engine/core/Translate.hpp"
#include "engine/ui/Colour.hpp"
#include "engine/ui/FocusRing.hpp"
#include "engine/ui/Paint.hpp"
#include "engine/ui/Theme.hpp"
#include "game/screens/ScreenChrome.hpp"

namespace tileflow {

void CardButton::draw(UiContext& ui, bool focused) const {
  if (!visible) return;
  const Metrics& m = ui.metrics;
  std::uint32_t c = locked ? theme::ButtonDisabled : highlight ? theme::ButtonPrimary : theme::Button;
  if (style == Style::Quiet) c = theme::Panel;
  if (focused) c = lighten(c, 0.08);
  PanelStyle s;
  s.top = lighten(c, 0.12);
  s.bottom = darken(c, 0.18);
  s.radius = std::min(rect.h / 4.0, static_cast<double>(m.px(12)));
  s.border = darken(c, 0.35);
  s.borderWidth = std::max(1, m.px(1.5f));
  drawPanel(*ui.assets, rect, s);
  if (focused) drawFocusRing(ui, rect, s.radius);

  const Parts at = parts(*ui.assets, m);
  const std::uint32_t ink = locked ? theme::TextDim : theme::Text;
  drawTextIn(*ui.assets, shownText(label), FontStyle::Bold, at.titleFont, ink, at.title);
  if (!at.lines) return;
  const SDL_Rect& below = at.below;
  if (stars >= 0) {
    // Stars take a square per star at the right of the detail line (or centred alone).
    const int star = std::min(below.h, below.w / std::max(1, maxStars));
    const int starsW = star * maxStars;
    const int x0 = detail.empty() ? below.x + (below.w - starsW) / 2 : below.x + below.w - starsW;
    for (int i = 0; i < maxStars; ++i) {
      const bool earned = i < stars;
      drawTextIn(*ui.assets, earned ? "\xE2\x98\x85" : "\xE2\x98\x86", FontStyle::Regular, std::max(12, star),
                 earned      ? theme::Accent
                 : highlight ? theme::Text
                             : theme::TextDim,
                 SDL_Rect{x0 + i * star, below.y, star, below.h});
    }
  }
  if (!detail.empty() && at.detail.w > 0) {
    const std::uint32_t detailInk = locked ? theme::TextDim : highlight ? theme::Text : theme::Accent;
    drawTextIn(*ui.assets, at.detailSaid, FontStyle::Regular, at.detailFont, detailInk, at.detail,
               stars >= 0 ? Align::Left : Align::Centre);
  }
}

CardButton::Parts CardButton::parts(Assets& assets, const Metrics& m) const {
  // Title above, then the detail and the stars share what is left; a short card keeps only
  // the title and the stars side by side.
  Parts at;
  const int pad = std::max(3, m.px(6));
  at.lines = !detail.empty() || stars >= 0;
  const int titleH = at.lines ? rect.h * 11 / 20 : rect.h;
  at.titleFont = std::min(m.font(fontDesign), std::max(12, titleH * 3 / 4));
  at.title =
      SDL_Rect{rect.x + pad, rect.y + (at.lines ? pad / 2 : 0), rect.w - 2 * pad, titleH - (at.lines ? pad / 2 : 0)};
  if (!at.lines) return at;
  at.below = SDL_Rect{rect.x + pad, rect.y + titleH, rect.w - 2 * pad, rect.h - titleH - pad / 2};
  at.detailFont = std::max(12, std::min(m.font(15), at.below.h * 4 / 5));
  // A title that needs two lines where its share holds one takes all but one line of the detail's.
  if (fitTextIn(assets, shownText(label), FontStyle::Bold, at.titleFont, at.title).cut) {
    const int line = assets.measure("Ag", FontStyle::Regular, at.detailFont).y;
    const int tallerH = rect.h - line - pad / 2;
    SDL_Rect taller = at.title;
    taller.h = tallerH - pad / 2;
    if (tallerH > titleH && !fitTextIn(assets, shownText(label), FontStyle::Bold, at.titleFont, taller).cut) {
      at.title = taller;
      at.below = SDL_Rect{rect.x + pad, rect.y + tallerH, rect.w - 2 * pad, rect.h - tallerH - pad / 2};
    }
  }
  at.detail = at.below;
  if (stars >= 0) {
    const int star = std::min(at.below.h, at.below.w / std::max(1, maxStars));
    const int x0 =
        detail.empty() ? at.below.x + (at.below.w - star * maxStars) / 2 : at.below.x + at.below.w - star * maxStars;
    at.detail.w = std::max(0, x0 - at.below.x - pad);
  }
  if (!detail.empty() && at.detail.w > 0)
    at.detailSaid = shortDetail.empty() ? shownText(detail)
                                        : firstWhole(assets, {shownText(detail), shortDetail}, FontStyle::Regular,
                                                     at.detailFont, at.detail);
  return at;
}

bool CardButton::saysAll(Assets& assets, const Metrics& m) const {
  const Parts at = parts(assets, m);
  if (fitTextIn(assets, shownText(label), FontStyle::Bold, at.titleFont, at.title).cut) return false;
  return detail.empty() || at.detail.w <= 0 ||
         !fitTextIn(assets, at.detailSaid, FontStyle::Regular, at.detailFont, at.detail).cut;
}

void layoutCardGrid(const std::vector<CardButton*>& cards, const SDL_Rect& area, const Metrics& m, CardSizes sizes,
                    Assets* assets) {
  const int gap = std::max(4, m.px(8));
  const int count = static_cast<int>(cards.size());
  const int minW = std::max(Metrics::MinTouchTarget + 12, m.px(sizes.minDesignW));
  const auto widthFor = [&](int columns) { return (area.w - (columns - 1) * gap) / columns; };
  int columns = std::clamp(area.w / std::max(1, m.px(sizes.designW)), 1, std::max(1, count));
  while (columns > 1 && widthFor(columns) < minW) --columns;
  while (columns < count && widthFor(columns + 1) >= minW) {
    const int rows = (count + columns - 1) / columns;
    if (rows * Metrics::MinTouchTarget + (rows - 1) * gap <= area.h) break;
    ++columns;
  }
  const auto place = [&](int across) {
    const int rows = std::max(1, (count + across - 1) / across);
    const int w = widthFor(across);
    const int h = std::clamp((area.h - (rows - 1) * gap) / rows, Metrics::MinTouchTarget,
                             std::max(Metrics::MinTouchTarget, std::min(w, m.px(sizes.maxDesignH))));
    const int total = rows * h + (rows - 1) * gap;
    const int top = area.y + std::max(0, (area.h - total) / 3);
    for (int i = 0; i < count; ++i)
      cards[static_cast<std::size_t>(i)]->rect =
          SDL_Rect{area.x + (i % across) * (w + gap), top + (i / across) * (h + gap), w, h};
  };
  const auto cutCards = [&] {
    int cut = 0;
    for (const CardButton* card : cards) cut += card->visible && !card->saysAll(*assets, m) ? 1 : 0;
    return cut;
  };
  place(columns);
  if (assets == nullptr) return;
  // Words too long for their cards: fewer columns while that cuts fewer of them.
  int best = columns;
  int fewest = cutCards();
  for (int across = columns - 1; fewest > 0 && across >= 1; --across) {
    place(across);
    const int cut = cutCards();
    if (cut < fewest) {
      best = across;
      fewest = cut;
    }
  }
  place(best);
}

void layoutCardScreen(WidgetList& widgets, const std::vector<CardButton*>& cards, const Metrics& m, int& headingY,
                      CardSizes sizes, Assets* assets) {
  const int margin = m.px(10);
  const int gap = std::max(4, m.px(8));
  headingY = m.px(8);
  const int headH = headingRowHeight(m);
  widgets.at(0).rect = headingBackRect(m, margin, headingY);
  const SDL_Rect area{margin, headingY + headH + gap / 2, m.width - 2 * margin,
                      m.height - headingY - headH - gap / 2 - margin};
  layoutCardGrid(cards, area, m, sizes, assets);
  widgets.settleFocus();
  widgets.scrollFrom(1, area);
}

}  // namespace tileflow
