// Button: a labelled, tappable control that runs its action on tap or Primary.
#pragma once

#include <SDL.h>

#include <functional>
#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

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
  // A sign shown instead of the label where the label would be cut short ("\xe2\x86\xb6" for
  // Undo, "?" for Hint): a narrow button in a language with long words still says what it does.
  std::string sign;
  // Buttons of one row that show their signs together with this one: where any of them would
  // cut its label, all show signs, so a row never mixes words and signs.
  std::vector<const Button*> signPeers;

  // Whether the label, translated, fits the button whole (on one or two lines).
  bool labelFits(UiContext& ui) const;
  // Whether the label fits whole, or else the sign does (a button that says what it does).
  bool saysWhole(UiContext& ui) const override;
  // What the button shows: the translated label, or its sign (above).
  std::string_view shown(UiContext& ui) const;
  // The width the button needs to show its translated label (or, with `useSign`, its sign when
  // it has one) whole on one line at its font size, with its padding.
  int naturalWidth(Assets& assets, const Metrics& metrics, bool useSign = false) const;
  // The width the button needs to show its translated label whole on two lines (broken where
  // drawTextIn would break it) at its font size, with its padding.
  int twoLineWidth(Assets& assets, const Metrics& metrics) const;

 private:
  // The room left and right of the label (less on a narrow key, see textRect).
  static int sidePad(const Metrics& metrics) { return metrics.px(8); }
  SDL_Rect textRect(const UiContext& ui) const;
  int textSize(UiContext& ui) const;
};

// Where a row of buttons, as laid out, cuts a label short: the row `area` shared by the buttons'
// words instead (sharedRowRects, none below `least`), on one line or else broken in two, whichever
// cuts the fewest labels; the buttons keep their rects when neither cuts fewer. Returns how many
// labels are left cut (0 when all show whole), so a caller can try a roomier layout.
int shareRowByWords(UiContext& ui, const std::vector<Button*>& row, const SDL_Rect& area, int gap, int least);
// The same for a row of slots, laid out in `rects`, some of which hold no button of their own
// (nullptr: Undo and Redo halving one slot in the editor) and want `spare` pixels; each button
// gets its slot's rect first, and `rects` comes back with the rects chosen.
int shareRowByWords(UiContext& ui, const std::vector<Button*>& row, std::vector<SDL_Rect>& rects, const SDL_Rect& area,
                    int gap, int least, int spare);

// Gives each button its sign and makes them show signs together (Button::signPeers).
void signsTogether(std::initializer_list<std::pair<Button*, const char*>> buttons);

}  // namespace tileflow
