// ControlsScreen: the play controls of one input device at a time (touch, mouse, keyboard,
// gamepad), the device the player last used first; a stepper switches device and the rows scroll
// with the focus, the wheel or a drag when they do not fit.
#pragma once

#include <string>
#include <vector>

#include "engine/input/InputEvent.hpp"
#include "engine/ui/Screen.hpp"
#include "engine/ui/Stepper.hpp"
#include "engine/ui/WidgetList.hpp"
#include "game/screens/AppContext.hpp"

namespace tileflow {

class ControlsScreen : public Screen {
 public:
  // One thing the player does and how this device does it.
  struct Line {
    std::string what;
    std::string how;
  };
  // The devices in the order the stepper goes through them.
  static constexpr Device Devices[] = {Device::Touch, Device::Mouse, Device::Keyboard, Device::Gamepad};
  static std::string deviceName(Device device);
  // What the device does on the board and in menus (docs/controls.md says the same).
  static std::vector<Line> linesFor(Device device);

  explicit ControlsScreen(AppContext& app);

  void layout(const Metrics& metrics) override;
  void handle(const InputEvent& event) override;
  void draw() override;
  const WidgetList* controls() const override { return &widgets_; }

  Device device() const { return device_; }
  void showDevice(Device device);
  // Widgets in order: Back, the device stepper, then one row per line of the device shown.
  const WidgetList& widgets() const { return widgets_; }
  static constexpr int FirstRow = 2;

 private:
  void build();

  AppContext& app_;
  Device device_;
  WidgetList widgets_;
  Stepper* stepper_ = nullptr;
  Metrics metrics_;
  bool laidOut_ = false;
  int headingY_ = 0;
};

}  // namespace tileflow
