// StatisticsScreen: the player's figures as a scrolling list of rows.
#include "game/screens/StatisticsScreen.hpp"

#include <algorithm>
#include <memory>
#include <string>
#include <utility>

#include "engine/core/Translate.hpp"
#include "engine/ui/Button.hpp"
#include "engine/ui/Colour.hpp"
#include "engine/ui/Paint.hpp"
#include "engine/ui/RowPanel.hpp"
#include "engine/ui/ScreenStack.hpp"
#include "engine/ui/Theme.hpp"
#include "game/screens/ScreenChrome.hpp"
#include "game/store/Campaign.hpp"

namespace tileflow {

namespace {

constexpr float LabelFont = 15;
constexpr float ValueFont = 16;
constexpr float HeadingFont = 14;

// One row: a heading over a group (no focus, no panel), or a figure: its label on the left and
// its value on the right, or the value under the label when the row is too narrow for both.
// Figures take the focus, so the d-pad walks down the list and it scrolls.
class FigureRow : public Widget {
 public:
  explicit FigureRow(StatisticsRow row) : row_(std::move(row)) {}

  bool focusable() const override { return !row_.heading && Widget::focusable(); }

  // Sets the row's inner layout for `width` and returns the height it needs.
  int fit(Assets& assets, const Metrics& m, int width) {
    pad_ = m.px(10);
    labelSize_ = m.font(row_.heading ? HeadingFont : LabelFont);
    valueSize_ = m.font(ValueFont);
    const int inner = width - 2 * pad_;
    const FontStyle labelStyle = row_.heading ? FontStyle::Bold : FontStyle::Regular;
    const int labelW = textWidth(assets, row_.label, labelStyle, labelSize_);
    const int valueW = textWidth(assets, row_.value, FontStyle::Bold, valueSize_);
    const int lineH = std::max(labelSize_, valueSize_) * 4 / 3;
    if (row_.heading) return labelSize_ * 4 / 3 + pad_ / 2;
    stacked_ = !row_.value.empty() && labelW + pad_ + valueW > inner;
    contentH_ = stacked_ ? labelSize_ * 4 / 3 + valueSize_ * 4 / 3 : lineH;
    return std::max(Metrics::MinTouchTarget, contentH_ + pad_);
  }

  void draw(UiContext& ui, bool focused) const override {
    if (!visible) return;
    Assets& a = *ui.assets;
    if (row_.heading) {
      const SDL_Rect box{rect.x + pad_ / 2, rect.y + pad_ / 2, rect.w - pad_, rect.h - pad_ / 2};
      drawTextIn(a, row_.label, FontStyle::Bold, labelSize_, theme::Accent, box, Align::Left);
      return;
    }
    drawRowPanel(ui, rect, focused);
    const int w = rect.w - 2 * pad_;
    const int top = rect.y + (rect.h - contentH_) / 2;
    if (stacked_) {
      const int labelH = labelSize_ * 4 / 3;
      drawTextIn(a, row_.label, FontStyle::Regular, labelSize_, theme::Text, SDL_Rect{rect.x + pad_, top, w, labelH},
                 Align::Left);
      drawTextIn(a, row_.value, FontStyle::Bold, valueSize_, theme::Accent,
                 SDL_Rect{rect.x + pad_, top + labelH, w, valueSize_ * 4 / 3}, Align::Left);
      return;
    }
    const SDL_Rect line{rect.x + pad_, top, w, contentH_};
    drawTextIn(a, row_.label, FontStyle::Regular, labelSize_, row_.value.empty() ? theme::TextDim : theme::Text, line,
               Align::Left);
    if (!row_.value.empty()) drawTextIn(a, row_.value, FontStyle::Bold, valueSize_, theme::Accent, line, Align::Right);
  }
  std::string name() const override { return row_.label; }

 private:
  static int textWidth(Assets& assets, const std::string& text, FontStyle style, int size) {
    return text.empty() ? 0 : assets.measure(text, style, size).x;
  }

  StatisticsRow row_;
  int pad_ = 0;
  int labelSize_ = 12;
  int valueSize_ = 12;
  int contentH_ = 0;
  bool stacked_ = false;
};

}  // namespace

StatisticsScreen::StatisticsScreen(AppContext& app, const Statistics& stats) : app_(app) {
  widgets_.add(std::make_unique<Button>(
      trLater("Back"), [this] { stack().pop(); }, Button::Style::Quiet));
  for (StatisticsRow& row : statisticsRows(stats)) widgets_.add(std::make_unique<FigureRow>(std::move(row)));
}

void StatisticsScreen::layout(const Metrics& m) {
  const int margin = m.px(10);
  const int gap = std::max(4, m.px(6));
  headingY_ = m.px(8);
  widgets_.at(0).rect = headingBackRect(m, margin, headingY_);
  const int w = std::min(m.width - 2 * margin, m.px(560));
  const int x = (m.width - w) / 2;
  const int top = headingY_ + headingRowHeight(m) + gap;
  const SDL_Rect area{x, top, w, m.height - top - margin};
  int y = area.y;
  for (int i = FirstRow; i < widgets_.size(); ++i) {
    auto& row = static_cast<FigureRow&>(widgets_.at(i));
    row.clipped = false;
    const int h = row.fit(*app_.ui.assets, m, w);
    row.rect = SDL_Rect{x, y, w, h};
    y += h + gap / 2;
  }
  widgets_.settleFocus();
  widgets_.scrollFrom(FirstRow, area);
  markDirty();
}

void StatisticsScreen::handle(const InputEvent& e) { handleMenuInput(*this, widgets_, e); }

void StatisticsScreen::draw() {
  drawScreenBackground(app_.ui);
  drawHeadingBeside(app_.ui, tr("Statistics"), widgets_.at(0).rect, headingY_);
  widgets_.draw(app_.ui);
}

Statistics currentStatistics(const TilesContext& tiles, const FloodContext& flood) {
  // A pack that failed to load is named on the pack screens; here it is simply not counted.
  Statistics stats = gatherStatistics(tiles.progress->get(), tiles.builtInPacks().packs, flood.records->get());
  stats.times = tiles.app.times->get();
  return stats;
}

void offerStatistics(TilesContext& tiles, FloodContext& flood) {
  tiles.app.openStatistics = [&tiles, &flood](ScreenStack& stack) {
    stack.push(std::make_unique<StatisticsScreen>(tiles.app, currentStatistics(tiles, flood)));
  };
}

}  // namespace tileflow
