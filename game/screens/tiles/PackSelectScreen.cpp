// PackSelectScreen: Back, Continue and one card per pack, in as many columns as the screen needs
// to keep every card at least a fingertip high.
#include "game/screens/tiles/PackSelectScreen.hpp"
#include "game/play/LevelName.hpp"

#include <algorithm>

#include "engine/core/Translate.hpp"
#include "engine/ui/Layout.hpp"
#include "engine/ui/Paint.hpp"
#include "engine/ui/ScreenStack.hpp"
#include "game/screens/ConfirmScreen.hpp"
#include "game/screens/ScreenChrome.hpp"
#include "game/screens/tiles/LevelSelectScreen.hpp"
#include "game/screens/tiles/MyLevelsScreen.hpp"

namespace tileflow {

PackSelectScreen::PackSelectScreen(TilesContext& game, std::shared_ptr<Campaign> campaign)
    : game_(game), campaign_(std::move(campaign)) {
  auto& back = widgets_.add(std::make_unique<CardButton>(
      trLater("Back"), [this] { stack().pop(); }, Button::Style::Quiet));
  back.fontDesign = 17;
  continue_ = &widgets_.add(std::make_unique<CardButton>(trLater("Continue"), [this] {
    const auto at = campaign_->continueAt().value_or(LevelRef{});
    if (!campaign_->packs().empty()) LevelSelectScreen::play(stack(), game_, campaign_, at);
  }));
  continue_->highlight = true;
  for (std::size_t p = 0; p < campaign_->packs().size(); ++p) {
    cards_.push_back(
        &widgets_.add(std::make_unique<CardButton>(campaign_->packs()[p].name, [this, p] { openPack(p); })));
  }
  // The player's own levels, top right across from Back (always the last widget).
  auto& mine = widgets_.add(std::make_unique<CardButton>(trLater("My levels"), [this] {
    stack().push(std::make_unique<MyLevelsScreen>(game_, MyLevelsStore::in(game_.app.prefDir())));
  }));
  mine.fontDesign = 17;
  refresh();
  // The gamepad starts on Continue, the card most players want.
  widgets_.focus(continue_);
}

void PackSelectScreen::refresh() {
  const Campaign& c = *campaign_;
  const auto at = c.continueAt();
  continue_->label = at ? trLater("Continue") : trLater("Start");
  continue_->visible = !c.packs().empty();
  if (!c.packs().empty()) {
    const Level& level = c.level(at.value_or(LevelRef{}));
    continue_->detail = shownLevelName(level.name);
  }
  for (std::size_t p = 0; p < cards_.size(); ++p) {
    const Pack& pack = c.packs()[p];
    CardButton& card = *cards_[p];
    card.locked = !c.unlocked(p);
    const int count = static_cast<int>(pack.levels.size());
    if (card.locked) {
      // Short enough for a third of a 480-pixel screen; a tap tells the whole story.
      card.detail = formatText(tr("Locked: solve {1} more"), missingFor(p));
    } else {
      card.detail = formatText(tr("{1}/{2} solved  \xE2\x98\x85 {3}/{4}"), c.progress().solvedIn(pack), count,
                               c.progress().starsIn(pack), 3 * count);
      // The numbers alone where the words do not fit (Polish, Portuguese at 320×240).
      card.shortDetail = formatText("{1}/{2}  \xE2\x98\x85 {3}/{4}", c.progress().solvedIn(pack), count,
                                    c.progress().starsIn(pack), 3 * count);
    }
  }
}

int PackSelectScreen::missingFor(std::size_t pack) const {
  const Pack& before = campaign_->packs()[pack - 1];
  return std::max(0, levelsToUnlockNext(before) - campaign_->progress().solvedIn(before));
}

void PackSelectScreen::openPack(std::size_t pack) {
  if (!campaign_->unlocked(pack)) {
    const int missing = missingFor(pack);
    // A small dialog over the cards, rather than a notice: a page of cards has no room for one
    // that covers none of them, and the dialog goes with one press.
    stack().push(ConfirmScreen::telling(
        game_.app, formatText(tr("{1} is locked"), tr(campaign_->packs()[pack].name.c_str())),
        formatText(trn("Solve {1} more level in {2} to open it.", "Solve {1} more levels in {2} to open it.", missing),
                   missing, tr(campaign_->packs()[pack - 1].name.c_str()))));
    return;
  }
  stack().push(std::make_unique<LevelSelectScreen>(game_, campaign_, pack));
}

void PackSelectScreen::layout(const Metrics& m) {
  const int margin = m.px(10);
  const int gap = std::max(4, m.px(8));
  const int rowH = m.touch(58);
  headingY_ = m.px(8);
  const int headH = headingRowHeight(m);
  widgets_.at(0).rect = headingBackRect(m, margin, headingY_);
  const SDL_Rect area{margin, headingY_ + headH + gap / 2, m.width - 2 * margin,
                      m.height - headingY_ - headH - gap / 2 - margin};
  // Fewest columns whose rows (Continue, then the packs) still give each card a fingertip, as
  // long as a card keeps room for its name and progress; past that the list scrolls.
  const int packs = static_cast<int>(cards_.size());
  const int maxColumns = std::clamp((area.w + gap) / (m.px(250) + gap), 1, 4);
  // A card keeps room for two lines of text at any scale.
  const int minH = m.touch(44);
  int columns = 1;
  for (; columns < maxColumns; ++columns) {
    const int rows = 1 + (packs + columns - 1) / columns;
    if (rows * minH + (rows - 1) * gap <= area.h) break;
  }
  const int rows = 1 + (packs + columns - 1) / columns;
  const int h = std::clamp((area.h - (rows - 1) * gap) / std::max(1, rows), minH, std::max(minH, rowH));
  const int total = rows * h + (rows - 1) * gap;
  const int top = area.y + std::max(0, (area.h - total) / 3);
  const int maxW = columns == 1 ? std::min(area.w, m.px(460)) : area.w;
  const int x0 = area.x + (area.w - maxW) / 2;
  const int w = (maxW - (columns - 1) * gap) / columns;
  continue_->rect = SDL_Rect{x0 + (maxW - std::min(maxW, m.px(360))) / 2, top, std::min(maxW, m.px(360)), h};
  for (int i = 0; i < packs; ++i) {
    const int r = 1 + i / columns;
    cards_[static_cast<std::size_t>(i)]->rect = SDL_Rect{x0 + (i % columns) * (w + gap), top + r * (h + gap), w, h};
  }
  const SDL_Rect& back = widgets_.at(0).rect;
  widgets_.at(widgets_.size() - 1).rect = SDL_Rect{m.width - back.x - back.w, back.y, back.w, back.h};
  widgets_.settleFocus();
  // Continue and the packs (between Back and My levels in the header) scroll when they must.
  widgets_.scrollFrom(1, area, widgets_.size() - 1);
}

void PackSelectScreen::handle(const InputEvent& e) { handleMenuInput(*this, widgets_, e); }

void PackSelectScreen::draw() {
  refresh();
  drawScreenBackground(game_.app.ui);
  drawHeadingBeside(game_.app.ui, tr("Level packs"), widgets_.at(0).rect, headingY_,
                    widgets_.at(widgets_.size() - 1).rect.x - game_.app.ui.metrics.px(8));
  widgets_.draw(game_.app.ui);
  drawNotice(game_.app.ui, notice(), true, &widgets_);
}

}  // namespace tileflow
