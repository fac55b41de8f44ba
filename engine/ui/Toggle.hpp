// Toggle: an on/off setting with a label; tap, Primary, Left or Right flips it.
#pragma once

#include <functional>
#include <string>
#include <utility>

#include "engine/ui/Widget.hpp"

namespace tileflow {

class Toggle : public Widget {
 public:
  Toggle(std::string text, bool initial, std::function<void(bool)> changed)
      : label(std::move(text)), value(initial), onChange(std::move(changed)) {}

  void draw(UiContext& ui, bool focused) const override;
  bool act(Action action) override;
  bool usesLeftRight() const override { return true; }
  bool tap(int x, int y, bool alternate) override;

  std::string name() const override { return label; }

  // The width that shows the label whole at its full size beside the switch, in a row `height`
  // high (for a row that shares its width by its controls' words).
  int naturalWidth(Assets& assets, const Metrics& metrics, int height) const;

  std::string label;
  bool value;
  std::function<void(bool)> onChange;

 private:
  void flip();
};

}  // namespace tileflow
