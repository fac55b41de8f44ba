// PauseScreen: the in-game menu over the board.
#include "game/screens/PauseScreen.hpp"

#include "engine/ui/Button.hpp"
#include "engine/ui/Layout.hpp"
#include "engine/ui/Paint.hpp"
#include "engine/ui/ScreenStack.hpp"
#include "engine/ui/Theme.hpp"
#include "game/screens/ScreenChrome.hpp"
#include "game/screens/SettingsScreen.hpp"

namespace tileflow {

PauseScreen::PauseScreen(GameContext& game, Actions actions) : game_(game), actions_(std::move(actions)) {
  widgets_.add(std::make_unique<Button>(
      "Resume", [this] { stack().pop(); }, Button::Style::Primary));
  widgets_.add(std::make_unique<Button>("Restart level", [this] {
    stack().pop();
    if (actions_.restart) actions_.restart();
  }));
  widgets_.add(std::make_unique<Button>("Hint", [this] {
    stack().pop();
    if (actions_.hint) actions_.hint();
  }));
  widgets_.add(std::make_unique<Button>("Settings", [this] { stack().push(std::make_unique<SettingsScreen>(game_)); }));
  widgets_.add(std::make_unique<Button>(
      "Leave level",
      [this] {
        stack().pop();
        stack().pop();
      },
      Button::Style::Quiet));
}

void PauseScreen::layout(const Metrics& m) {
  const int rowH = m.touch(50);
  const int gap = m.px(8);
  const int count = widgets_.size();
  const int titleH = m.font(30) * 3 / 2;
  const int w = std::min(m.width - 2 * m.px(16), m.px(300));
  const int h = std::min(m.height - 2 * m.px(8), titleH + count * rowH + (count - 1) * gap + 3 * gap);
  panel_ = centred(m.screen(), w + 2 * m.px(16), h);
  const SDL_Rect area{panel_.x + m.px(16), panel_.y + titleH + gap, panel_.w - 2 * m.px(16),
                      panel_.h - titleH - 2 * gap};
  const auto rects = columnRects(area, count, rowH, gap, Metrics::MinTouchTarget);
  for (int i = 0; i < count; ++i) widgets_.at(i).rect = rects[static_cast<std::size_t>(i)];
  widgets_.settleFocus();
}

void PauseScreen::handle(const InputEvent& e) {
  if (e.kind == InputEvent::Kind::Action &&
      (e.action == Action::Back || e.action == Action::Secondary || e.action == Action::Menu)) {
    stack().pop();
    return;
  }
  if (widgets_.handle(e)) markDirty();
}

void PauseScreen::draw() {
  UiContext& ui = game_.ui;
  dimBackdrop(ui);
  PanelStyle s;
  s.top = 0x243264;
  s.bottom = 0x17204a;
  s.border = theme::PanelBorder;
  s.borderWidth = std::max(1, ui.metrics.px(2));
  s.radius = ui.metrics.px(16);
  s.gloss = false;
  s.shadow = false;  // the panel fills its rect exactly, so the layout maths holds
  drawPanel(*ui.assets, panel_, s);
  drawText(*ui.assets, "Paused", FontStyle::Bold, ui.metrics.font(30), theme::Text, panel_.x + panel_.w / 2,
           panel_.y + ui.metrics.px(10), Align::Centre);
  widgets_.draw(ui);
}

}  // namespace tileflow
