// SettingsScreen: the player's settings, applied and saved on every change.
#include "game/screens/SettingsScreen.hpp"

#include "engine/ui/Button.hpp"
#include "engine/ui/Layout.hpp"
#include "engine/ui/ScreenStack.hpp"
#include "engine/ui/Stepper.hpp"
#include "engine/ui/Toggle.hpp"
#include "game/screens/ScreenChrome.hpp"

namespace tileflow {

namespace {
constexpr int ScaleCount = static_cast<int>(UiScalePercents.size());
int scalePercent(int i) { return UiScalePercents[static_cast<std::size_t>(std::clamp(i, 0, ScaleCount - 1))]; }
int scaleIndex(int percent) {
  int best = 2;
  for (int i = 0; i < ScaleCount; ++i)
    if (std::abs(scalePercent(i) - percent) < std::abs(scalePercent(best) - percent)) best = i;
  return best;
}
}  // namespace

SettingsScreen::SettingsScreen(AppContext& app) : app_(app) {
  Settings& s = app_.settings;
  widgets_.add(std::make_unique<Toggle>("Fullscreen", s.fullscreen, [this](bool on) {
    app_.settings.fullscreen = on;
    if (app_.setFullscreen) app_.setFullscreen(on);
    app_.saveSettings();
  }));
  auto& speed = widgets_.add(std::make_unique<Stepper>("Animation", s.animationSpeed, 0, 3, [this](int v) {
    app_.settings.animationSpeed = v;
    app_.saveSettings();
  }));
  speed.format = [](int v) {
    static const char* names[] = {"Off", "Slow", "Normal", "Fast"};
    return std::string(names[std::clamp(v, 0, 3)]);
  };
  widgets_.add(std::make_unique<Toggle>("Colour-blind markers", s.colourBlind, [this](bool on) {
    app_.settings.colourBlind = on;
    app_.saveSettings();
  }));
  auto& scale = widgets_.add(
      std::make_unique<Stepper>("UI scale", scaleIndex(s.uiScalePercent), 0, ScaleCount - 1, [this](int i) {
        app_.settings.uiScalePercent = scalePercent(i);
        app_.ui.uiScale = static_cast<float>(scalePercent(i)) / 100.0f;
        app_.ui.relayoutRequested = true;
        app_.saveSettings();
      }));
  scale.format = [](int i) { return std::to_string(scalePercent(i)) + "%"; };
  widgets_.add(std::make_unique<Button>(
      "Back", [this] { stack().pop(); }, Button::Style::Quiet));
}

void SettingsScreen::layout(const Metrics& m) {
  const int margin = m.px(14);
  headingY_ = m.px(12);
  const int top = headingY_ + m.font(34) * 3 / 2;
  const int w = std::min(m.width - 2 * margin, m.px(440));
  const SDL_Rect area{(m.width - w) / 2, top, w, m.height - top - margin};
  const int count = widgets_.size();
  const int rowH = m.touch(54);
  const int gap = m.px(10);
  // Rows that do not fit even at a fingertip's height keep a comfortable one and scroll.
  const bool fits = count * Metrics::MinTouchTarget + (count - 1) * gap <= area.h;
  const auto rects = columnRects(fits ? area : SDL_Rect{area.x, area.y, area.w, count * (rowH + gap)}, count, rowH, gap,
                                 Metrics::MinTouchTarget);
  for (int i = 0; i < count; ++i) widgets_.at(i).rect = rects[static_cast<std::size_t>(i)];
  // Back is a button, not a row: keep it narrower and centred.
  SDL_Rect& back = widgets_.at(count - 1).rect;
  back = SDL_Rect{back.x + back.w / 4, back.y, back.w / 2, back.h};
  widgets_.settleFocus();
  widgets_.scrollFrom(0, area);
}

void SettingsScreen::handle(const InputEvent& e) { handleMenuInput(*this, widgets_, e); }

void SettingsScreen::draw() {
  drawScreenBackground(app_.ui);
  drawHeading(app_.ui, "Settings", headingY_);
  widgets_.draw(app_.ui);
  if (app_.store != nullptr) drawNotice(app_.ui, app_.store->notice());
}

}  // namespace tileflow
