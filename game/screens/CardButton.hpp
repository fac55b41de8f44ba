// CardButton: a big tappable card with a title, an optional detail line and optional stars; the
// pack and level select screens are grids of them.
#pragma once

#include <string>

#include "engine/ui/Button.hpp"

namespace tileflow {

class CardButton : public Button {
 public:
  using Button::Button;

  void draw(UiContext& ui, bool focused) const override;

  std::string detail;  // second line, smaller; empty for none
  int stars = -1;      // stars earned, shown as filled; -1 shows no stars
  int maxStars = 3;
  bool locked = false;     // drawn dim; still focusable so that its detail line can say why
  bool highlight = false;  // the level to continue with
};

}  // namespace tileflow
