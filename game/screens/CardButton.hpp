// CardButton: a big tappable card with a title, an optional detail line and optional stars; the
// pack and level select screens are grids of them.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/ui/Button.hpp"
#include "engine/ui/Metrics.hpp"
#include "engine/ui/WidgetList.hpp"

namespace tileflow {

class CardButton : public Button {
 public:
  using Button::Button;

  void draw(UiContext& ui, bool focused) const override;

  std::string detail;  // second line, smaller; empty for none
  // Said instead of the detail where it would be cut short ("24/30  ★ 48/90" for "24/30 solved
  // ★ 48/90"); empty for none.
  std::string shortDetail;
  int stars = -1;  // stars earned, shown as filled; -1 shows no stars
  int maxStars = 3;
  bool locked = false;     // drawn dim; still focusable so that its detail line can say why
  bool highlight = false;  // the level to continue with

  // Whether the title and the detail (or its short form) show whole at the card's rect.
  bool saysAll(Assets& assets, const Metrics& m) const;

 private:
  // Where the title and the detail go in the card's rect, at which sizes, and the detail said.
  struct Parts {
    SDL_Rect title{0, 0, 0, 0};
    SDL_Rect below{0, 0, 0, 0};  // the detail line and the stars
    SDL_Rect detail{0, 0, 0, 0};
    int titleFont = 12;
    int detailFont = 12;
    bool lines = false;  // a detail or stars under the title
    std::string_view detailSaid;
  };
  Parts parts(Assets& assets, const Metrics& m) const;
};

// Lays `cards` out as a grid in `area`: the fewest columns (from a comfortable minimum) whose rows
// all fit at a fingertip or more, but never cards too narrow for their number and stars (then the
// grid is taller than the area and scrolls). The cards grow towards squares up to a design size.
// With `assets`, where that many columns would cut a card's title or detail short (long words in
// a small window), fewer columns that cut fewer of them (wider cards, a grid that may scroll).
// The card sizes are design pixels: a card's width aims at `designW` and never goes below
// `minDesignW`; its height stops growing at `maxDesignH`.
struct CardSizes {
  int designW = 96;
  int minDesignW = 64;
  int maxDesignH = 84;
};
void layoutCardGrid(const std::vector<CardButton*>& cards, const SDL_Rect& area, const Metrics& m, CardSizes sizes = {},
                    Assets* assets = nullptr);
// A screen of cards: Back (widget 0) in the heading's corner at `headingY` (set here), the cards
// (widgets 1..) in a grid below that scrolls with the focus when it is taller than the screen.
void layoutCardScreen(WidgetList& widgets, const std::vector<CardButton*>& cards, const Metrics& m, int& headingY,
                      CardSizes sizes = {}, Assets* assets = nullptr);

}  // namespace tileflow
