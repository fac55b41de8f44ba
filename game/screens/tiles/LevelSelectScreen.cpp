// LevelSelectScreen: Back and a grid of level cards sized so the whole pack fits on one screen
// with every card at least a fingertip high.
#include "game/screens/tiles/LevelSelectScreen.hpp"

#include <algorithm>

#include "engine/core/Translate.hpp"
#include "engine/ui/Paint.hpp"
#include "game/screens/ScreenChrome.hpp"
#include "game/screens/tiles/PlayScreen.hpp"

namespace tileflow {

LevelSelectScreen::LevelSelectScreen(TilesContext& game, std::shared_ptr<Campaign> campaign, std::size_t pack)
    : game_(game), campaign_(std::move(campaign)), pack_(pack) {
  auto& back = widgets_.add(std::make_unique<CardButton>(
      trLater("Back"), [this] { stack().pop(); }, Button::Style::Quiet));
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

void LevelSelectScreen::layout(const Metrics& m) { layoutCardScreen(widgets_, cards_, m, headingY_); }

void LevelSelectScreen::handle(const InputEvent& e) { handleMenuInput(*this, widgets_, e); }

void LevelSelectScreen::draw() {
  refresh();
  drawScreenBackground(game_.app.ui);
  drawHeadingBeside(game_.app.ui, tr(campaign_->packs()[pack_].name.c_str()), widgets_.at(0).rect, headingY_);
  widgets_.draw(game_.app.ui);
  drawNotice(game_.app.ui, campaign_->notice(), true, &widgets_);
}

}  // namespace tileflow
