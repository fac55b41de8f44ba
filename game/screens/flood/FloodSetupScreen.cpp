#include "game/screens/flood/FloodSetupScreen.hpp"

#include <algorithm>
#include <memory>

#include "engine/core/LocaleFormat.hpp"
#include "engine/core/Translate.hpp"
#include "engine/ui/Button.hpp"
#include "engine/ui/Layout.hpp"
#include "engine/ui/Paint.hpp"
#include "engine/ui/ScreenStack.hpp"
#include "engine/ui/Theme.hpp"
#include "engine/ui/Toggle.hpp"
#include "game/screens/ScreenChrome.hpp"
#include "game/screens/flood/FloodPlayScreen.hpp"

namespace tileflow {

FloodSetupScreen::FloodSetupScreen(FloodContext& flood) : flood_(flood), setup_(flood.setup()) {
  widgets_.add(std::make_unique<Button>(
      trLater("Back"), [this] { stack().pop(); }, Button::Style::Quiet));
  auto& game =
      widgets_.add(std::make_unique<Stepper>(trLater("Game"), static_cast<int>(setup_.kind), 0, 2, [this](int v) {
        setup_.kind = static_cast<FloodKind>(v);
        changed();
      }));
  game.wraps = true;
  game.format = [](int v) {
    static const char* names[] = {trLater("Solo"), trLater("Two players"), trLater("Computer")};
    return std::string(tr(names[std::clamp(v, 0, 2)]));
  };
  auto& size = widgets_.add(
      std::make_unique<Stepper>(trLater("Size"), setup_.size, FloodMode::MinSide, FloodMode::MaxSide, [this](int v) {
        setup_.size = v;
        changed();
      }));
  size.accelerates = true;
  size.valueSaysAll = true;  // "12 × 12" is a size where "Size" does not fit beside it
  size.format = [](int v) { return std::to_string(v) + " × " + std::to_string(v); };
  widgets_.add(std::make_unique<Stepper>(trLater("Colours"), setup_.colours, FloodMode::MinColours,
                                         FloodMode::MaxColours, [this](int v) {
                                           setup_.colours = v;
                                           changed();
                                         }));
  widgets_.add(std::make_unique<Toggle>(trLater("Hex cells"), setup_.shape == Shape::Hex, [this](bool on) {
    setup_.shape = on ? Shape::Hex : Shape::Square;
    changed();
  }));
  opponent_ = &widgets_.add(std::make_unique<Stepper>(trLater("Computer"), static_cast<int>(setup_.skill), 0,
                                                      FloodSkillCount - 1, [this](int v) {
                                                        setup_.skill = static_cast<FloodSkill>(v);
                                                        changed();
                                                      }));
  opponent_->format = [](int v) {
    static const char* names[] = {trLater("Easy"), trLater("Medium"), trLater("Hard")};
    return std::string(tr(names[std::clamp(v, 0, FloodSkillCount - 1)]));
  };
  extra_ = &widgets_.add(std::make_unique<Stepper>(trLater("Moves over par"), setup_.extraMoves, 0,
                                                   FloodMode::MaxExtraMoves, [this](int v) {
                                                     setup_.extraMoves = v;
                                                     changed();
                                                   }));
  extra_->shortLabel = trLater("Over par");
  // The focus starts on Start: A plays again with the last choices.
  start_ = &widgets_.add(std::make_unique<Button>(
      trLater("Start"), [this] { start(); }, Button::Style::Primary));
  widgets_.focus(start_);
  opponent_->visible = setup_.kind == FloodKind::Computer;
  extra_->visible = setup_.kind == FloodKind::Solo;
  nameStart();
}

void FloodSetupScreen::nameStart() {
  // A game of these choices left part-way opens where it was: the button says so. A given
  // board's game (the day's puzzle) is not one of these choices, whatever its size.
  const auto& left = flood_.left->game();
  start_->label = left && left->board.empty() && left->setup == setup_ ? trLater("Resume") : trLater("Start");
}

void FloodSetupScreen::uncovered() {
  nameStart();
  markDirty();
}

void FloodSetupScreen::changed() {
  flood_.keep(setup_);
  const bool wasComputer = opponent_->visible;
  const bool wasSolo = extra_->visible;
  opponent_->visible = setup_.kind == FloodKind::Computer;
  extra_->visible = setup_.kind == FloodKind::Solo;
  if (wasComputer != opponent_->visible || wasSolo != extra_->visible) layout(metrics_);
  nameStart();
  markDirty();
}

void FloodSetupScreen::start() { stack().push(std::make_unique<FloodPlayScreen>(flood_, setup_)); }

std::string FloodSetupScreen::recordLine() const {
  const FloodRecord r = flood_.records->of(setup_);
  if (r.played == 0) return tr("Not played yet");
  std::string line = formatText(tr("Won {1} of {2}"), formatNumber(r.won), formatNumber(r.played));
  if (r.won > 0) {
    line +=
        " · " + (setup_.kind == FloodKind::Solo ? formatText(trn("best {1} move", "best {1} moves", r.best), r.best)
                                                : formatText(trn("best {1} cell", "best {1} cells", r.best), r.best));
  }
  return line;
}

void FloodSetupScreen::layout(const Metrics& m) {
  metrics_ = m;
  const int margin = m.px(14);
  headingY_ = m.px(8);
  const int headH = headingRowHeight(m);
  widgets_.at(0).rect = headingBackRect(m, margin, headingY_);
  recordY_ = headingY_ + headH + m.px(2);
  const int top = recordY_ + m.font(16) * 3 / 2;
  // One column; on a short wide screen (480×320) two, so Start is on screen without scrolling.
  // The computer's level and the solo game's moves over par take turns in one row, which two
  // players leave empty rather than closing it up: changing Game moves no control, Start least
  // of all (the player's next tap).
  const bool emptyRow = !opponent_->visible && !extra_->visible;
  if (emptyRow) extra_->visible = true;
  layoutMenuColumn(widgets_, m, top, m.px(440), true, 1, &flood_.app.ui);
  if (emptyRow) extra_->visible = false;
}

void FloodSetupScreen::handle(const InputEvent& e) { handleMenuInput(*this, widgets_, e); }

void FloodSetupScreen::draw() {
  UiContext& ui = flood_.app.ui;
  drawScreenBackground(ui);
  drawHeadingBeside(ui, tr("Flood"), widgets_.at(0).rect, headingY_);
  const Metrics& m = ui.metrics;
  drawTextIn(*ui.assets, recordLine(), FontStyle::Regular, m.font(16), theme::TextDim,
             SDL_Rect{m.px(14), recordY_, m.width - 2 * m.px(14), m.font(16) * 5 / 4});
  widgets_.draw(ui);
  drawNotice(ui, flood_.records->notice(), true, &widgets_);
}

}  // namespace tileflow
