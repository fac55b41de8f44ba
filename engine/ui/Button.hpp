// Button: a labelled, tappable control that runs its action on tap or Primary.
#pragma once

#include <functional>
#include <string>
#include <utility>

#include "engine/ui/Widget.hpp"

namespace tileflow {

class Button : public Widget {
 public:
  enum class Style { Normal, Primary, Danger, Quiet };

  Button(std::string text, std::function<void()> action, Style look = Style::Normal)
      : label(std::move(text)), onPress(std::move(action)), style(look) {}

  void draw(UiContext& ui, bool focused) const override;
  bool act(Action action) override;
  bool tap(int x, int y, bool alternate) override;

  std::string name() const override { return label; }

  std::string label;
  std::function<void()> onPress;
  Style style;
  float fontDesign = 20;  // design pixels; scaled by the metrics
};

}  // namespace tileflow
