// SettingsScreen: the player's settings, applied and saved on every change.
#include "game/screens/SettingsScreen.hpp"

#include <algorithm>

#include "engine/core/Translate.hpp"
#include "engine/platform/Languages.hpp"
#include "engine/ui/Button.hpp"
#include "engine/ui/Layout.hpp"
#include "engine/ui/ScreenStack.hpp"
#include "engine/ui/Stepper.hpp"
#include "engine/ui/Toggle.hpp"
#include "game/screens/ControlsScreen.hpp"
#include "game/screens/PlayOptionsScreen.hpp"
#include "game/screens/ScreenChrome.hpp"

namespace tileflow {

namespace {

// The UI scales offered, with the one in use among them when a settings file holds one between
// the steps, so the stepper shows the scale the screens really have.
std::vector<int> scaleStepsWith(int percent) {
  std::vector<int> steps(UiScalePercents.begin(), UiScalePercents.end());
  if (std::find(steps.begin(), steps.end(), percent) == steps.end()) {
    steps.push_back(percent);
    std::sort(steps.begin(), steps.end());
  }
  return steps;
}

}  // namespace

SettingsScreen::SettingsScreen(AppContext& app) : app_(app), scaleSteps_(scaleStepsWith(app.settings.uiScalePercent)) {
  Settings& s = app_.settings;
  // The window's state, not the saved choice: they differ when a small display starts fullscreen.
  fullscreen_ = &widgets_.add(std::make_unique<Toggle>(trLater("Fullscreen"), app_.fullscreen(), [this](bool on) {
    app_.chooseFullscreen(on);
    fullscreen_->value = app_.fullscreen();  // a console video driver stays fullscreen
  }));
  auto& speed = widgets_.add(std::make_unique<Stepper>(trLater("Animation"), s.animationSpeed, 0, 3, [this](int v) {
    app_.settings.animationSpeed = v;
    app_.saveSettings();
  }));
  speed.format = [](int v) {
    static const char* names[] = {trLater("Off"), trLater("Slow"), trLater("Normal"), trLater("Fast")};
    return std::string(tr(names[std::clamp(v, 0, 3)]));
  };
  widgets_.add(std::make_unique<Toggle>(trLater("Colour-blind markers"), s.colourBlind, [this](bool on) {
    app_.settings.colourBlind = on;
    app_.saveSettings();
  }));
  const int last = static_cast<int>(scaleSteps_.size()) - 1;
  const auto at = std::find(scaleSteps_.begin(), scaleSteps_.end(), s.uiScalePercent);
  auto& scale = widgets_.add(std::make_unique<Stepper>(trLater("UI scale"), static_cast<int>(at - scaleSteps_.begin()),
                                                       0, last, [this](int i) {
                                                         const int percent = scaleSteps_[static_cast<std::size_t>(i)];
                                                         app_.settings.uiScalePercent = percent;
                                                         app_.ui.uiScale = static_cast<float>(percent) / 100.0f;
                                                         app_.ui.relayoutRequested = true;
                                                         app_.saveSettings();
                                                       }));
  scale.format = [this, last](int i) {
    // TRANSLATORS: a percentage; some languages put a space before the sign.
    return formatText(tr("{1}%"), scaleSteps_[static_cast<std::size_t>(std::clamp(i, 0, last))]);
  };
  // The volume in steps of ten; each step's click is heard at the new volume.
  const int step = SoundSettings::VolumeStep;
  auto& volume = widgets_.add(std::make_unique<Stepper>(trLater("Sound effects"), s.sound.effectsVolume / step, 0,
                                                        100 / step, [this, step](int i) {
                                                          app_.settings.sound.effectsVolume = i * step;
                                                          app_.saveSettings();
                                                        }));
  volume.format = [step](int i) { return i == 0 ? std::string(tr("Off")) : formatText(tr("{1}%"), i * step); };
  widgets_.add(std::make_unique<Toggle>(trLater("Mute sounds"), s.sound.muted, [this](bool on) {
    app_.settings.sound.muted = on;
    app_.saveSettings();
  }));
  // The language: the system's, or one of the shipped ones by its own name. A change speaks at
  // once: the controls translate their labels as they draw, and every screen lays out again.
  const auto& languages = shippedLanguages();
  const int languageCount = static_cast<int>(languages.size());
  int chosen = 0;
  for (int i = 0; i < languageCount; ++i)
    if (!s.language.empty() && s.language == languages[static_cast<std::size_t>(i)].code) chosen = i + 1;
  auto& language = widgets_.add(std::make_unique<Stepper>(trLater("Language"), chosen, 0, languageCount, [this](int i) {
    app_.settings.language = i == 0 ? std::string() : shippedLanguages()[static_cast<std::size_t>(i - 1)].code;
    applyLanguageSetting(app_.settings.language);
    app_.ui.relayoutRequested = true;
    app_.saveSettings();
  }));
  language.wraps = true;
  language.format = [languageCount](int i) {
    // TRANSLATORS: the Language setting's choice that follows the system's language.
    if (i <= 0 || i > languageCount) return std::string(trp("language", "System"));
    return std::string(shippedLanguages()[static_cast<std::size_t>(i - 1)].name);
  };
  // How a Tiles board turns and whether the clock shows, on a page of their own.
  widgets_.add(std::make_unique<Button>(trLater("Play options"),
                                        [this] { stack().push(std::make_unique<PlayOptionsScreen>(app_)); }));
  // The player's figures, beside Controls (when the game offers them: tests may not).
  if (app_.openStatistics) {
    widgets_.add(std::make_unique<Button>(trLater("Statistics"), [this] { app_.openStatistics(stack()); }));
    buttons_ = 3;
  }
  widgets_.add(
      std::make_unique<Button>(trLater("Controls"), [this] { stack().push(std::make_unique<ControlsScreen>(app_)); }));
  widgets_.add(std::make_unique<Button>(
      trLater("Back"), [this] { stack().pop(); }, Button::Style::Quiet));
}

void SettingsScreen::layout(const Metrics& m) {
  const int margin = m.px(14);
  headingY_ = m.px(12);
  const int top = headingY_ + m.font(34) * 3 / 2;
  const int w = std::min(m.width - 2 * margin, m.px(440));
  const SDL_Rect area{(m.width - w) / 2, top, w, m.height - top - margin};
  const int count = widgets_.size();
  // The settings one to a row, then the buttons (Statistics, Controls, Back) side by side in the last.
  const int rows = count - buttons_ + 1;
  const int rowH = m.touch(54);
  const int gap = m.px(10);
  // A row squeezed below a fingertip, or below its words' height on a big screen at a big scale,
  // does not fit: the rows scroll instead.
  const int minRowH = std::max(Metrics::MinTouchTarget, m.font(20) * 3 / 2);
  const auto fitsIn = [&](int n, int height) { return n * minRowH + (n - 1) * gap <= height; };
  const SDL_Rect wide{margin, top, m.width - 2 * margin, area.h};
  // The buttons side by side in `last`, the last one flush with its right edge.
  const auto placeButtons = [&](const SDL_Rect& last) {
    const int each = (last.w - (buttons_ - 1) * gap) / buttons_;
    for (int k = 0; k < buttons_; ++k) {
      const int x = k == buttons_ - 1 ? last.x + last.w - each : last.x + k * (each + gap);
      widgets_.at(count - buttons_ + k).rect = SDL_Rect{x, last.y, each, last.h};
    }
  };
  // A short landscape panel (480x320): the settings two to a row across the whole width (an odd
  // last one alone) and the buttons in a row of their own, so nothing scrolls, as long as a half
  // row keeps room for a stepper's name and value; else one to a row, scrolled.
  const int settingsCount = count - buttons_;
  const int gridRows = (settingsCount + 1) / 2 + 1;
  if (!fitsIn(rows, area.h) && fitsIn(gridRows, area.h) && (wide.w - gap) / 2 >= m.px(290)) {
    const auto cells = gridRects(wide, 2 * gridRows, 2, rowH, gap, minRowH);
    for (int i = 0; i < settingsCount; ++i) widgets_.at(i).rect = cells[static_cast<std::size_t>(i)];
    const SDL_Rect& left = cells[cells.size() - 2];
    const SDL_Rect& right = cells.back();
    placeButtons(SDL_Rect{left.x, left.y, right.x + right.w - left.x, left.h});
    widgets_.settleFocus();
    widgets_.scrollFrom(0, wide);
    return;
  }
  // Rows that do not fit even at a fingertip's height keep a comfortable one and scroll.
  const bool fits = fitsIn(rows, area.h);
  const auto rects =
      columnRects(fits ? area : SDL_Rect{area.x, area.y, area.w, rows * (rowH + gap)}, rows, rowH, gap, minRowH);
  for (int i = 0; i < rows; ++i) widgets_.at(i).rect = rects[static_cast<std::size_t>(i)];
  placeButtons(rects.back());
  widgets_.settleFocus();
  widgets_.scrollFrom(0, area);
}

void SettingsScreen::handle(const InputEvent& e) { handleMenuInput(*this, widgets_, e); }

void SettingsScreen::draw() {
  drawScreenBackground(app_.ui);
  drawHeading(app_.ui, tr("Settings"), headingY_);
  // The fullscreen key or the window manager may have switched the window meanwhile.
  fullscreen_->value = app_.fullscreen();
  widgets_.draw(app_.ui);
  if (app_.store != nullptr) drawNotice(app_.ui, app_.store->notice(), true, &widgets_);
}

}  // namespace tileflow
