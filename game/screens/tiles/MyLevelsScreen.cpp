// MyLevelsScreen: a page of level buttons under the fixed controls.
#include "game/screens/tiles/MyLevelsScreen.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include "engine/core/Translate.hpp"
#include "engine/ui/Button.hpp"
#include "engine/ui/Colour.hpp"
#include "engine/ui/Layout.hpp"
#include "engine/ui/ScreenStack.hpp"
#include "engine/ui/Theme.hpp"
#include "engine/ui/Toggle.hpp"
#include "game/screens/ConfirmScreen.hpp"
#include "game/screens/ImportScreen.hpp"
#include "game/screens/ScreenChrome.hpp"
#include "game/screens/tiles/EditorScreen.hpp"
#include "game/screens/tiles/PlayScreen.hpp"

namespace tileflow {

namespace {
constexpr int kFixedButtons = 5;  // Back, New, Import, Edit toggle, More
}

MyLevelsScreen::MyLevelsScreen(TilesContext& game, std::shared_ptr<MyLevelsStore> store)
    : game_(game), store_(std::move(store)) {
  rebuild();
}

void MyLevelsScreen::rebuild() {
  const Pack& pack = game_.catalog ? store_->load(*game_.catalog) : store_->pack();
  shownCount_ = pack.levels.size();
  // A delete can take the last level of the last page with it.
  page_ = std::min(page_, std::max(0, (static_cast<int>(shownCount_) + perPage_ - 1) / perPage_ - 1));
  widgets_.clear();
  widgets_.add(std::make_unique<Button>(
      trLater("Back"), [this] { stack().pop(); }, Button::Style::Quiet));
  widgets_.add(std::make_unique<Button>(trLater("New"), [this] { EditorScreen::startNew(stack(), game_, store_); }));
  widgets_.add(std::make_unique<Button>(trLater("Import"),
                                        [this] { stack().push(std::make_unique<ImportScreen>(game_, store_)); }));
  widgets_.add(std::make_unique<Toggle>(trLater("Edit"), editing_, [this](bool on) { editing_ = on; }));
  auto& more = widgets_.add(std::make_unique<Button>(trLater("More"), [this] {
    const int pages = std::max(1, (static_cast<int>(shownCount_) + perPage_ - 1) / perPage_);
    page_ = (page_ + 1) % pages;
    rebuild();
    layout(metrics_);
  }));
  more.visible = static_cast<int>(pack.levels.size()) > perPage_;
  const std::size_t first = static_cast<std::size_t>(page_ * perPage_);
  for (std::size_t i = first; i < pack.levels.size() && i < first + static_cast<std::size_t>(perPage_); ++i) {
    const Level& l = pack.levels[i];
    widgets_.add(std::make_unique<Button>((l.name.empty() ? l.id : l.name) + "  " + std::to_string(l.board.width()) +
                                              "×" + std::to_string(l.board.height()),
                                          [this, i] { open(i); }));
  }
}

void MyLevelsScreen::open(std::size_t index) {
  const Pack& pack = store_->pack();
  if (index >= pack.levels.size()) return;
  if (!editing_) {
    stack().push(std::make_unique<PlayScreen>(game_, pack.levels[index]));
    return;
  }
  // Editing: change the level or delete it (asked again, since a deleted level is gone).
  const Level& level = pack.levels[index];
  const std::string id = level.id;
  const std::string name = level.name.empty() ? level.id : level.name;
  stack().push(std::make_unique<ConfirmScreen>(
      game_.app, name, trLater("Change it in the editor, or delete it."),
      std::vector<ConfirmScreen::Choice>{
          {trLater("Cancel"), nullptr, Button::Style::Quiet},
          {trLater("Edit"),
           [this, id] {
             for (const Level& l : store_->pack().levels) {
               if (l.id == id) {
                 stack().push(std::make_unique<EditorScreen>(game_, l, store_));
                 return;
               }
             }
           },
           Button::Style::Primary},
          {trLater("Delete"), [this, id, name] { askDelete(id, name); }, Button::Style::Danger}}));
}

void MyLevelsScreen::askDelete(const std::string& id, const std::string& name) {
  stack().push(std::make_unique<ConfirmScreen>(
      game_.app, formatText(tr("Delete {1}?"), name), trLater("It goes from My levels for good."),
      std::vector<ConfirmScreen::Choice>{{trLater("Keep"), nullptr, Button::Style::Quiet},
                                         {trLater("Delete"),
                                          [this, id] {
                                            problem_.clear();
                                            if (game_.catalog == nullptr) return;
                                            if (std::string e = store_->remove(id, *game_.catalog); !e.empty()) {
                                              problem_ = formatText(tr("Could not delete the level: {1}"), e);
                                            }
                                          },
                                          Button::Style::Danger}}));
}

void MyLevelsScreen::layout(const Metrics& m) {
  metrics_ = m;
  const int margin = m.px(10);
  const int gap = m.px(6);
  headingY_ = m.px(8);
  const int rowH = m.touch(48);
  const int headH = std::max(Metrics::MinTouchTarget, m.font(30) * 3 / 2);
  const int w = std::min(m.width - 2 * margin, m.px(520));
  const int x = (m.width - w) / 2;
  // The controls in one row near the bottom (two on a narrow screen, where four would squeeze
  // their labels; room below for a notice), the levels above them.
  const int controlRows = w / 4 >= std::max(m.px(120), 100) ? 1 : 2;
  const int controlsH = controlRows * rowH + (controlRows - 1) * gap;
  const int controlsY = m.height - margin - controlsH - m.font(16) - m.px(12);
  const SDL_Rect list{x, headingY_ + headH + gap, w, controlsY - gap - (headingY_ + headH + gap)};
  listRect_ = list;
  const int columns = m.width > m.px(560) ? 2 : 1;
  const int itemH = std::max(Metrics::MinTouchTarget, rowH - m.px(4));
  const int rows = std::max(1, (list.h + gap) / (itemH + gap));
  if (rows * columns != perPage_) {
    perPage_ = rows * columns;
    page_ = 0;
    rebuild();
  }
  widgets_.at(0).rect = SDL_Rect{margin, headingY_, std::max(Metrics::MinTouchTarget * 2, m.px(86)), headH - m.px(4)};
  // Each control wants room for its word: a long one (Ändern, Modifica beside the switch) takes it
  // from a short one.
  std::vector<int> wants;
  for (int i = 1; i < kFixedButtons; ++i) {
    const Widget& c = widgets_.at(i);
    Assets* assets = game_.app.ui.assets;
    if (assets == nullptr)
      wants.push_back(0);
    else if (const auto* t = dynamic_cast<const Toggle*>(&c))
      wants.push_back(t->naturalWidth(*assets, m, rowH));
    else
      wants.push_back(static_cast<const Button&>(c).naturalWidth(*assets, m));
  }
  const auto controls = gridByWants(SDL_Rect{x, controlsY, w, controlsH}, wants, 4 / controlRows, rowH, gap,
                                    std::min(Metrics::MinTouchTarget, w / 4));
  for (int i = 1; i < kFixedButtons; ++i) widgets_.at(i).rect = controls[static_cast<std::size_t>(i - 1)];
  const int itemW = (w - (columns - 1) * gap) / columns;
  for (int i = kFixedButtons; i < widgets_.size(); ++i) {
    const int k = i - kFixedButtons;
    widgets_.at(i).rect =
        SDL_Rect{x + (k % columns) * (itemW + gap), list.y + (k / columns) * (itemH + gap), itemW, itemH};
  }
  widgets_.settleFocus();
}

void MyLevelsScreen::handle(const InputEvent& e) { handleMenuInput(*this, widgets_, e); }

void MyLevelsScreen::draw() {
  if (store_->pack().levels.size() != shownCount_) {
    rebuild();
    layout(metrics_);
  }
  drawScreenBackground(game_.app.ui);
  drawHeadingBeside(game_.app.ui, tr("My levels"), widgets_.at(0).rect, headingY_);
  widgets_.draw(game_.app.ui);
  if (shownCount_ == 0) {
    // Where the levels will be, so it covers none of the controls.
    UiContext& ui = game_.app.ui;
    const int size = ui.metrics.font(16);
    const TextTexture t = ui.assets->wrappedText(tr("No levels yet: make one with New, or Import a share code"),
                                                 FontStyle::Regular, size, sdlColour(theme::TextDim), listRect_.w);
    if (t.texture != nullptr) {
      const SDL_Rect dst{listRect_.x + (listRect_.w - t.w) / 2, listRect_.y + (listRect_.h - t.h) / 2, t.w, t.h};
      SDL_RenderCopy(ui.renderer, t.texture, nullptr, &dst);
      ui.assets->noteText(tr("No levels yet"), dst, size, listRect_);
    }
  }
  if (!problem_.empty()) {
    drawNotice(game_.app.ui, problem_, true, &widgets_);
  } else if (shownCount_ != 0 && !store_->notice().empty()) {
    drawNotice(game_.app.ui, store_->notice(), true, &widgets_);
  }
}

}  // namespace tileflow
