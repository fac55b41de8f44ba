// StatisticsScreen: the player's figures across the modes: levels solved, stars earned of those
// the packs offer, time spent solving, the best generated level of each board size, and Flood
// games won and lost; opened from Settings. The figures are game/store/Statistics'; this screen
// only lays out their rows, which scroll with the d-pad's focus, the wheel or a drag when they do
// not fit.
#pragma once

#include "engine/ui/Screen.hpp"
#include "engine/ui/WidgetList.hpp"
#include "game/screens/AppContext.hpp"
#include "game/screens/flood/FloodContext.hpp"
#include "game/screens/tiles/TilesContext.hpp"
#include "game/store/Statistics.hpp"

namespace tileflow {

class StatisticsScreen : public Screen {
 public:
  StatisticsScreen(AppContext& app, const Statistics& stats);

  void layout(const Metrics& metrics) override;
  void handle(const InputEvent& event) override;
  void draw() override;
  const WidgetList* controls() const override { return &widgets_; }

  // Widgets in order: Back, then one per row of statisticsRows (headings take no focus).
  const WidgetList& widgets() const { return widgets_; }
  static constexpr int FirstRow = 1;

 private:
  AppContext& app_;
  WidgetList widgets_;
  int headingY_ = 0;
};

// The figures as the records hold them now: the Tiles progress against the built-in packs (none
// without a catalog) and the Flood records.
Statistics currentStatistics(const TilesContext& tiles, const FloodContext& flood);

// Offers the statistics in Settings (AppContext::openStatistics). The contexts must outlive
// every screen that can open it.
void offerStatistics(TilesContext& tiles, FloodContext& flood);

}  // namespace tileflow
