#include "game/screens/PlayOptionsScreen.hpp"

#include <memory>

#include "engine/core/Translate.hpp"
#include "engine/ui/Button.hpp"
#include "engine/ui/ScreenStack.hpp"
#include "engine/ui/Toggle.hpp"
#include "game/screens/ScreenChrome.hpp"

namespace tileflow {

PlayOptionsScreen::PlayOptionsScreen(AppContext& app) : app_(app) {
  widgets_.add(std::make_unique<Button>(trLater("Back"), [this] { stack().pop(); }));
  TilesSettings& t = app_.settings.tiles;
  // The main tap the other way round, as some players' hands expect.
  widgets_.add(std::make_unique<Toggle>(trLater("Tap turns anticlockwise"), t.reverseTurn, [this](bool on) {
    app_.settings.tiles.reverseTurn = on;
    app_.saveSettings();
  }));
  // The other button a half turn rather than a turn back.
  widgets_.add(std::make_unique<Toggle>(trLater("Other button: half turn"), t.halfTurnOther, [this](bool on) {
    app_.settings.tiles.halfTurnOther = on;
    app_.saveSettings();
  }));
  widgets_.add(std::make_unique<Toggle>(trLater("Show the clock"), !t.hideClock, [this](bool on) {
    app_.settings.tiles.hideClock = !on;
    app_.saveSettings();
  }));
  // Tiles that locks and edge marks leave one way are turned and locked for the player.
  widgets_.add(std::make_unique<Toggle>(trLater("Assistant"), t.assistant, [this](bool on) {
    app_.settings.tiles.assistant = on;
    app_.saveSettings();
  }));
  widgets_.focus(&widgets_.at(1));
}

void PlayOptionsScreen::layout(const Metrics& m) {
  headingY_ = m.px(8);
  widgets_.at(0).rect = headingBackRect(m, m.px(10), headingY_);
  layoutMenuColumn(widgets_, m, headingY_ + headingRowHeight(m) + m.px(8), m.px(440));
}

void PlayOptionsScreen::handle(const InputEvent& e) { handleMenuInput(*this, widgets_, e); }

void PlayOptionsScreen::draw() {
  drawScreenBackground(app_.ui);
  drawHeadingBeside(app_.ui, tr("Play options"), widgets_.at(0).rect, headingY_);
  widgets_.draw(app_.ui);
}

}  // namespace tileflow
