// Stepper: a number (or a choice from a list) with − and + targets; Left/Right step it too.
// Steps in one direction that follow each other quickly (a held key or d-pad, fast taps) speed
// up, so a number from 2 to 100 is a short hold away; a tap on the value may open a way to type it.
#pragma once

#include <cstdint>
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
  // "label value" between them. So does a row whose label, in the language in use, would be cut
  // beside the value where the stacked form shows it whole (known once the stepper is drawn, as
  // it is before any tap on it).
  bool compact() const;
  // Whether what the stepper shows (its label beside the value, or stacked over it, or the short
  // label or value alone there) is whole in its rect, as drawn.
  bool saysWhole(UiContext& ui) const override;

  std::string name() const override { return label; }

  std::string label;
  // Said instead of the label in a compact row where the label and the value do not fit whole.
  std::string shortLabel;
  // The short labels of a board's sides: "↔ 15" for its width, "↕ 15" for its height.
  static constexpr const char* WidthSign = "\xe2\x86\x94";
  static constexpr const char* HeightSign = "\xe2\x86\x95";
  // In a compact row where no label fits whole beside the value, the value alone: for a choice
  // whose values say what they are (a tool's name), not for a number.
  bool valueSaysAll = false;
  int value;
  int min;
  int max;
  bool wraps = false;                      // a choice list wraps around, a number stops
  std::function<std::string(int)> format;  // how to show the value; plain number if empty
  std::function<void(int)> onChange;
  // Called by a tap on the value (between − and +) when set: the screen lets the player type it.
  std::function<void()> onType;
  // Numbers only (not choice lists): held steps speed up to 5 and then 10 a step, landing on
  // multiples of that size.
  bool accelerates = false;
  // Milliseconds now; SDL_GetTicks unless a test sets it.
  std::function<std::uint32_t()> clock;

  // Steps closer together than this count as one hold (d-pad repeat is 90 ms, key repeat less).
  static constexpr std::uint32_t HoldGapMs = 200;
  // Size of the next step after `run` quick steps in the same direction.
  static int stepSize(int run);
  // Sets the value (clamped), telling onChange if it changed.
  void set(int v);

 private:
  bool step(int direction);
  // Too narrow for the label beside the value, whatever the label's words.
  bool narrow() const;
  std::string shownValue() const;
  // Not narrow, but the label is cut beside the value where stacked over it, it shows whole.
  bool stacksForWords(UiContext& ui) const;
  SDL_Rect besideRect(const UiContext& ui) const;
  SDL_Rect stackedRect() const;
  // What the compact form says over the value: the label, else the short label, else (a choice
  // whose values say all) the value alone, whichever fits first.
  std::string stackedText(UiContext& ui) const;
  std::uint32_t lastStepMs_ = 0;
  int lastDirection_ = 0;
  int run_ = 0;
  // The row is wide enough, but the label is cut beside the value (see compact()).
  mutable bool stackedForWords_ = false;
};

}  // namespace tileflow
