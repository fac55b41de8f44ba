// PackSelectScreen: the built-in packs as cards (open or locked, levels solved, stars) and a
// Continue card that goes straight back to where the player left off.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "engine/ui/Screen.hpp"
#include "engine/ui/WidgetList.hpp"
#include "game/screens/CardButton.hpp"
#include "game/screens/ScreenChrome.hpp"
#include "game/screens/tiles/TilesContext.hpp"
#include "game/store/Campaign.hpp"

namespace tileflow {

class PackSelectScreen : public Screen {
 public:
  PackSelectScreen(TilesContext& game, std::shared_ptr<Campaign> campaign);

  void layout(const Metrics& metrics) override;
  void handle(const InputEvent& event) override;
  void draw() override;
  const WidgetList* controls() const override { return &widgets_; }
  // What the notice line says now: the campaign's own notice (a damaged progress file).
  std::string notice() const { return campaign_->notice(); }

  const WidgetList& widgets() const { return widgets_; }
  Campaign& campaign() { return *campaign_; }

 private:
  // Brings the cards up to date with the progress (after a level, they may have changed).
  void refresh();
  void openPack(std::size_t pack);
  // Levels still to solve in the pack before `pack` to open it.
  int missingFor(std::size_t pack) const;

  TilesContext& game_;
  std::shared_ptr<Campaign> campaign_;
  WidgetList widgets_;
  CardButton* continue_ = nullptr;
  std::vector<CardButton*> cards_;
  int headingY_ = 0;
};

}  // namespace tileflow
