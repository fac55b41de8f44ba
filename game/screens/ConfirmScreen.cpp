// ConfirmScreen: a question with a few answers over the screen below.
#include "game/screens/ConfirmScreen.hpp"

#include <algorithm>
#include <memory>
#include <utility>

#include "engine/core/Translate.hpp"
#include "engine/ui/Layout.hpp"
#include "engine/ui/Paint.hpp"
#include "engine/ui/ScreenStack.hpp"
#include "engine/ui/Theme.hpp"
#include "game/screens/ScreenChrome.hpp"

namespace tileflow {

std::unique_ptr<ConfirmScreen> ConfirmScreen::telling(AppContext& app, std::string heading, std::string detail) {
  std::vector<Choice> ok;
  ok.push_back({trLater("OK"), {}, Button::Style::Primary});
  return std::make_unique<ConfirmScreen>(app, std::move(heading), std::move(detail), std::move(ok));
}

ConfirmScreen::ConfirmScreen(AppContext& app, std::string question, std::string detail, std::vector<Choice> choices)
    : app_(app), question_(std::move(question)), detail_(std::move(detail)), choices_(std::move(choices)) {
  for (int i = 0; i < static_cast<int>(choices_.size()); ++i) {
    widgets_.add(std::make_unique<Button>(
        choices_[static_cast<std::size_t>(i)].label, [this, i] { choose(i); },
        choices_[static_cast<std::size_t>(i)].style));
  }
}

void ConfirmScreen::choose(int index) {
  if (index < 0 || index >= static_cast<int>(choices_.size())) return;
  // The answer may push or pop screens of its own; the stack applies changes in order, so the
  // question is gone first. The action is copied: popping destroys this screen later, not now.
  std::function<void()> action = choices_[static_cast<std::size_t>(index)].action;
  stack().pop();
  if (action) action();
}

void ConfirmScreen::layout(const Metrics& m) {
  const int margin = m.px(12);
  const int gap = m.px(8);
  const int count = widgets_.size();
  const int rowH = m.touch(48);
  const int questionH = m.font(24) * 3 / 2;
  const int w = std::min(m.width - 2 * m.px(8), m.px(440));
  // A detail longer than the panel is wide wraps: room for its lines (a word-wrap leaves a line's
  // end short, hence one spare line), as far as the screen allows.
  int detailLines = 1;
  if (!detail_.empty() && app_.ui.assets != nullptr) {
    const int textW = std::max(1, w - 2 * margin);
    const int wide = app_.ui.assets->measure(shownText(detail_), FontStyle::Regular, m.font(16)).x;
    if (wide > textW) detailLines = std::min(8, (wide + textW - 1) / textW + 1);
  }
  int detailH = detail_.empty() ? 0 : m.font(16) * 3 / 2 + (detailLines - 1) * m.font(16) * 5 / 4;
  // Answers side by side when every label fits its button at full size, else one under the other.
  bool row = count > 0;
  const int buttonW = count > 0 ? (w - 2 * margin - (count - 1) * gap) / count : 0;
  for (const Choice& c : choices_) {
    if (app_.ui.assets->measure(c.label, FontStyle::Bold, m.font(20)).x + 2 * m.px(12) > buttonW) row = false;
  }
  const int buttonsH = row ? rowH : count * rowH + (count - 1) * gap;
  detailH = std::max(std::min(detailH, m.height - 2 * m.px(8) - (2 * margin + questionH + gap + buttonsH)),
                     detail_.empty() ? 0 : std::min(detailH, m.font(16) * 3 / 2));
  const int h = std::min(m.height - 2 * m.px(8), margin + questionH + detailH + gap + buttonsH + margin);
  panel_ = centred(m.screen(), w, h);
  questionRect_ = SDL_Rect{panel_.x + margin, panel_.y + margin, panel_.w - 2 * margin, questionH};
  detailRect_ = SDL_Rect{questionRect_.x, questionRect_.y + questionH, questionRect_.w, detailH};
  const SDL_Rect area{questionRect_.x, detailRect_.y + detailH + gap, questionRect_.w,
                      panel_.y + panel_.h - margin - (detailRect_.y + detailH + gap)};
  const auto rects = row ? gridRects(area, count, count, rowH, gap, Metrics::MinTouchTarget)
                         : columnRects(area, count, rowH, gap, Metrics::MinTouchTarget);
  for (int i = 0; i < count; ++i) widgets_.at(i).rect = rects[static_cast<std::size_t>(i)];
  if (row) {
    // Side by side, a long word in the language in use (Recommencer) takes room from a short one.
    std::vector<Button*> answers;
    for (int i = 0; i < count; ++i) answers.push_back(&static_cast<Button&>(widgets_.at(i)));
    shareRowByWords(app_.ui, answers, SDL_Rect{area.x, rects[0].y, area.w, rects[0].h}, gap,
                    std::min(Metrics::MinTouchTarget, buttonW));
  }
  widgets_.settleFocus();
}

void ConfirmScreen::handle(const InputEvent& e) {
  if (e.goesBack() || (e.kind == InputEvent::Kind::Action && e.action == Action::Menu)) {
    choose(0);
    return;
  }
  if (widgets_.handle(e)) markDirty();
}

void ConfirmScreen::draw() {
  UiContext& ui = app_.ui;
  const Metrics& m = ui.metrics;
  dimBackdrop(ui);
  drawDialogPanel(ui, panel_);
  drawTextIn(*ui.assets, shownText(question_), FontStyle::Bold, m.font(24), theme::Text, questionRect_);
  if (detail_.empty()) {
  } else if (detailRect_.h > m.font(16) * 3 / 2) {
    drawParagraph(ui, std::string(shownText(detail_)), m.font(16), theme::TextDim, detailRect_, true);
  } else {
    drawTextIn(*ui.assets, shownText(detail_), FontStyle::Regular, m.font(16), theme::TextDim, detailRect_);
  }
  widgets_.draw(ui);
}

}  // namespace tileflow
