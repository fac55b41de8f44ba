// ScreenChrome: shared drawing for menu-like screens.
#include "game/screens/ScreenChrome.hpp"

#include <algorithm>
#include <functional>
#include <vector>

#include "engine/ui/Colour.hpp"
#include "engine/ui/Layout.hpp"
#include "engine/ui/Paint.hpp"
#include "engine/ui/ScreenStack.hpp"
#include "engine/ui/Theme.hpp"

namespace tileflow {

void drawScreenBackground(UiContext& ui) {
  drawBackground(*ui.assets, ui.metrics.width, ui.metrics.height, theme::BackgroundTop, theme::BackgroundBottom);
}

namespace {

// A heading of `size` pixels centred on `cx`, with its drop shadow; returns its bottom.
int headingAt(UiContext& ui, const std::string& text, int cx, int y, int size) {
  const int shadow = std::max(1, size / 16);
  drawText(*ui.assets, text, FontStyle::Bold, size, 0x000000, cx + shadow, y + shadow, Align::Centre, 120);
  const SDL_Point s = drawText(*ui.assets, text, FontStyle::Bold, size, theme::Text, cx, y, Align::Centre);
  return y + s.y;
}

}  // namespace

int drawHeading(UiContext& ui, const std::string& text, int y, float design) {
  const int size = fitFont(*ui.assets, text, FontStyle::Bold, ui.metrics.font(design), ui.metrics.width * 9 / 10);
  return headingAt(ui, text, ui.metrics.width / 2, y, size);
}

int headingRowHeight(const Metrics& m) { return std::max(Metrics::MinTouchTarget, m.font(30) * 3 / 2); }

SDL_Rect headingBackRect(const Metrics& m, int margin, int y) {
  return SDL_Rect{margin, y, std::max(Metrics::MinTouchTarget * 2, m.px(86)),
                  std::max(Metrics::MinTouchTarget, headingRowHeight(m) - m.px(4))};
}

void layoutMenuColumn(WidgetList& widgets, const Metrics& m, int top, int maxWidth, bool twoColumns, int first,
                      UiContext* ui) {
  const int margin = m.px(14);
  const int gap = m.px(9);
  std::vector<int> shown;
  for (int i = first; i < widgets.size(); ++i)
    if (widgets.at(i).visible) shown.push_back(i);
  const int count = static_cast<int>(shown.size());
  const int rowH = m.touch(50);
  const int height = std::max(0, m.height - top - margin);
  auto fits = [&](int rows) { return rows * Metrics::MinTouchTarget + (rows - 1) * gap <= height; };
  SDL_Rect area{};
  const auto place = [&](int columns) {
    const int rows = (count + columns - 1) / columns;
    const int columnW = std::min((m.width - 2 * margin - (columns - 1) * gap) / columns, maxWidth);
    const int totalW = columns * columnW + (columns - 1) * gap;
    area = SDL_Rect{(m.width - totalW) / 2, top, totalW, height};
    const auto rects = columnRects(SDL_Rect{area.x, area.y, columnW, fits(rows) ? area.h : rows * (rowH + gap)}, rows,
                                   rowH, gap, Metrics::MinTouchTarget);
    bool whole = true;
    for (int i = 0; i < count; ++i) {
      SDL_Rect r = rects[static_cast<std::size_t>(i % rows)];
      r.x += (i / rows) * (columnW + gap);
      Widget& w = widgets.at(shown[static_cast<std::size_t>(i)]);
      w.rect = r;
      whole = whole && (ui == nullptr || w.saysWhole(*ui));
    }
    return whole;
  };
  const bool two = twoColumns && !fits(count) && m.width - 2 * margin >= 2 * m.px(200) + gap;
  if (!place(two ? 2 : 1) && two) place(1);
  for (int i = first; i < widgets.size(); ++i)
    if (!widgets.at(i).visible) widgets.at(i).rect = SDL_Rect{area.x, area.y, 0, 0};
  widgets.settleFocus();
  widgets.scrollFrom(first, area);
}

void drawHeadingBeside(UiContext& ui, const std::string& text, const SDL_Rect& back, int y, int right) {
  const Metrics& m = ui.metrics;
  const int clear = back.x + back.w + m.px(8);
  const int size = fitFont(*ui.assets, text, FontStyle::Bold, m.font(30), m.width - 2 * clear);
  // On a narrow screen a centred heading can shrink to a fraction of its size (a 480-pixel-wide
  // portrait screen at 150 %): it takes the whole room right of Back instead.
  const int room = (right >= 0 ? right : m.width - back.x) - clear;
  const int offCentre = fitFont(*ui.assets, text, FontStyle::Bold, m.font(30), room);
  if (size < offCentre * 4 / 5) {
    headingAt(ui, text, clear + room / 2, y + std::max(0, (back.h - offCentre * 5 / 4) / 2), offCentre);
    return;
  }
  drawHeading(ui, text, y + std::max(0, (back.h - size * 5 / 4) / 2), static_cast<float>(size) / m.scale);
}

void handleMenuInput(Screen& screen, WidgetList& widgets, const InputEvent& e) {
  if (e.goesBack()) {
    screen.stack().pop();
    return;
  }
  if (widgets.handle(e)) screen.markDirty();
}

void dimBackdrop(UiContext& ui, Uint8 alpha) {
  SDL_SetRenderDrawBlendMode(ui.renderer, SDL_BLENDMODE_BLEND);
  SDL_SetRenderDrawColor(ui.renderer, 6, 9, 22, alpha);
  const SDL_Rect all = ui.metrics.screen();
  SDL_RenderFillRect(ui.renderer, &all);
  // What lies under the dimmed layer is not what the player works with: layouts are checked on
  // what is drawn over it.
  if (ui.assets->probe != nullptr) ui.assets->probe->clear();
}

void drawDialogPanel(UiContext& ui, const SDL_Rect& rect, float radiusDesign) {
  PanelStyle s;
  s.top = 0x243264;
  s.bottom = 0x17204a;
  s.border = theme::PanelBorder;
  s.borderWidth = std::max(1, ui.metrics.px(2));
  s.radius = ui.metrics.px(radiusDesign);
  s.gloss = false;
  s.shadow = false;
  drawPanel(*ui.assets, rect, s);
}

namespace {

bool clearOf(const SDL_Rect& box, const std::vector<SDL_Rect>& controls) {
  return std::none_of(controls.begin(), controls.end(), [&](const SDL_Rect& c) {
    return c.w > 0 && c.h > 0 && SDL_HasIntersection(&box, &c) == SDL_TRUE;
  });
}

}  // namespace

SDL_Rect noticeBox(const Metrics& m, int textH, const std::vector<SDL_Rect>& controls) {
  const int pad = m.px(8);
  const int h = textH + 2 * pad;
  const int bottom = m.height - h - pad;
  // The bottom edge, else just above or below a control, the lowest such place first.
  std::vector<int> places{bottom};
  for (const SDL_Rect& c : controls) {
    places.push_back(c.y - h - pad / 2);
    places.push_back(c.y + c.h + pad / 2);
  }
  std::sort(places.begin(), places.end(), std::greater<>());
  for (int y : places) {
    const SDL_Rect box{pad, y, m.width - 2 * pad, h};
    if (y >= pad && y <= bottom && clearOf(box, controls)) return box;
  }
  return SDL_Rect{pad, bottom, m.width - 2 * pad, h};
}

std::optional<SDL_Rect> noticeBoxBetween(const Metrics& m, const std::vector<SDL_Rect>& controls,
                                         const std::function<int(int)>& textHeight) {
  const int pad = m.px(8);
  std::vector<int> tops{pad};
  for (const SDL_Rect& c : controls) {
    tops.push_back(c.y);
    tops.push_back(c.y + c.h + pad / 2);
  }
  // The stretches of a row (as tall as the shortest box could be, the text at full width) that
  // no control crosses.
  const int rowH = textHeight(m.width - 4 * pad) + 2 * pad;
  std::optional<SDL_Rect> best;
  for (int y : tops) {
    if (y < pad || y >= m.height - pad) continue;
    std::vector<std::pair<int, int>> blocked;
    for (const SDL_Rect& c : controls)
      if (c.w > 0 && c.h > 0 && c.y < y + rowH && c.y + c.h > y) blocked.emplace_back(c.x, c.x + c.w);
    std::sort(blocked.begin(), blocked.end());
    int from = pad;
    auto consider = [&](int x0, int x1) {
      const int w = x1 - x0 - pad;
      if (w < m.width * 3 / 10 || (best && w <= best->w)) return;
      const SDL_Rect box{x0 + pad / 2, y, w, textHeight(w - 2 * pad) + 2 * pad};
      if (box.y + box.h <= m.height - pad && clearOf(box, controls)) best = box;
    };
    for (const auto& [x0, x1] : blocked) {
      if (x0 > from) consider(from, x0);
      from = std::max(from, x1);
    }
    if (m.width - pad > from) consider(from, m.width - pad);
  }
  return best;
}

void drawParagraph(UiContext& ui, const std::string& text, int size, std::uint32_t colour, const SDL_Rect& rect,
                   bool centred) {
  if (text.empty() || rect.w <= 0) return;
  const Metrics& m = ui.metrics;
  TextTexture t = ui.assets->wrappedText(text, FontStyle::Regular, size, sdlColour(colour), rect.w);
  while (t.texture != nullptr && t.h > rect.h && size > std::max(11, m.font(11))) {
    --size;
    t = ui.assets->wrappedText(text, FontStyle::Regular, size, sdlColour(colour), rect.w);
  }
  if (t.texture == nullptr) return;
  const SDL_Rect dst{centred ? rect.x + (rect.w - t.w) / 2 : rect.x, rect.y, t.w, t.h};
  SDL_RenderCopy(ui.renderer, t.texture, nullptr, &dst);
  ui.assets->noteText(text, dst, size, rect);
}

void drawNotice(UiContext& ui, const std::string& text, bool problem, const WidgetList* avoid) {
  if (text.empty()) return;
  const Metrics& m = ui.metrics;
  const int pad = m.px(8);
  const int size = m.font(14);
  // Long messages wrap to the width; SDL_ttf does the wrapping, and the cache keeps the result.
  auto wrapped = [&](int width) {
    return ui.assets->wrappedText(text, FontStyle::Regular, size, sdlColour(theme::Text), std::max(1, width));
  };
  TextTexture t = wrapped(m.width - 4 * pad);
  if (t.texture == nullptr) return;
  std::vector<SDL_Rect> controls;
  if (avoid != nullptr) {
    for (int i = 0; i < avoid->size(); ++i)
      if (avoid->at(i).visible) controls.push_back(avoid->at(i).rect);
  }
  SDL_Rect box = noticeBox(m, t.h, controls);
  if (!clearOf(box, controls)) {
    // No clear row across the screen (a page of cards): a narrower box between controls.
    if (const auto between = noticeBoxBetween(m, controls, [&](int width) { return wrapped(width).h; })) {
      box = *between;
      t = wrapped(box.w - 2 * pad);
      if (t.texture == nullptr) return;
    }
  }
  if (ui.noticesDrawn.size() < 64) ui.noticesDrawn.push_back(box);
  PanelStyle style;
  style.top = problem ? 0x8a2a2a : 0x2b3d7a;
  style.bottom = problem ? 0x5e1a1f : 0x1c2856;
  style.border = problem ? theme::Bad : theme::PanelBorder;
  style.borderWidth = std::max(1, m.px(1.5f));
  style.radius = m.px(8);
  style.opacity = 0.95;
  drawPanel(*ui.assets, box, style);
  // Text and art are cached apart, so drawing the panel cannot push this text out.
  const SDL_Rect dst{box.x + pad, box.y + pad, t.w, t.h};
  SDL_RenderCopy(ui.renderer, t.texture, nullptr, &dst);
  ui.assets->noteText(text, dst, size);
}

}  // namespace tileflow
