// LevelSelectScreen: Back and a grid of level cards sized so the whole pack fits on one screen
// with every card at least a fingertip high.
#include "game/screens/tiles/LevelSelectScreen.hpp"

#include <algorithm>

#include "engine/ui/Paint.hpp"
#include "game/screens/ScreenChrome.hpp"
#include "game/screens/tiles/PlayScreen.hpp"

namespace tileflow {

LevelSelectScreen::LevelSelectScreen(TilesContext& game, std::shared_ptr<Campaign> campaign, std::size_t pack)
    : game_(game), campaign_(std::move(campaign)), pack_(pack) {
  auto& back = widgets_.add(std::make_unique<CardButton>(
      "Back", [this] { stack().pop(); }, Button::Style::Quiet));
  back.fontDesign = 17;
  const Pack& p = campaign_->packs()[pack_];
  for (std::size_t i = 0; i < p.levels.size(); ++i) {
    auto& card = widgets_.add(std::make_unique<CardButton>(std::to_string(i + 1), [this, i] {
      play(stack(), game_, campaign_, LevelRef{pack_, i});
    }));
    card.fontDesign = 22;
    cards_.push_back(&card);
  }
  refresh();
  // Focus where the player is most likely to go: the level to continue with, else the first.
  const auto at = campaign_->continueAt();
  if (at && at->pack == pack_) {
    widgets_.focus(cards_[at->level]);
  } else if (!cards_.empty()) {
    widgets_.focus(cards_.front());
  }
}

void LevelSelectScreen::play(ScreenStack& stack, TilesContext& game, const std::shared_ptr<Campaign>& campaign,
                             LevelRef at) {
  campaign->opened(at);
  ScreenStack* s = &stack;
  TilesContext* g = &game;
  auto onNext = [s, g, campaign, at] {
    if (const auto next = campaign->next(at)) play(*s, *g, campaign, *next);
  };
  auto screen = std::make_unique<PlayScreen>(
      game, campaign->level(at), campaign->next(at) ? std::function<void()>(onNext) : std::function<void()>());
  stack.push(std::move(screen));
}

void LevelSelectScreen::refresh() {
  const auto at = campaign_->continueAt();
  const Pack& p = campaign_->packs()[pack_];
  for (std::size_t i = 0; i < cards_.size(); ++i) {
    cards_[i]->stars = campaign_->progress().stars(p.levels[i].id);
    cards_[i]->highlight = at && *at == LevelRef{pack_, i};
  }
}

void LevelSelectScreen::layout(const Metrics& m) {
  const int margin = m.px(10);
  const int gap = std::max(4, m.px(8));
  headingY_ = m.px(8);
  const int headH = headingRowHeight(m);
  widgets_.at(0).rect = headingBackRect(m, margin, headingY_);
  const SDL_Rect area{margin, headingY_ + headH + gap / 2, m.width - 2 * margin,
                      m.height - headingY_ - headH - gap / 2 - margin};
  // Fewest columns (from a comfortable minimum) whose rows all fit at a fingertip or more, but
  // never cards too narrow for their number and stars: then the grid scrolls. The cards grow
  // towards squares up to a design size.
  const int count = static_cast<int>(cards_.size());
  const int minW = std::max(Metrics::MinTouchTarget + 12, m.px(64));
  const auto widthFor = [&](int columns) { return (area.w - (columns - 1) * gap) / columns; };
  int columns = std::clamp(area.w / std::max(1, m.px(96)), 1, std::max(1, count));
  while (columns > 1 && widthFor(columns) < minW) --columns;
  while (columns < count && widthFor(columns + 1) >= minW) {
    const int rows = (count + columns - 1) / columns;
    if (rows * Metrics::MinTouchTarget + (rows - 1) * gap <= area.h) break;
    ++columns;
  }
  const int rows = std::max(1, (count + columns - 1) / columns);
  const int w = widthFor(columns);
  const int h = std::clamp((area.h - (rows - 1) * gap) / rows, Metrics::MinTouchTarget,
                           std::max(Metrics::MinTouchTarget, std::min(w, m.px(84))));
  const int total = rows * h + (rows - 1) * gap;
  const int top = area.y + std::max(0, (area.h - total) / 3);
  for (int i = 0; i < count; ++i) {
    cards_[static_cast<std::size_t>(i)]->rect =
        SDL_Rect{area.x + (i % columns) * (w + gap), top + (i / columns) * (h + gap), w, h};
  }
  widgets_.settleFocus();
  // Cards are widgets 1.. (0 is Back); a grid taller than the screen scrolls with the focus.
  widgets_.scrollFrom(1, area);
}

void LevelSelectScreen::handle(const InputEvent& e) { handleMenuInput(*this, widgets_, e); }

void LevelSelectScreen::draw() {
  refresh();
  drawScreenBackground(game_.app.ui);
  drawHeadingBeside(game_.app.ui, campaign_->packs()[pack_].name, widgets_.at(0).rect, headingY_);
  widgets_.draw(game_.app.ui);
  drawNotice(game_.app.ui, campaign_->notice(), true, &widgets_);
}

}  // namespace tileflow
