// RowPanel: a settings row's panel.
#include "engine/ui/RowPanel.hpp"

#include <algorithm>

#include "engine/ui/Colour.hpp"
#include "engine/ui/Paint.hpp"
#include "engine/ui/Theme.hpp"

namespace tileflow {

void drawRowPanel(UiContext& ui, const SDL_Rect& rect, bool focused) {
  PanelStyle row;
  row.top = focused ? lighten(theme::Panel, 0.12) : theme::Panel;
  row.bottom = darken(row.top, 0.15);
  row.border = focused ? theme::Focus : theme::PanelBorder;
  row.borderWidth = std::max(1, ui.metrics.px(focused ? 2.5f : 1.5f));
  row.radius = std::min(rect.h / 2.0, static_cast<double>(ui.metrics.px(12)));
  row.gloss = false;
  drawPanel(*ui.assets, rect, row);
}

}  // namespace tileflow
