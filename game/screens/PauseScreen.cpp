// PauseScreen: the in-game menu over the board.
#include "game/screens/PauseScreen.hpp"

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "engine/core/Translate.hpp"
#include "engine/ui/Button.hpp"
#include "engine/ui/Layout.hpp"
#include "engine/ui/Paint.hpp"
#include "engine/ui/ScreenStack.hpp"
#include "engine/ui/Theme.hpp"
#include "game/screens/ControlsScreen.hpp"
#include "game/screens/ScreenChrome.hpp"
#include "game/screens/SettingsScreen.hpp"

namespace tileflow {

namespace {

// Design size of the message text; a message too wide for one line at this size takes two.
constexpr int PauseMessageFont = 15;

// `text` split at the space nearest its middle (all of it first if it has no space).
std::pair<std::string, std::string> splitInTwo(const std::string& text) {
  const std::size_t middle = text.size() / 2;
  std::size_t best = std::string::npos;
  for (std::size_t i = text.find(' '); i != std::string::npos; i = text.find(' ', i + 1)) {
    const auto distance = [&](std::size_t at) { return at > middle ? at - middle : middle - at; };
    if (best == std::string::npos || distance(i) < distance(best)) best = i;
  }
  if (best == std::string::npos) return {text, ""};
  return {text.substr(0, best), text.substr(best + 1)};
}

}  // namespace

PauseScreen::PauseScreen(AppContext& app, Actions actions) : app_(app), actions_(std::move(actions)) {
  widgets_.add(std::make_unique<Button>(
      trLater("Resume"), [this] { stack().pop(); }, Button::Style::Primary));
  widgets_.add(std::make_unique<Button>(trLater("Restart level"), [this] {
    stack().pop();
    if (actions_.restart) actions_.restart();
  }));
  if (actions_.hint) {
    widgets_.add(std::make_unique<Button>(trLater("Hint"), [this] {
      stack().pop();
      actions_.hint();
    }));
  }
  if (actions_.copyCode) {
    // The menu stays open so the player sees the result.
    widgets_.add(std::make_unique<Button>(trLater("Copy share code"), [this] {
      message_ = actions_.copyCode();
      markDirty();
    }));
  }
  if (actions_.save) {
    widgets_.add(std::make_unique<Button>(trLater("Save to My levels"), [this] {
      message_ = actions_.save();
      markDirty();
    }));
  }
  // Giving up is the last of the game's own buttons, away from Hint.
  if (actions_.showSolution) {
    widgets_.add(std::make_unique<Button>(trLater("Show solution"), [this] {
      stack().pop();
      actions_.showSolution();
    }));
  }
  widgets_.add(
      std::make_unique<Button>(trLater("Settings"), [this] { stack().push(std::make_unique<SettingsScreen>(app_)); }));
  // How this device plays, a press away from the board (the last device used comes first).
  widgets_.add(
      std::make_unique<Button>(trLater("Controls"), [this] { stack().push(std::make_unique<ControlsScreen>(app_)); }));
  widgets_.add(std::make_unique<Button>(
      trLater("Leave level"),
      [this] {
        stack().pop();
        if (actions_.leave)
          actions_.leave();
        else
          stack().pop();
      },
      Button::Style::Quiet));
}

void PauseScreen::layout(const Metrics& m) {
  const int rowH = m.touch(50);
  const int gap = m.px(8);
  const int pad = m.px(16);
  const int margin = m.px(8);
  const int count = widgets_.size();
  const int titleH = m.font(30) * 3 / 2;
  // Room for two lines, so a long reason stays legible.
  const int messageH = actions_.copyCode || actions_.save ? 2 * (m.font(PauseMessageFont) * 5 / 4) : 0;
  // Title, the gap under it, the message line and the gaps around it: everything but the buttons.
  const int chrome = titleH + messageH + 3 * gap;
  auto stackH = [&](int rows) { return rows * rowH + (rows - 1) * gap; };
  const int maxW = m.width - 2 * margin;
  const int maxH = m.height - 2 * margin;

  // One column of touch-sized rows if it fits the height, else two side by side, else three (a
  // long menu on a small screen at a large UI scale) with rows down to a fingertip.
  auto fits = [&](int n) { return chrome + stackH((count + n - 1) / n) <= maxH; };
  auto squeezed = [&](int n) {
    const int r = (count + n - 1) / n;
    return chrome + r * Metrics::MinTouchTarget + (r - 1) * gap <= maxH;
  };
  const int columns = count <= 1 || fits(1) ? 1 : fits(2) || squeezed(2) ? 2 : 3;
  const int rows = (count + columns - 1) / columns;
  const int colW = columns == 1 ? std::min(maxW - 2 * pad, m.px(300))
                                : std::min((maxW - 2 * pad - (columns - 1) * gap) / columns, m.px(240));
  const int innerW = columns * colW + (columns - 1) * gap;
  panel_ = centred(m.screen(), innerW + 2 * pad, std::min(maxH, chrome + stackH(rows)));

  const int buttonsY = panel_.y + titleH + gap;
  const int buttonsH = panel_.h - chrome;
  // Column-major, so reading down the left column and then the right keeps the menu's order.
  for (int c = 0; c < columns; ++c) {
    const SDL_Rect column{panel_.x + pad + c * (colW + gap), buttonsY, colW, buttonsH};
    const auto rects = columnRects(column, rows, rowH, gap, Metrics::MinTouchTarget);
    for (int r = 0; r < rows && c * rows + r < count; ++r)
      widgets_.at(c * rows + r).rect = rects[static_cast<std::size_t>(r)];
  }
  // A row across the columns shares its width by its buttons' words where that cuts fewer of them
  // (Commandes beside short words at 320×240): their words on one line, else on two (a long label
  // broken in two beside short ones, "In Meine Level speichern"). A row that still cuts one takes
  // the panel's padding too, out to a thin edge (three buttons in 290 pixels at UI scale 150%:
  // Заново beside Сохранить в «Мои уровни» and Управление).
  const int edge = std::max(2, m.px(4));
  for (int r = 0; columns > 1 && r < rows; ++r) {
    std::vector<Button*> row;
    for (int c = 0; c < columns && c * rows + r < count; ++c)
      row.push_back(&static_cast<Button&>(widgets_.at(c * rows + r)));
    const int y = row[0]->rect.y;
    const int h = row[0]->rect.h;
    const int least = std::min(Metrics::MinTouchTarget, colW);
    if (shareRowByWords(app_.ui, row, SDL_Rect{panel_.x + pad, y, innerW, h}, gap, least) > 0)
      shareRowByWords(app_.ui, row, SDL_Rect{panel_.x + edge, y, panel_.w - 2 * edge, h}, gap, least);
  }
  messageRect_ = SDL_Rect{panel_.x + pad, buttonsY + buttonsH + gap, panel_.w - 2 * pad, messageH};
  widgets_.settleFocus();
}

void PauseScreen::handle(const InputEvent& e) {
  if (e.goesBack() || (e.kind == InputEvent::Kind::Action && e.action == Action::Menu)) {
    stack().pop();
    return;
  }
  if (widgets_.handle(e)) markDirty();
}

void PauseScreen::draw() {
  UiContext& ui = app_.ui;
  dimBackdrop(ui);
  drawDialogPanel(ui, panel_);
  drawText(*ui.assets, tr("Paused"), FontStyle::Bold, ui.metrics.font(30), theme::Text, panel_.x + panel_.w / 2,
           panel_.y + ui.metrics.px(10), Align::Centre);
  widgets_.draw(ui);
  if (!message_.empty() && messageRect_.h > 0) {
    const int size = ui.metrics.font(PauseMessageFont);
    if (ui.assets->measure(message_, FontStyle::Regular, size).x <= messageRect_.w) {
      drawTextIn(*ui.assets, message_, FontStyle::Regular, size, theme::Text, messageRect_);
    } else {
      const auto [first, second] = splitInTwo(message_);
      SDL_Rect line = messageRect_;
      line.h /= 2;
      drawTextIn(*ui.assets, first, FontStyle::Regular, size, theme::Text, line);
      line.y += line.h;
      drawTextIn(*ui.assets, second, FontStyle::Regular, size, theme::Text, line);
    }
  }
}

}  // namespace tileflow
