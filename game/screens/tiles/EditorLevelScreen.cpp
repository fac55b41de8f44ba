// EditorLevelScreen: the editor's Level dialog.
#include "game/screens/tiles/EditorLevelScreen.hpp"

#include <algorithm>
#include <utility>

#include "engine/core/Translate.hpp"
#include "engine/ui/Button.hpp"
#include "engine/ui/Layout.hpp"
#include "engine/ui/Paint.hpp"
#include "engine/ui/ScreenStack.hpp"
#include "engine/ui/Stepper.hpp"
#include "engine/ui/Theme.hpp"
#include "game/screens/ScreenChrome.hpp"

namespace tileflow {

namespace {
constexpr int EditorMessageFont = 14;
}  // namespace

EditorLevelScreen::EditorLevelScreen(AppContext& app, Choices choices) : app_(app), choices_(std::move(choices)) {
  widgets_.add(std::make_unique<Button>(trLater("Name"), [this] {
    auto rename = choices_.rename;
    stack().pop();
    if (rename) rename();
  }));
  const int lands = std::max(1, static_cast<int>(choices_.landNames.size()));
  auto& land = widgets_.add(
      std::make_unique<Stepper>(trLater("Land"), std::clamp(choices_.land, 0, lands - 1), 0, lands - 1, [this](int v) {
        std::string why;
        const int now = choices_.changeLand ? choices_.changeLand(v, why) : choices_.land;
        choices_.land = now;
        static_cast<Stepper&>(widgets_.at(1)).value = now;
        message_ = why.empty() ? std::string() : formatText(tr("Not that land: {1}"), why);
        markDirty();
      }));
  land.wraps = true;
  land.format = [this](int v) {
    if (choices_.landNames.empty()) return std::string(tr("Everything"));
    return choices_
        .landNames[static_cast<std::size_t>(std::clamp(v, 0, static_cast<int>(choices_.landNames.size()) - 1))];
  };
  auto& rules = widgets_.add(
      std::make_unique<Stepper>(trLater("Rules"), rulesChoice(choices_.rules), 0, RulesChoiceCount - 1, [this](int v) {
        choices_.rules = rulesOfChoice(v);
        if (choices_.changeRules) choices_.changeRules(choices_.rules);
        message_.clear();
        markDirty();
      }));
  rules.wraps = true;
  rules.format = rulesChoiceName;
  rules.valueSaysAll = true;  // "Ends meet", "No loops": the rules by their names where "Rules" does not fit
  widgets_.add(std::make_unique<Button>(
      trLater("Done"), [this] { stack().pop(); }, Button::Style::Primary));
}

LandChoices landChoices(const Catalog* catalog) {
  LandChoices lands{{"all"}, {tr("Everything")}};
  if (catalog == nullptr) return lands;
  for (const Environment& env : catalog->environments()) {
    lands.ids.push_back(env.id);
    lands.names.push_back(env.name.empty() ? env.id : env.name);
  }
  return lands;
}

std::string landName(const Catalog* catalog, const std::string& id) {
  if (catalog != nullptr)
    for (const Environment& env : catalog->environments())
      if (env.id == id && !env.name.empty()) return env.name;
  return id;
}

int LandChoices::indexOf(const std::string& id) const {
  const auto at = std::find(ids.begin(), ids.end(), id);
  return at == ids.end() ? 0 : static_cast<int>(at - ids.begin());
}

std::string rulesChoiceName(int choice) {
  static constexpr const char* Shown[RulesChoiceCount] = {trLater("Ends meet"), trLater("Connected"),
                                                          trLater("No loops"), trLater("Both")};
  return tr(Shown[std::clamp(choice, 0, RulesChoiceCount - 1)]);
}

void EditorLevelScreen::layout(const Metrics& m) {
  const int rowH = m.touch(50);
  const int gap = m.px(8);
  const int pad = m.px(16);
  const int margin = m.px(8);
  const int titleH = m.font(30) * 3 / 2;
  const int messageH = 2 * (m.font(EditorMessageFont) * 5 / 4);
  const int count = widgets_.size();
  const int w = std::min(m.width - 2 * margin, m.px(380));
  const int h = std::min(m.height - 2 * margin, titleH + count * (rowH + gap) + messageH + 2 * gap);
  panel_ = centred(m.screen(), w, h);
  const SDL_Rect column{panel_.x + pad, panel_.y + titleH, panel_.w - 2 * pad, panel_.h - titleH - messageH - 2 * gap};
  const auto rects = columnRects(column, count, rowH, gap, Metrics::MinTouchTarget);
  for (int i = 0; i < count; ++i) widgets_.at(i).rect = rects[static_cast<std::size_t>(i)];
  messageRect_ = SDL_Rect{panel_.x + pad, column.y + column.h + gap, panel_.w - 2 * pad, messageH};
  widgets_.settleFocus();
}

void EditorLevelScreen::handle(const InputEvent& e) {
  if (e.goesBack()) {
    stack().pop();
    return;
  }
  if (widgets_.handle(e)) markDirty();
}

void EditorLevelScreen::draw() {
  UiContext& ui = app_.ui;
  dimBackdrop(ui);
  drawDialogPanel(ui, panel_);
  drawText(*ui.assets, tr("Level"), FontStyle::Bold, ui.metrics.font(30), theme::Text, panel_.x + panel_.w / 2,
           panel_.y + ui.metrics.px(10), Align::Centre);
  widgets_.draw(ui);
  if (!message_.empty()) {
    drawTextIn(*ui.assets, message_, FontStyle::Regular, ui.metrics.font(EditorMessageFont), theme::Bad, messageRect_);
  }
}

}  // namespace tileflow
