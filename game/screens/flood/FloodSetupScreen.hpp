// FloodSetupScreen: the Flood mode's front: the kind of game (solo, two players on this device,
// or against the computer), the board's size, colours and cells, the computer's skill or the
// solo move allowance, the best result for those choices, and Start. The choices are kept in the
// settings.
#pragma once

#include "engine/ui/Button.hpp"
#include "engine/ui/Screen.hpp"
#include "engine/ui/Stepper.hpp"
#include "engine/ui/WidgetList.hpp"
#include "game/screens/flood/FloodContext.hpp"

namespace tileflow {

class FloodSetupScreen : public Screen {
 public:
  explicit FloodSetupScreen(FloodContext& flood);

  void layout(const Metrics& metrics) override;
  void handle(const InputEvent& event) override;
  void draw() override;
  const WidgetList* controls() const override { return &widgets_; }
  // Back from a game: Start may have become Resume, or back.
  void uncovered() override;

  const WidgetList& widgets() const { return widgets_; }
  const FloodSetup& setup() const { return setup_; }
  // Starts a game of the current choices, as Start does.
  void start();

 private:
  void changed();
  // "Resume" when a game of the current choices was left part-way, else "Start".
  void nameStart();
  std::string recordLine() const;

  FloodContext& flood_;
  FloodSetup setup_;
  WidgetList widgets_;
  Stepper* opponent_ = nullptr;
  Stepper* extra_ = nullptr;
  Button* start_ = nullptr;
  Metrics metrics_;
  int headingY_ = 0;
  int recordY_ = 0;
};

}  // namespace tileflow
