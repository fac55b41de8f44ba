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
  // When set, the label is drawn at the size at which this text fits, so that the keys of one
  // keyboard (each fitted alone, "m" would come out smaller than "i") share one size.
  std::string sizeLike;
};

}  // namespace tileflow
