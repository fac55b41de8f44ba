// App: the event-driven main loop.
#include "engine/platform/App.hpp"

#include "engine/platform/ResidentMemory.hpp"
#include "engine/ui/TimedText.hpp"

#include <algorithm>
#include <vector>

namespace tileflow {

App::App(Window& window, UiContext& ui, ScreenStack& stack, int maxFps)
    : window_(window), ui_(ui), stack_(stack), maxFps_(std::max(10, maxFps)) {}

std::uint32_t App::clockMs() const {
  return fixedStep > 0 ? static_cast<std::uint32_t>(ui_.time * 1000.0) : SDL_GetTicks();
}

void relayoutScreens(UiContext& ui, ScreenStack& stack, int width, int height) {
  ui.metrics = Metrics::of(width, height, ui.uiScale);
  ui.relayoutRequested = false;
  ui.assets->clearArt();
  ui.assets->clearTexts();
  ui.assets->fitBudgets(width, height);
  stack.layoutAll(ui.metrics);
}

void App::relayout() {
  const SDL_Point out = window_.outputSize();
  const SDL_Point win = window_.windowSize();
  input_.setSizes(win.x, win.y, out.x, out.y);
  relayoutScreens(ui_, stack_, out.x, out.y);
  redraw_ = true;
  // The old size's pictures are gone; their memory goes back once the next frame is shown.
  trimAfterPresent_ = true;
}

bool App::isPress(const SDL_Event& e) {
  switch (e.type) {
    case SDL_KEYDOWN:
    case SDL_TEXTINPUT:
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEWHEEL:
    case SDL_FINGERDOWN:
    case SDL_CONTROLLERBUTTONDOWN:
    case SDL_MULTIGESTURE:
      return true;
    default:
      return false;
  }
}

void App::processEvent(const SDL_Event& e) {
  if (e.type == SDL_WINDOWEVENT) {
    switch (e.window.event) {
      case SDL_WINDOWEVENT_SIZE_CHANGED:
        relayout();
        break;
      case SDL_WINDOWEVENT_FOCUS_LOST:
        unfocused_ = true;
        break;
      case SDL_WINDOWEVENT_FOCUS_GAINED:
        unfocused_ = false;
        break;
      case SDL_WINDOWEVENT_MINIMIZED:
      case SDL_WINDOWEVENT_HIDDEN:
        minimised_ = true;
        break;
      case SDL_WINDOWEVENT_RESTORED:
      case SDL_WINDOWEVENT_SHOWN:
      case SDL_WINDOWEVENT_MAXIMIZED:
        minimised_ = false;
        break;
      default:
        break;
    }
    ui_.away = unfocused_ || minimised_;
    redraw_ = true;  // exposed, restored, focus: one fresh frame is cheap and always right
    return;
  }
  if (e.type == SDL_RENDER_TARGETS_RESET || e.type == SDL_RENDER_DEVICE_RESET) {
    ui_.assets->clearArt();
    if (e.type == SDL_RENDER_DEVICE_RESET) ui_.assets->clearTexts();  // every texture went with the device
    redraw_ = true;
    return;
  }
  // Input that was under way before the screen on show appeared was meant for the one before it
  // (a click during a stall, queued while the next screen was being made): it is dropped. Releases
  // pass, so held keys and buttons are let go (their presses make no tap: cancelGestures).
  if (isPress(e) && static_cast<Sint32>(e.common.timestamp - shownAt_) < 0) return;
  // The pointer shows only while a real mouse is in use: a gamepad or a finger hides it, so
  // handhelds and touchscreens never need one; console video drivers never show it.
  if (e.type == SDL_CONTROLLERBUTTONDOWN || e.type == SDL_FINGERDOWN) {
    if (SDL_ShowCursor(SDL_QUERY) == SDL_ENABLE) SDL_ShowCursor(SDL_DISABLE);
  } else if (e.type == SDL_MOUSEMOTION && e.motion.which != SDL_TOUCH_MOUSEID) {
    if (SDL_ShowCursor(SDL_QUERY) == SDL_DISABLE && !Window::consoleVideoDriver()) SDL_ShowCursor(SDL_ENABLE);
  }
  std::vector<InputEvent> events;
  if (fixedStep > 0) {
    // On the virtual clock an event happens at the clock's time, not the wall's, so a long press
    // or a held stick means the same in a replay as in the run it came from.
    SDL_Event virtualTime = e;
    virtualTime.common.timestamp = clockMs();
    input_.translate(virtualTime, events);
  } else {
    input_.translate(e, events);
  }
  for (const InputEvent& ie : events) {
    if (ie.kind != InputEvent::Kind::Pointer) ui_.lastDevice = ie.device;
    if (ie.kind == InputEvent::Kind::Action && ie.action == Action::Quit) {
      if (beforeQuit && beforeQuit()) {
        redraw_ = true;
      } else {
        quit_ = true;
      }
      continue;
    }
    if (globalInput && globalInput(ie)) {
      redraw_ = true;
      continue;
    }
    stack_.handle(ie);
    // Hover only redraws if a screen marks itself dirty; anything else may change the picture.
    if (ie.kind != InputEvent::Kind::Pointer) redraw_ = true;
  }
}

void App::syncTextInput() {
  input_.setHoldMode(stack_.dragsAfterHold());
  const bool want = stack_.wantsText();
  if (textSynced_ && want == input_.textMode()) return;
  textSynced_ = true;
  input_.setTextMode(want);
  if (want) {
    SDL_StartTextInput();
  } else {
    SDL_StopTextInput();
  }
}

void App::run() {
  relayout();
  stack_.applyPending(ui_.metrics);
  // SDL starts with text input on for desktop windows; it is only wanted while a field is open.
  syncTextInput();
  Uint64 last = SDL_GetPerformanceCounter();
  const double frequency = static_cast<double>(SDL_GetPerformanceFrequency());
  const Uint32 frameMs = static_cast<Uint32>(1000 / maxFps_);
  while (!quit_ && !stack_.empty()) {
    if (beforeTurn && !beforeTurn()) break;
    const Uint32 turnStart = SDL_GetTicks();
    SDL_Event e;
    if (!redraw_ && !stack_.animating() && fixedStep <= 0) {
      // Nothing moves: sleep until an event or the next timed wake (clock tick, long press).
      int timeout = stack_.msUntilWake();
      timeout = soonerWake(timeout, input_.msUntilNextPoll(turnStart));
      const int got = timeout < 0 ? SDL_WaitEvent(&e) : SDL_WaitEventTimeout(&e, std::max(1, timeout));
      if (got != 0) processEvent(e);
    }
    while (SDL_PollEvent(&e) != 0) processEvent(e);
    std::vector<InputEvent> timed;
    input_.poll(clockMs(), timed);
    for (const InputEvent& ie : timed) {
      ui_.lastDevice = ie.device;
      stack_.handle(ie);
      redraw_ = true;
    }

    const Uint64 now = SDL_GetPerformanceCounter();
    // Real time, so a clock counts the seconds the loop slept between its once-a-second wakes; a gap
    // longer than MaxStep is the machine suspended or the process stopped, not time played.
    const double dt = fixedStep > 0 ? fixedStep : std::min(MaxStep, static_cast<double>(now - last) / frequency);
    last = now;
    ui_.time += dt;
    stack_.update(dt);
    if (ui_.relayoutRequested) relayout();
    if (stack_.applyPending(ui_.metrics)) {
      redraw_ = true;
      screenChanged_ = true;
      // A screen left frees its tiles, text and the driver's copies of them; handed back after
      // the next frame is shown, that memory does not stay in the heap between screens.
      trimAfterPresent_ = true;
    }
    syncTextInput();
    if (stack_.empty()) break;
    if (stack_.takeDirty() || stack_.animating() || stack_.msUntilWake() == 0) redraw_ = true;
    if (!redraw_) continue;

    ui_.assets->beginFrame();
    stack_.draw();
    SDL_RenderPresent(window_.renderer());
    // Pictures left for later (the frame's budget for making them was spent): the next frame
    // makes more, straight away.
    redraw_ = ui_.assets->leftOut();
    if (screenChanged_) {
      // From now on the player sees the new screen; what they did before was aimed at the old one.
      screenChanged_ = false;
      shownAt_ = SDL_GetTicks();
      input_.cancelGestures();
    }
    if (trimAfterPresent_) {
      // Not before: a GL driver keeps a deleted texture's storage, and what it made to draw it,
      // until the frames that used it are finished, which presenting the next frame waits for.
      // Trimmed earlier, that memory (tens of MB after a large board) stayed in the heap until
      // the next change of screens.
      trimAfterPresent_ = false;
      trimFreedMemory();
    }
    // Vsync usually paces frames; the cap also holds on drivers without it and keeps a fast
    // desktop from drawing hundreds of frames during an animation.
    const Uint32 spent = SDL_GetTicks() - turnStart;
    if (stack_.animating() && spent < frameMs && fixedStep <= 0) SDL_Delay(frameMs - spent);
  }
}

}  // namespace tileflow
