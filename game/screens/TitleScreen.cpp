// TitleScreen: the game's front door.
#include "game/screens/TitleScreen.hpp"

#include <SDL.h>

#include <algorithm>

#include "engine/core/Translate.hpp"
#include "engine/ui/Button.hpp"
#include "engine/ui/Layout.hpp"
#include "engine/ui/Paint.hpp"
#include "engine/ui/ScreenStack.hpp"
#include "engine/ui/Theme.hpp"
#include "game/screens/ConfirmScreen.hpp"
#include "game/screens/EventLog.hpp"
#include "game/screens/ScreenChrome.hpp"
#include "game/screens/SettingsScreen.hpp"

namespace tileflow {

TitleScreen::TitleScreen(AppContext& app, const ModeRegistry& modes) : app_(app), modes_(modes) {
  std::vector<ModeButton> main;
  std::vector<ModeButton> lead;
  std::vector<ModeButton> more;
  for (const ModeEntry& mode : modes_.entries()) {
    if (!mode.buttons) continue;
    for (ModeButton& button : mode.buttons()) {
      auto& into = button.place == ModeButton::Place::More   ? more
                   : button.place == ModeButton::Place::Lead ? lead
                                                             : main;
      into.push_back(std::move(button));
    }
  }
  for (std::size_t i = 0; i < main.size(); ++i) {
    addButton(main[i]);
    if (i == 0)
      for (const ModeButton& button : lead) addButton(button);
  }
  if (main.empty())
    for (const ModeButton& button : lead) addButton(button);
  widgets_.add(
      std::make_unique<Button>(trLater("Settings"), [this] { stack().push(std::make_unique<SettingsScreen>(app_)); }));
  for (const ModeButton& button : more) addButton(button);
  widgets_.add(std::make_unique<Button>(
      trLater("Quit"), [this] { stack().clear(); }, Button::Style::Quiet));
}

void TitleScreen::addButton(const ModeButton& button) {
  auto& added = widgets_.add(std::make_unique<Button>(
      button.label, [this, open = button.open] { open(stack()); }, button.style));
  added.enabled = button.enabled;
  if (button.fontDesign > 0) added.fontDesign = static_cast<float>(button.fontDesign);
}

void TitleScreen::askToQuit() {
  // A press meant for the screen before would otherwise end the game: Back, B and Esc ask, and
  // the same press again keeps playing. The Quit button and a close from the window quit at once.
  std::vector<ConfirmScreen::Choice> choices;
  choices.push_back({trLater("Keep playing"), {}, Button::Style::Normal});
  choices.push_back({trLater("Quit"), [this] { stack().clear(); }, Button::Style::Danger});
  stack().push(std::make_unique<ConfirmScreen>(app_, trLater("Quit Tileflow?"), "", std::move(choices)));
  logEvent("quit asked");
}

void TitleScreen::layout(const Metrics& m) {
  // Name, banner and buttons as one group, centred; squeezed screens get the buttons' minimum.
  const int titleH = m.font(56) * 5 / 4;
  // Tall screens have room for a bigger banner under the name (six cells wide, one high).
  const int cell =
      std::max(24, std::min(m.width * 85 / 100 / 6, m.px(m.orientation == Orientation::Portrait ? 64 : 44)));
  const int rowH = m.touch(52);
  const int gap = m.px(9);
  const int count = widgets_.size();
  // A short landscape screen (480×320) cannot stack every button: they go two to a row, Play
  // keeping a row of its own when the count is odd.
  const bool paired =
      m.orientation == Orientation::Landscape && titleH + cell + m.px(28) + count * rowH + (count - 1) * gap > m.height;
  const int alone = count % 2;  // 1: Play has its row to itself
  const int rows = paired ? (count + 1) / 2 : count;
  const int buttonsH = rows * rowH + (rows - 1) * gap;
  const int minButtonsH = rows * Metrics::MinTouchTarget + (rows - 1) * gap;
  // The banner is decoration: a screen too short for it and the buttons goes without.
  const bool banner = titleH + cell + m.px(20) + minButtonsH + m.px(14) <= m.height;
  const int bannerH = banner ? cell : 0;
  const int group = titleH + bannerH + m.px(20) + buttonsH;
  titleY_ = std::max(m.px(6), (m.height - group) / 2);
  bannerRow_ = SDL_Rect{(m.width - 6 * cell) / 2, titleY_ + titleH, banner ? 6 * cell : 0, bannerH};
  const int top = bannerRow_.y + bannerH + m.px(banner ? 20 : 8);
  const auto place = [&](int w) {
    const SDL_Rect area{(m.width - w) / 2, top, w, std::min(buttonsH, m.height - top - m.px(8))};
    // Buttons that do not fit even at a fingertip's height scroll.
    const bool fits = minButtonsH <= area.h;
    const auto rects =
        columnRects(fits ? area : SDL_Rect{area.x, area.y, area.w, buttonsH}, rows, rowH, gap, Metrics::MinTouchTarget);
    for (int i = 0; i < widgets_.size(); ++i) {
      if (!paired || i < alone) {
        widgets_.at(i).rect = rects[static_cast<std::size_t>(i)];
        continue;
      }
      const int k = i - alone;  // place among the paired buttons
      const SDL_Rect& row = rects[static_cast<std::size_t>(alone + k / 2)];
      const int half = (row.w - gap) / 2;
      widgets_.at(i).rect = SDL_Rect{row.x + (k % 2) * (half + gap), row.y, half, row.h};
    }
    return area;
  };
  const int w = std::min(m.width - 2 * m.px(20), m.px(300));
  SDL_Rect area = place(w);
  if (paired && app_.ui.assets != nullptr) {
    // Two to a row where half the column cuts a word (Inondation, Настройки at 320×240): the
    // column widens to the window's margin, each half as wide as the longest word needs.
    int most = 0;
    bool cut = false;
    for (int i = alone; i < count; ++i) {
      const auto& button = static_cast<const Button&>(widgets_.at(i));
      most = std::max(most, button.naturalWidth(*app_.ui.assets, m));
      cut = cut || !button.labelFits(app_.ui);
    }
    if (cut) area = place(std::min(m.width - 2 * m.px(8), std::max(w, 2 * most + gap)));
  }
  widgets_.settleFocus();
  widgets_.scrollFrom(0, area);
}

void TitleScreen::handle(const InputEvent& e) {
  if (e.goesBack()) {
    askToQuit();
    return;
  }
  if (widgets_.handle(e)) markDirty();
}

void TitleScreen::draw() {
  UiContext& ui = app_.ui;
  drawScreenBackground(ui);
  drawHeading(ui, tr("Tileflow"), titleY_, 56);
  for (const ModeEntry& mode : modes_.entries()) {
    if (!mode.banner || bannerRow_.h == 0) continue;
    mode.banner(ui, bannerRow_);
    break;  // one banner: the first mode's that has one
  }
  widgets_.draw(ui);
  // A mode's problem (its data did not load) matters more than the settings'.
  std::string notice;
  for (const ModeEntry& mode : modes_.entries())
    if (notice.empty() && mode.notice) notice = mode.notice();
  if (notice.empty()) notice = app_.notice();
  drawNotice(ui, notice, true, &widgets_);
}

}  // namespace tileflow
