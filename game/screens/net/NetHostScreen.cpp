// NetHostScreen: what a host offers.
#include "game/screens/net/NetHostScreen.hpp"

#include <algorithm>
#include <memory>

#include "engine/core/Translate.hpp"
#include "engine/ui/Button.hpp"
#include "engine/ui/Layout.hpp"
#include "engine/ui/ScreenStack.hpp"
#include "game/flood/FloodMode.hpp"
#include "game/screens/ScreenChrome.hpp"
#include "game/screens/net/NetMatchScreen.hpp"
#include "game/screens/tiles/EditorLevelScreen.hpp"

namespace tileflow {

namespace {

// Race boards: big enough to be a race, small enough to finish over a cup of tea.
constexpr int MinRaceSide = 4;
constexpr int MaxRaceSide = 15;

}  // namespace

NetHostScreen::NetHostScreen(NetworkContext& net) : net_(net) {
  const NetworkSettings& s = net_.app.settings.network;
  if (net_.tiles.catalog != nullptr)
    for (const Environment& e : net_.tiles.catalog->environments()) lands_.push_back(e.id);
  if (lands_.empty()) lands_.push_back("countryside");
  widgets_.add(std::make_unique<Button>(
      trLater("Back"), [this] { stack().pop(); }, Button::Style::Quiet));
  kind_ = &widgets_.add(
      std::make_unique<Stepper>(trLater("Match"), s.match == "race" ? 1 : 0, 0, 1, [this](int) { changed(); }));
  kind_->wraps = true;
  kind_->format = [](int v) { return std::string(v == 1 ? tr("Tiles race") : tr("Flood")); };
  const auto square = [](int v) { return std::to_string(v) + " \xc3\x97 " + std::to_string(v); };
  floodSize_ = &widgets_.add(
      std::make_unique<Stepper>(trLater("Size"), std::clamp(s.floodSize, 4, 20), 4, 20, [this](int) { changed(); }));
  floodSize_->format = square;
  colours_ =
      &widgets_.add(std::make_unique<Stepper>(trLater("Colours"), std::clamp(s.floodColours, 3, FloodMode::MaxColours),
                                              3, FloodMode::MaxColours, [this](int) { changed(); }));
  raceSize_ = &widgets_.add(std::make_unique<Stepper>(trLater("Size"), std::clamp(s.raceSize, MinRaceSide, MaxRaceSide),
                                                      MinRaceSide, MaxRaceSide, [this](int) { changed(); }));
  raceSize_->format = square;
  const auto at = std::find(lands_.begin(), lands_.end(), s.raceEnvironment);
  land_ = &widgets_.add(std::make_unique<Stepper>(trLater("Land"),
                                                  at == lands_.end() ? 0 : static_cast<int>(at - lands_.begin()), 0,
                                                  static_cast<int>(lands_.size()) - 1, [this](int) { changed(); }));
  land_->wraps = true;
  land_->format = [this](int v) {
    return landName(net_.tiles.catalog,
                    lands_[static_cast<std::size_t>(std::clamp(v, 0, static_cast<int>(lands_.size()) - 1))]);
  };
  widgets_.focus(&widgets_.add(std::make_unique<Button>(
      trLater("Host"), [this] { host(); }, Button::Style::Primary)));
  const bool race = kind_->value == 1;
  floodSize_->visible = colours_->visible = !race;
  raceSize_->visible = land_->visible = race;
}

void NetHostScreen::changed() {
  NetworkSettings& s = net_.app.settings.network;
  s.match = kind_->value == 1 ? "race" : "flood";
  s.floodSize = floodSize_->value;
  s.floodColours = colours_->value;
  s.raceSize = raceSize_->value;
  s.raceEnvironment = lands_[static_cast<std::size_t>(land_->value)];
  net_.app.saveSettings();
  const bool race = kind_->value == 1;
  const bool was = raceSize_->visible;
  floodSize_->visible = colours_->visible = !race;
  raceSize_->visible = land_->visible = race;
  if (was != race) layout(metrics_);
  markDirty();
}

match::MatchOffer NetHostScreen::offer() const {
  match::MatchOffer offer;
  if (kind_->value == 1) {
    match::RaceOffer race;
    race.options.width = race.options.height = raceSize_->value;
    race.options.environment = lands_[static_cast<std::size_t>(land_->value)];
    race.options.seed = net_.nextSeed();
    offer.match = race;
  } else {
    match::FloodOffer flood;
    flood.size = floodSize_->value;
    flood.colours = colours_->value;
    flood.seed = net_.nextSeed();
    offer.match = flood;
  }
  return offer;
}

void NetHostScreen::host() {
  if (net_.tiles.catalog == nullptr) return;
  stack().push(NetMatchScreen::host(net_, offer()));
}

void NetHostScreen::layout(const Metrics& m) {
  metrics_ = m;
  const int margin = m.px(14);
  const int gap = m.px(9);
  headingY_ = m.px(8);
  widgets_.at(0).rect = headingBackRect(m, margin, headingY_);
  layoutMenuColumn(widgets_, m, headingY_ + headingRowHeight(m) + gap, m.px(440));
}

void NetHostScreen::handle(const InputEvent& e) { handleMenuInput(*this, widgets_, e); }

void NetHostScreen::draw() {
  UiContext& ui = net_.app.ui;
  drawScreenBackground(ui);
  drawHeadingBeside(ui, tr("Host a match"), widgets_.at(0).rect, headingY_);
  widgets_.draw(ui);
}

}  // namespace tileflow
