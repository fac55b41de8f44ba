#include "game/screens/lines/LinesPackScreens.hpp"

#include <algorithm>
#include <memory>
#include <string>

#include "engine/core/Translate.hpp"
#include "engine/ui/ScreenStack.hpp"
#include "game/screens/ConfirmScreen.hpp"
#include "game/screens/ScreenChrome.hpp"
#include "game/screens/lines/LinesEditorScreen.hpp"
#include "game/screens/lines/LinesGeneratorScreen.hpp"
#include "game/screens/lines/LinesPlayScreen.hpp"

namespace tileflow {

void playLinesLevel(ScreenStack& stack, LinesContext& lines, LinesLevelRef at) {
  const auto& packs = lines.packs();
  if (at.pack >= packs.size() || at.level >= packs[at.pack].levels.size()) return;
  stack.push(std::make_unique<LinesPlayScreen>(lines, packs[at.pack].levels[at.level], at));
}

LinesLevelRef linesContinueAt(const LinesContext& lines) {
  const auto& packs = lines.packs();
  for (std::size_t p = 0; p < packs.size() && lines.unlocked(p); ++p)
    for (std::size_t l = 0; l < packs[p].levels.size(); ++l)
      if (lines.stars(packs[p].levels[l]) == 0) return LinesLevelRef{p, l};
  return LinesLevelRef{};
}

// ---- LinesPacksScreen ----

LinesPacksScreen::LinesPacksScreen(LinesContext& lines) : lines_(lines) {
  auto& back = widgets_.add(std::make_unique<CardButton>(
      trLater("Back"), [this] { stack().pop(); }, Button::Style::Quiet));
  back.fontDesign = 17;
  continue_ = &widgets_.add(std::make_unique<CardButton>(trLater("Continue"), [this] {
    if (!lines_.packs().empty()) playLinesLevel(stack(), lines_, linesContinueAt(lines_));
  }));
  continue_->highlight = true;
  cards_.push_back(continue_);
  auto& make = widgets_.add(std::make_unique<CardButton>(
      trLater("New puzzle"), [this] { stack().push(std::make_unique<LinesGeneratorScreen>(lines_)); }));
  make.detail = trLater("Any size");
  cards_.push_back(&make);
  auto& editor = widgets_.add(std::make_unique<CardButton>(
      trLater("Editor"), [this] { stack().push(std::make_unique<LinesEditorScreen>(lines_)); }));
  editor.detail = trLater("Make one");
  cards_.push_back(&editor);
  mine_ = &widgets_.add(std::make_unique<CardButton>(
      trLater("My levels"), [this] { stack().push(std::make_unique<LinesMineScreen>(lines_)); }));
  cards_.push_back(mine_);
  firstPack_ = cards_.size();
  for (std::size_t p = 0; p < lines_.packs().size(); ++p) {
    cards_.push_back(&widgets_.add(std::make_unique<CardButton>(lines_.packs()[p].name, [this, p] {
      if (lines_.unlocked(p)) stack().push(std::make_unique<LinesLevelsScreen>(lines_, p));
    })));
  }
  refresh();
  widgets_.focus(continue_);
}

void LinesPacksScreen::refresh() {
  const auto& packs = lines_.packs();
  continue_->visible = !packs.empty();
  if (!packs.empty()) {
    const LinesLevelRef at = linesContinueAt(lines_);
    continue_->detail = formatText(tr("Level {1}"), at.level + 1);
  }
  const std::size_t kept = lines_.mine->load().levels.size();
  mine_->detail = kept == 0 ? std::string(trLater("None yet"))
                            : formatText(trn("{1} puzzle", "{1} puzzles", static_cast<long>(kept)), kept);
  for (std::size_t p = 0; p < packs.size(); ++p) {
    CardButton& card = *cards_[p + firstPack_];
    const LinesPack& pack = packs[p];
    card.locked = !lines_.unlocked(p);
    int stars = 0;
    for (const LinesLevel& level : pack.levels) stars += lines_.stars(level);
    card.detail = card.locked ? trLater("Locked")
                              : std::to_string(lines_.solvedIn(pack)) + "/" + std::to_string(pack.levels.size()) +
                                    " \xc2\xb7 " + std::to_string(stars) + " \xe2\x98\x85";
  }
}

void LinesPacksScreen::layout(const Metrics& m) {
  layoutCardScreen(widgets_, cards_, m, headingY_, CardSizes{200, 140, 96}, lines_.app.ui.assets);
}

void LinesPacksScreen::handle(const InputEvent& e) { handleMenuInput(*this, widgets_, e); }

void LinesPacksScreen::draw() {
  refresh();
  UiContext& ui = lines_.app.ui;
  drawScreenBackground(ui);
  drawHeadingBeside(ui, tr("Lines"), widgets_.at(0).rect, headingY_);
  widgets_.draw(ui);
  if (lines_.packs().empty())
    drawNotice(ui,
               lines_.problems().empty() ? std::string(tr("No Lines packs were found"))
                                         : formatText(tr("No Lines packs were found: {1}"), lines_.problems()),
               true, &widgets_);
  else if (!lines_.problems().empty())
    drawNotice(ui, formatText(tr("Some Lines packs could not be loaded: {1}"), lines_.problems()), true, &widgets_);
}

// ---- LinesLevelsScreen ----

LinesLevelsScreen::LinesLevelsScreen(LinesContext& lines, std::size_t pack) : lines_(lines), pack_(pack) {
  auto& back = widgets_.add(std::make_unique<CardButton>(
      trLater("Back"), [this] { stack().pop(); }, Button::Style::Quiet));
  back.fontDesign = 17;
  const LinesPack& p = lines_.packs()[pack_];
  for (std::size_t i = 0; i < p.levels.size(); ++i) {
    auto& card = widgets_.add(std::make_unique<CardButton>(std::to_string(i + 1), [this, i] {
      playLinesLevel(stack(), lines_, LinesLevelRef{pack_, i});
    }));
    card.fontDesign = 22;
    cards_.push_back(&card);
  }
  refresh();
  const LinesLevelRef at = linesContinueAt(lines_);
  if (at.pack == pack_ && at.level < cards_.size()) {
    widgets_.focus(cards_[at.level]);
  } else if (!cards_.empty()) {
    widgets_.focus(cards_.front());
  }
}

void LinesLevelsScreen::refresh() {
  const LinesPack& p = lines_.packs()[pack_];
  const LinesLevelRef at = linesContinueAt(lines_);
  for (std::size_t i = 0; i < cards_.size(); ++i) {
    cards_[i]->stars = lines_.stars(p.levels[i]);
    cards_[i]->highlight = at == LinesLevelRef{pack_, i};
  }
}

void LinesLevelsScreen::layout(const Metrics& m) {
  layoutCardScreen(widgets_, cards_, m, headingY_, CardSizes{}, lines_.app.ui.assets);
}

void LinesLevelsScreen::handle(const InputEvent& e) { handleMenuInput(*this, widgets_, e); }

void LinesLevelsScreen::draw() {
  refresh();
  UiContext& ui = lines_.app.ui;
  drawScreenBackground(ui);
  drawHeadingBeside(ui, tr(lines_.packs()[pack_].name.c_str()), widgets_.at(0).rect, headingY_);
  widgets_.draw(ui);
}

// ---- LinesMineScreen ----

LinesMineScreen::LinesMineScreen(LinesContext& lines) : lines_(lines) { rebuild(); }

void LinesMineScreen::rebuild() {
  rebuildDue_ = false;
  const int focused = widgets_.size() > 0 ? widgets_.focusIndex() : -1;
  widgets_.clear();
  cards_.clear();
  auto& back = widgets_.add(std::make_unique<CardButton>(
      trLater("Back"), [this] { stack().pop(); }, Button::Style::Quiet));
  back.fontDesign = 17;
  const std::vector<LinesLevel>& kept = lines_.mine->load().levels;
  delete_ =
      &widgets_.add(std::make_unique<CardButton>(deleting_ ? trLater("Done") : trLater("Delete\xe2\x80\xa6"), [this] {
        deleting_ = !deleting_;
        editing_ = false;
        said_ = deleting_ ? tr("Pick a puzzle to delete") : "";
        rebuildDue_ = true;
      }));
  delete_->visible = !kept.empty() || deleting_;
  cards_.push_back(delete_);
  edit_ = &widgets_.add(std::make_unique<CardButton>(editing_ ? trLater("Done") : trLater("Edit\xe2\x80\xa6"), [this] {
    editing_ = !editing_;
    deleting_ = false;
    said_ = editing_ ? tr("Pick a puzzle to change") : "";
    rebuildDue_ = true;
  }));
  edit_->visible = !kept.empty();
  cards_.push_back(edit_);
  for (std::size_t i = 0; i < kept.size(); ++i) {
    const LinesLevel& level = kept[i];
    auto& card = widgets_.add(
        std::make_unique<CardButton>(level.name.empty() ? level.id : level.name, [this, i] { picked(i); }));
    card.detail = std::to_string(level.board.width()) + "\xc3\x97" + std::to_string(level.board.height()) +
                  (level.board.shape() == Shape::Hex ? " hex" : "");
    cards_.push_back(&card);
  }
  // The same place keeps the focus (the next card when the one there went), else the first puzzle.
  if (focused > 0 && focused < widgets_.size() && widgets_.at(focused).visible) {
    widgets_.focus(&widgets_.at(focused));
  } else {
    widgets_.focus(cards_.size() > 2 ? cards_[2] : &back);
  }
  // Laid out at once (the first time the stack does it), so the cards are where they show.
  if (metrics_.width > 0) layout(metrics_);
  markDirty();
}

void LinesMineScreen::picked(std::size_t index) {
  const std::vector<LinesLevel>& kept = lines_.mine->load().levels;
  if (index >= kept.size()) return;
  const LinesLevel level = kept[index];
  if (editing_) {
    stack().push(std::make_unique<LinesEditorScreen>(lines_, level));
    return;
  }
  if (!deleting_) {
    stack().push(std::make_unique<LinesPlayScreen>(lines_, level));
    return;
  }
  std::vector<ConfirmScreen::Choice> choices;
  choices.push_back({trLater("Delete"),
                     [this, id = level.id] {
                       const std::string e = lines_.mine->remove(id);
                       said_ = e.empty() ? std::string(tr("Deleted")) : formatText(tr("Not deleted: {1}"), e);
                       if (lines_.mine->load().levels.empty()) deleting_ = false;
                       rebuildDue_ = true;
                     },
                     Button::Style::Primary});
  choices.push_back({trLater("Keep"), {}, Button::Style::Normal});
  stack().push(std::make_unique<ConfirmScreen>(
      lines_.app, formatText(tr("Delete \xe2\x80\x9c{1}\xe2\x80\x9d?"), level.name.empty() ? level.id : level.name),
      trLater("It goes from My levels for good."), std::move(choices)));
}

void LinesMineScreen::layout(const Metrics& m) {
  metrics_ = m;
  layoutCardScreen(widgets_, cards_, m, headingY_, CardSizes{150, 110, 84}, lines_.app.ui.assets);
}

void LinesMineScreen::handle(const InputEvent& e) {
  handleMenuInput(*this, widgets_, e);
  if (rebuildDue_) rebuild();
}

void LinesMineScreen::update(double) {
  if (rebuildDue_) rebuild();
}

void LinesMineScreen::draw() {
  UiContext& ui = lines_.app.ui;
  drawScreenBackground(ui);
  drawHeadingBeside(ui, tr("My levels"), widgets_.at(0).rect, headingY_);
  widgets_.draw(ui);
  if (cards_.size() <= 2)
    drawNotice(ui, tr("Lines puzzles you save from play (Menu, Save) or import land here"), false, &widgets_);
  else if (!said_.empty())
    drawNotice(ui, said_, false, &widgets_);
  else if (!lines_.mine->notice().empty())
    drawNotice(ui, lines_.mine->notice(), true, &widgets_);
}

}  // namespace tileflow
