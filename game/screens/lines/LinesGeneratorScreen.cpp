#include "game/screens/lines/LinesGeneratorScreen.hpp"

#include <algorithm>
#include <string>
#include <utility>

#include "engine/core/Translate.hpp"
#include "engine/ui/Layout.hpp"
#include "engine/ui/Paint.hpp"
#include "engine/ui/ScreenStack.hpp"
#include "engine/ui/Stepper.hpp"
#include "engine/ui/Theme.hpp"
#include "engine/ui/Toggle.hpp"
#include "game/lines/LinesGenerator.hpp"
#include "game/lines/LinesMode.hpp"
#include "game/lines/LinesPacks.hpp"
#include "game/mode/ModeOption.hpp"
#include "game/screens/ConfirmScreen.hpp"
#include "game/screens/ScreenChrome.hpp"
#include "game/screens/lines/LinesPlayScreen.hpp"

namespace tileflow {

namespace {

// "follow-edges" as a player reads it: "Follow edges".
std::string optionShownName(std::string name) {
  std::replace(name.begin(), name.end(), '-', ' ');
  if (!name.empty() && name[0] >= 'a' && name[0] <= 'z') name[0] = static_cast<char>(name[0] - 'a' + 'A');
  return name;
}

}  // namespace

LinesGeneratorScreen::LinesGeneratorScreen(LinesContext& lines) : lines_(lines) {
  widgets_.add(std::make_unique<Button>(trLater("Back"), [this] { stack().pop(); }));
  widgets_.add(std::make_unique<Button>(
      trLater("Generate"), [this] { generate(); }, Button::Style::Primary));
  for (const ModeOption& option : choices()) {
    auto keep = [this, id = option.id](int value) {
      lines_.app.settings.lines.generate[id] = value;
      lines_.app.saveSettings();
    };
    if (option.isSwitch()) {
      widgets_.add(std::make_unique<Toggle>(option.label, option.value != 0, [keep](bool on) { keep(on ? 1 : 0); }));
      continue;
    }
    auto& stepper = widgets_.add(std::make_unique<Stepper>(option.label, option.value, option.min, option.max, keep));
    if (option.id == "width" || option.id == "height") {
      stepper.shortLabel = option.id == "width" ? Stepper::WidthSign : Stepper::HeightSign;
      // A side past the largest the generator makes promptly with the choices is made at that size:
      // show that size (on hex cells, as "20 (hex)").
      stepper.format = [this](int v) {
        const int most = LinesMode::largestSide(choices());
        if (v <= most) return std::to_string(v);
        return hexChosen() && most == LinesMode::MaxHexSide ? std::to_string(most) + " (hex)" : std::to_string(most);
      };
    }
    if (!option.names.empty()) {
      stepper.wraps = true;
      // Shown in the player's language: the names are the Tiles generator's words ("Full", "Follow edges").
      stepper.format = [names = option.names](int v) {
        const std::string& name = names[static_cast<std::size_t>(std::clamp(v, 0, static_cast<int>(names.size()) - 1))];
        return std::string(tr(optionShownName(name).c_str()));
      };
      // A shape names itself ("Diamond", "Ring"): alone where "Outline" does not fit beside it.
      stepper.valueSaysAll = option.id == "outline";
    }
  }
  cancelList_.add(std::make_unique<Button>(
      trLater("Cancel"), [this] { cancel(); }, Button::Style::Danger));
  widgets_.focus(&widgets_.at(1));
}

bool LinesGeneratorScreen::hexChosen() const { return optionValue(choices(), "hex", 0) != 0; }

ModeOptions LinesGeneratorScreen::choices() const {
  ModeOptions options = LinesMode().options();
  for (ModeOption& o : options) {
    const auto& kept = lines_.app.settings.lines.generate;
    if (const auto it = kept.find(o.id); it != kept.end()) o.value = std::clamp(it->second, o.min, o.max);
  }
  return options;
}

void LinesGeneratorScreen::generate() {
  if (task_) return;
  problem_.clear();
  const LinesGenerateOptions options = LinesMode::generateOptions(choices(), lines_.app.freshSeed());
  task_ = std::make_unique<BackgroundTask<LinesLevel>>(
      [options](std::stop_token stop, Progress& progress) -> std::optional<LinesLevel> {
        std::optional<LinesGenerated> made = generateLines(options, stop, &progress);
        if (stop.stop_requested()) return std::nullopt;
        if (!made)
          throw std::runtime_error(tr("No puzzle could be made with these choices; try another size or fewer extras"));
        const std::string size = std::to_string(options.width) + "\xc3\x97" + std::to_string(options.height);
        return linesLevelOf(*made, "", "Generated " + size, options.seed);
      });
  markDirty();
}

void LinesGeneratorScreen::cancel() {
  task_.reset();
  markDirty();
}

void LinesGeneratorScreen::update(double) {
  if (!task_) return;
  if (auto level = task_->takeResult()) {
    task_.reset();
    stack().push(std::make_unique<LinesPlayScreen>(lines_, std::move(*level)));
    markDirty();
  } else if (task_->state() == TaskState::Failed) {
    problem_ = task_->error();
    task_.reset();
    // A dialog over the choices, not a notice: the column of choices fills a tall screen, and the
    // reason must be read before the next try; one press puts it away.
    stack().push(ConfirmScreen::telling(lines_.app, trLater("No puzzle made"), problem_));
    markDirty();
  }
}

void LinesGeneratorScreen::layout(const Metrics& m) {
  const int margin = m.px(10);
  headingY_ = m.px(8);
  widgets_.at(0).rect = headingBackRect(m, margin, headingY_);
  // Generate mirrors Back across the heading, so the heading stays clear of both.
  SDL_Rect go = widgets_.at(0).rect;
  go.x = m.width - margin - go.w;
  widgets_.at(1).rect = go;
  layoutMenuColumn(widgets_, m, headingY_ + headingRowHeight(m) + m.px(8), m.px(460), true, 2, &lines_.app.ui);
  const int buttonH = m.touch(54);
  panel_ = centred(m.screen(), std::min(m.width - 2 * margin, m.px(380)),
                   std::min(m.height - 2 * margin, m.px(48) + m.font(20) * 3 + buttonH + m.px(40)));
  cancelList_.at(0).rect =
      SDL_Rect{panel_.x + panel_.w / 4, panel_.y + panel_.h - buttonH - m.px(16), panel_.w / 2, buttonH};
  cancelList_.settleFocus();
}

void LinesGeneratorScreen::handle(const InputEvent& e) {
  if (task_) {
    if (e.goesBack()) {
      cancel();
      return;
    }
    if (cancelList_.handle(e)) markDirty();
    return;
  }
  if (e.goesBack()) {
    stack().pop();
    return;
  }
  if (e.kind == InputEvent::Kind::Action && e.action == Action::Menu) {
    generate();
    return;
  }
  if (widgets_.handle(e)) markDirty();
}

void LinesGeneratorScreen::draw() {
  UiContext& ui = lines_.app.ui;
  const Metrics& m = ui.metrics;
  drawScreenBackground(ui);
  drawHeadingBeside(ui, tr("New puzzle"), widgets_.at(0).rect, headingY_, widgets_.at(1).rect.x);
  widgets_.draw(ui);
  if (!task_) return;
  dimBackdrop(ui, 140);
  drawDialogPanel(ui, panel_);
  const Progress& p = task_->progress();
  const auto boards = p.attempts.load(std::memory_order_relaxed);
  int y = panel_.y + m.px(12);
  y += drawText(*ui.assets, tr("Making a puzzle\xe2\x80\xa6"), FontStyle::Bold, m.font(20), theme::Text,
                panel_.x + panel_.w / 2, y, Align::Centre)
           .y;
  const std::string detail = boards > 0 ? formatText(trn("{1} board drawn", "{1} boards drawn", boards), boards)
                                        : std::string(tr("Drawing the lines"));
  y += m.px(6);
  y += drawText(*ui.assets, detail, FontStyle::Regular, m.font(16), theme::TextDim, panel_.x + panel_.w / 2, y,
                Align::Centre)
           .y;
  // The bar: how far the generator has got through its drawings.
  const SDL_Rect bar{panel_.x + panel_.w / 8, y + m.px(8), panel_.w * 3 / 4, std::max(6, m.px(10))};
  const SDL_Rect done{bar.x, bar.y, bar.w * p.percent() / 100, bar.h};
  SDL_SetRenderDrawBlendMode(ui.renderer, SDL_BLENDMODE_NONE);
  SDL_SetRenderDrawColor(ui.renderer, 0x0a, 0x0d, 0x19, 255);
  SDL_RenderFillRect(ui.renderer, &bar);
  SDL_SetRenderDrawColor(ui.renderer, (theme::Accent >> 16) & 0xff, (theme::Accent >> 8) & 0xff, theme::Accent & 0xff,
                         255);
  if (done.w > 0) SDL_RenderFillRect(ui.renderer, &done);
  cancelList_.draw(ui);
}

}  // namespace tileflow
