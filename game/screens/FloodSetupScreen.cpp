#include "game/screens/FloodSetupScreen.hpp"

#include <algorithm>
#include <memory>

#include "engine/ui/Button.hpp"
#include "engine/ui/Layout.hpp"
#include "engine/ui/Paint.hpp"
#include "engine/ui/ScreenStack.hpp"
#include "engine/ui/Theme.hpp"
#include "engine/ui/Toggle.hpp"
#include "game/screens/FloodPlayScreen.hpp"
#include "game/screens/ScreenChrome.hpp"

namespace tileflow {

FloodSetupScreen::FloodSetupScreen(FloodContext& flood) : flood_(flood), setup_(flood.setup()) {
  widgets_.add(std::make_unique<Button>(
      "Back", [this] { stack().pop(); }, Button::Style::Quiet));
  auto& game = widgets_.add(std::make_unique<Stepper>("Game", static_cast<int>(setup_.kind), 0, 2, [this](int v) {
    setup_.kind = static_cast<FloodKind>(v);
    changed();
  }));
  game.wraps = true;
  game.format = [](int v) {
    static const char* names[] = {"Solo", "Two players", "Computer"};
    return std::string(names[std::clamp(v, 0, 2)]);
  };
  auto& size = widgets_.add(
      std::make_unique<Stepper>("Size", setup_.size, FloodMode::MinSide, FloodMode::MaxSide, [this](int v) {
        setup_.size = v;
        changed();
      }));
  size.accelerates = true;
  size.format = [](int v) { return std::to_string(v) + " × " + std::to_string(v); };
  widgets_.add(
      std::make_unique<Stepper>("Colours", setup_.colours, FloodMode::MinColours, FloodMode::MaxColours, [this](int v) {
        setup_.colours = v;
        changed();
      }));
  widgets_.add(std::make_unique<Toggle>("Hex cells", setup_.shape == Shape::Hex, [this](bool on) {
    setup_.shape = on ? Shape::Hex : Shape::Square;
    changed();
  }));
  opponent_ = &widgets_.add(
      std::make_unique<Stepper>("Computer", static_cast<int>(setup_.skill), 0, FloodSkillCount - 1, [this](int v) {
        setup_.skill = static_cast<FloodSkill>(v);
        changed();
      }));
  opponent_->format = [](int v) {
    static const char* names[] = {"Easy", "Medium", "Hard"};
    return std::string(names[std::clamp(v, 0, FloodSkillCount - 1)]);
  };
  extra_ = &widgets_.add(
      std::make_unique<Stepper>("Moves over par", setup_.extraMoves, 0, FloodMode::MaxExtraMoves, [this](int v) {
        setup_.extraMoves = v;
        changed();
      }));
  // The focus starts on Start: A plays again with the last choices.
  widgets_.focus(&widgets_.add(std::make_unique<Button>(
      "Start", [this] { start(); }, Button::Style::Primary)));
  opponent_->visible = setup_.kind == FloodKind::Computer;
  extra_->visible = setup_.kind == FloodKind::Solo;
}

void FloodSetupScreen::changed() {
  flood_.keep(setup_);
  const bool wasComputer = opponent_->visible;
  opponent_->visible = setup_.kind == FloodKind::Computer;
  extra_->visible = setup_.kind == FloodKind::Solo;
  if (wasComputer != opponent_->visible) layout(metrics_);
  markDirty();
}

void FloodSetupScreen::start() { stack().push(std::make_unique<FloodPlayScreen>(flood_, setup_)); }

std::string FloodSetupScreen::recordLine() const {
  const FloodRecord r = flood_.records->of(setup_);
  if (r.played == 0) return "Not played yet";
  std::string line = "Won " + std::to_string(r.won) + " of " + std::to_string(r.played);
  if (r.won > 0) {
    line += setup_.kind == FloodKind::Solo ? " · best " + std::to_string(r.best) + " moves"
                                           : " · best " + std::to_string(r.best) + " cells";
  }
  return line;
}

void FloodSetupScreen::layout(const Metrics& m) {
  metrics_ = m;
  const int margin = m.px(14);
  const int gap = m.px(9);
  headingY_ = m.px(8);
  const int headH = headingRowHeight(m);
  widgets_.at(0).rect = headingBackRect(m, margin, headingY_);
  recordY_ = headingY_ + headH + m.px(2);
  const int top = recordY_ + m.font(16) * 3 / 2;
  std::vector<int> shown;
  for (int i = 1; i < widgets_.size(); ++i)
    if (widgets_.at(i).visible) shown.push_back(i);
  const int count = static_cast<int>(shown.size());
  const int rowH = m.touch(50);
  const int height = m.height - top - margin;
  auto fits = [&](int rows) { return rows * Metrics::MinTouchTarget + (rows - 1) * gap <= height; };
  // One column; on a short wide screen (480×320) two, so Start is on screen without scrolling.
  const int columns = !fits(count) && m.width - 2 * margin >= 2 * m.px(200) + gap ? 2 : 1;
  const int rows = (count + columns - 1) / columns;
  const int columnW = std::min((m.width - 2 * margin - (columns - 1) * gap) / columns, m.px(440));
  const int totalW = columns * columnW + (columns - 1) * gap;
  const SDL_Rect area{(m.width - totalW) / 2, top, totalW, height};
  const bool scrolls = !fits(rows);
  const auto rects = columnRects(
      scrolls ? SDL_Rect{area.x, area.y, columnW, rows * (rowH + gap)} : SDL_Rect{area.x, area.y, columnW, area.h},
      rows, rowH, gap, Metrics::MinTouchTarget);
  for (int i = 0; i < count; ++i) {
    SDL_Rect r = rects[static_cast<std::size_t>(i % rows)];
    r.x += (i / rows) * (columnW + gap);
    widgets_.at(shown[static_cast<std::size_t>(i)]).rect = r;
  }
  for (int i = 1; i < widgets_.size(); ++i)
    if (!widgets_.at(i).visible) widgets_.at(i).rect = SDL_Rect{area.x, area.y, 0, 0};
  widgets_.settleFocus();
  widgets_.scrollFrom(1, area);
}

void FloodSetupScreen::handle(const InputEvent& e) { handleMenuInput(*this, widgets_, e); }

void FloodSetupScreen::draw() {
  UiContext& ui = flood_.app.ui;
  drawScreenBackground(ui);
  drawHeadingBeside(ui, "Flood", widgets_.at(0).rect, headingY_);
  const Metrics& m = ui.metrics;
  drawTextIn(*ui.assets, recordLine(), FontStyle::Regular, m.font(16), theme::TextDim,
             SDL_Rect{m.px(14), recordY_, m.width - 2 * m.px(14), m.font(16) * 5 / 4});
  widgets_.draw(ui);
  drawNotice(ui, flood_.records->notice());
}

}  // namespace tileflow
