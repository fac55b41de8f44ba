// App: the event-driven main loop. Each turn: wait for an event (or the next timed wake), turn
// events into input, step the top screen, apply stack changes, draw only if something changed
// or moves, cap the frame rate. Idle means blocked in SDL_WaitEvent: no frames, no CPU.
#pragma once

#include <cstdint>
#include <functional>

#include "engine/input/InputTranslator.hpp"
#include "engine/platform/Window.hpp"
#include "engine/ui/ScreenStack.hpp"
#include "engine/ui/UiContext.hpp"

namespace tileflow {

class App {
 public:
  App(Window& window, UiContext& ui, ScreenStack& stack, int maxFps = 60);

  // Sees every input before the screens (e.g. the fullscreen key); returns true to swallow it.
  std::function<bool(const InputEvent&)> globalInput;
  // Called on a quit request (the window closed, a launcher's quit) before the loop ends, to
  // save what would be lost; returns true to keep running instead (a driver that plays on).
  std::function<bool()> beforeQuit;
  // Called at the start of every turn, e.g. by a driver that plays; returning false ends run().
  std::function<bool()> beforeTurn;
  // When positive, every turn advances the clock by this many seconds and never waits or sleeps,
  // so a driver can play minutes of game time as fast as the frames can be drawn; input is then
  // timed by that clock too (long presses, d-pad repeat, stick scrolling).
  double fixedStep = 0;
  // The longest step a turn passes to the screens.
  static constexpr double MaxStep = 2.0;

  // Runs until the stack is empty or the window is closed.
  void run();

 private:
  void processEvent(const SDL_Event& e);
  // Key, button and finger presses, typed text, wheel turns and pinches: input that acts.
  static bool isPress(const SDL_Event& e);
  void relayout();
  // Milliseconds for input timing: the virtual clock's with a fixed step, else SDL's.
  std::uint32_t clockMs() const;
  // Turns platform text input on or off to follow the top screen's wantsText(), and the
  // translator's hold mode to follow its dragsAfterHold().
  void syncTextInput();

  Window& window_;
  UiContext& ui_;
  ScreenStack& stack_;
  InputTranslator input_;
  int maxFps_;
  bool redraw_ = true;
  bool quit_ = false;
  // The window's state as its events told it (UiContext::away is either).
  bool unfocused_ = false;
  bool minimised_ = false;
  // The screen on top changed; when the frame that shows it is presented, shownAt_ (SDL ticks)
  // is set: presses from before it were aimed at the screen before.
  bool screenChanged_ = false;
  std::uint32_t shownAt_ = 0;
  bool textSynced_ = false;  // the platform's text input state has been set once
  // Free memory goes back to the system after the next present (a screen left, a resize).
  bool trimAfterPresent_ = false;
};

// What a new output size asks of the screens, for the game's window and the screen harness alike:
// new metrics, the art and text made for the old size dropped (cheap to make again; kept, they
// would hold a larger size's pictures past the smaller budget), the asset budgets fitted to the
// new size, and every screen laid out again.
void relayoutScreens(UiContext& ui, ScreenStack& stack, int width, int height);

}  // namespace tileflow
