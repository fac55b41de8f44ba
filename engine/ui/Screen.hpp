// Screen: one panel of the screen stack. It handles abstract input, steps its animations,
// draws itself, and tells the loop whether it needs frames; it never blocks.
#pragma once

#include <SDL.h>

#include <string>

#include "engine/input/InputEvent.hpp"
#include "engine/ui/Metrics.hpp"

namespace tileflow {

class ScreenStack;
class WidgetList;

class Screen {
 public:
  virtual ~Screen() = default;

  // Called when the screen enters the stack and whenever the output size or UI scale changes.
  virtual void layout(const Metrics& metrics) = 0;
  virtual void handle(const InputEvent& event) = 0;
  // Advances animations and polls background work; `seconds` since the last step.
  virtual void update(double /*seconds*/) {}
  virtual void draw() = 0;
  // True while something moves, so the loop keeps drawing frames.
  virtual bool animating() const { return false; }
  // Milliseconds until the screen wants a redraw without input (a ticking clock), or -1.
  virtual int msUntilWake() const { return -1; }
  // True while the screen takes typed text (a name field): the loop turns on the platform's
  // text input and keys arrive as InputEvent::Kind::Text.
  virtual bool wantsText() const { return false; }
  // True while a long press followed by a drag means something here (locking tiles by drag): the
  // loop then reports a held finger as InputEvent::Kind::Hold and its long-press Tap only when it
  // lifts, so a drag after it never also turns anything.
  virtual bool dragsAfterHold() const { return false; }
  // True while the screen holds work the player would lose on quitting (an unsaved level).
  virtual bool unsavedWork() const { return false; }
  // Keeps that work without asking anything, as the game is about to end; false if nothing
  // could keep it (the screen then says why).
  virtual bool saveWork() { return true; }
  // Called when the screen is on top again after the screens above it closed.
  virtual void uncovered() {}
  // An overlay is drawn over the screen below it instead of replacing it.
  virtual bool overlay() const { return false; }
  // What is wrong inside the screen, in words, when state it keeps up to date step by step no
  // longer agrees with a count from scratch (soaks ask after every event); empty when all holds.
  virtual std::string brokenInvariant() const { return {}; }
  // The screen's controls, for checks that hold on every screen (ScreenStack::focusedControlMoved);
  // null when it keeps them otherwise.
  virtual const WidgetList* controls() const { return nullptr; }

  void attach(ScreenStack* stack) { stack_ = stack; }
  ScreenStack& stack() const { return *stack_; }

  // Asks for one redraw (e.g. after a state change that came from no input).
  void markDirty() { dirty_ = true; }
  bool takeDirty() {
    const bool d = dirty_;
    dirty_ = false;
    return d;
  }

 private:
  ScreenStack* stack_ = nullptr;
  bool dirty_ = true;
};

}  // namespace tileflow
