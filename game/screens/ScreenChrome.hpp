// ScreenChrome: the pieces every menu-like screen does the same way: background, heading,
// a dimmed backdrop for overlays, a notice line, and Back/B leaving.
#pragma once

#include <algorithm>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/ui/Screen.hpp"
#include "engine/ui/TimedText.hpp"
#include "engine/ui/UiContext.hpp"
#include "engine/ui/WidgetList.hpp"

namespace tileflow {

void drawScreenBackground(UiContext& ui);
// A heading centred at the top of `y`; returns its bottom.
int drawHeading(UiContext& ui, const std::string& text, int y, float design = 34);
// The height of a heading row that holds a Back button: the 30-point heading's line, at least a
// fingertip.
int headingRowHeight(const Metrics& m);
// The Back button of that row, `margin` from the left and `y` from the top.
SDL_Rect headingBackRect(const Metrics& m, int margin, int y);
// Lays out a menu under a heading row: the visible widgets after Back (index 0) as touch rows in
// one centred column from `top` down to `margin` above the bottom, at most `maxWidth` wide; with
// `twoColumns`, in two side by side when one column would scroll and the width has room for
// both; scrolling when even that is too short. Hidden widgets get an empty rect. Settles focus.
// `first`: the first widget of the menu (those before it, Back and any other, sit in the heading).
// With `ui`, two columns only where each control there says its words whole (Widget::saysWhole);
// else one, which scrolls (ru Порталы, cut even over its value in half of a 320-pixel window).
void layoutMenuColumn(WidgetList& widgets, const Metrics& m, int top, int maxWidth, bool twoColumns = false,
                      int first = 1, UiContext* ui = nullptr);
// A heading in the row of a Back button at `back`: centred on the screen, kept clear of Back on
// both sides, and vertically in Back's middle; where that would shrink it by more than a fifth
// (narrow screens), centred in the room right of Back instead, which ends at `right` (a button
// across from Back) or else the margin.
void drawHeadingBeside(UiContext& ui, const std::string& text, const SDL_Rect& back, int y, int right = -1);
// Input for a plain menu: Back or B closes `screen`; anything else goes to its widgets.
void handleMenuInput(Screen& screen, WidgetList& widgets, const InputEvent& e);
// Dims what lies under an overlay.
void dimBackdrop(UiContext& ui, Uint8 alpha = 150);
// The panel of a dialog over a dimmed screen (pause menu, a question, a text field): it fills
// `rect` exactly (no shadow), so layouts can place widgets by its edges.
void drawDialogPanel(UiContext& ui, const SDL_Rect& rect, float radiusDesign = 16);
// A message in a box along the bottom edge: red for problems (errors, corrupt settings), calm
// blue for information. It never covers a control of `avoid`: where the bottom edge holds one, the
// box goes to the lowest place between them that is clear.
void drawNotice(UiContext& ui, const std::string& text, bool problem = true, const WidgetList* avoid = nullptr);
// Draws a paragraph wrapped to `rect`'s width at the largest size up to `size` pixels whose lines
// fit its height (down to one still read at arm's length), from its top, the block centred when
// `centred`.
void drawParagraph(UiContext& ui, const std::string& text, int size, std::uint32_t colour, const SDL_Rect& rect,
                   bool centred = false);
// The box of a notice whose text is `textH` high, by that rule: across the screen `pad` from its
// edges, covering none of `controls` where any place does (else along the bottom).
SDL_Rect noticeBox(const Metrics& m, int textH, const std::vector<SDL_Rect>& controls);
// Where no row across the screen is clear (a page full of cards): the widest box between
// controls, at least 3/10 of the width, whose text (`textHeight(width)` high when wrapped to a
// width) covers none of them; nothing when there is none.
std::optional<SDL_Rect> noticeBoxBetween(const Metrics& m, const std::vector<SDL_Rect>& controls,
                                         const std::function<int(int)>& textHeight);

// A notice a screen puts up for a while: it goes by itself after Seconds, or when what it says no
// longer holds (the screen clears it).
class TimedNotice {
 public:
  static constexpr double Seconds = 5;
  void show(std::string text, bool problem = false) {
    text_.show(std::move(text));
    problem_ = problem;
  }
  void clear() { text_.clear(); }
  const std::string& text() const { return text_.text(); }
  bool problem() const { return problem_; }
  // Ages it; true when it has just gone (the screen draws again).
  bool update(double seconds) { return text_.update(seconds); }
  // Milliseconds until it goes by itself; -1 with none up.
  int msUntilGone() const { return text_.msUntilGone(); }
  void draw(UiContext& ui, const WidgetList& avoid) const { drawNotice(ui, text_.text(), problem_, &avoid); }

 private:
  TimedText text_{Seconds};
  bool problem_ = false;
};

}  // namespace tileflow
