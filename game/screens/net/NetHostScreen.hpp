// NetHostScreen: what a host offers: a Flood match (board size and colours) or a Tiles race
// (board size and land), then Host, which starts listening and opens the match screen. The
// choices are kept in the settings' network section.
#pragma once

#include "engine/ui/Screen.hpp"
#include "engine/ui/Stepper.hpp"
#include "engine/ui/WidgetList.hpp"
#include "game/net/Messages.hpp"
#include "game/screens/net/NetworkContext.hpp"

namespace tileflow {

class NetHostScreen : public Screen {
 public:
  explicit NetHostScreen(NetworkContext& net);

  void layout(const Metrics& metrics) override;
  void handle(const InputEvent& event) override;
  void draw() override;
  const WidgetList* controls() const override { return &widgets_; }
  void uncovered() override { markDirty(); }

  const WidgetList& widgets() const { return widgets_; }
  // The match the choices make now, with a new seed.
  match::MatchOffer offer() const;
  // Starts hosting, as Host does.
  void host();

 private:
  void changed();

  NetworkContext& net_;
  std::vector<std::string> lands_;  // environment ids, in the catalog's order
  WidgetList widgets_;
  Stepper* kind_ = nullptr;
  Stepper* floodSize_ = nullptr;
  Stepper* colours_ = nullptr;
  Stepper* raceSize_ = nullptr;
  Stepper* land_ = nullptr;
  Metrics metrics_;
  int headingY_ = 0;
};

}  // namespace tileflow
