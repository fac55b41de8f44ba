// Stepper: a number (or a choice from a list) with − and + targets; Left/Right step it too.
#pragma once

#include <functional>
#include <string>
#include <utility>

#include "engine/ui/Widget.hpp"

namespace tileflow {

class Stepper : public Widget {
 public:
  Stepper(std::string text, int initial, int lowest, int highest, std::function<void(int)> changed)
      : label(std::move(text)), value(initial), min(lowest), max(highest), onChange(std::move(changed)) {}

  void draw(UiContext& ui, bool focused) const override;
  bool act(Action action) override;
  bool usesLeftRight() const override { return true; }
  bool tap(int x, int y, bool alternate) override;

  // The − and + targets inside rect (each at least a touch target wide).
  SDL_Rect minusRect() const;
  SDL_Rect plusRect() const;
  // A row too narrow for the label beside the value puts − at the left, + at the right and
  // "label value" between them.
  bool compact() const;

  std::string name() const override { return label; }

  std::string label;
  int value;
  int min;
  int max;
  bool wraps = false;                      // a choice list wraps around, a number stops
  std::function<std::string(int)> format;  // how to show the value; plain number if empty
  std::function<void(int)> onChange;

 private:
  bool step(int delta);
};

}  // namespace tileflow
