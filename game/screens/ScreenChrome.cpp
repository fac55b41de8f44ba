// ScreenChrome: shared drawing for menu-like screens.
#include "game/screens/ScreenChrome.hpp"

#include <algorithm>

#include "engine/ui/Colour.hpp"
#include "engine/ui/Paint.hpp"
#include "engine/ui/ScreenStack.hpp"
#include "engine/ui/Theme.hpp"

namespace tileflow {

void drawScreenBackground(UiContext& ui) {
  drawBackground(*ui.assets, ui.metrics.width, ui.metrics.height, theme::BackgroundTop, theme::BackgroundBottom);
}

int drawHeading(UiContext& ui, const std::string& text, int y, float design) {
  const int size = fitFont(*ui.assets, text, FontStyle::Bold, ui.metrics.font(design), ui.metrics.width * 9 / 10);
  const int shadow = std::max(1, size / 16);
  drawText(*ui.assets, text, FontStyle::Bold, size, 0x000000, ui.metrics.width / 2 + shadow, y + shadow, Align::Centre,
           120);
  const SDL_Point s =
      drawText(*ui.assets, text, FontStyle::Bold, size, theme::Text, ui.metrics.width / 2, y, Align::Centre);
  return y + s.y;
}

int headingRowHeight(const Metrics& m) { return std::max(Metrics::MinTouchTarget, m.font(30) * 3 / 2); }

SDL_Rect headingBackRect(const Metrics& m, int margin, int y) {
  return SDL_Rect{margin, y, std::max(Metrics::MinTouchTarget * 2, m.px(86)),
                  std::max(Metrics::MinTouchTarget, headingRowHeight(m) - m.px(4))};
}

void drawHeadingBeside(UiContext& ui, const std::string& text, const SDL_Rect& back, int y) {
  const Metrics& m = ui.metrics;
  const int room = m.width - 2 * (back.x + back.w + m.px(8));
  const int size = fitFont(*ui.assets, text, FontStyle::Bold, m.font(30), room);
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

void drawNotice(UiContext& ui, const std::string& text, bool problem) {
  if (text.empty()) return;
  const Metrics& m = ui.metrics;
  const int pad = m.px(8);
  const int size = m.font(14);
  // Long messages wrap to the width; SDL_ttf does the wrapping, and the cache keeps the result.
  const int width = m.width - 4 * pad;
  const TextTexture t = ui.assets->wrappedText(text, FontStyle::Regular, size, sdlColour(theme::Text), width);
  if (t.texture == nullptr) return;
  const SDL_Rect box{pad, m.height - t.h - 3 * pad, m.width - 2 * pad, t.h + 2 * pad};
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
